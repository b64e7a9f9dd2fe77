import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@fairway/contract';
import { applyLiveEvent } from './live-updates';

const event = (topic: LiveEvent['topic'], key: string): LiveEvent => ({
  topic,
  club: 1,
  key,
  version: 1,
});

/** A client holding `keys`, each with an answer; answers which of them an event made stale. */
function staleAfter(e: LiveEvent, keys: unknown[][]): string[] {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  applyLiveEvent(client, e);
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));
}

describe('applyLiveEvent', () => {
  const sheets = [
    ['booking', 'sheet', 7, 18, '2026-11-27'],
    ['booking', 'sheet', 7, 9, '2026-11-27'],
    ['booking', 'sheet', 7, 18, '2026-11-28'],
    ['booking', 'sheet', 8, 18, '2026-11-27'],
    ['booking', 'overview', 7, 18],
    ['booking', 'list'],
    ['booking', 'courses'],
  ];

  it("a course's day: that day's sheets, the course's overview and the member's bookings", () => {
    expect(staleAfter(event('tee-sheet', '7/2026-11-27'), sheets)).toEqual([
      'booking sheet 7 18 2026-11-27',
      'booking sheet 7 9 2026-11-27',
      'booking overview 7 18',
      'booking list',
    ]);
  });

  it("a course (a block): all of the course's sheets", () => {
    expect(staleAfter(event('tee-sheet', '7'), sheets)).toEqual([
      'booking sheet 7 18 2026-11-27',
      'booking sheet 7 9 2026-11-27',
      'booking sheet 7 18 2026-11-28',
      'booking overview 7 18',
      'booking list',
    ]);
  });

  it("my cards: the card lists, never a card's holes being typed", () => {
    const keys = [
      ['scorecards', 'list'],
      ['scorecards', 'open-cards'],
      ['scorecards', 'card', 3, 'plain'],
      ['scorecards', 'holes', 3],
      ['booking', 'list'],
    ];
    expect(staleAfter(event('my-cards', '5'), keys)).toEqual([
      'scorecards list',
      'scorecards open-cards',
      'scorecards card 3 plain',
    ]);
  });

  it('a match: its page and the match lists; a bon: the payments and the match pages', () => {
    const keys = [
      ['matches', 'one', 4],
      ['matches', 'one', 4, 'start-list'],
      ['matches', 'one', 5],
      ['matches', 'list', 2026, '', false],
      ['payments', 'match', 4],
    ];
    expect(staleAfter(event('match', '4'), keys)).toEqual([
      'matches one 4',
      'matches one 4 start-list',
      'matches list 2026  false',
    ]);
    expect(staleAfter(event('payment', '9'), keys)).toEqual([
      'matches one 4',
      'matches one 4 start-list',
      'matches one 5',
      'payments match 4',
    ]);
  });

  it('a reset: everything', () => {
    expect(staleAfter(event('reset', ''), sheets)).toHaveLength(sheets.length);
  });
});
