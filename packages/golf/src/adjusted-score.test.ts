import { describe, expect, it } from 'vitest';
import {
  adjustedGrossScore,
  adjustedHoleScores,
  countedHoleScore,
  GolfInputError,
  isCappedHoleScore,
  maxHoleScore,
} from './index';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4]; // par 72
const SI = [7, 11, 15, 1, 3, 13, 17, 5, 9, 8, 16, 4, 12, 2, 14, 18, 6, 10];

describe('maxHoleScore (WHS 3.1)', () => {
  it.each([
    ['WHS 3.1b: net double bogey on a par 4 with 1 stroke = 4 + 2 + 1', 4, 1, 7],
    ['WHS 3.1b: scratch on a par 3 = double bogey 5', 3, 0, 5],
    ['WHS 3.1b: 2 strokes on a par 5 = 9', 5, 2, 9],
    ['WHS 3.1b: a plus player giving 1 back on a par 4 = 4 + 2 − 1 = 5', 4, -1, 5],
    ['WHS 3.1b: 3 strokes (Course Handicap up to 54) on a par 4 = 9 = par + 5', 4, 3, 9],
    [
      'WHS 3.1b note: Course Handicap above 54 with 4+ strokes on a hole → par + 5 (NGF caddie example with 4 strokes on a par 5: 10, the page says 11)',
      5,
      4,
      10,
    ],
    ['WHS 3.1b note: 5 strokes still par + 5', 4, 5, 9],
    ['WHS 3.1a: before an index, par + 5 on a par 3', 3, null, 8],
    ['WHS 3.1a: before an index, par + 5 on a par 5', 5, null, 10],
  ])('%s', (_source, par, strokesReceived, expected) => {
    expect(maxHoleScore({ par, strokesReceived })).toBe(expected);
  });

  it('rejects a par outside 3–6', () => {
    expect(() => maxHoleScore({ par: 2, strokesReceived: 0 })).toThrow(
      expect.objectContaining({ code: 'PAR_OUT_OF_RANGE', field: 'par' }),
    );
  });
});

describe('adjustedGrossScore (WHS 3.1, 3.2)', () => {
  it('WHS 3.1b: a 12 on a par 5 with 1 stroke counts as 8; other scores stand', () => {
    const strokes = [5, 5, 4, 12, 5, 5, 4, 5, 6, 5, 4, 5, 6, 5, 5, 4, 6, 5];
    // Course Handicap 18: one stroke per hole, so the SI 1 par 5 (hole 4) caps at 8.
    const input = { holePars: PARS, strokeIndexes: SI, strokes, courseHandicap: 18 };
    const adjusted = adjustedHoleScores(input);
    expect(adjusted[3]).toBe(8);
    expect(adjustedGrossScore(input)).toBe(strokes.reduce((a, b) => a + b, 0) - 4);
  });

  it('NGF caddie "aangepaste bruto score": every hole capped at net double bogey, no limit on the number of holes', () => {
    const strokes = Array(18).fill(11);
    // Course Handicap 0: every hole capped at par + 2 → 72 + 36.
    expect(
      adjustedGrossScore({ holePars: PARS, strokeIndexes: SI, strokes, courseHandicap: 0 }),
    ).toBe(108);
  });

  it('WHS 3.2 (net par, as the NGF applies it): holes 17 and 18 not played count par + strokes', () => {
    const strokes: (number | null)[] = [...PARS.slice(0, 16), null, null];
    // Course Handicap 20: 2 strokes on SI 1–2, 1 elsewhere → hole 17 (par 5) 6, hole 18 (par 4) 5.
    const adjusted = adjustedHoleScores({
      holePars: PARS,
      strokeIndexes: SI,
      strokes,
      courseHandicap: 20,
    });
    expect(adjusted.slice(16)).toEqual([6, 5]);
  });

  it('WHS 3.2 with a plus handicap: net par on a hole where a stroke is given back is par − 1', () => {
    const strokes: (number | null)[] = PARS.map((p, i) => (SI[i] === 18 ? null : p));
    const adjusted = adjustedHoleScores({
      holePars: PARS,
      strokeIndexes: SI,
      strokes,
      courseHandicap: -1,
    });
    expect(adjusted[SI.indexOf(18)]).toBe(2); // par 3 − 1
  });

  it('WHS 3.1a: no index yet → par + 5 per hole', () => {
    const strokes = Array(18).fill(12);
    expect(
      adjustedGrossScore({ holePars: PARS, strokeIndexes: SI, strokes, courseHandicap: null }),
    ).toBe(72 + 90);
  });

  it('WHS 6.1b / Appendix E: a 9-hole card uses the 9-hole Course Handicap on the nine', () => {
    const strokes = [9, 9, 9, 9, 9, 9, 9, 9, 9];
    // 9-hole CH 4 on the front nine: SI 1, 3, 5, 7 (holes 4, 5, 8, 1) get a stroke.
    const adjusted = adjustedHoleScores({
      holePars: PARS.slice(0, 9),
      strokeIndexes: SI.slice(0, 9),
      strokes,
      courseHandicap: 4,
    });
    expect(adjusted).toEqual([7, 6, 5, 8, 7, 6, 5, 7, 7]);
  });

  it('an empty hole may be stored as 0 (spec) and counts as not played', () => {
    const strokes = [...PARS.slice(0, 17), 0];
    expect(
      adjustedGrossScore({ holePars: PARS, strokeIndexes: SI, strokes, courseHandicap: 0 }),
    ).toBe(72);
  });
});

describe('adjustedGrossScore bad input (WHS 2.2, 3.1, 3.2)', () => {
  const base = { holePars: PARS, strokeIndexes: SI, strokes: [...PARS], courseHandicap: 10 };
  it.each([
    ['negative strokes', { strokes: [-1, ...PARS.slice(1)] }, 'STROKES_INVALID', 'strokes[0]'],
    ['fractional strokes', { strokes: [4.5, ...PARS.slice(1)] }, 'STROKES_INVALID', 'strokes[0]'],
    ['NaN strokes', { strokes: [Number.NaN, ...PARS.slice(1)] }, 'NOT_A_NUMBER', 'strokes[0]'],
    ['strokes as text', { strokes: ['4', ...PARS.slice(1)] }, 'NOT_A_NUMBER', 'strokes[0]'],
    ['100 strokes', { strokes: [100, ...PARS.slice(1)] }, 'STROKES_INVALID', 'strokes[0]'],
    [
      'too few holes played (9 of 18)',
      { strokes: [...PARS.slice(0, 9), ...Array(9).fill(null)] },
      'TOO_FEW_HOLES_PLAYED',
      'strokes',
    ],
    [
      '12 holes',
      { holePars: PARS.slice(0, 12), strokeIndexes: SI.slice(0, 12), strokes: PARS.slice(0, 12) },
      'HOLE_COUNT',
      'holePars',
    ],
    ['21 holes', { holePars: [...PARS, 4, 4, 4] }, 'TOO_MANY_HOLES', 'holePars'],
    ['strokes for 17 holes', { strokes: PARS.slice(0, 17) }, 'LENGTH_MISMATCH', 'strokes'],
    [
      'stroke index repeated',
      { strokeIndexes: [...SI.slice(0, 17), 7] },
      'STROKE_INDEX_NOT_PERMUTATION',
      'strokeIndexes[17]',
    ],
    ['hole par 7', { holePars: [7, ...PARS.slice(1)] }, 'PAR_OUT_OF_RANGE', 'holePars[0]'],
    [
      'net par without a handicap',
      { courseHandicap: null, strokes: [null, ...PARS.slice(1)] },
      'COURSE_HANDICAP_REQUIRED',
      'courseHandicap',
    ],
    ['fractional course handicap', { courseHandicap: 10.4 }, 'NOT_AN_INTEGER', 'courseHandicap'],
  ])('%s', (_name, change, code, field) => {
    const input = { ...base, ...change } as Parameters<typeof adjustedGrossScore>[0];
    expect(() => adjustedGrossScore(input)).toThrow(GolfInputError);
    expect(() => adjustedGrossScore(input)).toThrow(expect.objectContaining({ code, field }));
  });
});

describe('countedHoleScore (WHS 3.1: the capped score counts, the gross score stays)', () => {
  it('10 on a par 4 with 1 stroke (maximum 7) counts as 7', () => {
    const maxScore = maxHoleScore({ par: 4, strokesReceived: 1 });
    expect(maxScore).toBe(7);
    expect(countedHoleScore({ strokes: 10, maxScore })).toBe(7);
    expect(isCappedHoleScore({ strokes: 10, maxScore })).toBe(true);
  });

  it.each([
    [7, 7, 7, false],
    [5, 7, 5, false],
    [19, 9, 9, true],
    [8, 7, 7, true],
  ] as const)('%d with maximum %d counts %d (capped: %s)', (strokes, maxScore, counted, capped) => {
    expect(countedHoleScore({ strokes, maxScore })).toBe(counted);
    expect(isCappedHoleScore({ strokes, maxScore })).toBe(capped);
  });

  it('a hole not played has no counted score here (net par needs the whole card)', () => {
    expect(countedHoleScore({ strokes: null, maxScore: 7 })).toBeNull();
    expect(countedHoleScore({ strokes: 0, maxScore: 7 })).toBeNull();
    expect(isCappedHoleScore({ strokes: null, maxScore: 7 })).toBe(false);
  });

  it('agrees with the adjusted gross score hole by hole', () => {
    const strokes = PARS.map((p, i) => (i === 0 ? 10 : p));
    const holes = adjustedHoleScores({
      holePars: PARS,
      strokeIndexes: SI,
      strokes,
      courseHandicap: 18,
    });
    // Course Handicap 18: one stroke on every hole, so hole 1 (par 4) allows 7.
    expect(holes[0]).toBe(countedHoleScore({ strokes: 10, maxScore: 7 }));
  });

  it('refuses a bad maximum or score', () => {
    expect(() => countedHoleScore({ strokes: 5, maxScore: 0 })).toThrow(
      expect.objectContaining({ code: 'MAX_SCORE_INVALID' }),
    );
    expect(() => countedHoleScore({ strokes: -1, maxScore: 7 })).toThrow(GolfInputError);
  });
});
