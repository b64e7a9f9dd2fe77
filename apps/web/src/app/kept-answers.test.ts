import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import { withEarlierAnswers } from './kept-answers';

const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;
const NOW = Date.UTC(2026, 10, 27, 12, 0);

/** A kept answer for `key`, fetched at `at`. */
function answer(key: string[], data: unknown, at: number) {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: at,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: at,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  };
}

function saved(
  buster: string,
  timestamp: number,
  queries: ReturnType<typeof answer>[],
): PersistedClient {
  return { buster, timestamp, clientState: { mutations: [], queries } };
}

const dataOf = (client: PersistedClient) =>
  Object.fromEntries(client.clientState.queries.map((q) => [q.queryHash, q.state.data]));

describe('withEarlierAnswers', () => {
  const cardList = ['scorecards', 'list'];
  const openCard = ['scorecards', 'card', '7'];
  const news = ['news', 'feed'];

  it('keeps the answers kept earlier that this session has not fetched', () => {
    const earlier = saved('v1:42', NOW - 2 * HOUR, [
      answer(cardList, 'cards of yesterday', NOW - 2 * HOUR),
      answer(openCard, 'open card', NOW - 2 * HOUR),
    ]);
    const current = saved('v1:42', NOW, [answer(news, 'news of now', NOW - HOUR / 2)]);

    expect(dataOf(withEarlierAnswers(current, earlier, WEEK))).toEqual({
      [JSON.stringify(news)]: 'news of now',
      [JSON.stringify(cardList)]: 'cards of yesterday',
      [JSON.stringify(openCard)]: 'open card',
    });
  });

  it("takes this session's answer where both have one", () => {
    const earlier = saved('v1:42', NOW - 2 * HOUR, [answer(cardList, 'old list', NOW - 2 * HOUR)]);
    const current = saved('v1:42', NOW, [answer(cardList, 'new list', NOW - 60_000)]);

    const merged = withEarlierAnswers(current, earlier, WEEK);
    expect(merged.clientState.queries).toHaveLength(1);
    expect(dataOf(merged)).toEqual({ [JSON.stringify(cardList)]: 'new list' });
  });

  it("never merges another member's answers or another build's", () => {
    const current = saved('v1:42', NOW, [answer(news, 'news', NOW)]);
    for (const buster of ['v1:43', 'v2:42']) {
      const earlier = saved(buster, NOW - HOUR, [answer(cardList, 'not theirs', NOW - HOUR)]);
      expect(withEarlierAnswers(current, earlier, WEEK)).toBe(current);
    }
  });

  it('drops kept answers older than the maximum age', () => {
    const earlier = saved('v1:42', NOW - HOUR, [
      answer(cardList, 'too old', NOW - WEEK - 1),
      answer(openCard, 'young enough', NOW - WEEK),
    ]);
    const current = saved('v1:42', NOW, []);

    expect(dataOf(withEarlierAnswers(current, earlier, WEEK))).toEqual({
      [JSON.stringify(openCard)]: 'young enough',
    });
  });

  it('saves only this session when nothing was kept', () => {
    const current = saved('v1:42', NOW, [answer(news, 'news', NOW)]);
    expect(withEarlierAnswers(current, undefined, WEEK)).toBe(current);
  });
});
