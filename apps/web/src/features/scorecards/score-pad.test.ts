import { describe, expect, it } from 'vitest';
import {
  cappedScore,
  clearHole,
  holeAgainstPar,
  commitPending,
  initialPad,
  nextHole,
  padTotals,
  pressDigit,
  selectHole,
  unknownHoles,
  type PadHole,
  type PadState,
} from './score-pad';

const hole = (pos: number, par: number, es: number, msMax: number | null): PadHole => ({
  pos,
  holeNr: pos,
  par,
  si: pos,
  es,
  msMax,
});
const holes = [hole(1, 4, 1, 7), hole(2, 5, 2, 9), hole(3, 3, 0, 5)];
const empty = (): PadState => initialPad([null, null, null]);

const press = (state: PadState, keys: string, on = holes) => {
  let s = state;
  const committed: number[] = [];
  for (const key of keys) {
    const step = pressDigit(on, s, key);
    s = step.state;
    if (step.committed !== null) committed.push(step.committed);
  }
  return { state: s, committed };
};

describe('score pad (spec §5 keypad)', () => {
  it('a single digit fills the hole and moves the focus to the next', () => {
    const { state, committed } = press(empty(), '5');
    expect(state).toEqual({ scores: [5, null, null], current: 1, buffer: '' });
    expect(committed).toEqual([0]);
  });

  it('a leading 1 waits for a second digit, then gives 10–19', () => {
    const open = unknownHoles(3);
    const first = press(initialPad([null, null, null]), '1', open);
    expect(first.state).toEqual({ scores: [1, null, null], current: 0, buffer: '1' });
    expect(first.committed).toEqual([]);
    const second = press(first.state, '2', open);
    expect(second.state).toEqual({ scores: [12, null, null], current: 1, buffer: '' });
    expect(second.committed).toEqual([0]);
  });

  it('keeps a score above the hole maximum (ms_max) as typed; the capped score is what counts', () => {
    const ten = press(empty(), '10').state;
    expect(ten.scores[0]).toBe(10);
    expect(cappedScore(holes[0]!, 10)).toBe(7);
    expect(press(empty(), '9').state.scores[0]).toBe(9);
    // At or below the maximum, or with no maximum known, there is nothing to say.
    expect(cappedScore(holes[0]!, 7)).toBeNull();
    expect(cappedScore(holes[0]!, null)).toBeNull();
    expect(cappedScore(unknownHoles(1)[0]!, 12)).toBeNull();
    // The totals count the strokes as played.
    expect(padTotals(holes, [10, 5, 3]).strokes).toBe(18);
  });

  it('ignores a leading 0', () => {
    expect(press(empty(), '0')).toEqual({ state: empty(), committed: [] });
  });

  it('stays on the last hole after filling it', () => {
    expect(press(empty(), '454').state).toEqual({ scores: [4, 5, 4], current: 2, buffer: '' });
  });

  it('next, or tapping another hole, finishes a pending 1 as a score of 1', () => {
    const waiting = press(empty(), '1').state;
    expect(nextHole(holes, waiting)).toEqual({
      state: { scores: [1, null, null], current: 1, buffer: '' },
      committed: 0,
    });
    expect(selectHole(holes, waiting, 2)).toEqual({
      state: { scores: [1, null, null], current: 2, buffer: '' },
      committed: 0,
    });
    expect(commitPending(holes, empty())).toEqual({ state: empty(), committed: null });
  });

  it('next without anything typed only moves the focus', () => {
    expect(nextHole(holes, empty())).toEqual({
      state: { scores: [null, null, null], current: 1, buffer: '' },
      committed: null,
    });
  });

  it('clearing a filled hole empties it and reports it (saved as 0); an empty one is left alone', () => {
    const filled = { scores: [5, null, null], current: 0, buffer: '' as const };
    expect(clearHole(filled)).toEqual({
      state: { scores: [null, null, null], current: 0, buffer: '' },
      committed: 0,
    });
    expect(clearHole(empty()).committed).toBeNull();
  });

  it('starts on the first empty hole', () => {
    expect(initialPad([4, null, 5]).current).toBe(1);
    expect(initialPad([4, 4, 5]).current).toBe(0);
  });
});

describe('padTotals (spec §5 stableford)', () => {
  it('adds strokes and stableford points per hole, 0 points for empty holes', () => {
    // Hole 1: par 4 + 1 ES + 2 − 5 = 2; hole 2 empty: 0; hole 3: par 3 + 0 + 2 − 6 → 0 (floored).
    expect(padTotals(holes, [5, null, 6])).toEqual({ strokes: 11, points: 2, filled: 2, par: 12 });
  });

  it('has no points or par for a course that is not in the list', () => {
    expect(padTotals(unknownHoles(2), [12, 4])).toEqual({
      strokes: 16,
      points: null,
      filled: 2,
      par: null,
    });
  });
});

describe('against par (spec §5 against-par mode)', () => {
  it("shows '+', '-' or 0 per hole from the strokes less the strokes received", () => {
    // Hole 1: par 4, 1 stroke: a 4 is net 3, '+'; a 5 is net par, 0. Hole 3: par 3, no stroke.
    expect(holeAgainstPar(holes[0]!, 4)).toBe('+');
    expect(holeAgainstPar(holes[0]!, 5)).toBe(0);
    expect(holeAgainstPar(holes[2]!, 4)).toBe('-');
    expect(holeAgainstPar(holes[0]!, null)).toBeNull();
    expect(holeAgainstPar(unknownHoles(1)[0]!, 4)).toBeNull();
  });

  it('totals the holes won minus the holes lost; an empty hole counts nothing yet', () => {
    expect(padTotals(holes, [4, null, 4], 'tegen_par')).toMatchObject({ points: 0, filled: 2 });
    expect(padTotals(holes, [5, 6, 2], 'tegen_par')).toMatchObject({ points: 2, strokes: 13 });
    expect(padTotals(unknownHoles(2), [4, 4], 'tegen_par').points).toBeNull();
  });
});
