import { dayNumber, LOW_INDEX_WINDOW_DAYS } from './dates';
import { GolfInputError } from './errors';
import { fromTenths, roundDiv } from './rounding';
import { indexTenthsOf, requireInteger } from './validate';

/** Rule 5.8: the soft cap starts 3.0 above the Low Handicap Index (tenths). */
export const SOFT_CAP_TENTHS = 30;
/** Rule 5.8: the hard cap allows at most 5.0 above the Low Handicap Index (tenths). */
export const HARD_CAP_TENTHS = 50;

/** Rule 5.7: a Low Handicap Index exists once the record holds at least 20 scores. */
export const LOW_INDEX_MIN_SCORES = 20;

/** Which cap of Rule 5.8 limited the index. */
export type CapApplied = 'none' | 'soft' | 'hard';

/** Cap codes used on the hot path (no strings built per card). */
export const CAP_KIND: readonly CapApplied[] = ['none', 'soft', 'hard'];

/**
 * Rule 5.8 in tenths: the soft cap halves the increase above low + 3.0, rounded .5 up (USGA
 * example: 11.6 over low 6.5 gives 10.55 → 10.6); the hard cap then limits the index to low + 5.0.
 */
export function capTenths(calculated: number, low: number | null): number {
  if (low === null || calculated - low <= SOFT_CAP_TENTHS) return calculated;
  const soft = low + SOFT_CAP_TENTHS + roundDiv(calculated - low - SOFT_CAP_TENTHS, 2);
  return soft > low + HARD_CAP_TENTHS ? low + HARD_CAP_TENTHS : soft;
}

/** Which cap capTenths applied: 0 none, 1 soft, 2 hard (an index into CAP_KIND). */
export function capKindOf(calculated: number, low: number | null): 0 | 1 | 2 {
  if (low === null || calculated - low <= SOFT_CAP_TENTHS) return 0;
  const soft = low + SOFT_CAP_TENTHS + roundDiv(calculated - low - SOFT_CAP_TENTHS, 2);
  return soft > low + HARD_CAP_TENTHS ? 2 : 1;
}

/**
 * Apply the soft and hard caps of Rule 5.8 to an index calculated by Rule 5.2, against the Low
 * Handicap Index (Rule 5.7). Without a low index (`lowIndex: null`) no cap applies.
 */
export function applyCaps(input: { calculatedIndex: number; lowIndex: number | null }): {
  index: number;
  cap: CapApplied;
} {
  const calculated = indexTenthsOf(input.calculatedIndex, 'calculatedIndex');
  const low = input.lowIndex === null ? null : indexTenthsOf(input.lowIndex, 'lowIndex');
  const index = capTenths(calculated, low);
  return { index: fromTenths(index), cap: CAP_KIND[capKindOf(calculated, low)] as CapApplied };
}

/** One Handicap Index revision of a player's history. */
export interface IndexRevision {
  /** 'YYYY-MM-DD' the index was produced (date of the score that produced it). */
  date: string;
  index: number;
}

/**
 * Low Handicap Index (Rule 5.7): the lowest index of the 365 days before the day the most recent
 * score was played. Counts every revision dated in [day − 365, day − 1] plus the revision in effect
 * when that window opened (the last one dated earlier). Null until the record holds 20 scores.
 */
export function lowHandicapIndex(input: {
  revisions: readonly IndexRevision[];
  mostRecentScoreDate: string;
  scoreCount: number;
}): number | null {
  const scoreCount = requireInteger(input.scoreCount, 'scoreCount');
  const day = dayNumber(input.mostRecentScoreDate, 'mostRecentScoreDate');
  if (!Array.isArray(input.revisions)) throw new GolfInputError('INPUT_MISSING', 'revisions');
  if (scoreCount < LOW_INDEX_MIN_SCORES) return null;
  const windowStart = day - LOW_INDEX_WINDOW_DAYS;
  let low: number | null = null;
  let openingDay = -Infinity;
  let opening: number | null = null;
  for (let i = 0; i < input.revisions.length; i++) {
    const revision = input.revisions[i] as IndexRevision;
    const revisionDay = dayNumber(revision.date, `revisions[${i}].date`);
    const index = indexTenthsOf(revision.index, `revisions[${i}].index`);
    if (revisionDay >= day) continue;
    if (revisionDay >= windowStart) {
      if (low === null || index < low) low = index;
    } else if (revisionDay >= openingDay) {
      openingDay = revisionDay;
      opening = index;
    }
  }
  if (opening !== null && (low === null || opening < low)) low = opening;
  return low === null ? null : fromTenths(low);
}
