import { GolfInputError, type GolfInputErrorCode } from './errors';
import { toTenths } from './rounding';

/** Limits the engine accepts; outside them a number would be meaningless, so we throw. */
export const INPUT_LIMITS = {
  /** Rule 5.3 maximum and the lowest plus index any federation issues. */
  INDEX_MIN_TENTHS: -100,
  INDEX_MAX_TENTHS: 540,
  /** Slope Rating range of the Course Rating System. */
  SLOPE_MIN: 55,
  SLOPE_MAX: 155,
  /** Par of a hole (3–6) and of a round, per hole count. */
  HOLE_PAR_MIN: 3,
  HOLE_PAR_MAX: 6,
  PAR_18: [54, 80],
  PAR_9: [27, 40],
  /** Course Rating range per hole count, in tenths, and its largest distance from par. */
  CR_18_TENTHS: [450, 900],
  CR_9_TENTHS: [225, 450],
  CR_PAR_GAP_18_TENTHS: 150,
  CR_PAR_GAP_9_TENTHS: 75,
  /** Strokes on one hole: a keypad allows two digits; anything above is a typo. */
  STROKES_MAX: 99,
  /** Any card, scorecard or stableford round: at most 20 holes (spec), 9/18 for handicapping. */
  HOLES_MAX: 20,
  /** Rule 5.6: the Playing Conditions Calculation adjustment. */
  PCC_MIN: -1,
  PCC_MAX: 3,
  /** Score Differentials the engine accepts from a foreign system, in tenths. */
  DIFFERENTIAL_MIN_TENTHS: -200,
  DIFFERENTIAL_MAX_TENTHS: 1500,
} as const;

export function requireInteger(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GolfInputError('NOT_A_NUMBER', field);
  }
  if (!Number.isInteger(value)) throw new GolfInputError('NOT_AN_INTEGER', field);
  return value;
}

/** The id of a match's entry (registration or team): a whole number. */
export function requireEntryId(value: unknown, field: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new GolfInputError('NOT_AN_INTEGER', field);
  }
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function requireHoleCount(holes: unknown, field = 'holes'): 9 | 18 {
  if (holes !== 9 && holes !== 18) {
    throw new GolfInputError('HOLE_COUNT', field, `${field} must be 9 or 18`);
  }
  return holes;
}

export function slopeOf(value: unknown, field = 'slopeRating'): number {
  const slope = requireInteger(value, field);
  if (slope < INPUT_LIMITS.SLOPE_MIN || slope > INPUT_LIMITS.SLOPE_MAX) {
    throw new GolfInputError('SLOPE_OUT_OF_RANGE', field, `${field} must be 55–155`);
  }
  return slope;
}

export function parOf(value: unknown, holes: 9 | 18, field = 'par'): number {
  const par = requireInteger(value, field);
  const [min, max] = holes === 18 ? INPUT_LIMITS.PAR_18 : INPUT_LIMITS.PAR_9;
  if (par < min || par > max) {
    throw new GolfInputError('PAR_OUT_OF_RANGE', field, `${field} must be ${min}–${max}`);
  }
  return par;
}

/** Course Rating in tenths, checked against the hole count and, when known, the par. */
export function courseRatingTenthsOf(
  value: unknown,
  holes: 9 | 18,
  par: number | null,
  field = 'courseRating',
): number {
  const tenths = toTenths(value as number, field);
  const [min, max] = holes === 18 ? INPUT_LIMITS.CR_18_TENTHS : INPUT_LIMITS.CR_9_TENTHS;
  const gap = holes === 18 ? INPUT_LIMITS.CR_PAR_GAP_18_TENTHS : INPUT_LIMITS.CR_PAR_GAP_9_TENTHS;
  if (tenths < min || tenths > max || (par !== null && Math.abs(tenths - par * 10) > gap)) {
    throw new GolfInputError('COURSE_RATING_OUT_OF_RANGE', field);
  }
  return tenths;
}

/** A tee's ratings as a member types them for a course the database does not have. */
export interface TypedTeeRatings {
  holes: 9 | 18;
  courseRating: number;
  slopeRating: number;
  par: number;
}

/**
 * The first rating of a course not in the database (spec §5 "Unknown course") that the engine
 * would refuse — slope, then par, then course rating (one decimal, within range and near par) —
 * with the engine's reason, or null when the card can be handicapped with them. The one rule for
 * the app's form, the contract and the server: each used to restate the ranges, and they drifted.
 */
export function teeRatingsProblem(t: TypedTeeRatings): {
  field: 'slopeRating' | 'par' | 'courseRating';
  code: GolfInputErrorCode;
} | null {
  try {
    slopeOf(t.slopeRating, 'slopeRating');
    const par = parOf(t.par, t.holes, 'par');
    courseRatingTenthsOf(t.courseRating, t.holes, par, 'courseRating');
    return null;
  } catch (e) {
    if (!(e instanceof GolfInputError)) throw e;
    return { field: e.field as 'slopeRating' | 'par' | 'courseRating', code: e.code };
  }
}

export function indexTenthsOf(value: unknown, field = 'handicapIndex'): number {
  const tenths = toTenths(value as number, field);
  if (tenths < INPUT_LIMITS.INDEX_MIN_TENTHS || tenths > INPUT_LIMITS.INDEX_MAX_TENTHS) {
    throw new GolfInputError('INDEX_OUT_OF_RANGE', field, `${field} must be -10.0–54.0`);
  }
  return tenths;
}

export function differentialTenthsOf(value: unknown, field = 'differential'): number {
  const tenths = toTenths(value as number, field);
  if (
    tenths < INPUT_LIMITS.DIFFERENTIAL_MIN_TENTHS ||
    tenths > INPUT_LIMITS.DIFFERENTIAL_MAX_TENTHS
  ) {
    throw new GolfInputError('DIFFERENTIAL_OUT_OF_RANGE', field);
  }
  return tenths;
}

export function pccOf(value: unknown, field = 'pcc'): number {
  if (value === undefined) return 0;
  const pcc = requireInteger(value, field);
  if (pcc < INPUT_LIMITS.PCC_MIN || pcc > INPUT_LIMITS.PCC_MAX) {
    throw new GolfInputError('PCC_OUT_OF_RANGE', field, `${field} must be -1..3`);
  }
  return pcc;
}

/** A course or playing handicap: a whole number, plus handicaps negative. */
export function handicapOf(value: unknown, field: string): number {
  const handicap = requireInteger(value, field);
  if (handicap < -40 || handicap > 100) throw new GolfInputError('HANDICAP_OUT_OF_RANGE', field);
  return handicap;
}

export function holeParOf(value: unknown, field: string): number {
  const par = requireInteger(value, field);
  if (par < INPUT_LIMITS.HOLE_PAR_MIN || par > INPUT_LIMITS.HOLE_PAR_MAX) {
    throw new GolfInputError('PAR_OUT_OF_RANGE', field, `${field} must be 3–6`);
  }
  return par;
}

/**
 * Gross strokes on one hole, or 0 for "no score" (null, undefined or 0 — the app stores an empty
 * hole as 0). Negative, fractional or absurd values throw.
 */
export function strokesOf(value: unknown, field: string): number {
  if (value === null || value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GolfInputError('NOT_A_NUMBER', field);
  }
  if (!Number.isInteger(value) || value < 0 || value > INPUT_LIMITS.STROKES_MAX) {
    throw new GolfInputError('STROKES_INVALID', field, `${field} must be a whole number 1–99`);
  }
  return value;
}

export function holeArray(value: unknown, field: string): ArrayLike<unknown> {
  if (!Array.isArray(value) && !ArrayBuffer.isView(value)) {
    throw new GolfInputError('LENGTH_MISMATCH', field, `${field} must be an array`);
  }
  const array = value as ArrayLike<unknown>;
  if (array.length > INPUT_LIMITS.HOLES_MAX) {
    throw new GolfInputError('TOO_MANY_HOLES', field, `${field} has more than 20 holes`);
  }
  if (array.length === 0) throw new GolfInputError('HOLE_COUNT', field);
  return array;
}

/**
 * Rank of each hole's stroke index among the holes of the round (1 = hardest). Stroke indexes must
 * be distinct whole numbers from 1 to max(18, holes): a permutation of 1–18 on 18 holes, or the
 * published 18-hole indexes of the nine played (Appendix E: strokes in a 9-hole round follow the
 * ascending order of the 18-hole allocation).
 */
export function strokeIndexRanks(value: unknown, field = 'strokeIndexes'): Int32Array {
  const indexes = holeArray(value, field);
  const n = indexes.length;
  const limit = Math.max(18, n);
  const seen = new Uint8Array(limit + 1);
  for (let i = 0; i < n; i++) {
    const si = indexes[i];
    if (typeof si !== 'number' || !Number.isInteger(si) || si < 1 || si > limit || seen[si]) {
      throw new GolfInputError(
        'STROKE_INDEX_NOT_PERMUTATION',
        `${field}[${i}]`,
        `${field} must be distinct whole numbers 1–${limit}`,
      );
    }
    seen[si] = 1;
  }
  const ranks = new Int32Array(n);
  let rank = 0;
  const holeOf = new Int32Array(limit + 1).fill(-1);
  for (let i = 0; i < n; i++) holeOf[indexes[i] as number] = i;
  for (let si = 1; si <= limit; si++) {
    const hole = holeOf[si] as number;
    if (hole >= 0) ranks[hole] = ++rank;
  }
  return ranks;
}

export function sameLength(a: ArrayLike<unknown>, b: ArrayLike<unknown>, field: string): void {
  if (a.length !== b.length) {
    throw new GolfInputError('LENGTH_MISMATCH', field, `${field} must have one entry per hole`);
  }
}
