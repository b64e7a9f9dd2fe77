import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, LeaderboardResponse, ResultsResponse } from '@fairway/contract';
import { CARD_TYPE, PROCESSING_RESULT } from '@fairway/golf';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import { adminMatchInput, firstCourseAndTee, signUpPlayer } from '../../../test/match-fixtures';
import {
  handicapHistory,
  holes,
  memberships,
  players as playersTable,
  scorecards,
} from '../../db/schema';

/**
 * The standings of the forms played by sides, through HTTP, as members read them: a greensome's
 * and a foursome's side plays off one Playing Handicap made of both partners' Course Handicaps
 * (WHS Appendix C: 60 % of the lower and 40 % of the higher, or half of both, rounded once), each
 * partner's from the index in effect at the start, also for a partner who has no card; a
 * four-ball's partners each play off 85 % of their own. The published results and the live
 * leaderboard rank them the same way.
 *
 * Every player here is a man playing the first tee of the demo course (Wit: 73.4, 137, par 72),
 * so each index gives a known Course Handicap: 17.0 → 22, 21.1 → 27, 23.6 → 30, 7.1 → 10,
 * 13.7 → 18 (85 %: 15), 0.0 → 1 (85 %: 1), 30.0 → 38.
 */
let t: TestApp;
let admin: string;
let member: string;
let club: number;
let course: number;
let tee: number;
let lids: { id: number; player: number }[];
/** Par and stroke index of each hole of the tee, hole 1 first. */
let layout: { par: number; si: number }[];

// 25 November, 13:00 at the club; the matches are on 1 December at 09:00.
const BEFORE = new Date('2026-11-25T12:00:00Z');
const MATCH_DAY = new Date('2026-12-01T10:00:00Z');
let now = BEFORE;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, member] = await Promise.all([t.login('commissie'), t.login('demo')]);
  club = t.clubId('demo');
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
  const db = t.database.db;
  lids = await db
    .select({ id: memberships.id, player: memberships.player_id })
    .from(memberships)
    .innerJoin(playersTable, eq(playersTable.id, memberships.player_id))
    .where(
      and(
        eq(memberships.club_id, club),
        sql`${memberships.username} like 'lid%'`,
        eq(playersTable.geslacht, 'm'),
        isNull(memberships.deactivated_at),
      ),
    )
    .orderBy(memberships.id)
    .offset(20)
    .limit(12);
  expect(lids).toHaveLength(12);
  // Their seeded records would decide the index in effect: each starts from the index the test
  // gives, without a record.
  await db.delete(handicapHistory).where(
    inArray(
      handicapHistory.player_id,
      lids.map((l) => l.player),
    ),
  );
  layout = await db
    .select({ par: holes.par, si: holes.si })
    .from(holes)
    .where(and(eq(holes.club_id, club), eq(holes.tee_id, tee)))
    .orderBy(holes.hole_nr);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = admin, payload?: unknown) =>
  callAs(t, method, url, cookie, payload);

async function step(id: number, path: string) {
  const res = await call('POST', `/api/admin/wedstrijd/${id}/${path}`);
  expect(res.statusCode, res.body).toBe(200);
}

/** The player's index now, with no record before the match: it is also the one in effect then. */
async function setIndex(lid: { player: number }, tenths: number) {
  await t.database.db
    .update(playersTable)
    .set({ handicap_tenths: tenths, start_index_tenths: null, start_index_date: null })
    .where(eq(playersTable.id, lid.player));
}

/**
 * The player's record gives `before` from a round on 20 November, and a round played since (after
 * the match) moved their index to `now`: the match is played off `before`.
 */
async function indexMovedSince(lid: { id: number; player: number }, before: number, after: number) {
  const db = t.database.db;
  const [card] = await db
    .insert(scorecards)
    .values({
      club_id: club,
      relatie_id: lid.id,
      player_id: lid.player,
      typekaart: CARD_TYPE.QUALIFYING,
      course_club_id: club,
      baan_id: course,
      tee_id: tee,
      aantal_holes: 18,
      datum: '2026-11-20',
      tijd: '10:00',
      cr_tenths: 734,
      sr: 137,
      par: 72,
      index_before_tenths: before,
      playing_handicap: 20,
      is_ingevuld: true,
      verwerkt: true,
      uitslag: PROCESSING_RESULT.ISVERWERKT,
    })
    .returning({ id: scorecards.id });
  await db.insert(handicapHistory).values({
    player_id: lid.player,
    seq: 1,
    card_id: card!.id,
    datum: '2026-11-20',
    index_tenths: before,
    differential_tenths: null,
    details: {},
  });
  await setIndex(lid, after);
}

async function createMatch(over: Record<string, unknown>) {
  const res = await call(
    'POST',
    '/api/admin/wedstrijd',
    admin,
    adminMatchInput(course, tee, {
      naam: `Sides ${over['wedstrijdvorm']}`,
      spelers: 2,
      inschrijvingsvorm: 'team',
      qualifying: false,
      inschrijfgeld_cents: 0,
      categories: [],
      products: [],
      ...over,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return AdminMatch.parse(res.json()).id;
}

/** A side of two signed up together, the first partner first. */
async function signUpSide(match: number, first: { id: number }, second: { id: number }) {
  const rows = [signUpPlayer(first.id), { ...signUpPlayer(second.id), position: 1 }];
  await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, null, ${first.id}, now(), '2026-11-22 12:00'::timestamp,
      ${JSON.stringify(rows)}::jsonb, '[]'::jsonb)`,
  );
}

/** The committee enters the player's card as handed in. */
async function enterCard(match: number, lid: { id: number }, strokes: number[]) {
  const res = await call('PUT', `/api/admin/wedstrijd/${match}/kaart/${lid.id}`, admin, {
    scores: strokes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function leaderboard(match: number) {
  const res = await call('GET', `/api/wedstrijd/${match}/leaderboard`, member);
  expect(res.statusCode, res.body).toBe(200);
  return LeaderboardResponse.parse(res.json()).categories[0]!.lines;
}

/** Processed on the match day and published: the results as a member reads them. */
async function publishedResults(match: number) {
  await step(match, 'sluiten');
  now = MATCH_DAY;
  try {
    await step(match, 'verwerken');
  } finally {
    now = BEFORE;
  }
  await step(match, 'uitslag');
  const res = await call('GET', `/api/wedstrijd/${match}/uitslag`, member);
  expect(res.statusCode, res.body).toBe(200);
  return ResultsResponse.parse(res.json()).categories[0]!.lines;
}

const bogeys = () => layout.map((h) => h.par + 1);

describe.each([
  // A: 22 and 27 → 60 % × 22.0 + 40 % × 27.0 = 24; B: 30 and 10 → 60 % × 10.0 + 40 % × 30.0 = 18.
  { form: 'greensomes', offset: 0, a: 24, b: 18 },
  // Half of each: A (22.0 + 27.0) / 2 = 24 (24.5 unrounded is 24.496); B (30.0 + 10.0) / 2 = 20.
  { form: 'foursomes', offset: 4, a: 24, b: 20 },
])('a $form played by sides of two', ({ form, offset, a, b }) => {
  it("ranks each side on its Playing Handicap from both partners' indexes in effect", async () => {
    const [a1, a2, b1, b2] = lids.slice(offset, offset + 4) as [
      (typeof lids)[number],
      (typeof lids)[number],
      (typeof lids)[number],
      (typeof lids)[number],
    ];
    await setIndex(a1, 170);
    // Played off 21.1 (Course Handicap 27), not the 30.0 of a round since (38: the side 28).
    await indexMovedSince(a2, 211, 300);
    await setIndex(b1, 236);
    await setIndex(b2, 71);
    const match = await createMatch({ wedstrijdvorm: form, uitslag: 'netto' });
    await signUpSide(match, a1, a2);
    await signUpSide(match, b1, b2);
    // One card per side (the side plays one ball), the first partner's; both sides score 90.
    await enterCard(match, a1, bogeys());
    await enterCard(match, b1, bogeys());

    // The whole board in, it is ordered as the results will be: on the sides' handicaps, where
    // the first partner's own (22 and 30) would put B first (60 against 68).
    const board = await leaderboard(match);
    expect.soft(board.map((l) => [l.players.map((p) => p.id), l.position, l.total])).toEqual([
      [[a1.id, a2.id], 1, 90 - a],
      [[b1.id, b2.id], 2, 90 - b],
    ]);

    const results = await publishedResults(match);
    expect(
      results.map((l) => [
        l.players.map((p) => p.id),
        l.positie,
        l.playing_handicap,
        l.bruto,
        l.netto,
      ]),
    ).toEqual([
      [[a1.id, a2.id], 1, a, 90, 90 - a],
      [[b1.id, b2.id], 2, b, 90, 90 - b],
    ]);
  });
});

describe('a four-ball stableford', () => {
  it("ranks each partner's ball on 85 % of their Course Handicap", async () => {
    const [c1, c2, d1, d2] = lids.slice(8, 12) as [
      (typeof lids)[number],
      (typeof lids)[number],
      (typeof lids)[number],
      (typeof lids)[number],
    ];
    for (const p of [c1, c2]) await setIndex(p, 137);
    for (const p of [d1, d2]) await setIndex(p, 0);
    const match = await createMatch({ wedstrijdvorm: 'four_ball', uitslag: 'stableford' });
    await signUpSide(match, c1, c2);
    await signUpSide(match, d1, d2);
    // C (Course Handicap 18, plays off 15) bogeys every hole: 2 points on the 15 holes with a
    // stroke, 1 on the other 3, so 33 (36 on their whole Course Handicap). D (1, plays off 1) is
    // level par but for bogeys on the two easiest holes: 3 + 15 × 2 + 2 × 1 = 35.
    const dScores = layout.map((h) => (h.si >= 17 ? h.par + 1 : h.par));
    for (const p of [c1, c2]) await enterCard(match, p, bogeys());
    for (const p of [d1, d2]) await enterCard(match, p, dScores);

    const board = await leaderboard(match);
    expect.soft(board.map((l) => [l.players.map((p) => p.id), l.position, l.total])).toEqual([
      [[d1.id, d2.id], 1, 35],
      [[c1.id, c2.id], 2, 33],
    ]);

    const results = await publishedResults(match);
    expect(results.map((l) => [l.players.map((p) => p.id), l.positie, l.stableford])).toEqual([
      [[d1.id, d2.id], 1, 35],
      [[c1.id, c2.id], 2, 33],
    ]);
  });
});
