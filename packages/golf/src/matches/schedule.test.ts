import { describe, expect, it } from 'vitest';
import { overlappingCategory, scheduleProblems } from './schedule';

const NOW = '2026-11-28 10:00';

describe('scheduleProblems', () => {
  it('refuses a new match on a day gone, and a sign-up that closes in the past', () => {
    expect(
      scheduleProblems({ aanvang: '2026-11-27 09:00', inschrijvingsstop: '2026-11-26 18:00' }, NOW),
    ).toEqual([
      { field: 'aanvang', problem: 'DATE_PASSED' },
      { field: 'inschrijvingsstop', problem: 'SIGN_UP_CLOSED' },
    ]);
  });

  it('takes a match today (even started) and a sign-up closing later', () => {
    expect(
      scheduleProblems({ aanvang: '2026-11-28 08:00', inschrijvingsstop: '2026-11-28 10:01' }, NOW),
    ).toEqual([]);
  });

  it('holds an edit only to what it changes', () => {
    const before = { aanvang: '2026-11-29 09:00', inschrijvingsstop: '2026-11-28 09:00' };
    // Sign-up was closed by the committee: editing the rest keeps the past close.
    expect(scheduleProblems(before, NOW, before)).toEqual([]);
    expect(
      scheduleProblems({ ...before, inschrijvingsstop: '2026-11-28 09:30' }, NOW, before),
    ).toEqual([{ field: 'inschrijvingsstop', problem: 'SIGN_UP_CLOSED' }]);
    expect(scheduleProblems({ ...before, aanvang: '2026-11-20 09:00' }, NOW, before)).toEqual([
      { field: 'aanvang', problem: 'DATE_PASSED' },
    ]);
  });
});

describe('overlappingCategory', () => {
  const cat = (min: number | null, max: number | null, geslacht: string | null = null) => ({
    handicap_min: min,
    handicap_max: max,
    geslacht,
  });

  it('finds ranges that share a handicap, the bounds included', () => {
    expect(overlappingCategory([cat(0, 18), cat(18, 36)])).toEqual({ index: 1, with: 0 });
    expect(overlappingCategory([cat(0, 18), cat(10, 12)])).toEqual({ index: 1, with: 0 });
    expect(overlappingCategory([cat(null, 18), cat(null, 5)])).toEqual({ index: 1, with: 0 });
    expect(overlappingCategory([cat(20, null), cat(0, 36)])).toEqual({ index: 1, with: 0 });
  });

  it('lets adjoining ranges and categories of the other gender be', () => {
    expect(overlappingCategory([cat(-10, 18), cat(18.1, 36), cat(36.1, 54)])).toBeNull();
    expect(overlappingCategory([cat(0, 54, 'm'), cat(0, 54, 'v')])).toBeNull();
    expect(overlappingCategory([cat(0, 54, 'm'), cat(0, 18)])).toEqual({ index: 1, with: 0 });
    expect(overlappingCategory([])).toBeNull();
  });
});
