import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HandicapHistoryResponse } from '@fairway/contract';
import { CARD_TYPE } from '@fairway/golf';
import { type TestApp, withTestApp } from '../../../test/harness';
import { replayCards } from '../../modules/handicap/handicap-record';
import { ScoringRecordRepository } from '../../modules/handicap/scoring-record.repository';
import { players } from '../schema';
import { DEMO_STORY } from './demo-cards';

let t: TestApp;
let demo: string;
withTestApp(async (app) => {
  t = app;
  demo = await app.login('demo');
});

describe("the demo account's card history", () => {
  it('replays (the engine) to a soft cap, a hard cap and an exceptional score reduction', async () => {
    const self = (
      await t.app.inject({ url: '/api/relatie/self', headers: { cookie: demo } })
    ).json();
    const [player] = await t.database.db.select().from(players).where(eq(players.gsn, self.gsn));
    const record = await new ScoringRecordRepository(t.database.db).processed(player!.id);
    // The story's rounds and the cards of the qualifying matches demo played (demo-matches.ts).
    const matchCards = record.filter((r) => r.card.typekaart === CARD_TYPE.WEDSTRIJD);
    expect(matchCards.length).toBeGreaterThan(0);
    expect(record).toHaveLength(DEMO_STORY.length + matchCards.length);
    const replay = replayCards(
      record.map((r) => r.card),
      player!,
    );
    expect(replay.some((e) => e.cap === 'soft')).toBe(true);
    expect(replay.some((e) => e.cap === 'hard')).toBe(true);
    expect(replay.some((e) => e.esr < 0)).toBe(true);
    // The record ends as an ordinary one: no cap on the index the member has now.
    expect(replay.at(-1)!.cap).toBe('none');
    expect(replay.at(-1)!.index).toBe(self.handicap);
  });

  it('and the history tab gets them from GET /api/relatie/self/handicap', async () => {
    const res = await t.app.inject({
      url: '/api/relatie/self/handicap',
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as HandicapHistoryResponse;
    const entries = JSON.stringify(body);
    expect(entries).toContain('"cap":"soft"');
    expect(entries).toContain('"cap":"hard"');
    expect(entries).toMatch(/"esr":-[12]/);
  });
});
