import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { inRequestTransaction, withinRequestTransaction } from '../../db/transaction';
import { idempotencyKeys } from '../../db/schema';
import { Batches } from '../../lib/batches';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
type Owner = { club_id: number; relatie_id: number; key: string };
type Answer = Owner & { status_code: number; response_body: string };

/** Stored answers of state-changing calls, per member and key. */
export class IdempotencyRepository {
  constructor(private readonly db: Db) {}

  /** Claims the key; false when it was already claimed (by an earlier or a running request). */
  async claim(row: Owner & { request_hash: string; created_at: Date }): Promise<boolean> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length === 1;
  }

  async find(o: Owner): Promise<IdempotencyRow | undefined> {
    const [row] = await this.db.select().from(idempotencyKeys).where(this.owner(o));
    return row;
  }

  /**
   * Stores the key's answer unless one is stored already (a booking's answer may be stored by its
   * own request and by a retry that rebuilt it, see plugins/idempotency.ts).
   */
  async complete(o: Owner, status_code: number, response_body: string) {
    await this.db
      .update(idempotencyKeys)
      .set({ status_code, response_body })
      .where(and(this.owner(o), isNull(idempotencyKeys.status_code)));
  }

  /**
   * `complete` for a key whose write committed already (an 'in-transaction' route's answer, on
   * send). The answers that arrive while one is being stored are stored together, in one
   * statement and one commit: in an opening rush each answer waits for its flush, and one flush
   * serves them all.
   */
  completeCommitted(o: Owner, status_code: number, response_body: string): Promise<void> {
    return this.answers.submit('answers', { ...o, status_code, response_body });
  }

  private readonly answers = new Batches<Answer, void>(
    async (rows) => {
      await this.db.execute(sql`update ${idempotencyKeys} k
         set status_code = a.status_code, response_body = a.response_body
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
             as a(club_id integer, relatie_id integer, key text, status_code integer, response_body text)
       where k.club_id = a.club_id and k.relatie_id = a.relatie_id and k.key = a.key
         and k.status_code is null`);
      return rows.map(() => undefined);
    },
    // Inside a request's transaction the answer is that transaction's, not a batch's.
    { alone: withinRequestTransaction },
  );

  /** Runs `fn` with every query of the request in one transaction (db/transaction.ts). */
  inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return inRequestTransaction(this.db, fn);
  }

  async prune(before: Date) {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, before));
  }

  private owner(o: Owner) {
    return and(
      eq(idempotencyKeys.club_id, o.club_id),
      eq(idempotencyKeys.relatie_id, o.relatie_id),
      eq(idempotencyKeys.key, o.key),
    );
  }
}
