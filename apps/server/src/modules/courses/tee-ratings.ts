import { BEGINNER_INDEX_TENTHS, courseHandicap, roundDiv } from '@fairway/golf';
import type { HoleRow, TeeRow } from './courses.repository';

/** The ratings a player plays off: per gender, course rating in tenths (spec §3 Tee). */
export interface Ratings {
  crTenths: number;
  sr: number;
  par: number;
}

export function ratingsFor(tee: TeeRow, geslacht: 'm' | 'v'): Ratings {
  return geslacht === 'v'
    ? { crTenths: tee.cr_v_tenths, sr: tee.sr_v, par: tee.par_v }
    : { crTenths: tee.cr_m_tenths, sr: tee.sr_m, par: tee.par_m };
}

/**
 * The ratings of the holes played: the tee's own, or for nine holes on an 18-hole course the
 * front nine's par and half the 18-hole course rating.
 */
export function ratingsOfHoles(
  tee: TeeRow,
  geslacht: 'm' | 'v',
  holes: 9 | 18,
  courseHoles: number,
  holeRows: readonly HoleRow[],
): Ratings {
  const r = ratingsFor(tee, geslacht);
  if (holes === 18 || courseHoles === 9) return r;
  return {
    crTenths: roundDiv(r.crTenths, 2),
    sr: r.sr,
    par: holeRows.slice(0, 9).reduce((n, h) => n + h.par, 0),
  };
}

/** Course Handicap (Rule 6.1) off these ratings; a player without an index plays off 54. */
export function playingHandicap(indexTenths: number | null, r: Ratings, holes: 9 | 18): number {
  return courseHandicap({
    handicapIndex: (indexTenths ?? BEGINNER_INDEX_TENTHS) / 10,
    courseRating: r.crTenths / 10,
    slopeRating: r.sr,
    par: r.par,
    holes,
  });
}
