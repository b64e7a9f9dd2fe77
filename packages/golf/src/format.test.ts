import { describe, expect, it } from 'vitest';
import {
  formatAdjustment,
  formatCourseHandicap,
  formatEuroCents,
  formatHandicap,
  formatHandicapTenths,
  formatRating,
  DECIMAL_SEPARATOR,
  GolfInputError,
  parseHandicap,
} from './index';

describe('formatting handicap values (WHS definitions: a plus handicap is written "+"; one decimal, Rule 5.2)', () => {
  it.each([
    [-1.2, '+1.2'],
    [12.3, '12.3'],
    [54, '54.0'],
    [0, '0.0'],
    [-0.1, '+0.1'],
    [0.1, '0.1'],
  ])('formatHandicap(%d) = %s', (value, text) => {
    expect(formatHandicap(value)).toBe(text);
  });

  it('tenths and the Dutch decimal comma', () => {
    expect(formatHandicapTenths(-12)).toBe('+1.2');
    expect(formatHandicapTenths(123, { decimalSeparator: ',' })).toBe('12,3');
    expect(formatHandicap(-3.4, { decimalSeparator: ',' })).toBe('+3,4');
  });

  it('course handicaps are whole numbers', () => {
    expect(formatCourseHandicap(-2)).toBe('+2');
    expect(formatCourseHandicap(0)).toBe('0');
    expect(formatCourseHandicap(31)).toBe('31');
  });

  it.each([
    ['+1.2', -1.2],
    ['12,3', 12.3],
    ['18', 18],
    [' +0,4 ', -0.4],
    ['+0.0', 0],
  ])('parseHandicap(%s) = %d', (text, value) => {
    expect(parseHandicap(text)).toBe(value);
  });

  it('rejects what is not a handicap, including a leading minus', () => {
    for (const text of ['-1.2', '1.23', 'abc', '', '+']) {
      expect(() => parseHandicap(text)).toThrow(GolfInputError);
    }
    expect(() => formatHandicap(1.25)).toThrow(
      expect.objectContaining({ code: 'NOT_ONE_DECIMAL' }),
    );
    expect(() => formatHandicapTenths(1.5)).toThrow(
      expect.objectContaining({ code: 'NOT_AN_INTEGER' }),
    );
  });
});

describe('formatting a Course Rating', () => {
  it('shows one decimal, with the separator asked for', () => {
    expect(formatRating(71.2)).toBe('71.2');
    expect(formatRating(72)).toBe('72.0');
    expect(formatRating(69.9, { decimalSeparator: ',' })).toBe('69,9');
  });

  it('refuses a value with more than one decimal rather than rounding it silently', () => {
    expect(() => formatRating(71.25)).toThrow(GolfInputError);
  });
});

describe('decimal separators', () => {
  it('Dutch and Estonian write a comma, English a point', () => {
    expect(DECIMAL_SEPARATOR).toEqual({ nl_NL: ',', et_EE: ',', en_US: '.' });
  });
});

describe('formatting an adjustment of an index', () => {
  it("writes the sign, a real minus, and one decimal in the language's separator", () => {
    expect(formatAdjustment(-1)).toBe('\u22121.0');
    expect(formatAdjustment(-2, { decimalSeparator: ',' })).toBe('\u22122,0');
    expect(formatAdjustment(0.5)).toBe('+0.5');
    expect(formatAdjustment(0)).toBe('0.0');
  });
});

describe('formatEuroCents (spec §9: nl-NL, whole numbers as "N,-")', () => {
  it.each([
    [1250, '€ 12,50'],
    [1500, '€ 15,-'],
    [0, '€ 0,-'],
    [5, '€ 0,05'],
    [99, '€ 0,99'],
    [100, '€ 1,-'],
    [123456, '€ 1.234,56'],
    [100000000, '€ 1.000.000,-'],
    [-250, '€ -2,50'],
  ])('%i cents → %s', (cents, shown) => {
    expect(formatEuroCents(cents)).toBe(shown);
  });
  it('refuses a fraction of a cent', () => {
    expect(() => formatEuroCents(12.5)).toThrow(GolfInputError);
  });
});
