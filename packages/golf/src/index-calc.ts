import { GolfInputError } from './errors';
import { fromTenths, roundDiv } from './rounding';
import {
  addToRecord,
  clearRecord,
  RECORD_SIZE,
  recordCard,
  recordSize,
  recordValue,
} from './record';
import { differentialTenthsOf } from './validate';

export { RECORD_SIZE };

/** Rule 5.3: the maximum Handicap Index, in tenths. */
export const MAX_INDEX_TENTHS = 540;

/**
 * Which rows of the Rule 5.2a table apply: 'whs' needs 3 differentials for an index (54 holes);
 * 'ngf' adds the Dutch federation's rows so one 9- or 18-hole score gives an index:
 * 1 differential → that one − 2.0, 2 → lowest 1 − 2.0.
 */
export type IndexTable = 'ngf' | 'whs';

/**
 * Rule 5.2a table by number of differentials in the record (index = count, up to 20):
 * how many of the lowest are averaged, and the adjustment in tenths.
 */
export const INDEX_TABLE = {
  used: [0, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 7, 8],
  adjustmentTenths: [0, -20, -20, -20, -10, 0, -10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
} as const;

export function minimumDifferentials(table: IndexTable): number {
  return table === 'ngf' ? 1 : 3;
}

export function tableOf(value: unknown, field = 'table'): IndexTable {
  if (value === undefined) return 'ngf';
  if (value !== 'ngf' && value !== 'whs') throw new GolfInputError('OPTION_INVALID', field);
  return value;
}

/** How many of the lowest differentials Rule 5.2 averages for a record of `count` (0: no index). */
export function usedCount(count: number, table: IndexTable): number {
  if (count < minimumDifferentials(table)) return 0;
  return INDEX_TABLE.used[count > RECORD_SIZE ? RECORD_SIZE : count] as number;
}

/**
 * The Rule 5.2 calculation on the current scoring record (record.ts): average of the lowest,
 * rounded to the tenth, plus the table adjustment. Returns tenths before the 54.0 maximum (the NGF
 * beginner rule needs to see the excess), or null without enough scores.
 */
export function indexFromRecord(table: IndexTable): number | null {
  const count = recordSize();
  const used = usedCount(count, table);
  if (used === 0) return null;
  let sum = 0;
  for (let i = 0; i < used; i++) sum += recordValue(i);
  return roundDiv(sum, used) + (INDEX_TABLE.adjustmentTenths[count] as number);
}

/** Result of handicapIndex. */
export interface HandicapIndexResult {
  /** The calculated index (one decimal), or null when there are too few differentials. */
  index: number | null;
  /** Positions (in the input array) of the differentials averaged, lowest first. */
  used: number[];
  /** The Rule 5.2a adjustment applied (−2.0, −1.0 or 0). */
  adjustment: number;
  /** Differentials taken into account (the most recent up to 20). */
  count: number;
}

/**
 * Handicap Index from a scoring record (Rule 5.2; Rule 5.3 maximum 54.0), before the caps of
 * Rule 5.8. `differentials` are in date order, oldest first, already including any exceptional
 * score reductions; the most recent 20 are used. `table: 'ngf'` (default) adds the NGF rows for 1
 * and 2 differentials; `'whs'` gives no index below 3.
 */
export function handicapIndex(input: {
  differentials: readonly number[];
  table?: IndexTable;
}): HandicapIndexResult {
  const { differentials } = input;
  if (!Array.isArray(differentials)) {
    throw new GolfInputError('INPUT_MISSING', 'differentials');
  }
  const table = tableOf(input.table);
  const count = Math.min(differentials.length, RECORD_SIZE);
  const first = differentials.length - count;
  const values = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    values[i] = differentialTenthsOf(differentials[first + i], `differentials[${first + i}]`);
  }
  clearRecord();
  for (let i = 0; i < count; i++) addToRecord(values[i] as number, first + i);
  const raw = indexFromRecord(table);
  if (raw === null) return { index: null, used: [], adjustment: 0, count };
  const index = raw > MAX_INDEX_TENTHS ? MAX_INDEX_TENTHS : raw;
  const used = usedCount(count, table);
  return {
    index: fromTenths(index),
    used: Array.from({ length: used }, (_, i) => recordCard(i)),
    adjustment: fromTenths(INDEX_TABLE.adjustmentTenths[count] as number),
    count,
  };
}
