import { dayNumber } from './dates';

/**
 * Club time, the one home for it on server and app: "today", tee times and lead times are
 * club-local (the club's IANA time zone, Europe/Amsterdam unless the club says otherwise), on the
 * wire as YYYY-MM-DD and HH:mm. The clock and the zone are always passed in.
 */

/** The zone a club has unless it says otherwise. */
export const DEFAULT_CLUB_TIME_ZONE = 'Europe/Amsterdam';

/**
 * A club-local wall-clock moment ('YYYY-MM-DD' + 'HH:mm'): a member reads a tee time and a lead
 * time on the club's clock, so that is the clock the booking rules compare on.
 */
export interface WallClock {
  date: string;
  time: string;
}
// Building an Intl.DateTimeFormat costs far more than using one: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// The last answer per time zone, for the minute it holds: "now" is asked for on nearly every call.
const lastMinute = new Map<string, { minute: number; date: string; time: string }>();
// Since 1973 every zone's offset is whole minutes, so a UTC minute is one club minute.
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1);

/** The club's wall clock at `now`. */
export function clubDateTime(now: Date, timeZone: string): WallClock {
  const ms = now.getTime();
  const minute = Math.floor(ms / 60_000);
  const hit = lastMinute.get(timeZone);
  if (hit && hit.minute === minute) return { date: hit.date, time: hit.time };
  const value = formatDateTime(now, timeZone);
  if (ms >= WHOLE_MINUTE_OFFSETS_SINCE) lastMinute.set(timeZone, { minute, ...value });
  return value;
}

function formatDateTime(now: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The date `days` after a YYYY-MM-DD date (calendar arithmetic, no DST effects); a value that is
 * not a wire date comes back as it was (a form's half-typed date).
 */
export function addDays(date: string, days: number): string {
  const d = WIRE_DATE.exec(date);
  if (!d) return date;
  const ms = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Minutes from (date, time) a to (date, time) b, both club-local wall-clock values. */
export function minutesBetween(a: WallClock, b: WallClock) {
  const ms = (x: WallClock) => Date.parse(`${x.date}T${x.time}:00Z`);
  return (ms(b) - ms(a)) / 60_000;
}

/**
 * How many minutes the club-local `date` `time` lies after `now` (negative: in the past); null
 * when either is not a wire date or a time of day.
 */
export function minutesAhead(
  date: string,
  time: string,
  now: Date,
  timeZone: string,
): number | null {
  if (!WIRE_DATE.test(date) || clockMinutes(time) === null) return null;
  const at = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(at)) return null;
  return minutesBetween(clubDateTime(now, timeZone), { date, time });
}

/** The offset of `timeZone` from UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const { date, time } = clubDateTime(new Date(instant), timeZone);
  const seconds = new Date(instant).getUTCSeconds() * 1000 + new Date(instant).getUTCMilliseconds();
  return Date.parse(`${date}T${time}:00Z`) + seconds - instant;
}

/**
 * The instant of a club-local wall-clock time (a tee time's `timestamp`), in Unix seconds. Two
 * passes settle the offset across a DST change; a time that does not exist (the skipped spring
 * hour) resolves to the instant one hour later, as clocks do.
 */
export function clubInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return Math.floor(instant / 1000);
}

/** The club-local date and time of a Unix-seconds instant. */
export const clubWallClock = (seconds: number, timeZone: string) =>
  clubDateTime(new Date(seconds * 1000), timeZone);

/**
 * Instants of many wall-clock times on one date (a tee sheet): the zone's offset is read once, at
 * noon, and used for every time from 04:00 on (DST changes happen between 02:00 and 03:00);
 * earlier times are converted one by one. Reading the offset costs an Intl call, a sheet has ~60
 * times.
 */
export function clubInstants(date: string, times: readonly string[], timeZone: string): number[] {
  const noonWall = Date.parse(`${date}T12:00:00Z`) / 1000;
  const offset = noonWall - clubInstant(date, '12:00', timeZone);
  return times.map((time) =>
    time < '04:00'
      ? clubInstant(date, time, timeZone)
      : Date.parse(`${date}T${time}:00Z`) / 1000 - offset,
  );
}

// ---- clock times and lead times (the booking rules' arithmetic) ------------------------------

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A lead time may exceed a day ('48:00'). */
const DURATION = /^(\d{1,3}):([0-5]\d)$/;

export const isClockTime = (time: string): boolean => TIME.test(time);

/** 'HH:mm' → minutes after midnight; null when it is not a time of day. */
export function clockMinutes(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes → 'HH:mm' (0 ≤ minutes < 1440). */
export function formatClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A lead time 'hours:minutes' (spec §5 Booking) → minutes; null when malformed. */
export function leadMinutes(lead: string): number | null {
  const m = DURATION.exec(lead);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** A wall-clock moment as minutes since 1970-01-01 00:00 on the same clock. */
export function wallMinutes(at: WallClock): number {
  const minutes = clockMinutes(at.time);
  if (minutes === null) throw new RangeError(`time must be HH:mm, got ${at.time}`);
  return dayNumber(at.date) * 1440 + minutes;
}

/** The wall-clock moment `minutes` after 1970-01-01 00:00 on the same clock (wallMinutes' inverse). */
export function fromWallMinutes(minutes: number): WallClock {
  const day = Math.floor(minutes / 1440);
  // Whole days on the proleptic calendar: UTC has no shifts, so it counts them exactly.
  const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
  return { date, time: formatClock(minutes - day * 1440) };
}
