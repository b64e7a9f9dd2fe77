import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { players } from '../../db/schema';
import { withoutIndex } from '../../../test/member-index';

let t: TestApp;
let demo: string;
let gast: string;
beforeAll(async () => {
  t = await createTestApp();
  [demo, gast] = await Promise.all([t.login('demo'), t.login('gast')]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: cookie ? { cookie, ...headers } : headers });

/**
 * Reads the Code 128 barcode on a card the way a desk scanner does, aimed at it: the card's lower
 * third, where the barcode sits in both orientations.
 */
async function decodeBarcode(png: Buffer): Promise<string> {
  const meta = await sharp(png).metadata();
  const top = Math.floor((meta.height! * 2) / 3);
  const { data, info } = await sharp(png)
    .extract({ left: 0, top, width: meta.width!, height: meta.height! - top })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luminance = new Uint8ClampedArray(data);
  const source = new RGBLuminanceSource(luminance, info.width, info.height);
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

it.each(['/api/ngfcard', '/api/whs'])('%s answers 401 without a session', async (url) => {
  expect((await get(url)).statusCode).toBe(401);
});

describe('GET /api/ngfcard', () => {
  it.each([
    ['portrait', 638, 1012],
    ['landscape', 1012, 638],
  ] as const)(
    'draws the %s card as a PNG whose barcode decodes to the GSN',
    async (orientation, width, height) => {
      const res = await get(`/api/ngfcard?orientation=${orientation}`, demo);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const png = res.rawPayload;
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      const self = (await get('/api/relatie/self', demo)).json();
      expect(self.gsn).toMatch(/^NL\d+$/);
      expect(await decodeBarcode(png)).toBe(self.gsn);
    },
  );

  it('answers 304 while the card is the same, and a new image once the index changes', async () => {
    const first = await get('/api/ngfcard?orientation=landscape', demo);
    const etag = String(first.headers.etag);
    const again = await get('/api/ngfcard?orientation=landscape', demo, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const self = (await get('/api/relatie/self', demo)).json();
    const [row] = await t.database.db.select().from(players).where(eq(players.gsn, self.gsn));
    await t.database.db
      .update(players)
      .set({ handicap_tenths: (row!.handicap_tenths ?? 0) + 1 })
      .where(eq(players.id, row!.id));
    try {
      const changed = await get('/api/ngfcard?orientation=landscape', demo, {
        'if-none-match': etag,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    } finally {
      await t.database.db
        .update(players)
        .set({ handicap_tenths: row!.handicap_tenths })
        .where(eq(players.id, row!.id));
    }
  });

  it('answers 404 NO_CARD for a guest', async () => {
    const res = await get('/api/ngfcard', gast);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_CARD' });
  });

  it.each(['orientation=sideways', 'orientation=', 'lang=de_DE'])(
    'refuses ?%s with 400',
    async (query) => {
      const res = await get(`/api/ngfcard?${query}`, demo);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    },
  );
});

describe('GET /api/whs', () => {
  it('draws the WHS summary as a PNG', async () => {
    const res = await get('/api/whs?lang=en_US', demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([800, 900]);
    // Another language is another image.
    const nl = await get('/api/whs?lang=nl_NL', demo);
    expect(nl.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers 404 NO_INDEX for a player without an index', async () => {
    await withoutIndex(t, gast, async () => {
      const res = await get('/api/whs', gast);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NO_INDEX' });
    });
  });

  it('answers 304 while the summary is the same, and a new image at once when the index changes', async () => {
    const first = await get('/api/whs?lang=en_US', demo);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get('/api/whs?lang=en_US', demo, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const self = (await get('/api/relatie/self', demo)).json();
    const [row] = await t.database.db.select().from(players).where(eq(players.gsn, self.gsn));
    await t.database.db
      .update(players)
      .set({ handicap_tenths: row!.handicap_tenths! - 3 })
      .where(eq(players.id, row!.id));
    try {
      const changed = await get('/api/whs?lang=en_US', demo, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    } finally {
      await t.database.db
        .update(players)
        .set({ handicap_tenths: row!.handicap_tenths })
        .where(eq(players.id, row!.id));
    }
    // The old index again: the image it showed (the same validator).
    expect((await get('/api/whs?lang=en_US', demo)).headers.etag).toBe(etag);
  });

  it('answers 404 NO_INDEX to the new demo member, who has no index yet, and draws their card', async () => {
    const nieuw = await t.login('nieuw');
    const whs = await get('/api/whs', nieuw);
    expect(whs.statusCode).toBe(404);
    expect(whs.json()).toMatchObject({ code: 'NO_INDEX' });
    const card = await get('/api/ngfcard', nieuw);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it('refuses an unknown language with 400', async () => {
    expect((await get('/api/whs?lang=xx', demo)).statusCode).toBe(400);
  });
});
