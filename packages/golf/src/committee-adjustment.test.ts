import { describe, expect, it } from 'vitest';
import {
  adjustedIndexTenths,
  GolfInputError,
  replayRecord,
  type RecordCard,
  type TeeLayout,
} from './index';

const TEE: TeeLayout = { courseRating: 72, slopeRating: 113, par: 72 };

const card = (date: string, differential: number): RecordCard => ({ date, tee: TEE, differential });

describe('Rule 7.1a: the committee adjustment on top of the calculated index', () => {
  // NGF table: one score → differential − 2.0; two → lowest − 2.0; three → lowest − 2.0 too.
  const cards = [card('2026-01-10', 20), card('2026-02-10', 22), card('2026-03-10', 18)];

  it('adds the adjustment from its date on, and keeps adding it to each new calculation', () => {
    const history = replayRecord(cards, { adjustments: [{ date: '2026-02-01', amount: 2.5 }] });
    expect(history.map((h) => h.recordIndex)).toEqual([18, 18, 16]);
    expect(history.map((h) => h.adjustment)).toEqual([0, 2.5, 2.5]);
    expect(history.map((h) => h.index)).toEqual([18, 20.5, 18.5]);
    // The index in effect when the second card was played was already adjusted.
    expect(history[1]!.indexBefore).toBe(20.5);
  });

  it('lowers the index with a negative amount; several in effect add up', () => {
    const history = replayRecord(cards, {
      adjustments: [
        { date: '2026-01-01', amount: -1.0 },
        { date: '2026-03-01', amount: -0.5 },
      ],
    });
    expect(history.map((h) => h.index)).toEqual([17, 17, 14.5]);
  });

  it('stays within the index range (54.0 at most)', () => {
    const history = replayRecord([card('2026-01-10', 55)], {
      adjustments: [{ date: '2026-01-01', amount: 5 }],
    });
    expect(history[0]!.recordIndex).toBe(53);
    expect(history[0]!.index).toBe(54);
  });

  it('uses the adjusted index for the Course Handicap of a later round', () => {
    const strokes18: RecordCard = {
      date: '2026-02-10',
      tee: TEE,
      adjustedGrossScore: 90,
    };
    const plain = replayRecord([card('2026-01-10', 20), strokes18]);
    const adjusted = replayRecord([card('2026-01-10', 20), strokes18], {
      adjustments: [{ date: '2026-02-01', amount: 3 }],
    });
    expect(plain[1]!.courseHandicap).toBe(18);
    expect(adjusted[1]!.courseHandicap).toBe(21);
  });

  it('leaves the Low Handicap Index and caps to the calculated indexes', () => {
    // 20 scores of 10.0; an adjustment of −3.0 must not
    // become the low point that caps the player later.
    const twenty = Array.from({ length: 20 }, (_, i) =>
      card(`2026-01-${String(i + 1).padStart(2, '0')}`, 10),
    );
    const plain = replayRecord(twenty).at(-1)!;
    const last = replayRecord(twenty, { adjustments: [{ date: '2026-01-05', amount: -3 }] }).at(
      -1,
    )!;
    expect(last.lowIndex).toBe(plain.lowIndex);
    expect(last.recordIndex).toBe(plain.index);
    expect(last.index).toBe(plain.index! - 3);
  });

  it('an index with the adjustments of a day; no index stays none', () => {
    const adjustments = [{ date: '2026-05-01', amount: 1.2 }];
    expect(adjustedIndexTenths(150, adjustments, '2026-04-30')).toBe(150);
    expect(adjustedIndexTenths(150, adjustments, '2026-05-01')).toBe(162);
    expect(adjustedIndexTenths(null, adjustments, '2026-05-01')).toBeNull();
  });

  it('refuses an amount of 0 or with two decimals', () => {
    expect(() => replayRecord(cards, { adjustments: [{ date: '2026-01-01', amount: 0 }] })).toThrow(
      GolfInputError,
    );
    expect(() =>
      replayRecord(cards, { adjustments: [{ date: '2026-01-01', amount: 1.25 }] }),
    ).toThrow(GolfInputError);
  });
});
