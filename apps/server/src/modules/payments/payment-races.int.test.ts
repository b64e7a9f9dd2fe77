import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayLinkResponse } from '@fairway/contract';
import { DB_KIND, type TestApp } from '../../../test/harness';
import {
  matchPaymentCalls,
  openMatchPaymentWorld,
  type MatchPaymentWorld,
} from '../../../test/match-payment-fixtures';
import { bons, payments, refunds } from '../../db/schema';
import { onTransactionRetry } from '../../db/transaction';

/**
 * The money races a member can run into without meaning to: a pay link asked for several times
 * at once (a double tap, two devices), and a payment that completes while they sign out. Each
 * member's money must end where they expect it: paid for their place, or given back.
 * On PostgreSQL the calls really overlap; on PGlite (one connection) they take turns.
 */
let t: TestApp;
let people: MatchPaymentWorld['people'] = [];
let world: MatchPaymentWorld;
const { fx, createMatch, detail, signUp } = matchPaymentCalls(() => world);

const ROUNDS = DB_KIND === 'postgres' ? 40 : 8;
const LINK_ROUNDS = DB_KIND === 'postgres' ? 30 : 6;

/** Transactions PostgreSQL chose as deadlock victims and the server ran again. */
const retried: string[] = [];
let stopCounting = () => {};

beforeAll(async () => {
  world = await openMatchPaymentWorld(ROUNDS + LINK_ROUNDS + 12);
  ({ t, people } = world);
  stopCounting = onTransactionRetry((err) => {
    retried.push(String(err));
    console.warn('transaction retried:', String(err));
  });
});
afterAll(async () => {
  stopCounting();
  await t.close();
});

const payLink = (cookie: string, id: number) => fx.payLink(cookie, id);

/** Chooses an outcome on the demo checkout (which calls the webhook, as Mollie does). */
const checkout = (url: string, outcome = 'paid') =>
  t.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });

/** What the club holds of a bon's money: paid at the provider minus what is given back. */
async function kept(bonId: number): Promise<{ paid: number; refunded: number; paidTimes: number }> {
  const db = t.database.db;
  const paid = await db.select().from(payments).where(eq(payments.bon_id, bonId));
  const settled = paid.filter((p) => p.status === 'paid');
  const back = settled.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.payment_id,
            settled.map((p) => p.id),
          ),
        )
    : [];
  return {
    paid: settled.reduce((s, p) => s + p.amount_cents, 0),
    refunded: back
      .filter((r) => r.status !== 'failed' && r.status !== 'canceled')
      .reduce((s, r) => s + r.amount_cents, 0),
    paidTimes: settled.length,
  };
}

async function bonOfMatch(matchId: number, relatieId: number) {
  const [row] = await t.database.db
    .select()
    .from(bons)
    .where(eq(bons.context_id, matchId))
    .then((rows) => rows.filter((b) => b.relatie_id === relatieId));
  return row;
}

describe('a pay link asked for more than once', () => {
  it('asked twice in a row answers the same checkout, and paying it pays the sign-up', async () => {
    const m = await createMatch({ naam: 'Twee keer getikt' });
    const member = people[0]!;
    await signUp(member.cookie, m.id);
    const first = await payLink(member.cookie, m.id);
    const second = await payLink(member.cookie, m.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const url = PayLinkResponse.parse(first.json()).url;
    expect(PayLinkResponse.parse(second.json()).url).toBe(url);

    await checkout(url);
    const bon = (await detail(member.cookie, m.id)).bon;
    expect(bon).toMatchObject({ status: 'paid', te_betalen: false });
    const money = await kept((await bonOfMatch(m.id, member.id))!.id);
    expect(money).toEqual({ paid: 2000, refunded: 0, paidTimes: 1 });
  });

  it('asked three times at once: one checkout, and paying it pays the sign-up (never refunded)', async () => {
    const m = await createMatch({ naam: 'Drie keer tegelijk', max_deelnemers: 100 });
    const members = people.slice(1, 11);
    for (const member of members) await signUp(member.cookie, m.id);
    for (const member of members) {
      const links = await Promise.all([1, 2, 3].map(() => payLink(member.cookie, m.id)));
      const urls = links.map((l) => {
        expect(l.statusCode, l.body).toBe(200);
        return PayLinkResponse.parse(l.json()).url;
      });
      expect(new Set(urls).size).toBe(1);
      await checkout(urls[0]!);
      expect((await detail(member.cookie, m.id)).bon).toMatchObject({ status: 'paid' });
      const money = await kept((await bonOfMatch(m.id, member.id))!.id);
      expect(money).toEqual({ paid: 2000, refunded: 0, paidTimes: 1 });
    }
  });
});

describe('paying while signing out', () => {
  it('ends with the member out and their money back, whichever lands first', async () => {
    const m = await createMatch({
      naam: 'Betalen tijdens uitschrijven',
      uitschrijven_restitutie: true,
      max_deelnemers: 100,
    });
    const members = people.slice(11, 11 + ROUNDS);
    for (const member of members) await signUp(member.cookie, m.id);
    const outcomes: string[] = [];
    for (const [i, member] of members.entries()) {
      const link = await payLink(member.cookie, m.id);
      expect(link.statusCode, link.body).toBe(200);
      const url = PayLinkResponse.parse(link.json()).url;
      // The payment completes a few milliseconds before, at or after the sign-out.
      const lead = i % 11;
      const [, first] = await Promise.all([
        checkout(url),
        new Promise((r) => setTimeout(r, lead)).then(() => fx.signOut(member.cookie, m.id)),
      ]);
      // A payment and a sign-out take their locks in one order (the match's row, then the bon),
      // so they never deadlock: no 503 for the app to send the sign-out again after.
      if (first.statusCode === 503) console.warn(`round ${i}: sign-out answered 503`, first.body);
      expect(first.statusCode, first.body).toBe(200);
      // What the provider's webhook retries and the periodic reconciliation settle later: the
      // provider calls again for each payment (a first call may not have landed; the frozen
      // test clock keeps reconciliation's grace from ever passing).
      const bon = (await bonOfMatch(m.id, member.id))!;
      for (const p of await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.bon_id, bon.id)))
        if (p.provider_payment_id) await t.app.payments.confirmation.webhook(p.provider_payment_id);
      await t.app.payments.reconciliation.reconcile(0);

      expect((await detail(member.cookie, m.id)).user_signed_up).toBe(false);
      const money = await kept(bon.id);
      outcomes.push(`${money.paid}-${money.refunded}`);
      expect(money.paidTimes, `round ${i}: ${outcomes.at(-1)}`).toBe(1);
      expect(money.refunded, `round ${i}: ${outcomes.at(-1)}`).toBe(money.paid);
    }
    // Nor one the server ran again out of the client's sight.
    expect(retried).toEqual([]);
  });
});

describe('asking for the pay link while signing out', () => {
  it('never leaves a checkout that pays for a sign-up that is gone', async () => {
    const m = await createMatch({ naam: 'Link tijdens uitschrijven', max_deelnemers: 100 });
    const members = people.slice(11 + ROUNDS, 11 + ROUNDS + LINK_ROUNDS);
    for (const member of members) await signUp(member.cookie, m.id);
    for (const [i, member] of members.entries()) {
      const [link, out] = await Promise.all([
        payLink(member.cookie, m.id),
        new Promise((r) => setTimeout(r, i % 4)).then(() => fx.signOut(member.cookie, m.id)),
      ]);
      expect(out.statusCode, out.body).toBe(200);
      if (link.statusCode === 200) await checkout(PayLinkResponse.parse(link.json()).url);
      else expect([404, 409], link.body).toContain(link.statusCode);
      await t.app.payments.reconciliation.reconcile(0);

      expect((await detail(member.cookie, m.id)).user_signed_up).toBe(false);
      const bon = await bonOfMatch(m.id, member.id);
      if (!bon) continue;
      const money = await kept(bon.id);
      expect(money.refunded, `round ${i}: ${bon.status} ${money.paid}-${money.refunded}`).toBe(
        money.paid,
      );
    }
  });
});
