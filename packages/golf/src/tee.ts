import { GolfInputError } from './errors';
import {
  courseRatingTenthsOf,
  holeArray,
  holeParOf,
  parOf,
  requireHoleCount,
  sameLength,
  slopeOf,
  strokeIndexRanks,
} from './validate';

/**
 * The ratings of the tees played, for the holes of the round: 18-hole ratings for an 18-hole
 * round, the published 9-hole ratings (e.g. holes 1–9) for a 9-hole round (Rule 6.1b/1).
 */
export interface TeeRatings {
  /** Holes the ratings are for; default 18. */
  holes?: 9 | 18;
  /** Course Rating, one decimal (e.g. 71.2; 35.3 for nine holes). */
  courseRating: number;
  /** Slope Rating, a whole number 55–155. */
  slopeRating: number;
  /** Par of the holes rated. */
  par: number;
}

/** Tee ratings plus the hole-by-hole layout, needed when scores are given per hole. */
export interface TeeLayout extends TeeRatings {
  /** Par of each hole of the round, in playing order. */
  holePars?: readonly number[];
  /** Published stroke index of each hole (18-hole indexes also on a 9-hole round). */
  strokeIndexes?: readonly number[];
}

/** A checked tee in the engine's units. */
export interface TeeInfo {
  holes: 9 | 18;
  crTenths: number;
  slope: number;
  par: number;
  holePars: Int32Array | null;
  ranks: Int32Array | null;
}

export function readTee(tee: TeeLayout, field = 'tee'): TeeInfo {
  if (tee === null || typeof tee !== 'object') throw new GolfInputError('INPUT_MISSING', field);
  const holes = requireHoleCount(tee.holes ?? 18, `${field}.holes`);
  const slope = slopeOf(tee.slopeRating, `${field}.slopeRating`);
  const par = parOf(tee.par, holes, `${field}.par`);
  const crTenths = courseRatingTenthsOf(tee.courseRating, holes, par, `${field}.courseRating`);
  let holePars: Int32Array | null = null;
  let ranks: Int32Array | null = null;
  if (tee.holePars !== undefined) {
    const pars = holeArray(tee.holePars, `${field}.holePars`);
    if (pars.length !== holes) throw new GolfInputError('LENGTH_MISMATCH', `${field}.holePars`);
    holePars = new Int32Array(holes);
    let sum = 0;
    for (let i = 0; i < holes; i++) {
      sum += holePars[i] = holeParOf(pars[i], `${field}.holePars[${i}]`);
    }
    if (sum !== par) throw new GolfInputError('PAR_MISMATCH', `${field}.holePars`);
  }
  if (tee.strokeIndexes !== undefined) {
    ranks = strokeIndexRanks(tee.strokeIndexes, `${field}.strokeIndexes`);
    if (holePars) sameLength(ranks, holePars, `${field}.strokeIndexes`);
    else if (ranks.length !== holes) {
      throw new GolfInputError('LENGTH_MISMATCH', `${field}.strokeIndexes`);
    }
  }
  return { holes, crTenths, slope, par, holePars, ranks };
}

// Records reuse one tee object for many cards; checking it once keeps replay cheap. Tee objects
// are therefore treated as immutable once handed to the engine.
const checkedTees = new WeakMap<object, TeeInfo>();

export function cachedTee(tee: TeeLayout, field: string): TeeInfo {
  let info = checkedTees.get(tee);
  if (info === undefined) {
    info = readTee(tee, field);
    checkedTees.set(tee, info);
  }
  return info;
}
