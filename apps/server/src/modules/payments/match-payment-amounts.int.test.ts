import { describe, expect, it } from 'vitest';
import { AdminMatch } from '@fairway/contract';
import { callAs } from '../../../test/harness';
import { withMatchPaymentWorld } from '../../../test/match-payment-fixtures';

/**
 * The amounts a sign-up's money moves by when the committee changes the match's fee after the
 * sign-up's bon was opened: a share given back is what was paid for it, and the desk takes what
 * the sign-up costs now, whichever of its routes the committee uses.
 */
const { world, fx, post, matchInput, createMatch, detail, signUp, payAs } =
  withMatchPaymentWorld(8);

/** The committee's edit of the match, as its form sends it, with `over` changed. */
const edit = async (id: number, over: Record<string, unknown>) => {
  const res = await callAs(
    world().t,
    'PUT',
    `/api/admin/wedstrijd/${id}`,
    world().admin,
    matchInput(over),
  );
  expect(res.statusCode, res.body).toBe(200);
  return AdminMatch.parse(res.json());
};

describe('a team mate leaves a paid team after the committee changed the fee', () => {
  const team = {
    wedstrijdvorm: 'greensomes',
    spelers: 2,
    inschrijvingsvorm: 'team',
    uitschrijven_restitutie: true,
  };

  it.each([
    ['raised', 3000, 2, 3],
    ['lowered', 500, 4, 5],
  ])(
    'fee %s to %i: the share given back is the 2000 paid for them',
    async (_, fee, leaderAt, mateAt) => {
      const naam = `Deel na nieuw tarief ${fee}`;
      const m = await createMatch({ naam, ...team });
      const [leader, mate] = [world().people[leaderAt]!, world().people[mateAt]!];
      await signUp(leader.cookie, m.id, { players: [{ member_id: mate.id }] });
      await payAs(leader.cookie, m.id);
      expect((await detail(leader.cookie, m.id)).bon).toMatchObject({
        status: 'paid',
        betaald_cents: 4000,
      });

      await edit(m.id, { naam, ...team, inschrijfgeld_cents: fee });
      const out = await fx.signOut(mate.cookie, m.id);
      expect(out.statusCode, out.body).toBe(200);

      expect((await detail(leader.cookie, m.id)).bon).toMatchObject({
        status: 'paid',
        betaald_cents: 4000,
        deelterugbetalingen: [
          { deel: `player:${mate.id}`, bedrag_cents: 2000, status: 'refunded' },
        ],
      });
      // The rest of the sign-up signed out: the club gives back all that is left, no more.
      expect((await fx.signOut(leader.cookie, m.id, true)).statusCode).toBe(200);
      expect((await detail(leader.cookie, m.id)).uitgeschreven_terugbetaling).toEqual({
        bedrag_cents: 2000,
        status: 'refunded',
      });
    },
  );
});

describe('the desk marks a sign-up paid after the committee raised the fee', () => {
  const routes = {
    "the bon's desk route": (bonId: number) => `/api/payments/bons/${bonId}/desk`,
    "the match page's desk route": (_: number, matchId: number, teamId: number) =>
      `/api/admin/wedstrijd/${matchId}/teams/${teamId}/betaald`,
  };

  it.each([
    ["the bon's desk route", 0],
    ["the match page's desk route", 1],
  ] as const)('through %s it takes what the sign-up costs now', async (route, at) => {
    const naam = `Kassa na nieuw tarief ${at}`;
    const m = await createMatch({ naam });
    const member = world().people[at]!;
    const signed = await signUp(member.cookie, m.id);
    // A checkout opened the bon at the old fee, and the member went away from it.
    await payAs(member.cookie, m.id, 'canceled');
    await edit(m.id, { naam, inschrijfgeld_cents: 3000 });
    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      totaal_cents: 3000,
      te_betalen: true,
    });

    const teams = AdminMatch.parse(
      (await callAs(world().t, 'GET', `/api/admin/wedstrijd/${m.id}`, world().admin)).json(),
    ).teams;
    const bonId = teams.find((x) => x.id === signed.team_id)!.bon!.id;
    const paid = await post(routes[route](bonId, m.id, signed.team_id), world().admin);
    expect(paid.statusCode, paid.body).toBe(200);

    expect((await detail(member.cookie, m.id)).bon).toMatchObject({
      status: 'paid',
      totaal_cents: 3000,
      betaald_cents: 3000,
      te_betalen: false,
    });
  });
});
