import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMatch, DrawRequest } from '@fairway/contract';
import {
  drawAdminMatch,
  fetchAdminMatch,
  fetchAdminMatches,
  fetchAdminRights,
  runAdminMatchAction,
  type AdminMatchAction,
} from '../../api/match-admin.api';

export const matchAdminKeys = {
  all: ['match-admin'] as const,
  rights: () => [...matchAdminKeys.all, 'rights'] as const,
  list: () => [...matchAdminKeys.all, 'list'] as const,
  match: (id: number) => [...matchAdminKeys.all, 'match', id] as const,
};

export const adminRightsQuery = () =>
  queryOptions({
    queryKey: matchAdminKeys.rights(),
    queryFn: ({ signal }) => fetchAdminRights(signal),
    staleTime: 10 * 60 * 1000,
  });

export const adminMatchesQuery = () =>
  queryOptions({
    queryKey: matchAdminKeys.list(),
    queryFn: ({ signal }) => fetchAdminMatches(signal),
  });

export const adminMatchQuery = (id: number) =>
  queryOptions({
    queryKey: matchAdminKeys.match(id),
    queryFn: ({ signal }) => fetchAdminMatch(id, signal),
  });

/** A step on a match (close, draw, publish, process): the answer is the match after it. */
export function useMatchStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      step: { action: AdminMatchAction; key: string } | { draw: DrawRequest; key: string },
    ): Promise<AdminMatch> =>
      'draw' in step
        ? drawAdminMatch(id, step.draw, step.key)
        : runAdminMatchAction(id, step.action, step.key),
    onSuccess: (match) => {
      client.setQueryData(matchAdminKeys.match(id), match);
      void client.invalidateQueries({ queryKey: matchAdminKeys.list() });
    },
  });
}
