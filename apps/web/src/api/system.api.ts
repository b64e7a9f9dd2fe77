import { apiGet, apiPost } from './client';
import type { Parser } from './parser';

/**
 * POST /api/pageviews (spec §1): background work, so it never lights the loading indicator, and a
 * view lost for want of a connection is not worth an alert.
 */
export const reportPageView = (view: { path: string; title: string }) =>
  apiPost('/api/pageviews', null, view, { quiet: true, silentOffline: true });

/** A translation file is a tree of strings; anything else is refused. */
export type Translations = Record<string, unknown>;
const TranslationsParser: Parser<Translations> = {
  parse(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new TypeError('translation file is not an object');
    }
    return data as Translations;
  },
};

/** GET /i18n/{lang}.json (spec §7): the static translation file. */
export const fetchTranslations = (language: string) =>
  apiGet(`/i18n/${encodeURIComponent(language)}.json`, TranslationsParser, {
    anonymous: true,
    quiet: true,
  });
