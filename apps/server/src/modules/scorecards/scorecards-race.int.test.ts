import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_RESULT } from '@fairway/golf';
import { CardsResponse, HolesResponse } from '@fairway/contract';
import { createTestApp, DB_KIND, writeHeaders, type TestApp } from '../../../test/harness';

// A phone flushing its queued hole saves while the member submits, on another tab too: on
// PostgreSQL these run at the same time (PGlite serialises them, which must also hold).
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(demo), payload });

describe('hole saves and submits of one card at the same time', () => {
  it('never fail or deadlock; the card is submitted once, with the submitted scores', async () => {
    const cards = CardsResponse.parse(
      (await t.app.inject({ url: '/api/relatie/self/cards', headers: { cookie: demo } })).json(),
    ).cards;
    const open = cards.find((c) => c.state === 'open' && c.datum === '2026-11-22')!;
    const holes = HolesResponse.parse(
      (
        await t.app.inject({
          url: `/api/scorecards/${open.id}/cardHoles`,
          headers: { cookie: demo },
        })
      ).json(),
    );
    const scores = holes.map((h) => h.PAR);
    const submit = () => post(`/api/scorecards/${open.id}/edit`, { scores, allScoresSaved: 1 });
    const saves = holes.map((h) =>
      post(`/api/scorecards/${open.id}/hole/${h.HoleNr}/score`, { score: h.PAR + 1 }),
    );
    const [first, second, ...saved] = await Promise.all([submit(), submit(), ...saves]);

    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const statuses = [first!.json().status, second!.json().status].sort();
    expect(statuses).toEqual([PROCESSING_RESULT.SUCCES, PROCESSING_RESULT.ISINGEVULD].sort());
    expect(saved.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const stored = (
      await t.app.inject({ url: `/api/scorecards/${open.id}/scores`, headers: { cookie: demo } })
    ).json() as { score: number }[];
    expect(stored.map((s) => s.score)).toEqual(scores);
  });
});

// A player's card writes at the same time on PostgreSQL (PGlite runs one at a time): the marker
// signing while the player registers a foreign card, and two registrations at once, used to
// deadlock (the insert's key-share lock on the player and the card-list version row against the
// signature's version row and its lock of the player) and answer 500.
describe.skipIf(DB_KIND === 'pglite')('card writes of one player at the same time', () => {
  let marker: string;
  let markerId: number;
  let countryId: number;
  beforeAll(async () => {
    marker = await t.login('marker');
    markerId = (
      await t.app.inject({ url: '/api/relatie/self', headers: { cookie: marker } })
    ).json().id;
    const countries = (
      await t.app.inject({ url: '/api/countries', headers: { cookie: demo } })
    ).json() as { id: number; name: string }[];
    countryId = countries.find((c) => c.name === 'spanje')!.id;
  });

  /** A foreign card of demo's, complete; with `markerId` it waits for that member's signature. */
  const foreignCard = (date: string, time: string, withMarker?: number) =>
    post('/api/scorecards/foreign_unknown', {
      date,
      time,
      unknown_course_name: 'Costa Golf',
      cr: 71.2,
      sr: 128,
      par: 72,
      country_id: countryId,
      total_sf_points: 34,
      ...(withMarker
        ? { marker_id: withMarker }
        : { marker_name: 'Juan Garcia', marker_email: 'juan@example.es' }),
    });
  const cardCount = async () =>
    CardsResponse.parse(
      (
        await t.app.inject({
          url: '/api/relatie/self/cards?limit=500',
          headers: { cookie: demo },
        })
      ).json(),
    ).cards.length;

  it('the marker signs while the player registers a card: both succeed, every time', async () => {
    const pairs = 16;
    const waiting: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const res = await foreignCard(
        '2026-11-22',
        `0${6 + Math.floor(i / 6)}:${String(10 * (i % 6)).padStart(2, '0')}`,
        markerId,
      );
      expect(res.statusCode).toBe(200);
      waiting.push(res.json().id);
    }
    const before = await cardCount();
    for (const [i, id] of waiting.entries()) {
      const [signed, created] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/scorecards/${id}/sign`,
          headers: writeHeaders(marker),
        }),
        foreignCard('2026-10-01', `1${i % 10}:00`),
      ]);
      expect([signed.statusCode, created.statusCode], `pair ${i}`).toEqual([200, 200]);
    }
    expect(await cardCount()).toBe(before + pairs);
    const left = (
      await t.app.inject({ url: '/api/relatie/self/marker-cards', headers: { cookie: marker } })
    ).json() as { id: number }[];
    expect(left.filter((c) => waiting.includes(c.id))).toEqual([]);
  });

  it('registrations of one player at the same time all succeed', async () => {
    // After every card played so far (the signed ones above), so that each is processed at once
    // and takes the player's lock, as a signature does.
    const at = (n: number) => {
      const minutes = 9 * 60 + 3 * n;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    };
    const before = await cardCount();
    const rounds = 8;
    const atOnce = 4;
    for (let r = 0; r < rounds; r++) {
      const res = await Promise.all(
        Array.from({ length: atOnce }, (_, i) => foreignCard('2026-11-22', at(r * atOnce + i))),
      );
      expect(
        res.map((x) => x.statusCode),
        `round ${r}`,
      ).toEqual(Array(atOnce).fill(200));
    }
    expect(await cardCount()).toBe(before + rounds * atOnce);
  });
});
