import { apiGet } from './client';
import { reply } from './reply';

/** GET /api/courses: the own club's courses (qualifying card). */
export const fetchCourses = (signal?: AbortSignal) =>
  apiGet('/api/courses', reply('CoursesResponse'), { signal });

/** GET /api/courses/{id}/tees: an own-club course's tees with the member's ratings. */
export const fetchTees = (courseId: number, signal?: AbortSignal) =>
  apiGet(`/api/courses/${courseId}/tees`, reply('TeesResponse'), { signal });

/**
 * GET /api/clubs/foreign: clubs that are not on the platform, a chunk at a time (spec §9: 30),
 * searched by name.
 */
export const fetchForeignClubs = (
  params: { term?: string; offset: number; limit: number },
  signal?: AbortSignal,
) =>
  apiGet('/api/clubs/foreign', reply('ForeignClubsResponse'), {
    query: { term: params.term || undefined, offset: params.offset, limit: params.limit },
    signal,
  });

/** GET /api/clubs/foreign/{id}/courses. */
export const fetchForeignCourses = (clubId: number, signal?: AbortSignal) =>
  apiGet(`/api/clubs/foreign/${clubId}/courses`, reply('CoursesResponse'), { signal });

/** GET /api/foreign/courses/{id}/tees. */
export const fetchForeignTees = (courseId: number, signal?: AbortSignal) =>
  apiGet(`/api/foreign/courses/${courseId}/tees`, reply('TeesResponse'), { signal });

/** GET /api/foreign/courses/{id}/tees/{tee}/holes: par, SI, strokes received and ms_max per hole. */
export const fetchForeignHoles = (
  courseId: number,
  teeId: number,
  holes: 9 | 18,
  signal?: AbortSignal,
) =>
  apiGet(`/api/foreign/courses/${courseId}/tees/${teeId}/holes`, reply('HolesResponse'), {
    query: { holes },
    signal,
  });

/** GET /api/countries (spec §3 Country). */
export const fetchCountries = (signal?: AbortSignal) =>
  apiGet('/api/countries', reply('CountriesResponse'), { signal });
