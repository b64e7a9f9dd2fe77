import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCourse } from '@fairway/contract';
import { CARD_TYPE, clubDateTime } from '@fairway/golf';
import { handicapHistory, holes, players, scorecards } from '../../db/schema';
import { withTestApp, type TestApp } from '../../../test/harness';
import { adminCalls } from '../../../test/admin-calls';
import { flatCourse } from '../../../test/course-fixtures';
import { committeeMembers, memberWithoutCards } from '../../../test/handicap-admin-fixtures';
import { ScorecardsRepository } from '../scorecards';
import { importRecord, type PlayedRound } from './handicap-processing';

/**
 * A record brought in whole (importRecord, the demo seed's card histories) is the record the same
 * rounds make when the committee enters them one at a time (each through processCard): the same
 * figures on every card, the same history and the same index.
 */
let t: TestApp;
let committee: string;
let course: AdminCourse;
const { call } = adminCalls(() => t, 'handicap-admin');

/** Eight rounds in date order: from beginner's scores to a low one, net double bogeys included. */
const ROUNDS: { date: string; scores: number[] }[] = [
  ['2026-09-01', [7, 8, 6, 9, 7, 6, 8, 7, 6, 7, 9, 8, 6, 7, 7, 8, 6, 7]],
  ['2026-09-05', [6, 6, 7, 6, 5, 6, 7, 6, 6, 5, 6, 7, 6, 6, 5, 6, 7, 6]],
  ['2026-09-09', [12, 5, 5, 6, 5, 5, 6, 5, 5, 6, 5, 5, 6, 5, 5, 6, 5, 5]],
  ['2026-09-14', [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]],
  ['2026-09-20', [5, 4, 5, 5, 4, 5, 5, 4, 5, 5, 4, 5, 5, 4, 5, 5, 4, 5]],
  ['2026-09-27', [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]],
  ['2026-10-03', [4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4, 5]],
  ['2026-10-10', [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]],
].map(([date, scores]) => ({ date: date as string, scores: scores as number[] }));

const today = () => clubDateTime(new Date(), 'Europe/Amsterdam').date;

withTestApp(async (app) => {
  t = app;
  committee = (await committeeMembers(t, 1))[0]!.cookie;
  const made = await call(
    'POST',
    '/api/admin/courses',
    await t.login('beheer'),
    flatCourse('Importbaan'),
  );
  course = AdminCourse.parse(made.json());
});

/** The rounds as importRecord takes them, played by the player on the course's tee. */
async function played(player: { playerId: number; relatieId: number }): Promise<PlayedRound[]> {
  const tee = course.tees[0]!;
  const holeRows = await t.database.db
    .select()
    .from(holes)
    .where(eq(holes.tee_id, tee.id))
    .orderBy(asc(holes.hole_nr));
  return ROUNDS.map(({ date, scores }) => ({
    card: {
      club_id: t.clubId('demo'),
      relatie_id: player.relatieId,
      player_id: player.playerId,
      typekaart: CARD_TYPE.QUALIFYING,
      course_club_id: t.clubId('demo'),
      baan_id: course.id,
      tee_id: tee.id,
      datum: date,
      tijd: '10:00',
      opmerking: '',
      pcc: 0,
      aantal_holes: 18,
      cr_tenths: 720,
      sr: 113,
      par: 72,
    },
    holes: holeRows,
    strokes: scores,
  }));
}

/** What a record is made of, without the ids and clocks that differ between two players. */
async function recordOf(playerId: number) {
  const db = t.database.db;
  const cards = await db
    .select({
      datum: scorecards.datum,
      index_before_tenths: scorecards.index_before_tenths,
      playing_handicap: scorecards.playing_handicap,
      gross: scorecards.gross,
      sf_score: scorecards.sf_score,
      ags: scorecards.ags,
      ehcp_nieuw_tenths: scorecards.ehcp_nieuw_tenths,
      differential_tenths: scorecards.differential_tenths,
      verwerkt: scorecards.verwerkt,
    })
    .from(scorecards)
    .where(eq(scorecards.player_id, playerId))
    .orderBy(asc(scorecards.datum));
  const history = await db
    .select({
      datum: handicapHistory.datum,
      index_tenths: handicapHistory.index_tenths,
      differential_tenths: handicapHistory.differential_tenths,
      details: handicapHistory.details,
    })
    .from(handicapHistory)
    .where(eq(handicapHistory.player_id, playerId))
    .orderBy(asc(handicapHistory.seq));
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  return { cards, history, index: player!.handicap_tenths };
}

const NO_START = { start_index_tenths: null, start_index_date: null };

describe('a record brought in whole', () => {
  it('is the record the same rounds make entered one at a time', async () => {
    const entered = await memberWithoutCards(t, { achternaam: 'Ingevoerd', geslacht: 'm' });
    for (const { date, scores } of ROUNDS) {
      const res = await call(
        'POST',
        `/api/admin/handicap/members/${entered.relatieId}/cards`,
        committee,
        {
          date,
          time: '10:00',
          holes: 18,
          baan_id: course.id,
          tee_id: course.tees[0]!.id,
          scores,
          reason: 'invoer',
        },
      );
      expect(res.statusCode).toBe(201);
    }
    const imported = await memberWithoutCards(t, { achternaam: 'Meegebracht', geslacht: 'm' });
    const repo = new ScorecardsRepository(t.database.db);
    const rounds = await played(imported);
    const index = await repo.transaction(imported.playerId, (tx) =>
      importRecord(tx, imported.playerId, NO_START, rounds, today(), new Date()),
    );

    const want = await recordOf(entered.playerId);
    const got = await recordOf(imported.playerId);
    expect(want.cards).toHaveLength(ROUNDS.length);
    expect(want.history).toHaveLength(ROUNDS.length);
    // Every round moved the index on from the one before it.
    expect(new Set(want.history.map((h) => h.index_tenths)).size).toBeGreaterThan(3);
    expect(got).toEqual(want);
    expect(index).toBe(want.index);
  });

  it('starts a member with no rounds on the start index', async () => {
    const beginner = await memberWithoutCards(t, { achternaam: 'Beginner', geslacht: 'v' });
    const repo = new ScorecardsRepository(t.database.db);
    const start = { start_index_tenths: 540, start_index_date: '2026-01-01' };
    const index = await repo.transaction(beginner.playerId, (tx) =>
      importRecord(tx, beginner.playerId, start, [], today(), new Date()),
    );
    expect(index).toBe(540);
    const [player] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, beginner.playerId));
    expect(player).toMatchObject({ handicap_tenths: 540, ...start });
  });

  it('refuses a player who has a record already, or a round after today, and writes nothing', async () => {
    const member = await memberWithoutCards(t, { achternaam: 'Tweemaal', geslacht: 'm' });
    const repo = new ScorecardsRepository(t.database.db);
    const rounds = await played(member);
    await repo.transaction(member.playerId, (tx) =>
      importRecord(tx, member.playerId, NO_START, rounds.slice(0, 3), today(), new Date()),
    );
    const before = await recordOf(member.playerId);
    await expect(
      repo.transaction(member.playerId, (tx) =>
        importRecord(tx, member.playerId, NO_START, rounds.slice(3), today(), new Date()),
      ),
    ).rejects.toThrow(/has a record already/);
    expect(await recordOf(member.playerId)).toEqual(before);

    const later = await memberWithoutCards(t, { achternaam: 'Later', geslacht: 'm' });
    const future = (await played(later)).map((r) => ({
      ...r,
      card: { ...r.card, datum: '2099-01-01' },
    }));
    await expect(
      repo.transaction(later.playerId, (tx) =>
        importRecord(tx, later.playerId, NO_START, future.slice(0, 1), today(), new Date()),
      ),
    ).rejects.toMatchObject({ code: 'CARD_DATE_IN_FUTURE' });
    expect(await recordOf(later.playerId)).toEqual({ cards: [], history: [], index: null });
  });
});
