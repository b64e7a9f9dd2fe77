import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchFlightsResponse } from '@fairway/contract';
import { matches, matchFlights, matchTeams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { MATCH_NOW, insertOpenMatch, matchFixtures } from '../../../test/match-fixtures';

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
