import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bon, PayLinkResponse } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';

/**
 * A match registration paid online (spec §7 /paylink and /pay) with the demo provider: the bon
 * comes from the sign-up's fee and products, the checkout's outcome reaches the server through
 * the webhook, and /pay answers the state (a browser is sent to the payment tab).
 */
let t: TestApp;
let demo: string;
let zuid: string;
let kerst = 0;
const webhookCalls: string[] = [];
const fx = matchFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp({
    clock: () => MATCH_NOW,
    payments: {
      publicUrl: 'http://club.test',
      // The demo checkout's webhook, delivered to this app as the provider would send it.
      demoNotify: async (_url, id) => {
        webhookCalls.push(id);
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id=${id}`,
        });
      },
    },
  });
  demo = await t.login('demo');
  zuid = await t.login('zuid');
  kerst = await fx.matchId(demo, 'Kerstwedstrijd met diner');
});
afterAll(() => t.close());

const choose = (checkoutUrl: string, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
const payLink = async () => {
  const res = await fx.payLink(demo, kerst);
  expect(res.statusCode).toBe(200);
  return PayLinkResponse.parse(res.json()).url;
};
const pay = async () => {
  const res = await fx.get(demo, `/api/wedstrijd/${kerst}/pay`);
  expect(res.statusCode).toBe(200);
  return Bon.parse(res.json());
};

describe('paying a match sign-up', () => {
  it('answers 401 without a session and 404 for another club', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/wedstrijd/${kerst}/paylink`,
      headers: writeHeaders(''),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await fx.payLink(zuid, kerst)).statusCode).toBe(404);
    expect((await fx.get(zuid, `/api/wedstrijd/${kerst}/pay`)).statusCode).toBe(404);
  });

  it('the bon holds the fee and the products; failed, then paid on a retry', async () => {
    const detail = (await fx.get(demo, `/api/wedstrijd/${kerst}`)).json() as {
      producten: { id: number; naam: string }[];
    };
    const diner = detail.producten.find((p) => p.naam === 'Kerstdiner')!;
    const signed = await fx.signUp(demo, kerst, { producten: [{ id: diner.id, aantal: 1 }] });
    expect(signed.statusCode).toBe(200);

    const first = await payLink();
    const bon = await pay();
    expect(bon).toMatchObject({
      status: 'pending',
      totaal_cents: 6000,
      regels: [
        { omschrijving: 'Kerstwedstrijd met diner', bedrag_cents: 2500 },
        { omschrijving: 'Kerstdiner', bedrag_cents: 3500 },
      ],
    });
    const page = await t.app.inject({ url: new URL(first).pathname });
    expect(page.body).toContain('€ 60,-');

    const back = await choose(first, 'failed');
    expect(back.headers.location).toBe(`http://club.test/api/payments/bons/${bon.id}/return`);
    expect(await pay()).toMatchObject({ status: 'failed', te_betalen: true });

    const second = await payLink();
    expect(second).not.toBe(first);
    await choose(second, 'paid');
    expect(webhookCalls).toHaveLength(2);
    expect(await pay()).toMatchObject({ status: 'paid', te_betalen: false });
    const paidAgain = await fx.payLink(demo, kerst);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().code).toBe('ALREADY_PAID');

    // A browser at /pay is sent to the match's payment tab with the state.
    const browser = await t.app.inject({
      url: `/api/wedstrijd/${kerst}/pay`,
      headers: { cookie: demo, accept: 'text/html,application/xhtml+xml' },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/app/match/${kerst}/payment?betaling=paid`);

    // Sign-out refunds through the service the match module calls.
    const refunded = await t.app.payments.refunds.refund(t.clubId('demo'), bon.id, 'sign_out');
    expect(refunded).toMatchObject({ status: 'refunded', terugbetaling: { status: 'refunded' } });
  });
});
