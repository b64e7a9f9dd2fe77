import { GolfInputError } from './errors';
import { fromTenths, roundDiv } from './rounding';
import {
  courseRatingTenthsOf,
  indexTenthsOf,
  pccOf,
  requireHoleCount,
  requireInteger,
  slopeOf,
} from './validate';

/**
 * The expected 18-hole Score Differential for a Handicap Index on a course of standard difficulty
 * (Rules of Handicapping 2024, definition "expected score", used for 9-hole scores in Rule 5.1b).
 * The official formula is not published; this is the approximation in general use,
 * expected ≈ 1.04 × HI + 2.4, kept as integers (percent and tenths) so it stays exact.
 */
export const EXPECTED_SCORE_DIFFERENTIAL = { multiplierPercent: 104, offsetTenths: 24 } as const;

/**
 * How a 9-hole score becomes an 18-hole Score Differential (Rule 5.1b):
 * - 'combined' (default): the 9-hole differential stays unrounded until it is added to the
 *   expected differential for the other nine, and the sum is rounded once (Rule 5.1b note 1).
 * - 'each-half': each half is rounded to the tenth first, then added, as some software does.
 */
export type NineHoleRounding = 'combined' | 'each-half';

/** Expected 18-hole differential × 100, in tenths: 104 × HI(tenths) + 2400. */
export function expectedNumerator(indexTenths: number): number {
  return (
    EXPECTED_SCORE_DIFFERENTIAL.multiplierPercent * indexTenths +
    100 * EXPECTED_SCORE_DIFFERENTIAL.offsetTenths
  );
}

/** 113 × (AGS − CR − PCC) in tenths, PCC halved on nine holes (Rule 5.1a/b). Divide by the slope. */
export function differentialNumerator(
  ags: number,
  crTenths: number,
  pcc: number,
  holes: 9 | 18,
): number {
  return 113 * (ags * 10 - crTenths - (holes === 18 ? 10 * pcc : 5 * pcc));
}

/**
 * An 18-hole Score Differential in tenths from a 9-hole score and the index in effect.
 * With 'combined' the exact value is (200·n + SR·e) / (200·SR) for n/SR the 9-hole differential
 * and e/200 the expected one, so it is rounded once, exactly.
 */
export function nineHoleDifferentialTenths(
  numerator: number,
  slope: number,
  indexTenths: number,
  rounding: NineHoleRounding,
): number {
  const expected = expectedNumerator(indexTenths);
  return rounding === 'combined'
    ? roundDiv(200 * numerator + slope * expected, 200 * slope)
    : roundDiv(numerator, slope) + roundDiv(expected, 200);
}

/** Input of scoreDifferential. */
export interface ScoreDifferentialInput {
  adjustedGrossScore: number;
  /** Course Rating of the holes played (9-hole rating for a 9-hole score). */
  courseRating: number;
  slopeRating: number;
  /** 9 or 18; default 18. */
  holes?: 9 | 18;
  /** Playing Conditions Calculation adjustment, −1..+3 (Rule 5.6); default 0. */
  pcc?: number;
  /** Index in effect when the round was played; required for a 9-hole score (Rule 5.1b). */
  handicapIndex?: number | null;
  nineHoleRounding?: NineHoleRounding;
}

export function agsOf(value: unknown, holes: 9 | 18, field = 'adjustedGrossScore'): number {
  const ags = requireInteger(value, field);
  if (ags < holes || ags > holes * 11) throw new GolfInputError('SCORE_OUT_OF_RANGE', field);
  return ags;
}

export function nineHoleRoundingOf(value: unknown, field = 'nineHoleRounding'): NineHoleRounding {
  if (value === undefined) return 'combined';
  if (value !== 'combined' && value !== 'each-half') {
    throw new GolfInputError('OPTION_INVALID', field);
  }
  return value;
}

/**
 * Score Differential (Rule 5.1), one decimal, rounded .5 up (Rule 5.1c: −1.55 → −1.5):
 * 18 holes: (113 / SR) × (AGS − CR − PCC).
 * 9 holes (2024): (113 / SR9) × (AGS9 − CR9 − ½PCC) plus the expected differential for the other
 * nine (half of EXPECTED_SCORE_DIFFERENTIAL at the index in effect), rounded per `nineHoleRounding`.
 */
export function scoreDifferential(input: ScoreDifferentialInput): number {
  const holes = requireHoleCount(input.holes ?? 18);
  const slope = slopeOf(input.slopeRating);
  const crTenths = courseRatingTenthsOf(input.courseRating, holes, null);
  const pcc = pccOf(input.pcc);
  const ags = agsOf(input.adjustedGrossScore, holes);
  const numerator = differentialNumerator(ags, crTenths, pcc, holes);
  if (holes === 18) return fromTenths(roundDiv(numerator, slope));
  if (input.handicapIndex === undefined || input.handicapIndex === null) {
    throw new GolfInputError('INDEX_REQUIRED', 'handicapIndex', 'a 9-hole score needs the index');
  }
  const index = indexTenthsOf(input.handicapIndex);
  const rounding = nineHoleRoundingOf(input.nineHoleRounding);
  return fromTenths(nineHoleDifferentialTenths(numerator, slope, index, rounding));
}

/**
 * Expected Score Differential for a Handicap Index over 18 holes or, with `holes: 9`, over nine
 * (half), rounded to the tenth (EXPECTED_SCORE_DIFFERENTIAL, an approximation: see there).
 */
export function expectedScoreDifferential(input: {
  handicapIndex: number;
  holes?: 9 | 18;
}): number {
  const holes = requireHoleCount(input.holes ?? 18);
  const expected = expectedNumerator(indexTenthsOf(input.handicapIndex));
  return fromTenths(roundDiv(expected, holes === 18 ? 100 : 200));
}
