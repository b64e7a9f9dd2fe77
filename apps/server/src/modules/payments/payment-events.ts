import type { Db } from '../../db/connect';
import type { bons } from '../../db/schema';

type BonRow = typeof bons.$inferSelect;

/**
 * What a bon's payment changes start elsewhere (the member's notifications, modules/notifications),
 * called in the transaction that makes the change (`tx`): a job made there exists exactly when
 * the change committed.
 */
export interface PaymentEvents {
  /** The provider said the attempt `paymentId` to pay `bon` failed. */
  failed(tx: Db, e: { bon: BonRow; paymentId: number }): Promise<void>;
  /** The bon's payment was given back in full (the bon is refunded now). */
  refunded(tx: Db, e: { bon: BonRow }): Promise<void>;
  /** A share of the bon's payment was given back (`refundId`, `amountCents`); the bon stays paid. */
  shareRefunded(tx: Db, e: { bon: BonRow; refundId: number; amountCents: number }): Promise<void>;
  /**
   * A payment `paymentId` made for `bon` paid nothing (the bon was paid otherwise, withdrawn or
   * changed meanwhile) and is given back in full; the bon stays as it is.
   */
  paymentRefunded(tx: Db, e: { bon: BonRow; paymentId: number }): Promise<void>;
}

/** Nothing starts elsewhere: until the app sets its events. */
export const NO_PAYMENT_EVENTS: PaymentEvents = {
  failed: async () => {},
  refunded: async () => {},
  shareRefunded: async () => {},
  paymentRefunded: async () => {},
};
