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

/** The list of clubs (the login's choice) changes rarely; one fetch per session is enough. */
const CLUB_LIST_STALE_MS = 30 * 60 * 1000;

export const clubsQuery = () =>
  queryOptions({
    queryKey: clubKeys.list(),
    queryFn: ({ signal }) => fetchClubs(signal),
    enabled: true,
    staleTime: CLUB_LIST_STALE_MS,
  });

/*
 * The club's configuration and features keep the app's usual minute (app/query-client.ts): the
 * back office changes them while members have the app open (a day opened for booking, a screen
 * turned off), and a screen opened after that minute asks again (the server answers from its
 * own short cache).
 */
export const configQuery = () => queryOptions(callQuery(clubKeys.config(), configCall));

export const featuresQuery = () => queryOptions(callQuery(clubKeys.features(), featuresCall));

/**
 * Asks again for the club's configuration and features when older than that minute: for what
 * stays mounted while screens change (the side menu, when it opens).
 */
export function refreshClubSettings(client: QueryClient): void {
  for (const queryKey of [clubKeys.config(), clubKeys.features()])
    void client.refetchQueries({ queryKey, exact: true, stale: true });
}

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
