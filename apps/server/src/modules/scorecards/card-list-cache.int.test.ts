import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CardsResponse, HolesResponse } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

// Each server process keeps members' card lists; these tests run two apps on one database (two
// processes, each with its own cache) and check that a list never outlives a change to a card,
// whoever made it.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let other: FastifyInstance;
let demo: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  other = await buildApp({ db: t.database.db, clock: () => NOW });
  await other.ready();
  demo = await t.login('demo');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const cardsOn = async (app: FastifyInstance) =>
  CardsResponse.parse(
    (await app.inject({ url: '/api/relatie/self/cards', headers: { cookie: demo } })).json(),
  ).cards;

describe('the card list kept per member', () => {
  it('shows a card submitted through the other process', async () => {
    const before = await cardsOn(t.app);
    await cardsOn(other);
    const open = before.find((c) => c.state === 'open' && c.datum === '2026-11-22')!;
    const holes = HolesResponse.parse(
      (
        await other.inject({
          url: `/api/scorecards/${open.id}/cardHoles`,
          headers: { cookie: demo },
        })
      ).json(),
    );
    const submit = await other.inject({
      method: 'POST',
      url: `/api/scorecards/${open.id}/edit`,
      headers: writeHeaders(demo),
      payload: { scores: holes.map((h) => h.PAR), allScoresSaved: 1 },
    });
    expect(submit.statusCode).toBe(200);

    const after = await cardsOn(t.app);
    expect(after.find((c) => c.id === open.id)!.state).toBe('te_markeren');
    expect(after.find((c) => c.id === open.id)!.score_18h).toBe(
      holes.reduce((sum, h) => sum + h.PAR, 0),
    );
  });

  it('shows a change written to the database by anything else, and a deleted card goes', async () => {
    const [first, second] = await cardsOn(t.app);
    await t.database.db.execute(
      sql`update scorecards set opmerking = 'corrected by the committee' where id = ${first!.id}`,
    );
    expect((await cardsOn(t.app)).find((c) => c.id === first!.id)!.opmerking).toBe(
      'corrected by the committee',
    );
    await t.database.db.execute(sql`delete from scorecard_scores where card_id = ${second!.id}`);
    await t.database.db.execute(sql`delete from scorecards where id = ${second!.id}`);
    expect((await cardsOn(t.app)).map((c) => c.id)).not.toContain(second!.id);
  });

  it("keeps one member's list apart from another's", async () => {
    const marker = await t.login('marker');
    const mine = await cardsOn(t.app);
    const theirs = CardsResponse.parse(
      (await t.app.inject({ url: '/api/relatie/self/cards', headers: { cookie: marker } })).json(),
    ).cards;
    expect(theirs.map((c) => c.id)).not.toEqual(mine.map((c) => c.id));
    expect(theirs.every((c) => !mine.some((m) => m.id === c.id))).toBe(true);
  });
});
