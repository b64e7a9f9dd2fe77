import { addDays, clockMinutes, formatClock, type WallClock } from '../club-time';

/** How a club lays out a course's tee sheet for a day (the club's settings). */
export interface TeeSheetSettings {
  /** First and last tee time, 'HH:mm'. */
  firstTime: string;
  lastTime: string;
  /** Minutes between tee times. */
  intervalMinutes: number;
}

/** A closed stretch of the sheet: blocked by the club, or held for a match. */
export interface TeeSheetBlock {
  from: string;
  /** Exclusive end, 'HH:mm'. */
  until: string;
  reason: 'blocked' | 'match';
  matchId: number | null;
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

/** Every tee time of a day, each with the block that closes it (null when bookable). */
export function teeSheetTimes(
  settings: TeeSheetSettings,
  blocks: readonly TeeSheetBlock[],
): SheetTime[] {
  const first = clockMinutes(settings.firstTime);
  const last = clockMinutes(settings.lastTime);
  if (first === null || last === null || settings.intervalMinutes <= 0) return [];
  const out: SheetTime[] = [];
  for (let m = first; m <= last; m += settings.intervalMinutes) {
    const block =
      blocks.find((b) => {
        const from = clockMinutes(b.from);
        const until = clockMinutes(b.until);
        return from !== null && until !== null && m >= from && m < until;
      }) ?? null;
    out.push({ time: formatClock(m), block });
  }
  return out;
}

/** True when `time` is one of the sheet's tee times (blocked or not). */
export function isSheetTime(settings: TeeSheetSettings, time: string): boolean {
  const first = clockMinutes(settings.firstTime);
  const last = clockMinutes(settings.lastTime);
  const m = clockMinutes(time);
  if (first === null || last === null || m === null || settings.intervalMinutes <= 0) return false;
  return m >= first && m <= last && (m - first) % settings.intervalMinutes === 0;
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
