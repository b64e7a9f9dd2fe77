import { randomUUID } from 'node:crypto';
import type { Bon } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import { afterCommit, withinRequestTransaction } from '../../db/transaction';
import { bonView } from './bon-view';
import type { PaymentRow, PaymentsRepository, RefundRow } from './payments.repository';
import {
  DEFINITE_REFUSALS,
  ProviderRefused,
  ProviderUnavailable,
  type PaymentProvider,
} from './provider';
import type { PaymentsLog } from './payments-log';

/**
 * Money given back through the provider (a desk payment at the desk): a bon's payment in full, a
 * team mate's share, and a payment that paid no bon; each once, under its own idempotency key.
 */
export class PaymentRefunds {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly clock: () => Date,
    private readonly log: PaymentsLog,
  ) {}

  /**
   * Refunds the bon's payment in full through the provider (a desk payment is given back at the
   * desk). Done once: a refunded bon answers as it is. Refused when nothing was paid.
   */
  async refund(
    clubId: number,
    bonId: number,
    reason: 'sign_out' | 'committee' | 'reserve',
  ): Promise<Bon> {
    const now = this.clock();
    const step = await this.repo.transaction(async (repo) => {
      const bon = await repo.lockBon(clubId, bonId);
      if (!bon) throw notFound('bon');
      if (bon.status === 'refunded') return null;
      const paid = await repo.applied(clubId, bonId);
      if (!paid || bon.status !== 'paid')
        throw new AppError('NOT_REFUNDABLE', 'nothing was paid for this bon');
      // Shares given back already (team mates who left) are not given back twice.
      const left = paid.amount_cents - (await repo.refundedOf(clubId, paid.id));
      const refund =
        left > 0
          ? await repo.insertRefundOnce({
              club_id: clubId,
              payment_id: paid.id,
              amount_cents: left,
              status: paid.provider === 'desk' ? 'refunded' : 'creating',
              reason,
              idempotency_key: randomUUID(),
              created_at: now,
              updated_at: now,
            })
          : undefined;
      await repo.unapply(clubId, paid.id, now);
      await repo.setBonStatus(clubId, bonId, 'refunded', now);
      await repo.events.refunded(repo.handle, { bon });
      return refund && paid.provider !== 'desk' ? { refund, payment: paid } : null;
    });
    if (step) await this.sendRefund(step.refund, step.payment);
    return bonView(this.repo, clubId, (await this.repo.bon(clubId, bonId))!);
  }

  /**
   * Gives back a share of a paid bon (a team mate who left a paid team), at most what is left of
   * its payment; the bon stays paid. Each share once (`deel` names it): asked again it answers the
   * share's refund as it stands. Answers null when nothing is left to give back.
   */
  async refundShare(
    clubId: number,
    bonId: number,
    share: { deel: string; amountCents: number; reason: 'sign_out' | 'committee' },
  ): Promise<NonNullable<Bon['terugbetaling']> | null> {
    if (!share.deel) throw new AppError('VALIDATION', 'a share needs a name');
    const now = this.clock();
    const step = await this.repo.transaction(async (repo) => {
      const bon = await repo.lockBon(clubId, bonId);
      if (!bon) throw notFound('bon');
      const paid = await repo.applied(clubId, bonId);
      if (!paid || bon.status !== 'paid')
        throw new AppError('NOT_REFUNDABLE', 'nothing was paid for this bon');
      const amount = Math.min(
        share.amountCents,
        paid.amount_cents - (await repo.refundedOf(clubId, paid.id)),
      );
      if (amount <= 0) return null;
      const refund = await repo.insertRefundOnce({
        club_id: clubId,
        payment_id: paid.id,
        amount_cents: amount,
        status: paid.provider === 'desk' ? 'refunded' : 'creating',
        reason: share.reason,
        deel: share.deel,
        idempotency_key: randomUUID(),
        created_at: now,
        updated_at: now,
      });
      if (refund)
        await repo.events.shareRefunded(repo.handle, {
          bon,
          refundId: refund.id,
          amountCents: refund.amount_cents,
        });
      return refund ? { refund, payment: paid } : null;
    });
    if (!step) return null;
    if (step.payment.provider !== 'desk') await this.sendRefund(step.refund, step.payment);
    const now2 = (await this.repo.shareRefundsOfBon(clubId, bonId)).find(
      (r) => r.id === step.refund.id,
    );
    return { bedrag_cents: step.refund.amount_cents, status: now2?.status ?? step.refund.status };
  }

  /**
   * Inside a request's transaction (a keyed sign-out) the provider is asked once the refund is
   * committed with it: never a call out while holding the transaction, never a refund at the
   * provider for a sign-out that rolled back. A crash in between leaves it 'creating' for
   * reconciliation.
   */
  private async sendRefund(refund: RefundRow, payment: PaymentRow): Promise<void> {
    if (withinRequestTransaction())
      afterCommit(() =>
        this.refundAtProvider(refund, payment).catch((err: unknown) =>
          this.log.error({ err, refund: refund.id }, 'refund after commit failed'),
        ),
      );
    else await this.refundAtProvider(refund, payment);
  }

  /**
   * Gives back a paid payment that pays no bon (once: one live refund per payment); who paid hears
   * it through the events, in the transaction that makes the refund.
   */
  async refundUnapplied(payment: PaymentRow): Promise<void> {
    const now = this.clock();
    const refund = await this.repo.transaction(async (repo) => {
      const made = await repo.insertRefundOnce({
        club_id: payment.club_id,
        payment_id: payment.id,
        amount_cents: payment.amount_cents,
        status: 'creating',
        reason: 'not_applied',
        idempotency_key: randomUUID(),
        created_at: now,
        updated_at: now,
      });
      const bon = made && (await repo.bon(payment.club_id, payment.bon_id));
      if (bon) await repo.events.paymentRefunded(repo.handle, { bon, paymentId: payment.id });
      return made;
    });
    if (refund) await this.refundAtProvider(refund, payment);
  }

  /** Asks the provider for the refund (again with its key) or its state, and stores it. */
  async refundAtProvider(refund: RefundRow, payment: PaymentRow): Promise<void> {
    if (!this.provider || !payment.provider_payment_id || payment.provider !== this.provider.name)
      return;
    try {
      const seen =
        refund.status === 'creating' || !refund.provider_refund_id
          ? await this.provider.createRefund({
              paymentId: payment.provider_payment_id,
              amountCents: refund.amount_cents,
              description: `Refund ${payment.provider_payment_id}`,
              idempotencyKey: refund.idempotency_key,
            })
          : await this.provider.getRefund(payment.provider_payment_id, refund.provider_refund_id);
      await this.repo.refundCreated(refund.club_id, refund.id, seen.id, seen.status, this.clock());
    } catch (err) {
      // Refused outright, no refund exists there; a 409 or 429 leaves it 'creating', for
      // reconciliation to send again with the same key.
      if (
        err instanceof ProviderRefused &&
        DEFINITE_REFUSALS.has(err.statusCode ?? 0) &&
        refund.status === 'creating'
      ) {
        await this.repo.refundCreated(refund.club_id, refund.id, null, 'failed', this.clock());
      }
      this.log.warn({ err, refund: refund.id }, 'refund not settled with the provider');
      if (!(err instanceof ProviderUnavailable) && !(err instanceof ProviderRefused)) throw err;
    }
  }
}
