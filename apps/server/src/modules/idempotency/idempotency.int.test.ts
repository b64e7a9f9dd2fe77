import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardsResponse } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { unknownCourseCard } from '../../../test/foreign-card';

let t: TestApp;
let demo: string;
let body: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-22T10:00:00Z') });
  demo = await t.login('demo');
  const countries = (
    await t.app.inject({ url: '/api/countries', headers: { cookie: demo } })
  ).json();
  body = unknownCourseCard('2026-03-01', countries);
});
afterAll(() => t.close());

const create = (key: string | undefined, payload: unknown, cookie = demo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/scorecards/foreign_unknown',
    headers: { ...writeHeaders(cookie), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as object,
  });
const count = async () =>
  CardsResponse.parse(
    (
      await t.app.inject({ url: '/api/relatie/self/cards?limit=500', headers: { cookie: demo } })
    ).json(),
  ).cards.length;

describe('Idempotency-Key on card creation (docs/QUALITY.md "Reliability")', () => {
  it('a replay returns the first answer and creates nothing more', async () => {
    const before = await count();
    const first = await create('key-0000000001', body);
    const replay = await create('key-0000000001', body);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('the same key with another body is refused and changes nothing', async () => {
    const before = await count();
    const res = await create('key-0000000001', { ...body, total_sf_points: 20 });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await count()).toBe(before);
  });

  it('keys belong to a member: another member with the same key is a new request', async () => {
    const marker = await t.login('marker');
    const res = await create('key-0000000001', body, marker);
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the same key twice at once: one card, the second waits for the first and replays it', async () => {
    const before = await count();
    const [a, b] = await Promise.all([
      create('key-0000000003', body),
      create('key-0000000003', body),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(b!.json()).toEqual(a!.json());
    expect([a!.headers['idempotent-replayed'], b!.headers['idempotent-replayed']]).toContain(
      'true',
    );
    expect(await count()).toBe(before + 1);
  });

  it('a refused request is answered again, not replayed: a refusal writes nothing, nor its key', async () => {
    const bad = { ...body, cr: 0 };
    const a = await create('key-0000000002', bad);
    const b = await create('key-0000000002', bad);
    expect(a.statusCode).toBe(400);
    expect(b.statusCode).toBe(400);
  });

  it('a refusal rolls its key back: the same key succeeds once the refusal no longer holds', async () => {
    // The marker signs demo's open card for today before demo has submitted it: 409. Once it is
    // submitted, the same call with the same key signs it (a stored refusal would answer 409 for
    // ever).
    const marker = await t.login('marker');
    const list = CardsResponse.parse(
      (await t.app.inject({ url: '/api/relatie/self/cards', headers: { cookie: demo } })).json(),
    ).cards;
    const open = list.find((c) => c.state === 'open' && c.datum === '2026-11-22')!;
    const sign = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/scorecards/${open.id}/sign`,
        headers: { ...writeHeaders(marker), 'idempotency-key': 'sign-key-0001' },
      });
    const early = await sign();
    expect(early.statusCode).toBe(409);
    const holes = (
      await t.app.inject({
        url: `/api/scorecards/${open.id}/cardHoles`,
        headers: { cookie: demo },
      })
    ).json() as { PAR: number }[];
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/scorecards/${open.id}/edit`,
      headers: writeHeaders(demo),
      payload: { scores: holes.map((h) => h.PAR), allScoresSaved: 1 },
    });
    expect(submitted.statusCode).toBe(200);
    const signed = await sign();
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['idempotent-replayed']).toBeUndefined();
    const replay = await sign();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key', async () => {
    expect((await create('short', body)).statusCode).toBe(400);
  });
});
