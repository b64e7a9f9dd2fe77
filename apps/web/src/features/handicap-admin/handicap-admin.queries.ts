import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@fairway/golf';
import type { CommitteeWriteResult } from '@fairway/contract';
import { serverSearch } from '../../lib/search-placeholder';
import {
  fetchCommitteeCards,
  fetchHandicapMembers,
  fetchOverdueMarkers,
} from '../../api/handicap-admin.api';
import { newIdempotencyKey } from '../../api/idempotency-key';

export const handicapAdminKeys = {
  all: ['handicap-admin'] as const,
  search: (q: string) => [...handicapAdminKeys.all, 'search', q] as const,
  cards: (relatieId: number) => [...handicapAdminKeys.all, 'cards', relatieId] as const,
  overdue: () => [...handicapAdminKeys.all, 'overdue'] as const,
};

export const handicapMembersQuery = (q: string) =>
  queryOptions({
    queryKey: handicapAdminKeys.search(q),
    queryFn: ({ signal }) => fetchHandicapMembers(q, signal),
    ...serverSearch(q.length >= LIMITS.SEARCH_MIN_CHARS),
  });

export const committeeCardsQuery = (relatieId: number) =>
  queryOptions({
    queryKey: handicapAdminKeys.cards(relatieId),
    queryFn: ({ signal }) => fetchCommitteeCards(relatieId, signal),
  });

export const overdueMarkersQuery = () =>
  queryOptions({
    queryKey: handicapAdminKeys.overdue(),
    queryFn: ({ signal }) => fetchOverdueMarkers(signal),
  });

/**
 * A committee write: afterwards every committee list is read again, and the member's own card and
 * handicap screens (by their keys' roots) too, as the replay may have changed any of them.
 */
export function useCommitteeWrite<V>(
  write: (vars: V, idempotencyKey: string) => Promise<CommitteeWriteResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(vars, newIdempotencyKey()),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: handicapAdminKeys.all });
      for (const root of ['cards', 'card', 'handicap'])
        void client.invalidateQueries({ queryKey: [root] });
    },
  });
}
