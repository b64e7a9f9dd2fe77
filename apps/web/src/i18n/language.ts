import { DEFAULT_LANGUAGE, LANGUAGES, resolveLanguage, type Language } from '@fairway/golf';

/** Where the last used language is kept, so the login screen speaks it before anyone logs in. */
export const LANGUAGE_STORAGE_KEY = 'fw_language';

/**
 * The language before login (spec §4): the one chosen on this device last, else the browser's
 * own when the app has it (en-GB reads as en_US, et as et_EE), else nl_NL. Unknown or unsupported
 * values (de_DE included) resolve to nl_NL like a member's voorkeurstaal does.
 */
export function startupLanguage(
  stored: string | null | undefined,
  browser?: string | null,
): Language {
  if (stored) return resolveLanguage(stored);
  return browserLanguage(browser);
}

/** The app's language for a browser's BCP 47 tag ("en-US", "et", "de-DE"), by its language part. */
export function browserLanguage(tag: string | null | undefined): Language {
  const primary = (tag ?? '').split(/[-_]/)[0]!.toLowerCase();
  return LANGUAGES.find((l) => l.slice(0, 2) === primary) ?? DEFAULT_LANGUAGE;
}

/** The language after login: the member's voorkeurstaal, resolved (spec §4). */
export function memberLanguage(voorkeurstaal: string | null | undefined): Language {
  return resolveLanguage(voorkeurstaal);
}

/** The BCP 47 tag for <html lang>: screen readers and hyphenation follow it. */
export function htmlLang(language: Language): string {
  return language.replace('_', '-');
}
