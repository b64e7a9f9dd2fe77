import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, MatchFlightsResponse } from '@fairway/contract';
import { matches, matchFlights, matchTeams } from '../../db/schema';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import {
  MATCH_NOW,
  adminMatchInput,
  firstCourseAndTee,
  insertOpenMatch,
  matchFixtures,
} from '../../../test/match-fixtures';

/**
 * A flight has room while it holds fewer teams than both its capacity and the match's
 * spelers_per_flight: the flight list (`vol`), a direct flight sign-up, an update that changes
 * flight and the reserve list's move up all go by that one rule. The committee's draw can leave a
 * flight with a capacity above spelers_per_flight (the teams it drew there), so capacity alone is
 * not the rule.
 */
let t: TestApp;
const fx = matchFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
});
afterAll(() => t.close());

/**
 * A match of three sign-ups, drawn as the committee's draw writes it (every team in one flight of
 * capacity max(spelers_per_flight, teams)), and then open to direct flight sign-up; one of the
 * three has left again.
 */
async function drawnMatchOneLeft() {
  const clubId = t.clubId('demo');
  const db = t.database.db;
  const id = await insertOpenMatch(t, 'demo', {
    naam: 'Na de loting',
    aanvang: '2026-12-07 09:00',
    inschrijvingsstart: '2026-11-01 08:00',
    inschrijvingsstop: '2026-12-01 18:00',
    max_deelnemers: 10,
    spelers_per_flight: 2,
  });
  const people = await fx.members('demo', 5, 60);
  for (const p of people.slice(0, 3))
    expect((await fx.signUp(p.cookie, id, {})).statusCode).toBe(200);
  const [drawn, other] = await db
    .insert(matchFlights)
    .values([
      { club_id: clubId, match_id: id, nummer: 1, starttijd: '09:00', capacity: 3, teams: 3 },
      { club_id: clubId, match_id: id, nummer: 2, starttijd: '09:10', capacity: 2, teams: 0 },
    ])
    .returning();
  await db
    .update(matchTeams)
    .set({ flight_id: drawn!.id })
    .where(and(eq(matchTeams.club_id, clubId), eq(matchTeams.match_id, id)));
  await db
    .update(matches)
    .set({ direct_in_flight_inschrijven: true })
    .where(and(eq(matches.club_id, clubId), eq(matches.id, id)));
  expect((await fx.signOut(people[0]!.cookie, id)).statusCode).toBe(200);
  return { id, drawn: drawn!.id, other: other!.id, newcomer: people[3]!, mover: people[1]! };
}

const flightsOf = async (cookie: string, id: number) =>
  MatchFlightsResponse.parse((await fx.get(cookie, `/api/wedstrijd/${id}/flights`)).json());

describe('a flight the list shows as full', () => {
  it('refuses a direct sign-up into it after a draw and a sign-out, and takes one elsewhere', async () => {
    const { id, drawn, other, newcomer } = await drawnMatchOneLeft();
    const shown = await flightsOf(newcomer.cookie, id);
    expect(shown.find((f) => f.id === drawn)).toMatchObject({ teams: 2, capacity: 3, vol: true });

    const refused = await fx.signUp(newcomer.cookie, id, { flight_id: drawn });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('MATCH_FLIGHT_FULL');
    expect((await flightsOf(newcomer.cookie, id)).find((f) => f.id === drawn)!.teams).toBe(2);

    const taken = await fx.signUp(newcomer.cookie, id, { flight_id: other });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await flightsOf(newcomer.cookie, id)).find((f) => f.id === other)).toMatchObject({
      teams: 1,
      vol: false,
    });
  });
});

/**
 * A flight is four players (spelers_per_flight teams of one in an individual form), also when a
 * sign-up brings guests: a member with a guest needs two places in the flight, not one team's,
 * and the flight list shows a flight whose places are taken as full.
 */
describe("a flight's room in players", () => {
  const guest = { firstname: 'Gijs', lastname: 'Gast', handicap: 24.1, gender: 'm' };
  // Members after those of the test above, eight for each test.
  let skip = 65;

  /**
   * An individual match of direct flight sign-up for seven players (or `field`), guests allowed:
   * flights of four laid out by the committee's save, with four members alone in the first.
   */
  async function firstFlightOfFour(field = 7) {
    const committee = await t.login('commissie');
    const { course, tee } = await firstCourseAndTee(t, 'demo');
    const created = await callAs(
      t,
      'POST',
      '/api/admin/wedstrijd',
      committee,
      adminMatchInput(course, tee, {
        naam: 'Met gasten in de flight',
        qualifying: false,
        inschrijfgeld_cents: 0,
        max_deelnemers: field,
        spelers_per_flight: 4,
        aantal_gastspelers_inschrijven: 1,
        direct_in_flight_inschrijven: true,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, flights } = AdminMatch.parse(created.json());
    expect(flights).toHaveLength(Math.ceil(field / 4));
    const people = await fx.members('demo', 8, (skip += 10));
    expect(people).toHaveLength(8);
    for (const p of people.slice(0, 4))
      expect((await fx.signUp(p.cookie, id, { flight_id: flights[0]!.id })).statusCode).toBe(200);
    /** The players seated in each flight, as the committee's start list shows them. */
    const seated = async () => {
      const m = AdminMatch.parse((await fx.get(committee, `/api/admin/wedstrijd/${id}`)).json());
      return m.flights
        .slice(0, 2)
        .map((f) =>
          m.teams
            .filter((x) => !x.reservelijst && x.flight_id === f.id)
            .reduce((n, x) => n + x.players.length, 0),
        );
    };
    return { id, first: flights[0]!.id, second: flights[1]!.id, people, seated };
  }

  it('moves a reserve with a guest up into a flight with room for both, not the leaver’s', async () => {
    const { id, second, people, seated } = await firstFlightOfFour();
    const [leaver, , , , paired, reserve] = people;
    const withGuest = { players: [{ guest }] };
    expect(
      (await fx.signUp(paired!.cookie, id, { ...withGuest, flight_id: second })).statusCode,
    ).toBe(200);
    // Six of seven places taken: a member with a guest waits on the reserve list.
    const waiting = await fx.signUp(reserve!.cookie, id, { ...withGuest, flight_id: second });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().players[0].reservelijst).toBe(true);
    expect(await seated()).toEqual([4, 2]);

    // One leaves the first flight: the field has room for the pair, that flight for one player.
    expect((await fx.signOut(leaver!.cookie, id)).statusCode).toBe(200);
    expect(await seated()).toEqual([3, 4]);
  });

  it('refuses a member with a guest a flight with one place left, and takes them where two are', async () => {
    const { id, first, second, people, seated } = await firstFlightOfFour();
    const [leaver, , , , pair] = people;
    expect((await fx.signOut(leaver!.cookie, id)).statusCode).toBe(200);
    const refused = await fx.signUp(pair!.cookie, id, { players: [{ guest }], flight_id: first });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('MATCH_FLIGHT_FULL');
    const taken = await fx.signUp(pair!.cookie, id, { players: [{ guest }], flight_id: second });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await seated()).toEqual([3, 2]);
  });

  it('lists a flight of two members with a guest each as full, and refuses it a member alone', async () => {
    // Room in the field for all of them: the member alone is refused the flight, not the field.
    const { id, second, people, seated } = await firstFlightOfFour(12);
    const [, , , , one, two, alone] = people;
    for (const p of [one!, two!])
      expect(
        (await fx.signUp(p.cookie, id, { players: [{ guest }], flight_id: second })).statusCode,
      ).toBe(200);
    expect(await seated()).toEqual([4, 4]);
    // Two teams of the four a flight takes, but its four places are taken.
    expect((await flightsOf(alone!.cookie, id)).find((f) => f.id === second)).toMatchObject({
      teams: 2,
      vol: true,
    });
    const refused = await fx.signUp(alone!.cookie, id, { flight_id: second });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('MATCH_FLIGHT_FULL');
  });

  it('refuses a guest added to a sign-up in a full flight', async () => {
    const { id, people, seated } = await firstFlightOfFour();
    const member = people[0]!;
    const reg = await fx.get(member.cookie, `/api/wedstrijd/${id}/inschrijving`);
    const added = await fx.signUp(
      member.cookie,
      id,
      { players: [{ guest }], flight_id: reg.json().flight_id },
      { method: 'PUT' },
    );
    expect(added.statusCode, added.body).toBe(409);
    expect(added.json().code).toBe('MATCH_FLIGHT_FULL');
    expect(await seated()).toEqual([4, 0]);
  });
});
