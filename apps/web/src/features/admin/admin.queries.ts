import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AuditQuery, ClubNotificationKindsInput, ClubRole } from '@fairway/contract';
import { serverSearch } from '../../lib/search-placeholder';
import {
  fetchAudit,
  fetchNotificationKinds,
  fetchRoleHolders,
  putNotificationKinds,
  putMemberRoles,
  searchRoleCandidates,
} from '../../api/admin.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { matchAdminKeys } from '../match-admin';

export const adminKeys = {
  all: ['admin'] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  candidates: (q: string) => [...adminKeys.all, 'candidates', q] as const,
  audit: (q: AuditQuery) => [...adminKeys.all, 'audit', q] as const,
  notificationKinds: () => [...adminKeys.all, 'notification-kinds'] as const,
};

/** The kinds of notification the club sends (administrator). */
export const notificationKindsQuery = () =>
  queryOptions({
    queryKey: adminKeys.notificationKinds(),
    queryFn: ({ signal }) => fetchNotificationKinds(signal),
  });

/** Saves the kinds on and off; the answer is the list as the server keeps it. */
export function useSaveNotificationKinds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClubNotificationKindsInput) =>
      putNotificationKinds(body, newIdempotencyKey()),
    onSuccess: (answer) => client.setQueryData(adminKeys.notificationKinds(), answer),
  });
}

export const roleHoldersQuery = () =>
  queryOptions({ queryKey: adminKeys.roles(), queryFn: ({ signal }) => fetchRoleHolders(signal) });

export const roleCandidatesQuery = (q: string) =>
  queryOptions({
    queryKey: adminKeys.candidates(q),
    queryFn: ({ signal }) => searchRoleCandidates(q, signal),
    ...serverSearch(q.trim().length > 0),
  });

/** The audit trail the filter matches, a page at a time (each page starts below the last row). */
export const auditQuery = (q: AuditQuery) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(q),
    queryFn: ({ signal, pageParam }) => fetchAudit({ ...q, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
  });

/**
 * Sets a member's roles. The lists are read again after it (who holds what, the candidates, the
 * audit trail), and the caller's own rights: they may have changed their own roles.
 */
export function useSetRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ relatieId, roles }: { relatieId: number; roles: ClubRole[] }) =>
      putMemberRoles(relatieId, roles, newIdempotencyKey()),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: matchAdminKeys.rights() });
    },
  });
}
