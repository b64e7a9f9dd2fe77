import { GolfInputError } from './errors';
import { parOf, requireHoleCount } from './validate';

/**
 * Adjusted Gross Score from a stableford total, for a card without hole-by-hole scores (a course
 * not in the database): the score that gives exactly those points with net double bogey on every
 * hole, AGS = par + Course Handicap + 2 × holes − points (NGF's conversion; Rule 3.1 caps each
 * hole at 0 points, which is what the stableford total already does).
 */
export function adjustedGrossFromStableford(input: {
  par: number;
  courseHandicap: number;
  points: number;
  holes?: 9 | 18;
}): number {
  const holes = requireHoleCount(input.holes ?? 18, 'holes');
  const { par, courseHandicap, points } = input;
  parOf(par, holes, 'par');
  if (!Number.isInteger(courseHandicap) || courseHandicap < -20 || courseHandicap > 80) {
    throw new GolfInputError('HANDICAP_OUT_OF_RANGE', 'courseHandicap');
  }
  if (!Number.isInteger(points) || points < 0 || points > 8 * holes) {
    throw new GolfInputError('STROKES_INVALID', 'points');
  }
  return par + courseHandicap + 2 * holes - points;
}
