import { describe, expect, it } from 'vitest';
import { replayRecord, type RecordCard } from '@fairway/golf';
import { explainHistory } from './history-explained';

/** Cards given as differentials, a day apart from 2025-01-01, in playing order. */
const record = (differentials: number[]): RecordCard[] =>
  differentials.map((differential, i) => ({
    date: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10),
    differential,
  }));

describe('explainHistory: the history screen read off the engine', () => {
  it('has nothing to explain before the first card', () => {
    expect(explainHistory([])).toEqual({ cards: [], current: null });
  });

  it('marks the last 20 scores as the window and the 8 lowest of them as counting', () => {
    // 25 cards: the first five, the lowest of all among them, have left the window.
    const diffs = [9, 30, 31, 32, 33, ...Array.from({ length: 20 }, (_, i) => 10 + i)];
    const { cards, current } = explainHistory(replayRecord(record(diffs)));
    expect(cards.filter((c) => c.inWindow).map((c) => c.position)).toEqual(
      Array.from({ length: 20 }, (_, i) => 5 + i),
    );
    // The 8 lowest in the window: 10..17, none of the old low ones.
    expect(cards.filter((c) => c.counts).map((c) => diffs[c.position])).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17,
    ]);
    expect(current).toMatchObject({
      scores: 20,
      used: 8,
      adjustment: 0,
      usedDifferentials: [10, 11, 12, 13, 14, 15, 16, 17],
      // (10 + … + 17) / 8 = 13.5
      calculatedIndex: 13.5,
      // The first card's index (9.0 − 2.0 = 7.0) is the low index of the year: 13.5 is more
      // than 3.0 above it, so the soft cap halves the excess (Rule 5.8): 7.0 + 3.0 + 1.75 → 11.8.
      lowIndex: 7,
      cap: 'soft',
      index: 11.8,
    });
  });

  it('names the Rule 5.2a adjustment of a short record', () => {
    // 4 scores: the lowest 1, minus 1.0.
    const { current, cards } = explainHistory(replayRecord(record([20.4, 18.2, 25, 19])));
    expect(current).toMatchObject({ scores: 4, used: 1, adjustment: -1, index: 17.2 });
    expect(cards.map((c) => c.counts)).toEqual([false, true, false, false]);
    expect(cards.every((c) => c.inWindow)).toBe(true);
  });

  it('reports the cap the engine applied against the low index', () => {
    // 20 good scores set a low index; 20 bad ones afterwards push the index up to a cap.
    const diffs = [
      ...Array.from({ length: 20 }, () => 10),
      ...Array.from({ length: 20 }, () => 25),
    ];
    const { current } = explainHistory(replayRecord(record(diffs)));
    expect(current?.cap).toBe('hard');
    expect(current?.calculatedIndex).toBe(25);
    // Rule 5.8: at most 5.0 above the low index.
    expect(current?.index).toBe(current!.lowIndex! + 5);
  });
});
