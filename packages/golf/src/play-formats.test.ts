import { describe, expect, it } from 'vitest';
import {
  GolfInputError,
  indexTenthsFromParts,
  indexParts,
  PLAY_FORMAT_ALLOWANCE,
  PLAY_FORMATS,
  playingHandicap,
  sideTeeHandicaps,
  teamPlayingHandicap,
  teeHandicaps,
} from './index';

const white = { courseRating: 71.1, slopeRating: 129, par: 72 };

describe('PLAY_FORMAT_ALLOWANCE (Appendix C)', () => {
  it('gives each calculator format its recommended allowance', () => {
    expect(PLAY_FORMAT_ALLOWANCE).toEqual({
      stroke_play: 95,
      stableford: 95,
      match_play: 100,
      foursomes: 50,
      greensome: 60,
      four_ball: 85,
    });
    expect(PLAY_FORMATS).toHaveLength(6);
  });
});

describe('teeHandicaps', () => {
  it('27.7 on 71.1/129 par 72: course handicap 31, playing 29 in stroke play (30.72 × 95% = 29.18)', () => {
    expect(teeHandicaps(277, white, 'stroke_play')).toEqual({
      courseHandicap: 31,
      playingHandicap: 29,
    });
  });

  it.each([
    ['stableford', 29],
    ['match_play', 31],
    // 30.72 × 50% = 15.36
    ['foursomes', 15],
    // 30.72 × 85% = 26.11
    ['four_ball', 26],
  ] as const)('%s gives playing handicap %i', (format, expected) => {
    expect(teeHandicaps(277, white, format).playingHandicap).toBe(expected);
  });

  it('rounds the playing handicap once from the unrounded course handicap (Rule 6.2)', () => {
    // 10.0 + 0.5 = 10.5 → CH 11; 10.5 × 95% = 9.975 → 10
    const flat = { courseRating: 72.5, slopeRating: 113, par: 72 };
    expect(teeHandicaps(100, flat, 'stroke_play')).toEqual({
      courseHandicap: 11,
      playingHandicap: 10,
    });
    // 3.1 + 0.5 = 3.6 → CH 4; 3.6 × 95% = 3.42 → 3 (4 × 95% = 3.8 would give 4)
    expect(teeHandicaps(31, flat, 'stroke_play')).toEqual({
      courseHandicap: 4,
      playingHandicap: 3,
    });
  });

  it('matches the engine’s playingHandicap for every format', () => {
    for (const format of PLAY_FORMATS) {
      expect(teeHandicaps(183, white, format).playingHandicap).toBe(
        playingHandicap({
          handicapIndex: 18.3,
          ...white,
          allowance: PLAY_FORMAT_ALLOWANCE[format],
        }),
      );
    }
  });

  it('on nine holes halves the index first (Rule 6.1b): 8.7 → 4.4 on 35.3/121 par 36', () => {
    const nine = { holes: 9 as const, courseRating: 35.3, slopeRating: 121, par: 36 };
    // 4.4 × 121/113 − 0.7 = 4.01 → 4; × 95% = 3.81 → 4; × 50% = 2.0 → 2
    expect(teeHandicaps(87, nine, 'stroke_play')).toEqual({
      courseHandicap: 4,
      playingHandicap: 4,
    });
    expect(teeHandicaps(87, nine, 'foursomes').playingHandicap).toBe(2);
  });

  it('gives a plus handicap a negative playing handicap, .5 up', () => {
    // −2.0 × 129/113 − 0.9 = −3.18 → −3; × 95% = −3.02 → −3
    expect(teeHandicaps(-20, white, 'stroke_play')).toEqual({
      courseHandicap: -3,
      playingHandicap: -3,
    });
  });

  it('refuses a format it does not know and an index outside the WHS range', () => {
    expect(() => teeHandicaps(100, white, 'scramble' as never)).toThrow(GolfInputError);
    expect(() => teeHandicaps(541, white, 'stroke_play')).toThrow(GolfInputError);
  });
});

describe('indexTenthsFromParts', () => {
  it.each([
    ['12', '3', 123],
    ['0', '0', 0],
    ['54', '0', 540],
    ['+1', '2', -12],
    ['+0', '0', 0],
    [' 7 ', '5', 75],
  ])('%s and %s → %i tenths', (integer, fraction, tenths) => {
    expect(indexTenthsFromParts(integer, fraction)).toBe(tenths);
  });

  it.each([
    ['123', '0', 'integer'],
    ['', '0', 'integer'],
    ['ab', '0', 'integer'],
    ['-1', '2', 'integer'],
    ['12', '', 'fraction'],
    ['12', '10', 'fraction'],
    ['12', 'x', 'fraction'],
    ['54', '1', 'integer'],
    ['+10', '1', 'integer'],
  ])('%j and %j are refused, naming %s', (integer, fraction, field) => {
    expect(() => indexTenthsFromParts(integer, fraction)).toThrow(
      expect.objectContaining({ field }),
    );
  });
});

describe('indexParts', () => {
  it.each([
    [184, '18', '4'],
    [-12, '+1', '2'],
    [0, '0', '0'],
    [540, '54', '0'],
    [-5, '+0', '5'],
  ])('%i tenths → %s and %s, and back', (tenths, integer, fraction) => {
    expect(indexParts(tenths)).toEqual({ integer, fraction });
    expect(indexTenthsFromParts(integer, fraction)).toBe(tenths);
  });
});

describe('sideTeeHandicaps (Appendix C: one Playing Handicap per side)', () => {
  // Wit at De Demo: 73.4 / 137, par 72.
  const wit = { courseRating: 73.4, slopeRating: 137, par: 72 };

  it('foursomes: 50% of the combined Course Handicaps (18.4 and 10.2: 23.71 + 13.77 → 18.74 → 19)', () => {
    expect(sideTeeHandicaps(184, 102, wit, 'foursomes')).toEqual({
      courseHandicap: 24,
      partnerCourseHandicap: 14,
      playingHandicap: 19,
    });
  });

  it('greensome: 60% of the lower and 40% of the higher, whoever is which (13.77 × 60% + 23.71 × 40% = 17.74 → 18)', () => {
    expect(sideTeeHandicaps(184, 102, wit, 'greensome').playingHandicap).toBe(18);
    expect(sideTeeHandicaps(102, 184, wit, 'greensome')).toEqual({
      courseHandicap: 14,
      partnerCourseHandicap: 24,
      playingHandicap: 18,
    });
  });

  it('rounds once, from the unrounded handicaps (rounding each share first would give another figure)', () => {
    // The same figure as the engine's general side rule (teamPlayingHandicap), for close, far
    // apart and plus handicaps.
    const tee = { courseRating: 71.1, slopeRating: 129, par: 72 };
    for (const [a, b] of [
      [120, 121],
      [35, 287],
      [-20, 540],
    ] as const) {
      for (const format of ['foursomes', 'greensome'] as const) {
        const allowances = format === 'foursomes' ? [50, 50] : [60, 40];
        expect(sideTeeHandicaps(a, b, tee, format).playingHandicap).toBe(
          teamPlayingHandicap({
            players: [
              { handicapIndex: a / 10, ...tee },
              { handicapIndex: b / 10, ...tee },
            ],
            allowances,
          }),
        );
      }
    }
  });

  it('plays a plus handicap as a negative Course Handicap', () => {
    // +2.0 → −1.02; 10.2 → 13.77; foursomes (−1.02 + 13.77) / 2 = 6.37 → 6.
    expect(sideTeeHandicaps(-20, 102, wit, 'foursomes').playingHandicap).toBe(6);
  });

  it('refuses a format that is not a side format, and an index out of range', () => {
    expect(() => sideTeeHandicaps(184, 102, wit, 'four_ball' as 'foursomes')).toThrow(
      GolfInputError,
    );
    expect(() => sideTeeHandicaps(184, 999, wit, 'foursomes')).toThrow(GolfInputError);
  });
});
