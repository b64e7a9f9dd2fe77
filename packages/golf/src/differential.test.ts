import { describe, expect, it } from 'vitest';
import {
  EXPECTED_SCORE_DIFFERENTIAL,
  expectedScoreDifferential,
  GolfInputError,
  scoreDifferential,
} from './index';

describe('scoreDifferential, 18 holes (WHS 5.1a, 5.1c)', () => {
  it.each([
    // WHS 5.1a, USGA Handicap System Reference Guide: 95 on 71.5/125 → 23.5 × 113/125 = 21.24 → 21.2
    [{ adjustedGrossScore: 95, courseRating: 71.5, slopeRating: 125 }, 21.2],
    // WHS 5.1c, same guide, minus differential: 69 on 71.5/125 → −2.26 → −2.3
    [{ adjustedGrossScore: 69, courseRating: 71.5, slopeRating: 125 }, -2.3],
    // WHS 5.1a, Pecan Grove WGA example: 113/125 × (94 − 73.0 − 0) = 18.98 → 19.0
    [{ adjustedGrossScore: 94, courseRating: 73, slopeRating: 125, pcc: 0 }, 19],
    // WHS 5.1a exact .5: 113/100 × (75 − 70.0) = 5.65 → 5.7 (float and toFixed give 5.6)
    [{ adjustedGrossScore: 75, courseRating: 70, slopeRating: 100 }, 5.7],
    // WHS 5.1c exact −.x5 rounds toward zero: 113/56 × (60 − 68.4) = −16.95 → −16.9 (float gives −17.0)
    [{ adjustedGrossScore: 60, courseRating: 68.4, slopeRating: 56 }, -16.9],
    // WHS 5.1a standard slope: 113/113 × (85 − 72.0) = 13.0
    [{ adjustedGrossScore: 85, courseRating: 72, slopeRating: 113 }, 13],
    // WHS 5.1a / 5.6 PCC +2: 113/113 × (85 − 72.0 − 2) = 11.0
    [{ adjustedGrossScore: 85, courseRating: 72, slopeRating: 113, pcc: 2 }, 11],
    // WHS 5.1a / 5.6 PCC −1: 113/130 × (90 − 71.3 + 1) = 17.12 → 17.1
    [{ adjustedGrossScore: 90, courseRating: 71.3, slopeRating: 130, pcc: -1 }, 17.1],
    // WHS 5.1a high handicap: 113/140 × (150 − 74.2) = 61.18 → 61.2
    [{ adjustedGrossScore: 150, courseRating: 74.2, slopeRating: 140 }, 61.2],
  ])('%o → %s', (input, expected) => {
    expect(scoreDifferential(input)).toBe(expected);
  });
});

describe('scoreDifferential, 9 holes (WHS 5.1b, 2024: combined with the expected score)', () => {
  it('EXPECTED_SCORE_DIFFERENTIAL is the published-in-practice approximation 1.04 × HI + 2.4', () => {
    expect(EXPECTED_SCORE_DIFFERENTIAL).toEqual({ multiplierPercent: 104, offsetTenths: 24 });
    expect(expectedScoreDifferential({ handicapIndex: 0 })).toBe(2.4);
    expect(expectedScoreDifferential({ handicapIndex: 54 })).toBe(58.6); // 58.56
    expect(expectedScoreDifferential({ handicapIndex: 54, holes: 9 })).toBe(29.3); // 29.28
    expect(expectedScoreDifferential({ handicapIndex: -2, holes: 9 })).toBe(0.2); // 0.16
  });

  it('WHS 5.1b: 9-hole differential + expected for the other nine (HI 12.0, 45 on 35.8/124)', () => {
    // 113/124 × (45 − 35.8) = 8.384; expected nine (1.04 × 12 + 2.4)/2 = 7.44 → 15.82 → 15.8
    expect(
      scoreDifferential({
        holes: 9,
        adjustedGrossScore: 45,
        courseRating: 35.8,
        slopeRating: 124,
        handicapIndex: 12,
      }),
    ).toBe(15.8);
  });

  it('WHS 5.1b: only half the PCC applies to nine holes', () => {
    // 113/113 × (45 − 36.0 − 0.5 × 2) = 8.0; expected nine for 10.0 = 6.4 → 14.4
    expect(
      scoreDifferential({
        holes: 9,
        adjustedGrossScore: 45,
        courseRating: 36,
        slopeRating: 113,
        pcc: 2,
        handicapIndex: 10,
      }),
    ).toBe(14.4);
  });

  it('WHS 5.1b note 1: the 9-hole part stays unrounded ("combined"); "each-half" rounds each first', () => {
    // 113/100 × (38 − 35.2) = 3.164; expected nine at 54.0 = 29.28 → 32.444 → 32.4,
    // whereas 3.2 + 29.3 = 32.5.
    const input = {
      holes: 9 as const,
      adjustedGrossScore: 38,
      courseRating: 35.2,
      slopeRating: 100,
      handicapIndex: 54,
    };
    expect(scoreDifferential(input)).toBe(32.4);
    expect(scoreDifferential({ ...input, nineHoleRounding: 'combined' })).toBe(32.4);
    expect(scoreDifferential({ ...input, nineHoleRounding: 'each-half' })).toBe(32.5);
  });

  it('NGF beginners (9 holes, index 54.0): 19 stableford points reach 54 or better, 18 do not', () => {
    // Net par on all nine (18 points) at CH 27 on a standard nine: 27.0 + 29.28 = 56.3 → index 54.3
    // One better (19 points): 26.0 + 29.28 = 55.3 → index 53.3 with the NGF 1-score row (−2.0).
    const nine = { holes: 9 as const, courseRating: 36, slopeRating: 113, handicapIndex: 54 };
    expect(scoreDifferential({ ...nine, adjustedGrossScore: 36 + 27 })).toBe(56.3);
    expect(scoreDifferential({ ...nine, adjustedGrossScore: 36 + 26 })).toBe(55.3);
  });

  it('a 9-hole score needs the index in effect', () => {
    expect(() =>
      scoreDifferential({ holes: 9, adjustedGrossScore: 45, courseRating: 36, slopeRating: 113 }),
    ).toThrow(expect.objectContaining({ code: 'INDEX_REQUIRED', field: 'handicapIndex' }));
  });
});

describe('scoreDifferential bad input (WHS 5.1, 5.6 PCC −1..+3)', () => {
  const ok = { adjustedGrossScore: 85, courseRating: 72, slopeRating: 113 };
  it.each([
    ['PCC +4', { pcc: 4 }, 'PCC_OUT_OF_RANGE', 'pcc'],
    ['PCC −2', { pcc: -2 }, 'PCC_OUT_OF_RANGE', 'pcc'],
    ['PCC 0.5', { pcc: 0.5 }, 'NOT_AN_INTEGER', 'pcc'],
    ['slope 160', { slopeRating: 160 }, 'SLOPE_OUT_OF_RANGE', 'slopeRating'],
    ['AGS 10 for 18 holes', { adjustedGrossScore: 10 }, 'SCORE_OUT_OF_RANGE', 'adjustedGrossScore'],
    ['AGS 85.5', { adjustedGrossScore: 85.5 }, 'NOT_AN_INTEGER', 'adjustedGrossScore'],
    ['AGS NaN', { adjustedGrossScore: Number.NaN }, 'NOT_A_NUMBER', 'adjustedGrossScore'],
    [
      '18-hole rating on 9 holes',
      { holes: 9 as const, handicapIndex: 10 },
      'COURSE_RATING_OUT_OF_RANGE',
      'courseRating',
    ],
    [
      'bad rounding option',
      {
        holes: 9 as const,
        courseRating: 36,
        adjustedGrossScore: 45,
        handicapIndex: 10,
        nineHoleRounding: 'floor' as 'combined',
      },
      'OPTION_INVALID',
      'nineHoleRounding',
    ],
  ])('%s', (_name, change, code, field) => {
    expect(() => scoreDifferential({ ...ok, ...change })).toThrow(GolfInputError);
    expect(() => scoreDifferential({ ...ok, ...change })).toThrow(
      expect.objectContaining({ code, field }),
    );
  });
});
