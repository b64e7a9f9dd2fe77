import type { WallClock } from '../club-time';

/** What the starter wrote of a booked player: there, or never came. No mark: not known. */
export type Attendance = 'arrived' | 'no_show';

/** Why a mark is refused: its tee time has not come yet. */
export type AttendanceRefusal = 'not_started';

/**
 * Whether the starter may write `mark` for a player of the tee time `slot` at `now` (the club's
 * clock). Arrivals are written as players come in, so any time of today takes one; nobody is a
 * no-show before their tee time. A day still to come takes no mark at all. Clearing a mark
 * (null) is the same as writing one: the sheet is the day's or earlier.
 */
export function attendanceRefusal(
  slot: WallClock,
  mark: Attendance | null,
  now: WallClock,
): AttendanceRefusal | null {
  if (slot.date > now.date) return 'not_started';
  if (mark === 'no_show' && slot.date === now.date && slot.time > now.time) return 'not_started';
  return null;
}
