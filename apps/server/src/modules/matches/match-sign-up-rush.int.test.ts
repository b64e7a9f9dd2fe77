import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EntryListResponse,
  MatchFlightsResponse,
  RegistrationResponse,
  SignUpResponse,
} from '@fairway/contract';
import { courses, matches, matchFlights } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';

/**
 * The sign-up rush: many members ask for the last places at once. The database hands them out
 * (match_sign_up queues on the match's row): exactly the field is filled, nobody beyond it, and
 * the rest stand on the reserve list in the order they arrived.
 */
let t: TestApp;
const fx = matchFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
});
afterAll(() => t.close());

describe('a sign-up rush for the last places', () => {
  it('fills the field exactly and puts the rest on the reserve list in arrival order', async () => {
    const clubId = t.clubId('demo');
    const db = t.database.db;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, clubId))
      .orderBy(asc(courses.id))
      .limit(1);
    const [m] = await db
      .insert(matches)
      .values({
        club_id: clubId,
        naam: 'Rush',
        course_id: course!.id,
        aanvang: '2026-12-05 09:00',
        inschrijvingsstart: '2026-11-01 08:00',
        inschrijvingsstop: '2026-12-01 18:00',
        max_deelnemers: 10,
      })
      .returning();
    const id = m!.id;
    const crowd = await fx.members('demo', 30);
    // Eight places go first, one by one; then 22 members ask for the last two at once.
    for (const p of crowd.slice(0, 8))
      expect((await fx.signUp(p.cookie, id, {})).statusCode).toBe(200);
    const rush = crowd.slice(8);
    const answers = await Promise.all(rush.map((p) => fx.signUp(p.cookie, id, {})));
    expect(answers.map((a) => a.statusCode)).toEqual(rush.map(() => 200));
    const parsed = answers.map((a) => SignUpResponse.parse(a.json()));
    expect(parsed.filter((a) => a.msg === 'SIGNED_UP')).toHaveLength(2);
    const reserve = parsed.filter((a) => a.msg === 'RESERVE_LIST');
    expect(reserve).toHaveLength(20);

    const [row] = await db
      .select()
      .from(matches)
      .where(and(eq(matches.club_id, clubId), eq(matches.id, id)));
    expect([row!.deelnemers, row!.reserves]).toEqual([10, 20]);

    const list = EntryListResponse.parse(
      (await fx.get(crowd[0]!.cookie, `/api/wedstrijd/${id}/inschrijflijst`)).json(),
    );
    expect(list.teams.filter((x) => !x.reservelijst)).toHaveLength(10);
    // Reserve places 1..20 follow the order the sign-ups were taken (their team ids).
    const reserves = list.teams.filter((x) => x.reservelijst);
    expect(reserves.map((x) => x.reserve_positie)).toEqual(reserves.map((_, i) => i + 1));
    expect(reserves.map((x) => x.id)).toEqual([...reserves.map((x) => x.id)].sort((a, b) => a - b));

    // Two sign out: the first two reserves move up, in order.
    const out = await Promise.all(crowd.slice(0, 2).map((p) => fx.signOut(p.cookie, id)));
    expect(out.map((o) => o.statusCode)).toEqual([200, 200]);
    const after = EntryListResponse.parse(
      (await fx.get(crowd[0]!.cookie, `/api/wedstrijd/${id}/inschrijflijst`)).json(),
    );
    expect(after.deelnemers).toBe(10);
    const moved = reserves.slice(0, 2).map((x) => x.id);
    expect(after.teams.filter((x) => moved.includes(x.id)).every((x) => !x.reservelijst)).toBe(
      true,
    );
    expect(after.teams.filter((x) => x.reservelijst).map((x) => x.reserve_positie)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
  });

  it('gives the reserves who move up the flight places the leavers freed, at once', async () => {
    const clubId = t.clubId('demo');
    const db = t.database.db;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, clubId))
      .orderBy(asc(courses.id))
      .limit(1);
    const [m] = await db
      .insert(matches)
      .values({
        club_id: clubId,
        naam: 'Flights',
        course_id: course!.id,
        aanvang: '2026-12-06 09:00',
        inschrijvingsstart: '2026-11-01 08:00',
        inschrijvingsstop: '2026-12-01 18:00',
        max_deelnemers: 4,
        direct_in_flight_inschrijven: true,
      })
      .returning();
    const id = m!.id;
    const [f1, f2] = await db
      .insert(matchFlights)
      .values([
        { club_id: clubId, match_id: id, nummer: 1, starttijd: '09:00', capacity: 2 },
        { club_id: clubId, match_id: id, nummer: 2, starttijd: '09:10', capacity: 2 },
      ])
      .returning();
    const crowd = await fx.members('demo', 7, 40);
    const flightOf = [f1!.id, f1!.id, f2!.id, f2!.id];
    for (const [i, p] of crowd.slice(0, 4).entries())
      expect((await fx.signUp(p.cookie, id, { flight_id: flightOf[i] })).statusCode).toBe(200);
    const waiting = crowd.slice(4);
    for (const p of waiting) {
      const res = await fx.signUp(p.cookie, id, { flight_id: f1!.id });
      expect(SignUpResponse.parse(res.json()).msg).toBe('RESERVE_LIST');
    }

    // One leaves flight 1 and one flight 2, at the same moment.
    const out = await Promise.all([
      fx.signOut(crowd[0]!.cookie, id),
      fx.signOut(crowd[3]!.cookie, id),
    ]);
    expect(out.map((o) => o.json().promoted)).toEqual([1, 1]);

    const regs = await Promise.all(
      waiting.map(async (p) =>
        RegistrationResponse.parse(
          (await fx.get(p.cookie, `/api/wedstrijd/${id}/inschrijving`)).json(),
        ),
      ),
    );
    expect(regs.map((r) => r.reservelijst)).toEqual([false, false, true]);
    expect(new Set(regs.slice(0, 2).map((r) => r.flight_id))).toEqual(new Set([f1!.id, f2!.id]));
    expect(regs[2]!.reserve_positie).toBe(1);
    const flights = MatchFlightsResponse.parse(
      (await fx.get(crowd[1]!.cookie, `/api/wedstrijd/${id}/flights`)).json(),
    );
    expect(flights.map((f) => [f.teams, f.vol])).toEqual([
      [2, true],
      [2, true],
    ]);
  });
});
