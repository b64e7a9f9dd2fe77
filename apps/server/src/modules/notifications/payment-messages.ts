import { NOTIFICATION_JOBS } from './dispatcher';
import type { JobQueue } from '../jobs';
import type { Db } from '../../db/connect';
import type { BonRow, PaymentEvents } from '../payments';
import { notifyAll, type NotifyDeps } from './notify-now';

export const PAYMENT_NEWS = 'payment-news';

type PaymentNewsJob = {
  clubId: number;
  kind: 'payment_failed' | 'payment_refunded' | 'payment_partly_refunded';
  relatieId: number;
  /** What the bon is for (its description, as the bank statement shows it). */
  what: string;
  /** The screen the bon is paid on (its return path). */
  link: string;
  /**
   * The event, once: the failed attempt, the refunded bon, the share's refund or the payment given
   * back that paid no bon.
   */
  event: string;
  /** What a share given back was (the rest of the bon stays paid). */
  amountCents?: number;
};

/**
 * What a bon's payment tells its member (through the payments module's PaymentEvents, in the
 * change's transaction): an attempt failed, or the payment was given back, in full or a share of
 * it (a team mate who left; the amount is told), or a payment that paid no bon was given back. A job per event, made
 * in that transaction; its run tells the member once. These are facts that stay true, so the run
 * does not read the bon again.
 */
export class PaymentMessages implements PaymentEvents {
  constructor(private readonly deps: NotifyDeps & { queue: JobQueue }) {
    deps.queue.define<PaymentNewsJob>({
      name: PAYMENT_NEWS,
      ...NOTIFICATION_JOBS,
      run: (j) => this.tell(j),
    });
  }

  async failed(tx: Db, e: { bon: BonRow; paymentId: number }): Promise<void> {
    await this.send(tx, e.bon, 'payment_failed', `failed:${e.paymentId}`);
  }

  async refunded(tx: Db, e: { bon: BonRow }): Promise<void> {
    await this.send(tx, e.bon, 'payment_refunded', `refunded:${e.bon.id}`);
  }

  async shareRefunded(
    tx: Db,
    e: { bon: BonRow; refundId: number; amountCents: number },
  ): Promise<void> {
    await this.send(tx, e.bon, 'payment_partly_refunded', `share:${e.refundId}`, e.amountCents);
  }

  /** A payment that paid no bon, given back: the same news as a bon's refund, once per payment. */
  async paymentRefunded(tx: Db, e: { bon: BonRow; paymentId: number }): Promise<void> {
    await this.send(tx, e.bon, 'payment_refunded', `payment:${e.paymentId}`);
  }

  private async send(
    tx: Db,
    bon: BonRow,
    kind: PaymentNewsJob['kind'],
    event: string,
    amountCents?: number,
  ): Promise<void> {
    await this.deps.queue.send<PaymentNewsJob>(
      tx,
      PAYMENT_NEWS,
      {
        clubId: bon.club_id,
        kind,
        relatieId: bon.relatie_id,
        what: bon.omschrijving,
        link: bon.return_path,
        event,
        ...(amountCents === undefined ? {} : { amountCents }),
      },
      { singletonKey: `${bon.club_id}:${event}` },
    );
  }

  private async tell(j: PaymentNewsJob): Promise<void> {
    await notifyAll(this.deps, j.clubId, [
      {
        clubId: j.clubId,
        relatieId: j.relatieId,
        kind: j.kind,
        params: {
          what: j.what,
          ...(j.amountCents === undefined ? {} : { amount_cents: j.amountCents }),
        },
        link: j.link,
        dedupeKey: `${PAYMENT_NEWS}:${j.event}`,
      },
    ]);
  }
}
