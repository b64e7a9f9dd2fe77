import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_RESULT } from '@fairway/golf';
import { CardsResponse, Scorecard } from '@fairway/contract';
import { callAs, createTestApp, readAs, type TestApp } from '../../../test/harness';
import { unknownCourseCard } from '../../../test/foreign-card';

// GET /api/scorecards/{id}?include_holes=true as a past card's read-only screen reads it: the
// holes with the gross and the adjusted score, the totals, the differential, the marker and the
// processing result. The harness seeds with a clock of 2026-11-22.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
let marker: string;
let gast: string;
let zuid: string;
let processed: Scorecard;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, marker, gast, zuid] = await Promise.all([
    t.login('demo'),
    t.login('marker'),
    t.login('gast'),
    t.login('zuid'),
  ]);
  const { cards } = CardsResponse.parse((await get('/api/relatie/self/cards', demo)).json());
  const markerId = (await get('/api/relatie/self', marker)).json().id;
  // A processed card at the club's course that the marker account did not mark.
  processed = cards.find(
    (c) => c.state === 'verwerkt' && c.tee_id !== null && c.marker_id !== markerId,
  )!;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => readAs(t, url, cookie);
const post = (url: string, cookie: string, payload: unknown) =>
  callAs(t, 'POST', url, cookie, payload);
const view = (id: number | string, cookie?: string) =>
  get(`/api/scorecards/${id}?include_holes=true`, cookie);

describe('GET /api/scorecards/{id}?include_holes=true (a past card, read-only)', () => {
  it('answers 401 without a session', async () => {
    expect((await view(processed.id)).statusCode).toBe(401);
  });

  it.each([
    ['abc', 'include_holes=true'],
    ['0', 'include_holes=true'],
    ['1', 'include_holes=misschien'],
  ])('refuses id %s with %s as 400 naming the field', async (id, query) => {
    const res = await get(`/api/scorecards/${id}?${query}`, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toMatch(/^(id|include_holes)$/);
  });

  it("is 404 for another club's member and for another member of the club", async () => {
    for (const cookie of [zuid, gast, marker]) {
      expect((await view(processed.id, cookie)).statusCode).toBe(404);
    }
    expect((await view(2_000_000, demo)).statusCode).toBe(404);
  });

  it('shows a processed card hole by hole: gross, points, adjusted, AGS, differential, marker', async () => {
    const res = await view(processed.id, demo);
    expect(res.statusCode).toBe(200);
    const card = Scorecard.parse(res.json());
    expect(card).toMatchObject({
      state: 'verwerkt',
      uitslag: PROCESSING_RESULT.ISVERWERKT,
      open_voor_score: false,
    });
    const holes = card.holes!;
    expect(holes).toHaveLength(card.aantal_holes);
    expect(holes.reduce((n, h) => n + h.score, 0)).toBe(card.score_18h ?? card.score_9h);
    expect(holes.reduce((n, h) => n + h.sf, 0)).toBe(card.sf_score_wed);
    // The adjusted scores are the engine's: they add up to the AGS the differential came from.
    expect(card.ags).not.toBeNull();
    expect(holes.reduce((n, h) => n + (h.adjusted ?? 0), 0)).toBe(card.ags);
    for (const h of holes) {
      if (h.score > 0) expect(h.adjusted).toBe(Math.min(h.score, h.ms_max));
    }
    expect(card.differential).not.toBeNull();
    expect(card.ehcp_nieuw).not.toBeNull();
    if (card.marker_id !== null) expect(card.marker_volledige_naam).toBeTruthy();
  });

  it('an unknown-course card saved but not processed: its result, no holes, read-only', async () => {
    const countries = (await get('/api/countries', demo)).json() as { id: number; name: string }[];
    const created = await post(
      '/api/scorecards/foreign_unknown',
      demo,
      unknownCourseCard('2025-01-05', countries),
    );
    expect(created.json().status).toBe('saved_not_processed');
    const card = Scorecard.parse((await view(created.json().id, demo)).json());
    expect(card).toMatchObject({
      state: 'open',
      open_voor_score: false,
      is_ingevuld: true,
      uitslag: PROCESSING_RESULT.ISLAATSTVERWERKT,
      baan_naam: 'Costa Golf',
      sf_score_wed: 34,
      ags: null,
      differential: null,
      marker_volledige_naam: 'Juan Garcia',
      holes: [],
    });
    // Read-only: no score can be added to it.
    expect(
      (await post(`/api/scorecards/${card.id}/hole/1/score`, demo, { score: 4 })).statusCode,
    ).toBe(409);
  });
});
