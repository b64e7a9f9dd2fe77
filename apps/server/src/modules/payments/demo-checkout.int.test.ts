import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bon } from '@fairway/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The demo provider end to end over real HTTP: the server listens, the member asks for a pay
 * link, the browser opens the demo checkout, chooses an outcome (the page then calls the webhook
 * over HTTP, as Mollie would) and is sent back through the return to the app.
 */
let t: TestApp;
let base = '';
let demo = '';
let demoId = 0;
let subject = 5000;
let publicUrl = '';

beforeAll(async () => {
  // The public address is only known once listening: the provider reads it through this object.
  const payments = {
    get publicUrl() {
      return publicUrl;
    },
  };
  t = await createTestApp({ payments: payments as { publicUrl: string } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  publicUrl = base;
  demo = await t.login('demo');
  demoId = (
    (await t.app.inject({ url: '/api/relatie/self', headers: { cookie: demo } })).json() as {
      id: number;
    }
  ).id;
});
afterAll(() => t.close());

const openBon = () =>
  t.app.payments.openBon(t.clubId('demo'), {
    relatieId: demoId,
    subjectKind: 'match_registration',
    subjectId: ++subject,
    omschrijving: 'Voorjaarswedstrijd',
    regels: [
      { omschrijving: 'Inschrijfgeld', bedrag_cents: 2000 },
      { omschrijving: 'Lunch', bedrag_cents: 500 },
    ],
    returnPath: '/app/match/3/payment',
  });
const http = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, { redirect: 'manual', ...init });
const payLink = async (bonId: number) => {
  const res = await http(`/api/payments/bons/${bonId}/paylink`, {
    method: 'POST',
    headers: { cookie: demo, 'x-fairway-request': '1' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { checkout_url: string }).checkout_url;
};
/** The browser at the demo checkout: no session there (it is the provider's page). */
const choose = (checkoutUrl: string, outcome: string) =>
  fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
  });
const bonNow = async (bonId: number) =>
  Bon.parse(
    await (await http(`/api/payments/bons/${bonId}`, { headers: { cookie: demo } })).json(),
  );

describe('the demo checkout', () => {
  it('is a page of this server, clearly a demo, with the amount in the spec format', async () => {
    const bon = await openBon();
    const url = await payLink(bon.id);
    expect(url.startsWith(`${base}/payments/demo/checkout/tr_demo_`)).toBe(true);
    const page = await fetch(url, { headers: { 'accept-language': 'nl-NL,nl;q=0.9' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Demo-betaalpagina');
    expect(html).toContain('er wordt geen echt geld betaald');
    expect(html).toContain('€ 25,-');
    expect(html).toContain('Golfclub De Demo – Voorjaarswedstrijd');
    for (const o of ['paid', 'failed', 'canceled', 'expired'])
      expect(html).toContain(`value="${o}"`);
    const english = await (await fetch(url, { headers: { 'accept-language': 'en-US' } })).text();
    expect(english).toContain('Demo payment page');
    expect(english).toContain('no real money is paid');
  });

  it('paid: the webhook marks it, the return shows it, the app gets the state', async () => {
    const bon = await openBon();
    const url = await payLink(bon.id);
    expect((await bonNow(bon.id)).status).toBe('pending');
    const chosen = await choose(url, 'paid');
    expect(chosen.status).toBe(303);
    const back = chosen.headers.get('location')!;
    expect(back).toBe(`${base}/api/payments/bons/${bon.id}/return`);
    // The webhook already ran (over HTTP) before the browser was sent back.
    expect((await bonNow(bon.id)).status).toBe('paid');
    const landed = await fetch(back, { redirect: 'manual', headers: { cookie: demo } });
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe('/app/match/3/payment?betaling=paid');
    // The checkout of a settled payment says so and offers no choice.
    const after = await (await fetch(url)).text();
    expect(after).not.toContain('value="paid"');
  });

  it('failed, then a retry that pays', async () => {
    const bon = await openBon();
    const first = await payLink(bon.id);
    await choose(first, 'failed');
    expect(await bonNow(bon.id)).toMatchObject({ status: 'failed', te_betalen: true });
    const second = await payLink(bon.id);
    expect(second).not.toBe(first);
    await choose(second, 'paid');
    expect((await bonNow(bon.id)).status).toBe('paid');
  });

  it.each([
    ['canceled', 'cancelled'],
    ['expired', 'expired'],
  ])('%s → the bon is %s', async (outcome, shown) => {
    const bon = await openBon();
    await choose(await payLink(bon.id), outcome);
    expect((await bonNow(bon.id)).status).toBe(shown);
  });

  it('an unknown demo payment is a 404 to choose and a plain notice to view', async () => {
    expect(
      (await choose(`${base}/payments/demo/checkout/tr_demo_0000000000000000`, 'paid')).status,
    ).toBe(404);
    const page = await fetch(`${base}/payments/demo/checkout/tr_demo_0000000000000000`);
    expect(await page.text()).toContain('bestaat niet');
    expect(
      (await choose(`${base}/payments/demo/checkout/tr_demo_0000000000000000`, 'stolen')).status,
    ).toBe(400);
  });

  it('a refund after sign-out is done by the demo provider at once', async () => {
    const bon = await openBon();
    await choose(await payLink(bon.id), 'paid');
    const refunded = await t.app.payments.refunds.refund(t.clubId('demo'), bon.id, 'sign_out');
    expect(refunded).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2500, status: 'refunded' },
    });
  });
});
