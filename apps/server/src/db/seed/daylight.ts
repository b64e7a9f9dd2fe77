import { clockMinutes, formatClock, roundMinutes } from '@fairway/golf';

/**
 * Daylight in the Netherlands (Amsterdam, local clock time with summer time) per month, the
 * month's worst case: its latest sunrise and its earliest sunset. The demo clubs are Dutch, so
 * their tee sheets and played rounds follow it.
 */
const DAYLIGHT: readonly { sunrise: string; sunset: string }[] = [
  { sunrise: '08:50', sunset: '16:37' }, // January
  { sunrise: '08:17', sunset: '17:18' }, // February
  { sunrise: '07:25', sunset: '18:12' }, // March
  { sunrise: '07:18', sunset: '20:09' }, // April
  { sunrise: '06:14', sunset: '20:58' }, // May
  { sunrise: '05:26', sunset: '21:50' }, // June
  { sunrise: '06:05', sunset: '21:30' }, // July
  { sunrise: '06:55', sunset: '20:22' }, // August
  { sunrise: '07:42', sunset: '19:11' }, // September
  { sunrise: '08:32', sunset: '17:10' }, // October
  { sunrise: '08:27', sunset: '16:31' }, // November
  { sunrise: '08:50', sunset: '16:27' }, // December
];

export interface DaylightSheet {
  first_time: string;
  last_time: string;
  interval_minutes: number;
}

/**
 * A demo course's tee sheet in the month of `date` (YYYY-MM-DD): the first tee time at sunrise,
 * the last one early enough for a 9-hole loop to end before sunset (a club's usual rule; longer
 * rounds started late are the player's own choice). 18-hole courses start every 10 minutes,
 * shorter loops every 15.
 */
export function daylightSheet(date: string, holes: number): DaylightSheet {
  const month = Number(date.slice(5, 7));
  const light = DAYLIGHT[month - 1];
  if (!light) throw new Error(`not a date: ${date}`);
  const interval = holes >= 18 ? 10 : 15;
  const sunrise = clockMinutes(light.sunrise)!;
  const sunset = clockMinutes(light.sunset)!;
  const first = Math.ceil(sunrise / interval) * interval;
  const lastStart = sunset - roundMinutes(9);
  const last = first + Math.floor((lastStart - first) / interval) * interval;
  return {
    first_time: formatClock(first),
    last_time: formatClock(last),
    interval_minutes: interval,
  };
}

/** How the seed lays out a course's tee sheet for the fortnight that starts on `date`. */
export type SheetLayout = (date: string, holes: number) => DaylightSheet;

/**
 * One layout for every month, for tests that check times against a known sheet: 18 holes
 * 07:30–17:00 every 10 minutes, shorter loops 08:00–18:00 every 15.
 */
export const FIXED_TEST_SHEET: SheetLayout = (_date, holes) =>
  holes >= 18
    ? { first_time: '07:30', last_time: '17:00', interval_minutes: 10 }
    : { first_time: '08:00', last_time: '18:00', interval_minutes: 15 };

/** Every tee time of a demo course's daylight sheet on `date`. */
export function daylightTimes(date: string, holes: number): string[] {
  const sheet = daylightSheet(date, holes);
  const out: string[] = [];
  const last = clockMinutes(sheet.last_time)!;
  for (let m = clockMinutes(sheet.first_time)!; m <= last; m += sheet.interval_minutes)
    out.push(formatClock(m));
  return out;
}
