import { describe, expect, it } from 'vitest';
import { GolfInputError, strokesReceived } from './index';

/** A typical 18-hole allocation: odd indexes out, even in (Appendix E recommendation). */
const SI_18 = [7, 11, 15, 1, 3, 13, 17, 5, 9, 8, 16, 4, 12, 2, 14, 18, 6, 10];
const FRONT_NINE = SI_18.slice(0, 9); // 7, 11, 15, 1, 3, 13, 17, 5, 9

/** Strokes on the holes carrying the given stroke indexes. */
function onIndexes(handicap: number, strokeIndexes: number[], wanted: number[]): number[] {
  const strokes = strokesReceived({ handicap, strokeIndexes });
  return wanted.map((si) => strokes[strokeIndexes.indexOf(si)] as number);
}

describe('strokesReceived (Appendix E stroke index allocation, Appendix C plus handicaps)', () => {
  it('Appendix E: a Course Handicap of 0 receives nothing', () => {
    expect(strokesReceived({ handicap: 0, strokeIndexes: SI_18 })).toEqual(Array(18).fill(0));
  });

  it('Appendix E: 12 strokes go to stroke indexes 1–12', () => {
    const strokes = strokesReceived({ handicap: 12, strokeIndexes: SI_18 });
    SI_18.forEach((si, hole) => expect(strokes[hole]).toBe(si <= 12 ? 1 : 0));
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(12);
  });

  it('Appendix E: above 18, SI 1 repeats as 19 — 20 strokes give 2 on SI 1 and 2', () => {
    expect(onIndexes(20, SI_18, [1, 2, 3, 18])).toEqual([2, 2, 1, 1]);
  });

  it('Appendix E: 40 strokes (high handicap) give 3 on SI 1–4 and 2 elsewhere', () => {
    expect(onIndexes(40, SI_18, [1, 4, 5, 18])).toEqual([3, 3, 2, 2]);
  });

  it('Appendix E: 54 strokes give 3 on every hole; 58 give 4 on SI 1–4', () => {
    expect(strokesReceived({ handicap: 54, strokeIndexes: SI_18 })).toEqual(Array(18).fill(3));
    expect(onIndexes(58, SI_18, [1, 4, 5])).toEqual([4, 4, 3]);
  });

  it('Appendix C example: a playing handicap of +2 gives strokes back at SI 18 and 17', () => {
    const strokes = strokesReceived({ handicap: -2, strokeIndexes: SI_18 });
    SI_18.forEach((si, hole) => expect(strokes[hole]).toBe(si >= 17 ? -1 : 0));
  });

  it('Appendix C: +20 gives 1 back everywhere and a second at SI 18 and 17', () => {
    expect(onIndexes(-20, SI_18, [18, 17, 16, 1])).toEqual([-2, -2, -1, -1]);
  });

  it('Appendix E 9-hole play: strokes follow the ascending 18-hole indexes of the nine', () => {
    // Front nine carries SI 1, 3, 5, 7, 9, 11, 13, 15, 17: 4 strokes go to SI 1, 3, 5, 7.
    expect(onIndexes(4, FRONT_NINE, [1, 3, 5, 7, 9, 17])).toEqual([1, 1, 1, 1, 0, 0]);
  });

  it('Appendix E 9-hole play, plus handicap: gives back from the highest index of the nine', () => {
    expect(onIndexes(-1, FRONT_NINE, [17, 15, 1])).toEqual([-1, 0, 0]);
  });

  it('Appendix E 9-hole play: 10 strokes on nine holes give 2 on the hardest hole', () => {
    expect(onIndexes(10, FRONT_NINE, [1, 3, 17])).toEqual([2, 1, 1]);
  });

  it('a 9-hole course with its own indexes 1–9 works the same', () => {
    expect(strokesReceived({ handicap: 3, strokeIndexes: [4, 1, 9, 2, 8, 3, 7, 5, 6] })).toEqual([
      0, 1, 0, 1, 0, 1, 0, 0, 0,
    ]);
  });
});

describe('strokesReceived bad input (Appendix E: stroke indexes are a permutation)', () => {
  it.each([
    ['a repeated index', [...SI_18.slice(0, 17), 1], 'STROKE_INDEX_NOT_PERMUTATION'],
    ['an index 0', [0, ...SI_18.slice(1)], 'STROKE_INDEX_NOT_PERMUTATION'],
    ['an index 19 on 18 holes', [19, ...SI_18.slice(1)], 'STROKE_INDEX_NOT_PERMUTATION'],
    ['a fractional index', [1.5, ...SI_18.slice(1)], 'STROKE_INDEX_NOT_PERMUTATION'],
    ['21 holes', [...SI_18, 19, 20, 21], 'TOO_MANY_HOLES'],
    ['no holes', [], 'HOLE_COUNT'],
  ])('%s', (_name, strokeIndexes, code) => {
    expect(() => strokesReceived({ handicap: 10, strokeIndexes })).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it('a non-integer or NaN handicap', () => {
    expect(() => strokesReceived({ handicap: 10.5, strokeIndexes: SI_18 })).toThrow(GolfInputError);
    expect(() => strokesReceived({ handicap: Number.NaN, strokeIndexes: SI_18 })).toThrow(
      expect.objectContaining({ code: 'NOT_A_NUMBER', field: 'handicap' }),
    );
  });
});
