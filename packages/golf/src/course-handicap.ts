import { GolfInputError } from './errors';
import { halfTenths, roundDiv } from './rounding';
import { readTee, type TeeInfo, type TeeRatings } from './tee';
import { indexTenthsOf, requireInteger } from './validate';

/** A Handicap Index (one decimal; plus handicaps negative, +1.2 is −1.2) and the tees played. */
export interface CourseHandicapInput extends TeeRatings {
  handicapIndex: number;
}

/** A course handicap input with the handicap allowance of the format, in whole percent. */
export interface PlayingHandicapInput extends CourseHandicapInput {
  allowance: number;
}

/**
 * Recommended handicap allowances of Appendix C (Rules of Handicapping 2024), in percent of the
 * Course Handicap, for formats where each player gets their own Playing Handicap.
 */
export const HANDICAP_ALLOWANCE = {
  INDIVIDUAL_STROKE_PLAY: 95,
  INDIVIDUAL_STABLEFORD: 95,
  INDIVIDUAL_PAR_BOGEY: 95,
  INDIVIDUAL_MAXIMUM_SCORE: 95,
  FOUR_BALL_STROKE_PLAY: 85,
  FOUR_BALL_STABLEFORD: 85,
  FOUR_BALL_PAR_BOGEY: 90,
  MATCH_PLAY_INDIVIDUAL: 100,
  MATCH_PLAY_FOUR_BALL: 90,
  BEST_1_OF_4_STROKE_PLAY: 75,
  BEST_2_OF_4_STROKE_PLAY: 85,
  BEST_3_OF_4_STROKE_PLAY: 100,
  ALL_4_OF_4_STROKE_PLAY: 100,
  BEST_1_OF_4_PAR_BOGEY: 75,
  BEST_2_OF_4_PAR_BOGEY: 80,
  BEST_3_OF_4_PAR_BOGEY: 90,
  ALL_4_OF_4_PAR_BOGEY: 100,
  TOTAL_SCORE_OF_2_MATCH_PLAY: 100,
} as const;

/**
 * Appendix C allowances for formats with one handicap per side, per player from the lowest Course
 * Handicap to the highest (foursomes: 50 % of the combined handicaps).
 */
export const TEAM_HANDICAP_ALLOWANCE = {
  FOURSOMES: [50, 50],
  GREENSOMES: [60, 40],
  PINEHURST_CHAPMAN: [60, 40],
  SCRAMBLE_4: [25, 20, 15, 10],
  SCRAMBLE_3: [30, 20, 10],
  SCRAMBLE_2: [35, 15],
} as const;

/**
 * The unrounded Course Handicap × 1130, an exact integer: HI(tenths) × SR + 113 × (CR − par)(tenths).
 * Rule 6.1 keeps the full value until the Playing Handicap is rounded, so every caller divides once.
 */
export function courseHandicapNumerator(indexTenths: number, tee: TeeInfo): number {
  const hi = tee.holes === 9 ? halfTenths(indexTenths) : indexTenths;
  return hi * tee.slope + 113 * (tee.crTenths - 10 * tee.par);
}

/** Rule 6.1 Course Handicap as a whole number, from an index in tenths and a checked tee. */
export function courseHandicapOf(indexTenths: number, tee: TeeInfo): number {
  return roundDiv(courseHandicapNumerator(indexTenths, tee), 1130);
}

function allowanceOf(value: unknown, field: string): number {
  const allowance = requireInteger(value, field);
  if (allowance < 1 || allowance > 100) {
    throw new GolfInputError('ALLOWANCE_OUT_OF_RANGE', field, `${field} must be 1–100 (%)`);
  }
  return allowance;
}

/**
 * Course Handicap (Rule 6.1a, 18 holes): HI × SR / 113 + (CR − par), rounded to the nearest whole
 * number with .5 up (a plus −2.5 becomes −2). For `holes: 9` (Rule 6.1b) the index is first halved
 * to the tenth (8.7 → 4.4) and the 9-hole ratings are used.
 */
export function courseHandicap(input: CourseHandicapInput): number {
  const tee = readTee(input, 'input');
  return courseHandicapOf(indexTenthsOf(input.handicapIndex), tee);
}

/**
 * Playing Handicap (Rule 6.2, Appendix C): the unrounded Course Handicap × the format's allowance
 * (whole percent, see HANDICAP_ALLOWANCE), rounded once at the end, .5 up.
 */
export function playingHandicap(input: PlayingHandicapInput): number {
  const tee = readTee(input, 'input');
  const numerator = courseHandicapNumerator(indexTenthsOf(input.handicapIndex), tee);
  return roundDiv(numerator * allowanceOf(input.allowance, 'allowance'), 113000);
}

/**
 * Playing Handicap of a side (Appendix C: foursomes, greensomes, Pinehurst/Chapman, scrambles):
 * players are ordered from the lowest unrounded Course Handicap, each takes the allowance at the
 * same position, and the sum is rounded once.
 */
export function teamPlayingHandicap(input: {
  players: readonly CourseHandicapInput[];
  allowances: readonly number[];
}): number {
  const { players, allowances } = input;
  if (!Array.isArray(players) || players.length < 1 || players.length > 4) {
    throw new GolfInputError('LENGTH_MISMATCH', 'players', 'a side has 1–4 players');
  }
  if (!Array.isArray(allowances) || allowances.length !== players.length) {
    throw new GolfInputError('LENGTH_MISMATCH', 'allowances', 'one allowance per player');
  }
  const numerators = players
    .map((p, i) =>
      courseHandicapNumerator(
        indexTenthsOf(p.handicapIndex, `players[${i}].handicapIndex`),
        readTee(p, `players[${i}]`),
      ),
    )
    .sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < numerators.length; i++) {
    sum += (numerators[i] as number) * allowanceOf(allowances[i], `allowances[${i}]`);
  }
  return roundDiv(sum, 113000);
}
