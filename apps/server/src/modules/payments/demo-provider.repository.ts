import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { demoProviderPayments } from '../../db/schema';

export type DemoPaymentRow = typeof demoProviderPayments.$inferSelect;

/** The demo provider's own books: what a provider keeps on its side. */
export class DemoProviderRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the payment, or answers the one made earlier with the same idempotency key. */
  async insertOnce(row: typeof demoProviderPayments.$inferInsert): Promise<DemoPaymentRow> {
    await this.db.insert(demoProviderPayments).values(row).onConflictDoNothing();
    const [found] = await this.db
      .select()
      .from(demoProviderPayments)
      .where(eq(demoProviderPayments.idempotency_key, row.idempotency_key));
    return found!;
  }

  async find(id: string): Promise<DemoPaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(demoProviderPayments)
      .where(eq(demoProviderPayments.id, id));
    return row;
  }

  /** Moves an open payment to its outcome (as a provider: final states never change). */
  async settle(id: string, status: string): Promise<boolean> {
    const done = await this.db
      .update(demoProviderPayments)
      .set({ status })
      .where(sql`${demoProviderPayments.id} = ${id} and ${demoProviderPayments.status} = 'open'`)
      .returning({ id: demoProviderPayments.id });
    return done.length > 0;
  }

  /** Adds a refund unless one with the key exists; answers the payment's refunds. */
  async addRefund(
    id: string,
    refund: { id: string; amount_cents: number; status: string; idempotency_key: string },
  ): Promise<DemoPaymentRow['refunds'] | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(demoProviderPayments)
        .where(eq(demoProviderPayments.id, id))
        .for('update');
      if (!row) return undefined;
      if (row.refunds.some((r) => r.idempotency_key === refund.idempotency_key)) return row.refunds;
      const refunds = [...row.refunds, refund];
      await tx.update(demoProviderPayments).set({ refunds }).where(eq(demoProviderPayments.id, id));
      return refunds;
    });
  }
}
