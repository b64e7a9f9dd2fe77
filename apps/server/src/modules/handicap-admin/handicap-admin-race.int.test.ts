import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCourse, CommitteeWriteResult } from '@fairway/contract';
import { handicapHistory, players, scorecards } from '../../db/schema';
import { withTestApp, type TestApp } from '../../../test/harness';
import { adminCalls } from '../../../test/admin-calls';
import { FOURS, flatCourse } from '../../../test/course-fixtures';
import { committeeMembers, memberWithoutCards } from '../../../test/handicap-admin-fixtures';

// Two committee members correcting the same card at the same moment: on PostgreSQL the two run at
// once (PGlite serialises them, which must also hold). The player's lock orders them; the record
// is then the replay of whichever came last, never a mix, and neither call fails.
let t: TestApp;
let first: string;
let second: string;
let relatieId: number;
let playerId: number;
let course: AdminCourse;
const { call } = adminCalls(() => t, 'handicap-race');

withTestApp(async (app) => {
  t = app;
  const beheer = await t.login('beheer');
  [first, second] = (await committeeMembers(t, 2)).map((m) => m.cookie) as [string, string];
  ({ playerId, relatieId } = await memberWithoutCards(t, { achternaam: 'Racetest' }));
  const made = await call('POST', '/api/admin/courses', beheer, flatCourse('Racebaan'));
  course = AdminCourse.parse(made.json());
});

describe('two committee members correcting one card at once', () => {
  it('both succeed, one after the other; the record is the replay of the last', async () => {
    const entered = await call('POST', `/api/admin/handicap/members/${relatieId}/cards`, first, {
      date: '2026-10-01',
      holes: 18,
      baan_id: course.id,
      tee_id: course.tees[0]!.id,
      scores: FOURS,
      reason: 'ingevoerd door de commissie',
    });
    const cardId = CommitteeWriteResult.parse(entered.json()).card!.id;
    // One card: its index is its differential − 2.0 (NGF). Fives: 90 → 18.0 → 16.0; sixes:
    // 108 → 36.0 → 34.0 (no hole above its net double bogey of 9 at index 54.0).
    const expected = new Map([
      [90, 160],
      [108, 340],
    ]);
    for (let round = 0; round < 10; round++) {
      const [a, b] = await Promise.all([
        call('PUT', `/api/admin/handicap/cards/${cardId}/scores`, first, {
          scores: FOURS.map(() => 5),
          reason: `ronde ${round}: vijven`,
        }),
        call('PUT', `/api/admin/handicap/cards/${cardId}/scores`, second, {
          scores: FOURS.map(() => 6),
          reason: `ronde ${round}: zessen`,
        }),
      ]);
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
      const db = t.database.db;
      const [card] = await db.select().from(scorecards).where(eq(scorecards.id, cardId));
      const [p] = await db.select().from(players).where(eq(players.id, playerId));
      const history = await db
        .select()
        .from(handicapHistory)
        .where(eq(handicapHistory.player_id, playerId));
      expect(card!.correction_reason).toBe(
        card!.ags === 90 ? `ronde ${round}: vijven` : `ronde ${round}: zessen`,
      );
      expect(p!.handicap_tenths).toBe(expected.get(card!.ags!));
      expect(card!.ehcp_nieuw_tenths).toBe(expected.get(card!.ags!));
      expect(history.map((h) => h.index_tenths)).toEqual([expected.get(card!.ags!)]);
    }
  });
});
