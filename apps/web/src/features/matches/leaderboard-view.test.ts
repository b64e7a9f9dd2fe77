import { describe, expect, it } from 'vitest';
import type { LeaderboardLine, LeaderboardResponse } from '@fairway/contract';
import { boardPages, lineView } from './leaderboard-view';

const line = (over: Partial<LeaderboardLine> = {}): LeaderboardLine => ({
  position: 1,
  tied: false,
  team_id: 1,
  players: [],
  thru: 9,
  total: 18,
  to_par: null,
  countback: null,
  finished: false,
  confirmed: false,
  status: 'ok',
  is_self: false,
  ...over,
});

describe('lineView', () => {
  it('shows a shared place, the holes played and the points', () => {
    expect(lineView(line({ tied: true, position: 2 }), 'stableford')).toEqual({
      place: { key: 'matches.leaderboard.tied', n: 2 },
      thru: 9,
      score: '18',
    });
  });

  it('shows stroke play against par, level as its own word, and F when finished', () => {
    expect(lineView(line({ to_par: -2, total: 34 }), 'bruto').score).toBe('\u22122');
    expect(lineView(line({ to_par: 3, total: 39 }), 'netto').score).toBe('+3');
    expect(lineView(line({ to_par: 0, finished: true }), 'netto')).toMatchObject({
      score: { key: 'matches.leaderboard.level' },
      thru: { key: 'matches.leaderboard.finished' },
    });
  });

  it('signs the against-par total; no place or score before the first hole or without a return', () => {
    expect(lineView(line({ total: -1 }), 'tegen_par').score).toBe('\u22121');
    expect(
      lineView(line({ position: null, thru: 0, total: null, status: 'not_started' }), 'stableford'),
    ).toEqual({
      place: null,
      thru: null,
      score: null,
    });
    expect(
      lineView(line({ position: null, total: null, status: 'no_return' }), 'bruto'),
    ).toMatchObject({
      place: { key: 'matches.leaderboard.noReturn' },
      score: null,
    });
  });
});

describe('boardPages', () => {
  const board = (counts: number[]): LeaderboardResponse => ({
    uitslag: 'stableford',
    better_ball: false,
    live: true,
    computed_at: '2026-11-25T12:00:00.000Z',
    categories: counts.map((n, c) => ({
      id: c + 1,
      naam: `C${c + 1}`,
      lines: Array.from({ length: n }, (_, i) => line({ team_id: c * 100 + i })),
    })),
  });

  it('splits a long category into screens and starts each category on its own', () => {
    const pages = boardPages(board([30, 5]), 13);
    expect(pages.map((p) => [p.category.naam, p.lines.length, p.part, p.parts])).toEqual([
      ['C1', 13, 1, 3],
      ['C1', 13, 2, 3],
      ['C1', 4, 3, 3],
      ['C2', 5, 1, 1],
    ]);
  });

  it('keeps an empty category as one screen', () => {
    expect(boardPages(board([0]), 13)).toHaveLength(1);
  });
});
