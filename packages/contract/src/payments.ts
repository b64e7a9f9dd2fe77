import { z } from 'zod';

/**
 * Online payment (spec §1, §3 bon, §7 paylink/pay). Money travels in integer cents; the app
 * formats it (packages/golf `formatEuro`).
 */
/**
 * The path the provider's webhook calls: the one POST the server takes without the app's CSRF
 * header (the provider cannot send it; the payment is fetched from the provider instead).
 */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * A bon's state: open (to pay), pending (an attempt is under way), paid, and the outcome of the
 * last attempt that did not pay (failed, expired, cancelled: still to pay), refunded.
 */
export const BON_STATES = [
  'open',
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;
/**
 * A payment attempt: 'creating' is written before the provider is asked (its idempotency key is
 * then known, so a crash in between can be finished by asking again with the same key); the rest
 * are the provider's states ('pending' also stands for Mollie's 'authorized').
 */
export const PAYMENT_STATES = [
  'creating',
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;
/** A refund: 'creating' before the provider is asked (as a payment's), then the provider's states. */
export const REFUND_STATES = [
  'creating',
  'queued',
  'pending',
  'processing',
  'refunded',
  'failed',
  'canceled',
] as const;

export const BonStatus = z.enum(BON_STATES);
export type BonStatus = z.infer<typeof BonStatus>;

export const BonLine = z.object({
  omschrijving: z.string(),
  bedrag_cents: z.number().int(),
});

/** Money given back, with the provider's state of it. */
export const BonRefund = z.object({
  bedrag_cents: z.number().int(),
  status: z.enum(['creating', 'queued', 'pending', 'processing', 'refunded', 'failed', 'canceled']),
});
export type BonRefund = z.infer<typeof BonRefund>;

/** A bon as its member (or the committee) sees it. */
export const Bon = z.object({
  id: z.number().int(),
  omschrijving: z.string(),
  regels: z.array(BonLine),
  totaal_cents: z.number().int().min(0),
  status: BonStatus,
  /** Something can be paid now (open, or the last attempt failed, expired or was cancelled). */
  te_betalen: z.boolean(),
  betaald_op: z.string().nullable(),
  /** The refund of a refunded bon, with the provider's state of it. */
  terugbetaling: BonRefund.nullable(),
  /**
   * Shares of a paid bon given back while it stays paid (a team mate who left a paid team), each
   * named by its `deel` (e.g. 'player:12'), with the provider's state.
   */
  deelterugbetalingen: z.array(BonRefund.extend({ deel: z.string() })),
});
export type Bon = z.infer<typeof Bon>;

/** A pay link: where the member's browser goes to pay (the provider's checkout). */
export const CheckoutResponse = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** POST /api/payments/webhook: the provider names a payment; nothing else is read. */
export const PaymentWebhookBody = z.object({ id: z.string().min(1).max(100) });

/** The committee's list of who has paid what (GET /api/payments/bons). */
export const BonListQuery = z.object({
  subject_kind: z.enum(['match_registration']),
  subject_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, { error: 'comma-separated ids' })
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= 500, { error: 'at most 500 ids' })
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), {
      error: 'ids from 1 to 2147483647',
    }),
});
export const BonListEntry = Bon.extend({
  relatie_id: z.number().int(),
  subject_id: z.number().int(),
  /** How it was paid: 'mollie', 'demo' (iDEAL) or 'desk'; null when not paid. */
  betaald_via: z.enum(['mollie', 'demo', 'desk']).nullable(),
});
export const BonListResponse = z.array(BonListEntry);
export type BonListEntry = z.infer<typeof BonListEntry>;
