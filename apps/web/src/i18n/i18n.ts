import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairway/golf';
import { fetchTranslations } from '../api/system.api';
import { firstScreenLanguage } from '../api/first-answers';
import { htmlLang, LANGUAGE_STORAGE_KEY, startupLanguage } from './language';

/** Loads /i18n/{lang}.json through the api layer (spec §7), one file per language. */
const backend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    fetchTranslations(language).then(
      (translations) => callback(null, translations),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering only means the next visit starts in Dutch.
  }
  document.documentElement.lang = htmlLang(language);
}

/**
 * Starts i18next in the language the server wrote the first screen in, else the one the device
 * used last, else the browser's when the app has it (nl_NL otherwise).
 */
export async function initI18n(): Promise<void> {
  const language = startupLanguage(
    firstScreenLanguage() ?? readStoredLanguage(),
    typeof navigator === 'undefined' ? null : navigator.language,
  );
  document.documentElement.lang = htmlLang(language);
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Each file carries every key (scripts/check-i18n.mjs), so no second file is fetched.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

/** Switches the whole UI to `language` and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}
