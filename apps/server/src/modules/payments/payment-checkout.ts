import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors';
import type { ClubRepository } from '../club';
import { ownBon } from './bon-view';
import { crashPoint } from './crash-point';
import type { BonRow, PaymentRow, PaymentsRepository } from './payments.repository';
import {
  DEFINITE_REFUSALS,
  ProviderRefused,
  type PaymentProvider,
  type ProviderPayment,
} from './provider';
import type { PaymentConfirmation } from './payment-confirmation';
import type { PaymentsLog } from './payments-log';

/** Whether an attempt is for the bon as it stands: its version and its total. */
export const forBonAsItStands = (payment: PaymentRow, bon: BonRow): boolean =>
  payment.bon_versie === bon.versie && payment.amount_cents === bon.totaal_cents;

/** Mollie allows 255 characters of description. */
const DESCRIPTION_MAX = 255;

/**
 * Starting a payment: the pay link to the provider's checkout, for a new attempt at the bon's
 * total from the database or for the attempt still open, and the attempt created at the provider.
 */
export class PaymentCheckout {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly provider: PaymentProvider | null,
    private readonly clubs: ClubRepository,
    private readonly opts: { publicUrl: string },
    private readonly confirmation: PaymentConfirmation,
    private readonly clock: () => Date,
    private readonly log: PaymentsLog,
  ) {}

  /**
   * Where the member pays the bon: the provider's checkout for a new attempt, or for the attempt
   * still open. Refused with why not: NOTHING_TO_PAY, ALREADY_PAID, PAYMENT_PENDING; a provider
   * that cannot be reached is PAYMENT_PROVIDER_UNAVAILABLE and changes nothing the member sees.
   */
  async payLink(
    clubId: number,
    relatieId: number,
    bonId: number,
    /**
     * The address the member's app runs at (the request's Origin, which the CSRF rule has held
     * to this host): the checkout sends them back there, not to PUBLIC_URL when they opened the
     * app at another address. The webhook stays on PUBLIC_URL (the provider's servers call it).
     */
    returnOrigin?: string,
  ): Promise<{ checkout_url: string }> {
    const provider = this.requireProvider();
    await ownBon(this.repo, clubId, relatieId, bonId);
    const now = this.clock();
    const step = await this.repo.transaction(async (repo) => {
      const bon = (await repo.lockBon(clubId, bonId))!;
      if (bon.status === 'paid') throw new AppError('ALREADY_PAID', 'this bon is paid');
      if (bon.withdrawn_at || bon.status === 'refunded' || bon.totaal_cents === 0)
        throw new AppError('NOTHING_TO_PAY', 'nothing to pay');
      const flying = await repo.inFlight(clubId, bonId);
      if (flying) {
        if (flying.status === 'pending')
          throw new AppError('PAYMENT_PENDING', 'a payment is being processed');
        if (flying.status === 'open' && flying.checkout_url && flying.bon_versie === bon.versie)
          return { reuse: flying.checkout_url } as const;
        // An attempt for another version is never sent (again): reconciliation ends it.
        if (flying.status === 'open' || !forBonAsItStands(flying, bon))
          throw new AppError('PAYMENT_PENDING', 'an earlier attempt for another amount is open');
        return { create: flying, bon, reuse: undefined };
      }
      const payment = await repo.insertPayment({
        club_id: clubId,
        bon_id: bonId,
        provider: provider.name,
        amount_cents: bon.totaal_cents,
        bon_versie: bon.versie,
        status: 'creating',
        idempotency_key: randomUUID(),
        created_at: now,
        updated_at: now,
      });
      return { create: payment, bon, reuse: undefined };
    });
    if (step.reuse !== undefined) return { checkout_url: step.reuse };
    const created = await this.createAtProvider(step.create!, step.bon!, returnOrigin);
    if (!created.checkoutUrl) {
      // The provider says it is no longer open (an earlier try of this attempt was finished).
      const bon = await this.repo.bon(clubId, bonId);
      if (bon?.status === 'paid') throw new AppError('ALREADY_PAID', 'this bon is paid');
      throw new AppError('PAYMENT_PENDING', 'the payment is being processed');
    }
    return { checkout_url: created.checkoutUrl };
  }

  private readonly otherAddresses = new Set<string>();

  /**
   * Members reach the server at an address PUBLIC_URL does not name: said once per address, as
   * the provider calls the webhook (and sends a browser without an Origin back) at PUBLIC_URL.
   */
  private warnOtherAddress(origin: string) {
    if (origin === this.opts.publicUrl || this.otherAddresses.has(origin)) return;
    if (this.otherAddresses.size < 20) this.otherAddresses.add(origin);
    this.log.warn(
      { origin, publicUrl: this.opts.publicUrl },
      'members use an address PUBLIC_URL does not name: the payment webhook goes to PUBLIC_URL',
    );
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new AppError('PAYMENTS_UNAVAILABLE', 'online payment is not set up');
    return this.provider;
  }

  /**
   * Creates the attempt at the provider (again, with the same idempotency key, when an earlier
   * try's answer was lost) and stores what it answered.
   */
  async createAtProvider(
    payment: PaymentRow,
    bon: BonRow,
    returnOrigin = this.opts.publicUrl,
  ): Promise<ProviderPayment> {
    const provider = this.requireProvider();
    this.warnOtherAddress(returnOrigin);
    const club = await this.clubs.findOnPlatform(bon.club_id);
    const description = `${club?.naam ?? ''} – ${bon.omschrijving}`.slice(0, DESCRIPTION_MAX);
    let created: ProviderPayment;
    try {
      created = await provider.createPayment({
        amountCents: payment.amount_cents,
        description,
        redirectUrl: `${returnOrigin}/api/payments/bons/${bon.id}/return`,
        webhookUrl: `${this.opts.publicUrl}/api/payments/webhook`,
        idempotencyKey: payment.idempotency_key,
        reference: String(payment.id),
      });
    } catch (err) {
      if (err instanceof ProviderRefused && DEFINITE_REFUSALS.has(err.statusCode ?? 0)) {
        // Refused outright: no payment exists there; the attempt ends here. (A 409 or 429 is
        // not: the same key may be in use by a try still running; the attempt stays 'creating'.)
        await this.repo.movePayment(
          payment.club_id,
          payment.id,
          'failed',
          ['creating'],
          this.clock(),
        );
        this.log.error({ err, payment: payment.id }, 'payment refused by the provider');
      }
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'the payment provider cannot be reached', [
        { field: 'provider', message: err instanceof Error ? err.message : String(err) },
      ]);
    }
    crashPoint('payment-created');
    await this.confirmation.apply(payment, created);
    return created;
  }
}
