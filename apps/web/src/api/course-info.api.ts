import type { CourseStatusRequest, NgfOrientation } from '@fairway/contract';
import type { Language, PlayFormat } from '@fairway/golf';
import { apiGet, apiImage, apiPost } from './client';
import { reply } from './reply';

/** GET /api/courses/phcp: every tee's course and playing handicap from the member's index. */
export const fetchPhcp = (
  params: { format: PlayFormat; courseId?: number | undefined },
  signal?: AbortSignal,
) =>
  apiGet('/api/courses/phcp', reply('PhcpResponse'), {
    query: { format: params.format, course_id: params.courseId },
    signal,
  });

/** POST /api/courses/phcp/calculate: the same from an index typed as whole number and tenth. */
export const calculatePhcp = (body: {
  integer: string;
  fraction: string;
  format: PlayFormat;
  course_id?: number | undefined;
  partner?: { integer: string; fraction: string } | undefined;
}) => apiPost('/api/courses/phcp/calculate', reply('PhcpResponse'), body);

/** GET /api/foreign/courses/{id}/tees/{tee}/phcp: the member's handicaps on a foreign tee. */
export const fetchForeignPhcp = (courseId: number, teeId: number, signal?: AbortSignal) =>
  apiGet(`/api/foreign/courses/${courseId}/tees/${teeId}/phcp`, reply('PhcpResponse'), {
    signal,
  });

/** GET /api/courses/info: courses, tees, holes and today's course status. */
export const fetchCourseInfo = (signal?: AbortSignal) =>
  apiGet('/api/courses/info', reply('CourseInfoResponse'), { signal });

/** POST /api/courses/{id}/status: the committee sets today's status. */
export const setCourseStatus = (courseId: number, body: CourseStatusRequest) =>
  apiPost(`/api/courses/${courseId}/status`, reply('CourseStatus'), body);

/** GET /api/ngfcard: the federation card as an image, in the app's language. */
export const fetchNgfCard = (orientation: NgfOrientation, lang: Language, signal?: AbortSignal) =>
  apiImage('/api/ngfcard', { query: { orientation, lang }, signal });

/** GET /api/whs: the WHS summary as an image, in the app's language. */
export const fetchWhs = (lang: Language, signal?: AbortSignal) =>
  apiImage('/api/whs', { query: { lang }, signal });
