/**
 * Club-local dates and times (ARCHITECTURE §4.12): "today" and tee times are in the club's time
 * zone (Europe/Amsterdam unless the club says otherwise), on the wire as YYYY-MM-DD and HH:mm.
 */
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

export function clubDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const ms = now.getTime();
  const minute = Math.floor(ms / 60_000);
  const hit = lastMinute.get(timeZone);
  if (hit && hit.minute === minute) return { date: hit.date, time: hit.time };
  const value = formatDateTime(now, timeZone);
  if (ms >= WHOLE_MINUTE_OFFSETS_SINCE) lastMinute.set(timeZone, { minute, ...value });
  return value;
}

function formatDateTime(now: Date, timeZone: string): { date: string; time: string } {
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

/** The date `days` after a YYYY-MM-DD date (calendar arithmetic in UTC, no DST effects). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Minutes from (date, time) a to (date, time) b, both club-local wall-clock values. */
export function minutesBetween(
  a: { date: string; time: string },
  b: { date: string; time: string },
) {
  const ms = (x: { date: string; time: string }) => Date.parse(`${x.date}T${x.time}:00Z`);
  return (ms(b) - ms(a)) / 60_000;
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
