import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { MemberView, UpdateSelfRequest } from '@fairway/contract';
import { LIMITS } from '@fairway/golf';
import { serverSearch } from '../../lib/search-placeholder';
import { callQuery, keptQueryRequest } from '../../api/call';
import {
  addFriend,
  fetchFriends,
  fetchHandicapHistory,
  fetchMember,
  fetchMembers,
  fetchScoringRecord,
  removeFriend,
  selfCall,
  updateSelf,
} from '../../api/members.api';
import { memberKeys } from './member-keys';
import { nextPageOffset, pageSize } from './member-paging';

export { memberKeys };

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

const MEMBER_PAGES = { first: LIMITS.MEMBERS_FIRST_PAGE, next: LIMITS.MEMBERS_NEXT_PAGE };
const FRIEND_PAGES = { first: LIMITS.FRIENDS_FIRST_PAGE, next: LIMITS.FRIENDS_NEXT_PAGE };

/** The member list or its search results, paged (spec §9: 20 first, then 100 per load). */
export const membersQuery = (term: string, byHandicap: boolean) =>
  infiniteQueryOptions({
    queryKey: memberKeys.list(term, byHandicap),
    queryFn: ({ pageParam, signal }) =>
      fetchMembers(
        term,
        { offset: pageParam, limit: pageSize(MEMBER_PAGES, pageParam), byHandicap },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextPageOffset(MEMBER_PAGES, pages),
    ...serverSearch(),
  });

/** The member's friends, paged like the member list (spec §9: 20, then 100). */
export const friendsQuery = (teetime: boolean) =>
  infiniteQueryOptions({
    queryKey: memberKeys.friends(teetime),
    queryFn: ({ pageParam, signal }) =>
      fetchFriends(pageParam, pageSize(FRIEND_PAGES, pageParam), teetime, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextPageOffset(FRIEND_PAGES, pages),
  });

export const memberQuery = (id: number) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => fetchMember(id, signal),
  });

/**
 * The member's handicap history from `dateFrom` on (the graph tab: its two years, spec §9), not
 * the whole record.
 */
export const handicapHistoryQuery = (dateFrom: string) =>
  queryOptions({
    queryKey: [...memberKeys.history(), 'from', dateFrom] as const,
    queryFn: (context) => fetchHandicapHistory(keptQueryRequest(context), { date_from: dateFrom }),
  });

/** Cards per page of the history tab (a 20-year record holds hundreds). */
const HISTORY_PAGE = 50;

/** The member's handicap history in pages, newest first (the history tab, more on scroll). */
export const handicapHistoryPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: [...memberKeys.history(), 'pages'] as const,
    queryFn: (context) =>
      fetchHandicapHistory(keptQueryRequest(context), {
        limit: HISTORY_PAGE,
        offset: context.pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
  });

/** The member's last cards as their WHS scoring record (the peer-review view). */
export const scoringRecordQuery = (id: number) =>
  queryOptions({
    queryKey: memberKeys.record(id),
    queryFn: ({ signal }) => fetchScoringRecord(id, 20, signal),
  });

/**
 * Adds or removes a friend; the member's page shows the answer at once, and every list that
 * marks friends is read again.
 */
export function useFriendToggle(member: Pick<MemberView, 'id' | 'is_friends'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (member.is_friends ? removeFriend(member.id) : addFriend(member.id)),
    onSuccess: async (answer) => {
      queryClient.setQueryData<MemberView>(memberKeys.detail(member.id), (old) =>
        old ? { ...old, is_friends: answer.is_friends } : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'friends'] }),
        queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] }),
      ]);
    },
  });
}
