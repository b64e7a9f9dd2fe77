import { readFileSync } from 'node:fs';

/**
 * The web app's own translation files, so the tests select and check the texts a member reads
 * without writing any Dutch (or English) string a second time. A renamed or missing key fails the
 * test loudly instead of quietly matching nothing.
 */
export type Language = 'nl_NL' | 'en_US';

interface Messages {
  [key: string]: string | Messages;
}

function load(language: Language): Messages {
  const file = new URL(`../../../apps/web/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** `t('login.errors.club')`, with i18next's `{{name}}` interpolation. */
export function translator(language: Language): Translate {
  const messages = load(language);
  return (key, vars = {}) => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    if (typeof node !== 'string') throw new Error(`${language}.json has no text at "${key}"`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`"${key}" needs a value for {{${name}}}`);
      return String(value);
    });
  };
}

/** Dutch: the app's default language and the browser's locale in these tests. */
export const nl = translator('nl_NL');
export const en = translator('en_US');
