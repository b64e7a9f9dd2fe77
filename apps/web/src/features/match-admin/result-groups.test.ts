import { describe, expect, it } from 'vitest';
import type { AdminMatch } from '@fairway/contract';
import { resultGroups } from './result-groups';

type Line = AdminMatch['results'][number];

const category = (id: number, naam: string) => ({
  id,
  naam,
  handicap_min: null,
  handicap_max: null,
  geslacht: null,
});

const line = (
  team_id: number,
  category_id: number | null,
  positie: number,
  status: Line['status'] = 'ok',
): Line => ({
  team_id,
  category_id,
  positie,
  status,
  playing_handicap: status === 'ok' ? 18 : null,
  bruto: status === 'ok' ? 90 : null,
  netto: null,
  stableford: status === 'ok' ? 40 - positie : null,
  tegen_par: null,
});

const shown = (m: Pick<AdminMatch, 'categories' | 'results'>) =>
  resultGroups(m).map((g) => [g.category?.naam ?? null, g.lines.map((l) => l.team_id)]);

describe('resultGroups', () => {
  it("groups by category in the match's order, not by the categories' ids", () => {
    // B was added later (a higher id) but put first.
    const m = {
      categories: [category(9, 'B'), category(4, 'A')],
      results: [line(1, 4, 1), line(2, 4, 2), line(3, 9, 1)],
    };
    expect(shown(m)).toEqual([
      ['B', [3]],
      ['A', [1, 2]],
    ]);
  });

  it('puts the lines without a score after the placed ones, whatever their place number', () => {
    const m = {
      categories: [category(4, 'A'), category(5, 'B')],
      results: [
        line(10, 4, 1, 'nr'),
        line(11, 4, 2),
        line(12, 4, 1),
        line(13, 5, 1, 'dq'),
        line(14, 5, 1),
        line(15, 5, 3),
        line(16, 5, 2, 'nr'),
      ],
    };
    expect(shown(m)).toEqual([
      ['A', [12, 11, 10]],
      ['B', [14, 15, 13, 16]],
    ]);
  });

  it('leaves out a category without lines and lists lines without a category last', () => {
    const m = {
      categories: [category(4, 'A'), category(5, 'B')],
      results: [line(20, null, 1), line(21, 5, 1), line(22, 77, 2)],
    };
    expect(shown(m)).toEqual([
      ['B', [21]],
      [null, [20, 22]],
    ]);
  });

  it('keeps a match without categories as one group', () => {
    const m = { categories: [], results: [line(31, null, 2), line(30, null, 1)] };
    expect(shown(m)).toEqual([[null, [30, 31]]]);
  });
});
