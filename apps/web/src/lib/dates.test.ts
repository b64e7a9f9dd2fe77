import { describe, expect, it } from 'vitest';
import { formatDate, formatWallTime, isWireDate } from './dates';

describe('formatDate (spec §9: dates shown DD-MM-YYYY, API dates YYYY-MM-DD)', () => {
  it('rewrites a wire date without shifting it', () => {
    expect(formatDate('1951-01-25')).toBe('25-01-1951');
    expect(formatDate('2026-12-31', 'Pacific/Kiritimati')).toBe('31-12-2026');
  });

  it('shows a timestamp on the club-local calendar day', () => {
    // 23:30 UTC on 21 November is already 22 November in Amsterdam.
    expect(formatDate('2026-11-21T23:30:00.000Z')).toBe('22-11-2026');
    expect(formatDate('2026-11-21T23:30:00.000Z', 'UTC')).toBe('21-11-2026');
  });

  it('gives an empty string for missing or unreadable input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('isWireDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isWireDate('2024-02-29')).toBe(true);
    expect(isWireDate('2023-02-29')).toBe(false);
    expect(isWireDate('25-01-1951')).toBe(false);
    expect(isWireDate('')).toBe(false);
  });
});

describe('formatWallTime', () => {
  it('shows a club wall-clock time as DD-MM-YYYY HH:mm', () => {
    expect(formatWallTime('2026-11-29 09:00')).toBe('29-11-2026 09:00');
  });
});
