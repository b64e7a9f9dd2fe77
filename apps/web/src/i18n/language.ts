import { DEFAULT_LANGUAGE, resolveLanguage, type Language } from '@fairway/golf';

/** Where the last used language is kept, so the login screen speaks it before anyone logs in. */
export const LANGUAGE_STORAGE_KEY = 'fw_language';

/**
 * The language before login (spec §4): the last one used on this device, else nl_NL. Unknown or
 * unsupported values (de_DE included) resolve to nl_NL like a member's voorkeurstaal does.
 */
export function startupLanguage(stored: string | null | undefined): Language {
  return stored ? resolveLanguage(stored) : DEFAULT_LANGUAGE;
}

/** The language after login: the member's voorkeurstaal, resolved (spec §4). */
export function memberLanguage(voorkeurstaal: string | null | undefined): Language {
  return resolveLanguage(voorkeurstaal);
}

/** The BCP 47 tag for <html lang>: screen readers and hyphenation follow it. */
export function htmlLang(language: Language): string {
  return language.replace('_', '-');
}
