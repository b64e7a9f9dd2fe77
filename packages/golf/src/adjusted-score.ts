import { GolfInputError } from './errors';
import {
  handicapOf,
  INPUT_LIMITS,
  holeArray,
  holeParOf,
  requireHoleCount,
  sameLength,
  strokeIndexRanks,
  strokesOf,
} from './validate';

/**
 * Minimum holes played for an acceptable score (Rule 2.2, 2024): 10 for an 18-hole score, all
 * nine for a 9-hole score.
 */
export const MIN_HOLES_PLAYED = { 18: 10, 9: 9 } as const;

/**
 * Maximum hole score for handicap purposes (Rule 3.1).
 * - With an index (Rule 3.1b): net double bogey, par + 2 + strokes received (minus strokes given
 *   back), from the full Course Handicap. Where the Course Handicap is above 54 and the player
 *   receives 4 or more strokes on the hole, the maximum is par + 5 — that can only happen with
 *   4+ strokes, so the maximum is never above par + 5.
 * - Without an index (`strokesReceived: null`, Rule 3.1a): par + 5. The NGF instead lets a
 *   beginner play from Handicap Index 54.0 and caps at that net double bogey: pass the strokes of
 *   the Course Handicap for 54.0 (see NGF_POLICY.beginnerIndex).
 */
export function maxHoleScore(input: { par: number; strokesReceived: number | null }): number {
  const par = holeParOf(input.par, 'par');
  if (input.strokesReceived === null) return par + 5;
  const strokes = handicapOf(input.strokesReceived, 'strokesReceived');
  return strokes >= 4 ? par + 5 : par + 2 + strokes;
}

/**
 * The score of a played hole that counts for the handicap (Rule 3.1): the gross score, or the
 * hole's maximum (`maxHoleScore`, the card's ms_max) when the player took more. The gross score
 * itself stays as played; stroke play and the card's total use it. Null for a hole not played
 * (0 or null), whose adjusted score is net par and needs the whole card (`adjustedHoleScores`).
 */
export function countedHoleScore(input: {
  strokes: number | null;
  maxScore: number;
}): number | null {
  const max = holeMaxOf(input.maxScore);
  const strokes = strokesOf(input.strokes, 'strokes');
  if (strokes === 0) return null;
  return strokes > max ? max : strokes;
}

/** Whether the hole's score counts for the handicap as less than was played (Rule 3.1). */
export const isCappedHoleScore = (input: { strokes: number | null; maxScore: number }): boolean =>
  (countedHoleScore(input) ?? 0) < (input.strokes ?? 0);

function holeMaxOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 99) {
    throw new GolfInputError(
      'MAX_SCORE_INVALID',
      'maxScore',
      'maxScore must be a whole number 1–99',
    );
  }
  return value;
}

/** Hole-by-hole card input for the adjusted gross score. */
export interface AdjustedScoreInput {
  /** Par of each hole played, 9 or 18 holes. */
  holePars: readonly number[];
  /** Published stroke index of each hole. */
  strokeIndexes: readonly number[];
  /** Gross strokes per hole; null (or 0) for a hole not played. */
  strokes: readonly (number | null)[];
  /**
   * The full (not allowance-reduced) Course Handicap of the round, rounded (Rule 3.1b note), or
   * null when the player has no index yet (par + 5 maximum).
   */
  courseHandicap: number | null;
}

/**
 * Sum of a card's adjusted hole scores (the hot path of replay, so it writes into `out` only when
 * asked). Unplayed holes count net par: par + strokes received (Rule 3.2, with the Authorized
 * Association's approval of net par, as the NGF applies it). `parPlusFive` caps every hole at
 * par + 5 (Rule 3.1a, no index yet); `courseHandicap` still places the strokes for net par.
 */
export function sumAdjusted(
  holePars: Int32Array,
  ranks: Int32Array,
  strokes: ArrayLike<unknown>,
  courseHandicap: number | null,
  parPlusFive: boolean,
  field: string,
  out: number[] | null,
): number {
  const n = holePars.length;
  // Strokes per hole are base (+1 on the `extra` hardest holes, or −1 on the easiest for plus
  // handicaps): worked out once per card instead of dividing on every hole.
  const plus = courseHandicap !== null && courseHandicap < 0;
  const magnitude = courseHandicap === null ? 0 : plus ? -courseHandicap : courseHandicap;
  const base = Math.floor(magnitude / n);
  const extra = magnitude - base * n;
  let total = 0;
  let played = 0;
  for (let i = 0; i < n; i++) {
    const par = holePars[i] as number;
    const value = strokes[i];
    // Checked inline: building the field name for every hole would allocate on the hot path.
    const gross =
      value === null || value === undefined
        ? 0
        : typeof value === 'number' &&
            Number.isInteger(value) &&
            value >= 0 &&
            value <= INPUT_LIMITS.STROKES_MAX
          ? value
          : strokesOf(value, `${field}[${i}]`);
    const rank = ranks[i] as number;
    const received = plus
      ? 0 - (base + (rank > n - extra ? 1 : 0))
      : base + (rank <= extra ? 1 : 0);
    let adjusted: number;
    if (gross === 0) {
      if (courseHandicap === null) {
        throw new GolfInputError(
          'COURSE_HANDICAP_REQUIRED',
          'courseHandicap',
          'net par for a hole not played needs a Course Handicap',
        );
      }
      adjusted = par + received;
    } else {
      played++;
      const max = parPlusFive || received >= 4 ? par + 5 : par + 2 + received;
      adjusted = gross > max ? max : gross;
    }
    if (out) out[i] = adjusted;
    total += adjusted;
  }
  if (played < MIN_HOLES_PLAYED[n as 9 | 18]) {
    throw new GolfInputError('TOO_FEW_HOLES_PLAYED', field, `too few holes played (Rule 2.2)`);
  }
  return total;
}

function readCard(input: AdjustedScoreInput) {
  const pars = holeArray(input.holePars, 'holePars');
  const n = requireHoleCount(pars.length, 'holePars');
  const holePars = new Int32Array(n);
  for (let i = 0; i < n; i++) holePars[i] = holeParOf(pars[i], `holePars[${i}]`);
  const ranks = strokeIndexRanks(input.strokeIndexes);
  sameLength(ranks, holePars, 'strokeIndexes');
  const strokes = holeArray(input.strokes, 'strokes');
  sameLength(strokes, holePars, 'strokes');
  const ch =
    input.courseHandicap === null ? null : handicapOf(input.courseHandicap, 'courseHandicap');
  return { holePars, ranks, strokes, ch };
}

/**
 * Adjusted hole scores (Rule 3.1 maximum hole score, Rule 3.2 net par for holes not played) of a
 * 9- or 18-hole card.
 */
export function adjustedHoleScores(input: AdjustedScoreInput): number[] {
  const { holePars, ranks, strokes, ch } = readCard(input);
  const out = new Array<number>(holePars.length);
  sumAdjusted(holePars, ranks, strokes, ch, ch === null, 'strokes', out);
  return out;
}

/**
 * Adjusted gross score (Rules 3.1–3.2): gross hole scores capped at the maximum hole score, net par
 * on holes not played; at least 10 of 18 or all 9 holes must be played (Rule 2.2).
 */
export function adjustedGrossScore(input: AdjustedScoreInput): number {
  const { holePars, ranks, strokes, ch } = readCard(input);
  return sumAdjusted(holePars, ranks, strokes, ch, ch === null, 'strokes', null);
}
