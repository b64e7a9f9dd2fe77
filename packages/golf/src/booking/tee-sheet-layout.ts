import { clockMinutes } from '../club-time';

/**
 * A period of the year with its own first and last tee time (winter's short days). `from` and
 * `until` are 'MM-DD', both days included; a season whose `until` comes before its `from`
 * (1 Nov–28 Feb) runs over the new year.
 */
export interface TeeSheetSeason {
  name: string;
  from: string;
  until: string;
  firstTime: string;
  lastTime: string;
}

/** How a course lays out its tee sheet (back office, the tee-sheet manager). */
export interface TeeSheetLayout {
  /** First and last tee time, 'HH:mm', on a day outside every season. */
  firstTime: string;
  lastTime: string;
  /**
   * Minutes between tee times as a repeating pattern: [10] every ten minutes, [8, 9] 8 and 9
   * minutes in turn from the day's first time.
   */
  intervals: readonly number[];
  seasons: readonly TeeSheetSeason[];
}

/** One day's sheet: the season's first and last time (or the course's) and the pattern. */
export interface DaySheet {
  firstTime: string;
  lastTime: string;
  intervals: readonly number[];
}

/** The pattern of a course whose tee-sheet manager has set none: every ten minutes. */
export const DEFAULT_TEE_INTERVALS: readonly number[] = [10];

/** The limits the back office and the engine share. */
export const LAYOUT_LIMITS = {
  INTERVAL_MIN: 1,
  INTERVAL_MAX: 60,
  PATTERN_MAX: 6,
  SEASONS_MAX: 4,
} as const;

const MONTH_DAY = /^(\d{2})-(\d{2})$/;
// Days per month in a leap year: 29 Feb is a day a season may name.
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'MM-DD' → its day in a leap year (0 = 1 Jan, 365 = 31 Dec); null when no such day. */
export function monthDayIndex(monthDay: string): number | null {
  const m = MONTH_DAY.exec(monthDay);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > MONTH_DAYS[month - 1]!) return null;
  return MONTH_DAYS.slice(0, month - 1).reduce((s, d) => s + d, 0) + day - 1;
}

/** True when the 'MM-DD' day falls in the season (both ends included, over the new year too). */
function inSeason(season: TeeSheetSeason, monthDay: string): boolean {
  const { from, until } = season;
  return from <= until
    ? monthDay >= from && monthDay <= until
    : monthDay >= from || monthDay <= until;
}

/** The season a 'YYYY-MM-DD' date falls in, or null (the course's own times that day). */
export function seasonOn(seasons: readonly TeeSheetSeason[], date: string): TeeSheetSeason | null {
  const monthDay = date.slice(5, 10);
  return seasons.find((s) => inSeason(s, monthDay)) ?? null;
}

/** The date's first and last time (its season's, else the course's) and interval pattern. */
export function daySheet(layout: TeeSheetLayout, date: string): DaySheet {
  const season = seasonOn(layout.seasons, date);
  return {
    firstTime: season?.firstTime ?? layout.firstTime,
    lastTime: season?.lastTime ?? layout.lastTime,
    intervals: layout.intervals,
  };
}

/** The day's tee times in minutes after midnight: the pattern repeated from the first time. */
export function sheetMinutes(day: DaySheet): number[] {
  const first = clockMinutes(day.firstTime);
  const last = clockMinutes(day.lastTime);
  const steps = day.intervals;
  if (first === null || last === null || !steps.length || steps.some((s) => !(s >= 1))) return [];
  const out: number[] = [];
  for (let m = first, i = 0; m <= last; m += steps[i % steps.length]!, i++) out.push(m);
  return out;
}

/** A field of the layout the back office refuses, with why (season null: the course's own). */
export interface LayoutProblem {
  season: number | null;
  field: 'firstTime' | 'lastTime' | 'from' | 'until' | 'intervals' | 'name';
  message: string;
}

function timesProblem(first: string, last: string, season: number | null): LayoutProblem | null {
  const f = clockMinutes(first);
  const l = clockMinutes(last);
  if (f === null) return { season, field: 'firstTime', message: 'must be a time HH:mm' };
  if (l === null) return { season, field: 'lastTime', message: 'must be a time HH:mm' };
  if (l < f) return { season, field: 'lastTime', message: 'must not be before the first time' };
  return null;
}

/**
 * What the back office refuses in a layout (the form shows it, the server answers 400 with it):
 * a time that is no time, a last time before the first, an interval outside 1–60 minutes, a
 * season date no calendar has (29 Feb is one), two seasons sharing a day or one name.
 */
export function layoutProblems(layout: TeeSheetLayout): LayoutProblem[] {
  const out: LayoutProblem[] = [];
  const own = timesProblem(layout.firstTime, layout.lastTime, null);
  if (own) out.push(own);
  const { INTERVAL_MIN, INTERVAL_MAX, PATTERN_MAX, SEASONS_MAX } = LAYOUT_LIMITS;
  if (
    layout.intervals.length < 1 ||
    layout.intervals.length > PATTERN_MAX ||
    layout.intervals.some((m) => !Number.isInteger(m) || m < INTERVAL_MIN || m > INTERVAL_MAX)
  ) {
    out.push({
      season: null,
      field: 'intervals',
      message: `1 to ${PATTERN_MAX} intervals of ${INTERVAL_MIN}–${INTERVAL_MAX} minutes`,
    });
  }
  if (layout.seasons.length > SEASONS_MAX) {
    out.push({ season: null, field: 'name', message: `at most ${SEASONS_MAX} seasons` });
  }
  const taken = new Map<number, number>();
  const names = new Set<string>();
  layout.seasons.forEach((s, i) => {
    const key = s.name.trim().toLowerCase();
    if (!key) out.push({ season: i, field: 'name', message: 'a season has a name' });
    else if (names.has(key)) out.push({ season: i, field: 'name', message: 'names differ' });
    names.add(key);
    const times = timesProblem(s.firstTime, s.lastTime, i);
    if (times) out.push(times);
    const from = monthDayIndex(s.from);
    const until = monthDayIndex(s.until);
    if (from === null) out.push({ season: i, field: 'from', message: 'must be a day MM-DD' });
    if (until === null) out.push({ season: i, field: 'until', message: 'must be a day MM-DD' });
    if (from === null || until === null) return;
    for (let d = from, n = 0; n < 366; d = (d + 1) % 366, n++) {
      const other = taken.get(d);
      if (other !== undefined) {
        out.push({ season: i, field: 'from', message: `overlaps season ${other + 1}` });
        return;
      }
      taken.set(d, i);
      if (d === until) break;
    }
  });
  return out;
}
