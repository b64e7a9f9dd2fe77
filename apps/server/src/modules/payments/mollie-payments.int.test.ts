import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Bon, BonListResponse } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import {
  FAKE_API_KEY,
  startMollieFake,
  trustLoopback,
  type MollieFake,
} from '../../../test/mollie-fake';
import { payments as paymentsTable, refunds as refundsTable } from '../../db/schema';
import { MollieProvider } from './mollie-provider';

/**
 * Payments through the real Mollie client against a loopback fake of Mollie's API: every call
 * through HTTP (app.inject), on PGlite and on PostgreSQL.
 */
let t: TestApp;
let fake: MollieFake;
let untrust: () => void;
let demo: string;
let committee: string;
let zuid: string;
let demoId: number;
let subject = 1000;
const PUBLIC = 'https://club.example';

beforeAll(async () => {
  untrust = trustLoopback();
  fake = await startMollieFake();
  t = await createTestApp({
    payments: {
      publicUrl: PUBLIC,
      provider: new MollieProvider({ apiKey: FAKE_API_KEY, apiEndpoint: fake.endpoint }),
    },
  });
  demo = await t.login('demo');
  committee = await t.login('marker');
  zuid = await t.login('zuid');
  const self = await t.app.inject({ url: '/api/relatie/self', headers: { cookie: demo } });
  demoId = (self.json() as { id: number }).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
  untrust();
});
beforeEach(() => {
  fake.down = false;
  fake.log.length = 0;
});

const openBon = (cents: number[] = [2000, 500], subjectId = ++subject) =>
  t.app.payments.openBon(t.clubId('demo'), {
    relatieId: demoId,
    subjectKind: 'match_registration',
    subjectId,
    omschrijving: 'Najaarswedstrijd',
    regels: cents.map((c, i) => ({ omschrijving: `regel ${i + 1}`, bedrag_cents: c })),
    returnPath: '/app/match/7/payment',
  });
const payLink = (bonId: number, cookie = demo) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/bons/${bonId}/paylink`,
    headers: writeHeaders(cookie),
  });
const getBon = async (bonId: number, cookie = demo) => {
  const res = await t.app.inject({ url: `/api/payments/bons/${bonId}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return Bon.parse(res.json());
};
/** As Mollie calls it: form-encoded, no session, no CSRF header. */
const webhook = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });
const returnFrom = (bonId: number, cookie = demo) =>
  t.app.inject({ url: `/api/payments/bons/${bonId}/return`, headers: { cookie } });
const committeeCall = (bonId: number, what: 'desk' | 'refund', cookie = committee) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/bons/${bonId}/${what}`,
    headers: writeHeaders(cookie),
  });
/** Opens a bon and a checkout; answers the bon and the provider's payment id. */
async function checkout(cents?: number[]) {
  const bon = await openBon(cents);
  const res = await payLink(bon.id);
  expect(res.statusCode).toBe(200);
  const id = [...fake.payments.values()].at(-1)!.id;
  expect(res.json().checkout_url).toContain(id);
  return { bon, id };
}
const attempts = (bonId: number) =>
  t.database.db.select().from(paymentsTable).where(eq(paymentsTable.bon_id, bonId));

describe('a pay link', () => {
  it('creates an iDEAL payment at Mollie for the bon in the database, with the club and the match', async () => {
    const { bon, id } = await checkout([2000, 500]);
    const made = fake.payments.get(id)!;
    expect(made.amount).toEqual({ value: '25.00', currency: 'EUR' });
    expect(made.method).toBe('ideal');
    expect(made.description).toBe('Golfclub De Demo – Najaarswedstrijd');
    expect(made.redirectUrl).toBe(`${PUBLIC}/api/payments/bons/${bon.id}/return`);
    expect(made.webhookUrl).toBe(`${PUBLIC}/api/payments/webhook`);
    const [attempt] = await attempts(bon.id);
    expect(made.idempotencyKey).toBe(attempt!.idempotency_key);
    expect(attempt).toMatchObject({ status: 'open', amount_cents: 2500, provider_payment_id: id });
    expect(await getBon(bon.id)).toMatchObject({ status: 'pending', totaal_cents: 2500 });
  });

  it('answers the same checkout while the attempt is open (no second payment)', async () => {
    const { bon, id } = await checkout();
    const again = await payLink(bon.id);
    expect(again.json().checkout_url).toContain(id);
    expect(fake.log.filter((l) => l.method === 'POST')).toHaveLength(1);
    expect(await attempts(bon.id)).toHaveLength(1);
  });

  it('answers 401 without a session, 404 for another member or club', async () => {
    const bon = await openBon();
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/payments/bons/${bon.id}/paylink`,
      headers: { 'x-fairway-request': '1' },
    });
    expect(anon.statusCode).toBe(401);
    expect((await payLink(bon.id, committee)).statusCode).toBe(404);
    expect((await payLink(bon.id, zuid)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/payments/bons/${bon.id}`, headers: { cookie: zuid } }))
        .statusCode,
    ).toBe(404);
    expect((await payLink(999_999)).statusCode).toBe(404);
    expect(fake.log).toHaveLength(0);
  });

  it('refuses NOTHING_TO_PAY for a bon of 0 and for a withdrawn bon', async () => {
    const free = await openBon([0]);
    const res = await payLink(free.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOTHING_TO_PAY');
    const gone = await openBon();
    await t.app.payments.withdraw(t.clubId('demo'), gone.id);
    expect((await payLink(gone.id)).json().code).toBe('NOTHING_TO_PAY');
    expect((await getBon(gone.id)).te_betalen).toBe(false);
    expect(fake.log).toHaveLength(0);
  });

  it('refuses CSRF-less calls (only the webhook is exempt)', async () => {
    const bon = await openBon();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/bons/${bon.id}/paylink`,
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook?x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_x',
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('the webhook is the only truth', () => {
  it.each([
    ['paid', 'paid', false],
    ['failed', 'failed', true],
    ['expired', 'expired', true],
    ['canceled', 'cancelled', true],
  ] as const)('Mollie %s → the bon is %s', async (mollie, shown, payable) => {
    const { bon, id } = await checkout();
    fake.setStatus(id, mollie);
    const res = await webhook(id);
    expect(res.statusCode).toBe(200);
    const now = await getBon(bon.id);
    expect(now).toMatchObject({ status: shown, te_betalen: payable });
    if (mollie === 'paid') expect(now.betaald_op).not.toBeNull();
  });

  it('a second pay attempt after a failed one is a new payment; the bon is paid by it', async () => {
    const { bon, id } = await checkout();
    fake.setStatus(id, 'failed');
    await webhook(id);
    const second = await payLink(bon.id);
    expect(second.statusCode).toBe(200);
    const secondId = [...fake.payments.values()].at(-1)!.id;
    expect(secondId).not.toBe(id);
    fake.setStatus(secondId, 'paid');
    await webhook(secondId);
    expect((await getBon(bon.id)).status).toBe('paid');
    const rows = await attempts(bon.id);
    expect(rows.map((r) => [r.status, r.applied])).toEqual([
      ['failed', false],
      ['paid', true],
    ]);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(2);
    expect((await payLink(bon.id)).json().code).toBe('ALREADY_PAID');
  });

  it('twice, or late with an older state, changes nothing more', async () => {
    const { bon, id } = await checkout();
    fake.setStatus(id, 'paid');
    await webhook(id);
    await webhook(id);
    // A late call whose answer lags behind (pending) cannot move the payment back.
    fake.staleNextGet = 'pending';
    expect((await webhook(id)).statusCode).toBe(200);
    expect((await getBon(bon.id)).status).toBe('paid');
    const [row] = await attempts(bon.id);
    expect(row).toMatchObject({ status: 'paid', applied: true });
  });

  it('out of order: pending then paid, in any order of arrival, ends paid', async () => {
    const { bon, id } = await checkout();
    fake.setStatus(id, 'paid');
    await webhook(id);
    fake.setStatus(id, 'pending');
    await webhook(id);
    expect((await getBon(bon.id)).status).toBe('paid');
    const second = await checkout();
    fake.setStatus(second.id, 'pending');
    await webhook(second.id);
    expect((await getBon(second.bon.id)).status).toBe('pending');
    expect((await payLink(second.bon.id)).json().code).toBe('PAYMENT_PENDING');
    fake.setStatus(second.id, 'paid');
    await webhook(second.id);
    expect((await getBon(second.bon.id)).status).toBe('paid');
  });

  it('answers 200 for an unknown id, asks Mollie nothing and changes nothing', async () => {
    const before = await t.database.db.select().from(paymentsTable);
    const res = await webhook('tr_unknown1');
    expect(res.statusCode).toBe(200);
    expect(fake.log).toHaveLength(0);
    expect(await t.database.db.select().from(paymentsTable)).toEqual(before);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('the return before the webhook asks Mollie once; the webhook after it changes nothing', async () => {
    const { bon, id } = await checkout();
    fake.setStatus(id, 'paid');
    fake.log.length = 0;
    const back = await returnFrom(bon.id);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/app/match/7/payment?betaling=paid');
    expect(fake.log.filter((l) => l.method === 'GET')).toHaveLength(1);
    await webhook(id);
    expect((await getBon(bon.id)).status).toBe('paid');
    expect((await attempts(bon.id)).filter((r) => r.applied)).toHaveLength(1);
  });

  it('the return while the member has not paid shows pending, not paid', async () => {
    const { bon } = await checkout();
    const back = await returnFrom(bon.id);
    expect(back.headers.location).toBe('/app/match/7/payment?betaling=pending');
    expect((await getBon(bon.id)).status).toBe('pending');
  });

  it('the return after the webhook does not ask Mollie again', async () => {
    const { bon, id } = await checkout();
    fake.setStatus(id, 'paid');
    await webhook(id);
    fake.log.length = 0;
    expect((await returnFrom(bon.id)).headers.location).toContain('betaling=paid');
    expect(fake.log).toHaveLength(0);
  });

  it("the return of another member's bon is a 404; without a session it goes to the login", async () => {
    const { bon } = await checkout();
    expect((await returnFrom(bon.id, zuid)).statusCode).toBe(404);
    const anon = await t.app.inject({ url: `/api/payments/bons/${bon.id}/return` });
    expect(anon.statusCode).toBe(303);
    // The login keeps the bon's club and its screen; an unknown bon, plain login.
    const login = new URL(anon.headers.location as string, 'http://club.test');
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('next')).toBe('/app/match/7/payment');
    expect(login.searchParams.get('club')).toMatch(/^\d+$/);
    const unknown = await t.app.inject({ url: '/api/payments/bons/99999999/return' });
    expect(unknown.headers.location).toBe('/login');
  });
});

describe('Mollie down', () => {
  it('a pay link answers 503 and marks nothing; once back, the same attempt (same key) continues', async () => {
    const bon = await openBon();
    fake.down = true;
    const res = await payLink(bon.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    // The client tried three times (its own retries), each with the attempt's one key.
    const tries = fake.log.filter((l) => l.method === 'POST');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((l) => l.idempotencyKey)).size).toBe(1);
    expect(await getBon(bon.id)).toMatchObject({ status: 'open', te_betalen: true });
    fake.down = false;
    const again = await payLink(bon.id);
    expect(again.statusCode).toBe(200);
    expect(fake.log.at(-1)!.idempotencyKey).toBe(tries[0]!.idempotencyKey);
    expect(await attempts(bon.id)).toHaveLength(1);
  });

  it('a webhook answers 503 (Mollie calls again) and changes nothing', async () => {
    const { bon, id } = await checkout();
    fake.setStatus(id, 'paid');
    fake.down = true;
    expect((await webhook(id)).statusCode).toBe(503);
    expect((await getBon(bon.id)).status).toBe('pending');
    fake.down = false;
    expect((await webhook(id)).statusCode).toBe(200);
    expect((await getBon(bon.id)).status).toBe('paid');
  });

  it('a create whose answer was lost is finished by reconciliation with the same key: one payment', async () => {
    const bon = await openBon();
    fake.dropNextCreateAnswer = true;
    expect((await payLink(bon.id)).statusCode).toBe(503);
    const made = [...fake.payments.values()].at(-1)!;
    const [attempt] = await attempts(bon.id);
    expect(attempt).toMatchObject({ status: 'creating', provider_payment_id: null });
    // The webhook for it arrives before we know its id: nothing to change yet.
    fake.setStatus(made.id, 'paid');
    expect((await webhook(made.id)).statusCode).toBe(200);
    expect((await getBon(bon.id)).status).toBe('open');
    const count = fake.payments.size;
    await t.app.payments.reconciliation.reconcile(0);
    expect(fake.payments.size).toBe(count);
    expect((await attempts(bon.id))[0]).toMatchObject({
      status: 'paid',
      applied: true,
      provider_payment_id: made.id,
    });
    expect((await getBon(bon.id)).status).toBe('paid');
  });
});

describe('totals and refunds', () => {
  it('a payment for a total that changed since is not applied: the bon stays to pay and the payment is refunded', async () => {
    const { bon, id } = await checkout([2500]);
    await t.app.payments.openBon(t.clubId('demo'), {
      relatieId: demoId,
      subjectKind: 'match_registration',
      subjectId: subject,
      omschrijving: 'Najaarswedstrijd',
      regels: [
        { omschrijving: 'inschrijfgeld', bedrag_cents: 2500 },
        { omschrijving: 'lunch', bedrag_cents: 1250 },
      ],
      returnPath: '/app/match/7/payment',
    });
    fake.setStatus(id, 'paid');
    await webhook(id);
    const now = await getBon(bon.id);
    expect(now).toMatchObject({ totaal_cents: 3750, status: 'open', te_betalen: true });
    const [row] = await attempts(bon.id);
    expect(row).toMatchObject({ status: 'paid', applied: false });
    expect(fake.payments.get(id)!.refunds).toHaveLength(1);
    expect(fake.payments.get(id)!.refunds[0]!.amount.value).toBe('25.00');
    // The new total is paid by a new attempt.
    const next = await payLink(bon.id);
    expect(next.statusCode).toBe(200);
    expect([...fake.payments.values()].at(-1)!.amount.value).toBe('37.50');
  });

  it('a paid bon cannot change its total (refund first)', async () => {
    const { bon, id } = await checkout([2500]);
    fake.setStatus(id, 'paid');
    await webhook(id);
    await expect(openBon([3000], subject)).rejects.toMatchObject({ code: 'BON_PAID' });
    expect((await getBon(bon.id)).totaal_cents).toBe(2500);
  });

  it('a refund goes through Mollie with its own state; done once', async () => {
    const { bon, id } = await checkout([2500]);
    fake.setStatus(id, 'paid');
    await webhook(id);
    const res = await committeeCall(bon.id, 'refund');
    expect(res.statusCode).toBe(200);
    expect(Bon.parse(res.json())).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2500, status: 'pending' },
    });
    const again = await committeeCall(bon.id, 'refund');
    expect(again.statusCode).toBe(200);
    expect(fake.payments.get(id)!.refunds).toHaveLength(1);
    fake.setRefundStatus(id, 'refunded');
    await t.app.payments.reconciliation.reconcile(0);
    expect((await getBon(bon.id)).terugbetaling?.status).toBe('refunded');
    const rows = await t.database.db.select().from(refundsTable);
    expect(rows.filter((r) => r.status === 'refunded').length).toBeGreaterThan(0);
  });

  it('a share is refunded through Mollie with its own state, once; the bon stays paid and a later full refund gives back only what is left', async () => {
    const { bon, id } = await checkout([4000]);
    fake.setStatus(id, 'paid');
    await webhook(id);
    const share = { deel: 'player:7', amountCents: 1500, reason: 'sign_out' as const };
    const given = await t.app.payments.refunds.refundShare(t.clubId('demo'), bon.id, share);
    expect(given).toEqual({ bedrag_cents: 1500, status: 'pending' });
    expect(await t.app.payments.refunds.refundShare(t.clubId('demo'), bon.id, share)).toBeNull();
    expect(fake.payments.get(id)!.refunds.map((r) => r.amount.value)).toEqual(['15.00']);
    expect(await getBon(bon.id)).toMatchObject({
      status: 'paid',
      terugbetaling: null,
      deelterugbetalingen: [{ deel: 'player:7', bedrag_cents: 1500, status: 'pending' }],
    });

    fake.setRefundStatus(id, 'refunded');
    await t.app.payments.reconciliation.reconcile(0);
    expect((await getBon(bon.id)).deelterugbetalingen[0]?.status).toBe('refunded');

    const res = await committeeCall(bon.id, 'refund');
    expect(Bon.parse(res.json())).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2500 },
    });
    expect(fake.payments.get(id)!.refunds.map((r) => r.amount.value)).toEqual(['15.00', '25.00']);
    // Nothing is left to give back of it.
    await expect(
      t.app.payments.refunds.refundShare(t.clubId('demo'), bon.id, { ...share, deel: 'player:8' }),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
  });

  it('a share refund Mollie cannot take now is sent again by reconciliation with the same key', async () => {
    const { bon, id } = await checkout([3000]);
    fake.setStatus(id, 'paid');
    await webhook(id);
    fake.down = true;
    const given = await t.app.payments.refunds.refundShare(t.clubId('demo'), bon.id, {
      deel: 'player:9',
      amountCents: 1000,
      reason: 'sign_out',
    });
    expect(given).toEqual({ bedrag_cents: 1000, status: 'creating' });
    expect(fake.payments.get(id)!.refunds).toHaveLength(0);
    fake.down = false;
    await t.app.payments.reconciliation.reconcile(0);
    await t.app.payments.reconciliation.reconcile(0);
    expect(fake.payments.get(id)!.refunds.map((r) => r.amount.value)).toEqual(['10.00']);
    expect((await getBon(bon.id)).deelterugbetalingen).toEqual([
      { deel: 'player:9', bedrag_cents: 1000, status: 'pending' },
    ]);
  });

  it('a refund (sign-out) of an unpaid bon is refused; by a member 403; another club 404', async () => {
    const bon = await openBon();
    expect((await committeeCall(bon.id, 'refund')).json().code).toBe('NOT_REFUNDABLE');
    expect((await committeeCall(bon.id, 'refund', demo)).statusCode).toBe(403);
    expect((await committeeCall(bon.id, 'refund', zuid)).statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/payments/bons/${bon.id}/refund`,
      headers: { 'x-fairway-request': '1' },
    });
    expect(anon.statusCode).toBe(401);
    // Another club's bon, asked for by this club's committee: 404.
    const elsewhere = await t.app.payments.openBon(t.clubId('zuid'), {
      relatieId: 1,
      subjectKind: 'match_registration',
      subjectId: ++subject,
      omschrijving: 'Elders',
      regels: [{ omschrijving: 'x', bedrag_cents: 1000 }],
      returnPath: '/app/matches',
    });
    expect((await committeeCall(elsewhere.id, 'desk')).statusCode).toBe(404);
    expect((await committeeCall(elsewhere.id, 'refund')).statusCode).toBe(404);
    expect(await getBon(elsewhere.id).catch(() => 'refused')).toBe('refused');
  });
});

describe('the desk and the list', () => {
  it('the committee marks a bon paid at the desk; then it cannot be paid online', async () => {
    const bon = await openBon();
    const res = await committeeCall(bon.id, 'desk');
    expect(res.statusCode).toBe(200);
    expect(Bon.parse(res.json()).status).toBe('paid');
    expect((await committeeCall(bon.id, 'desk')).json().code).toBe('ALREADY_PAID');
    expect((await payLink(bon.id)).json().code).toBe('ALREADY_PAID');
    expect((await committeeCall(bon.id, 'desk', demo)).statusCode).toBe(403);
    expect(fake.log).toHaveLength(0);
  });

  it('an online payment that lands after a desk payment is not applied and is refunded', async () => {
    const { bon, id } = await checkout([2500]);
    await committeeCall(bon.id, 'desk');
    fake.setStatus(id, 'paid');
    await webhook(id);
    const rows = await attempts(bon.id);
    expect(rows.filter((r) => r.applied)).toHaveLength(1);
    expect(rows.find((r) => r.provider === 'desk')!.applied).toBe(true);
    expect(fake.payments.get(id)!.refunds).toHaveLength(1);
  });

  it('lists who has paid what for the committee only', async () => {
    const paid = await openBon([1500]);
    await committeeCall(paid.id, 'desk');
    const open = await openBon([1500]);
    const url = `/api/payments/bons?subject_kind=match_registration&subject_ids=${subject - 1},${subject}`;
    const res = await t.app.inject({ url, headers: { cookie: committee } });
    expect(res.statusCode).toBe(200);
    const list = BonListResponse.parse(res.json());
    expect(list.map((b) => [b.id, b.status, b.betaald_via])).toEqual([
      [paid.id, 'paid', 'desk'],
      [open.id, 'open', null],
    ]);
    expect((await t.app.inject({ url, headers: { cookie: demo } })).statusCode).toBe(403);
    // Another club's bon for the same subject id is not in this club's list.
    await t.app.payments.openBon(t.clubId('zuid'), {
      relatieId: 1,
      subjectKind: 'match_registration',
      subjectId: subject,
      omschrijving: 'Elders',
      regels: [{ omschrijving: 'x', bedrag_cents: 1000 }],
      returnPath: '/app/matches',
    });
    const again = BonListResponse.parse(
      (await t.app.inject({ url, headers: { cookie: committee } })).json(),
    );
    expect(again).toHaveLength(2);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/payments/bons?subject_kind=match_registration&subject_ids=x',
      headers: { cookie: committee },
    });
    expect(bad.statusCode).toBe(400);
  });
});
