import { describe, expect, it } from 'vitest';
import { AdminMatch, PayLinkResponse, SignOutResponse } from '@fairway/contract';
import { withMatchPaymentWorld } from '../../../test/match-payment-fixtures';
import { MATCH_NOW } from '../../../test/match-fixtures';

/**
 * The edges of a match sign-up's payment a club runs into: the refund seen after signing out, the
 * one who made a team sign-up leaving alone, a team mate leaving a paid team, and the reserve list.
 */
const { world, fx, post, createMatch, detail, entries, signUp, payAs } = withMatchPaymentWorld(14);

const teamMatch = (naam: string, over: Record<string, unknown> = {}) =>
  createMatch({
    naam,
    wedstrijdvorm: 'greensomes',
    spelers: 2,
    inschrijvingsvorm: 'team',
    ...over,
  });
const bonOf = async (teamId: number) =>
  (await world().t.app.payments.list(world().t.clubId('demo'), 'match_registration', [teamId]))[0];

describe('the refund after signing out', () => {
  it('stays on the match for who paid and signed out, with its state', async () => {
    const m = await createMatch({ naam: 'Zichtbare restitutie', uitschrijven_restitutie: true });
    const [member, other] = [world().people[0]!, world().people[1]!];
    await signUp(member.cookie, m.id);
    expect((await detail(member.cookie, m.id)).uitgeschreven_terugbetaling).toBeNull();
    await payAs(member.cookie, m.id);
    expect((await fx.signOut(member.cookie, m.id)).statusCode).toBe(200);

    const after = await detail(member.cookie, m.id);
    expect(after.user_signed_up).toBe(false);
    expect(after.bon).toBeNull();
    expect(after.uitgeschreven_terugbetaling).toEqual({ bedrag_cents: 2000, status: 'refunded' });
    expect((await detail(other.cookie, m.id)).uitgeschreven_terugbetaling).toBeNull();

    // Signed up again, the new sign-up's bill is shown; the old refund is still told.
    await signUp(member.cookie, m.id);
    const again = await detail(member.cookie, m.id);
    expect(again.bon).toMatchObject({ status: 'open', te_betalen: true });
    expect(again.uitgeschreven_terugbetaling).toEqual({ bedrag_cents: 2000, status: 'refunded' });
  });

  it('is not there when the club keeps the fee, or nothing was paid', async () => {
    const kept = await createMatch({ naam: 'Geen zichtbare restitutie' });
    const member = world().people[2]!;
    await signUp(member.cookie, kept.id);
    await payAs(member.cookie, kept.id);
    await fx.signOut(member.cookie, kept.id);
    expect((await detail(member.cookie, kept.id)).uitgeschreven_terugbetaling).toBeNull();

    const unpaid = await createMatch({ naam: 'Onbetaald uit', uitschrijven_restitutie: true });
    await signUp(member.cookie, unpaid.id);
    await fx.signOut(member.cookie, unpaid.id);
    expect((await detail(member.cookie, unpaid.id)).uitgeschreven_terugbetaling).toBeNull();
  });
});

describe('the one who made a team sign-up leaves alone', () => {
  it('an unpaid bon moves to the first team mate left, who can now pay it', async () => {
    const m = await teamMatch('Leider weg, onbetaald');
    const [leader, mate] = [world().people[3]!, world().people[4]!];
    const signed = await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    expect((await detail(mate.cookie, m.id)).bon).toMatchObject({ eigen: false });

    const out = await fx.signOut(leader.cookie, m.id);
    expect(out.statusCode, out.body).toBe(200);
    expect((await detail(leader.cookie, m.id)).bon).toBeNull();

    const theirs = (await detail(mate.cookie, m.id)).bon;
    expect(theirs).toMatchObject({ eigen: true, te_betalen: true, totaal_cents: 2000 });
    await payAs(mate.cookie, m.id);
    expect(await bonOf(signed.team_id)).toMatchObject({
      status: 'paid',
      relatie_id: mate.id,
      totaal_cents: 2000,
    });
    // The team mate now leads the sign-up: they may sign the whole of it out.
    expect((await fx.signOut(mate.cookie, m.id, true)).statusCode).toBe(200);
  });

  it("a checkout the leaver still had open cannot pay the team's bon any more", async () => {
    const m = await teamMatch('Leider weg met open betaling');
    const [leader, mate] = [world().people[5]!, world().people[6]!];
    const signed = await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    const link = PayLinkResponse.parse((await fx.payLink(leader.cookie, m.id)).json()).url;
    expect((await fx.signOut(leader.cookie, m.id)).statusCode).toBe(200);
    await world().t.app.inject({
      method: 'POST',
      url: new URL(link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(await bonOf(signed.team_id)).toMatchObject({ relatie_id: mate.id });
    expect((await bonOf(signed.team_id))?.status).not.toBe('paid');
    const theirs = (await detail(mate.cookie, m.id)).bon;
    expect(theirs).toMatchObject({ eigen: true, te_betalen: true });
    await payAs(mate.cookie, m.id);
    expect((await bonOf(signed.team_id))?.status).toBe('paid');
  });

  it('a paid bon stays paid; without sign-out refunds the club keeps the leaver’s fee', async () => {
    const m = await teamMatch('Leider weg, betaald');
    const [leader, mate] = [world().people[7]!, world().people[8]!];
    const signed = await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    await payAs(leader.cookie, m.id);
    const out = await fx.signOut(leader.cookie, m.id);
    expect(SignOutResponse.parse(out.json()).terugbetaling).toBeUndefined();

    expect((await detail(mate.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      totaal_cents: 2000,
      betaald_cents: 4000,
      te_betalen: false,
      deelterugbetalingen: [],
    });
    const list = await entries(mate.cookie, m.id);
    expect(list.teams.find((x) => x.id === signed.team_id)?.betaald).toBe(true);
    expect((await fx.payLink(mate.cookie, m.id)).statusCode).toBe(409);
    expect((await detail(leader.cookie, m.id)).uitgeschreven_terugbetaling).toBeNull();
  });

  it('with sign-out refunds the leaver gets their fee back; the rest when the team signs out', async () => {
    const m = await teamMatch('Leider weg, restitutie', { uitschrijven_restitutie: true });
    const [leader, mate] = [world().people[9]!, world().people[10]!];
    const signed = await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    await payAs(leader.cookie, m.id);
    const out = await fx.signOut(leader.cookie, m.id);
    expect(SignOutResponse.parse(out.json()).terugbetaling).toEqual({
      bedrag_cents: 2000,
      status: 'refunded',
    });
    expect((await detail(leader.cookie, m.id)).uitgeschreven_terugbetaling).toEqual({
      bedrag_cents: 2000,
      status: 'refunded',
    });
    expect((await detail(mate.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      betaald_cents: 4000,
      totaal_cents: 2000,
      deelterugbetalingen: [
        { deel: `player:${leader.id}`, bedrag_cents: 2000, status: 'refunded' },
      ],
    });

    // The team mate, leading now, signs the rest out: what is left of the payment comes back.
    expect((await fx.signOut(mate.cookie, m.id, true)).statusCode).toBe(200);
    expect(await bonOf(signed.team_id)).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2000, status: 'refunded' },
    });
  });
});

describe('a team mate leaves a paid team', () => {
  it('with sign-out refunds their share goes back to who paid; the bon stays paid', async () => {
    const m = await teamMatch('Teamgenoot weg, restitutie', { uitschrijven_restitutie: true });
    const [leader, mate] = [world().people[11]!, world().people[12]!];
    const signed = await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    await payAs(leader.cookie, m.id);
    const out = await fx.signOut(mate.cookie, m.id);
    expect(out.statusCode).toBe(200);
    // The money goes to the payer's account, not the leaver's: the leaver is told nothing back.
    expect(SignOutResponse.parse(out.json()).terugbetaling).toBeUndefined();
    expect((await detail(mate.cookie, m.id)).uitgeschreven_terugbetaling).toBeNull();

    expect((await detail(leader.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      eigen: true,
      betaald_cents: 4000,
      totaal_cents: 2000,
      deelterugbetalingen: [{ deel: `player:${mate.id}`, bedrag_cents: 2000, status: 'refunded' }],
    });
    expect((await bonOf(signed.team_id))?.status).toBe('paid');
  });

  it('without them nothing is refunded and the paid amount stays on the bon', async () => {
    const m = await teamMatch('Teamgenoot weg, geen restitutie');
    const [leader, mate] = [world().people[13]!, world().people[0]!];
    await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
    await payAs(leader.cookie, m.id);
    await fx.signOut(mate.cookie, m.id);
    expect((await detail(leader.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      betaald_cents: 4000,
      totaal_cents: 2000,
      deelterugbetalingen: [],
    });
  });
});

describe('the reserve list', () => {
  it('a reserve cannot pay until promoted into the field', async () => {
    const m = await createMatch({ naam: 'Vol veld', max_deelnemers: 1 });
    const [first, reserve] = [world().people[1]!, world().people[2]!];
    await signUp(first.cookie, m.id);
    const waiting = await signUp(reserve.cookie, m.id);
    expect(waiting.msg).toBe('RESERVE_LIST');

    expect((await detail(reserve.cookie, m.id)).bon).toMatchObject({
      reservelijst: true,
      te_betalen: false,
      eigen: true,
      status: 'open',
    });
    const refused = await fx.payLink(reserve.cookie, m.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'RESERVE_LIST',
      fields: [{ field: 'reservelijst' }],
    });

    expect((await fx.signOut(first.cookie, m.id)).statusCode).toBe(200);
    expect((await detail(reserve.cookie, m.id)).bon).toMatchObject({
      reservelijst: false,
      te_betalen: true,
    });
    await payAs(reserve.cookie, m.id);
    expect((await detail(reserve.cookie, m.id)).bon?.status).toBe('paid');
  });

  it('a reserve who paid before (legacy) gets it back when the match is processed without them', async () => {
    const m = await createMatch({ naam: 'Vol veld verwerkt', max_deelnemers: 1 });
    const [first, reserve] = [world().people[3]!, world().people[4]!];
    const inField = await signUp(first.cookie, m.id);
    await payAs(first.cookie, m.id);
    const waiting = await signUp(reserve.cookie, m.id);
    // Paid as a reserve could before the pay link refused it: straight through the payments module.
    const club = world().t.clubId('demo');
    const bon = await world().t.app.payments.openBon(club, {
      relatieId: reserve.id,
      subjectKind: 'match_registration',
      subjectId: waiting.team_id,
      contextId: m.id,
      omschrijving: m.naam,
      regels: [{ omschrijving: m.naam, bedrag_cents: 2000 }],
      returnPath: `/app/match/${m.id}/payment`,
    });
    const { checkout_url } = await world().t.app.payments.checkout.payLink(
      club,
      reserve.id,
      bon.id,
    );
    await world().t.app.inject({
      method: 'POST',
      url: new URL(checkout_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect((await bonOf(waiting.team_id))?.status).toBe('paid');

    // Processed on the match's day (1 December, 11:00 at the club).
    world().setNow(new Date('2026-12-01T10:00:00Z'));
    const processed = await post(`/api/admin/wedstrijd/${m.id}/verwerken`, world().admin).finally(
      () => world().setNow(MATCH_NOW),
    );
    expect(processed.statusCode, processed.body).toBe(200);
    expect(await bonOf(waiting.team_id)).toMatchObject({
      status: 'refunded',
      terugbetaling: { bedrag_cents: 2000, status: 'refunded' },
    });
    // The sign-up that played keeps its payment.
    expect((await bonOf(inField.team_id))?.status).toBe('paid');
    expect(
      AdminMatch.parse(processed.json()).teams.find((x) => x.id === waiting.team_id)?.bon,
    ).toMatchObject({ status: 'refunded' });
  });
});
