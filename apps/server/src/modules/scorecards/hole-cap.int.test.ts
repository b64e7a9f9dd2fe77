import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYPAD_MAX_SCORE, PROCESSING_RESULT, scoreDifferential } from '@fairway/golf';
import { HolesResponse, Scorecard, TeesResponse, type Hole, type Tee } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

// A score above the hole's maximum (ms_max, net double bogey) is kept as played; only the
// handicap takes the maximum. The harness seeds with a clock of 2026-11-22.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
let marker: string;
let cardId = 0;
let holes: Hole[] = [];
let capped = 0; // the position of a par 4 with one stroke received: ms_max 7
let tee: Tee;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), payload: payload as object });

describe('a hole score above the maximum', () => {
  beforeAll(async () => {
    const demoMe = (await get('/api/relatie/self', demo)).json();
    const tees = TeesResponse.parse((await get('/api/courses/1/tees', marker)).json());
    tee = tees.at(-1)!; // the shortest tee: the fewest strokes, some holes with one
    const res = await post('/api/scorecards', marker, {
      baan_id: 1,
      tee_id: tee.id,
      marker_id: demoMe.id,
    });
    expect(res.statusCode).toBe(200);
    cardId = res.json().id;
    holes = HolesResponse.parse((await get(`/api/scorecards/${cardId}/cardHoles`, marker)).json());
    capped = holes.find((h) => h.PAR === 4 && h.ms_max === 7)?.POS ?? 0;
    expect(capped, 'the card has a par 4 with ms_max 7').toBeGreaterThan(0);
  });

  it('is saved as typed: 10 on a par 4 with ms_max 7 stays 10', async () => {
    const res = await post(`/api/scorecards/${cardId}/hole/${capped}/score`, marker, { score: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', HoleNr: capped, score: 10, sf: 0 });
    const scores = (await get(`/api/scorecards/${cardId}/scores`, marker)).json();
    expect(scores[capped - 1]).toEqual({ HoleNr: holes[capped - 1]!.HoleNr, score: 10 });
    const card = Scorecard.parse(
      (await get(`/api/scorecards/${cardId}?include_holes=true`, marker)).json(),
    );
    expect(card.holes![capped - 1]).toMatchObject({ score: 10, ms_max: 7, adjusted: 7 });
  });

  it('up to the keypad’s limit; above it, or not a whole number, is a 400 naming the score', async () => {
    const top = await post(`/api/scorecards/${cardId}/hole/1/score`, marker, {
      score: KEYPAD_MAX_SCORE,
    });
    expect(top.statusCode).toBe(200);
    expect(top.json().score).toBe(KEYPAD_MAX_SCORE);
    for (const score of [KEYPAD_MAX_SCORE + 1, -1, 'tien']) {
      const res = await post(`/api/scorecards/${cardId}/hole/1/score`, marker, { score });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].field).toBe('score');
    }
    const over = await post(`/api/scorecards/${cardId}/edit`, marker, {
      scores: holes.map(() => KEYPAD_MAX_SCORE + 1),
      allScoresSaved: 0,
    });
    expect(over.statusCode).toBe(400);
  });

  it('counts as played in the gross total and as the maximum in the AGS and differential', async () => {
    const scores = holes.map((h) => (h.POS === capped ? 10 : h.PAR));
    const res = await post(`/api/scorecards/${cardId}/edit`, marker, { scores, allScoresSaved: 1 });
    expect(res.json().status).toBe(PROCESSING_RESULT.SUCCES); // waits for demo's signature
    expect((await post(`/api/scorecards/${cardId}/sign`, demo, {})).statusCode).toBe(200);

    const card = Scorecard.parse(
      (await get(`/api/scorecards/${cardId}?include_holes=true`, marker)).json(),
    );
    const par = holes.reduce((n, h) => n + h.PAR, 0);
    expect(card.state).toBe('verwerkt');
    // Gross: every stroke (par + 6 on the capped hole); AGS: that hole counts 7 (par + 3).
    expect(card.score_18h).toBe(par + 6);
    expect(card.ags).toBe(par + 3);
    expect(card.differential).toBe(
      scoreDifferential({
        adjustedGrossScore: par + 3,
        courseRating: tee.course_rating,
        slopeRating: tee.slope_rating,
      }),
    );
    // Stableford: 0 points on the hole either way (net double bogey is already 0 points).
    expect(card.holes![capped - 1]).toMatchObject({ score: 10, adjusted: 7, sf: 0 });
    expect(card.holes!.reduce((n, h) => n + (h.adjusted ?? 0), 0)).toBe(card.ags);
    // The marker saw the gross score too.
    const asMarker = Scorecard.parse(
      (await get(`/api/scorecards/${cardId}?include_holes=true`, demo)).json(),
    );
    expect(asMarker.holes![capped - 1]!.score).toBe(10);
  });
});
