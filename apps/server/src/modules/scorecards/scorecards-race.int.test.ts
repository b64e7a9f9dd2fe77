import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESSING_RESULT } from '@fairway/golf';
import { CardsResponse, HolesResponse } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

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
