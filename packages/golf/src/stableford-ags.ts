import { GolfInputError } from './errors';
import { parOf, requireHoleCount } from './validate';

/**
 * Adjusted Gross Score from a stableford total, for a card without hole-by-hole scores (a course
 * not in the database): the score that gives exactly those points with net double bogey on every
 * hole, AGS = par + Course Handicap + 2 × holes − points (NGF's conversion; a hole of 0 points
 * counts as net double bogey, Rule 3.1's maximum).
 *
 * Exact up to 3 strokes received on a hole. On a hole with 4 or more (a Course Handicap above 54
 * over 18 holes, above 27 over nine) Rule 3.1 caps the hole at par + 5 (`maxHoleScore`), below
 * net double bogey, and the total cannot tell which holes those points were scored on: the AGS
 * is then up to (strokes − 3) per such hole higher than the hole-by-hole one, never lower. It
 * errs in the player's favour (a higher differential); hole scores give the exact AGS.
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
