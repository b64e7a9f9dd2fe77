import { readFileSync } from 'node:fs';

/**
 * The web app's translation files (and the notification texts it is served with), so the tests select and check the texts a member reads
 * without writing any Dutch (or English) string a second time. A renamed or missing key fails the
 * test loudly instead of quietly matching nothing.
 */
export type Language = 'nl_NL' | 'en_US';

interface Messages {
  [key: string]: string | Messages;
}

const read = (relative: string) =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Messages;

/** The web's file with the contract's notification texts laid in, as the server serves it. */
function load(language: Language): Messages {
  const web = read(`../../../apps/web/i18n/${language}.json`);
  const texts = read(`../../../packages/contract/src/notification-texts/${language}.json`);
  return {
    ...web,
    notifications: { ...(web.notifications as Messages), ...(texts.notifications as Messages) },
  };
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
