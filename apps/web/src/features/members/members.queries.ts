import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSelfRequest } from '@fairway/contract';
import { callQuery } from '../../api/call';
import { selfCall, updateSelf } from '../../api/members.api';

export const memberKeys = {
  all: ['members'] as const,
  self: () => [...memberKeys.all, 'self'] as const,
};

const SELF_STALE_MS = 5 * 60 * 1000;

/** The logged-in member (GET /api/relatie/self): menu header, profile, handicap, language. */
export const selfQuery = () =>
  queryOptions({
    ...callQuery(memberKeys.self(), selfCall),
    staleTime: SELF_STALE_MS,
  });

export function useUpdateSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSelfRequest) => updateSelf(body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(memberKeys.self(), answer.relatie);
      await queryClient.invalidateQueries({ queryKey: memberKeys.self() });
    },
  });
}
