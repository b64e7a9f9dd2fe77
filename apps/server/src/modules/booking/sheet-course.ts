import {
  blockAppliesOn,
  courseStartTees,
  crossesOver,
  startsFromTeeAt,
  startTeeRefusal,
  turnTime,
  type TeeSheetBlock,
} from '@fairway/golf';
import { AppError } from '../../errors';
import type { BlockRow, SheetCourse } from './booking.types';

/**
 * What a course's sheet allows, for the sheet, its locks and a new booking alike: its rounds'
 * holes, its start tees and the blocks of a date.
 */

/** 400 naming start_tee unless flights start from `tee` on the course. */
export function checkStartTee(course: SheetCourse, tee: number): void {
  const tees = courseStartTees(course.start_tees, course.holes);
  if (startTeeRefusal(tee, tees) === null) return;
  const message = `must be ${tees.join(' or ')}`;
  throw new AppError('VALIDATION', `start_tee: ${message} on ${course.name}`, [
    { field: 'start_tee', message },
  ]);
}

/**
 * The tee-1 time where a round of `holes` from `tee` at `time` holds its place at the turn, on a
 * day laid out as `times`: null for a round that does not cross over; 400 naming holes when the
 * day has no tee time that late (from then on tee 10 offers the back nine only).
 */
export function turnOf(
  course: SheetCourse,
  at: { tee: number; holes: number; time: string },
  times: readonly { time: string }[],
): string | null {
  if (!crossesOver(at.tee, at.holes)) return null;
  const turn = nineTurn(course, times, at.time);
  if (turn !== null) return turn;
  const message = `from tee ${at.tee} at ${at.time} a round is 9 holes: tee 1 has no time for the turn`;
  throw new AppError('VALIDATION', `holes: ${message}`, [{ field: 'holes', message }]);
}

/** The turn's tee-1 time of an 18-hole round from tee 10 at `time`, or null when there is none. */
export const nineTurn = (
  course: SheetCourse,
  times: readonly { time: string }[],
  time: string,
): string | null =>
  turnTime(
    times.map((t) => t.time),
    time,
    course.tee_ten_minutes,
  );

/**
 * Whether the sheet starts a flight from `tee` at `time` on a day laid out as `times` (the day's
 * sheet times in order): tee 10 only until the day's first flights from tee 1 reach it.
 */
export function teeStartsAt(
  course: SheetCourse,
  tee: number,
  times: readonly { time: string }[],
  time: string,
): boolean {
  const first = times[0]?.time;
  return first !== undefined && startsFromTeeAt(tee, time, first, course.tee_ten_minutes);
}

/** 400 unless the course is played over that many holes (27 arrives here as 18). */
export function checkHoles(course: SheetCourse, holes: number): void {
  if (course.hole_options.includes(holes)) return;
  throw new AppError(
    'VALIDATION',
    `holes: ${course.name} is played over ${course.hole_options.join(' or ')} holes`,
    [{ field: 'holes', message: `must be ${course.hole_options.join(' or ')}` }],
  );
}

const toBlock = (b: BlockRow): TeeSheetBlock => ({
  from: b.from_time,
  until: b.until_time,
  reason: b.reason,
  matchId: b.match_id,
  message: b.message,
});

/** The blocks of `rows` that close part of the sheet on `date` (a weekly one within its dates). */
export const blocksOnDate = (rows: readonly BlockRow[], date: string): TeeSheetBlock[] =>
  rows
    .filter((b) =>
      blockAppliesOn(
        { date: b.date, weekday: b.weekday, validFrom: b.valid_from, validUntil: b.valid_until },
        date,
      ),
    )
    .map(toBlock);
