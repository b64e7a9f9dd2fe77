import { and, asc, eq, notExists } from 'drizzle-orm';
import { MatchListResponse } from '@fairway/contract';
import { courses, holes, matches, memberRoles, memberships, players, tees } from '../src/db/schema';
import { writeHeaders, type TestApp } from './harness';

/** The seed's clock and the tests' (the demo matches are dated from it). */
export const MATCH_NOW = new Date('2026-11-22T10:00:00Z');

/**
 * The committee's create call's body (POST /api/admin/wedstrijd) for an individual stableford on
 * `course` from `tee` for both genders, played 1 December with sign-up open from 20 November, as
 * `over` changes it.
 */
export const adminMatchInput = (course: number, tee: number, over: Record<string, unknown>) => ({
  course_id: course,
  aanvang: '2026-12-01 09:00',
  holes: 18,
  wedstrijdvorm: 'stableford',
  spelers: 1,
  uitslag: 'stableford',
  inschrijvingsvorm: 'individueel',
  inschrijvingsstart: '2026-11-20 08:00',
  inschrijvingsstop: '2026-11-30 18:00',
  max_deelnemers: 40,
  spelers_per_flight: 4,
  tees: [
    { geslacht: 'm', tee_id: tee },
    { geslacht: 'v', tee_id: tee },
  ],
  ...over,
});

/** The first course of the club `snelnaam` and the first tee on it, as the committee picks them. */
export async function firstCourseAndTee(t: TestApp, snelnaam: string) {
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.club_id, t.clubId(snelnaam)));
  return { course: course!.id, tee: await firstTeeOf(t, snelnaam, course!.id) };
}

/** The first tee of the course `courseId` of the club `snelnaam`. */
export async function firstTeeOf(t: TestApp, snelnaam: string, courseId: number) {
  const [tee] = await t.database.db
    .select({ id: tees.id })
    .from(tees)
    .where(and(eq(tees.club_id, t.clubId(snelnaam)), eq(tees.course_id, courseId)));
  return tee!.id;
}

/** The par of each hole of the tee `tee` of the club `club` (its id), hole 1 first. */
export async function teePars(t: TestApp, club: number, tee: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ par: holes.par })
    .from(holes)
    .where(and(eq(holes.club_id, club), eq(holes.tee_id, tee)))
    .orderBy(holes.hole_nr);
  return rows.map((h) => h.par);
}

/**
 * Writes a match of the club `snelnaam` on its first course straight into the database, past the
 * committee's checks, with `values` (name, dates, field and whatever else the test needs).
 */
export async function insertOpenMatch(
  t: TestApp,
  snelnaam: string,
  values: Omit<typeof matches.$inferInsert, 'club_id' | 'course_id'>,
): Promise<number> {
  const club = t.clubId(snelnaam);
  const db = t.database.db;
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.club_id, club))
    .orderBy(asc(courses.id))
    .limit(1);
  const [m] = await db
    .insert(matches)
    .values({ club_id: club, course_id: course!.id, ...values })
    .returning({ id: matches.id });
  return m!.id;
}

/** Helpers for the match tests: find a demo match, act as a member, call a match endpoint. */
export function matchFixtures(t: () => TestApp) {
  return {
    /** The id of the demo match whose name is `naam` (found through the list's search). */
    async matchId(cookie: string, naam: string): Promise<number> {
      const res = await t().app.inject({
        url: `/api/wedstrijd?term=${encodeURIComponent(naam)}`,
        headers: { cookie },
      });
      const list = MatchListResponse.parse(res.json());
      const m = list.matches.find((x) => x.naam === naam);
      if (!m) throw new Error(`no demo match ${naam}`);
      return m.id;
    },
    /** Members of a club (not guests, not the named accounts), with a session each. */
    async members(snelnaam: string, n: number, skip = 0) {
      const clubId = t().clubId(snelnaam);
      const rows = await t()
        .database.db.select({ id: memberships.id, geslacht: players.geslacht })
        .from(memberships)
        .innerJoin(players, eq(players.id, memberships.player_id))
        .where(
          and(
            eq(memberships.club_id, clubId),
            eq(memberships.is_gast, false),
            notExists(
              t()
                .database.db.select()
                .from(memberRoles)
                .where(
                  and(
                    eq(memberRoles.club_id, memberships.club_id),
                    eq(memberRoles.relatie_id, memberships.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(memberships.id))
        .offset(10 + skip)
        .limit(n);
      return Promise.all(
        rows.map(async (r) => ({ ...r, cookie: await t().sessionFor(r.id, snelnaam) })),
      );
    },
    signUp(
      cookie: string,
      id: number,
      body: unknown,
      opts: { method?: 'POST' | 'PUT'; key?: string } = {},
    ) {
      return t().app.inject({
        method: opts.method ?? 'POST',
        url: `/api/wedstrijd/${id}/inschrijven`,
        headers: { ...writeHeaders(cookie), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
        payload: body as object,
      });
    },
    signOut(cookie: string, id: number, team = false, key?: string) {
      return t().app.inject({
        method: 'POST',
        url: `/api/wedstrijd/${id}/uitschrijven${team ? '?signOutTeam=1' : ''}`,
        headers: { ...writeHeaders(cookie), ...(key ? { 'idempotency-key': key } : {}) },
      });
    },
    get(cookie: string, url: string) {
      return t().app.inject({ url, headers: { cookie } });
    },
    /** Asks for the sign-up's checkout as the app does (POST; it may start a payment). */
    payLink(cookie: string, id: number) {
      return t().app.inject({
        method: 'POST',
        url: `/api/wedstrijd/${id}/paylink`,
        headers: writeHeaders(cookie),
      });
    },
  };
}

/**
 * A member's place in a sign-up as the database's match_sign_up takes it (its players): no
 * buggy, lunch or cart and no remark; the early/late wish and the category as given.
 */
export const signUpPlayer = (
  relatie_id: number,
  vroeglaat = 'geen',
  category_id: number | null = null,
) => ({
  relatie_id,
  position: 0,
  buggy: 'n',
  horeca: 'n',
  handicart: 'n',
  vroeglaat,
  opmerking: '',
  category_id,
});
