import { createMollieClient, PaymentMethod, type MollieClient } from '@mollie/api-client';
import {
  centsToValue,
  ProviderRefused,
  ProviderUnavailable,
  valueToCents,
  type CreatePaymentInput,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
} from './provider';
import { REFUND_STATES } from '@fairway/contract';

/** A call that has not answered in this time is given up on (the client itself never does). */
export const MOLLIE_TIMEOUT_MS = 15_000;

/**
 * Mollie through its official Node client. Payments are iDEAL in euros; the amount is always the
 * one the service passes (the bon's, from the database). The client retries a 5xx itself (three
 * attempts, honouring Retry-After) and sends our idempotency key with the create calls, so its
 * retries and ours cannot create a second payment or refund.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;

  constructor(
    opts: { apiKey: string; apiEndpoint?: string | undefined },
    private readonly timeoutMs = MOLLIE_TIMEOUT_MS,
  ) {
    this.client = createMollieClient({
      apiKey: opts.apiKey,
      ...(opts.apiEndpoint ? { apiEndpoint: opts.apiEndpoint } : {}),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const p = await this.call('create payment', () =>
      this.client.payments.create({
        amount: { currency: 'EUR', value: centsToValue(input.amountCents) },
        description: input.description,
        method: PaymentMethod.ideal,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        metadata: { reference: input.reference },
        idempotencyKey: input.idempotencyKey,
      }),
    );
    return toPayment(p);
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    return toPayment(await this.call('get payment', () => this.client.payments.get(id)));
  }

  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const r = await this.call('create refund', () =>
      this.client.paymentRefunds.create({
        paymentId: input.paymentId,
        amount: { currency: 'EUR', value: centsToValue(input.amountCents) },
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      }),
    );
    return toRefund(r);
  }

  async getRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
    return toRefund(
      await this.call('get refund', () => this.client.paymentRefunds.get(refundId, { paymentId })),
    );
  }

  /** The call, with a time limit; the client's errors as ours (4xx refused, else unavailable). */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ProviderUnavailable(`Mollie ${what}: no answer in ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw err;
      const status = (err as { statusCode?: number }).statusCode;
      const message = err instanceof Error ? err.message : String(err);
      if (status !== undefined && status >= 400 && status < 500)
        throw new ProviderRefused(`Mollie ${what}: ${message}`, status);
      throw new ProviderUnavailable(`Mollie ${what}: ${message}`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }
}

const PAYMENT_STATUSES = new Set<string>([
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
]);
// Every refund state but the one written before the provider is asked.
const REFUND_STATUSES = new Set<string>(REFUND_STATES.filter((state) => state !== 'creating'));

function toPayment(p: {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  getCheckoutUrl(): string | null | undefined;
}): ProviderPayment {
  if (!PAYMENT_STATUSES.has(p.status))
    throw new ProviderUnavailable(`unknown Mollie payment status ${p.status}`);
  if (p.amount.currency !== 'EUR')
    throw new ProviderUnavailable(`unexpected currency ${p.amount.currency}`);
  return {
    id: p.id,
    status: p.status as ProviderPaymentStatus,
    amountCents: valueToCents(p.amount.value),
    checkoutUrl: p.getCheckoutUrl() ?? null,
  };
}

function toRefund(r: {
  id: string;
  status: string;
  amount: { value: string; currency: string };
}): ProviderRefund {
  if (!REFUND_STATUSES.has(r.status))
    throw new ProviderUnavailable(`unknown Mollie refund status ${r.status}`);
  return {
    id: r.id,
    status: r.status as ProviderRefundStatus,
    amountCents: valueToCents(r.amount.value),
  };
}
