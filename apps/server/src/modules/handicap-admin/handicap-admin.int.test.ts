import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminCourse,
  CommitteeMemberCards,
  CommitteeWriteResult,
  HandicapHistoryResponse,
  HandicapMemberList,
  OverdueMarkerList,
  Scorecard,
} from '@fairway/contract';
import { auditLog, memberships, players, scorecardScores, scorecards } from '../../db/schema';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, refusedFields } from '../../../test/admin-calls';
import { FOURS, flatCourse } from '../../../test/course-fixtures';
import { committeeMembers, memberWithoutCards } from '../../../test/handicap-admin-fixtures';

/**
 * The handicap committee's tools (role handicap_committee) on a member of their own: every index
 * below is worked out by hand from the WHS rules with the NGF table (one score: differential −
 * 2.0; two or three: the lowest − 2.0) on a course rated 72.0 / 113 / par 72, where a
 * differential is the adjusted gross score − 72.
 */
let t: TestApp;
let beheer: string;
let demo: string;
let committee: string;
let memberSession: string;
let relatieId: number;
let playerId: number;
let course: AdminCourse;
let markerId: number;

const { call, get } = adminCalls(() => t, 'handicap-admin');

withTestApp(async (app) => {
  t = app;
  beheer = await t.login('beheer');
  demo = await t.login('demo');
  // A committee member with only this role, and a member with no cards and no index yet.
  const [holder] = await committeeMembers(t, 1);
  committee = holder!.cookie;
  markerId = holder!.id;
  ({ playerId, relatieId } = await memberWithoutCards(t, {
    achternaam: 'Commissietest',
    roepnaam: 'Carla',
    geslacht: 'v',
  }));
  memberSession = await t.sessionFor(relatieId);
  const made = await call('POST', '/api/admin/courses', beheer, flatCourse('Commissiebaan'));
  course = AdminCourse.parse(made.json());
});

const own = (date: string, scores: number[]) => ({
  date,
  holes: 18,
  baan_id: course.id,
  tee_id: course.tees[0]!.id,
  scores,
  reason: 'kaart niet ingevoerd',
});
const elsewhere = (date: string, ags: number) => ({
  date,
  holes: 18,
  course_name: 'Golfclub Elders',
  course_rating: 72,
  slope_rating: 113,
  par: 72,
  adjusted_gross_score: ags,
  reason: 'kaart van elders',
});
const cardsOf = async () =>
  CommitteeMemberCards.parse(
    (await get(`/api/admin/handicap/members/${relatieId}/cards`, committee)).json(),
  );
const indexNow = async () =>
  (await t.database.db.select().from(players).where(eq(players.id, playerId)))[0]!.handicap_tenths;

let first: number;

describe('the committee enters cards', () => {
  it('refuses without a session (401), without the role (403), and names bad fields (400)', async () => {
    const url = `/api/admin/handicap/members/${relatieId}/cards`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: writeHeaders(''), payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await call('POST', url, demo, own('2026-10-01', FOURS))).statusCode).toBe(403);
    const bad = await call('POST', url, committee, { date: '2026-10-01', holes: 18, reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(refusedFields(bad)).toEqual(
      expect.arrayContaining(['reason', 'course_name', 'course_rating', 'adjusted_gross_score']),
    );
    const short = await call('POST', url, committee, { ...own('2026-10-01', [5, 5]) });
    expect(refusedFields(short)).toContain('scores');
  });

  it('processes each in date order; one dated before later cards replays them', async () => {
    const url = `/api/admin/handicap/members/${relatieId}/cards`;
    // 2026-10-08: 94 → 22.0, alone: 20.0.
    let res = await call('POST', url, committee, elsewhere('2026-10-08', 94));
    expect(res.statusCode).toBe(201);
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(20);
    // 2026-10-15: 92 → 20.0; two scores: 20.0 − 2.0 = 18.0.
    res = await call('POST', url, committee, elsewhere('2026-10-15', 92));
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(18);
    // 2026-10-01, before both: eighteen 5s at our course = 90 → 18.0; three scores: 18.0 − 2.0.
    res = await call(
      'POST',
      url,
      committee,
      own(
        '2026-10-01',
        FOURS.map(() => 5),
      ),
    );
    const entered = CommitteeWriteResult.parse(res.json());
    first = entered.card!.id;
    expect(entered.card).toMatchObject({
      ags: 90,
      differential: 18,
      ehcp_nieuw: 16,
      committee_action: 'entered',
    });
    expect(entered.handicap).toBe(16);
    const list = await cardsOf();
    // The later cards were replayed: 16.0 after the 8th (lowest 18.0 − 2.0) and after the 15th.
    expect(list.cards.map((c) => [c.datum, c.ehcp_nieuw])).toEqual([
      ['2026-10-15', 16],
      ['2026-10-08', 16],
      ['2026-10-01', 16],
    ]);
    expect(await indexNow()).toBe(160);
  });

  it("answers 404 for another club's member", async () => {
    const zuid = await t.login('zuid');
    await t.database.db.execute(
      `insert into member_roles (club_id, relatie_id, role) select club_id, id, 'administrator' from memberships where username = 'zuid'`,
    );
    expect((await get(`/api/admin/handicap/members/${relatieId}/cards`, zuid)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call('PUT', `/api/admin/handicap/cards/${first}/scores`, zuid, {
          scores: FOURS,
          reason: 'andere club',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a correction of the oldest card', () => {
  it('replays the record: the new index by hand', async () => {
    // Three 4s instead of 5s: 87 → 15.0. Replayed: 13.0 after it, the 8th (22.0; lowest 15.0 −
    // 2.0) and the 15th (20.0; still 13.0).
    const scores = FOURS.map((_, i) => (i < 3 ? 4 : 5));
    const res = await call('PUT', `/api/admin/handicap/cards/${first}/scores`, committee, {
      scores,
      reason: 'verkeerd opgeteld op hole 1-3',
    });
    expect(res.statusCode).toBe(200);
    const body = CommitteeWriteResult.parse(res.json());
    expect(body.card).toMatchObject({ ags: 87, differential: 15, ehcp_nieuw: 13, scores });
    expect(body.handicap).toBe(13);
    expect((await cardsOf()).cards.map((c) => c.ehcp_nieuw)).toEqual([13, 13, 13]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'scorecard'), eq(auditLog.record_id, String(first))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.after).toMatchObject({
      ags: 87,
      correction_reason: 'verkeerd opgeteld op hole 1-3',
    });
  });

  it('shows the member the reason on their card and the new index in their history', async () => {
    const card = Scorecard.parse(
      (await get(`/api/scorecards/${first}?include_holes=true`, memberSession)).json(),
    );
    expect(card.committee?.correction_reason).toBe('verkeerd opgeteld op hole 1-3');
    const history = HandicapHistoryResponse.parse(
      (await get('/api/relatie/self/handicap', memberSession)).json(),
    );
    expect(history.current?.index).toBe(13);
    expect(history.entries.at(-1)?.committee_reason).toBe('verkeerd opgeteld op hole 1-3');
  });

  it('refuses a card of the wrong length, naming scores', async () => {
    const res = await call('PUT', `/api/admin/handicap/cards/${first}/scores`, committee, {
      scores: FOURS.slice(0, 9),
      reason: 'negen holes',
    });
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toEqual(['scores']);
  });
});

describe('not counting', () => {
  it('takes the card out of the index and puts it back', async () => {
    const url = `/api/admin/handicap/cards/${first}/not-counting`;
    const res = await call('PUT', url, committee, { reason: 'gespeeld zonder marker' });
    // Without the 1st: 22.0 → 20.0, then 20.0 → 18.0.
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(18);
    expect((await call('PUT', url, committee, { reason: 'nog eens' })).statusCode).toBe(409);
    const card = Scorecard.parse((await get(`/api/scorecards/${first}`, memberSession)).json());
    expect(card.committee?.not_counting_reason).toBe('gespeeld zonder marker');
    const back = await call('DELETE', url, committee);
    expect(CommitteeWriteResult.parse(back.json()).handicap).toBe(13);
  });
});

describe('an index adjustment (Rule 7.1a)', () => {
  it('adds to the calculated index from its date, shows in the history, and is removable', async () => {
    const url = `/api/admin/handicap/members/${relatieId}/adjustments`;
    const bad = await call('POST', url, committee, {
      amount: 0.25,
      date: '2026-10-20',
      review_date: '2026-10-01',
      reason: 'x',
    });
    expect(refusedFields(bad)).toEqual(expect.arrayContaining(['amount', 'review_date', 'reason']));
    const res = await call('POST', url, committee, {
      amount: 2,
      date: '2026-10-20',
      review_date: '2027-10-20',
      reason: 'herstel na blessure',
    });
    expect(res.statusCode).toBe(201);
    expect(CommitteeWriteResult.parse(res.json()).handicap).toBe(15);
    const history = HandicapHistoryResponse.parse(
      (await get('/api/relatie/self/handicap', memberSession)).json(),
    );
    expect(history.current).toMatchObject({ index: 15, record_index: 13 });
    expect(history.current?.committee_adjustments).toEqual([
      { date: '2026-10-20', amount: 2, reason: 'herstel na blessure' },
    ]);
    const { adjustments } = await cardsOf();
    const removed = await call(
      'DELETE',
      `/api/admin/handicap/adjustments/${adjustments[0]!.id}`,
      committee,
    );
    expect(CommitteeWriteResult.parse(removed.json()).handicap).toBe(13);
  });
});

describe('a marker who does not respond', () => {
  it("lists the card after the club's hours; the committee signs it (processed) or voids it", async () => {
    const db = t.database.db;
    const club = t.clubId('demo');
    const longAgo = new Date(Date.now() - 72 * 3_600_000);
    const waiting = async (datum: string) => {
      const [card] = await db
        .insert(scorecards)
        .values({
          club_id: club,
          relatie_id: relatieId,
          player_id: playerId,
          typekaart: 2,
          course_club_id: club,
          baan_id: course.id,
          tee_id: course.tees[0]!.id,
          aantal_holes: 18,
          datum,
          tijd: '10:00',
          marker_id: markerId,
          cr_tenths: 720,
          sr: 113,
          par: 72,
          index_before_tenths: 130,
          playing_handicap: 13,
          is_ingevuld: true,
          uitslag: 0,
          created_at: longAgo,
        })
        .returning();
      await db.insert(scorecardScores).values(
        FOURS.map((_, i) => ({
          club_id: club,
          card_id: card!.id,
          hole_nr: i + 1,
          strokes: 5,
          saved_at: longAgo,
        })),
      );
      return card!.id;
    };
    const toSign = await waiting('2026-10-22');
    const toVoid = await waiting('2026-10-23');
    // Submitted 30 hours ago: within the club's 48 hours (the default), not on the list yet.
    const recent = new Date(Date.now() - 30 * 3_600_000);
    await db.update(scorecards).set({ created_at: recent }).where(eq(scorecards.id, toSign));
    await db
      .update(scorecardScores)
      .set({ saved_at: recent })
      .where(eq(scorecardScores.card_id, toSign));
    let list = OverdueMarkerList.parse(
      (await get('/api/admin/handicap/overdue-markers', committee)).json(),
    );
    expect(list.hours).toBe(48);
    expect(list.cards.map((c) => c.id)).not.toContain(toSign);
    expect(
      (
        await call('POST', `/api/admin/handicap/cards/${toSign}/sign`, committee, {
          reason: 'marker onbereikbaar',
        })
      ).statusCode,
    ).toBe(409);
    await db.update(scorecards).set({ created_at: longAgo }).where(eq(scorecards.id, toSign));
    await db
      .update(scorecardScores)
      .set({ saved_at: longAgo })
      .where(eq(scorecardScores.card_id, toSign));
    list = OverdueMarkerList.parse(
      (await get('/api/admin/handicap/overdue-markers', committee)).json(),
    );
    expect(list.cards.map((c) => c.id)).toEqual(expect.arrayContaining([toSign, toVoid]));
    expect(list.cards.find((c) => c.id === toSign)!.waiting_hours).toBeGreaterThanOrEqual(72);
    // Signed: 90 → 18.0; four scores (15, 22, 20, 18): lowest 15.0 − 1.0 (NGF, 4 scores) = 14.0.
    const signed = await call('POST', `/api/admin/handicap/cards/${toSign}/sign`, committee, {
      reason: 'marker onbereikbaar',
    });
    expect(signed.statusCode).toBe(200);
    const body = CommitteeWriteResult.parse(signed.json());
    expect(body.card).toMatchObject({
      verwerkt: true,
      committee_action: 'signed',
      differential: 18,
    });
    expect(body.handicap).toBe(14);
    const voided = await call('POST', `/api/admin/handicap/cards/${toVoid}/void`, committee, {
      reason: 'marker reageert niet',
    });
    expect(CommitteeWriteResult.parse(voided.json()).card).toMatchObject({
      state: 'afgekeurd',
      committee_action: 'voided',
    });
    expect(
      (
        await call('POST', `/api/admin/handicap/cards/${toVoid}/sign`, committee, {
          reason: 'te laat',
        })
      ).statusCode,
    ).toBe(409);
    const card = Scorecard.parse((await get(`/api/scorecards/${toVoid}`, memberSession)).json());
    expect(card.committee).toMatchObject({ action: 'voided', reason: 'marker reageert niet' });
  });
});

describe('the committee finds a member', () => {
  it('by the name as the list shows it, though the member has initials too', async () => {
    const db = t.database.db;
    const [player] = await db
      .insert(players)
      .values({
        roepnaam: 'Sander',
        voorletters: 'S.J.',
        tussenvoegsel: 'van der',
        achternaam: 'Zoektest',
      })
      .returning();
    await db.insert(memberships).values({ club_id: t.clubId('demo'), player_id: player!.id });
    const search = async (q: string) =>
      HandicapMemberList.parse(
        (await get(`/api/admin/handicap/members?q=${encodeURIComponent(q)}`, committee)).json(),
      ).members.map((m) => m.naam);
    expect(await search('Sander van der Zoektest')).toEqual(['Sander van der Zoektest']);
    expect(await search('van der zoektest')).toEqual(['Sander van der Zoektest']);
  });
});
