import {
  blockAppliesOn,
  courseStartTees,
  startsFromTeeAt,
  startTeeRefusal,
  type TeeSheetBlock,
} from '@fairway/golf';
import { AppError } from '../../errors';
import type { BlockRow, SheetCourse } from './booking.types';

/**
 * What a course's sheet allows, for the sheet, its locks and a new booking alike: its rounds'
 * holes, its start tees and the blocks of a date.
 */

/**
 * 400 naming start_tee unless flights start from `tee` on the course, and from tee 10 (until
 * the crossover is built) a round of 9 holes only; `holes` left out for a lock, which has none.
 */
export function checkStartTee(course: SheetCourse, tee: number, holes?: number): void {
  const tees = courseStartTees(course.start_tees, course.holes);
  const refusal = startTeeRefusal(tee, tees, holes ?? 9);
  if (refusal === null) return;
  const message =
    refusal === 'not_a_start_tee'
      ? `must be ${tees.join(' or ')}`
      : `from tee ${tee} a round is 9 holes`;
  throw new AppError('VALIDATION', `start_tee: ${message} on ${course.name}`, [
    { field: 'start_tee', message },
  ]);
}

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
