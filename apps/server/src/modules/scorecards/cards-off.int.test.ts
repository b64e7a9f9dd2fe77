import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CardsResponse } from '@fairway/contract';
import { buildApp } from '../../app';
import { clubConfig } from '../../db/schema';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * A club with cards off (spec §3 `kaarten`; only in this test: Golfclub De Demo with the flag
 * turned off). The member's own card writes are refused with 403 CARD_CARDS_OFF and change
 * nothing; reading the cards stays.
 */

const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let app: FastifyInstance;
let demo: string;
let openCard: number;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: method === 'GET' ? { cookie: demo } : writeHeaders(demo),
    ...(payload ? { payload } : {}),
  });
const scoresOf = async (id: number) =>
  (await call('GET', `/api/scorecards/${id}/scores`)).json() as { score: number | null }[];

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  const cards = CardsResponse.parse(
    (await t.app.inject({ url: '/api/relatie/self/cards', headers: { cookie: demo } })).json(),
  );
  openCard = cards.cards.find((c) => c.state === 'open')!.id;
  await t.database.db
    .update(clubConfig)
    .set({ kaarten: false })
    .where(eq(clubConfig.club_id, t.clubId('demo')));
  // A fresh app: the club's settings are cached per process.
  app = await buildApp({ db: t.database.db, clock: () => NOW });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('kaarten off: the member keeps no cards in the app', () => {
  it('says so in the config', async () => {
    expect((await call('GET', '/api/config')).json().kaarten).toBe(false);
  });

  it.each([
    ['POST /api/scorecards', '/api/scorecards', { baan_id: 1, tee_id: 1, marker_id: 1 }],
    ['the allowed check', '/api/scorecards/allowed', { baan_id: 1 }],
    [
      'the foreign card check',
      '/api/scorecards/foreign/allowed',
      { datum: '2026-11-20', tijd: '10:00', type: 2 },
    ],
    ['a match card', '/api/wedstrijd/1/kaart', {}],
  ])('refuses %s with 403 CARD_CARDS_OFF', async (_name, url, payload) => {
    const before = CardsResponse.parse((await call('GET', '/api/relatie/self/cards')).json());
    const res = await call('POST', url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'CARD_CARDS_OFF',
      message: 'this club does not keep scorecards in the app',
    });
    const after = CardsResponse.parse((await call('GET', '/api/relatie/self/cards')).json());
    expect(after.cards.map((c) => c.id)).toEqual(before.cards.map((c) => c.id));
  });

  it('refuses a hole score and a submit on an open card, which stays as it was', async () => {
    const before = await scoresOf(openCard);
    const hole = await call('POST', `/api/scorecards/${openCard}/hole/1/score`, { score: 5 });
    expect(hole.statusCode).toBe(403);
    expect(hole.json().code).toBe('CARD_CARDS_OFF');
    const submit = await call('POST', `/api/scorecards/${openCard}/edit`, {
      scores: Array(18).fill(5),
      allScoresSaved: 1,
    });
    expect(submit.statusCode).toBe(403);
    expect(submit.json().code).toBe('CARD_CARDS_OFF');
    expect(await scoresOf(openCard)).toEqual(before);
  });

  it('still answers the card list and a card (read only)', async () => {
    expect((await call('GET', '/api/relatie/self/cards')).statusCode).toBe(200);
    expect((await call('GET', `/api/scorecards/${openCard}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/relatie/self/marker-cards')).statusCode).toBe(200);
  });

  it('leaves other clubs alone: a member of Veldzicht still creates cards', async () => {
    const veld = await t.login('veld', 'veldzicht');
    const res = await app.inject({
      method: 'POST',
      url: '/api/scorecards/allowed',
      headers: writeHeaders(veld),
      payload: { baan_id: 1 },
    });
    expect(res.statusCode).toBe(200);
  });
});
