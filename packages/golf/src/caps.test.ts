import { describe, expect, it } from 'vitest';
import { applyCaps, GolfInputError, lowHandicapIndex } from './index';

describe('applyCaps (WHS 5.8 soft and hard cap)', () => {
  it.each([
    [
      'USGA Local Guidance Rule 5 soft cap: 11.6 over low 6.5 → 11.6 − 1.05 = 10.55 → 10.6',
      11.6,
      6.5,
      10.6,
      'soft',
    ],
    ['USGA FAQ "limit on increase": low 10.0, 8 of 20 = 13.4 → 13.2', 13.4, 10, 13.2, 'soft'],
    ['USGA Local Guidance Rule 5 hard cap: 18.2 over low 10.2 → 15.2', 18.2, 10.2, 15.2, 'hard'],
    ['WHS 5.8: exactly 3.0 above low → no cap', 13, 10, 13, 'none'],
    ['WHS 5.8: 3.1 above low → soft, 0.05 rounds up → unchanged 13.1', 13.1, 10, 13.1, 'soft'],
    ['WHS 5.8: 7.0 above low → soft 15.0, exactly low + 5.0 → soft', 17, 10, 15, 'soft'],
    ['WHS 5.8: 7.2 above low → soft 15.1 > 15.0 → hard', 17.2, 10, 15, 'hard'],
    ['WHS 5.8: a decrease is never capped', 8.3, 10, 8.3, 'none'],
    ['WHS 5.8 plus handicaps: low +2.0, calc 3.4 → −2.0 + 3.0 + 1.2 = 2.2', 3.4, -2, 2.2, 'soft'],
    ['WHS 5.8 high handicap: low 40.0, calc 54.0 → hard 45.0', 54, 40, 45, 'hard'],
  ] as const)('%s', (_source, calculatedIndex, lowIndex, index, cap) => {
    expect(applyCaps({ calculatedIndex, lowIndex })).toEqual({ index, cap });
  });

  it('WHS 5.7: without a Low Handicap Index there is no cap', () => {
    expect(applyCaps({ calculatedIndex: 30, lowIndex: null })).toEqual({ index: 30, cap: 'none' });
  });

  it('rejects bad input', () => {
    expect(() => applyCaps({ calculatedIndex: 55, lowIndex: 10 })).toThrow(
      expect.objectContaining({ code: 'INDEX_OUT_OF_RANGE', field: 'calculatedIndex' }),
    );
    expect(() => applyCaps({ calculatedIndex: 12, lowIndex: Number.NaN })).toThrow(GolfInputError);
  });
});

describe('lowHandicapIndex (WHS 5.7)', () => {
  const revisions = [
    { date: '2023-01-10', index: 9.0 },
    { date: '2023-06-01', index: 10.4 },
    { date: '2023-09-15', index: 11.2 },
    { date: '2024-03-01', index: 12.5 },
    { date: '2024-05-20', index: 12.9 },
  ];

  it('WHS 5.7: the lowest index of the 365 days before the most recent score', () => {
    expect(lowHandicapIndex({ revisions, mostRecentScoreDate: '2024-06-01', scoreCount: 25 })).toBe(
      10.4,
    );
  });

  it('WHS 5.7: the index in effect when the 365-day window opened still counts', () => {
    // 2024-08-01 − 365 days = 2023-08-02: 10.4 (from 2023-06-01) was in effect then.
    expect(lowHandicapIndex({ revisions, mostRecentScoreDate: '2024-08-01', scoreCount: 25 })).toBe(
      10.4,
    );
    // 2024-10-01 − 365 = 2023-10-02: 11.2 (from 2023-09-15) was in effect.
    expect(lowHandicapIndex({ revisions, mostRecentScoreDate: '2024-10-01', scoreCount: 25 })).toBe(
      11.2,
    );
  });

  it('WHS 5.7: revisions on or after the day of the most recent score do not count', () => {
    expect(lowHandicapIndex({ revisions, mostRecentScoreDate: '2023-06-01', scoreCount: 25 })).toBe(
      9,
    );
  });

  it('WHS 5.7 (USGA FAQ): no Low Handicap Index before 20 scores', () => {
    expect(
      lowHandicapIndex({ revisions, mostRecentScoreDate: '2024-06-01', scoreCount: 19 }),
    ).toBeNull();
  });

  it('no revisions → null', () => {
    expect(
      lowHandicapIndex({ revisions: [], mostRecentScoreDate: '2024-06-01', scoreCount: 25 }),
    ).toBeNull();
  });

  it('leap years are counted: 2024-02-29 is a date, 2023-02-29 is not', () => {
    expect(
      lowHandicapIndex({
        revisions: [{ date: '2024-02-29', index: 8 }],
        mostRecentScoreDate: '2025-02-28',
        scoreCount: 20,
      }),
    ).toBe(8);
    expect(() =>
      lowHandicapIndex({ revisions: [], mostRecentScoreDate: '2023-02-29', scoreCount: 20 }),
    ).toThrow(expect.objectContaining({ code: 'DATE_INVALID', field: 'mostRecentScoreDate' }));
    expect(() =>
      lowHandicapIndex({ revisions: [], mostRecentScoreDate: '2024/06/01', scoreCount: 20 }),
    ).toThrow(expect.objectContaining({ code: 'DATE_INVALID' }));
  });
});
