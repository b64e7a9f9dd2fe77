import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROCESSING_RESULT, replayRecord } from '@fairway/golf';
import { CardsResponse, HolesResponse, Scorecard } from '@fairway/contract';
import { callAs, readAs, withSessions, writeHeaders } from '../../../test/harness';
import { scorecards, scorecardScores } from '../../db/schema';
import { ScorecardsRepository } from './scorecards.repository';
import { unknownCourseCard } from '../../../test/foreign-card';

// The harness seeds with a clock of 2026-11-22; the server's clock is fixed to that day too.
const NOW = new Date('2026-11-22T10:00:00Z');
const s = withSessions(['demo', 'marker', 'zuid'], { clock: () => NOW });

const get = (url: string, cookie?: string) => readAs(s.t, url, cookie);
const post = (url: string, cookie: string, payload: unknown) =>
  callAs(s.t, 'POST', url, cookie, payload);

async function myCards(cookie: string) {
  return CardsResponse.parse(
    (await get('/api/relatie/self/cards?result_by_handicap=true', cookie)).json(),
  );
}

describe('GET /api/relatie/self/cards', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/relatie/self/cards')).statusCode).toBe(401);
  });

  it('lists two years of cards up to tomorrow, newest first, grouped by handicap', async () => {
    const { cards, groups } = await myCards(s.demo);
    expect(cards.length).toBeGreaterThan(20);
    expect(cards[0]!.datum).toBe('2026-11-22'); // the open qualifying card for today
    expect(cards[0]!.state).toBe('open');
    // …played off the index demo's record gives now, like every card made today.
    const self = (await get('/api/relatie/self', s.demo)).json() as { handicap: number };
    expect(cards[0]!.handicap).toBe(self.handicap);
    expect(cards.every((c) => c.datum >= '2024-11-22' && c.datum <= '2026-11-23')).toBe(true);
    expect(groups.flatMap((g) => g.cards)).toHaveLength(cards.length);
    expect(cards.filter((c) => c.state === 'verwerkt').every((c) => c.ehcp_nieuw !== null)).toBe(
      true,
    );
  });

  it('filters by type and processed', async () => {
    // demo's cards of the matches they played (type 1), none of the other types asked for.
    const res = await get('/api/relatie/self/cards?type[]=1&type[]=9', s.demo);
    const matchCards = CardsResponse.parse(res.json()).cards;
    expect(matchCards.length).toBeGreaterThan(0);
    expect(matchCards.every((c) => c.typekaart === 1 || c.typekaart === 9)).toBe(true);
    const qualifying = await get('/api/relatie/self/cards?type[]=2', s.demo);
    expect(CardsResponse.parse(qualifying.json()).cards.every((c) => c.typekaart === 2)).toBe(true);
    const open = CardsResponse.parse(
      (await get('/api/relatie/self/cards?processed=false', s.demo)).json(),
    );
    expect(open.cards.every((c) => c.state !== 'verwerkt')).toBe(true);
  });

  it.each(['limit=0', 'date_from=22-11-2026', 'type[]=12', 'order=up'])(
    'refuses %s with 400',
    async (q) => {
      expect((await get(`/api/relatie/self/cards?${q}`, s.demo)).statusCode).toBe(400);
    },
  );
});

describe('the processed record matches the engine', () => {
  it("each member's ehcp_nieuw is the engine's replay of their record", async () => {
    const { cards } = await myCards(s.marker);
    const processed = cards.filter((c) => c.state === 'verwerkt').reverse();
    expect(processed.length).toBeGreaterThan(5);
    const me = (await get('/api/relatie/self', s.marker)).json();
    expect(processed.at(-1)!.ehcp_nieuw).toBe(me.handicap);
  });
});

describe('qualifying card: create, enter scores, marker signs, handicap moves', () => {
  let cardId: number;

  it('refuses a second open qualifying card for today with the first error', async () => {
    const allowed = await s.t.app.inject({
      method: 'POST',
      url: '/api/scorecards/allowed',
      headers: { ...writeHeaders(s.demo), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'baan_id=1&handicap_id=1',
    });
    expect(allowed.json()).toEqual({
      allowed: false,
      errors: [
        { code: 'CARD_OPEN_CARD', message: 'you already have an open qualifying card for today' },
      ],
    });
  });

  it("checks the course's handicap registration the app sent: another one was re-rated since", async () => {
    const allowed = (payload: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/scorecards/allowed',
        headers: { ...writeHeaders(s.marker), 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const course = (await get('/api/course/1', s.marker)).json() as { handicap_id: number };
    expect((await allowed(`baan_id=1&handicap_id=${course.handicap_id}`)).json()).toEqual({
      allowed: true,
      errors: [],
    });
    const stale = (await allowed(`baan_id=1&handicap_id=${course.handicap_id + 1}`)).json();
    expect(stale).toEqual({
      allowed: false,
      errors: [
        {
          code: 'CARD_RATING_CHANGED',
          message: 'the course rating has changed; choose the course again',
        },
      ],
    });
    // Without it only the course's own registration counts.
    expect((await allowed('baan_id=1')).json().allowed).toBe(true);
    const bad = await allowed('baan_id=1&handicap_id=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('handicap_id');
  });

  it.each([
    [{ tee_id: 1, marker_id: 1 }, 'baan_id', 'VALIDATION'],
    [{ baan_id: 1, tee_id: 999, opmerking: '' }, 'tee_id', 'CARD_SELECT_TEE'],
    [{ baan_id: 1, tee_id: 1, marker_name: 'Piet' }, 'marker_name', 'CARD_MARKER_INCOMPLETE'],
    [
      { baan_id: 1, tee_id: 1, marker_name: 'Piet Jansen' },
      'marker_email',
      'CARD_MARKER_INCOMPLETE',
    ],
    [{ baan_id: 1, tee_id: 1 }, 'marker_id', 'CARD_SELECT_MARKER'],
  ])('refuses %j naming %s with the code %s', async (payload, field, code) => {
    const res = await post('/api/scorecards', s.marker, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
    expect(res.json().code).toBe(code);
  });

  it('refuses the player as their own marker and a marker of another club', async () => {
    const me = (await get('/api/relatie/self', s.marker)).json();
    const own = await post('/api/scorecards', s.marker, {
      baan_id: 1,
      tee_id: 1,
      marker_id: me.id,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'CARD_OWN_MARKER', fields: [{ field: 'marker_id' }] });
    const zuidMe = (await get('/api/relatie/self', s.zuid)).json();
    const other = await post('/api/scorecards', s.marker, {
      baan_id: 1,
      tee_id: 1,
      marker_id: zuidMe.id,
    });
    expect(other.statusCode).toBe(400);
  });

  it('creates a card for today with demo as marker', async () => {
    const demoMe = (await get('/api/relatie/self', s.demo)).json();
    const tees = (await get('/api/courses/1/tees', s.marker)).json();
    const res = await post('/api/scorecards', s.marker, {
      baan_id: 1,
      tee_id: tees[1].id,
      marker_id: demoMe.id,
      opmerking: 'mooi weer',
    });
    expect(res.statusCode).toBe(200);
    cardId = res.json().id;
    const card = Scorecard.parse((await get(`/api/scorecards/${cardId}`, s.marker)).json());
    expect(card).toMatchObject({
      datum: '2026-11-22',
      state: 'open',
      aantal_holes: 18,
      opmerking: 'mooi weer',
    });
  });

  it('saves holes one by one, idempotently, up to the keypad limit', async () => {
    const holes = HolesResponse.parse(
      (await get(`/api/scorecards/${cardId}/cardHoles`, s.marker)).json(),
    );
    expect(holes).toHaveLength(18);
    const h1 = holes[0]!;
    const first = await post(`/api/scorecards/${cardId}/hole/1/score`, s.marker, { score: h1.PAR });
    const again = await post(`/api/scorecards/${cardId}/hole/1/score`, s.marker, { score: h1.PAR });
    expect(first.json()).toEqual(again.json());
    expect(first.json()).toMatchObject({
      status: 'success',
      HoleNr: 1,
      score: h1.PAR,
      sf: 2 + h1.ES,
    });
    // The card and its save carry the app's clock (a week behind the database's here), as the
    // committee's list of cards waiting for their marker compares them with it.
    const [row] = await s.t.database.db
      .select({ saved: scorecardScores.saved_at, created: scorecards.created_at })
      .from(scorecardScores)
      .innerJoin(scorecards, eq(scorecards.id, scorecardScores.card_id))
      .where(and(eq(scorecardScores.card_id, cardId), eq(scorecardScores.hole_nr, 1)));
    expect(row).toEqual({ saved: NOW, created: NOW });
    // Above ms_max is kept as played (hole-cap.int.test.ts); above the keypad's 19 is refused.
    const tooMany = await post(`/api/scorecards/${cardId}/hole/2/score`, s.marker, { score: 20 });
    expect(tooMany.statusCode).toBe(400);
    expect(
      (await post(`/api/scorecards/${cardId}/hole/19/score`, s.marker, { score: 4 })).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/scorecards/${cardId}/hole/2/score`, s.marker, { score: 4.5 })).statusCode,
    ).toBe(400);
    expect(
      (await post(`/api/scorecards/${cardId}/hole/2/score`, s.demo, { score: 4 })).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/scorecards/${cardId}/hole/2/score`, s.zuid, { score: 4 })).statusCode,
    ).toBe(404);
    const scores = (await get(`/api/scorecards/${cardId}/scores`, s.marker)).json();
    expect(scores[0]).toEqual({ HoleNr: 1, score: h1.PAR });

    // A changed score replaces the saved one; 0 clears the hole.
    await post(`/api/scorecards/${cardId}/hole/1/score`, s.marker, { score: h1.PAR + 1 });
    await post(`/api/scorecards/${cardId}/hole/2/score`, s.marker, { score: 4 });
    const cleared = await post(`/api/scorecards/${cardId}/hole/2/score`, s.marker, { score: 0 });
    expect(cleared.json()).toMatchObject({ status: 'success', HoleNr: 2, score: 0, sf: 0 });
    const now = (await get(`/api/scorecards/${cardId}/scores`, s.marker)).json();
    expect(now.slice(0, 2)).toEqual([
      { HoleNr: 1, score: h1.PAR + 1 },
      { HoleNr: 2, score: 0 },
    ]);
  });

  it('submits the card: saved, waiting for the marker (digital marking)', async () => {
    const holes = HolesResponse.parse(
      (await get(`/api/scorecards/${cardId}/cardHoles`, s.marker)).json(),
    );
    const scores = holes.map((h) => h.PAR + h.ES);
    const res = await post(`/api/scorecards/${cardId}/edit`, s.marker, {
      scores,
      allScoresSaved: 1,
    });
    expect(res.json()).toEqual({ status: PROCESSING_RESULT.SUCCES, ehcp_nieuw: null });
    const again = await post(`/api/scorecards/${cardId}/edit`, s.marker, {
      scores,
      allScoresSaved: 1,
    });
    expect(again.json().status).toBe(PROCESSING_RESULT.ISINGEVULD);
    expect(
      (await post(`/api/scorecards/${cardId}/hole/1/score`, s.marker, { score: 3 })).statusCode,
    ).toBe(409);
    // The save itself refuses a card that is no longer open, whatever its caller read before.
    const repo = new ScorecardsRepository(s.t.database.db);
    expect(await repo.saveScore(s.t.clubId('demo'), cardId, 1, 3, NOW)).toBe('closed');
    expect(await repo.deleteScore(s.t.clubId('demo'), cardId, 1)).toBe(false);
    expect((await get(`/api/scorecards/${cardId}/scores`, s.marker)).json()).toEqual(
      holes.map((h) => ({ HoleNr: h.HoleNr, score: h.PAR + h.ES })),
    );
    const mine = await myCards(s.marker);
    expect(mine.cards.find((c) => c.id === cardId)!.state).toBe('te_markeren');
  });

  it('the marker sees it, another member cannot sign, the marker signs once', async () => {
    const toMark = (await get('/api/relatie/self/marker-cards', s.demo)).json() as Scorecard[];
    expect(toMark.map((c) => c.id)).toContain(cardId);
    expect((await post(`/api/scorecards/${cardId}/sign`, s.zuid, {})).statusCode).toBe(404);
    expect((await post(`/api/scorecards/${cardId}/sign`, s.marker, {})).statusCode).toBe(403);
    const res = await post(`/api/scorecards/${cardId}/sign`, s.demo, {});
    expect(res.json()).toEqual({ status: 'success' });
    expect((await post(`/api/scorecards/${cardId}/sign`, s.demo, {})).statusCode).toBe(409);
  });

  it("processes it: ehcp_nieuw is the engine's replay of the whole record", async () => {
    const card = Scorecard.parse((await get(`/api/scorecards/${cardId}`, s.marker)).json());
    expect(card.state).toBe('verwerkt');
    expect(card.ehcp_nieuw).not.toBeNull();
    const me = (await get('/api/relatie/self', s.marker)).json();
    expect(me.handicap).toBe(card.ehcp_nieuw);
    // Replay independently from the stored cards (date order) and compare.
    const { cards } = await myCards(s.marker);
    const record = cards
      .filter((c) => c.state === 'verwerkt')
      .reverse()
      .map((c) => ({ date: c.datum, differential: c.differential! }));
    const history = replayRecord(record, { startingIndex: null });
    expect(history.at(-1)!.index).toBeCloseTo(card.ehcp_nieuw!, 5);
  });
});

describe('marker rejects', () => {
  it('rejects with a reason; the card is rejected and leaves the marker list', async () => {
    const toMark = (await get('/api/relatie/self/marker-cards', s.marker)).json() as Scorecard[];
    const id = toMark[0]!.id;
    expect(
      (await post(`/api/scorecards/${id}/reject`, s.marker, { remark: 'SOMETHING' })).statusCode,
    ).toBe(400);
    const res = await post(`/api/scorecards/${id}/reject`, s.marker, { remark: 'INVALID_SCORE' });
    expect(res.json()).toEqual({ status: 'success' });
    const after = (await get('/api/relatie/self/marker-cards', s.marker)).json() as Scorecard[];
    expect(after.map((c) => c.id)).not.toContain(id);
    expect((await post(`/api/scorecards/${id}/sign`, s.marker, {})).statusCode).toBe(409);
  });
});

describe('foreign and unknown-course cards', () => {
  it('refuses a date more than 30 minutes ahead', async () => {
    const res = await post('/api/scorecards/foreign/allowed', s.demo, {
      datum: '2026-11-22',
      tijd: '23:59',
      type: 3,
    });
    expect(res.json()).toEqual({
      errors: [{ code: 'CARD_DATE_IN_FUTURE', message: 'selected date is in the future' }],
    });
  });

  it('creates a foreign card at a known course and processes it (or says a younger card exists)', async () => {
    const clubs = (await get('/api/clubs/foreign?term=zoute', s.demo)).json();
    const courses = (await get(`/api/clubs/foreign/${clubs[0].id}/courses`, s.demo)).json();
    const tees = (await get(`/api/foreign/courses/${courses[0].id}/tees`, s.demo)).json();
    const holes = HolesResponse.parse(
      (await get(`/api/foreign/courses/${courses[0].id}/tees/${tees[0].id}/holes`, s.demo)).json(),
    );
    const demoMarker = (await get('/api/relatie/self', s.marker)).json();
    const res = await post('/api/scorecards/foreign', s.demo, {
      baan_id: courses[0].id,
      tee_id: tees[0].id,
      club: clubs[0].id,
      date: '2026-11-22',
      time: '08:00',
      scores: holes.map((h) => h.PAR + 1),
      card_type: 9,
      marker_id: demoMarker.id,
      opmerking: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success' });
  });

  it('refuses an unknown course in the Netherlands and an incomplete one', async () => {
    const countries = (await get('/api/countries', s.demo)).json() as {
      id: number;
      name: string;
    }[];
    const nl = countries.find((c) => c.name === 'nederland')!.id;
    const base = unknownCourseCard('2025-01-05', countries);
    const dutch = await post('/api/scorecards/foreign_unknown', s.demo, {
      ...base,
      country_id: nl,
    });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json().code).toBe('CARD_DUTCH_FROM_LIST');
    // Ratings the engine cannot rate are refused naming the rating, as the app's form does.
    const ninePar = await post('/api/scorecards/foreign_unknown', s.demo, {
      ...base,
      hole_count: 9,
      par: 45,
      cr: 44,
    });
    expect(ninePar.statusCode).toBe(400);
    expect(ninePar.json().fields[0].field).toBe('par');
    expect(
      (await post('/api/scorecards/foreign_unknown', s.demo, { ...base, cr: 0 })).statusCode,
    ).toBe(400);
    const ok = await post('/api/scorecards/foreign_unknown', s.demo, base);
    expect(ok.statusCode).toBe(200);
    // Older than demo's latest processed card: saved, not processed (spec §4 foreign outcome).
    expect(ok.json().status).toBe('saved_not_processed');
  });
});

describe('tenancy', () => {
  it("another club's member cannot see a card", async () => {
    const { cards } = await myCards(s.demo);
    expect((await get(`/api/scorecards/${cards[0]!.id}`, s.zuid)).statusCode).toBe(404);
    expect((await get(`/api/scorecards/${cards[0]!.id}/cardHoles`, s.zuid)).statusCode).toBe(404);
  });
});
