import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { inRequestTransaction, transaction } from '../../db/transaction';
import { bons, payments, refunds, type BonLine } from '../../db/schema';
import { sameClubRow } from '../../db/same-club';
import { NO_PAYMENT_EVENTS, type PaymentEvents } from './payment-events';

export type BonRow = typeof bons.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type BonStatus = BonRow['status'];
export type PaymentStatus = PaymentRow['status'];
export type RefundStatus = RefundRow['status'];

/** Attempts still under way: at most one per bon (payments_one_in_flight_per_bon). */
export const IN_FLIGHT: PaymentStatus[] = ['creating', 'open', 'pending'];
/** Refunds the provider may still move. */
export const REFUND_UNSETTLED: RefundStatus[] = ['creating', 'queued', 'pending', 'processing'];

/** The club's bon with this id. */
const isBon = (clubId: number, bonId: number) => and(eq(bons.club_id, clubId), eq(bons.id, bonId));
/** The club's bons of subjects of `kind` that `more` also holds for. */
const bonsOfKind = (clubId: number, kind: BonRow['subject_kind'], ...more: SQL[]) =>
  and(eq(bons.club_id, clubId), eq(bons.subject_kind, kind), ...more);
/** The club's bon of this subject (one at most: bons_subject_unique). */
const isBonOf = (clubId: number, kind: BonRow['subject_kind'], subjectId: number) =>
  bonsOfKind(clubId, kind, eq(bons.subject_id, subjectId));
/** The attempts to pay the club's bon `bonId` that `more` also holds for. */
const attemptsOf = (clubId: number, bonId: number, ...more: SQL[]) =>
  and(eq(payments.club_id, clubId), eq(payments.bon_id, bonId), ...more);
/** The club's payment with this id. */
const isPayment = (clubId: number, paymentId: number) =>
  and(eq(payments.club_id, clubId), eq(payments.id, paymentId));
/** The join of a refund to the payment it gives back. */
const paymentOfRefund = sameClubRow(payments, refunds, refunds.payment_id);

/**
 * Bons, payments and refunds. Every state change is a conditional UPDATE naming the states it may
 * come from, so a late or repeated webhook changes nothing; the partial unique indexes of the
 * schema keep a bon from being paid twice or having two attempts in flight.
 */
export class PaymentsRepository {
  /** Told of a payment failed or refunded in its transaction (set at app build). */
  events: PaymentEvents = NO_PAYMENT_EVENTS;

  constructor(private readonly db: Db) {}

  /** The newest row (the highest id) of `table` that `where` picks. */
  private async newest<T extends typeof payments | typeof refunds>(
    table: T,
    where: SQL | undefined,
  ): Promise<T['$inferSelect'] | undefined> {
    const [row] = await this.db
      .select()
      .from(table as typeof payments)
      .where(where)
      .orderBy(desc(table.id))
      .limit(1);
    return row as T['$inferSelect'] | undefined;
  }

  /** The database or transaction this repository runs on, for a job made in the same. */
  get handle(): Db {
    return this.db;
  }

  /**
   * `fn` with every query in one transaction, as a keyed request's (db/transaction.ts): what the
   * owning module writes for a bon (its subject first) commits with what this module writes.
   */
  atomically<T>(fn: () => Promise<T>): Promise<T> {
    return inRequestTransaction(this.db, fn);
  }

  /** A transaction (retried once on a deadlock) on a repository bound to it, with the events. */
  transaction<T>(fn: (repo: PaymentsRepository) => Promise<T>): Promise<T> {
    return transaction(this.db, (tx) => {
      const repo = new PaymentsRepository(tx);
      repo.events = this.events;
      return fn(repo);
    });
  }

  // ---- bons ---------------------------------------------------------------------------------

  async bonBySubject(clubId: number, kind: BonRow['subject_kind'], subjectId: number) {
    const [row] = await this.db
      .select()
      .from(bons)
      .where(isBonOf(clubId, kind, subjectId));
    return row;
  }

  /** A bon by its id alone (a browser back from the checkout without a session). */
  async bonAnywhere(bonId: number) {
    const [row] = await this.db
      .select({ club_id: bons.club_id, return_path: bons.return_path })
      .from(bons)
      .where(eq(bons.id, bonId));
    return row;
  }

  /** The subject's bon, locked until the transaction ends. */
  async lockBonBySubject(clubId: number, kind: BonRow['subject_kind'], subjectId: number) {
    const [row] = await this.db
      .select()
      .from(bons)
      .where(isBonOf(clubId, kind, subjectId))
      .for('update');
    return row;
  }

  async bon(clubId: number, bonId: number) {
    const [row] = await this.db.select().from(bons).where(isBon(clubId, bonId));
    return row;
  }

  /** The bon, locked for the rest of the transaction: every change of a bon and its payments
   * takes it first (one lock order). */
  async lockBon(clubId: number, bonId: number) {
    const [row] = await this.db.select().from(bons).where(isBon(clubId, bonId)).for('update');
    return row;
  }

  async bonsBySubjects(clubId: number, kind: BonRow['subject_kind'], subjectIds: number[]) {
    if (subjectIds.length === 0) return [];
    return this.db
      .select()
      .from(bons)
      .where(bonsOfKind(clubId, kind, inArray(bons.subject_id, subjectIds)))
      .orderBy(asc(bons.id));
  }

  /** Inserts a bon unless its subject has one; answers the subject's bon, locked. */
  async insertBonOnce(row: typeof bons.$inferInsert): Promise<BonRow> {
    await this.db.insert(bons).values(row).onConflictDoNothing();
    const [found] = await this.db
      .select()
      .from(bons)
      .where(isBonOf(row.club_id, row.subject_kind, row.subject_id))
      .for('update');
    return found!;
  }

  /** New lines and total: a new version, so an attempt made for the old total is not applied. */
  async setLines(
    clubId: number,
    bonId: number,
    v: { omschrijving: string; regels: BonLine[]; totaal_cents: number; return_path: string },
    now: Date,
  ) {
    await this.db
      .update(bons)
      .set({ ...v, versie: sql`${bons.versie} + 1`, updated_at: now })
      .where(isBon(clubId, bonId));
  }

  async setBonStatus(
    clubId: number,
    bonId: number,
    status: BonStatus,
    now: Date,
    from?: BonStatus[],
  ): Promise<boolean> {
    const done = await this.db
      .update(bons)
      .set({ status, updated_at: now, ...(status === 'paid' ? { paid_at: now } : {}) })
      .where(and(isBon(clubId, bonId), from ? inArray(bons.status, from) : undefined))
      .returning({ id: bons.id });
    return done.length > 0;
  }

  async withdrawBon(clubId: number, bonId: number, now: Date) {
    await this.db
      .update(bons)
      .set({ withdrawn_at: now, updated_at: now })
      .where(isBon(clubId, bonId));
  }

  // ---- payments -----------------------------------------------------------------------------

  async insertPayment(row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [created] = await this.db.insert(payments).values(row).returning();
    return created!;
  }

  /** The bon's attempt in flight (creating, open or pending), if any. */
  async inFlight(clubId: number, bonId: number) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(attemptsOf(clubId, bonId, inArray(payments.status, IN_FLIGHT)));
    return row;
  }

  /** The payment that paid the bon, if any. */
  async applied(clubId: number, bonId: number) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(attemptsOf(clubId, bonId, eq(payments.applied, true)));
    return row;
  }

  /** The bon's latest attempt. */
  latest(clubId: number, bonId: number) {
    return this.newest(payments, attemptsOf(clubId, bonId));
  }

  /** A payment by the provider's id, in any club (the webhook names only that id). */
  async byProviderId(provider: PaymentRow['provider'], providerPaymentId: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(eq(payments.provider, provider), eq(payments.provider_payment_id, providerPaymentId)),
      );
    return row;
  }

  async payment(clubId: number, paymentId: number) {
    const [row] = await this.db.select().from(payments).where(isPayment(clubId, paymentId));
    return row;
  }

  /** Stores the provider's id and checkout of a 'creating' attempt (or of the same id again). */
  async created(
    clubId: number,
    paymentId: number,
    providerPaymentId: string,
    checkoutUrl: string | null,
    now: Date,
  ): Promise<boolean> {
    const done = await this.db
      .update(payments)
      .set({
        provider_payment_id: providerPaymentId,
        checkout_url: checkoutUrl,
        status: sql`case when ${payments.status} = 'creating' then 'open' else ${payments.status} end`,
        updated_at: now,
      })
      .where(
        and(
          isPayment(clubId, paymentId),
          sql`(${payments.provider_payment_id} is null or ${payments.provider_payment_id} = ${providerPaymentId})`,
        ),
      )
      .returning({ id: payments.id });
    return done.length > 0;
  }

  /** Moves a payment to `status` only from one of `from`; answers whether it moved. */
  async movePayment(
    clubId: number,
    paymentId: number,
    status: PaymentStatus,
    from: PaymentStatus[],
    now: Date,
    applied = false,
  ): Promise<boolean> {
    const done = await this.db
      .update(payments)
      .set({ status, applied, updated_at: now })
      .where(and(isPayment(clubId, paymentId), inArray(payments.status, from)))
      .returning({ id: payments.id });
    return done.length > 0;
  }

  /** Attempts not settled and last touched before `before` (reconciliation), oldest first. */
  unsettled(before: Date, limit: number) {
    return this.db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, IN_FLIGHT), lt(payments.updated_at, before)))
      .orderBy(asc(payments.updated_at))
      .limit(limit);
  }

  /** Paid provider payments that pay no bon and have no refund: to be given back. */
  unappliedPaid(limit: number) {
    return this.db
      .select({ payment: payments })
      .from(payments)
      .leftJoin(refunds, and(paymentOfRefund, sql`${refunds.status} not in ('failed', 'canceled')`))
      .where(
        and(
          eq(payments.status, 'paid'),
          eq(payments.applied, false),
          sql`${payments.provider} <> 'desk'`,
          sql`${refunds.id} is null`,
        ),
      )
      .limit(limit);
  }

  // ---- refunds ------------------------------------------------------------------------------

  /** Inserts a refund unless the payment has one that is not failed or canceled. */
  async insertRefundOnce(row: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
    const [created] = await this.db.insert(refunds).values(row).onConflictDoNothing().returning();
    return created;
  }

  /** The payment's live refund (not failed or canceled), or its latest. */
  refundOf(clubId: number, paymentId: number) {
    return this.newest(
      refunds,
      and(eq(refunds.club_id, clubId), eq(refunds.payment_id, paymentId)),
    );
  }

  async refundCreated(
    clubId: number,
    refundId: number,
    providerRefundId: string | null,
    status: RefundStatus,
    now: Date,
  ) {
    await this.db
      .update(refunds)
      .set({
        ...(providerRefundId ? { provider_refund_id: providerRefundId } : {}),
        status,
        updated_at: now,
      })
      .where(
        and(
          eq(refunds.club_id, clubId),
          eq(refunds.id, refundId),
          inArray(refunds.status, REFUND_UNSETTLED),
        ),
      );
  }

  unsettledRefunds(before: Date, limit: number) {
    return this.db
      .select({ refund: refunds, payment: payments })
      .from(refunds)
      .innerJoin(payments, paymentOfRefund)
      .where(and(inArray(refunds.status, REFUND_UNSETTLED), lt(refunds.updated_at, before)))
      .orderBy(asc(refunds.updated_at))
      .limit(limit);
  }

  /** The latest refund of all (or all that was left) of any of the bon's payments. */
  async latestRefundOfBon(clubId: number, bonId: number) {
    const [row] = await this.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, paymentOfRefund)
      .where(and(eq(refunds.club_id, clubId), eq(payments.bon_id, bonId), eq(refunds.deel, '')))
      .orderBy(desc(refunds.id))
      .limit(1);
    return row?.refund;
  }

  /** The refunds of shares of the bon's payments (each share's latest first), oldest first. */
  async shareRefundsOfBon(clubId: number, bonId: number) {
    const rows = await this.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, paymentOfRefund)
      .where(
        and(eq(refunds.club_id, clubId), eq(payments.bon_id, bonId), sql`${refunds.deel} <> ''`),
      )
      .orderBy(asc(refunds.id));
    return rows.map((r) => r.refund);
  }

  /** What has been (or is being) given back of a payment: its refunds not failed or canceled. */
  async refundedOf(clubId: number, paymentId: number): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string | null>`sum(${refunds.amount_cents})` })
      .from(refunds)
      .where(
        and(
          eq(refunds.club_id, clubId),
          eq(refunds.payment_id, paymentId),
          sql`${refunds.status} not in ('failed', 'canceled')`,
        ),
      );
    return Number(row?.sum ?? 0);
  }

  /** The member's bons of subjects within a context (e.g. their sign-ups of one match). */
  bonsOfMemberIn(
    clubId: number,
    relatieId: number,
    kind: BonRow['subject_kind'],
    contextId: number,
  ) {
    return this.db
      .select()
      .from(bons)
      .where(
        bonsOfKind(clubId, kind, eq(bons.relatie_id, relatieId), eq(bons.context_id, contextId)),
      )
      .orderBy(desc(bons.id));
  }

  /** Another member pays the bon; `newVersion` keeps an attempt of the former payer from paying it. */
  async setPayer(clubId: number, bonId: number, relatieId: number, newVersion: boolean, now: Date) {
    await this.db
      .update(bons)
      .set({
        relatie_id: relatieId,
        updated_at: now,
        ...(newVersion ? { versie: sql`${bons.versie} + 1` } : {}),
      })
      .where(isBon(clubId, bonId));
  }

  /** The bon's latest payment that was paid (refunded or not). */
  async latestPaid(clubId: number, bonId: number) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(attemptsOf(clubId, bonId, eq(payments.status, 'paid')))
      .orderBy(desc(payments.applied), desc(payments.id))
      .limit(1);
    return row;
  }

  /** A refunded payment no longer pays its bon (the bon may be paid again when reopened). */
  async unapply(clubId: number, paymentId: number, now: Date) {
    await this.db
      .update(payments)
      .set({ applied: false, updated_at: now })
      .where(isPayment(clubId, paymentId));
  }

  async reopenBon(clubId: number, bonId: number, relatieId: number, now: Date) {
    await this.db
      .update(bons)
      .set({
        relatie_id: relatieId,
        withdrawn_at: null,
        status: 'open',
        paid_at: null,
        updated_at: now,
      })
      .where(isBon(clubId, bonId));
  }
}
