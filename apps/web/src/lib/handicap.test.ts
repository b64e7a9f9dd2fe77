import { describe, expect, it } from 'vitest';
import { formatHandicap } from './handicap';

describe('formatHandicap', () => {
  it('shows one decimal', () => {
    expect(formatHandicap(12.4)).toBe('12.4');
    expect(formatHandicap(36)).toBe('36.0');
    expect(formatHandicap(54)).toBe('54.0');
  });

  it('shows a plus handicap (negative on the wire) with a plus sign', () => {
    expect(formatHandicap(-1.2)).toBe('+1.2');
    expect(formatHandicap(-2)).toBe('+2.0');
  });

  it('shows scratch as 0.0, never as +0.0', () => {
    expect(formatHandicap(0)).toBe('0.0');
    expect(formatHandicap(-0.04)).toBe('0.0');
  });

  it('rounds to tenths without floating-point artefacts', () => {
    expect(formatHandicap(10.05)).toBe('10.1');
    expect(formatHandicap(-0.15)).toBe('+0.2');
  });

  it('gives null when there is no handicap', () => {
    expect(formatHandicap(null)).toBeNull();
    expect(formatHandicap(undefined)).toBeNull();
    expect(formatHandicap(Number.NaN)).toBeNull();
  });
});
