import isoCountries from 'i18n-iso-countries';
import { count } from 'drizzle-orm';
import { everydayCountryName } from '@fairway/golf';
import type { Db } from '../db';
import { countries } from '../schema';

/** Golf countries whose handicap system the federation approves (their cards count as qualifying). */
const APPROVED = new Set(['NL', 'BE', 'DE', 'ES', 'GB-SCT']);

/**
 * Every country of ISO 3166-1 (from i18n-iso-countries), named as the spec's table names them
 * (Dutch, lower case: 'nederland'), with its code; and Scotland, a golf nation of its own. Every
 * database holds them: a club is in one, a foreign card is played in one.
 */
export const COUNTRIES: readonly { name: string; code: string; ngf_approved: boolean }[] = [
  ...Object.keys(isoCountries.getAlpha2Codes()).map((code) => ({
    name: (
      everydayCountryName(isoCountries.getName(code, 'nl', { select: 'all' }) ?? [], 'nl') ?? code
    ).toLocaleLowerCase('nl-NL'),
    code,
    ngf_approved: APPROVED.has(code),
  })),
  { name: 'schotland', code: 'GB-SCT', ngf_approved: APPROVED.has('GB-SCT') },
];

/** Loads the countries into a database that has none yet (a new install); returns their rows. */
export async function ensureCountries(db: Db) {
  const [row] = await db.select({ n: count() }).from(countries);
  if ((row?.n ?? 0) === 0) await db.insert(countries).values([...COUNTRIES]);
  return db.select().from(countries);
}
