import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCourse, CommitteeWriteResult } from '@fairway/contract';
import { handicapHistory, scorecards } from '../../db/schema';
import { withTestApp, type TestApp } from '../../../test/harness';
import { adminCalls } from '../../../test/admin-calls';
import { FOURS, flatCourse } from '../../../test/course-fixtures';
import {
  committeeMembers,
  elsewhereCard,
  memberWithoutCards,
} from '../../../test/handicap-admin-fixtures';

/**
 * A card the handicap committee enters for a time of a day that already has a processed card:
 * it is played off the index in effect before its date and time, in the replay's order (date,
 * time, id). Worked out by hand with the NGF table on a course rated 72.0 / 113 / par 72 (par 4
 * on every hole, stroke index = hole number), where a differential is the AGS − 72.
 */
let t: TestApp;
let committee: string;
let relatieId: number;
let course: AdminCourse;
const { call } = adminCalls(() => t, 'committee-card-time');

withTestApp(async (app) => {
  t = app;
  const beheer = await t.login('beheer');
  const [holder] = await committeeMembers(t, 1);
  committee = holder!.cookie;
  ({ relatieId } = await memberWithoutCards(t, {
    achternaam: 'Tijdtest',
    roepnaam: 'Tessa',
    geslacht: 'v',
  }));
  course = AdminCourse.parse(
    (await call('POST', '/api/admin/courses', beheer, flatCourse('Tijdbaan'))).json(),
  );
});

describe('a committee card entered for an earlier time of a day with a processed card', () => {
  it("takes the index before its time, not the day's later card's, for its Course Handicap and AGS", async () => {
    const url = `/api/admin/handicap/members/${relatieId}/cards`;
    // One score, differential 20.0: index 18.0.
    let res = await call('POST', url, committee, elsewhereCard('2026-10-01', 92, '12:00'));
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(18);
    // Differential 0.0 that afternoon: the lowest of two − 2.0, less 2.0 of exceptional score
    // reduction (18.0 better than the index), gives +4.0.
    res = await call('POST', url, committee, elsewhereCard('2026-10-08', 72, '14:00'));
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(-4);

    // That morning's round, a 9 on each of holes 1–3 and par elsewhere. Off 18.0 (Course
    // Handicap 18, a stroke on every hole) each 9 counts as net double bogey 7: AGS 81. Off +4.0
    // it would count 6 and the AGS would be 78.
    res = await call('POST', url, committee, {
      date: '2026-10-08',
      time: '09:00',
      holes: 18,
      baan_id: course.id,
      tee_id: course.tees[0]!.id,
      scores: FOURS.map((s, i) => (i < 3 ? 9 : s)),
      reason: 'kaart niet ingevoerd',
    });
    expect(res.statusCode).toBe(201);
    const id = CommitteeWriteResult.parse(res.json()).card!.id;
    const [card] = await t.database.db.select().from(scorecards).where(eq(scorecards.id, id));
    expect(card!.index_before_tenths).toBe(180);
    expect(card!.playing_handicap).toBe(18);
    expect(card!.ags).toBe(81);
    const [h] = await t.database.db
      .select()
      .from(handicapHistory)
      .where(eq(handicapHistory.card_id, id));
    expect(h!.details).toMatchObject({
      indexBefore: 18,
      courseHandicap: 18,
      adjustedGrossScore: 81,
    });
  });
});
