import { beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, PayLinkResponse, SignOutResponse } from '@fairway/contract';
import { writeHeaders } from '../../../test/harness';
import { withMatchPaymentWorld } from '../../../test/match-payment-fixtures';
import { insertOpenMatch } from '../../../test/match-fixtures';

/**
 * A match sign-up's payment around it: the committee's per-match choice whether sign-out refunds,
 * sign-out with a paid, unpaid or half-paid bon, a team mate's read-only view of the team's bon,
 * who has paid in the lists, and the committee's desk (paid in cash, refunded).
 */
let zuidAdmin: number;
const { world, fx, post, matchInput, createMatch, detail, entries, signUp, payAs } =
  withMatchPaymentWorld(10);

beforeAll(async () => {
  zuidAdmin = await insertOpenMatch(world().t, 'zuid', {
    naam: 'Zuid beker',
    aanvang: '2026-12-01 09:00',
    inschrijvingsstart: '2026-11-01 00:00',
    inschrijvingsstop: '2026-11-30 18:00',
    max_deelnemers: 20,
    ideal_betalingen: true,
    inschrijfgeld_cents: 1000,
  });
});

describe('whether sign-out refunds: the committee decides per match', () => {
  it('is off unless set; the member sees it on the match', async () => {
    const plain = await createMatch({ naam: 'Zonder restitutie' });
    expect(plain).toMatchObject({ uitschrijven_restitutie: false, ideal_betalingen: true });
    expect((await detail(world().people[0]!.cookie, plain.id)).uitschrijven_restitutie).toBe('n');

    const put = await world().t.app.inject({
      method: 'PUT',
      url: `/api/admin/wedstrijd/${plain.id}`,
      headers: writeHeaders(world().admin),
      payload: matchInput({ naam: 'Zonder restitutie', uitschrijven_restitutie: true }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(AdminMatch.parse(put.json()).uitschrijven_restitutie).toBe(true);
    expect((await detail(world().people[0]!.cookie, plain.id)).uitschrijven_restitutie).toBe('j');
  });

  it('refuses a flag that is not a boolean, naming it', async () => {
    const res = await post(
      '/api/admin/wedstrijd',
      world().admin,
      matchInput({ uitschrijven_restitutie: 'ja' }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fields)).toContain('uitschrijven_restitutie');
  });
});

describe('sign-out and the paid fee', () => {
  it('a paid sign-up signed out before the deadline is refunded when the match says so', async () => {
    const m = await createMatch({ naam: 'Met restitutie', uitschrijven_restitutie: true });
    const member = world().people[0]!;
    const signed = await signUp(member.cookie, m.id);
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      status: 'open',
      te_betalen: true,
      eigen: true,
      totaal_cents: 2000,
      betaald_cents: 0,
    });
    await payAs(member.cookie, m.id);
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      te_betalen: false,
      betaald_cents: 2000,
    });
    const list = await entries(member.cookie, m.id);
    expect(list.teams.find((x) => x.id === signed.team_id)?.betaald).toBe(true);

    const out = await fx.signOut(member.cookie, m.id);
    expect(out.statusCode).toBe(200);
    expect(SignOutResponse.parse(out.json()).terugbetaling).toEqual({
      bedrag_cents: 2000,
      status: 'refunded',
    });
    const [bon] = await world().t.app.payments.list(
      world().t.clubId('demo'),
      'match_registration',
      [signed.team_id],
    );
    expect(bon).toMatchObject({ status: 'refunded', terugbetaling: { status: 'refunded' } });
  });

  it('a keyed sign-out commits the refund with it and then asks the provider', async () => {
    const m = await createMatch({ naam: 'Restitutie met sleutel', uitschrijven_restitutie: true });
    const member = world().people[1]!;
    const signed = await signUp(member.cookie, m.id);
    await payAs(member.cookie, m.id);
    const out = await fx.signOut(member.cookie, m.id, false, 'uitschrijven-restitutie-1');
    expect(out.statusCode).toBe(200);
    expect(SignOutResponse.parse(out.json()).terugbetaling?.bedrag_cents).toBe(2000);
    await expect
      .poll(
        async () =>
          (
            await world().t.app.payments.list(world().t.clubId('demo'), 'match_registration', [
              signed.team_id,
            ])
          )[0]?.terugbetaling?.status,
      )
      .toBe('refunded');
    // The replay answers the same, and refunds nothing twice.
    const again = await fx.signOut(member.cookie, m.id, false, 'uitschrijven-restitutie-1');
    expect(again.json()).toEqual(out.json());
  });

  it('without the flag the club keeps a paid fee', async () => {
    const m = await createMatch({ naam: 'Geen restitutie' });
    const member = world().people[2]!;
    const signed = await signUp(member.cookie, m.id);
    await payAs(member.cookie, m.id);
    const out = await fx.signOut(member.cookie, m.id);
    expect(out.statusCode).toBe(200);
    expect(SignOutResponse.parse(out.json()).terugbetaling).toBeUndefined();
    const [bon] = await world().t.app.payments.list(
      world().t.clubId('demo'),
      'match_registration',
      [signed.team_id],
    );
    expect(bon?.status).toBe('paid');
  });

  it('a checkout left open at sign-out cannot pay the sign-up any more', async () => {
    const m = await createMatch({ naam: 'Open betaling bij uitschrijven' });
    const member = world().people[3]!;
    const signed = await signUp(member.cookie, m.id);
    const link = PayLinkResponse.parse((await fx.payLink(member.cookie, m.id)).json()).url;
    expect((await detail(member.cookie, m.id)).bon?.status).toBe('pending');
    expect((await fx.signOut(member.cookie, m.id)).statusCode).toBe(200);
    await world().t.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    const [bon] = await world().t.app.payments.list(
      world().t.clubId('demo'),
      'match_registration',
      [signed.team_id],
    );
    expect(bon?.status).not.toBe('paid');
  });
});

describe('a paid sign-up keeps its price', () => {
  it('refuses an update that changes what it costs; one that costs the same goes through', async () => {
    const m = await createMatch({
      naam: 'Met lunch',
      products: [{ naam: 'Lunch', prijs_cents: 1500 }],
    });
    const member = world().people[3]!;
    const lunch = (await detail(member.cookie, m.id)).producten[0]!;
    await signUp(member.cookie, m.id, { producten: [{ id: lunch.id, aantal: 1 }] });
    expect((await detail(member.cookie, m.id)).bon?.totaal_cents).toBe(3500);
    await payAs(member.cookie, m.id);

    const more = await fx.signUp(
      member.cookie,
      m.id,
      { producten: [{ id: lunch.id, aantal: 2 }] },
      { method: 'PUT' },
    );
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'BON_PAID', fields: [{ field: 'producten' }] });
    const same = await fx.signUp(
      member.cookie,
      m.id,
      { producten: [{ id: lunch.id, aantal: 1 }], comment: 'graag vroeg' },
      { method: 'PUT' },
    );
    expect(same.statusCode, same.body).toBe(200);
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      totaal_cents: 3500,
    });
  });
});

describe("a team's bon", () => {
  it('is paid by who made the sign-up; a team mate sees it read-only and cannot pay it', async () => {
    const m = await createMatch({
      naam: 'Greensome met inschrijfgeld',
      wedstrijdvorm: 'greensomes',
      spelers: 2,
      inschrijvingsvorm: 'team',
    });
    const [leader, mate] = [world().people[4]!, world().people[5]!];
    await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });

    const mine = (await detail(leader.cookie, m.id)).bon;
    expect(mine).toMatchObject({ eigen: true, te_betalen: true, totaal_cents: 4000 });
    const theirs = (await detail(mate.cookie, m.id)).bon;
    expect(theirs).toMatchObject({ eigen: false, te_betalen: false, status: 'open' });

    const refused = await fx.payLink(mate.cookie, m.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOTHING_TO_PAY', fields: [{ field: 'team' }] });
    expect((await fx.get(mate.cookie, `/api/wedstrijd/${m.id}/pay`)).statusCode).toBe(409);

    await payAs(leader.cookie, m.id);
    expect((await detail(mate.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      betaald_cents: 4000,
      te_betalen: false,
    });
  });
});

describe("the committee's desk", () => {
  const desk = (id: number, team: number, what: 'betaald' | 'restitutie', cookie?: string) =>
    post(`/api/admin/wedstrijd/${id}/teams/${team}/${what}`, cookie);

  it('refuses without a session, a member, and another club or match', async () => {
    const m = await createMatch({ naam: 'Balie weigeringen' });
    const member = world().people[6]!;
    const signed = await signUp(member.cookie, m.id);
    for (const what of ['betaald', 'restitutie'] as const) {
      expect((await desk(m.id, signed.team_id, what)).statusCode).toBe(401);
      const forbidden = await desk(m.id, signed.team_id, what, member.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
      expect((await desk(zuidAdmin, signed.team_id, what, world().admin)).statusCode).toBe(404);
      expect((await desk(m.id, 999999, what, world().admin)).statusCode).toBe(404);
    }
    expect((await detail(member.cookie, m.id)).bon?.status).toBe('open');
  });

  it('marks a sign-up paid at the desk once, then gives it back', async () => {
    const m = await createMatch({ naam: 'Balie' });
    const member = world().people[7]!;
    const signed = await signUp(member.cookie, m.id);

    const notPaid = await desk(m.id, signed.team_id, 'restitutie', world().admin);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().code).toBe('NOT_REFUNDABLE');

    const paid = await desk(m.id, signed.team_id, 'betaald', world().admin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(
      AdminMatch.parse(paid.json()).teams.find((x) => x.id === signed.team_id)?.bon,
    ).toMatchObject({
      status: 'paid',
      betaald_via: 'desk',
      totaal_cents: 2000,
    });
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      te_betalen: false,
    });
    const list = await entries(member.cookie, m.id);
    expect(list.teams.find((x) => x.id === signed.team_id)?.betaald).toBe(true);
    const paylink = await fx.payLink(member.cookie, m.id);
    expect(paylink.json().code).toBe('ALREADY_PAID');

    const twice = await desk(m.id, signed.team_id, 'betaald', world().admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_PAID');

    const back = await desk(m.id, signed.team_id, 'restitutie', world().admin);
    expect(back.statusCode, back.body).toBe(200);
    expect(
      AdminMatch.parse(back.json()).teams.find((x) => x.id === signed.team_id)?.bon,
    ).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2000, status: 'refunded' },
    });
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      status: 'refunded',
      te_betalen: false,
      terugbetaling: { bedrag_cents: 2000 },
    });
    expect(
      (await entries(member.cookie, m.id)).teams.find((x) => x.id === signed.team_id)?.betaald,
    ).toBe(false);
  });

  it('refunds an iDEAL payment through the provider', async () => {
    const m = await createMatch({ naam: 'Balie iDEAL' });
    const member = world().people[6]!;
    const signed = await signUp(member.cookie, m.id);
    await payAs(member.cookie, m.id);
    const before = AdminMatch.parse(
      (await fx.get(world().admin, `/api/admin/wedstrijd/${m.id}`)).json(),
    );
    expect(before.teams.find((x) => x.id === signed.team_id)?.bon).toMatchObject({
      status: 'paid',
      betaald_via: 'demo',
    });
    const back = await desk(m.id, signed.team_id, 'restitutie', world().admin);
    expect(back.statusCode).toBe(200);
    expect((await detail(member.cookie, m.id)).bon?.terugbetaling).toEqual({
      bedrag_cents: 2000,
      status: 'refunded',
    });
  });

  it('has nothing to take for a sign-up that costs nothing', async () => {
    const m = await createMatch({
      naam: 'Gratis',
      inschrijfgeld_cents: 0,
      ideal_betalingen: false,
    });
    const signed = await signUp(world().people[5]!.cookie, m.id);
    const res = await desk(m.id, signed.team_id, 'betaald', world().admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOTHING_TO_PAY');
    expect((await entries(world().people[5]!.cookie, m.id)).teams[0]?.betaald).toBeNull();
  });
});

describe('the pay link from another site', () => {
  it('starts no payment: a GET without the app header, or a POST from an opaque origin', async () => {
    const m = await createMatch({ naam: 'Betalen van elders' });
    const member = world().people[8]!;
    await signUp(member.cookie, m.id);
    // A cross-site link or navigation carries the cookie but cannot set the header.
    const navigated = await fx.get(member.cookie, `/api/wedstrijd/${m.id}/paylink`);
    expect(navigated.statusCode).toBe(403);
    expect(navigated.json().code).toBe('CSRF');
    const opaque = await world().t.app.inject({
      method: 'POST',
      url: `/api/wedstrijd/${m.id}/paylink`,
      headers: { ...writeHeaders(member.cookie), origin: 'null' },
    });
    expect(opaque.statusCode).toBe(403);
    expect(opaque.json().code).toBe('CSRF');
    // Nothing was started: the bon is not there yet, or still open with nothing under way.
    const bon = (await detail(member.cookie, m.id)).bon;
    expect(bon).toMatchObject({ status: 'open', te_betalen: true });

    // The spec's GET, asked by the app (with its header), answers the checkout as POST does.
    const asked = await world().t.app.inject({
      url: `/api/wedstrijd/${m.id}/paylink`,
      headers: writeHeaders(member.cookie),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const posted = await fx.payLink(member.cookie, m.id);
    expect(PayLinkResponse.parse(posted.json()).url).toBe(PayLinkResponse.parse(asked.json()).url);
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({ status: 'pending' });
  });
});

describe('the way back from the checkout', () => {
  it('comes to the address the app was opened at, and through the login to the payment', async () => {
    const m = await createMatch({ naam: 'Terug naar het eigen adres' });
    const member = world().people[9]!;
    await signUp(member.cookie, m.id);
    const lan = 'http://192.168.1.20:3000';
    const link = await world().t.app.inject({
      method: 'POST',
      url: `/api/wedstrijd/${m.id}/paylink`,
      headers: { ...writeHeaders(member.cookie), origin: lan, host: '192.168.1.20:3000' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const chosen = await world().t.app.inject({
      method: 'POST',
      url: new URL(PayLinkResponse.parse(link.json()).url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    const back = chosen.headers.location as string;
    expect(back.startsWith(`${lan}/api/payments/bons/`)).toBe(true);

    // Without the session there (a cookie of another address), the login keeps club and screen.
    const lost = await world().t.app.inject({ url: new URL(back).pathname });
    expect(lost.statusCode).toBe(303);
    const login = new URL(lost.headers.location as string, lan);
    expect(login.pathname).toBe('/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      club: String(world().t.clubId('demo')),
      next: `/app/match/${m.id}/payment`,
    });
    // With it, straight to the payment with its state.
    const home = await world().t.app.inject({
      url: new URL(back).pathname,
      headers: { cookie: member.cookie },
    });
    expect(home.headers.location).toBe(`/app/match/${m.id}/payment?betaling=paid`);
  });
});
