import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_PAYLOAD_ID } from '@fairway/contract';
import { LANGUAGES, type Language } from '@fairway/golf';

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

/** A 200 answer: the JSON text the route sent, and that text read. */
interface Answer {
  text: string;
  value: unknown;
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
  opts: { maxInFlight?: number | undefined } = {},
) {
  const entry = path.join(path.dirname(webDist), 'dist-ssr', 'server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const page = cutTemplate(template);
  if (!existsSync(entry) || !existsSync(manifestFile) || !page) return null;
  const { head: pageHead, tail: pageTail } = page;
  const maxInFlight = opts.maxInFlight ?? FIRST_SCREEN_MAX_IN_FLIGHT;
  let inFlight = 0;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  let loading: Promise<FirstScreenModule> | undefined;
  const load = () => (loading ??= import(pathToFileURL(entry).href) as Promise<FirstScreenModule>);
  const translations = new Map<Language, Answer>();

  const get = async (url: string, cookie: string): Promise<Answer | undefined> => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) return undefined;
    try {
      return { text: res.body, value: JSON.parse(res.body) as unknown };
    } catch {
      return undefined;
    }
  };

  const loadTranslations = async () => {
    if (translations.size === LANGUAGES.length) return;
    await Promise.all(
      LANGUAGES.map(async (language) => {
        const file = await get(`/i18n/${language}.json`, '');
        if (file && typeof file.value === 'object') translations.set(language, file);
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

  /** The page with its first screen painted, or null when something it needs is missing. */
  const paint = async (cookie: string, pathname: string): Promise<string | null> => {
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
    const answers = Object.fromEntries(answered.map(([url, body]) => [url, body.value]));
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

  /** The page for `pathname` with its first screen, or null for the plain page. */
  return async function render(request: FastifyRequest, pathname: string): Promise<string | null> {
    const cookie = request.headers.cookie;
    if (!cookie || inFlight >= maxInFlight) return null;
    inFlight++;
    try {
      return await paint(cookie, pathname);
    } finally {
      inFlight--;
    }
  };
}
