import type { CreateBookingRequest, UpdateBookingRequest } from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut, type RequestOptions } from './client';
import { reply } from './reply';

/** GET /api/courses/teetime: the courses members may book, with their sheet settings. */
export const fetchTeeTimeCourses = (signal?: AbortSignal) =>
  apiGet('/api/courses/teetime', reply('TeeTimeCoursesResponse'), { signal });

/** GET /api/teetimes (spec §7): one course's day; from_time only when the date is today. */
export const fetchTeeTimes = (
  params: {
    courseId: number;
    holes: number;
    date: string;
    fromTime?: string | undefined;
    startTee?: number | undefined;
  },
  signal?: AbortSignal,
) =>
  apiGet('/api/teetimes', reply('TeeTimesResponse'), {
    query: {
      course_id: params.courseId,
      holes: params.holes,
      date: params.date,
      start_tee: params.startTee ?? 1,
      from_time: params.fromTime,
    },
    signal,
  });

/** GET /api/teetimes/overview (spec §7): occupation per day and hour. */
export const fetchTeeTimesOverview = (courseId: number, holes: number, signal?: AbortSignal) =>
  apiGet('/api/teetimes/overview', reply('TeeTimesOverviewResponse'), {
    query: { courseId, holes },
    signal,
  });

/** POST /api/teetimes/lock: FREE (the time is yours for a few minutes) or LOCKED. */
export const lockTeeTime = (courseId: number, timestamp: number, startTee = 1) =>
  apiPost('/api/teetimes/lock', reply('LockResponse'), {
    course_id: courseId,
    timestamp,
    start_tee: startTee,
  });

/**
 * POST /api/teetimes/unlock. Background work: a failed release only shortens nothing (the lock
 * runs out by itself), so it lights no loading bar and raises no connection alert.
 */
export const unlockTeeTime = (courseId: number, timestamp: number, startTee = 1) =>
  apiPost(
    '/api/teetimes/unlock',
    reply('UnlockResponse'),
    { course_id: courseId, timestamp, start_tee: startTee },
    { quiet: true, silentOffline: true },
  );

/** GET /api/booking: the member's tee times of the past year and what is coming. */
export const fetchBookings = (opts: RequestOptions = {}) =>
  apiGet('/api/booking', reply('BookingListResponse'), opts);

/** GET /api/booking/{id}: one booking with what the member may do with it. */
export const fetchBooking = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/booking/${id}`, reply('Booking'), { signal });

/** GET /api/booking/by_timestamp/{ts}: the member's own booking in a tee time. */
export const fetchBookingAt = (timestamp: number, courseId: number, signal?: AbortSignal) =>
  apiGet(`/api/booking/by_timestamp/${timestamp}`, reply('Booking'), {
    query: { course_id: courseId },
    signal,
  });

/** POST /api/booking, exactly once per key. */
export const createBooking = (body: CreateBookingRequest, idempotencyKey: string) =>
  apiPost('/api/booking', reply('BookingSummary'), body, { idempotencyKey });

/** PUT /api/booking/{id}: the extra players as they should be. */
export const updateBooking = (id: number, body: UpdateBookingRequest, idempotencyKey: string) =>
  apiPut(`/api/booking/${id}`, reply('BookingSummary'), body, { idempotencyKey });

/** DELETE /api/booking/{id} (spec §7): delete_all_bookings and the cancellation reason. */
export const deleteBooking = (
  id: number,
  body: { delete_all_bookings: boolean; reasonId?: number | undefined },
  idempotencyKey: string,
) => apiDelete(`/api/booking/${id}`, reply('DeleteBookingResponse'), body, { idempotencyKey });

/** GET /api/teetime/relatie: members to add, recent playing partners first. */
export const fetchPlayingPartners = (signal?: AbortSignal) =>
  apiGet('/api/teetime/relatie', reply('BookablePlayersResponse'), {
    query: { limit: 20 },
    signal,
  });

/** GET /api/teetime/relatie/search (from 2 characters). */
export const searchBookablePlayers = (term: string, signal?: AbortSignal) =>
  apiGet('/api/teetime/relatie/search', reply('BookablePlayersResponse'), {
    query: { term },
    signal,
  });

/** GET /api/relatie/gsn/{gsn}: a federation player to fill in a guest. */
export const lookupGsn = (gsn: string, signal?: AbortSignal) =>
  apiGet(`/api/relatie/gsn/${encodeURIComponent(gsn)}`, reply('GsnLookupResponse'), { signal });
