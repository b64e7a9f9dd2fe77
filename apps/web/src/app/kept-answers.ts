import type { PersistedClient } from '@tanstack/query-persist-client-core';

/**
 * What a save keeps on the device (app/query-persistence.ts): this session's answers, and the
 * answers kept by earlier sessions that this one has not fetched (told apart by query hash). An
 * online session that opened only the news page so keeps the card list and the open card kept
 * before, for the course with no signal. Only the same member's answers of the same build (the
 * same buster) are merged, never another's; a kept answer older than `maxAgeMs` is dropped.
 */
export function withEarlierAnswers(
  current: PersistedClient,
  earlier: PersistedClient | undefined,
  maxAgeMs: number,
): PersistedClient {
  if (!earlier || earlier.buster !== current.buster) return current;
  const fetched = new Set(current.clientState.queries.map((query) => query.queryHash));
  const notFetched = earlier.clientState.queries.filter(
    (query) =>
      !fetched.has(query.queryHash) && current.timestamp - query.state.dataUpdatedAt <= maxAgeMs,
  );
  if (notFetched.length === 0) return current;
  return {
    ...current,
    clientState: {
      ...current.clientState,
      queries: [...current.clientState.queries, ...notFetched],
    },
  };
}
