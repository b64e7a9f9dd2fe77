import { describe, expect, it } from 'vitest';
import { adjustedGrossScore } from './adjusted-score';
import { GolfInputError } from './errors';
import { stablefordHolePoints } from './stableford';
import { adjustedGrossFromStableford } from './stableford-ags';
import { strokesReceived } from './strokes';

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

  it('is higher than the hole-by-hole AGS above Course Handicap 54, where par + 5 caps a hole', () => {
    // Course Handicap 60 on eighteen par 4s: 4 strokes on stroke index 1–6, 3 on the others. A
    // 12 on each of holes 1–6 (0 points; capped at par + 5 = 9) and a 7 elsewhere (2 points):
    // 24 points. Hole by hole 6 × 9 + 12 × 7 = 138; from the total 72 + 60 + 36 − 24 = 144, one
    // stroke more on each of the six holes, whose 0 points the conversion counts as 4 + 2 + 4.
    const holePars = Array.from({ length: 18 }, () => 4);
    const strokeIndexes = holePars.map((_, i) => i + 1);
    const strokes = holePars.map((_, i) => (i < 6 ? 12 : 7));
    const received = strokesReceived({ handicap: 60, strokeIndexes });
    const points = strokes.reduce(
      (n, s, i) => n + stablefordHolePoints({ par: 4, strokesReceived: received[i]!, strokes: s }),
      0,
    );
    expect(points).toBe(24);
    expect(adjustedGrossScore({ holePars, strokeIndexes, strokes, courseHandicap: 60 })).toBe(138);
    expect(adjustedGrossFromStableford({ par: 72, courseHandicap: 60, points })).toBe(144);
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
