import { importReason, type ImportReason } from '@fairway/contract';
import { LANGUAGES, parseHandicap } from '@fairway/golf';

/**
 * A file's text read as a member field's value, the way clubs' exports write them. Each answers
 * the value for the member rules (AdminMemberFields) to check, or throws the cell's reason.
 */

/** A cell the reading refuses, with the reason the preview shows. */
export class CellRefused extends Error {
  constructor(readonly reason: ImportReason) {
    super(reason.message);
  }
}

export const cellRefused = (...args: Parameters<typeof importReason>) =>
  new CellRefused(importReason(...args));

const pad = (n: string) => n.padStart(2, '0');

/**
 * A date as DD-MM-YYYY, D-M-YYYY (with '-', '/' or '.') or YYYY-MM-DD, as YYYY-MM-DD. A day that
 * does not exist (31-02-1970) is refused here; the range is the member rule's.
 */
export function readDate(text: string): string {
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const [y, m, d] = dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : ymd ? [ymd[1]!, ymd[2]!, ymd[3]!] : [];
  if (!y || !m || !d) throw cellRefused('notDate', 'not a date (DD-MM-YYYY or YYYY-MM-DD)');
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso)
    throw cellRefused('notCalendarDay', `${text} is not a day of the calendar`, { value: text });
  return iso;
}

const SEXES: Record<string, 'm' | 'v'> = {
  m: 'm',
  man: 'm',
  male: 'm',
  mees: 'm',
  h: 'm',
  heer: 'm',
  v: 'v',
  vrouw: 'v',
  f: 'v',
  female: 'v',
  naine: 'v',
  n: 'v',
  dame: 'v',
  d: 'v',
};

export function readSex(text: string): 'm' | 'v' {
  const sex = SEXES[text.toLowerCase()];
  if (!sex) throw cellRefused('notSex', 'not a sex (M or V)');
  return sex;
}

const YES = new Set(['ja', 'j', 'yes', 'y', 'true', 'waar', '1', 'x', 'jah']);
const NO = new Set(['nee', 'n', 'no', 'false', 'onwaar', '0', 'ei']);

export function readYesNo(text: string): boolean {
  const t = text.toLowerCase();
  if (t === '' || NO.has(t)) return false;
  if (YES.has(t)) return true;
  throw cellRefused('notYesNo', 'not yes or no (ja/nee)');
}

const LANGUAGE_NAMES: Record<string, (typeof LANGUAGES)[number]> = {
  nl: 'nl_NL',
  nederlands: 'nl_NL',
  dutch: 'nl_NL',
  en: 'en_US',
  engels: 'en_US',
  english: 'en_US',
  et: 'et_EE',
  ee: 'et_EE',
  estonian: 'et_EE',
  eesti: 'et_EE',
};

/** A language code (nl_NL, nl-NL, NL) or name; empty is Dutch, the club's default. */
export function readLanguage(text: string): (typeof LANGUAGES)[number] {
  if (text === '') return 'nl_NL';
  const code = text.replace('-', '_');
  const exact = LANGUAGES.find((l) => l.toLowerCase() === code.toLowerCase());
  const language = exact ?? LANGUAGE_NAMES[text.toLowerCase()];
  if (!language) throw cellRefused('notLanguage', 'not a language (nl, en or et)');
  return language;
}

/** A handicap index as written: "12,4", "12.4", "+1,2" (a plus handicap, negative here). */
export function readHandicap(text: string): number {
  try {
    return parseHandicap(text);
  } catch {
    throw cellRefused('notHandicap', 'not a handicap index (such as 12,4 or +1,2)');
  }
}
