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

const BOOT_APP = /<div id="boot-app" aria-hidden="true" inert>[\s\S]*?<\/div><\/div>/;
const APP_STYLESHEET = / media="print" data-app-css>/;

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
export function firstScreenPages(app: FastifyInstance, webDist: string) {
  const entry = path.join(path.dirname(webDist), 'dist-ssr', 'server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (!existsSync(entry) || !existsSync(manifestFile) || !BOOT_APP.test(template)) return null;
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

  /** The page for `pathname` with its first screen, or null for the plain page. */
  return async function render(request: FastifyRequest, pathname: string): Promise<string | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
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
    return (
      template
        .replace(/<html lang="[^"]*">/, `<html lang="${screen.language.replace('_', '-')}">`)
        // The stylesheets paint the screen, so here they block rendering (see first-paint.ts).
        .replace(APP_STYLESHEET, () => ` data-app-css>${styles}`)
        .replace(
          BOOT_APP,
          () => `<div id="boot-app" aria-hidden="true" inert>${screen.html}</div>${payload}`,
        )
    );
  };
}
