import { describe, expect, it } from 'vitest';
import {
  AdminCourse,
  CardsResponse,
  CommitteeWriteResult,
  HandicapHistoryResponse,
  Scorecard,
} from '@fairway/contract';
import { withTestApp, type TestApp } from '../../../test/harness';
import { adminCalls } from '../../../test/admin-calls';
import { flatCourse } from '../../../test/course-fixtures';
import {
  committeeMembers,
  elsewhereCard,
  memberWithoutCards,
} from '../../../test/handicap-admin-fixtures';

/**
 * A card the committee enters for a date before cards already in the record: the later cards are
 * played off the index the replay now gives them, so their index before, Course Handicap, net
 * double bogey and adjusted gross score follow it, and what the member sees of them (history,
 * card, index) agrees. Worked out by hand with the NGF table (one to three scores: the lowest −
 * 2.0) on a course rated 72.0 / 113 / par 72 (par 4 everywhere, stroke index = hole number), where
 * a differential is the AGS − 72.
 */
let t: TestApp;
let committee: string;
let member: string;
let relatieId: number;
let course: AdminCourse;
const { call, get } = adminCalls(() => t, 'committee-card-restamp');

withTestApp(async (app) => {
  t = app;
  const beheer = await t.login('beheer');
  const [holder] = await committeeMembers(t, 1);
  committee = holder!.cookie;
  ({ relatieId } = await memberWithoutCards(t, {
    achternaam: 'Laatkaart',
    roepnaam: 'Lotte',
    geslacht: 'v',
  }));
  member = await t.sessionFor(relatieId);
  course = AdminCourse.parse(
    (await call('POST', '/api/admin/courses', beheer, flatCourse('Herbaan'))).json(),
  );
});

/** Ten 4s and two 3s on holes 1–12 (46), a 10 on each of holes 13–18 (stroke index 13–18). */
const ROUND = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 10, 10, 10, 10, 10, 10];

describe('a committee card dated before cards already in the record', () => {
  it("re-stamps the later cards: the member's history, card and index agree", async () => {
    const url = `/api/admin/handicap/members/${relatieId}/cards`;
    // 8 October, differential 20.0: index 18.0.
    let res = await call('POST', url, committee, elsewhereCard('2026-10-08', 92));
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(18);
    // 10 October off 18.0: Course Handicap 18, a stroke on every hole, so each 10 counts as net
    // double bogey 7: AGS 46 + 42 = 88, differential 16.0; lowest 16.0 − 2.0 = 14.0.
    res = await call('POST', url, committee, {
      date: '2026-10-10',
      time: '10:00',
      holes: 18,
      baan_id: course.id,
      tee_id: course.tees[0]!.id,
      scores: ROUND,
      reason: 'papieren kaart',
    });
    const later = CommitteeWriteResult.parse(res.json()).card!;
    expect(later).toMatchObject({ ags: 88, differential: 16, ehcp_nieuw: 14 });

    // 5 October, before both, differential 14.0: index 12.0 after it and after the 8th (lowest
    // 14.0). The 10th is now played off 12.0: Course Handicap 12, no stroke on holes 13–18, so
    // each 10 counts as 6: AGS 46 + 36 = 82, differential 10.0 (2.0 under the index: no
    // exceptional score reduction); lowest 10.0 − 2.0 = 8.0. With the old AGS it would be 12.0.
    res = await call('POST', url, committee, elsewhereCard('2026-10-05', 86));
    expect(res.statusCode).toBe(201);
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(8);

    const self = (await get('/api/relatie/self', member)).json() as { handicap: number | null };
    expect(self.handicap).toBe(8);

    const history = HandicapHistoryResponse.parse(
      (await get('/api/relatie/self/handicap', member)).json(),
    );
    expect(
      history.entries.map((e) => [e.datum, e.index_before, e.ags, e.differential, e.index]),
    ).toEqual([
      ['2026-10-10', 12, 82, 10, 8],
      ['2026-10-08', 12, 92, 20, 12],
      ['2026-10-05', null, 86, 14, 12],
    ]);
    expect(history.current?.index).toBe(8);

    const card = Scorecard.parse(
      (await get(`/api/scorecards/${later.id}?include_holes=true`, member)).json(),
    );
    expect(card).toMatchObject({ handicap: 12, ags: 82, differential: 10, ehcp_nieuw: 8 });
    const holes = card.holes!;
    expect(holes.slice(12).map((h) => [h.ES, h.ms_max, h.score, h.adjusted])).toEqual(
      Array.from({ length: 6 }, () => [0, 6, 10, 6]),
    );
    expect(holes.reduce((n, h) => n + h.adjusted!, 0)).toBe(82);

    const list = CardsResponse.parse(
      (await get('/api/relatie/self/cards?date_from=2026-10-01', member)).json(),
    );
    expect(list.cards.map((c) => [c.datum, c.handicap, c.ehcp_nieuw])).toEqual([
      ['2026-10-10', 12, 8],
      ['2026-10-08', 12, 12],
      ['2026-10-05', null, 12],
    ]);
  });
});
