import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError, isNoConnection } from '../api/api-error';
import { isLoggedIn } from '../api/session-state';
import { isOnline } from '../lib/online';
import { forgetDeviceData } from './query-persistence';

/**
 * Retries only what may pass a second time: a 5xx. A 4xx will fail again, and without a
 * connection the member has already been told (spec §8) and retries on their own.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // 'always': a call is tried even when the browser claims to be offline, so it fails visibly
    // (the spec's connection alert and an error with a retry button) instead of waiting silently.
    queries: {
      // Without a session nothing is fetched: pages still mounted after logout or a 401 must not
      // call again. The few calls that work without one (clubs, session check) say so.
      enabled: () => isLoggedIn(),
      staleTime: 60_000,
      retry: shouldRetry,
      refetchOnWindowFocus: false,
      networkMode: 'always',
      // What failed for want of a connection is asked again when it returns (with networkMode
      // 'always' TanStack Query would not): a screen that needs it fills in by itself, one that
      // showed what the device kept shows the new answer. Screens that have theirs are left be.
      refetchOnReconnect: (query) => isNoConnection(query.state.error),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack Query counts itself online until an 'offline' event, which an app opened with no
// signal never gets: it would not see the signal return either, and a screen that needs it would
// not load by itself then. (Queries run offline anyway: networkMode 'always'.)
onlineManager.setOnline(isOnline());

/** Queries that do not belong to a member: the club picker and the session check. */
function isAnonymous(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === 'auth' || (queryKey[0] === 'club' && queryKey[1] === 'list');
}

/**
 * Forgets everything cached about the member, including what mounted screens (the side menu)
 * still observe: reset to empty, and fetched again only once a session exists. Called when a
 * session ends by a 401 and when a new one starts, so one member never sees another's data, also
 * not from what this device kept (app/query-persistence.ts).
 */
export async function forgetMemberData(): Promise<void> {
  await Promise.all([
    forgetDeviceData(),
    queryClient.resetQueries({ predicate: (q) => !isAnonymous(q.queryKey) }),
  ]);
}
