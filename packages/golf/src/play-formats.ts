import {
  courseHandicapNumerator,
  HANDICAP_ALLOWANCE,
  TEAM_HANDICAP_ALLOWANCE,
} from './course-handicap';
import { GolfInputError } from './errors';
import { roundDiv } from './rounding';
import { readTee, type TeeRatings } from './tee';
import { indexTenthsOf } from './validate';

/** The formats the playing-handicap calculator offers, each with the member's own allowance. */
export const PLAY_FORMATS = [
  'stroke_play',
  'stableford',
  'match_play',
  'foursomes',
  'greensome',
  'four_ball',
] as const;
export type PlayFormat = (typeof PLAY_FORMATS)[number];

/**
 * The allowance (whole percent of the Course Handicap) one player of each format gets, from
 * Appendix C. Foursomes gives the side 50 % of the combined Course Handicaps, so each partner
 * brings 50 % of their own; four-ball is the stroke-play/stableford figure, the one clubs use in
 * their competitions (four-ball match play is 90 %).
 */
export const PLAY_FORMAT_ALLOWANCE: Readonly<Record<PlayFormat, number>> = Object.freeze({
  stroke_play: HANDICAP_ALLOWANCE.INDIVIDUAL_STROKE_PLAY,
  stableford: HANDICAP_ALLOWANCE.INDIVIDUAL_STABLEFORD,
  match_play: HANDICAP_ALLOWANCE.MATCH_PLAY_INDIVIDUAL,
  foursomes: TEAM_HANDICAP_ALLOWANCE.FOURSOMES[0],
  // Alone, a greensome player is shown with the lower handicap's share; the side's figure needs
  // the partner's index (sideTeeHandicaps).
  greensome: TEAM_HANDICAP_ALLOWANCE.GREENSOMES[0],
  four_ball: HANDICAP_ALLOWANCE.FOUR_BALL_STROKE_PLAY,
});

/**
 * The formats in which a side of two plays one ball and so has one Playing Handicap (Appendix C),
 * with each partner's share from the lower Course Handicap to the higher: foursomes 50 % of the
 * combined Course Handicaps, greensome 60 % of the lower and 40 % of the higher.
 */
export const SIDE_FORMAT_ALLOWANCES = Object.freeze({
  foursomes: TEAM_HANDICAP_ALLOWANCE.FOURSOMES,
  greensome: TEAM_HANDICAP_ALLOWANCE.GREENSOMES,
}) satisfies Partial<Record<PlayFormat, readonly [number, number]>>;
export type SideFormat = keyof typeof SIDE_FORMAT_ALLOWANCES;

export function isSideFormat(value: unknown): value is SideFormat {
  return typeof value === 'string' && Object.hasOwn(SIDE_FORMAT_ALLOWANCES, value);
}

export function isPlayFormat(value: unknown): value is PlayFormat {
  return PLAY_FORMATS.includes(value as PlayFormat);
}

/** A player's handicaps on one tee: Course Handicap (Rule 6.1) and Playing Handicap (Rule 6.2). */
export interface TeeHandicaps {
  courseHandicap: number;
  playingHandicap: number;
}

/**
 * Course and Playing Handicap on one tee from an index in tenths, in one pass: the Playing
 * Handicap is taken from the unrounded Course Handicap and rounded once (Rule 6.2), so it can
 * differ from the rounded Course Handicap × allowance. For a 9-hole tee the index is halved first
 * (Rule 6.1b) and the 9-hole ratings are used.
 */
export function teeHandicaps(
  indexTenths: number,
  tee: TeeRatings,
  format: PlayFormat,
): TeeHandicaps {
  if (!isPlayFormat(format)) throw new GolfInputError('OPTION_INVALID', 'format');
  const checked = readTee(tee, 'tee');
  const numerator = courseHandicapNumerator(indexTenthsOf(indexTenths / 10), checked);
  return {
    courseHandicap: roundDiv(numerator, 1130),
    playingHandicap: roundDiv(numerator * PLAY_FORMAT_ALLOWANCE[format], 113000),
  };
}

/** A side's handicaps on one tee: each partner's Course Handicap and the side's Playing Handicap. */
export interface SideTeeHandicaps {
  courseHandicap: number;
  partnerCourseHandicap: number;
  /** The side's Playing Handicap: the shares of the unrounded Course Handicaps, rounded once. */
  playingHandicap: number;
}

/**
 * A side of two on one tee in a side format (foursomes, greensome): both Course Handicaps, and the
 * side's Playing Handicap from the unrounded Course Handicaps ordered low to high, each times its
 * share, summed and rounded once (Appendix C). Both players play the same tee's ratings here.
 */
export function sideTeeHandicaps(
  indexTenths: number,
  partnerIndexTenths: number,
  tee: TeeRatings,
  format: SideFormat,
): SideTeeHandicaps {
  if (!isSideFormat(format)) throw new GolfInputError('OPTION_INVALID', 'format');
  const checked = readTee(tee, 'tee');
  const own = courseHandicapNumerator(indexTenthsOf(indexTenths / 10), checked);
  const partner = courseHandicapNumerator(
    indexTenthsOf(partnerIndexTenths / 10, 'partner'),
    checked,
  );
  const [low, high] = own <= partner ? [own, partner] : [partner, own];
  const [lowShare, highShare] = SIDE_FORMAT_ALLOWANCES[format];
  return {
    courseHandicap: roundDiv(own, 1130),
    partnerCourseHandicap: roundDiv(partner, 1130),
    playingHandicap: roundDiv(low * lowShare + high * highShare, 113000),
  };
}

const WHOLE = /^(\+?)(\d{1,2})$/;
const TENTH = /^\d$/;

/**
 * An index typed as its two parts, the whole number and the tenth (the calculator's "integer" and
 * "fraction"): the whole number has at most 2 digits, a leading '+' for a plus handicap
 * ("+1" and "2" → +1.2 → −12 tenths). The result is a Handicap Index in tenths within the WHS range.
 */
export function indexTenthsFromParts(integer: string, fraction: string): number {
  const whole = typeof integer === 'string' ? WHOLE.exec(integer.trim()) : null;
  if (!whole) throw new GolfInputError('NOT_A_NUMBER', 'integer', 'at most 2 digits, + for plus');
  const tenth = typeof fraction === 'string' ? fraction.trim() : '';
  if (!TENTH.test(tenth)) throw new GolfInputError('NOT_A_NUMBER', 'fraction', 'one digit 0–9');
  const magnitude = Number(whole[2]) * 10 + Number(tenth);
  const tenths = whole[1] === '+' && magnitude !== 0 ? -magnitude : magnitude;
  return indexTenthsOf(tenths / 10, 'integer');
}

/** An index in tenths as the calculator sends it: −12 → { integer: '+1', fraction: '2' }. */
export function indexParts(tenths: number): { integer: string; fraction: string } {
  const magnitude = Math.abs(indexTenthsOf(tenths / 10, 'tenths'));
  const whole = Math.floor(magnitude / 10);
  return {
    integer: `${tenths < 0 ? '+' : ''}${whole}`,
    fraction: String(magnitude - whole * 10),
  };
}
