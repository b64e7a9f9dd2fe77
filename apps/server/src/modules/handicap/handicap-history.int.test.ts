import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HandicapHistoryResponse } from '@fairway/contract';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/harness';

/** GET /api/relatie/self/handicap: the member's own record as the engine replays it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = async (cookie: string, app: FastifyInstance = t.app, query = '') => {
  const res = await app.inject({ url: `/api/relatie/self/handicap${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return HandicapHistoryResponse.parse(res.json());
};

describe('GET /api/relatie/self/handicap', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/relatie/self/handicap' })).statusCode).toBe(401);
  });

  it("gives every processed card, newest first, ending in the member's current index", async () => {
    const cookie = await t.login('demo');
    const body = await history(cookie);
    const self = (await t.app.inject({ url: '/api/relatie/self', headers: { cookie } })).json();
    expect(body.entries.length).toBeGreaterThan(20);
    const dates = body.entries.map((e) => e.datum);
    expect(dates).toEqual([...dates].sort().reverse());
    // The index after the newest card is the member's handicap, and what the summary explains.
    expect(body.entries[0]!.index).toBe(self.handicap);
    expect(body.current?.index).toBe(self.handicap);
  });

  it('marks the 20 scores of the window and the 8 of them the index averages', async () => {
    const body = await history(await t.login('demo'));
    const window = body.entries.filter((e) => e.in_window);
    const counting = body.entries.filter((e) => e.counts);
    expect(window).toHaveLength(20);
    expect(counting).toHaveLength(8);
    expect(body.current).toMatchObject({ scores: 20, used: 8, adjustment: 0 });
    // Every counting card is in the window, and is the newest 20's lowest.
    for (const c of counting) expect(c.in_window).toBe(true);
    const highestCounting = Math.max(...counting.map((c) => c.differential! + c.esr));
    const lowestOther = Math.min(
      ...window.filter((e) => !e.counts).map((e) => e.differential! + e.esr),
    );
    expect(highestCounting).toBeLessThanOrEqual(lowestOther);
  });

  it("shows only the member's own record, also where the club hides profiles", async () => {
    const zuid = await history(await t.login('zuid'));
    const demo = await history(await t.login('demo'));
    const demoCards = new Set(demo.entries.map((e) => e.card_id));
    expect(zuid.entries.some((e) => demoCards.has(e.card_id))).toBe(false);
  });

  it('gives the record in pages that join up to the whole, newest first', async () => {
    const cookie = await t.login('demo');
    const whole = await history(cookie);
    expect(whole.next_offset ?? null).toBeNull();
    const pages = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page = await history(cookie, t.app, `?limit=25&offset=${offset}`);
      expect(page.current).toEqual(whole.current);
      expect(page.entries.length).toBeLessThanOrEqual(25);
      pages.push(...page.entries);
      offset = page.next_offset ?? null;
    }
    expect(pages).toEqual(whole.entries);
    const bad = await t.app.inject({
      url: '/api/relatie/self/handicap?limit=0',
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives only the cards from date_from on (the graph), paged or whole; refuses a bad date', async () => {
    const cookie = await t.login('demo');
    const whole = await history(cookie);
    const from = whole.entries[Math.floor(whole.entries.length / 2)]!.datum;
    const since = await history(cookie, t.app, `?date_from=${from}`);
    expect(since.entries).toEqual(whole.entries.filter((e) => e.datum >= from));
    expect(since.entries.length).toBeLessThan(whole.entries.length);
    expect(since.current).toEqual(whole.current);
    const page = await history(cookie, t.app, `?date_from=${from}&limit=5&offset=0`);
    expect(page.entries).toEqual(since.entries.slice(0, 5));
    expect(page.next_offset).toBe(since.entries.length > 5 ? 5 : null);
    expect((await history(cookie, t.app, '?date_from=2099-12-31')).entries).toEqual([]);
    for (const bad of ['2026-13-01', 'yesterday', '1800-01-01']) {
      const res = await t.app.inject({
        url: `/api/relatie/self/handicap?date_from=${bad}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('date_from');
    }
  });

  // Each server process keeps the answer per player; two apps on one database stand for two.
  it('answers a change to the record at once, in every process, whoever made it', async () => {
    const cookie = await t.login('demo');
    const other = await buildApp({ db: t.database.db });
    await other.ready();
    try {
      const before = await history(cookie);
      await history(cookie, other);
      const newest = before.entries[0]!;
      await t.database.db.execute(
        sql`update scorecards set verwerkt = false where id = ${newest.card_id}`,
      );
      for (const app of [t.app, other]) {
        const after = await history(cookie, app);
        expect(after.entries).toHaveLength(before.entries.length - 1);
        expect(after.entries.map((e) => e.card_id)).not.toContain(newest.card_id);
      }
      await t.database.db.execute(
        sql`update scorecards set verwerkt = true where id = ${newest.card_id}`,
      );
      expect((await history(cookie, other)).entries[0]!.card_id).toBe(newest.card_id);
      // A carried-over index changes the replay, though no card changed.
      const oldest = before.entries.at(-1)!;
      await t.database.db.execute(
        sql`update players set start_index_tenths = start_index_tenths + 10
            where id = (select player_id from memberships where username = 'demo' limit 1)`,
      );
      expect((await history(cookie)).entries.at(-1)!.index_before).toBeCloseTo(
        oldest.index_before! + 1,
      );
    } finally {
      await t.database.db.execute(
        sql`update players set start_index_tenths = start_index_tenths - 10
            where id = (select player_id from memberships where username = 'demo' limit 1)`,
      );
      await other.close();
    }
  });
});
