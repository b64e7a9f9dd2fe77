/**
 * The server's side of a member's first screen (built on its own: `vite build --ssr`, see
 * apps/web/README.md "First screen from the server"). The server asks which calls a path needs,
 * answers them in-process with the member's session, and has the screen rendered here to HTML
 * with the app's own components, in the member's language. The page then paints the member's
 * data before any JS arrives, and the app starts from the same answers (api/first-answers.ts).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createInstance, type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@fairway/golf';
import type { ApiCall } from '../api/call';
import { selfQuery } from '../features/members';
import { ScorecardsFirstScreen } from '../features/scorecards';
import { firstScreenQueries as scorecardsQueries } from '../features/scorecards/scorecards-page';
import { memberLanguage } from '../i18n/language';

interface FirstQuery {
  queryKey: QueryKey;
  meta?: { call?: ApiCall<unknown> };
}

interface FirstScreen {
  queries: () => readonly FirstQuery[];
  View: ComponentType;
  /** The client module whose stylesheets the screen needs (a key of Vite's manifest). */
  styles: string;
}

/** The screens the server paints, by path: where a member lands after login (routes.tsx). */
const SCREENS: Readonly<Record<string, FirstScreen>> = {
  '/app/scorecards': {
    queries: scorecardsQueries,
    View: ScorecardsFirstScreen,
    styles: 'src/features/scorecards/scorecards-page.tsx',
  },
};

function callOf(query: FirstQuery): ApiCall<unknown> {
  const call = query.meta?.call;
  if (!call) throw new Error(`first-screen query ${JSON.stringify(query.queryKey)} has no call`);
  return call;
}

const screenFor = (pathname: string): FirstScreen | undefined =>
  Object.hasOwn(SCREENS, pathname) ? SCREENS[pathname] : undefined;

/** One i18next per translation file: building one per page costs more than the render. */
const translators = new WeakMap<Record<string, unknown>, i18n>();

function translatorFor(language: Language, resources: Record<string, unknown>): i18n {
  let translator = translators.get(resources);
  if (!translator) {
    translator = createInstance();
    void translator.init({
      lng: language,
      resources: { [language]: { translation: resources } },
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    translators.set(resources, translator);
  }
  return translator;
}

/** The GET paths (with query strings) whose answers `pathname`'s first screen needs; null: none. */
export function firstScreenCalls(pathname: string): string[] | null {
  const screen = screenFor(pathname);
  return screen ? screen.queries().map((query) => callOf(query).path) : null;
}

/** The client module whose stylesheets `pathname`'s first screen needs; null: no such screen. */
export function firstScreenStyles(pathname: string): string | null {
  return screenFor(pathname)?.styles ?? null;
}

export interface RenderedScreen {
  html: string;
  /** The member's language (spec §4), in which the screen is written. */
  language: Language;
}

/**
 * `pathname`'s first screen as HTML, from the answers to its calls (reply bodies by path) and the
 * translation file of a language. Null when there is no such screen or an answer is missing or
 * does not match the contract: the page then starts without one.
 */
export async function renderFirstScreen(
  pathname: string,
  answers: Readonly<Record<string, unknown>>,
  translations: (language: Language) => Record<string, unknown> | undefined,
): Promise<RenderedScreen | null> {
  const screen = screenFor(pathname);
  if (!screen) return null;
  // Nothing is fetched here: the cache holds exactly the answers given.
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Infinity, retry: false } },
  });
  for (const query of screen.queries()) {
    const call = callOf(query);
    if (!Object.hasOwn(answers, call.path)) return null;
    let parsed: unknown;
    try {
      parsed = await call.parser.parse(answers[call.path]);
    } catch {
      return null;
    }
    client.setQueryData(query.queryKey, parsed);
  }
  const language = memberLanguage(client.getQueryData(selfQuery().queryKey)?.voorkeurstaal);
  const resources = translations(language);
  if (!resources) return null;
  const i18n = translatorFor(language, resources);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <screen.View />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  client.clear();
  return { html, language };
}
