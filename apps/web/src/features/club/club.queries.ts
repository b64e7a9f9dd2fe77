import { queryOptions } from '@tanstack/react-query';
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
