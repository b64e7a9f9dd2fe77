import { describe, expect, it } from 'vitest';
import { GolfInputError } from './errors';
import { adjustedGrossFromStableford } from './stableford-ags';

describe('adjustedGrossFromStableford (NGF conversion, WHS 3.1 net double bogey)', () => {
  it.each([
    // 36 points is playing to the Course Handicap: AGS = par + CH.
    [{ par: 72, courseHandicap: 18, points: 36 }, 90],
    [{ par: 72, courseHandicap: 18, points: 40 }, 86],
    [{ par: 72, courseHandicap: -2, points: 36 }, 70],
    [{ par: 36, courseHandicap: 9, points: 18, holes: 9 as const }, 45],
    [{ par: 72, courseHandicap: 54, points: 0 }, 162],
  ])('%j → %i', (input, ags) => {
    expect(adjustedGrossFromStableford(input)).toBe(ags);
  });

  it('more points never give a higher score', () => {
    for (let p = 0; p < 60; p++) {
      expect(
        adjustedGrossFromStableford({ par: 72, courseHandicap: 20, points: p + 1 }),
      ).toBeLessThan(adjustedGrossFromStableford({ par: 72, courseHandicap: 20, points: p }));
    }
  });

  it.each([
    [{ par: 20, courseHandicap: 10, points: 30 }, 'par'],
    [{ par: 72, courseHandicap: 10.5, points: 30 }, 'courseHandicap'],
    [{ par: 72, courseHandicap: 10, points: -1 }, 'points'],
    [{ par: 72, courseHandicap: 10, points: Number.NaN }, 'points'],
  ])('refuses %j naming %s', (input, field) => {
    expect(() => adjustedGrossFromStableford(input)).toThrow(GolfInputError);
    try {
      adjustedGrossFromStableford(input);
    } catch (e) {
      expect((e as GolfInputError).field).toBe(field);
    }
  });
});
