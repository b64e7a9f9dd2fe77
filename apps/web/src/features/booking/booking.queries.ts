import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@fairway/golf';
import { serverSearch } from '../../lib/search-placeholder';
import {
  fetchBooking,
  fetchBookings,
  fetchPlayingPartners,
  fetchTeeTimeCourses,
  fetchTeeTimes,
  fetchTeeTimesOverview,
  searchBookablePlayers,
} from '../../api/booking.api';
import { keptQueryRequest } from '../../api/call';
import { clubNow } from '../../lib/club-clock';

export const bookingKeys = {
  all: ['booking'] as const,
  courses: () => [...bookingKeys.all, 'courses'] as const,
  sheets: () => [...bookingKeys.all, 'sheet'] as const,
  sheet: (courseId: number, holes: number, date: string, startTee = 1) =>
    [...bookingKeys.sheets(), courseId, holes, date, startTee] as const,
  overview: (courseId: number, holes: number) =>
    [...bookingKeys.all, 'overview', courseId, holes] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  booking: (id: number) => [...bookingKeys.all, 'one', id] as const,
  partners: () => [...bookingKeys.all, 'partners'] as const,
  search: (term: string) => [...bookingKeys.all, 'search', term] as const,
};

/** The sheet settings change rarely; a session reads them once. */
const COURSES_STALE_MS = 30 * 60 * 1000;
/** spec §9: the tee-time overview is cached 5 minutes. */
export const OVERVIEW_STALE_MS = 5 * 60 * 1000;

export const teeTimeCoursesQuery = () =>
  queryOptions({
    queryKey: bookingKeys.courses(),
    queryFn: ({ signal }) => fetchTeeTimeCourses(signal),
    staleTime: COURSES_STALE_MS,
  });

/**
 * One course's tee times for a day (spec §7): for today only the times from now on. Always read
 * fresh: in the morning rush a sheet a minute old is wrong.
 */
export const teeTimesQuery = (courseId: number | null, holes: number, date: string, startTee = 1) =>
  queryOptions({
    queryKey: bookingKeys.sheet(courseId ?? 0, holes, date, startTee),
    queryFn: ({ signal }) => {
      const now = clubNow(new Date());
      return fetchTeeTimes(
        {
          courseId: courseId!,
          holes,
          date,
          fromTime: date === now.date ? now.time : undefined,
          startTee,
        },
        signal,
      );
    },
    enabled: courseId !== null,
    staleTime: 0,
  });

export const overviewQuery = (courseId: number | null, holes: number) =>
  queryOptions({
    queryKey: bookingKeys.overview(courseId ?? 0, holes),
    queryFn: ({ signal }) => fetchTeeTimesOverview(courseId!, holes, signal),
    enabled: courseId !== null,
    staleTime: OVERVIEW_STALE_MS,
  });

export const myBookingsQuery = () =>
  queryOptions({
    queryKey: bookingKeys.list(),
    queryFn: (context) => fetchBookings(keptQueryRequest(context)),
  });

export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.booking(id),
    queryFn: ({ signal }) => fetchBooking(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

export const partnersQuery = () =>
  queryOptions({
    queryKey: bookingKeys.partners(),
    queryFn: ({ signal }) => fetchPlayingPartners(signal),
    staleTime: COURSES_STALE_MS,
  });

/** spec §9: searching starts at 2 characters. */
export const playerSearchQuery = (term: string) =>
  queryOptions({
    queryKey: bookingKeys.search(term),
    queryFn: ({ signal }) => searchBookablePlayers(term, signal),
    ...serverSearch(term.length >= LIMITS.SEARCH_MIN_CHARS),
  });
