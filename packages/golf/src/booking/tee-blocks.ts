/**
 * What a club holds a stretch of its tee sheet for. 'match' blocks are also made by the match
 * committee's matches (those carry the match's id and change only with it).
 */
export const TEE_BLOCK_KINDS = [
  'match',
  'maintenance',
  'ladies_day',
  'seniors_day',
  'other',
] as const;
export type TeeBlockKind = (typeof TEE_BLOCK_KINDS)[number];

/** When a block applies: one date, or every week on an ISO weekday within optional dates. */
export interface TeeBlockWhen {
  /** One date (YYYY-MM-DD); null for a weekly block. */
  date: string | null;
  /** ISO weekday, 1 = Monday … 7 = Sunday; null for a one-date block. */
  weekday: number | null;
  /** A weekly block's first and last date (inclusive); null = open-ended. */
  validFrom: string | null;
  validUntil: string | null;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a YYYY-MM-DD date. */
export const isoWeekday = (date: string): number =>
  ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** True when a block closes part of the sheet on `date`. */
export function blockAppliesOn(block: TeeBlockWhen, date: string): boolean {
  if (block.date !== null) return block.date === date;
  if (block.weekday !== isoWeekday(date)) return false;
  if (block.validFrom !== null && date < block.validFrom) return false;
  return block.validUntil === null || date <= block.validUntil;
}

/** True when tee time `time` ('HH:mm') lies in [from, until). Clock strings compare as times. */
export const timeInBlock = (time: string, block: { from: string; until: string }): boolean =>
  time >= block.from && time < block.until;
