import { describe, expect, it } from 'vitest';
import { GolfInputError } from '../errors';
import { categoryFor, matchPlayingHandicaps } from './sides';

// A tee where the Course Handicap equals the index: CR = par, slope 113.
const tee = { courseRating: 72, slopeRating: 113, par: 72 };

describe('matchPlayingHandicaps', () => {
  it('gives individuals 95 % and better-ball players 85 % each', () => {
    expect(matchPlayingHandicaps('stableford', [{ ...tee, handicapIndex: 10 }])).toEqual({
      perPlayer: [10],
      side: null,
    });
    expect(matchPlayingHandicaps('strokeplay', [{ ...tee, handicapIndex: 20 }])).toEqual({
      perPlayer: [19],
      side: null,
    });
    expect(
      matchPlayingHandicaps('four_ball', [
        { ...tee, handicapIndex: 10 },
        { ...tee, handicapIndex: 20 },
      ]),
    ).toEqual({ perPlayer: [9, 17], side: null });
  });

  it('gives a foursome 50 % of the combined and a greensome 60/40 from the lower handicap', () => {
    const players = [
      { ...tee, handicapIndex: 20 },
      { ...tee, handicapIndex: 10 },
    ];
    expect(matchPlayingHandicaps('foursomes', players)).toEqual({ perPlayer: null, side: 15 });
    expect(matchPlayingHandicaps('greensomes', players)).toEqual({ perPlayer: null, side: 14 });
  });

  it('refuses the wrong number of players for the form', () => {
    expect(() =>
      matchPlayingHandicaps('foursomes', [
        { ...tee, handicapIndex: 10 },
        { ...tee, handicapIndex: 12 },
        { ...tee, handicapIndex: 14 },
      ]),
    ).toThrow(GolfInputError);
    expect(() => matchPlayingHandicaps('chapman' as never, [])).toThrow(/form/);
  });
});

describe('categoryFor', () => {
  const categories = [
    { id: 1, minHandicapTenths: null, maxHandicapTenths: 180, gender: null },
    { id: 2, minHandicapTenths: 181, maxHandicapTenths: 360, gender: 'v' as const },
    { id: 3, minHandicapTenths: 181, maxHandicapTenths: null, gender: null },
  ];
  it('takes the first category whose range (both ends included) and gender match', () => {
    expect(categoryFor(categories, { handicapTenths: 180, gender: 'm' })).toBe(1);
    expect(categoryFor(categories, { handicapTenths: -20, gender: 'v' })).toBe(1);
    expect(categoryFor(categories, { handicapTenths: 181, gender: 'v' })).toBe(2);
    expect(categoryFor(categories, { handicapTenths: 181, gender: 'm' })).toBe(3);
    expect(categoryFor(categories, { handicapTenths: 400, gender: 'v' })).toBe(3);
    expect(categoryFor(categories.slice(0, 2), { handicapTenths: 200, gender: 'm' })).toBeNull();
  });
});
