import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, writeHeaders, type TestApp } from '../../test/harness';

// A member's first screen from the server (plugins/first-screen.ts): the real web build, client
// and server side, built once into a temporary folder, on a database with the demo clubs.
const web = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../web');
const HOME = '/app/scorecards';
const CARDS = '/api/relatie/self/cards?limit=500&result_by_handicap=true';

let t: TestApp;
let app: FastifyInstance;
let out = '';
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(web, 'node_modules'), { recursive: true });
  // Inside the web app's node_modules, so the server build finds its packages as it does in
  // apps/web/dist-ssr.
  out = mkdtempSync(path.join(web, 'node_modules', '.fw-first-screen-'));
  const quiet = { root: web, logLevel: 'silent' as const };
  await build({ ...quiet, build: { outDir: path.join(out, 'dist') } });
  await build({
    ...quiet,
    build: { ssr: 'src/first-screen/server.tsx', outDir: path.join(out, 'dist-ssr') },
  });
  // The busy gate on the event loop's lag is tested on an app of its own (below): on a shared test
  // machine the lag may pass any bar, and these tests are about what a painted page shows.
  app = await buildApp({
    db: t.database.db,
    webDist: path.join(out, 'dist'),
    firstScreenMaxLagMs: Infinity,
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

const open = (url: string, cookie?: string) =>
  app.inject({ url, headers: cookie ? { cookie } : {} });

const saveProfile = (cookie: string, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/relatie/self', headers: writeHeaders(cookie), payload });

/** The answers the page carries for the app (apps/web/src/api/first-answers.ts). */
function payload(html: string): { language: string; answers: Record<string, unknown> } | null {
  const m = /<script type="application\/json" id="fw-first-screen">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as never) : null;
}

/** The text of the painted copy in #boot-app, tags stripped. */
function paintedText(html: string): string {
  const start = html.indexOf('<div id="boot-app"');
  const end = html.indexOf('<div id="root">');
  return html
    .slice(start, end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('GET /app/scorecards for a member: the screen painted by the server', () => {
  it("paints the member's handicap, name and cards in Dutch, and carries the answers", async () => {
    const cookie = await t.login('demo');
    const self = (await open('/api/relatie/self', cookie)).json() as {
      volledige_naam: string;
      handicap: number;
    };
    const cards = (await open(CARDS, cookie)).json() as { baan_naam?: string }[];
    const res = await open(HOME, cookie);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"fs-[\w-]+"$/);
    expect(res.headers.vary).toContain('cookie');
    const text = paintedText(res.body);
    expect(text).toContain('Scorekaarten');
    expect(text).toContain(self.volledige_naam);
    expect(text).toContain(String(self.handicap).replace('.', ','));
    expect(text).toContain('Kaarten om te markeren');
    expect(res.body).toContain('<html lang="nl-NL">');

    const sent = payload(res.body);
    expect(sent?.language).toBe('nl_NL');
    expect(Object.keys(sent?.answers ?? {}).sort()).toEqual(
      [
        '/api/auth/features',
        '/api/config',
        '/api/relatie/self',
        '/api/relatie/self/marker-cards',
        CARDS,
        '/i18n/nl_NL.json',
      ].sort(),
    );
    expect(sent?.answers['/api/relatie/self']).toEqual(self);
    expect(sent?.answers[CARDS]).toEqual(cards);
  });

  it("makes the stylesheets that paint it block rendering: the app's and the card list's", async () => {
    const res = await open(HOME, await t.login('demo'));
    expect(res.body).not.toContain('media="print"');
    expect(res.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/index-[^"]+\.css"/,
    );
    expect(res.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/scorecards-[^"]+\.css">/,
    );
  });

  it("writes the screen in the member's own language", async () => {
    const cookie = await t.login('marker');
    const saved = await saveProfile(cookie, { voorkeurstaal: 'en_US' });
    expect(saved.statusCode).toBe(200);
    const res = await open(HOME, cookie);
    expect(paintedText(res.body)).toContain('Scorecards');
    expect(res.body).toContain('<html lang="en-US">');
    expect(payload(res.body)?.language).toBe('en_US');
    expect(Object.keys(payload(res.body)?.answers ?? {})).toContain('/i18n/en_US.json');
  });

  it("shows another club's member only their own club and data", async () => {
    const demo = (await open('/api/relatie/self', await t.login('demo'))).json() as {
      volledige_naam: string;
    };
    const cookie = await t.login('zuid');
    const zuid = (await open('/api/relatie/self', cookie)).json() as { volledige_naam: string };
    const res = await open(HOME, cookie);
    const text = paintedText(res.body);
    expect(text).toContain(zuid.volledige_naam);
    expect(text).not.toContain(demo.volledige_naam);
    expect(JSON.stringify(payload(res.body))).not.toContain(demo.volledige_naam);
    // Golfbaan Zuid is of club type 'd': its members request a card.
    expect(text).toContain('Kaart aanvragen');
  });

  it('keeps a name with "</script>" inside the answers, as text', async () => {
    const cookie = await t.login('gast');
    const name = '</script><script>alert(1)</script>';
    const saved = await saveProfile(cookie, { roepnaam: name });
    expect(saved.statusCode).toBe(200);
    const res = await open(HOME, cookie);
    expect(res.body).not.toContain('<script>alert(1)');
    const self = payload(res.body)?.answers['/api/relatie/self'] as { roepnaam: string };
    expect(self.roepnaam).toBe(name);
  });

  it('is compressed for a browser that accepts it', async () => {
    const res = await app.inject({
      url: HOME,
      headers: { cookie: await t.login('demo'), 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('id="fw-first-screen"');
  });
});

describe("GET /app/scorecards again: the page kept, and the browser's copy", () => {
  const openWith = (cookie: string, etag?: string) =>
    app.inject({ url: HOME, headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

  it('a repeat with the tag the browser holds answers 304, without a body', async () => {
    const cookie = await t.login('demo');
    const first = await openWith(cookie);
    const etag = first.headers.etag as string;
    const again = await openWith(cookie, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    // A proxy may weaken the tag, and a browser may send several.
    expect((await openWith(cookie, `"other", W/${etag}`)).statusCode).toBe(304);
    // Without the tag: the same page, from the kept copy.
    const repeat = await openWith(cookie);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers.etag).toBe(etag);
    expect(repeat.body).toBe(first.body);
  });

  it('a changed card list paints the page anew, also for a browser holding the old one', async () => {
    const cookie = await t.login('demo');
    const before = await openWith(cookie);
    const { cards } = (await open(CARDS, cookie)).json() as { cards: { id: number }[] };
    // Written by anything (here the committee, in the database): the card list's version moves.
    await t.database.db.execute(
      sql`update scorecards set opmerking = 'checked by the committee' where id = ${cards[0]!.id}`,
    );
    const after = await openWith(cookie, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const listed = payload(after.body)?.answers[CARDS] as {
      cards: { id: number; opmerking: string }[];
    };
    expect(listed.cards.find((c) => c.id === cards[0]!.id)?.opmerking).toBe(
      'checked by the committee',
    );
  });

  it("never gives one member another's page, not even for the other's tag", async () => {
    const demo = await t.login('demo');
    const marker = await t.login('marker');
    const demoPage = await openWith(demo);
    const self = (await open('/api/relatie/self', marker)).json() as { volledige_naam: string };
    const markerPage = await openWith(marker, demoPage.headers.etag as string);
    expect(markerPage.statusCode).toBe(200);
    expect(markerPage.headers.etag).not.toBe(demoPage.headers.etag);
    expect(paintedText(markerPage.body)).toContain(self.volledige_naam);
    expect(markerPage.body).not.toBe(demoPage.body);
    const demoSelf = payload(demoPage.body)?.answers['/api/relatie/self'];
    expect(payload(markerPage.body)?.answers['/api/relatie/self']).not.toEqual(demoSelf);
  });

  it('a member whose session ended gets the plain page, even with the tag of their last page', async () => {
    const cookie = await t.login('demo');
    const page = await openWith(cookie);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: writeHeaders(cookie) });
    const after = await openWith(cookie, page.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(payload(after.body)).toBeNull();
  });
});

describe('GET /app/... without a first screen: the plain page', () => {
  it.each([
    ['no session', undefined],
    ['an unknown session', 'fw_session=not-a-session'],
  ])('%s gets the plain page, cacheable and with no member data', async (_what, cookie) => {
    const res = await open(HOME, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(payload(res.body)).toBeNull();
    expect(res.body).toContain('<div class="boot-app__toolbar"></div>');
  });

  it('a screen the server does not paint (news) gets the plain page, also for a member', async () => {
    const res = await open('/app/news', await t.login('demo'));
    expect(res.statusCode).toBe(200);
    expect(payload(res.body)).toBeNull();
  });

  it('when more pages are being painted than it may paint at once, the rest get the plain page', async () => {
    const busy = await buildApp({
      db: t.database.db,
      webDist: path.join(out, 'dist'),
      firstScreenMaxInFlight: 1,
      firstScreenMaxLagMs: Infinity,
    });
    try {
      const cookie = await t.login('demo');
      const pages = await Promise.all(
        [1, 2, 3].map(() => busy.inject({ url: HOME, headers: { cookie } })),
      );
      expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200]);
      const painted = pages.filter((p) => payload(p.body) !== null).length;
      expect(painted).toBe(1);
      // Once the painter is free again, the next page is painted.
      expect(payload((await busy.inject({ url: HOME, headers: { cookie } })).body)).not.toBeNull();
    } finally {
      await busy.close();
    }
  });

  it('when the event loop is behind, the plain page; painted again once it has caught up', async () => {
    const busy = await buildApp({
      db: t.database.db,
      webDist: path.join(out, 'dist'),
      firstScreenMaxLagMs: 100,
    });
    try {
      const cookie = await t.login('demo');
      // The process kept behind (as by a burst of work): the loop is held 200 ms at a time until
      // the request is answered, so the lag watch reads far above the bar however long the
      // request takes on a busy test machine (a single stall fades while the request runs).
      let behind = true;
      const hold = (): void => {
        if (!behind) return;
        const until = performance.now() + 200;
        while (performance.now() < until);
        setImmediate(hold);
      };
      hold();
      await new Promise((resolve) => setTimeout(resolve, 30));
      const during = await busy.inject({ url: HOME, headers: { cookie } }).finally(() => {
        behind = false;
      });
      expect(during.statusCode).toBe(200);
      expect(payload(during.body)).toBeNull();
      expect(during.headers['cache-control']).toBe('no-cache');
      // The lag fades within a second; then pages are painted again (the test machine may be
      // busy itself, so a few tries).
      let painted = false;
      for (let i = 0; i < 20 && !painted; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        painted = payload((await busy.inject({ url: HOME, headers: { cookie } })).body) !== null;
      }
      expect(painted).toBe(true);
    } finally {
      await busy.close();
    }
  });

  it('a member logged out since gets the plain page', async () => {
    const cookie = await t.login('demo');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: writeHeaders(cookie),
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(payload((await open(HOME, cookie)).body)).toBeNull();
  });
});
