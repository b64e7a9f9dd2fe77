import { dayNumber } from '../dates';

/**
 * Booking rules compare club-local wall-clock times ('YYYY-MM-DD' + 'HH:mm'): a member reads a
 * tee time and a lead time on the club's clock, so that is the clock the rules use. The caller
 * converts "now" to the club's time zone.
 */
export interface WallClock {
  date: string;
  time: string;
}

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
