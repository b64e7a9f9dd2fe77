import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@fairway/golf';
import { serverSearch } from '../../lib/search-placeholder';
import {
  fetchEntryList,
  fetchLeaderboard,
  fetchMatch,
  fetchMatchFlights,
  fetchMatches,
  fetchRegistration,
  fetchResults,
  fetchStartList,
  searchTeamMates,
} from '../../api/matches.api';

export const matchKeys = {
  all: ['matches'] as const,
  list: (year: number, term: string, openOnly: boolean) =>
    [...matchKeys.all, 'list', year, term, openOnly] as const,
  one: (id: number) => [...matchKeys.all, 'one', id] as const,
  part: (id: number, part: string) => [...matchKeys.all, 'one', id, part] as const,
  mates: (term: string) => [...matchKeys.all, 'mates', term] as const,
};

/**
 * A year's matches, 20 a page (spec §9). A page that fails to load is skipped (spec §8: match
 * list load failures are ignored and the queue continues): it counts as an empty page with the
 * next offset, so the next scroll still loads the page after it.
 */
export const matchListQuery = (year: number, term: string, openOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: matchKeys.list(year, term, openOnly),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await fetchMatches(
          { offset: pageParam, term, openOnly, year, init: pageParam === 0 },
          signal,
        );
      } catch (error) {
        if (pageParam === 0) throw error;
        return { matches: [], next_offset: pageParam + 20, failed: true as const };
      }
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_offset ?? undefined,
    // While a new search term's (or the open-only switch's) answer is on its way, the year's list
    // stays on show: replaced by the skeleton it jumped as the member typed, and a tap on a row
    // just then was lost. Another year starts from the skeleton, not from the year before.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === year ? previous : undefined,
  });

export const matchQuery = (id: number) =>
  queryOptions({ queryKey: matchKeys.one(id), queryFn: ({ signal }) => fetchMatch(id, signal) });
export const registrationQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.part(id, 'registration'),
    queryFn: ({ signal }) => fetchRegistration(id, signal),
  });
export const entryListQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.part(id, 'entries'),
    queryFn: ({ signal }) => fetchEntryList(id, signal),
  });
export const startListQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.part(id, 'starters'),
    queryFn: ({ signal }) => fetchStartList(id, signal),
  });
export const resultsQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.part(id, 'results'),
    queryFn: ({ signal }) => fetchResults(id, signal),
  });
/**
 * How often a board that still moves is read again. The `match-scores` live update invalidates it
 * as scores are typed (app/live-updates.ts), but the server keeps a board for 3 s, so an update
 * right after a read gets the same board: this read comes soon after and takes the new one.
 */
export const LEADERBOARD_POLL_MS = 5_000;

/** The live leaderboard, moved by the live updates while the match is played. */
export const leaderboardQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.part(id, 'leaderboard'),
    queryFn: ({ signal }) => fetchLeaderboard(id, signal),
    refetchInterval: (query) => (query.state.data?.live === false ? false : LEADERBOARD_POLL_MS),
  });
export const flightsQuery = (id: number) =>
  queryOptions({
    queryKey: matchKeys.part(id, 'flights'),
    queryFn: ({ signal }) => fetchMatchFlights(id, signal),
  });
export const teamMateSearchQuery = (term: string) =>
  queryOptions({
    queryKey: matchKeys.mates(term),
    queryFn: ({ signal }) => searchTeamMates(term, signal),
    ...serverSearch(term.length >= LIMITS.SEARCH_MIN_CHARS),
    staleTime: 60_000,
  });
