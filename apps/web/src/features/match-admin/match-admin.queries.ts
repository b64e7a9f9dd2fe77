import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCardRequest, AdminMatch, AdminMatchInput, DrawRequest } from '@fairway/contract';
import {
  createAdminMatch,
  drawAdminMatch,
  fetchAdminCard,
  putAdminCard,
  updateAdminMatch,
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
  card: (id: number, relatie: number) => [...matchAdminKeys.all, 'card', id, relatie] as const,
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

export const adminCardQuery = (id: number, relatie: number) =>
  queryOptions({
    queryKey: matchAdminKeys.card(id, relatie),
    queryFn: ({ signal }) => fetchAdminCard(id, relatie, signal),
  });

/** Creates a match (no id) or saves the whole match; the answer is the match after it. */
export function useSaveMatch(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: AdminMatchInput; key: string }): Promise<AdminMatch> =>
      id === null ? createAdminMatch(input, key) : updateAdminMatch(id, input, key),
    onSuccess: (match) => {
      client.setQueryData(matchAdminKeys.match(match.id), match);
      void client.invalidateQueries({ queryKey: matchAdminKeys.list() });
    },
  });
}

/** The committee enters a player's card; the answer is the match with the card on it. */
export function useEnterCard(id: number, relatie: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: AdminCardRequest; key: string }) =>
      putAdminCard(id, relatie, body, key),
    onSuccess: (match) => {
      client.setQueryData(matchAdminKeys.match(id), match);
      void client.invalidateQueries({ queryKey: matchAdminKeys.card(id, relatie) });
    },
  });
}
