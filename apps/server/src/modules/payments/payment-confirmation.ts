import type { Bon } from '@fairway/contract';
import { bonView, ownBon, PAYABLE } from './bon-view';
import { crashPoint } from './crash-point';
import {
  IN_FLIGHT,
  type BonRow,
  type BonStatus,
  type PaymentRow,
  type PaymentStatus,
  type PaymentsRepository,
} from './payments.repository';
import { ProviderRefused, type PaymentProvider, type ProviderPayment } from './provider';
import type { PaymentRefunds } from './payment-refunds';
import type { PaymentsLog } from './payments-log';

/** A provider's payment status as ours. */
const FROM_PROVIDER: Record<ProviderPayment['status'], PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};
/** The states a payment may come from into each state: never backwards, never out of a final. */
const PREDECESSORS: Record<PaymentStatus, PaymentStatus[]> = {
  creating: [],
  open: ['creating'],
  pending: ['creating', 'open'],
  paid: ['creating', 'open', 'pending'],
  failed: ['creating', 'open', 'pending'],
  canceled: ['creating', 'open', 'pending'],
  expired: ['creating', 'open', 'pending'],
};
/** The bon's state after an attempt ended without paying. */
const BON_AFTER: Partial<Record<PaymentStatus, BonStatus>> = {
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
};

/**
 * What the provider says of a payment, applied (docs/ARCHITECTURE.md "Payments"): asked by this
 * server when the webhook names it or the member returns from the checkout, never taken from a
 * browser. States only move forward; a bon is paid at most once, and a payment that cannot pay
 * its bon as it stands is given back.
 */
export class PaymentConfirmation {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly refunds: PaymentRefunds,
    private readonly clock: () => Date,
    private readonly log: PaymentsLog,
  ) {}

  /**
   * The member came back from the checkout. The return itself proves nothing; when the attempt is
   * not settled yet the provider is asked once, then the bon is answered as the server knows it.
   */
  async afterReturn(
    clubId: number,
    relatieId: number,
    bonId: number,
  ): Promise<{ bon: Bon; returnPath: string }> {
    const bon = await ownBon(this.repo, clubId, relatieId, bonId);
    const flying = await this.repo.inFlight(clubId, bonId);
    if (this.provider && flying?.provider_payment_id && flying.provider === this.provider.name) {
      try {
        await this.apply(flying, await this.provider.getPayment(flying.provider_payment_id));
      } catch (err) {
        // The webhook or reconciliation will tell; the member sees the state as it is known.
        this.log.warn({ err, payment: flying.id }, 'payment check on return failed');
      }
    }
    const now = (await this.repo.bon(clubId, bonId))!;
    return { bon: await bonView(this.repo, clubId, now), returnPath: bon.return_path };
  }

  /**
   * The provider's webhook named a payment. Unknown ids change nothing (and the provider is not
   * asked about them); a known one is fetched from the provider and applied. Answers whether it
   * was known. A provider that cannot be reached throws ProviderUnavailable (the webhook answers
   * 503, so the provider calls again later).
   */
  async webhook(providerPaymentId: string): Promise<'unknown' | 'applied'> {
    if (!this.provider) return 'unknown';
    const payment = await this.repo.byProviderId(this.provider.name, providerPaymentId);
    if (!payment) return 'unknown';
    let seen: ProviderPayment;
    try {
      seen = await this.provider.getPayment(providerPaymentId);
    } catch (err) {
      if (err instanceof ProviderRefused && err.statusCode === 404) return 'unknown';
      throw err;
    }
    crashPoint('webhook-fetched');
    await this.apply(payment, seen);
    return 'applied';
  }

  /** Applies what the provider says of a payment: forward only, a bon paid at most once. */
  async apply(payment: PaymentRow, seen: ProviderPayment): Promise<void> {
    const { club_id: clubId, id } = payment;
    const now = this.clock();
    const giveBack = await this.repo.transaction(async (repo) => {
      const bon = (await repo.lockBon(clubId, payment.bon_id))!;
      const current = (await repo.payment(clubId, id))!;
      if (current.provider_payment_id !== seen.id) {
        if (!(await repo.created(clubId, id, seen.id, seen.checkoutUrl, now))) return false;
      }
      const next = FROM_PROVIDER[seen.status];
      if (next === 'open' || current.status === next) {
        // Only an attempt still under way holds its bon pending: a final state told again (the
        // provider may call the webhook more than once) leaves the bon as the first call left it.
        if (IN_FLIGHT.includes(current.status) && PAYABLE.includes(bon.status))
          await repo.setBonStatus(clubId, bon.id, 'pending', now);
        return false;
      }
      if (next === 'paid') {
        const applies =
          seen.amountCents === current.amount_cents &&
          current.bon_versie === bon.versie &&
          bon.totaal_cents === current.amount_cents &&
          !bon.withdrawn_at &&
          bon.status !== 'paid' &&
          bon.status !== 'refunded' &&
          !(await repo.applied(clubId, bon.id));
        if (!(await repo.movePayment(clubId, id, 'paid', PREDECESSORS.paid, now, applies)))
          return false;
        if (applies) {
          await repo.setBonStatus(clubId, bon.id, 'paid', now);
          return false;
        }
        // Paid, but not for this bon as it stands (another total, already paid, withdrawn):
        // never applied silently; it is given back.
        this.log.warn({ payment: id, bon: bon.id }, 'paid payment not applied: refunding it');
        await this.restoreBonAfter(repo, bon, now);
        return true;
      }
      if (!(await repo.movePayment(clubId, id, next, PREDECESSORS[next], now))) return false;
      if (next === 'pending') {
        if (PAYABLE.includes(bon.status)) await repo.setBonStatus(clubId, bon.id, 'pending', now);
      } else {
        await repo.setBonStatus(clubId, bon.id, BON_AFTER[next]!, now, ['pending', ...PAYABLE]);
        if (next === 'failed') await repo.events.failed(repo.handle, { bon, paymentId: id });
      }
      return false;
    });
    if (giveBack) await this.refunds.refundUnapplied({ ...payment, status: 'paid' });
  }

  /** A bon left 'pending' by an attempt that paid nothing for it goes back to open. */
  private async restoreBonAfter(repo: PaymentsRepository, bon: BonRow, now: Date) {
    if (bon.status === 'pending') await repo.setBonStatus(bon.club_id, bon.id, 'open', now);
  }
}
