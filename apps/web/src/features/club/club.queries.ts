import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ConfigResponse } from '@fairway/contract';
import { setClubTimeZone } from '../../lib/club-clock';
import { callQuery } from '../../api/call';
import { configCall, featuresCall, fetchClubs } from '../../api/club.api';

export const clubKeys = {
  all: ['club'] as const,
  list: () => [...clubKeys.all, 'list'] as const,
  config: () => [...clubKeys.all, 'config'] as const,
  features: () => [...clubKeys.all, 'features'] as const,
};

/** Club settings change rarely; one fetch per session is enough. */
const CLUB_SETTINGS_STALE_MS = 30 * 60 * 1000;

export const clubsQuery = () =>
  queryOptions({
    queryKey: clubKeys.list(),
    queryFn: ({ signal }) => fetchClubs(signal),
    enabled: true,
    staleTime: CLUB_SETTINGS_STALE_MS,
  });

export const configQuery = () =>
  queryOptions({
    ...callQuery(clubKeys.config(), configCall),
    staleTime: CLUB_SETTINGS_STALE_MS,
  });

export const featuresQuery = () =>
  queryOptions({
    ...callQuery(clubKeys.features(), featuresCall),
    staleTime: CLUB_SETTINGS_STALE_MS,
  });

/**
 * Keeps the app's club clock in the zone of the member's club: whenever the configuration enters
 * the cache (fetched, taken from the server-painted page, or restored from the device with no
 * connection: a query added with its data), its time zone is the clock's.
 */
export function followClubTimeZone(client: QueryClient): void {
  const key = JSON.stringify(clubKeys.config());
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'added') return;
    if (JSON.stringify(event.query.queryKey) !== key) return;
    const config = event.query.state.data as ConfigResponse | undefined;
    if (config?.club.timezone) setClubTimeZone(config.club.timezone);
  });
}
