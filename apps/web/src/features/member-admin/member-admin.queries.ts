import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminMemberCategoryInput,
  AdminMemberInput,
  AdminMemberListQuery,
} from '@fairway/contract';
import { serverSearch } from '../../lib/search-placeholder';
import { newIdempotencyKey } from '../../api/idempotency-key';
import {
  deleteMemberCategory,
  fetchAdminMember,
  fetchAdminMembers,
  fetchMemberCategories,
  postAdminMember,
  postMemberCategory,
  postMemberStatus,
  postPasswordLink,
  putAdminMember,
  putMemberCategory,
} from '../../api/member-admin.api';

export const memberAdminKeys = {
  all: ['member-admin'] as const,
  list: (q: AdminMemberListQuery) => [...memberAdminKeys.all, 'list', q] as const,
  member: (id: number) => [...memberAdminKeys.all, 'member', id] as const,
  categories: () => [...memberAdminKeys.all, 'categories'] as const,
};

/** How many members one page of the list shows. */
export const MEMBER_PAGE_SIZE = 50;

export const adminMembersQuery = (q: AdminMemberListQuery) =>
  queryOptions({
    queryKey: memberAdminKeys.list(q),
    queryFn: ({ signal }) => fetchAdminMembers(q, signal),
    ...serverSearch(),
  });

export const adminMemberQuery = (id: number) =>
  queryOptions({
    queryKey: memberAdminKeys.member(id),
    queryFn: ({ signal }) => fetchAdminMember(id, signal),
  });

export const memberCategoriesQuery = () =>
  queryOptions({
    queryKey: memberAdminKeys.categories(),
    queryFn: ({ signal }) => fetchMemberCategories(signal),
  });

/** A write of the member administration: everything it shows is read again after it. */
function useAdminWrite<V, R>(write: (vars: V, key: string) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(vars, newIdempotencyKey()),
    onSettled: () => client.invalidateQueries({ queryKey: memberAdminKeys.all }),
  });
}

/** Creates a member (`relatieId` undefined) or saves the whole member. */
export const useSaveMember = () =>
  useAdminWrite(({ relatieId, body }: { relatieId?: number; body: AdminMemberInput }, key) =>
    relatieId === undefined ? postAdminMember(body, key) : putAdminMember(relatieId, body, key),
  );

export const useMemberStatus = () =>
  useAdminWrite(
    ({ relatieId, action }: { relatieId: number; action: 'deactivate' | 'reactivate' }, key) =>
      postMemberStatus(relatieId, action, key),
  );

export const usePasswordLink = () =>
  useAdminWrite((relatieId: number, key) => postPasswordLink(relatieId, key));

/** Creates a category (`id` undefined) or renames one. */
export const useSaveCategory = () =>
  useAdminWrite(({ id, body }: { id?: number; body: AdminMemberCategoryInput }, key) =>
    id === undefined ? postMemberCategory(body, key) : putMemberCategory(id, body, key),
  );

export const useDeleteCategory = () =>
  useAdminWrite((id: number, key) => deleteMemberCategory(id, key));
