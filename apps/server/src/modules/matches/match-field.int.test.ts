import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { insertOpenMatch, signUpPlayer } from '../../../test/match-fixtures';
import { matches, matchFlights, matchTeams, memberships } from '../../db/schema';

/**
 * The SQL functions that hold a match's field (migration match_functions): a sign-up takes places
 * or a reserve-list place in arrival order, a flight never takes more teams than it holds, and a
 * sign-out moves the reserve list up.
 */
let t: TestApp;
let club: number;
let members: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  club = t.clubId('demo');
  const db = t.database.db;
  members = (
    await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.club_id, club))
      .limit(12)
  ).map((m) => m.id);
});
afterAll(() => t.close());

async function newMatch(max: number, extra: Partial<typeof matches.$inferInsert> = {}) {
  return insertOpenMatch(t, 'demo', {
    naam: 'Field test',
    aanvang: '2026-12-01 09:00',
    inschrijvingsstart: '2026-11-01 00:00',
    inschrijvingsstop: '2026-11-30 18:00',
    max_deelnemers: max,
    ...extra,
  });
}

/**
 * Whether an error is the database function's refusal `code` (SQLSTATE FM001, its message
 * {"refusal": code}), whichever driver raised it and however the query builder wraps it.
 */
const refusedWith =
  (code: string) =>
  (err: unknown): boolean => {
    const cause = (err as { cause?: unknown }).cause ?? err;
    const { code: state, message } = cause as { code?: string; message?: string };
    return state === 'FM001' && JSON.parse(message ?? '{}').refusal === code;
  };

async function signUp(match: number, relatie: number, flight: number | null = null) {
  const r: unknown = await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, ${flight}, ${relatie}, now(), '2026-11-20 12:00'::timestamp,
      ${JSON.stringify([signUpPlayer(relatie)])}::jsonb, '[]'::jsonb) as r`,
  );
  return (r as { rows: { r: { team_id: number; in_field: boolean } }[] }).rows[0]!.r;
}

describe('match field functions', () => {
  it('fills the field, then the reserve list, and moves it up on sign-out', async () => {
    const match = await newMatch(2);
    const a = await signUp(match, members[0]!);
    const b = await signUp(match, members[1]!);
    const c = await signUp(match, members[2]!);
    expect([a.in_field, b.in_field, c.in_field]).toEqual([true, true, false]);
    await t.database.db.execute(
      sql`select match_sign_out(${club}, ${match}, ${a.team_id}, null, '2026-11-20 12:00'::timestamp)`,
    );
    const teams = await t.database.db
      .select()
      .from(matchTeams)
      .where(and(eq(matchTeams.club_id, club), eq(matchTeams.match_id, match)));
    expect(teams.map((x) => [x.id, x.reservelijst])).toEqual([
      [b.team_id, false],
      [c.team_id, false],
    ]);
    const [m] = await t.database.db.select().from(matches).where(eq(matches.id, match));
    expect([m!.deelnemers, m!.reserves]).toEqual([2, 0]);
  });

  it('refuses a full flight and a sign-up outside the window', async () => {
    const match = await newMatch(10);
    const [f] = await t.database.db
      .insert(matchFlights)
      .values({ club_id: club, match_id: match, nummer: 1, starttijd: '09:00', capacity: 1 })
      .returning();
    await signUp(match, members[3]!, f!.id);
    await expect(signUp(match, members[4]!, f!.id)).rejects.toSatisfy(
      refusedWith('MATCH_FLIGHT_FULL'),
    );
    await expect(
      t.database.db.execute(
        sql`select match_sign_up(${club}, ${match}, null, ${members[5]!}, now(), '2026-12-01 12:00'::timestamp,
          ${JSON.stringify([signUpPlayer(members[5]!)])}::jsonb, '[]'::jsonb)`,
      ),
    ).rejects.toSatisfy(refusedWith('MATCH_SIGN_UP_CLOSED'));
  });

  it('gives the first reserve the place the leaver freed in a direct-flight match', async () => {
    const match = await newMatch(2, { direct_in_flight_inschrijven: true });
    const [f1, f2] = await flights(match, [1, 1]);
    const a = await signUp(match, members[0]!, f1);
    await signUp(match, members[1]!, f2);
    const c = await signUp(match, members[2]!, f2);
    expect(c.in_field).toBe(false);
    await signOut(match, a.team_id);
    expect(await teamOf(c.team_id)).toEqual({ reservelijst: false, flight_id: f1 });
    expect(await flightTeams(match)).toEqual([
      [f1, 1],
      [f2, 1],
    ]);
  });

  it('puts the promoted reserve in the drawn start list', async () => {
    const match = await newMatch(2);
    const a = await signUp(match, members[3]!);
    const b = await signUp(match, members[4]!);
    const c = await signUp(match, members[5]!);
    // The committee's draw: both teams of the field in one flight with no room left.
    const [f] = await flights(match, [2], 1, 2);
    await t.database.db
      .update(matchTeams)
      .set({ flight_id: f })
      .where(and(eq(matchTeams.club_id, club), inArray(matchTeams.id, [a.team_id, b.team_id])));
    await signOut(match, b.team_id);
    expect(await teamOf(c.team_id)).toEqual({ reservelijst: false, flight_id: f });
    expect(await flightTeams(match)).toEqual([[f, 2]]);
  });

  it('keeps a reserve waiting while no flight has room, and moves it up when one has', async () => {
    const match = await newMatch(2, { direct_in_flight_inschrijven: true });
    const [f1, f2] = await flights(match, [1, 1]);
    await signUp(match, members[6]!, f1);
    await signUp(match, members[7]!, f2);
    const c = await signUp(match, members[8]!, f1);
    // The committee enlarges the field, but every flight is full.
    await t.database.db.update(matches).set({ max_deelnemers: 3 }).where(eq(matches.id, match));
    expect(await promote(match)).toBe(0);
    expect(await teamOf(c.team_id)).toEqual({ reservelijst: true, flight_id: null });
    const [f3] = await flights(match, [1], 3);
    expect(await promote(match)).toBe(1);
    expect(await teamOf(c.team_id)).toEqual({ reservelijst: false, flight_id: f3 });
  });

  it('moves reserves into freed flight places one at a time when members leave at once', async () => {
    const match = await newMatch(4, { direct_in_flight_inschrijven: true });
    const [f1, f2] = await flights(match, [2, 2]);
    const field = [];
    for (const [i, m] of members.slice(0, 4).entries())
      field.push(await signUp(match, m, i < 2 ? f1 : f2));
    const waiting = [];
    for (const m of members.slice(4, 7)) waiting.push(await signUp(match, m, f1));
    expect(waiting.map((w) => w.in_field)).toEqual([false, false, false]);
    // Two leave at the same moment (separate connections on PostgreSQL).
    await Promise.all([signOut(match, field[0]!.team_id), signOut(match, field[3]!.team_id)]);
    const moved = await Promise.all(waiting.map((w) => teamOf(w.team_id)));
    expect(moved.map((x) => x.reservelijst)).toEqual([false, false, true]);
    expect(new Set(moved.slice(0, 2).map((x) => x.flight_id))).toEqual(new Set([f1, f2]));
    // Every flight's counter equals its teams and stays within its capacity.
    const teams = await t.database.db
      .select()
      .from(matchTeams)
      .where(and(eq(matchTeams.club_id, club), eq(matchTeams.match_id, match)));
    for (const [id, count] of await flightTeams(match)) {
      expect(count).toBe(teams.filter((x) => x.flight_id === id).length);
      expect(count).toBeLessThanOrEqual(2);
    }
    const [m] = await t.database.db.select().from(matches).where(eq(matches.id, match));
    expect([m!.deelnemers, m!.reserves]).toEqual([4, 1]);
  });
});

/** Flights numbered from `first`; `teams` is what a draw put in each (kept equal to its teams). */
async function flights(
  match: number,
  capacities: number[],
  first = 1,
  teams = 0,
): Promise<number[]> {
  const rows = await t.database.db
    .insert(matchFlights)
    .values(
      capacities.map((capacity, i) => ({
        club_id: club,
        match_id: match,
        nummer: first + i,
        starttijd: `09:${String((first + i) * 8).padStart(2, '0')}`,
        capacity,
        teams,
      })),
    )
    .returning();
  return rows.map((r) => r.id);
}

async function signOut(match: number, team: number) {
  await t.database.db.execute(
    sql`select match_sign_out(${club}, ${match}, ${team}, null, '2026-11-20 12:00'::timestamp)`,
  );
}

async function promote(match: number): Promise<number> {
  const r: unknown = await t.database.db.execute(
    sql`select match_promote_reserves(${club}, ${match}) as n`,
  );
  return (r as { rows: { n: number }[] }).rows[0]!.n;
}

async function teamOf(team: number) {
  const [row] = await t.database.db
    .select({ reservelijst: matchTeams.reservelijst, flight_id: matchTeams.flight_id })
    .from(matchTeams)
    .where(and(eq(matchTeams.club_id, club), eq(matchTeams.id, team)));
  return row!;
}

async function flightTeams(match: number): Promise<[number, number][]> {
  const rows = await t.database.db
    .select({ id: matchFlights.id, teams: matchFlights.teams })
    .from(matchFlights)
    .where(and(eq(matchFlights.club_id, club), eq(matchFlights.match_id, match)))
    .orderBy(matchFlights.nummer);
  return rows.map((r) => [r.id, r.teams]);
}
