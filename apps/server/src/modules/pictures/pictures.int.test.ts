import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { encode as encodeBmp } from 'bmp-ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { MULTIPART_TYPE, multipartBody } from '../../../test/multipart';
import { buildApp } from '../../app';
import { FILE_TOO_LARGE } from './picture-messages';
import { FilePictureStore } from './picture-store';

let t: TestApp;
let app: FastifyInstance;
let dir: string;
let demo: string;
let gast: string;
let zuid: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'fairway-pictures-test-'));
  app = await buildApp({ db: t.database.db, pictures: new FilePictureStore(dir) });
  [demo, gast, zuid] = await Promise.all([t.login('demo'), t.login('gast'), t.login('zuid')]);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Every file the store holds, as `<player>/<name>`. */
const stored = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

const upload = (
  cookie: string | null,
  file: Buffer | null,
  fields: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/uploads/profilepic',
    headers: {
      ...(cookie ? writeHeaders(cookie) : { 'x-fairway-request': '1' }),
      'content-type': MULTIPART_TYPE,
      ...headers,
    },
    payload: multipartBody(file && { data: file, name: 'me.jpg', type: 'image/jpeg' }, fields),
  });

const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });
const self = async (cookie: string) =>
  (await get('/api/relatie/self', cookie)).json() as Record<string, string | null>;

/** A picture whose left half is red and right half blue, as PNG. */
const halves = (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) raw[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
  return sharp(raw, { raw: { width, height, channels: 3 } });
};

/** The mean colour of a JPEG answer. */
async function meanColour(bytes: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(bytes).stats();
  const [r, g, b] = channels.map((c) => Math.round(c.mean));
  return [r!, g!, b!];
}

/** A minimal 1x1 GIF with `frames` frames and the logical screen given. */
function gif(frames = 1, screen = { w: 1, h: 1 }) {
  const head = Buffer.from([
    ...Buffer.from('GIF89a'),
    screen.w & 0xff,
    screen.w >> 8,
    screen.h & 0xff,
    screen.h >> 8,
    0x80,
    0,
    0,
    0xff,
    0,
    0,
    0,
    0,
    0xff,
  ]);
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
  return Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

describe('POST /api/uploads/profilepic', () => {
  it('answers 401 without a session, and stores nothing', async () => {
    const res = await upload(null, await halves(40, 40).png().toBuffer());
    expect(res.statusCode).toBe(401);
    expect(stored()).toEqual([]);
  });

  it('cuts the chosen square, draws the four sizes without metadata and shows them on the profile', async () => {
    const png = await halves(600, 400).png().toBuffer();
    // The blue right half: x 300..600.
    const res = await upload(demo, png, { x: 300, y: 50, size: 300 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const me = await self(demo);
    for (const [field, px] of [
      ['foto_mob_sm_url', 96],
      ['foto_mob_url', 256],
      ['foto_mob_lg_url', 300], // never enlarged beyond the square
      ['foto_lg_url', 300],
    ] as const) {
      expect(me[field]).toBe(body[field]);
      const pic = await get(body[field], demo);
      expect(pic.statusCode).toBe(200);
      expect(pic.headers['content-type']).toBe('image/jpeg');
      expect(pic.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(pic.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', px, px]);
      expect(meta.exif).toBeUndefined();
      const [r, , b] = await meanColour(pic.rawPayload);
      expect(b).toBeGreaterThan(200);
      expect(r).toBeLessThan(40);
    }
    // A member of the same club sees it in the member list's avatar.
    expect((await get(body.foto_mob_sm_url, gast)).statusCode).toBe(200);
    expect(stored()).toHaveLength(4);
  });

  it('turns a JPEG by its EXIF orientation before cutting, and drops the EXIF', async () => {
    // Stored 200 x 100 with orientation 6: shown 100 wide and 200 tall, its red left half on top.
    const jpg = await halves(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const res = await upload(demo, jpg, { x: 0, y: 0, size: 100 });
    expect(res.statusCode).toBe(200);
    const pic = await get(res.json().foto_mob_url, demo);
    const meta = await sharp(pic.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      100,
      100,
      undefined,
      undefined,
    ]);
    const [r, , b] = await meanColour(pic.rawPayload);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(40);
  });

  it('takes the centre square when no crop is sent, and reads GIF and BMP', async () => {
    const gifRes = await upload(demo, await halves(60, 20).gif().toBuffer());
    expect(gifRes.statusCode).toBe(200);
    const meta = await sharp((await get(gifRes.json().foto_mob_url, demo)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([20, 20]);

    const rgba = Buffer.alloc(30 * 20 * 4);
    // bmp-ts takes ABGR: green everywhere.
    for (let i = 0; i < 30 * 20; i++) rgba[i * 4 + 2] = 255;
    const bmp = encodeBmp({ width: 30, height: 20, data: rgba, bitPP: 24 }).data;
    const bmpRes = await upload(demo, bmp, { x: 5, y: 0, size: 20 });
    expect(bmpRes.statusCode).toBe(200);
    const pic = (await get(bmpRes.json().foto_mob_url, demo)).rawPayload;
    const [r, g, b] = await meanColour(pic);
    expect(g).toBeGreaterThan(200);
    expect(r + b).toBeLessThan(60);
  });

  it('removes the replaced files: the old URLs answer 404, only the new four are stored', async () => {
    const before = await self(demo);
    const res = await upload(demo, await halves(50, 50).png().toBuffer());
    expect(res.statusCode).toBe(200);
    for (const url of [
      before.foto_mob_sm_url,
      before.foto_mob_url,
      before.foto_mob_lg_url,
      before.foto_lg_url,
    ])
      expect((await get(url!, demo)).statusCode).toBe(404);
    const names = stored();
    expect(names).toHaveLength(4);
    expect(names.map((n) => `/api/pictures/${n}`).sort()).toEqual(
      [
        res.json().foto_mob_sm_url,
        res.json().foto_mob_url,
        res.json().foto_mob_lg_url,
        res.json().foto_lg_url,
      ].sort(),
    );
  });

  describe('refuses bad files with a 4xx and stores nothing', () => {
    const cases: [string, () => Promise<Buffer>, number, string][] = [
      [
        'a PDF renamed to .jpg',
        async () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
        415,
        'PICTURE_TYPE',
      ],
      ['a zero-byte file', async () => Buffer.alloc(0), 400, 'PICTURE_INVALID'],
      [
        'a 50-megapixel picture',
        () =>
          sharp({
            create: { width: 7100, height: 7100, channels: 3, background: '#336699' },
          })
            .png({ compressionLevel: 1 })
            .toBuffer(),
        413,
        'PICTURE_TOO_BIG',
      ],
      [
        'a GIF with a 65535 x 65535 screen',
        async () => gif(1, { w: 65535, h: 65535 }),
        413,
        'PICTURE_TOO_BIG',
      ],
      ['a GIF of 101 frames', async () => gif(101), 413, 'PICTURE_TOO_BIG'],
      [
        'a PNG that is also a ZIP (a polyglot)',
        async () =>
          Buffer.concat([
            await halves(20, 20).png().toBuffer(),
            Buffer.from('PK\x03\x04\x14\x00\x00\x00evil.html<script>alert(1)</script>'),
          ]),
        400,
        'PICTURE_INVALID',
      ],
      [
        'a JPEG with a PDF after its end',
        async () =>
          Buffer.concat([await halves(20, 20).jpeg().toBuffer(), Buffer.from('%PDF-1.4\n%%EOF\n')]),
        400,
        'PICTURE_INVALID',
      ],
      [
        'a JPEG cut short',
        async () => (await halves(64, 64).jpeg().toBuffer()).subarray(0, 300),
        400,
        'PICTURE_INVALID',
      ],
    ];
    it.each(cases)('%s', async (_name, make, status, code) => {
      const before = await self(demo);
      const files = stored();
      const res = await upload(demo, await make());
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
      expect(await self(demo)).toEqual(before);
      expect(stored()).toEqual(files);
    });
  });

  it('refuses a square outside the picture and bad crop numbers naming the field', async () => {
    const png = await halves(100, 80).png().toBuffer();
    const outside = await upload(demo, png, { x: 10, y: 0, size: 95 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('VALIDATION');
    const bad = await upload(demo, png, { x: 'left', y: 0, size: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('x');
    const none = await upload(demo, null, { x: 0, y: 0, size: 10 });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].field).toBe('file');
  });

  it('refuses a file over the byte limit, naming it', async () => {
    const res = await upload(demo, Buffer.alloc(PICTURE_MAX_BYTES + 10, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PICTURE_TOO_BIG', message: FILE_TOO_LARGE });
  });

  it('replays the first answer for a repeated Idempotency-Key, and 422 for another file', async () => {
    const png = await halves(64, 64).png().toBuffer();
    const key = { 'idempotency-key': 'picture-key-0001' };
    const first = await upload(demo, png, {}, key);
    expect(first.statusCode).toBe(200);
    const names = [
      first.json().foto_mob_sm_url,
      first.json().foto_mob_url,
      first.json().foto_mob_lg_url,
      first.json().foto_lg_url,
    ].map((u: string) => u.slice('/api/pictures/'.length));
    // The replaced files go once the key's transaction has committed.
    await vi.waitFor(() => expect(stored()).toEqual(names.sort()));
    const again = await upload(demo, png, {}, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(stored()).toEqual(names);
    const other = await upload(demo, await halves(64, 64).jpeg().toBuffer(), {}, key);
    expect(other.statusCode).toBe(422);
    expect((await self(demo)).foto_mob_url).toBe(first.json().foto_mob_url);
  });

  it("keeps clubs apart: another club's member gets 404 for the picture and changes only their own", async () => {
    const mine = await self(demo);
    expect((await get(mine.foto_mob_url!, zuid)).statusCode).toBe(404);
    const res = await upload(zuid, await halves(40, 40).png().toBuffer());
    expect(res.statusCode).toBe(200);
    expect(await self(demo)).toEqual(mine);
    expect((await get(res.json().foto_mob_url, demo)).statusCode).toBe(404);
    expect((await get(res.json().foto_mob_url, zuid)).statusCode).toBe(200);
  });
});

describe('GET /api/pictures/:player/:name', () => {
  it('answers 401 without a session and 400 for a name that is not a picture', async () => {
    const url = (await self(demo)).foto_mob_url!;
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await get('/api/pictures/1/..%2F..%2Fetc%2Fpasswd', demo)).statusCode).toBe(400);
  });
});
