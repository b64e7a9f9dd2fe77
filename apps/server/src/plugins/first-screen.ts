import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { FIRST_SCREEN_PAYLOAD_ID } from '@fairway/contract';
import { LANGUAGES, type Language } from '@fairway/golf';
import { watchEventLoopLag } from '../lib/event-loop-lag';

/** What the web app's server build (apps/web/src/first-screen/server.tsx) offers. */
interface FirstScreenModule {
  firstScreenCalls(pathname: string): string[] | null;
  firstScreenStyles(pathname: string): string | null;
  renderFirstScreen(
    pathname: string,
    answers: Readonly<Record<string, unknown>>,
    translations: (language: Language) => Record<string, unknown> | undefined,
  ): Promise<{ html: string; language: Language } | null>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Where the painted screen goes: between these markers inside #boot-app (apps/web/index.html). */
const SCREEN_START = '<!--fw:first-screen-->';
const SCREEN_END = '<!--/fw:first-screen-->';
/** The page's language, and the app stylesheet's non-blocking load (vite-plugins/first-paint.ts). */
const HTML_LANG = '<html lang="nl">';
const APP_STYLESHEET = ' media="print" data-app-css>';

/**
 * Pages painted at once; a request beyond them gets the plain page. Painting costs a few in-process
 * calls and a render, many times a plain page: when the server is busy (a morning rush on one
 * process) the app starting a little later beats every request waiting for the painter.
 */
export const FIRST_SCREEN_MAX_IN_FLIGHT = 8;

/**
 * The event loop's recent lag (lib/event-loop-lag.ts) above which a request gets the plain page:
 * the process is behind, and every request waiting would also wait for this one's calls.
 */
export const FIRST_SCREEN_MAX_LAG_MS = 250;

/** Painted pages kept (by the hash of their answers, see `paint`): characters of HTML at most. */
const KEPT_PAGES_BYTES = 32 * 1024 * 1024;

/** A first screen: the page, or that the browser's copy (`If-None-Match`) is still the page. */
export type FirstScreen = { etag: string; html: string } | { etag: string; html: null };

/** The entity tags of an If-None-Match header, without the weak marker a proxy may add. */
function entityTags(header: string | undefined): string[] {
  return header ? header.split(',').map((tag) => tag.trim().replace(/^W\//, '')) : [];
}

/** The page cut at the markers, once per build: what comes before, and after, the screen. */
function cutTemplate(template: string): { head: string; tail: string } | null {
  const start = template.indexOf(SCREEN_START);
  const end = template.indexOf(SCREEN_END);
  if (start < 0 || end < start) return null;
  const head = template.slice(0, start);
  const tail = template.slice(end + SCREEN_END.length);
  // The painted screen closes #boot-app itself, so the page's answers can follow it at once.
  const close = tail.indexOf('</div>');
  if (!head.includes(HTML_LANG) || !head.includes(APP_STYLESHEET) || close < 0) return null;
  if (tail.slice(0, close).trim() !== '') return null;
  return { head, tail: tail.slice(close + '</div>'.length) };
}

/** The CSS files a client module needs (its own and its static imports'), from Vite's manifest. */
export function stylesOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    for (const i of chunk.imports ?? []) visit(i);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  visit(key);
  return css;
}

/** JSON text inside <script type="application/json">: no "</script>" or "<!--" can end it early. */
const forScript = (json: string) => json.replace(/</g, '\\u003c');

/** A 200 answer: the JSON text the route sent, and (once needed) that text read. */
interface Answer {
  text: string;
  value?: unknown;
}

/** The answer's text read, once (a kept page needs none: the card list alone is ~100 KB). */
function valueOf(answer: Answer): unknown {
  if (!('value' in answer)) answer.value = JSON.parse(answer.text) as unknown;
  return answer.value;
}

/**
 * A member's first screen painted by the server (apps/web/README.md "First screen from the
 * server"): for a path the web app can render, the screen's calls are answered in-process with the
 * request's own cookie (so the same routes, checks and club isolation decide what is shown), the
 * web app's server build renders the screen in the member's language, and the page carries the
 * answers so the app starts without asking again. Anything missing (no build, no session, a call
 * that does not answer 200) gives the plain page.
 */
export function firstScreenPages(
  app: FastifyInstance,
  webDist: string,
  opts: { maxInFlight?: number | undefined; maxLagMs?: number | undefined } = {},
) {
  const entry = path.join(path.dirname(webDist), 'dist-ssr', 'server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const page = cutTemplate(template);
  if (!existsSync(entry) || !existsSync(manifestFile) || !page) return null;
  const { head: pageHead, tail: pageTail } = page;
  const maxInFlight = opts.maxInFlight ?? FIRST_SCREEN_MAX_IN_FLIGHT;
  const maxLagMs = opts.maxLagMs ?? FIRST_SCREEN_MAX_LAG_MS;
  let inFlight = 0;
  const lag = watchEventLoopLag();
  app.addHook('onClose', async () => lag.stop());
  // The build's own mark: a new build's page names other scripts, so it is another page.
  const build = createHash('sha256').update(template).digest('base64url').slice(0, 16);
  const kept = new LRUCache<string, string>({
    maxSize: KEPT_PAGES_BYTES,
    sizeCalculation: (html) => Math.max(1, html.length),
  });
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  let loading: Promise<FirstScreenModule> | undefined;
  const load = () => (loading ??= import(pathToFileURL(entry).href) as Promise<FirstScreenModule>);
  const translations = new Map<Language, Answer>();

  const get = async (url: string, cookie: string): Promise<Answer | undefined> => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    return res.statusCode === 200 ? { text: res.body } : undefined;
  };

  const loadTranslations = async () => {
    if (translations.size === LANGUAGES.length) return;
    await Promise.all(
      LANGUAGES.map(async (language) => {
        const file = await get(`/i18n/${language}.json`, '');
        if (!file) return;
        try {
          if (typeof valueOf(file) === 'object') translations.set(language, file);
        } catch {
          // Not JSON: no translation, so no painted page in that language.
        }
      }),
    );
  };
  // The stylesheet links a screen adds: the same for every request of a build.
  const styleLinks = new Map<string, string>();
  const stylesFor = (screens: FirstScreenModule, pathname: string) => {
    let links = styleLinks.get(pathname);
    if (links === undefined) {
      links = stylesOf(manifest, screens.firstScreenStyles(pathname) ?? '')
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      styleLinks.set(pathname, links);
    }
    return links;
  };
  const translationsOf = (language: Language) =>
    translations.get(language)?.value as Record<string, unknown> | undefined;

  /**
   * The page with its first screen, or null when something it needs is missing. The page is a
   * function of the build, the path, the hour (the screen's "today" moves with the club's clock)
   * and the text of the answers (the member, their cards, their language, the club's settings):
   * their hash is its entity tag and its key among the kept pages. A repeat with the same answers
   * is not rendered again, and a browser that holds it gets a 304. Another member's answers (their
   * own profile among them) hash to another page, so no member is ever sent another's.
   */
  const paint = async (
    cookie: string,
    pathname: string,
    ifNoneMatch: string | undefined,
  ): Promise<FirstScreen | null> => {
    const screens = await load();
    const calls = screens.firstScreenCalls(pathname);
    if (!calls) return null;
    const [bodies] = await Promise.all([
      Promise.all(calls.map((url) => get(url, cookie))),
      loadTranslations(),
    ]);
    const answered = calls.flatMap((url, i) => {
      const body = bodies[i];
      return body ? [[url, body] as const] : [];
    });
    if (answered.length !== calls.length) return null;
    const hash = createHash('sha256').update(`${build}\0${pathname}\0`);
    hash.update(new Date().toISOString().slice(0, 13));
    for (const [url, body] of answered) hash.update(`\0${url}\0`).update(body.text);
    const etag = `"fs-${hash.digest('base64url')}"`;
    if (entityTags(ifNoneMatch).includes(etag)) return { etag, html: null };
    const html = kept.get(etag) ?? (await render(screens, pathname, answered));
    if (html === null) return null;
    kept.set(etag, html);
    return { etag, html };
  };

  const render = async (
    screens: FirstScreenModule,
    pathname: string,
    answered: readonly (readonly [string, Answer])[],
  ): Promise<string | null> => {
    let answers: Record<string, unknown>;
    try {
      answers = Object.fromEntries(answered.map(([url, body]) => [url, valueOf(body)]));
    } catch {
      return null;
    }
    const screen = await screens.renderFirstScreen(pathname, answers, translationsOf);
    const file = screen && translations.get(screen.language);
    if (!screen || !file) return null;

    const styles = stylesFor(screens, pathname);
    // The answers go into the page as the text the routes sent, not read and written again.
    const sent = [...answered, [`/i18n/${screen.language}.json`, file] as const]
      .map(([url, body]) => `${JSON.stringify(url)}:${body.text}`)
      .join(',');
    const json = `{"language":${JSON.stringify(screen.language)},"answers":{${sent}}}`;
    const payload = `<script type="application/json" id="${FIRST_SCREEN_PAYLOAD_ID}">${forScript(json)}</script>`;
    const head = pageHead
      .replace(HTML_LANG, () => `<html lang="${screen.language.replace('_', '-')}">`)
      // The stylesheets paint the screen, so here they block rendering (see first-paint.ts).
      .replace(APP_STYLESHEET, () => ` data-app-css>${styles}`);
    return `${head}${screen.html}</div>${payload}${pageTail}`;
  };

  /**
   * The page for `pathname` with its first screen, or null for the plain page: also when the
   * process is busy (many pages in the making, or the event loop behind), as the app starting
   * from the plain page a little later beats every request waiting longer.
   */
  return async function firstScreen(
    request: FastifyRequest,
    pathname: string,
  ): Promise<FirstScreen | null> {
    const cookie = request.headers.cookie;
    if (!cookie || inFlight >= maxInFlight || lag.ms > maxLagMs) return null;
    inFlight++;
    try {
      return await paint(cookie, pathname, request.headers['if-none-match']);
    } finally {
      inFlight--;
    }
  };
}
