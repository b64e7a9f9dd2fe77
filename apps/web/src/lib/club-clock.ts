import { CLUB_TIME_ZONE } from './dates';
import { dateTimeFormat } from './intl-formats';

/** The club's wall clock at `now`: date YYYY-MM-DD and time HH:mm (ARCHITECTURE §4.12). */
export function clubNow(now: Date, timeZone = CLUB_TIME_ZONE): { date: string; time: string } {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since the epoch of a club-local date and time, read as one wall clock; null if bad. */
function wallMinutes(date: string, time: string): number | null {
  const d = WIRE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  return Number.isNaN(ms) ? null : ms / 60_000;
}

/** How many minutes the club-local `date` `time` lies after `now` (negative: in the past). */
export function minutesAhead(
  date: string,
  time: string,
  now: Date,
  timeZone = CLUB_TIME_ZONE,
): number | null {
  const at = wallMinutes(date, time);
  const current = clubNow(now, timeZone);
  const base = wallMinutes(current.date, current.time);
  return at === null || base === null ? null : at - base;
}

/** `date` moved by `days` (calendar arithmetic on the wire form). */
export function addDays(date: string, days: number): string {
  const d = WIRE.exec(date);
  if (!d) return date;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
