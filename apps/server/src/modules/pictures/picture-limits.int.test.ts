import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { MULTIPART_TYPE, multipartBody } from '../../../test/multipart';
import { buildApp } from '../../app';
import { memberships, rateLimits } from '../../db/schema';
import { DecodeGate } from './decode-gate';
import { FilePictureStore } from './picture-store';
import { PICTURE_UPLOAD_LIMIT } from './pictures.routes';

/**
 * What an upload may cost the server: pictures per member per hour (429 with Retry-After), and
 * per process the pictures decoded at once and the uploads held waiting (503 with Retry-After
 * beyond them). A refused upload changes nothing: the member's picture and files stay.
 */
let t: TestApp;
let dir: string;
let now = new Date('2026-11-22T10:00:00Z');
const apps: FastifyInstance[] = [];
let demo: string;
let gast: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'fairway-picture-limits-'));
  [demo, gast] = await Promise.all([t.login('demo'), t.login('gast')]);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t.close();
});

/** An app on the test database and picture folder, with its own decode gate. */
async function appWith(gate: DecodeGate): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.database.db,
    pictures: new FilePictureStore(dir),
    clock: () => now,
    pictureDecoding: gate,
  });
  apps.push(app);
  return app;
}

const upload = (app: FastifyInstance, cookie: string, file: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/api/uploads/profilepic',
    headers: {
      ...writeHeaders(cookie),
      'content-type': MULTIPART_TYPE,
    },
    payload: multipartBody({ data: file, name: 'me.jpg', type: 'image/jpeg' }),
  });

const self = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ url: '/api/relatie/self', headers: { cookie } })).json() as Record<
    string,
    unknown
  >;
const pictureOf = async (app: FastifyInstance, cookie: string) => {
  const me = await self(app, cookie);
  return [me.foto_mob_sm_url, me.foto_mob_url, me.foto_mob_lg_url, me.foto_lg_url];
};
const stored = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

/** A picture of `side` x `side` pixels of noise (it does not compress away), as JPEG. */
const noise = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

const wide = () => new DecodeGate({ concurrency: 2, waiting: 50, maxWaitMs: 600_000 });

describe('pictures per member per hour', () => {
  it(`takes ${PICTURE_UPLOAD_LIMIT.limit}; the next is 429 with Retry-After and changes nothing`, async () => {
    const app = await appWith(wide());
    const small = await noise(40);
    for (let i = 0; i < PICTURE_UPLOAD_LIMIT.limit; i++) {
      const res = await upload(app, demo, small);
      expect(res.statusCode, `upload ${i + 1}`).toBe(200);
    }
    const before = await pictureOf(app, demo);
    const files = stored();

    const refused = await upload(app, demo, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: 3600 });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await pictureOf(app, demo)).toEqual(before);
    expect(stored()).toEqual(files);

    // Another member is not held up by this one's uploads.
    const other = await upload(app, gast, small);
    expect(other.statusCode).toBe(200);
    expect(await pictureOf(app, demo)).toEqual(before);

    // Within the hour it stays refused; after it the member uploads again.
    now = new Date(now.getTime() + 59 * 60_000);
    expect((await upload(app, demo, small)).statusCode).toBe(429);
    now = new Date(now.getTime() + 2 * 60_000);
    const later = await upload(app, demo, small);
    expect(later.statusCode).toBe(200);
    expect(await pictureOf(app, demo)).not.toEqual(before);
  });
});

describe('pictures decoded at once', () => {
  it('never decodes more than the gate allows, however many arrive together', async () => {
    const gate = new DecodeGate({ concurrency: 2, waiting: 50, maxWaitMs: 600_000 });
    const app = await appWith(gate);
    const picture = await noise(1500);
    const members = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.club_id, t.clubId('demo')),
          eq(memberships.is_gast, false),
          like(memberships.username, 'lid%'),
        ),
      )
      .orderBy(memberships.id)
      .limit(12);
    expect(members).toHaveLength(12);
    const cookies = await Promise.all(members.map((m) => t.sessionFor(m.id)));
    const answers = await Promise.all(cookies.map((c) => upload(app, c, picture)));
    expect(answers.map((a) => a.statusCode)).toEqual(cookies.map(() => 200));
    expect(gate.peak).toBeGreaterThanOrEqual(1);
    expect(gate.peak).toBeLessThanOrEqual(2);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('answers 503 with Retry-After when every place is taken, without counting or changing anything', async () => {
    const gate = new DecodeGate({ concurrency: 1, waiting: 0, maxWaitMs: 600_000 });
    const app = await appWith(gate);
    const small = await noise(40);
    const before = await pictureOf(app, gast);
    const files = stored();
    const counted = () =>
      t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'profile-picture:%'));
    const countsBefore = await counted();

    // Another upload holds the only place.
    const held = gate.enter();
    const busy = await upload(app, gast, small);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ code: 'SERVER_BUSY', retry_after: 5 });
    expect(busy.headers['retry-after']).toBe('5');
    expect(await pictureOf(app, gast)).toEqual(before);
    expect(stored()).toEqual(files);
    expect(await counted()).toEqual(countsBefore);

    held.leave();
    expect((await upload(app, gast, small)).statusCode).toBe(200);
  });
});
