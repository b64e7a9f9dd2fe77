import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { CARD_TYPE, LIMITS } from '@fairway/golf';
import { serverSearch } from '../../lib/search-placeholder';
import {
  fetchCountries,
  fetchCourses,
  fetchForeignClubs,
  fetchForeignCourses,
  fetchForeignHoles,
  fetchForeignTees,
  fetchTees,
} from '../../api/courses.api';
import { callQuery, keptQueryRequest } from '../../api/call';
import {
  cardsCall,
  fetchCard,
  fetchCardHoles,
  fetchCards,
  fetchMarkerCards,
  markerCardsCall,
  fetchRequestQualifying,
  searchMarkers,
} from '../../api/scorecards.api';
import { addDays, clubNow } from '../../lib/club-clock';
import type { CardsResponse, Scorecard } from '@fairway/contract';
import { NOTIFY_CARD_TYPES, openCardsOf } from './open-cards';
import { isOnline } from '../../lib/online';
import { nextTask } from '../../lib/next-task';

export const scorecardKeys = {
  all: ['scorecards'] as const,
  list: () => [...scorecardKeys.all, 'list'] as const,
  last: (count: number) => [...scorecardKeys.all, 'last', count] as const,
  markerCards: () => [...scorecardKeys.all, 'marker-cards'] as const,
  requestQualifying: () => [...scorecardKeys.all, 'request-qualifying'] as const,
  openCards: () => [...scorecardKeys.all, 'open-cards'] as const,
  card: (id: number, withHoles: boolean) =>
    [...scorecardKeys.all, 'card', id, withHoles ? 'holes' : 'plain'] as const,
  holes: (id: number) => [...scorecardKeys.all, 'holes', id] as const,
  markerSearch: (term: string) => [...scorecardKeys.all, 'marker-search', term] as const,
  matchCard: (matchId: number, date: string) =>
    [...scorecardKeys.all, 'match-card', matchId, date] as const,
};

/** Courses, tees and countries change rarely; within a session they are read once. */
const COURSE_STALE_MS = 30 * 60 * 1000;

export const courseKeys = {
  all: ['courses'] as const,
  own: () => [...courseKeys.all, 'own'] as const,
  tees: (courseId: number) => [...courseKeys.all, 'tees', courseId] as const,
  foreignClubs: (term: string) => [...courseKeys.all, 'foreign-clubs', term] as const,
  foreignCourses: (clubId: number) => [...courseKeys.all, 'foreign-courses', clubId] as const,
  foreignTees: (courseId: number) => [...courseKeys.all, 'foreign-tees', courseId] as const,
  foreignHoles: (courseId: number, teeId: number, holes: number) =>
    [...courseKeys.all, 'foreign-holes', courseId, teeId, holes] as const,
  countries: () => [...courseKeys.all, 'countries'] as const,
};

/**
 * The card list (spec §2): the server's default window is two years back up to tomorrow; grouped
 * per handicap. The limit covers a busy golfer's two years.
 */
export const cardListQuery = () =>
  queryOptions({
    ...callQuery(scorecardKeys.list(), cardsCall({ resultByHandicap: true, limit: 500 })),
  });

/** The member's last cards, newest first (spec §9: the profile shows the last 4). */
export const lastCardsQuery = (count: number) =>
  queryOptions({
    ...callQuery(scorecardKeys.last(count), cardsCall({ limit: count })),
  });

/**
 * The member's own card of match `matchId`, played on `date`, or null before there is one: made
 * by them or entered by the committee; a rejected card does not count, as for the server (one
 * card per member per match). Creating a card refreshes it (it is under scorecardKeys.all).
 */
export const matchCardQuery = (matchId: number, date: string) =>
  queryOptions({
    queryKey: scorecardKeys.matchCard(matchId, date),
    queryFn: ({ signal }) =>
      fetchCards({ types: [CARD_TYPE.WEDSTRIJD], dateFrom: date, dateTo: date }, { signal }).then(
        (answer) =>
          answer.cards.find((c) => c.wedstrijd_id === matchId && c.state !== 'afgekeurd') ?? null,
      ),
  });

export const markerCardsQuery = () =>
  queryOptions({
    ...callQuery(scorecardKeys.markerCards(), markerCardsCall),
  });

export const requestQualifyingQuery = () =>
  queryOptions({
    queryKey: scorecardKeys.requestQualifying(),
    queryFn: ({ signal }) => fetchRequestQualifying(signal),
  });

/** spec §4: checked at most every 15 minutes. */
export const OPEN_CARDS_INTERVAL_MS = LIMITS.NOTIFICATION_INTERVAL_MINUTES * 60 * 1000;

/** How old the card list's own answers may be for the open-card check to use them. */
const CARD_LIST_REUSE_MS = 60 * 1000;

/**
 * The card list's answer to `key` while it is fresh. A member opens the app on that list, and its
 * answers (in the page the server painted, or just fetched) hold what the open-card check asks
 * for, which saves the check its calls at start-up.
 */
function recentListAnswer<T>(queryClient: QueryClient, key: readonly unknown[]): T | undefined {
  const state = queryClient.getQueryState<T>(key);
  return state?.status === 'success' && Date.now() - state.dataUpdatedAt < CARD_LIST_REUSE_MS
    ? state.data
    : undefined;
}

/**
 * The member's own cards from `dateFrom` to `dateTo` in the card list, when it is fresh. The list
 * runs up to tomorrow, newest first, so its limit never cuts off today's and tomorrow's cards.
 */
function recentOwnCards(queryClient: QueryClient, dateFrom: string, dateTo: string) {
  return recentListAnswer<CardsResponse>(queryClient, scorecardKeys.list())?.cards.filter(
    (card) => card.datum >= dateFrom && card.datum <= dateTo,
  );
}

/**
 * spec §4 "Open-card notifications": the member's open cards of types 1, 9 and 2 for today and
 * tomorrow, and the cards waiting for their signature. Background work: no loading bar, no
 * connection alert, and nothing at all without a connection.
 */
export const openCardsQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: scorecardKeys.openCards(),
    queryFn: async ({ signal }) => {
      if (!isOnline()) throw new Error('offline');
      // The club clock may be the page's first Intl formatter, whose locale data costs a slow
      // phone 60-100 ms: in a task of its own, not inside the commit that started this check.
      await nextTask();
      const today = clubNow(new Date()).date;
      const quiet = { signal, quiet: true, silentOffline: true };
      const tomorrow = addDays(today, 1);
      // openCardsOf keeps only open cards of the notified types, so the list's cards of those
      // days give the same answer as the filtered call.
      const [own, toMark] = await Promise.all([
        recentOwnCards(queryClient, today, tomorrow) ??
          fetchCards(
            { types: NOTIFY_CARD_TYPES, dateFrom: today, dateTo: tomorrow, processed: false },
            quiet,
          ).then((answer) => answer.cards),
        recentListAnswer<Scorecard[]>(queryClient, scorecardKeys.markerCards()) ??
          fetchMarkerCards(quiet),
      ]);
      return openCardsOf(own, toMark);
    },
    staleTime: OPEN_CARDS_INTERVAL_MS,
    refetchInterval: OPEN_CARDS_INTERVAL_MS,
    retry: false,
  });

/** One card; with its holes and scores for the marker's review (include_holes=true). */
export const cardQuery = (id: number, withHoles: boolean) =>
  queryOptions({
    queryKey: scorecardKeys.card(id, withHoles),
    queryFn: (context) => fetchCard(id, withHoles, keptQueryRequest(context)),
  });

/**
 * The holes of a card being filled in; the device keeps its own copy of the scores. Asked again
 * each time the screen opens, and never in between (not when the signal returns mid-entry); kept
 * in the cache so a cold start with no signal still has them.
 */
export const cardHolesQuery = (id: number) =>
  queryOptions({
    queryKey: scorecardKeys.holes(id),
    queryFn: (context) => fetchCardHoles(id, keptQueryRequest(context)),
    staleTime: Infinity,
    refetchOnMount: 'always',
  });

export const markerSearchQuery = (term: string) =>
  queryOptions({
    queryKey: scorecardKeys.markerSearch(term),
    queryFn: ({ signal }) => searchMarkers(term, signal),
    ...serverSearch(term.length >= LIMITS.SEARCH_MIN_CHARS),
    staleTime: 60_000,
  });

export const coursesQuery = () =>
  queryOptions({
    queryKey: courseKeys.own(),
    queryFn: ({ signal }) => fetchCourses(signal),
    staleTime: COURSE_STALE_MS,
  });

export const teesQuery = (courseId: number | null) =>
  queryOptions({
    queryKey: courseKeys.tees(courseId ?? 0),
    queryFn: ({ signal }) => fetchTees(courseId ?? 0, signal),
    enabled: courseId !== null,
    staleTime: COURSE_STALE_MS,
  });

/** spec §9: the foreign club list loads in chunks of 30, searched by name. */
export const foreignClubsQuery = (term: string) =>
  infiniteQueryOptions({
    queryKey: courseKeys.foreignClubs(term),
    queryFn: ({ pageParam, signal }) =>
      fetchForeignClubs({ term, offset: pageParam, limit: LIMITS.FOREIGN_CLUBS_CHUNK }, signal),
    initialPageParam: 0,
    ...serverSearch(),
    getNextPageParam: (last, pages) =>
      last.length < LIMITS.FOREIGN_CLUBS_CHUNK
        ? undefined
        : pages.reduce((n, page) => n + page.length, 0),
    staleTime: COURSE_STALE_MS,
  });

export const foreignCoursesQuery = (clubId: number | null) =>
  queryOptions({
    queryKey: courseKeys.foreignCourses(clubId ?? 0),
    queryFn: ({ signal }) => fetchForeignCourses(clubId ?? 0, signal),
    enabled: clubId !== null,
    staleTime: COURSE_STALE_MS,
  });

export const foreignTeesQuery = (courseId: number | null) =>
  queryOptions({
    queryKey: courseKeys.foreignTees(courseId ?? 0),
    queryFn: ({ signal }) => fetchForeignTees(courseId ?? 0, signal),
    enabled: courseId !== null,
    staleTime: COURSE_STALE_MS,
  });

export const foreignHolesQuery = (courseId: number | null, teeId: number | null, holes: 9 | 18) =>
  queryOptions({
    queryKey: courseKeys.foreignHoles(courseId ?? 0, teeId ?? 0, holes),
    queryFn: ({ signal }) => fetchForeignHoles(courseId ?? 0, teeId ?? 0, holes, signal),
    enabled: courseId !== null && teeId !== null,
    staleTime: COURSE_STALE_MS,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: courseKeys.countries(),
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: COURSE_STALE_MS,
  });
