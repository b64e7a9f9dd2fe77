import { dayNumber } from './dates';
import { GolfInputError } from './errors';
import { toTenths } from './rounding';
import { INPUT_LIMITS } from './validate';

/**
 * A Handicap Committee's adjustment of a player's Handicap Index (Rule 7.1a): `amount` with one
 * decimal (+2.0 raises the index, −1.5 lowers it), in effect from `date` (YYYY-MM-DD) until the
 * committee removes it.
 */
export interface CommitteeAdjustment {
  date: string;
  amount: number;
}

/**
 * How the engine applies Rule 7.1a adjustments (decided here, once, for server and app):
 *
 * - An adjustment is added to the index the record calculates (after the soft and hard caps), on
 *   every day from its date until it is removed: a new score recalculates the index from the
 *   record and the adjustment is added again. It does not replace the calculation, so the player's
 *   own scores keep moving their index while the adjustment stands.
 * - The adjusted index is the index *in effect*: the Course Handicap of a later round, its
 *   maximum hole score, the expected score of a 9-hole round and the exceptional score comparison
 *   (Rule 5.9) use it, as they would any index the player holds.
 * - The Low Handicap Index (Rule 5.7) and the caps (Rule 5.8) look at the calculated indexes only.
 *   An adjustment is the committee's judgement, not a demonstrated ability: counting a downward
 *   adjustment as a low point would cap the player for a year after the committee removed it, and
 *   an upward one would be cut back by the very cap it was meant to step over.
 * - Several adjustments in effect add up; the result stays within the index range (+10.0–54.0).
 * - Removing an adjustment replays the record without it: the history is as if it never existed.
 */
export function adjustmentTenthsOn(
  adjustments: readonly CommitteeAdjustment[] | undefined,
  day: number,
): number {
  if (!adjustments?.length) return 0;
  let sum = 0;
  for (let i = 0; i < adjustments.length; i++) {
    const a = adjustments[i]!;
    if (dayNumber(a.date, `adjustments[${i}].date`) <= day) sum += adjustmentTenthsOf(a, i);
  }
  return sum;
}

/** An adjustment's amount in tenths; 0 or more than the index range is refused. */
export function adjustmentTenthsOf(a: CommitteeAdjustment, i = 0): number {
  const field = `adjustments[${i}].amount`;
  const tenths = toTenths(a.amount, field);
  const span = INPUT_LIMITS.INDEX_MAX_TENTHS - INPUT_LIMITS.INDEX_MIN_TENTHS;
  if (tenths === 0 || Math.abs(tenths) > span)
    throw new GolfInputError(
      'INDEX_OUT_OF_RANGE',
      field,
      `${field} must be non-zero, within the index range`,
    );
  return tenths;
}

/** `indexTenths` with the adjustments in effect on `day` (a day number), kept in the index range. */
export function withAdjustment(
  indexTenths: number | null,
  adjustments: readonly CommitteeAdjustment[] | undefined,
  day: number,
): number | null {
  if (indexTenths === null) return null;
  const adjusted = indexTenths + adjustmentTenthsOn(adjustments, day);
  return Math.min(INPUT_LIMITS.INDEX_MAX_TENTHS, Math.max(INPUT_LIMITS.INDEX_MIN_TENTHS, adjusted));
}

/** The index in effect on `date` (YYYY-MM-DD): a calculated index with the adjustments of that day. */
export function adjustedIndexTenths(
  indexTenths: number | null,
  adjustments: readonly CommitteeAdjustment[] | undefined,
  date: string,
): number | null {
  return withAdjustment(indexTenths, adjustments, dayNumber(date, 'date'));
}
