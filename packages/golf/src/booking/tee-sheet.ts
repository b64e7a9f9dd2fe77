import { addDays, clockMinutes, formatClock, type WallClock } from '../club-time';
import { daySheet, sheetMinutes, type TeeSheetLayout } from './tee-sheet-layout';
import type { TeeBlockKind } from './tee-blocks';

/** A closed stretch of the sheet: held by the club for a kind (tee-blocks.ts), or for a match. */
export interface TeeSheetBlock {
  from: string;
  /** Exclusive end, 'HH:mm'. */
  until: string;
  reason: TeeBlockKind;
  matchId: number | null;
  /** The club's own words members see on the blocked times; null when none. */
  message?: string | null;
}

export interface SheetTime {
  time: string;
  block: TeeSheetBlock | null;
}

/** When a club's tee sheets open (club config; the same fields on the wire). */
export interface SheetOpening {
  /** How many days ahead of today a member may book. */
  booking_days_ahead: number;
  /** The club time ('HH:mm') at which the newest day opens. */
  booking_opens_at: string;
}

/** A course's own opening, null where the club's holds (tee_sheet_settings; see courseLayer). */
export interface CourseOpening {
  booking_days_ahead: number | null;
  booking_opens_at: string | null;
}

/**
 * spec §4: the sheet is open `booking_days_ahead` days ahead; the newest day opens at
 * `booking_opens_at` (club time). Earlier days are open all day.
 */
export function sheetOpen(opening: SheetOpening, now: WallClock, date: string): boolean {
  const last = addDays(now.date, opening.booking_days_ahead);
  if (date > last) return false;
  if (date < last) return true;
  return now.time >= opening.booking_opens_at;
}

/**
 * Every tee time of a course on `date` (its season's first and last time, the interval
 * pattern), each with the block that closes it (null when bookable).
 */
export function teeSheetTimes(
  layout: TeeSheetLayout,
  date: string,
  blocks: readonly TeeSheetBlock[],
): SheetTime[] {
  return sheetMinutes(daySheet(layout, date)).map((m) => {
    const block =
      blocks.find((b) => {
        const from = clockMinutes(b.from);
        const until = clockMinutes(b.until);
        return from !== null && until !== null && m >= from && m < until;
      }) ?? null;
    return { time: formatClock(m), block };
  });
}

/** True when `time` is one of the course's tee times on `date` (blocked or not). */
export function isSheetTime(layout: TeeSheetLayout, date: string, time: string): boolean {
  const m = clockMinutes(time);
  return m !== null && sheetMinutes(daySheet(layout, date)).includes(m);
}

/**
 * How long a round keeps a player on the course, for "a member cannot hold two overlapping tee
 * times": 9 holes 2 h 15, 18 holes 4 h 30 (a club's usual pace of play).
 */
export const roundMinutes = (holes: number): number => (holes === 9 ? 135 : 270);

/** Two rounds on the same day overlap when one starts before the other has ended. */
export function roundsOverlap(
  a: { time: string; holes: number },
  b: { time: string; holes: number },
): boolean {
  const am = clockMinutes(a.time);
  const bm = clockMinutes(b.time);
  if (am === null || bm === null) return false;
  return am < bm + roundMinutes(b.holes) && bm < am + roundMinutes(a.holes);
}
