import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EntryListResponse,
  MatchDetail,
  RegistrationResponse,
  ResultsResponse,
  SignUpResponse,
  StartListResponse,
  TeamPhcpResponse,
  type MatchPlayer,
} from '@fairway/contract';
import { buildApp } from '../../app';
import { clubConfig } from '../../db/schema';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';
import type { ClubPrivacyFlags } from '../members/member-privacy';
import { FLAGS_OFF, FLAGS_ON } from '../members/member-privacy.fixtures';

/**
 * What a match's lists show of people (member-privacy.ts, context `match`): a member sees the name
 * and handicap of everyone in the entry list, start list and results, whatever the club's privacy
 * flags; a guest sees themselves and their own sign-up, and of everyone else neither name nor
 * handicap (nor the id that would name them). Each list through HTTP, with the flags off and on.
 */
let t: TestApp;
const fx = matchFixtures(() => t);
let demo: string;
let gast: string;
const ids: Record<string, number> = {};
let gastTeam: number;

const SETTINGS: { label: string; flags: ClubPrivacyFlags }[] = [
  { label: 'all flags off', flags: { ...FLAGS_OFF, hide_profiel_link: true } },
  { label: 'all flags on', flags: FLAGS_ON },
];

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
  demo = await t.login('demo');
  gast = await t.login('gast');
  for (const naam of ['Najaarsstableford', 'Dinsdagmiddag 9 holes', 'Zomerstableford'])
    ids[naam] = await fx.matchId(demo, naam);
  // The guest signs up for the open stableford, bringing a guest player of their own.
  const m = MatchDetail.parse(
    (await fx.get(gast, `/api/wedstrijd/${ids.Najaarsstableford}`)).json(),
  );
  // In the category the guest's index fits.
  const { handicap } = (await fx.get(gast, '/api/relatie/self')).json() as { handicap: number };
  const category = m.categories.find(
    (c) => handicap >= (c.handicap_min ?? -Infinity) && handicap <= (c.handicap_max ?? Infinity),
  )!;
  const res = await fx.signUp(gast, ids.Najaarsstableford!, {
    category_id: category.id,
    players: [
      { guest: { firstname: 'Gijs', lastname: 'Meegenomen', handicap: 18.2, gender: 'm' } },
    ],
    preferences: { buggy: 'n', horeca: 'n', handicart: 'n', start_game: 'geen' },
    comment: '',
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer = SignUpResponse.parse(res.json());
  gastTeam = answer.team_id;
  // The sign-up's own answer names the guest and the player they brought.
  expect(answer.players.map((p) => p.naam)).toEqual([expect.any(String), 'Gijs Meegenomen']);
});
afterAll(() => t.close());

/** The demo club's flags set to `flags`, and an app with fresh caches on the same database. */
async function appWith(flags: ClubPrivacyFlags): Promise<FastifyInstance> {
  await t.database.db
    .update(clubConfig)
    .set(flags)
    .where(eq(clubConfig.club_id, t.clubId('demo')));
  const app = await buildApp({ db: t.database.db, clock: () => MATCH_NOW });
  await app.ready();
  return app;
}

const hidden = (p: MatchPlayer) => p.naam === null && p.id === null && p.handicap === null;
const named = (p: MatchPlayer) => typeof p.naam === 'string' && p.naam.length > 0;

for (const { label, flags } of SETTINGS) {
  describe(`a match's lists name people as the policy says (${label})`, () => {
    let app: FastifyInstance;
    const get = (cookie: string, url: string) => app.inject({ url, headers: { cookie } });
    beforeAll(async () => {
      app = await appWith(flags);
    });
    afterAll(() => app.close());

    it('the entry list: a member sees everyone, a guest only their own sign-up', async () => {
      const url = `/api/wedstrijd/${ids.Najaarsstableford}/inschrijflijst`;
      const asMember = EntryListResponse.parse((await get(demo, url)).json());
      const everyone = asMember.teams.flatMap((x) => x.players);
      expect(everyone.length).toBeGreaterThan(10);
      expect(everyone.every(named)).toBe(true);
      expect(everyone.filter((p) => !p.is_gast).every((p) => p.id !== null)).toBe(true);
      expect(everyone.some((p) => p.handicap !== null)).toBe(true);

      const asGuest = EntryListResponse.parse((await get(gast, url)).json());
      const own = asGuest.teams.find((x) => x.id === gastTeam)!;
      expect(own.players.every(named)).toBe(true);
      expect(own.players.some((p) => p.is_self)).toBe(true);
      const others = asGuest.teams.filter((x) => x.id !== gastTeam).flatMap((x) => x.players);
      expect(others.length).toBe(everyone.length - own.players.length);
      expect(others.every(hidden)).toBe(true);
      // The body names no one else: no member name from the member's view appears in it.
      const body = (await get(gast, url)).body;
      for (const p of everyone.filter((x) => !own.players.some((o) => o.naam === x.naam)))
        expect(body).not.toContain(p.naam!);
    });

    it('the start list: a member sees the flights with names, a guest sees who plays not', async () => {
      const url = `/api/wedstrijd/${ids['Dinsdagmiddag 9 holes']}/startlijst`;
      const asMember = StartListResponse.parse((await get(demo, url)).json());
      const players = asMember.flights.flatMap((f) => f.teams.flatMap((x) => x.players));
      expect(players.length).toBe(14);
      expect(players.every(named)).toBe(true);
      expect(players.filter((p) => p.is_self)).toHaveLength(1);

      const asGuest = StartListResponse.parse((await get(gast, url)).json());
      const seen = asGuest.flights.flatMap((f) => f.teams.flatMap((x) => x.players));
      expect(seen.length).toBe(14);
      expect(seen.every(hidden)).toBe(true);
    });

    it('the results: a member sees names and their own line, a guest the scores only', async () => {
      const url = `/api/wedstrijd/${ids.Zomerstableford}/uitslag`;
      const asMember = ResultsResponse.parse((await get(demo, url)).json());
      const lines = asMember.categories.flatMap((c) => c.lines);
      expect(lines.flatMap((l) => l.players).every(named)).toBe(true);
      expect(lines.filter((l) => l.is_self)).toHaveLength(1);

      const asGuest = ResultsResponse.parse((await get(gast, url)).json());
      const guestLines = asGuest.categories.flatMap((c) => c.lines);
      expect(guestLines.map((l) => l.stableford)).toEqual(lines.map((l) => l.stableford));
      expect(guestLines.flatMap((l) => l.players).every(hidden)).toBe(true);
      expect(guestLines.some((l) => l.is_self)).toBe(false);
    });

    it("a team's handicaps: a guest gets no one else's, their own sign-up in full", async () => {
      const list = EntryListResponse.parse(
        (await get(demo, `/api/wedstrijd/${ids.Najaarsstableford}/inschrijflijst`)).json(),
      );
      const other = list.teams.find((x) => x.id !== gastTeam && x.players[0]!.handicap !== null)!;
      const theirs = TeamPhcpResponse.parse((await get(gast, `/api/team/${other.id}/phcp`)).json());
      expect(theirs.players.map((p) => [p.naam, p.id, p.handicap, p.course_handicap])).toEqual(
        theirs.players.map(() => [null, null, null, null]),
      );
      const asMember = TeamPhcpResponse.parse(
        (await get(demo, `/api/team/${other.id}/phcp`)).json(),
      );
      expect(asMember.players.every((p) => p.naam !== null && p.handicap !== null)).toBe(true);

      const own = TeamPhcpResponse.parse((await get(gast, `/api/team/${gastTeam}/phcp`)).json());
      expect(own.players.map((p) => p.naam)).toEqual([expect.any(String), 'Gijs Meegenomen']);
      const reg = RegistrationResponse.parse(
        (await get(gast, `/api/wedstrijd/${ids.Najaarsstableford}/inschrijving`)).json(),
      );
      expect(reg.team_members.every(named)).toBe(true);
      // The guest player they brought, as they typed it in: the form shows it to edit.
      expect(reg.team_members.find((p) => p.is_gast)!.handicap).toBe(18.2);
    });
  });
}

describe('a guest signing out', () => {
  it('still sees their own sign-up until it is gone, then no one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wedstrijd/${ids.Najaarsstableford}/uitschrijven`,
      headers: writeHeaders(gast),
    });
    expect(res.statusCode).toBe(200);
    const list = EntryListResponse.parse(
      (await fx.get(gast, `/api/wedstrijd/${ids.Najaarsstableford}/inschrijflijst`)).json(),
    );
    expect(list.teams.flatMap((x) => x.players).every(hidden)).toBe(true);
  });
});
