import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { keptQueryRequest } from '../../api/call';
import { fetchNotificationPreferences, fetchNotifications } from '../../api/notifications.api';

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** The inbox, a page of 20 at a time (the next page is below the last id shown). */
export const inboxQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: (context) => fetchNotifications(context.pageParam, keptQueryRequest(context)),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

/**
 * The unread count for the menu's bell: the first page's count, asked again every minute while
 * the app is open (a reminder made by a job reaches the bell without a reload).
 */
export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    // Background work: with no signal the bell keeps its count, never the global alert.
    queryFn: ({ signal }) =>
      fetchNotifications(undefined, { signal, quiet: true, silentOffline: true }),
    select: (list) => list.unread,
    refetchInterval: 60_000,
  });

export const preferencesQuery = () =>
  queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
