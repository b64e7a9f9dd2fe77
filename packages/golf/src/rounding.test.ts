import { describe, expect, it } from 'vitest';
import { fromTenths, GolfInputError, roundDiv, roundHalfUp, toTenths } from './index';

describe('roundHalfUp — WHS rounding, .5 toward +infinity', () => {
  it.each([
    // [value, decimals, expected, source]
    [-1.54, 1, -1.5, 'WHS 5.1c example: −1.54 → −1.5'],
    [-1.55, 1, -1.5, 'WHS 5.1c example: −1.55 → −1.5 (Math.round(x*10)/10 gives −1.6)'],
    [-1.56, 1, -1.6, 'WHS 5.1c: −1.56 → −1.6'],
    [4.35, 1, 4.4, 'USGA Local Guidance Rule 6: 8.7 ÷ 2 = 4.35 → 4.4 (toFixed gives 4.3)'],
    [10.55, 1, 10.6, 'USGA Local Guidance Rule 5 soft cap: 10.55 → 10.6'],
    [2.45, 1, 2.5, 'WHS 5.1a: .5 rounded upwards'],
    [-2.5, 0, -2, 'WHS 6.1 note / Appendix C: a plus −2.5 moves up to −2'],
    [2.5, 0, 3, 'WHS 6.1a: 2.5 → 3'],
    [30.722, 0, 31, 'WHS 6.1a: Course Handicap 30.72 → 31'],
    [12, 1, 12, 'nothing to round'],
    [0.0000001, 1, 0, 'exponent notation is read exactly'],
  ])('roundHalfUp(%d, %d) = %d  (%s)', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });

  it('rejects NaN and bad decimals (no silent NaN)', () => {
    expect(() => roundHalfUp(Number.NaN)).toThrow(GolfInputError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(GolfInputError);
  });
});

describe('roundDiv — exact integer rounding used for every WHS calculation', () => {
  it.each([
    [15, 10, 2, 'WHS 5.1c: 1.5 → 2'],
    [-15, 10, -1, 'WHS 5.1c: −1.5 → −1 (toward +infinity)'],
    [-155, 10, -15, 'WHS 5.1c: −15.5 tenths → −15 (−1.55 → −1.5)'],
    [-156, 10, -16, 'WHS 5.1c: −1.56 → −1.6'],
    [
      48025,
      1130,
      43,
      'WHS 6.1a: HI 33.9, SR 140, CR 72.5, par 72 is exactly 42.5 → 43 (floats give 42)',
    ],
    [565, -113, -5, 'a negative denominator is normalised'],
  ])('roundDiv(%d, %d) = %d  (%s)', (n, d, expected) => {
    expect(roundDiv(n, d)).toBe(expected);
  });
});

describe('toTenths / fromTenths — WHS values to the tenth (5.1c, 5.2, 6.1) as integer tenths', () => {
  it.each([
    [12.3, 123],
    [-1.5, -15],
    [54, 540],
    [0.1, 1],
    [71.1, 711],
  ])('toTenths(%d) = %d and back', (value, tenths) => {
    expect(toTenths(value)).toBe(tenths);
    expect(fromTenths(tenths)).toBe(value);
  });

  it('refuses values with more than one decimal instead of rounding them silently', () => {
    expect(() => toTenths(0.1 + 0.2, 'courseRating')).toThrow(
      expect.objectContaining({ code: 'NOT_ONE_DECIMAL', field: 'courseRating' }),
    );
    expect(() => toTenths(71.25)).toThrow(GolfInputError);
    expect(() => toTenths(Number.NaN)).toThrow(expect.objectContaining({ code: 'NOT_A_NUMBER' }));
    expect(() => toTenths(Number.POSITIVE_INFINITY)).toThrow(GolfInputError);
  });
});
