/**
 * Online payment (spec §1 "online payment", §3 bon): what a member owes for something (a bon),
 * each attempt to pay it (payments) and money given back (refunds). Written only by
 * modules/payments. Money in integer cents.
 *
 * The database holds the two rules that must never break, whatever the order of webhooks, retries
 * and crashes:
 * - a bon is paid at most once: at most one payment per bon is `applied` (a partial unique index);
 * - at most one attempt per bon is in flight (creating, open or pending) at a time, so a member
 *   cannot open two checkouts and pay both.
 * State moves only by conditional updates (`WHERE state IN (...)`), so a late webhook cannot move
 * a payment back.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { clubChildTable, clubTable, memberColumn, sameClubRef } from './columns';
import { BON_STATES, PAYMENT_STATES, REFUND_STATES } from '@fairway/contract';

/** What a bon is for (its subject); the module that owns the subject opens the bon. */
export const BON_SUBJECTS = ['match_registration'] as const;
export const PAYMENT_PROVIDERS = ['mollie', 'demo', 'desk'] as const;

/** A line of a bon: what it is and its price. */
export interface BonLine {
  omschrijving: string;
  bedrag_cents: number;
  /**
   * A sign-up's fee line: the fee of one player in it. A player who leaves a paid team gets back
   * what was paid for them, whatever the fee is by then. Absent on lines written before it was.
   */
  per_speler_cents?: number;
}

export const bons = clubTable(
  'bons',
  {
    /** The member who pays. */
    relatie_id: memberColumn(),
    subject_kind: pg.text('subject_kind', { enum: BON_SUBJECTS }).notNull(),
    subject_id: pg.integer('subject_id').notNull(),
    /**
     * What the subject belongs to (a match registration's match), so the bon can still be found
     * once its subject is gone (a sign-out deletes the sign-up; its refund is still shown).
     */
    context_id: pg.integer('context_id'),
    /** What the payment is for, as the bank statement shows it (the club and the match). */
    omschrijving: pg.text('omschrijving').notNull(),
    regels: pg.jsonb('regels').$type<BonLine[]>().notNull(),
    totaal_cents: pg.integer('totaal_cents').notNull(),
    /** Moves on every change of the lines: a payment made for another version is not applied. */
    versie: pg.integer('versie').notNull().default(1),
    status: pg.text('status', { enum: BON_STATES }).notNull().default('open'),
    /** Where the member's browser goes back to after paying (an app path). */
    return_path: pg.text('return_path').notNull(),
    /** The subject was withdrawn (sign-out): nothing more can be paid. */
    withdrawn_at: pg.timestamp('withdrawn_at', { withTimezone: true }),
    paid_at: pg.timestamp('paid_at', { withTimezone: true }),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * Moves on every update of the row (trigger bons_changes): with the number of a match's bons,
     * what a match's kept start list checks its sign-ups' payments by, without the bon's writer
     * touching the match's row (MatchesRepository `version`).
     */
    changes: pg.integer('changes').notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex('bons_id_key').on(t.id),
    pg.index('bons_context_idx').on(t.club_id, t.context_id, t.subject_kind),
    pg.uniqueIndex('bons_subject_key').on(t.club_id, t.subject_kind, t.subject_id),
    pg.index('bons_member_idx').on(t.club_id, t.relatie_id, t.context_id),
    pg.check('bons_total', sql`${t.totaal_cents} >= 0`),
  ],
);

export const payments = clubChildTable(
  'payments',
  {
    bon_id: pg.integer('bon_id').notNull(),
    provider: pg.text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id (Mollie's tr_…); null while 'creating'. */
    provider_payment_id: pg.text('provider_payment_id'),
    /** Fixed when the attempt is made: the bon's total then. */
    amount_cents: pg.integer('amount_cents').notNull(),
    /** The bon's `versie` the amount was taken from. */
    bon_versie: pg.integer('bon_versie').notNull(),
    status: pg.text('status', { enum: PAYMENT_STATES }).notNull(),
    /** This payment is the one that paid its bon (at most one per bon). */
    applied: pg.boolean('applied').notNull().default(false),
    /** Sent to the provider with the create call: asking again with it cannot create a second. */
    idempotency_key: pg.text('idempotency_key').notNull(),
    checkout_url: pg.text('checkout_url'),
    /** Who marked it paid at the desk (a committee member), for provider 'desk'. */
    marked_by: pg.integer('marked_by'),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex('payments_id_key').on(t.id),
    sameClubRef(t, t.bon_id, bons),
    pg.uniqueIndex('payments_provider_id_key').on(t.provider, t.provider_payment_id),
    pg.uniqueIndex('payments_idempotency_key').on(t.idempotency_key),
    // A bon is paid once, in the database, whatever the code does.
    pg
      .uniqueIndex('payments_one_applied_per_bon')
      .on(t.bon_id)
      .where(sql`${t.applied}`),
    // One attempt in flight per bon: no second checkout while the first may still be paid.
    pg
      .uniqueIndex('payments_one_in_flight_per_bon')
      .on(t.bon_id)
      .where(sql`${t.status} in ('creating', 'open', 'pending')`),
    pg
      .index('payments_unsettled_idx')
      .on(t.updated_at)
      .where(sql`${t.status} in ('creating', 'open', 'pending')`),
    pg.check('payments_amount', sql`${t.amount_cents} > 0`),
    pg.check('payments_applied_paid', sql`not ${t.applied} or ${t.status} = 'paid'`),
  ],
);

export const refunds = clubChildTable(
  'refunds',
  {
    payment_id: pg.integer('payment_id').notNull(),
    provider_refund_id: pg.text('provider_refund_id'),
    amount_cents: pg.integer('amount_cents').notNull(),
    status: pg.text('status', { enum: REFUND_STATES }).notNull(),
    /**
     * Why: 'sign_out', 'committee', 'reserve' (left on the reserve list when the match was
     * processed) or 'not_applied' (a payment that could not pay its bon).
     */
    reason: pg.text('reason').notNull(),
    /**
     * The part of the payment given back: '' for all of it (or all that is left of it), else a
     * share named by its owner (e.g. 'player:12', a team mate who left a paid team).
     */
    deel: pg.text('deel').notNull().default(''),
    idempotency_key: pg.text('idempotency_key').notNull(),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    sameClubRef(t, t.payment_id, payments),
    pg.uniqueIndex('refunds_idempotency_key').on(t.idempotency_key),
    // A payment is refunded in full once, and each share of it once.
    pg
      .uniqueIndex('refunds_one_per_payment_part')
      .on(t.payment_id, t.deel)
      .where(sql`${t.status} <> 'failed' and ${t.status} <> 'canceled'`),
    pg.check('refunds_amount', sql`${t.amount_cents} > 0`),
  ],
);

/**
 * The demo provider's own books (modules/payments/demo-provider.ts): what a payment provider
 * keeps on its side. Kept apart from `payments` on purpose — the app reads it only through the
 * provider interface, as it would Mollie's API.
 */
export const demoProviderPayments = pg.pgTable('demo_provider_payments', {
  id: pg.text('id').primaryKey(),
  idempotency_key: pg.text('idempotency_key').notNull().unique(),
  amount_cents: pg.integer('amount_cents').notNull(),
  description: pg.text('description').notNull(),
  status: pg.text('status').notNull(),
  redirect_url: pg.text('redirect_url').notNull(),
  webhook_url: pg.text('webhook_url').notNull(),
  refunds: pg
    .jsonb('refunds')
    .$type<{ id: string; amount_cents: number; status: string; idempotency_key: string }[]>()
    .notNull()
    .default([]),
  created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
});
