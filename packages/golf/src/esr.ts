import {
  agsOf,
  differentialNumerator,
  expectedNumerator,
  nineHoleRoundingOf,
  type ScoreDifferentialInput,
} from './differential';
import { GolfInputError } from './errors';
import { roundDiv } from './rounding';
import {
  courseRatingTenthsOf,
  differentialTenthsOf,
  indexTenthsOf,
  pccOf,
  requireHoleCount,
  slopeOf,
} from './validate';

/** Rule 5.9 table: 7.0–9.9 below the index → −1.0, 10.0 or more → −2.0 (tenths). */
export const ESR_TABLE = [
  { belowTenths: 100, reductionTenths: -20 },
  { belowTenths: 70, reductionTenths: -10 },
] as const;

/**
 * Rule 5.9 reduction in tenths for a differential given as the exact fraction numerator/denominator
 * tenths (denominator > 0), compared with the index in effect when the round was played.
 */
export function esrTenths(indexTenths: number, numerator: number, denominator: number): number {
  const below = indexTenths * denominator - numerator;
  const two = ESR_TABLE[0];
  const one = ESR_TABLE[1];
  if (below >= two.belowTenths * denominator) return two.reductionTenths;
  if (below >= one.belowTenths * denominator) return one.reductionTenths;
  return 0;
}

/** Input of exceptionalScoreReduction: the index in effect and the differential or the score. */
export type ExceptionalScoreInput =
  | { handicapIndex: number | null; differential: number }
  | { handicapIndex: number | null; score: ScoreDifferentialInput };

/**
 * Exceptional score reduction (Rule 5.9): −1 when the Score Differential is 7.0–9.9 below the
 * Handicap Index in effect when the round was played, −2 when 10.0 or more, else 0. The reduction
 * is then applied to the most recent 20 differentials including this one (replayRecord does that).
 * Given `score`, the comparison uses the unrounded differential, as the 2024 Rule 5.9 says; given a
 * rounded `differential` (one decimal) it uses that. No index in effect → 0.
 */
export function exceptionalScoreReduction(input: ExceptionalScoreInput): 0 | -1 | -2 {
  if (input.handicapIndex === null) return 0;
  const index = indexTenthsOf(input.handicapIndex);
  let reduction: number;
  if ('score' in input) {
    const score = input.score;
    if (score === null || typeof score !== 'object') {
      throw new GolfInputError('INPUT_MISSING', 'score');
    }
    const holes = requireHoleCount(score.holes ?? 18, 'score.holes');
    const slope = slopeOf(score.slopeRating, 'score.slopeRating');
    const cr = courseRatingTenthsOf(score.courseRating, holes, null, 'score.courseRating');
    const ags = agsOf(score.adjustedGrossScore, holes, 'score.adjustedGrossScore');
    const numerator = differentialNumerator(ags, cr, pccOf(score.pcc, 'score.pcc'), holes);
    if (holes === 18) {
      reduction = esrTenths(index, numerator, slope);
    } else {
      const played =
        score.handicapIndex === undefined || score.handicapIndex === null
          ? index
          : indexTenthsOf(score.handicapIndex, 'score.handicapIndex');
      const expected = expectedNumerator(played);
      reduction =
        nineHoleRoundingOf(score.nineHoleRounding) === 'combined'
          ? esrTenths(index, 200 * numerator + slope * expected, 200 * slope)
          : esrTenths(index, roundDiv(numerator, slope) + roundDiv(expected, 200), 1);
    }
  } else {
    reduction = esrTenths(index, differentialTenthsOf(input.differential), 1);
  }
  return reduction === -20 ? -2 : reduction === -10 ? -1 : 0;
}
