import { GolfInputError } from './errors';

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : -1000;
}

/**
 * A 'YYYY-MM-DD' date as a day number (days since 1970-01-01). Parsed by hand: replay reads one
 * date per card and `new Date()` would allocate and accept sloppy formats.
 */
export function dayNumber(date: string, field = 'date'): number {
  if (
    typeof date !== 'string' ||
    date.length !== 10 ||
    date.charCodeAt(4) !== 45 ||
    date.charCodeAt(7) !== 45
  ) {
    throw new GolfInputError('DATE_INVALID', field, `${field} must be YYYY-MM-DD`);
  }
  const year = digit(date, 0) * 1000 + digit(date, 1) * 100 + digit(date, 2) * 10 + digit(date, 3);
  const month = digit(date, 5) * 10 + digit(date, 6);
  const day = digit(date, 8) * 10 + digit(date, 9);
  const leap = isLeap(year);
  const monthDays =
    month === 2
      ? leap
        ? 29
        : 28
      : month === 4 || month === 6 || month === 9 || month === 11
        ? 30
        : 31;
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > monthDays) {
    throw new GolfInputError('DATE_INVALID', field, `${field} is not a date`);
  }
  const y = year - 1;
  const daysBeforeYear = 365 * y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
  const dayOfYear = (DAYS_BEFORE_MONTH[month - 1] as number) + (month > 2 && leap ? 1 : 0) + day;
  // 719162 days from 0001-01-01 to 1970-01-01.
  return daysBeforeYear + dayOfYear - 1 - 719162;
}

/** Rule 5.7: the Low Handicap Index looks back over the 365 days before the latest score. */
export const LOW_INDEX_WINDOW_DAYS = 365;
