import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCardRequest, AdminMatch, AdminMatchInput, DrawRequest } from '@fairway/contract';
import { apiPost } from '../../api/client';
import { reply } from '../../api/reply';
import {
  createAdminMatch,
  drawAdminMatch,
  fetchAdminCard,
  putAdminCard,
  updateAdminMatch,
  fetchAdminMatch,
  fetchAdminMatches,
  fetchAdminRights,
  previewAdminMatchDraw,
} from '../../api/match-admin.api';
import type { MatchAction } from './match-steps';

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

/**
 * One of the committee's steps on a match (match-steps.ts), its undos included; each answers the
 * match after it.
 */
const runMatchAction = (id: number, action: MatchAction, idempotencyKey: string) =>
  apiPost(`/api/admin/wedstrijd/${id}/${action}`, reply('AdminMatch'), undefined, {
    idempotencyKey,
  });

/**
 * A step on a match (close, draw, publish, process, or an undo): the answer is the match after
 * it. A refusal reads the match again: what the screen offered may have changed in the meantime
 * (another committee member, or the match's start passing).
 */
export function useMatchStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      step: { action: MatchAction; key: string } | { draw: DrawRequest; key: string },
    ): Promise<AdminMatch> =>
      'draw' in step
        ? drawAdminMatch(id, step.draw, step.key)
        : runMatchAction(id, step.action, step.key),
    onSuccess: (match) => {
      client.setQueryData(matchAdminKeys.match(id), match);
      void client.invalidateQueries({ queryKey: matchAdminKeys.list() });
    },
    onError: () => void client.invalidateQueries({ queryKey: matchAdminKeys.match(id) }),
  });
}

/** The members' bookings in the times the draw would hold, asked for before the draw. */
export function useDrawPreview(id: number) {
  return useMutation({ mutationFn: (draw: DrawRequest) => previewAdminMatchDraw(id, draw) });
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
