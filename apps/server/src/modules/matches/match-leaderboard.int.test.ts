import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, LeaderboardResponse } from '@fairway/contract';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import {
  adminMatchInput,
  firstCourseAndTee,
  insertOpenMatch,
  teePars,
  signUpPlayer,
} from '../../../test/match-fixtures';
import { memberships, players as playersTable } from '../../db/schema';
import { LEADERBOARD_FRESH_MS } from './match-leaderboard.service';

/**
 * GET /api/wedstrijd/{id}/leaderboard through HTTP: 401, 400, another club's match 404, and a
 * stableford played today whose board moves as the players type their holes (at most every few
 * seconds), with the scores unconfirmed until the marker signs; a guest sees no one's name.
 */
let t: TestApp;
let now = new Date('2026-11-25T12:00:00Z'); // 13:00 at the club, the match starts at 15:00
let admin: string;
let member: string;
let gast: string;
let club: number;
let match: number;
let zuidMatch: number;
let pars: number[];
let players: { id: number; cookie: string; card: number }[];

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  callAs(t, method, url, cookie, payload);

const board = async (cookie = member) => {
  const res = await call('GET', `/api/wedstrijd/${match}/leaderboard`, cookie);
  expect(res.statusCode).toBe(200);
  return LeaderboardResponse.parse(res.json());
};
/** The next call computes the board again. */
const later = () => {
  now = new Date(now.getTime() + LEADERBOARD_FRESH_MS + 1);
};
const typeHole = async (p: { cookie: string; card: number }, hole: number, score: number) => {
  const res = await call('POST', `/api/scorecards/${p.card}/hole/${hole}/score`, p.cookie, {
    score,
  });
  expect(res.statusCode).toBe(200);
};
const summary = (b: LeaderboardResponse) =>
  b.categories[0]!.lines.map((l) => [l.players[0]!.id, l.position, l.total, l.thru, l.status]);

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [admin, member, gast] = await Promise.all([
    t.login('commissie'),
    t.login('demo'),
    t.login('gast'),
  ]);
  club = t.clubId('demo');
  const db = t.database.db;
  const { course, tee } = await firstCourseAndTee(t, 'demo');
  pars = await teePars(t, club, tee);
  const res = await call(
    'POST',
    '/api/admin/wedstrijd',
    admin,
    adminMatchInput(course, tee, {
      naam: 'Leaderboard stableford',
      qualifying: false,
      inschrijfgeld_cents: 0,
      categories: [],
      aanvang: '2026-11-25 15:00',
      inschrijvingsstart: '2026-11-20 08:00',
      inschrijvingsstop: '2026-11-25 14:00',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  match = AdminMatch.parse(res.json()).id;
  const lids = await db
    .select({ id: memberships.id, player: memberships.player_id })
    .from(memberships)
    .where(and(eq(memberships.club_id, club), sql`${memberships.username} like 'lid%'`))
    .orderBy(memberships.id)
    .limit(4);
  // One index for the three, whatever their records give: the same strokes received on every
  // hole, at least one (so par is 3 points or more), whatever the demo's matches did to them.
  await db
    .update(playersTable)
    .set({ handicap_tenths: 250 })
    .where(
      inArray(
        playersTable.id,
        lids.slice(0, 3).map((l) => l.player),
      ),
    );
  players = [];
  for (const [i, lid] of lids.slice(0, 3).entries()) {
    await db.execute(
      sql`select match_sign_up(${club}, ${match}, null, ${lid.id}, now(), '2026-11-22 12:00'::timestamp,
        ${JSON.stringify([signUpPlayer(lid.id)])}::jsonb, '[]'::jsonb)`,
    );
    const cookie = await t.sessionFor(lid.id);
    // Each is marked by the next (the last by the fourth member).
    const marker = lids[i + 1]!.id;
    const card = await call('POST', `/api/wedstrijd/${match}/kaart`, cookie, { marker_id: marker });
    expect(card.statusCode).toBe(201);
    players.push({ id: lid.id, cookie, card: (card.json() as { id: number }).id });
  }
  zuidMatch = await insertOpenMatch(t, 'zuid', {
    naam: 'Zuid leaderboard',
    aanvang: '2026-11-25 09:00',
    inschrijvingsstart: '2026-11-01 00:00',
    inschrijvingsstop: '2026-11-20 18:00',
    max_deelnemers: 20,
  });
});
afterAll(() => t.close());

describe('GET /api/wedstrijd/{id}/leaderboard', () => {
  it('answers 401 without a session', async () => {
    expect((await call('GET', `/api/wedstrijd/${match}/leaderboard`)).statusCode).toBe(401);
  });

  it('answers 400 naming the id that is not one', async () => {
    const res = await call('GET', '/api/wedstrijd/abc/leaderboard', member);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(/id/);
  });

  it("answers 404 for another club's match and for one that does not exist", async () => {
    expect((await call('GET', `/api/wedstrijd/${zuidMatch}/leaderboard`, member)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/wedstrijd/999999/leaderboard', member)).statusCode).toBe(404);
  });

  it('lists the field without scores before the first hole, live on the match day', async () => {
    const b = await board();
    expect(b).toMatchObject({ uitslag: 'stableford', live: true, better_ball: false });
    expect(summary(b)).toEqual(players.map((p) => [p.id, null, null, 0, 'not_started']));
  });

  it('moves as holes are typed, at most every few seconds', async () => {
    const [a, b, c] = players as [
      (typeof players)[number],
      (typeof players)[number],
      (typeof players)[number],
    ];
    // a: par, par (PH 17+: at least 3 points a hole on these); b: a birdie and a par; c: one hole.
    await typeHole(a, 1, pars[0]!);
    await typeHole(a, 2, pars[1]!);
    await typeHole(b, 1, pars[0]! - 1);
    await typeHole(b, 2, pars[1]!);
    await typeHole(c, 1, pars[0]! + 3);
    // Within the few seconds the board computed before is answered.
    expect(summary(await board()).every((l) => l[3] === 0)).toBe(true);
    later();
    const moved = await board();
    const lines = moved.categories[0]!.lines;
    expect(lines.map((l) => [l.players[0]!.id, l.position, l.thru])).toEqual([
      [b.id, 1, 2],
      [a.id, 2, 2],
      [c.id, 3, 1],
    ]);
    expect(lines[0]!.total! - lines[1]!.total!).toBe(1);
    expect(lines.every((l) => !l.confirmed && !l.finished && l.status === 'ok')).toBe(true);
    // The viewer is not in the match; the players are named as the match's lists name them.
    expect(lines.every((l) => l.players[0]!.naam !== null && !l.is_self)).toBe(true);
    expect((await board(a.cookie)).categories[0]!.lines[1]!.is_self).toBe(true);
  });

  it('shows a guest no one else by name', async () => {
    const lines = (await board(gast)).categories[0]!.lines;
    expect(lines.every((l) => l.players[0]!.naam === null && l.players[0]!.id === null)).toBe(true);
  });

  it('marks the scores unconfirmed until the marker signs', async () => {
    const a = players[0]!;
    const submitted = await call('POST', `/api/scorecards/${a.card}/edit`, a.cookie, {
      scores: pars,
      allScoresSaved: 1,
    });
    expect(submitted.statusCode).toBe(200);
    later();
    const before = (await board()).categories[0]!.lines.find((l) => l.players[0]!.id === a.id)!;
    expect(before).toMatchObject({ thru: 18, finished: true, confirmed: false, position: 1 });

    const marker = await t.sessionFor(players[1]!.id);
    expect((await call('POST', `/api/scorecards/${a.card}/sign`, marker)).statusCode).toBe(200);
    later();
    const after = (await board()).categories[0]!.lines.find((l) => l.players[0]!.id === a.id)!;
    expect(after).toMatchObject({ thru: 18, finished: true, confirmed: true });
  });
});
