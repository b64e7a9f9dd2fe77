import { describe, expect, it } from 'vitest';
import type { HandicapHistoryEntry } from '@fairway/contract';
import { graphColour, graphFrom, graphPoints } from './graph-points';

const entry = (datum: string, index: number | null, card_id = 1): HandicapHistoryEntry => ({
  card_id,
  datum,
  baan_naam: 'De Lange Baan',
  tee_naam: 'Geel',
  aantal_holes: 18,
  ags: 90,
  pcc: 0,
  differential: 18,
  esr: 0,
  status: 'counted',
  index_before: null,
  calculated_index: index,
  low_index: null,
  cap: 'none',
  index,
  in_window: true,
  counts: false,
});

describe('graphPoints (spec §9: two years, only cards with a new handicap)', () => {
  it('draws oldest first, skipping cards that left the index as it was or gave none', () => {
    const newestFirst = [
      entry('2026-11-10', 17.5, 5),
      entry('2026-10-01', 17.9, 4),
      entry('2026-09-01', 17.9, 3),
      entry('2026-08-01', null, 2),
      entry('2026-07-01', 18.3, 1),
    ];
    const points = graphPoints(newestFirst, '2026-11-25');
    // 3 gave 17.9, 4 kept it: 4 is skipped, as is 2 without an index.
    expect(points.map((p) => p.entry.card_id)).toEqual([1, 3, 5]);
    expect(points[0]!.x).toBe(Date.UTC(2026, 6, 1, 12) / 1000);
  });

  it('leaves out cards older than two years, but a first one inside still counts as new', () => {
    const points = graphPoints(
      [entry('2025-01-01', 20), entry('2024-11-26', 21), entry('2024-11-24', 22)],
      '2026-11-25',
    );
    expect(points.map((p) => p.entry.datum)).toEqual(['2024-11-26', '2025-01-01']);
  });

  it('compares the oldest card given (the window asked for) with the index before it', () => {
    const kept = { ...entry('2025-01-01', 21, 2), index_before: 21 };
    const changed = { ...entry('2025-01-01', 20, 2), index_before: 21 };
    const newer = entry('2025-06-01', 19, 3);
    expect(graphPoints([newer, kept], '2026-11-25').map((p) => p.entry.card_id)).toEqual([3]);
    expect(graphPoints([newer, changed], '2026-11-25').map((p) => p.entry.card_id)).toEqual([2, 3]);
  });

  it('counts two years back from the day, 29 February included', () => {
    expect(graphFrom('2026-11-25')).toBe('2024-11-25');
    expect(graphFrom('2028-02-29')).toBe('2026-02-28');
  });

  it('cycles the line colours through five', () => {
    expect(graphColour(5)).toBe(graphColour(0));
    expect(new Set([0, 1, 2, 3, 4].map(graphColour)).size).toBe(5);
  });
});
