import { randomBytes } from 'node:crypto';
import type { DemoProviderRepository } from './demo-provider.repository';
import {
  ProviderRefused,
  type CreatePaymentInput,
  type CreateRefundInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
} from './provider';

/** The outcomes the demo checkout offers, like Mollie's test-mode page. */
export const DEMO_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];

/** The path of the demo checkout page of a payment (served by payments.routes.ts). */
export const demoCheckoutPath = (id: string) => `/payments/demo/checkout/${id}`;

/**
 * A payment provider that runs inside the server, so `npm start` shows the whole flow without a
 * Mollie account: its payments live in its own table, its checkout is a page of this server
 * where the person chooses the outcome, and it then calls the webhook as Mollie would (a POST
 * with `id=<payment id>`, form-encoded) and sends the browser back. Never used in production
 * unless a setting says so (config.ts `PAYMENTS_DEMO_IN_PRODUCTION`).
 */
export class DemoProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly repo: DemoProviderRepository,
    /** Read at each call: the address may be known only once the server listens (tests). */
    private readonly site: { readonly publicUrl: string },
    /** How the provider calls a webhook; a plain HTTP POST as Mollie sends it. */
    private readonly notify: (webhookUrl: string, id: string) => Promise<void> = postWebhook,
  ) {}

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const row = await this.repo.insertOnce({
      id: `tr_demo_${randomBytes(8).toString('hex')}`,
      idempotency_key: input.idempotencyKey,
      amount_cents: input.amountCents,
      description: input.description,
      status: 'open',
      redirect_url: input.redirectUrl,
      webhook_url: input.webhookUrl,
      created_at: new Date(),
    });
    return this.toPayment(row);
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    const row = await this.repo.find(id);
    if (!row) throw new ProviderRefused(`no demo payment ${id}`, 404);
    return this.toPayment(row);
  }

  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const payment = await this.repo.find(input.paymentId);
    if (!payment || payment.status !== 'paid')
      throw new ProviderRefused(`demo payment ${input.paymentId} cannot be refunded`, 422);
    // A demo refund is done at once.
    const refunds = await this.repo.addRefund(input.paymentId, {
      id: `re_demo_${randomBytes(8).toString('hex')}`,
      amount_cents: input.amountCents,
      status: 'refunded',
      idempotency_key: input.idempotencyKey,
    });
    const refund = refunds?.find((r) => r.idempotency_key === input.idempotencyKey);
    if (!refund) throw new ProviderRefused(`demo payment ${input.paymentId} not found`, 404);
    return toRefund(refund);
  }

  async getRefund(paymentId: string, refundId: string): Promise<ProviderRefund> {
    const refund = (await this.repo.find(paymentId))?.refunds.find((r) => r.id === refundId);
    if (!refund) throw new ProviderRefused(`no demo refund ${refundId}`, 404);
    return toRefund(refund);
  }

  /** The checkout page's choice: the payment takes the outcome, then the webhook is called. */
  async choose(id: string, outcome: DemoOutcome): Promise<string | undefined> {
    const row = await this.repo.find(id);
    if (!row) return undefined;
    await this.repo.settle(id, outcome);
    // As Mollie: the webhook first, then the browser back; a webhook that fails is not the
    // payer's problem (Mollie retries it later; here the return and reconciliation catch up).
    await this.notify(row.webhook_url, id).catch(() => {});
    return row.redirect_url;
  }

  /** A payment as the checkout page shows it. */
  find(id: string) {
    return this.repo.find(id);
  }

  private toPayment(row: { id: string; status: string; amount_cents: number }): ProviderPayment {
    return {
      id: row.id,
      status: row.status as ProviderPaymentStatus,
      amountCents: row.amount_cents,
      checkoutUrl:
        row.status === 'open' ? `${this.site.publicUrl}${demoCheckoutPath(row.id)}` : null,
    };
  }
}

const toRefund = (r: { id: string; status: string; amount_cents: number }): ProviderRefund => ({
  id: r.id,
  status: r.status as ProviderRefundStatus,
  amountCents: r.amount_cents,
});

/** POST id=<payment id> to the webhook, form-encoded, as Mollie does. */
async function postWebhook(webhookUrl: string, id: string): Promise<void> {
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
}
