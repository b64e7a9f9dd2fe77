import { describe, expect, it } from 'vitest';
import {
  courseHandicap,
  GolfInputError,
  HANDICAP_ALLOWANCE,
  playingHandicap,
  TEAM_HANDICAP_ALLOWANCE,
  teamPlayingHandicap,
} from './index';

describe('courseHandicap (WHS 6.1)', () => {
  it.each([
    // [source, input, expected]
    [
      'WHS 6.1a, Miami Valley GA allocation example 1: 27.7 × 129/113 − 0.9 = 30.72 → 31',
      { handicapIndex: 27.7, slopeRating: 129, courseRating: 71.1, par: 72 },
      31,
    ],
    [
      'WHS 6.1a, Miami Valley GA allocation example 2: 7.9 × 129/113 − 0.9 = 8.12 → 8',
      { handicapIndex: 7.9, slopeRating: 129, courseRating: 71.1, par: 72 },
      8,
    ],
    [
      'WHS 6.1b, USGA Local Guidance Rule 6 9-hole example: 8.7/2 = 4.35 → 4.4; 4.4 × 121/113 − 0.7 = 4.01 → 4',
      { holes: 9 as const, handicapIndex: 8.7, slopeRating: 121, courseRating: 35.3, par: 36 },
      4,
    ],
    [
      'WHS 6.1b/1 ratings (white tees, 18 holes 73.1/132): 12.0 × 132/113 + 1.1 = 15.12 → 15',
      { handicapIndex: 12, slopeRating: 132, courseRating: 73.1, par: 72 },
      15,
    ],
    [
      'WHS 6.1b/1 ratings (holes 1–9, 36.1/132): 6.0 × 132/113 + 0.1 = 7.11 → 7',
      { holes: 9 as const, handicapIndex: 12, slopeRating: 132, courseRating: 36.1, par: 36 },
      7,
    ],
    [
      'WHS 6.1a exact .5: 33.9 × 140/113 + 0.5 = 42.5 → 43 (a float product gives 42.4999… → 42)',
      { handicapIndex: 33.9, slopeRating: 140, courseRating: 72.5, par: 72 },
      43,
    ],
    [
      'WHS 6.1a plus handicap, Appendix C "moves up towards zero": −2.5 × 113/113 = −2.5 → −2',
      { handicapIndex: -2.5, slopeRating: 113, courseRating: 72, par: 72 },
      -2,
    ],
    [
      'WHS 6.1a plus handicap: +3.4 × 131/113 − 1.2 = −5.14 → −5',
      { handicapIndex: -3.4, slopeRating: 131, courseRating: 70.8, par: 72 },
      -5,
    ],
    [
      'WHS 6.1a high handicap: 54.0 × 155/113 + 3.0 = 77.07 → 77',
      { handicapIndex: 54, slopeRating: 155, courseRating: 75, par: 72 },
      77,
    ],
    [
      'WHS 6.1a high handicap, easy course: 54.0 × 55/113 − 8.0 = 18.28 → 18',
      { handicapIndex: 54, slopeRating: 55, courseRating: 64, par: 72 },
      18,
    ],
    [
      'WHS 6.1b 9 holes, plus index: +1.5/2 = −0.75 → −0.7; −0.7 × 113/113 + 0 = −0.7 → −1',
      { holes: 9 as const, handicapIndex: -1.5, slopeRating: 113, courseRating: 36, par: 36 },
      -1,
    ],
  ])('%s', (_source, input, expected) => {
    expect(courseHandicap(input)).toBe(expected);
  });
});

describe('playingHandicap (WHS 6.2, Appendix C)', () => {
  it.each([
    [
      'Appendix C 85 % four-ball, Miami Valley GA example 1: 30.72 × 85 % = 26.11 → 26',
      { handicapIndex: 27.7, slopeRating: 129, courseRating: 71.1, par: 72, allowance: 85 },
      26,
    ],
    [
      'Appendix C 85 %, Miami Valley GA example 2: unrounded 8.118 × 85 % = 6.90 → 7',
      { handicapIndex: 7.9, slopeRating: 129, courseRating: 71.1, par: 72, allowance: 85 },
      7,
    ],
    [
      'WHS 6.2 / Appendix C: allowance on the unrounded CH — 18.4 × 95 % = 17.48 → 17',
      { handicapIndex: 18.4, slopeRating: 113, courseRating: 72, par: 72, allowance: 95 },
      17,
    ],
    [
      'WHS 6.1 note (no double rounding): 9.6 × 95 % = 9.12 → 9, not round(9.6) = 10 × 95 % = 9.5 → 10',
      { handicapIndex: 9.6, slopeRating: 113, courseRating: 72, par: 72, allowance: 95 },
      9,
    ],
    [
      'Appendix C plus playing handicap moves toward zero: −3.0 × 95 % = −2.85 → −3; −2.6 × 95 % = −2.47 → −2',
      { handicapIndex: -2.6, slopeRating: 113, courseRating: 72, par: 72, allowance: 95 },
      -2,
    ],
    [
      'Appendix C 100 % singles match play equals the Course Handicap',
      {
        handicapIndex: 27.7,
        slopeRating: 129,
        courseRating: 71.1,
        par: 72,
        allowance: HANDICAP_ALLOWANCE.MATCH_PLAY_INDIVIDUAL,
      },
      31,
    ],
    [
      'Appendix C 95 % stableford on 9 holes (WHS 6.1b): 4.011 × 95 % = 3.81 → 4',
      {
        holes: 9 as const,
        handicapIndex: 8.7,
        slopeRating: 121,
        courseRating: 35.3,
        par: 36,
        allowance: 95,
      },
      4,
    ],
  ])('%s', (_source, input, expected) => {
    expect(playingHandicap(input)).toBe(expected);
  });

  it('Appendix C table values', () => {
    expect(HANDICAP_ALLOWANCE.INDIVIDUAL_STROKE_PLAY).toBe(95);
    expect(HANDICAP_ALLOWANCE.INDIVIDUAL_STABLEFORD).toBe(95);
    expect(HANDICAP_ALLOWANCE.FOUR_BALL_STROKE_PLAY).toBe(85);
    expect(HANDICAP_ALLOWANCE.MATCH_PLAY_FOUR_BALL).toBe(90);
    expect(TEAM_HANDICAP_ALLOWANCE.FOURSOMES).toEqual([50, 50]);
  });
});

describe('teamPlayingHandicap (Appendix C team formats)', () => {
  const tee = { slopeRating: 113, courseRating: 72, par: 72 };
  it('Appendix C foursomes, 50 % of combined: (12.4 + 25.1) × 50 % = 18.75 → 19', () => {
    expect(
      teamPlayingHandicap({
        players: [
          { ...tee, handicapIndex: 25.1 },
          { ...tee, handicapIndex: 12.4 },
        ],
        allowances: TEAM_HANDICAP_ALLOWANCE.FOURSOMES,
      }),
    ).toBe(19);
  });
  it('Appendix C greensomes 60 % low / 40 % high: 10.0 × 60 % + 20.0 × 40 % = 14', () => {
    expect(
      teamPlayingHandicap({
        players: [
          { ...tee, handicapIndex: 20 },
          { ...tee, handicapIndex: 10 },
        ],
        allowances: TEAM_HANDICAP_ALLOWANCE.GREENSOMES,
      }),
    ).toBe(14);
  });
  it('rejects a mismatch between players and allowances', () => {
    expect(() =>
      teamPlayingHandicap({ players: [{ ...tee, handicapIndex: 1 }], allowances: [50, 50] }),
    ).toThrow(expect.objectContaining({ code: 'LENGTH_MISMATCH' }));
  });
});

describe('bad input to WHS 6.1/6.2 (definitions: Slope Rating 55–155, Course Rating to the tenth) throws GolfInputError', () => {
  const ok = { handicapIndex: 12.3, slopeRating: 125, courseRating: 71.2, par: 72 };
  it.each([
    ['slope below 55', { ...ok, slopeRating: 54 }, 'SLOPE_OUT_OF_RANGE', 'input.slopeRating'],
    ['slope above 155', { ...ok, slopeRating: 156 }, 'SLOPE_OUT_OF_RANGE', 'input.slopeRating'],
    ['fractional slope', { ...ok, slopeRating: 125.5 }, 'NOT_AN_INTEGER', 'input.slopeRating'],
    ['NaN slope', { ...ok, slopeRating: Number.NaN }, 'NOT_A_NUMBER', 'input.slopeRating'],
    [
      'CR 9-hole-ish on 18 holes',
      { ...ok, courseRating: 35.5 },
      'COURSE_RATING_OUT_OF_RANGE',
      'input.courseRating',
    ],
    [
      'CR far from par',
      { ...ok, courseRating: 89.9 },
      'COURSE_RATING_OUT_OF_RANGE',
      'input.courseRating',
    ],
    [
      'CR with two decimals',
      { ...ok, courseRating: 71.25 },
      'NOT_ONE_DECIMAL',
      'input.courseRating',
    ],
    [
      'par 36 for 18 holes',
      { ...ok, par: 36, courseRating: 35.5 },
      'PAR_OUT_OF_RANGE',
      'input.par',
    ],
    ['par 72 for 9 holes', { ...ok, holes: 9 as const }, 'PAR_OUT_OF_RANGE', 'input.par'],
    ['index 54.1', { ...ok, handicapIndex: 54.1 }, 'INDEX_OUT_OF_RANGE', 'handicapIndex'],
    ['index NaN', { ...ok, handicapIndex: Number.NaN }, 'NOT_A_NUMBER', 'handicapIndex'],
    ['10 holes', { ...ok, holes: 10 as unknown as 9 }, 'HOLE_COUNT', 'input.holes'],
  ])('%s', (_name, input, code, field) => {
    expect(() => courseHandicap(input)).toThrow(GolfInputError);
    expect(() => courseHandicap(input)).toThrow(expect.objectContaining({ code, field }));
  });

  it('allowance must be 1–100 %', () => {
    expect(() => playingHandicap({ ...ok, allowance: 0 })).toThrow(
      expect.objectContaining({ code: 'ALLOWANCE_OUT_OF_RANGE' }),
    );
    expect(() => playingHandicap({ ...ok, allowance: 0.95 })).toThrow(
      expect.objectContaining({ code: 'NOT_AN_INTEGER' }),
    );
  });
});
