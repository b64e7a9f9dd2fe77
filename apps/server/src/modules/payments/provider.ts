/**
 * The payment provider as the payments module sees it (docs/ARCHITECTURE.md "Payments"): Mollie
 * (mollie-provider.ts) in production, the demo provider (demo-provider.ts) without a key. The
 * service never trusts anything but what a provider answers here.
 */

/** A payment's state at the provider (Mollie's payment statuses). */
export type ProviderPaymentStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export type ProviderRefundStatus =
  'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** Where the member pays; null once the payment is no longer open. */
  checkoutUrl: string | null;
}

export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
  amountCents: number;
}

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  /** The same key again answers the same payment: a retry after a lost answer or a crash. */
  idempotencyKey: string;
  /** Our payment's id, kept with the provider's payment for the books. */
  reference: string;
}

export interface CreateRefundInput {
  paymentId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'mollie' | 'demo';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  getRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
}

/** The provider could not be reached or answered an error of its own: nothing was changed here. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/**
 * Refusals that mean nothing was made at the provider (bad request, key, or unknown resource). A
 * 409 or 429 is not one: the same key may be in use by a try still running, or the provider asks
 * us to slow down; what was asked for stays to be sent again.
 */
export const DEFINITE_REFUSALS: ReadonlySet<number> = new Set([400, 401, 403, 404, 422]);

/** The provider refused the request itself (4xx): a bug or a setting, not a passing fault. */
export class ProviderRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

/** Cents as a provider's amount string: 1250 → "12.50" (integer arithmetic, no floats). */
export function centsToValue(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`bad amount ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A provider's amount string as cents: "12.50" → 1250; anything else is refused. */
export function valueToCents(value: string): number {
  const m = /^(\d+)\.(\d{2})$/.exec(value);
  if (!m) throw new ProviderUnavailable(`unexpected amount from the provider: ${value}`);
  return Number(m[1]) * 100 + Number(m[2]);
}
