import { clubTimeZone } from './club-clock';
import { dateTimeFormat } from './intl-formats';

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats a wire date (YYYY-MM-DD) or a timestamp as DD-MM-YYYY (spec §9). A wire date is a
 * calendar date and is never shifted by a time zone; a timestamp is shown in the club's zone.
 * Returns '' for missing or unreadable input so a screen never shows "Invalid Date".
 */
export function formatDate(value: string | null | undefined, timeZone = clubTimeZone()): string {
  if (!value) return '';
  const wire = WIRE_DATE.exec(value);
  if (wire) return `${wire[3]}-${wire[2]}-${wire[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** A club wall-clock time ('YYYY-MM-DD HH:mm', no zone) as DD-MM-YYYY HH:mm (spec §9 dates). */
export function formatWallTime(value: string): string {
  const [date = '', time = ''] = value.split(' ');
  return `${formatDate(date)} ${time}`.trim();
}

/** True for a real calendar date in wire form (YYYY-MM-DD), e.g. from a date input. */
export function isWireDate(value: string): boolean {
  const m = WIRE_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** A wire date as a UTC instant, so formatting it in UTC gives the same calendar day. */
function calendarDay(date: string): Date | null {
  const m = WIRE_DATE.exec(date);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** The weekday of a wire date in a language ('zo', 'Sun'); '' for an unreadable date. */
export function weekdayName(
  date: string,
  locale: string,
  style: 'short' | 'long' = 'short',
): string {
  const at = calendarDay(date);
  return at ? dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(at) : '';
}

/** The month of a wire date in a language ('nov', 'Nov'); '' for an unreadable date. */
export function monthName(date: string, locale: string): string {
  const at = calendarDay(date);
  return at ? dateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(at) : '';
}
