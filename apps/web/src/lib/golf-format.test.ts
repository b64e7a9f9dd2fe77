import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatHandicap, formatRating } from './golf-format';

describe('formatHandicap', () => {
  it('writes the decimal as the language does', () => {
    expect(formatHandicap(17.5, 'nl_NL')).toBe('17,5');
    expect(formatHandicap(17.5, 'et_EE')).toBe('17,5');
    expect(formatHandicap(17.5, 'en_US')).toBe('17.5');
  });

  it('always shows one decimal', () => {
    expect(formatHandicap(36, 'nl_NL')).toBe('36,0');
    expect(formatHandicap(54, 'en_US')).toBe('54.0');
  });

  it('shows a plus handicap (negative on the wire) with a plus sign, scratch without', () => {
    expect(formatHandicap(-1.2, 'nl_NL')).toBe('+1,2');
    expect(formatHandicap(-2, 'en_US')).toBe('+2.0');
    expect(formatHandicap(0, 'en_US')).toBe('0.0');
  });

  it('rounds a longer value the WHS way: .5 goes up, also for plus handicaps', () => {
    expect(formatHandicap(10.05, 'en_US')).toBe('10.1');
    expect(formatHandicap(-0.15, 'en_US')).toBe('+0.1');
    expect(formatHandicap(-0.04, 'en_US')).toBe('0.0');
  });

  it('gives null when there is no handicap', () => {
    expect(formatHandicap(null, 'nl_NL')).toBeNull();
    expect(formatHandicap(undefined, 'nl_NL')).toBeNull();
    expect(formatHandicap(Number.NaN, 'nl_NL')).toBeNull();
  });
});

describe('formatRating', () => {
  it('shows a Course Rating with one decimal in the language', () => {
    expect(formatRating(71.2, 'nl_NL')).toBe('71,2');
    expect(formatRating(72, 'en_US')).toBe('72.0');
  });
});

describe('decimalSeparator', () => {
  it('falls back to Dutch for a language the app does not speak', () => {
    expect(decimalSeparator('de_DE')).toBe(',');
  });
});
