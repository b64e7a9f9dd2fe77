import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AdminMatch, MatchDetail } from '@fairway/contract';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import { adminMatchInput, MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';
import {
  FAKE_API_KEY,
  startMollieFake,
  trustLoopback,
  type MollieFake,
} from '../../../test/mollie-fake';
import { bons, courses, payments, refunds, tees } from '../../db/schema';
import { MollieProvider } from './mollie-provider';
import { RECONCILE_GRACE_MS } from './payment-reconciliation';
import { ProviderRefused, type PaymentProvider } from './provider';

/**
 * The money a sign-up's bon takes, through Mollie's client against the loopback fake: what the
 * club holds in the end (paid at the provider minus live refunds) is what the sign-up costs, however
 * webhooks repeat, refunds are refused for a while or the sign-up changes during a checkout.
 */
let t: TestApp;
let fake: MollieFake;
let untrust: () => void;
let admin: string;
let course: number;
let tee: number;
let people: { id: number; cookie: string }[] = [];
/** The status code the provider answers the next refunds with (Mollie's rate limit, say). */
let refuseRefunds: { code: number; times: number } | null = null;
/** While set, creating a payment at the provider waits for it (a checkout being made). */
let createGate: Promise<void> | null = null;
let now = MATCH_NOW;
const fx = matchFixtures(() => t);

beforeAll(async () => {
  untrust = trustLoopback();
  fake = await startMollieFake();
  const mollie = new MollieProvider({ apiKey: FAKE_API_KEY, apiEndpoint: fake.endpoint });
  const provider: PaymentProvider = {
    name: 'mollie',
    createPayment: async (input) => {
      if (createGate) await createGate;
      return mollie.createPayment(input);
    },
    getPayment: (id) => mollie.getPayment(id),
    createRefund: (input) => {
      if (refuseRefunds && refuseRefunds.times > 0) {
        refuseRefunds.times--;
        return Promise.reject(new ProviderRefused('Mollie create refund', refuseRefunds.code));
      }
      return mollie.createRefund(input);
    },
    getRefund: (paymentId, refundId) => mollie.getRefund(paymentId, refundId),
  };
  t = await createTestApp({
    clock: () => now,
    payments: { publicUrl: 'https://club.example', provider },
  });
  admin = await t.login('commissie');
  const club = t.clubId('demo');
  const db = t.database.db;
  course = (await db.select({ id: courses.id }).from(courses).where(eq(courses.club_id, club)))[0]!
    .id;
  tee = (
    await db
      .select({ id: tees.id })
      .from(tees)
      .where(and(eq(tees.club_id, club), eq(tees.course_id, course)))
  )[0]!.id;
  people = await fx.members('demo', 12, 70);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  untrust();
});
beforeEach(() => {
  now = MATCH_NOW;
  refuseRefunds = null;
  createGate = null;
  fake.down = false;
});

const createMatch = async (over: Record<string, unknown>) => {
  const res = await callAs(
    t,
    'POST',
    '/api/admin/wedstrijd',
    admin,
    adminMatchInput(course, tee, {
      qualifying: false,
      inschrijfgeld_cents: 2000,
      ideal_betalingen: true,
      ...over,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return AdminMatch.parse(res.json());
};
/** A greensomes match of teams of two with the fee (per player) given back at a sign-out. */
const teamMatch = (naam: string) =>
  createMatch({
    naam,
    wedstrijdvorm: 'greensomes',
    spelers: 2,
    inschrijvingsvorm: 'team',
    uitschrijven_restitutie: true,
  });
const detail = async (cookie: string, id: number) =>
  MatchDetail.parse((await fx.get(cookie, `/api/wedstrijd/${id}`)).json());
/** As Mollie calls it: form-encoded, no session. */
const webhook = async (id: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const lastFakeId = () => [...fake.payments.values()].at(-1)!.id;
/** The customer's choice at the checkout, told by the webhook. */
const settle = async (id: string, status: 'paid' | 'failed' | 'canceled' | 'expired') => {
  fake.setStatus(id, status);
  await webhook(id);
};
/** The leader's pay link; answers the provider's payment made for it. */
const checkout = async (cookie: string, matchId: number) => {
  const res = await fx.payLink(cookie, matchId);
  expect(res.statusCode, res.body).toBe(200);
  return lastFakeId();
};
const bonRow = async (matchId: number) =>
  (await t.database.db.select().from(bons).where(eq(bons.context_id, matchId)))[0]!;
/** Reconciliation once the grace for requests still running has passed. */
const reconcileLater = async () => {
  now = new Date(now.getTime() + RECONCILE_GRACE_MS + 60_000);
  await t.app.payments.reconciliation.reconcile();
};
/** Money the club holds for the bon: paid at the provider minus refunds not failed or canceled. */
async function kept(bonId: number) {
  const db = t.database.db;
  let held = 0;
  for (const p of await db.select().from(payments).where(eq(payments.bon_id, bonId))) {
    if (p.status !== 'paid') continue;
    held += p.amount_cents;
    for (const r of await db.select().from(refunds).where(eq(refunds.payment_id, p.id)))
      if (r.status !== 'failed' && r.status !== 'canceled') held -= r.amount_cents;
  }
  return held;
}

describe('a webhook said again', () => {
  it.each(['failed', 'canceled', 'expired'] as const)(
    'leaves a bon whose attempt %s payable',
    async (outcome) => {
      const m = await createMatch({ naam: `Herhaald ${outcome}` });
      const member = people[0]!;
      expect((await fx.signUp(member.cookie, m.id, {})).statusCode).toBe(200);
      const id = await checkout(member.cookie, m.id);
      await settle(id, outcome);
      const after = (await detail(member.cookie, m.id)).bon!;
      expect(after).toMatchObject({ te_betalen: true });
      // Mollie calls the webhook again for the same payment.
      await webhook(id);
      await webhook(id);
      expect((await detail(member.cookie, m.id)).bon).toMatchObject({
        status: after.status,
        te_betalen: true,
      });
      // And the member can pay it.
      await settle(await checkout(member.cookie, m.id), 'paid');
      expect((await detail(member.cookie, m.id)).bon).toMatchObject({ status: 'paid' });
      expect(await kept((await bonRow(m.id)).id)).toBe(2000);
    },
  );
});

describe('a share refund the provider refuses for now', () => {
  it.each([429, 409])(
    'answered %i is sent again by reconciliation: the leaver gets their share back',
    async (code) => {
      const m = await teamMatch(`Deel ${code}`);
      const [leader, mate] = [people[1]!, people[2]!];
      expect(
        (await fx.signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] })).statusCode,
      ).toBe(200);
      await settle(await checkout(leader.cookie, m.id), 'paid');
      const bonId = (await bonRow(m.id)).id;
      expect(await kept(bonId)).toBe(4000);
      refuseRefunds = { code, times: 1 };
      expect((await fx.signOut(mate.cookie, m.id)).statusCode).toBe(200);
      await reconcileLater();
      expect(await kept(bonId)).toBe(2000);
      const share = (await detail(leader.cookie, m.id)).bon!.deelterugbetalingen;
      expect(share).toEqual([
        expect.objectContaining({ deel: `player:${mate.id}`, bedrag_cents: 2000 }),
      ]);
      expect(share[0]!.status).not.toBe('failed');
      expect(fake.payments.get(lastFakeId())!.refunds).toHaveLength(1);
    },
  );
});

describe('a price change while a payment is under way', () => {
  const lunchMatch = (naam: string) =>
    createMatch({ naam, products: [{ naam: 'Lunch', prijs_cents: 1500 }] });
  const addLunch = async (cookie: string, matchId: number, aantal = 1) => {
    const lunch = (await detail(cookie, matchId)).producten[0]!;
    return fx.signUp(cookie, matchId, { producten: [{ id: lunch.id, aantal }] }, { method: 'PUT' });
  };
  /** What the sign-up costs now and what the club holds for it: equal once it is paid. */
  const costAndHeld = async (cookie: string, matchId: number) => {
    const bon = (await detail(cookie, matchId)).bon!;
    return {
      status: bon.status,
      cost: bon.totaal_cents,
      held: await kept((await bonRow(matchId)).id),
    };
  };

  it('is refused while the checkout is being made, and the payment pays what the sign-up costs', async () => {
    const m = await lunchMatch('Prijs tijdens checkout');
    const member = people[3]!;
    expect((await fx.signUp(member.cookie, m.id, {})).statusCode).toBe(200);
    let release!: () => void;
    createGate = new Promise<void>((resolve) => (release = resolve));
    const link = fx.payLink(member.cookie, m.id);
    for (let i = 0; i < 500; i++) {
      const rows = await t.database.db.select().from(payments);
      if (rows.some((p) => p.status === 'creating')) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const update = await addLunch(member.cookie, m.id);
    release();
    expect((await link).statusCode).toBe(200);
    expect(update.statusCode, update.body).toBe(409);
    expect(update.json()).toMatchObject({ code: 'BON_PAID' });
    await settle(lastFakeId(), 'paid');
    expect(await costAndHeld(member.cookie, m.id)).toEqual({
      status: 'paid',
      cost: 2000,
      held: 2000,
    });
  });

  it('is refused while an attempt a provider outage left is not sent yet; reconciliation sends it', async () => {
    const m = await lunchMatch('Prijs na storing');
    const member = people[4]!;
    expect((await fx.signUp(member.cookie, m.id, {})).statusCode).toBe(200);
    fake.down = true;
    expect((await fx.payLink(member.cookie, m.id)).statusCode).toBe(503);
    fake.down = false;
    const update = await addLunch(member.cookie, m.id);
    expect(update.statusCode, update.body).toBe(409);
    await reconcileLater();
    await settle(await checkout(member.cookie, m.id), 'paid');
    expect(await costAndHeld(member.cookie, m.id)).toEqual({
      status: 'paid',
      cost: 2000,
      held: 2000,
    });
  });

  it("is the bon's at once: a pay link on the bon itself asks the new price", async () => {
    const m = await lunchMatch('Prijs via bon');
    const member = people[5]!;
    expect((await fx.signUp(member.cookie, m.id, {})).statusCode).toBe(200);
    await settle(await checkout(member.cookie, m.id), 'canceled');
    const bonId = (await bonRow(m.id)).id;
    const update = await addLunch(member.cookie, m.id, 2);
    expect(update.statusCode, update.body).toBe(200);
    const direct = await callAs(t, 'POST', `/api/payments/bons/${bonId}/paylink`, member.cookie);
    expect(direct.statusCode, direct.body).toBe(200);
    expect(fake.payments.get(lastFakeId())!.amount.value).toBe('50.00');
    await settle(lastFakeId(), 'paid');
    expect(await costAndHeld(member.cookie, m.id)).toEqual({
      status: 'paid',
      cost: 5000,
      held: 5000,
    });
  });

  it('racing a pay link, is never paid for less than the sign-up costs', async () => {
    const member = people[6]!;
    for (let i = 0; i < 12; i++) {
      const m = await lunchMatch(`Prijsrace ${i}`);
      expect((await fx.signUp(member.cookie, m.id, {})).statusCode).toBe(200);
      const before = fake.payments.size;
      const [link, update] = await Promise.all([
        fx.payLink(member.cookie, m.id),
        addLunch(member.cookie, m.id),
      ]);
      expect([200, 409], update.body).toContain(update.statusCode);
      expect(link.statusCode, link.body).toBe(200);
      expect(fake.payments.size).toBe(before + 1);
      await settle(lastFakeId(), 'paid');
      const after = await costAndHeld(member.cookie, m.id);
      if (after.status === 'paid') expect(after.held, `round ${i}`).toBe(after.cost);
      else expect(after.held, `round ${i}`).toBe(0);
      await reconcileLater();
      const settled = await costAndHeld(member.cookie, m.id);
      expect(settled.held, `round ${i}`).toBe(settled.status === 'paid' ? settled.cost : 0);
    }
  });
});

describe('a team mate who signs out while the leader is at the checkout', () => {
  /** A team of the leader and the mate, signed up by the leader. */
  const teamOfTwo = async (naam: string, leader: { cookie: string }, mate: { id: number }) => {
    const m = await teamMatch(naam);
    const res = await fx.signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    expect(res.statusCode, res.body).toBe(200);
    return m;
  };
  /** Pays what the leader is asked (again, once an earlier payment came back), then the books. */
  const payInFull = async (cookie: string, matchId: number) => {
    if ((await detail(cookie, matchId)).bon!.status !== 'paid') {
      await settle(await checkout(cookie, matchId), 'paid');
      await reconcileLater();
    }
    const bon = (await detail(cookie, matchId)).bon!;
    return {
      status: bon.status,
      cost: bon.totaal_cents,
      held: await kept((await bonRow(matchId)).id),
    };
  };

  it('is not paid for: the club holds what the team left owes', async () => {
    const [leader, mate] = [people[7]!, people[8]!];
    const m = await teamOfTwo('Maat weg tijdens checkout', leader, mate);
    const id = await checkout(leader.cookie, m.id);
    expect(fake.payments.get(id)!.amount.value).toBe('40.00');
    expect((await fx.signOut(mate.cookie, m.id)).statusCode).toBe(200);
    await settle(id, 'paid');
    await reconcileLater();
    expect(await payInFull(leader.cookie, m.id)).toEqual({
      status: 'paid',
      cost: 2000,
      held: 2000,
    });
  });

  it('racing the payment landing, leaves the club what the team left owes', async () => {
    for (let i = 0; i < 10; i++) {
      const leader = people[11]!;
      const mate = people[i % 2 === 0 ? 7 : 8]!;
      const m = await teamOfTwo(`Maat weg race ${i}`, leader, mate);
      const id = await checkout(leader.cookie, m.id);
      fake.setStatus(id, 'paid');
      // The webhook later in each round: the sign-out lands before it, at it and after it.
      const late = (async () => {
        await new Promise((resolve) => setTimeout(resolve, i * 8));
        await webhook(id);
      })();
      const [out] = await Promise.all([fx.signOut(mate.cookie, m.id), late]);
      expect(out.statusCode, out.body).toBe(200);
      await reconcileLater();
      expect(await payInFull(leader.cookie, m.id), `round ${i}`).toEqual({
        status: 'paid',
        cost: 2000,
        held: 2000,
      });
    }
  });

  it('while the checkout is not made yet, the attempt for the old price is never sent', async () => {
    const [leader, mate] = [people[9]!, people[10]!];
    const m = await teamOfTwo('Maat weg na storing', leader, mate);
    fake.down = true;
    expect((await fx.payLink(leader.cookie, m.id)).statusCode).toBe(503);
    fake.down = false;
    expect((await fx.signOut(mate.cookie, m.id)).statusCode).toBe(200);
    const early = await fx.payLink(leader.cookie, m.id);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PAYMENT_PENDING' });
    await reconcileLater();
    expect(await payInFull(leader.cookie, m.id)).toEqual({
      status: 'paid',
      cost: 2000,
      held: 2000,
    });
    const asked = [...fake.payments.values()].filter((p) => p.description.includes(m.naam));
    expect(asked.map((p) => p.amount.value)).toEqual(['20.00']);
  });
});
