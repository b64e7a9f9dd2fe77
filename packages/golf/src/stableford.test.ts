import { describe, expect, it } from 'vitest';
import {
  againstParHoleResult,
  GolfInputError,
  stablefordHolePoints,
  stablefordPoints,
} from './index';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
const SI = [7, 11, 15, 1, 3, 13, 17, 5, 9, 8, 16, 4, 12, 2, 14, 18, 6, 10];
/** A round over the first nine holes of the course above. */
const frontNine = (strokes: (number | null)[], playingHandicap: number) => ({
  holePars: PARS.slice(0, 9),
  strokeIndexes: SI.slice(0, 9),
  strokes,
  playingHandicap,
});

describe('stablefordHolePoints (spec; Rules of Golf 21.1b)', () => {
  // Stableford table (NGF "startende golfers" gids): points by strokes against the personal par.
  it.each([
    ['2 or more over net par → 0', 4, 1, 7, 0],
    ['1 over net par → 1', 4, 1, 6, 1],
    ['net par → 2', 4, 1, 5, 2],
    ['1 under → 3', 4, 1, 4, 3],
    ['2 under → 4', 4, 1, 3, 4],
    ['3 under → 5', 5, 1, 3, 5],
    ['4 under (albatross on a par 5 with a stroke) → 6', 5, 1, 2, 6],
    ['far over is floored at 0, never negative', 3, 0, 12, 0],
    ['a plus player giving a stroke back: net par on a par 4 is 3 → 2 points for a 3', 4, -1, 3, 2],
    ['no score (null) → 0', 4, 2, null, 0],
    ['no score stored as 0 → 0', 4, 2, 0, 0],
  ] as const)('%s', (_name, par, strokesReceived, strokes, expected) => {
    expect(stablefordHolePoints({ par, strokesReceived, strokes })).toBe(expected);
  });
});

describe('againstParHoleResult (Rules of Golf 21.3, par/bogey)', () => {
  it.each([
    ['net score below par → "+"', 4, 1, 4, '+'],
    ['net score equal to par → 0', 4, 1, 5, 0],
    ['net score above par → "-"', 4, 1, 6, '-'],
    ['plus handicap: 4 on a par 4 giving one back is net 5 → "-"', 4, -1, 4, '-'],
    ['empty hole → 0 by default', 4, 0, null, 0],
  ] as const)('%s', (_name, par, strokesReceived, strokes, expected) => {
    expect(againstParHoleResult({ par, strokesReceived, strokes })).toBe(expected);
  });

  it('Rules of Golf 21.3: a competition can count an empty hole as lost', () => {
    expect(againstParHoleResult({ par: 4, strokesReceived: 0, strokes: null }, '-')).toBe('-');
  });
});

describe('stablefordPoints for a round (spec; Rules of Golf 21.1, 21.3; Appendix E)', () => {
  it('36 points for net par everywhere with playing handicap 18 (one stroke per hole)', () => {
    const strokes = PARS.map((p) => p + 1);
    const result = stablefordPoints({
      holePars: PARS,
      strokeIndexes: SI,
      strokes,
      playingHandicap: 18,
    });
    expect(result.holes).toEqual(Array(18).fill(2));
    expect(result.total).toBe(36);
  });

  it('Appendix E: playing handicap 20 → 2 strokes on SI 1 and 2, so a 7 there still scores 2', () => {
    const strokes = PARS.map((p, i) => (SI[i] === 1 ? p + 2 : p + 1));
    const result = stablefordPoints({
      holePars: PARS,
      strokeIndexes: SI,
      strokes,
      playingHandicap: 20,
    });
    expect(result.holes[SI.indexOf(1)]).toBe(2);
    expect(result.holes[SI.indexOf(2)]).toBe(3);
    expect(result.total).toBe(37);
  });

  it('Appendix C: playing handicap +2 gives back on SI 18 and 17 — par there scores 1', () => {
    const result = stablefordPoints({
      holePars: PARS,
      strokeIndexes: SI,
      strokes: [...PARS],
      playingHandicap: -2,
    });
    expect(result.holes[SI.indexOf(18)]).toBe(1);
    expect(result.holes[SI.indexOf(17)]).toBe(1);
    expect(result.total).toBe(34);
  });

  it('live scoring: empty holes score 0 and the total counts the holes played so far', () => {
    const strokes = [5, 5, 4, null, null, null, null, null, null];
    const result = stablefordPoints(frontNine(strokes, 9));
    expect(result.holes).toEqual([2, 2, 2, 0, 0, 0, 0, 0, 0]);
    expect(result.total).toBe(6);
  });

  it('Appendix E 9-hole round on an 18-hole course: playing handicap 4 → strokes on SI 1, 3, 5, 7', () => {
    const strokes = [5, 5, 4, 6, 5, 5, 4, 5, 6]; // one over par everywhere
    const result = stablefordPoints(frontNine(strokes, 4));
    // SI 7, 11, 15, 1, 3, 13, 17, 5, 9 → stroke on SI 1, 3, 5, 7.
    expect(result.holes).toEqual([2, 1, 1, 2, 2, 1, 1, 2, 1]);
    expect(result.total).toBe(13);
  });

  it('against-par mode: per hole "+", "-" or 0 and the total is wins minus losses', () => {
    const strokes = [4, 5, 3, 7, null, 4, 3, 4, 5];
    const result = stablefordPoints({ ...frontNine(strokes, 0), mode: 'against-par' });
    expect(result.holes).toEqual([0, '-', 0, '-', 0, 0, 0, 0, 0]);
    expect(result.total).toBe(-2);
    const withStrokes = stablefordPoints({
      ...frontNine(strokes, 9),
      mode: 'against-par',
      emptyHole: '-',
    });
    expect(withStrokes.holes).toEqual(['+', 0, '+', '-', '-', '+', '+', '+', '+']);
    expect(withStrokes.total).toBe(4);
  });

  it('rejects bad input', () => {
    const ok = { holePars: PARS, strokeIndexes: SI, strokes: [...PARS], playingHandicap: 10 };
    expect(() => stablefordPoints({ ...ok, strokes: [-3, ...PARS.slice(1)] })).toThrow(
      expect.objectContaining({ code: 'STROKES_INVALID', field: 'strokes[0]' }),
    );
    expect(() => stablefordPoints({ ...ok, strokeIndexes: [...SI.slice(0, 17), 1] })).toThrow(
      expect.objectContaining({ code: 'STROKE_INDEX_NOT_PERMUTATION' }),
    );
    expect(() => stablefordPoints({ ...ok, playingHandicap: 10.5 })).toThrow(GolfInputError);
    expect(() =>
      stablefordPoints({
        holePars: Array(21).fill(4),
        strokeIndexes: Array.from({ length: 21 }, (_, i) => i + 1),
        strokes: Array(21).fill(4),
        playingHandicap: 0,
      }),
    ).toThrow(expect.objectContaining({ code: 'TOO_MANY_HOLES' }));
    expect(() => stablefordHolePoints({ par: 4, strokesReceived: 0, strokes: Number.NaN })).toThrow(
      expect.objectContaining({ code: 'NOT_A_NUMBER' }),
    );
  });
});
