import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TEXTS,
  NotificationList,
  PayLinkResponse,
  notificationValues,
  type Notification,
} from '@fairway/contract';
import {
  matchPaymentCalls,
  openMatchPaymentWorld,
  type MatchPaymentWorld,
} from '../../../test/match-payment-fixtures';
import { PAYMENT_NEWS } from './payment-messages';

/**
 * The payment messages end to end through HTTP: a failed attempt at the (demo) checkout and a
 * sign-out that gives the fee back each make a job in their transaction; its run tells the bon's
 * member once, in their inbox, with the screen the bon is paid on; nobody else.
 */
let world: MatchPaymentWorld;
let people: MatchPaymentWorld['people'] = [];
const { fx, post, createMatch, signUp, payAs } = matchPaymentCalls(() => world);

beforeAll(async () => {
  world = await openMatchPaymentWorld(6);
  people = world.people;
});
afterAll(() => world.t.close());

const jobs = async (key: string) => {
  const { rows } = await world.t.database.queueDb.executeSql(
    `SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
    [PAYMENT_NEWS, key],
  );
  return (rows as { state: string }[]).map((r) => r.state);
};
const inbox = async (cookie: string) =>
  NotificationList.parse((await fx.get(cookie, '/api/notifications')).json()).notifications;
const ofKind = async (cookie: string, kind: Notification['kind']) =>
  (await inbox(cookie)).filter((n) => n.kind === kind);

describe('a payment', () => {
  it('failed at the checkout: its member hears it, once, with the way back to pay', async () => {
    const m = await createMatch({ naam: 'Mislukte betaling' });
    const [member, other] = [people[0]!, people[1]!];
    await signUp(member.cookie, m.id);
    await payAs(member.cookie, m.id, 'failed');
    const [payment] = (
      await world.t.database.queueDb.executeSql(
        `SELECT singleton_key FROM pgboss.job WHERE name = $1`,
        [PAYMENT_NEWS],
      )
    ).rows as { singleton_key: string }[];
    expect(payment!.singleton_key).toMatch(/:failed:\d+$/);
    expect(await jobs(payment!.singleton_key)).toEqual(['created']);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(1);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(0);
    expect(await ofKind(member.cookie, 'payment_failed')).toMatchObject([
      { link: `/app/match/${m.id}/payment`, params: { what: expect.any(String) } },
    ]);
    expect(await inbox(other.cookie)).toEqual([]);
  });

  it('given back at sign-out: its member hears it was refunded', async () => {
    const m = await createMatch({ naam: 'Met restitutie', uitschrijven_restitutie: true });
    const [member, other] = [people[2]!, people[1]!];
    await signUp(member.cookie, m.id);
    await payAs(member.cookie, m.id);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(0);
    const out = await fx.signOut(member.cookie, m.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(1);
    const [refunded] = await ofKind(member.cookie, 'payment_refunded');
    expect(refunded).toMatchObject({ link: `/app/match/${m.id}/payment` });
    expect(String(refunded!.params.what)).toContain('Met restitutie');
    expect(await ofKind(member.cookie, 'payment_failed')).toEqual([]);
    expect(await inbox(other.cookie)).toEqual([]);
  });

  it('given back in part (a team mate left a paid team): who paid hears the amount', async () => {
    const m = await createMatch({
      naam: 'Deel terug',
      wedstrijdvorm: 'greensomes',
      spelers: 2,
      inschrijvingsvorm: 'team',
      uitschrijven_restitutie: true,
    });
    const [payer, mate] = [people[3]!, people[4]!];
    await signUp(payer.cookie, m.id, { players: [{ member_id: mate.id }] });
    await payAs(payer.cookie, m.id);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(0);
    const out = await fx.signOut(mate.cookie, m.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(1);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(0);
    const [told] = await ofKind(payer.cookie, 'payment_partly_refunded');
    expect(told).toMatchObject({
      link: `/app/match/${m.id}/payment`,
      params: { amount_cents: 2000 },
    });
    expect(String(told!.params.what)).toContain('Deel terug');
    // The bon stays paid: not a refund of the whole payment.
    expect(await ofKind(payer.cookie, 'payment_refunded')).toEqual([]);
    expect(await inbox(mate.cookie)).toEqual([]);
    const values = notificationValues(told!.params, (key) => key);
    expect(values.amount).toBe('€ 20,-');
    expect(NOTIFICATION_TEXTS.en_US.notifications.kind.payment_partly_refunded).toContain(
      '{{amount}}',
    );
  });

  it('that paid no bon (the desk was paid first) is given back: who paid hears it, once', async () => {
    const m = await createMatch({ naam: 'Dubbel betaald' });
    const [member, other] = [people[5]!, people[1]!];
    await signUp(member.cookie, m.id);
    const link = await fx.payLink(member.cookie, m.id);
    expect(link.statusCode, link.body).toBe(200);
    const [bon] = (
      await world.t.database.queueDb.executeSql(
        `SELECT id FROM bons WHERE relatie_id = $1 AND return_path = $2`,
        [member.id, `/app/match/${m.id}/payment`],
      )
    ).rows as { id: number }[];
    const desk = await post(`/api/payments/bons/${bon!.id}/desk`, world.admin);
    expect(desk.statusCode, desk.body).toBe(200);
    // The checkout still open is paid after the desk: not applied, and refunded.
    await world.t.app.inject({
      method: 'POST',
      url: new URL(PayLinkResponse.parse(link.json()).url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    const { rows } = await world.t.database.queueDb.executeSql(
      `SELECT r.reason FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.bon_id = $1`,
      [bon!.id],
    );
    expect(rows).toEqual([{ reason: 'not_applied' }]);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(1);
    expect(await world.t.app.jobs.runDue(PAYMENT_NEWS)).toBe(0);
    const [told] = await ofKind(member.cookie, 'payment_refunded');
    expect(told).toMatchObject({ link: `/app/match/${m.id}/payment` });
    expect(String(told!.params.what)).toContain('Dubbel betaald');
    expect(await inbox(other.cookie)).toEqual([]);
  });
});
