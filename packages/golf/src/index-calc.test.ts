import { describe, expect, it } from 'vitest';
import { GolfInputError, handicapIndex, INDEX_TABLE } from './index';

/** n differentials 30.0, 31.0, 32.0, … in date order; the lowest k average to 30 + (k − 1)/2. */
const ladder = (n: number) => Array.from({ length: n }, (_, i) => 30 + i);

describe('handicapIndex (WHS 5.2, 5.3; NGF rows for 1 and 2 scores)', () => {
  it('WHS 5.2a/1 interpretation: 15.3, 15.2, 16.6 → lowest 15.2 − 2.0 = 13.2', () => {
    expect(handicapIndex({ differentials: [15.3, 15.2, 16.6] })).toEqual({
      index: 13.2,
      used: [1],
      adjustment: -2,
      count: 3,
    });
  });

  it('WHS 5.2a/2 interpretation: 40.7, 42.4, 36.1 → 34.1', () => {
    expect(handicapIndex({ differentials: [40.7, 42.4, 36.1], table: 'whs' }).index).toBe(34.1);
  });

  it('WHS 5.2a/2 interpretation: then 45.9, 43.6, 45.0 → average of lowest 2 (38.4) − 1.0 = 37.4', () => {
    const result = handicapIndex({ differentials: [40.7, 42.4, 36.1, 45.9, 43.6, 45.0] });
    expect(result.index).toBe(37.4);
    expect(result.used).toEqual([2, 0]);
    expect(result.adjustment).toBe(-1);
  });

  // The Rule 5.2a table row by row, on the ladder 30.0, 31.0, …: the lowest k are the first k.
  it.each([
    [1, 'ngf', 28, 'NGF row: 1 differential − 2.0'],
    [2, 'ngf', 28, 'NGF row: lowest 1 of 2 − 2.0'],
    [3, 'whs', 28, 'WHS 5.2a: 3 → lowest 1 − 2.0'],
    [4, 'whs', 29, 'WHS 5.2a: 4 → lowest 1 − 1.0'],
    [5, 'whs', 30, 'WHS 5.2a: 5 → lowest 1'],
    [6, 'whs', 29.5, 'WHS 5.2a: 6 → average of lowest 2 − 1.0'],
    [7, 'whs', 30.5, 'WHS 5.2a: 7 → average of lowest 2'],
    [8, 'whs', 30.5, 'WHS 5.2a: 8 → average of lowest 2'],
    [9, 'whs', 31, 'WHS 5.2a: 9 → average of lowest 3'],
    [11, 'whs', 31, 'WHS 5.2a: 11 → average of lowest 3'],
    [12, 'whs', 31.5, 'WHS 5.2a: 12 → average of lowest 4'],
    [14, 'whs', 31.5, 'WHS 5.2a: 14 → average of lowest 4'],
    [15, 'whs', 32, 'WHS 5.2a: 15 → average of lowest 5'],
    [16, 'whs', 32, 'WHS 5.2a: 16 → average of lowest 5'],
    [17, 'whs', 32.5, 'WHS 5.2a: 17 → average of lowest 6'],
    [18, 'whs', 32.5, 'WHS 5.2a: 18 → average of lowest 6'],
    [19, 'whs', 33, 'WHS 5.2a: 19 → average of lowest 7'],
    [20, 'whs', 33.5, 'WHS 5.2b: 20 → average of lowest 8'],
  ] as const)('%i differentials (%s) → %d  (%s)', (n, table, expected, _source) => {
    const result = handicapIndex({ differentials: ladder(n), table });
    expect(result.index).toBe(expected);
    expect(result.used).toHaveLength(INDEX_TABLE.used[n]);
  });

  it('WHS 5.2a: fewer than 3 differentials give no index without the NGF rows', () => {
    expect(handicapIndex({ differentials: [20.1, 22.3], table: 'whs' }).index).toBeNull();
    expect(handicapIndex({ differentials: [], table: 'ngf' }).index).toBeNull();
  });

  it('WHS 5.2b: only the most recent 20 count (an old 5.0 drops out)', () => {
    const differentials = [5, ...ladder(20)];
    const result = handicapIndex({ differentials });
    expect(result.index).toBe(33.5);
    expect(result.count).toBe(20);
    expect(result.used[0]).toBe(1);
  });

  it('WHS 5.2b: the average is rounded to the tenth, .5 up (81.2 / 8 = 10.15 → 10.2)', () => {
    const differentials = [10, 10, 10, 10, 10, 10, 10, 11.2, ...Array(12).fill(30)];
    expect(handicapIndex({ differentials }).index).toBe(10.2);
  });

  it('WHS 5.2b plus handicaps: (−0.1 + 0.0) / 2 = −0.05 → 0.0; (−3.1 − 2.0) / 2 = −2.55 → −2.5', () => {
    expect(handicapIndex({ differentials: [-0.1, 0, 5, 5, 5, 5, 5] }).index).toBe(0);
    expect(handicapIndex({ differentials: [-3.1, -2, 5, 5, 5, 5, 5] }).index).toBe(-2.5);
  });

  it('WHS 5.3 / 5.2a(i): the index is at most 54.0', () => {
    expect(handicapIndex({ differentials: [60.2, 61.4, 70] }).index).toBe(54);
    expect(handicapIndex({ differentials: [57.3] }).index).toBe(54);
  });

  it('NGF "nieuwe golfers": a first differential of 56.0 gives exactly 54.0', () => {
    expect(handicapIndex({ differentials: [56] }).index).toBe(54);
  });

  it('ties take the older score', () => {
    expect(handicapIndex({ differentials: [12, 12, 15] }).used).toEqual([0]);
  });

  it('rejects bad differentials', () => {
    expect(() => handicapIndex({ differentials: [12.34] })).toThrow(
      expect.objectContaining({ code: 'NOT_ONE_DECIMAL', field: 'differentials[0]' }),
    );
    expect(() => handicapIndex({ differentials: [Number.NaN] })).toThrow(GolfInputError);
    expect(() => handicapIndex({ differentials: [12], table: 'usga' as 'whs' })).toThrow(
      expect.objectContaining({ code: 'OPTION_INVALID' }),
    );
  });
});
