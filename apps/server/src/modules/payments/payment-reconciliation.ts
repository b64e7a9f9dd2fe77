import type { PaymentsRepository } from './payments.repository';
import type { PaymentProvider } from './provider';
import { forBonAsItStands, type PaymentCheckout } from './payment-checkout';
import type { PaymentConfirmation } from './payment-confirmation';
import type { PaymentRefunds } from './payment-refunds';
import type { PaymentsLog } from './payments-log';

/** Reconciliation leaves attempts alone this long: a request may still be finishing them. */
export const RECONCILE_GRACE_MS = 2 * 60_000;

/** The payments job: what a lost webhook or a crash left unsettled, settled with the provider. */
export class PaymentReconciliation {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly checkout: PaymentCheckout,
    private readonly confirmation: PaymentConfirmation,
    private readonly refunds: PaymentRefunds,
    private readonly clock: () => Date,
    private readonly log: PaymentsLog,
  ) {}

  /**
   * Asks the provider about every attempt and refund left unsettled (a lost webhook, a crash
   * between the provider's answer and our write) and gives back payments that could not pay
   * their bon. Answers how many it looked at. Attempts touched within `graceMs` are left to the
   * request that may still be finishing them (at a start none is: 0 there). Racing one is
   * harmless: the same idempotency key answers the same payment, and states only move forward.
   */
  async reconcile(graceMs = RECONCILE_GRACE_MS): Promise<{ payments: number; refunds: number }> {
    if (!this.provider) return { payments: 0, refunds: 0 };
    const before = new Date(this.clock().getTime() - graceMs);
    let paymentsSeen = 0;
    for (const p of await this.repo.unsettled(before, 200)) {
      if (p.provider !== this.provider.name) continue;
      paymentsSeen++;
      try {
        if (p.status === 'creating' || !p.provider_payment_id) {
          const bon = (await this.repo.bon(p.club_id, p.bon_id))!;
          if (forBonAsItStands(p, bon)) await this.checkout.createAtProvider(p, bon);
          // The bon changed since (a player left): sent again, the same key would ask the old
          // amount. Nobody holds its checkout (the request that made it ended long ago), so it
          // ends here and the bon can be paid as it stands.
          else await this.repo.movePayment(p.club_id, p.id, 'canceled', ['creating'], this.clock());
        } else {
          await this.confirmation.apply(p, await this.provider.getPayment(p.provider_payment_id));
        }
      } catch (err) {
        this.log.warn({ err, payment: p.id }, 'reconciliation: payment not settled');
      }
    }
    for (const { payment } of await this.repo.unappliedPaid(100)) {
      await this.refunds.refundUnapplied(payment);
    }
    let refundsSeen = 0;
    for (const { refund, payment } of await this.repo.unsettledRefunds(before, 200)) {
      refundsSeen++;
      await this.refunds.refundAtProvider(refund, payment);
    }
    return { payments: paymentsSeen, refunds: refundsSeen };
  }
}
