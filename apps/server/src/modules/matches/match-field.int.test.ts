import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { courses, matches, matchFlights, matchTeams, memberships } from '../../db/schema';

/**
 * The SQL functions that hold a match's field (migration match_functions): a sign-up takes places
 * or a reserve-list place in arrival order, a flight never takes more teams than it holds, and a
 * sign-out moves the reserve list up.
 */
let t: TestApp;
let club: number;
let course: number;
let members: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  club = t.clubId('demo');
  const db = t.database.db;
  course = (await db.select({ id: courses.id }).from(courses).where(eq(courses.club_id, club)))[0]!
    .id;
  members = (
    await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.club_id, club))
      .limit(12)
  ).map((m) => m.id);
});
afterAll(() => t.close());

async function newMatch(max: number) {
  const [m] = await t.database.db
    .insert(matches)
    .values({
      club_id: club,
      naam: 'Field test',
      course_id: course,
      aanvang: '2026-12-01 09:00',
      inschrijvingsstart: '2026-11-01 00:00',
      inschrijvingsstop: '2026-11-30 18:00',
      max_deelnemers: max,
    })
    .returning();
  return m!.id;
}

const row = (relatie_id: number) => ({
  relatie_id,
  position: 0,
  buggy: 'n',
  horeca: 'n',
  handicart: 'n',
  vroeglaat: 'geen',
  opmerking: '',
});

async function signUp(match: number, relatie: number, flight: number | null = null) {
  const r: unknown = await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, ${flight}, ${relatie}, now(), '2026-11-20 12:00'::timestamp,
      ${JSON.stringify([row(relatie)])}::jsonb, '[]'::jsonb) as r`,
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
    await expect(signUp(match, members[4]!, f!.id)).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`select match_sign_up(${club}, ${match}, null, ${members[5]!}, now(), '2026-12-01 12:00'::timestamp,
          ${JSON.stringify([row(members[5]!)])}::jsonb, '[]'::jsonb)`,
      ),
    ).rejects.toThrow();
  });
});
