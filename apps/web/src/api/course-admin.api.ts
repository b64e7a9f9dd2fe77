import type {
  AdminCourseEdit,
  AdminCourseInput,
  AdminTeeInput,
  AdminTeeSheetInput,
  Attendance,
} from '@fairway/contract';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { reply } from './reply';

/** GET /api/admin/courses: the club's courses (role tee_sheet_manager). */
export const fetchAdminCourses = (signal?: AbortSignal) =>
  apiGet('/api/admin/courses', reply('AdminCourseListResponse'), { signal });

/** GET /api/admin/courses/{id}: a course with its tees and holes. */
export const fetchAdminCourse = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/courses/${id}`, reply('AdminCourse'), { signal });

export const postAdminCourse = (body: AdminCourseInput, idempotencyKey: string) =>
  apiPost('/api/admin/courses', reply('AdminCourse'), body, { idempotencyKey });

export const putAdminCourse = (id: number, body: AdminCourseEdit, idempotencyKey: string) =>
  apiPut(`/api/admin/courses/${id}`, reply('AdminCourse'), body, { idempotencyKey });

/** A new tee (`teeId` null) or the tee's new values. */
export const saveAdminTee = (
  courseId: number,
  teeId: number | null,
  body: AdminTeeInput,
  idempotencyKey: string,
) =>
  teeId === null
    ? apiPost(`/api/admin/courses/${courseId}/tees`, reply('AdminCourse'), body, {
        idempotencyKey,
      })
    : apiPut(`/api/admin/courses/${courseId}/tees/${teeId}`, reply('AdminCourse'), body, {
        idempotencyKey,
      });

export const deleteAdminTee = (courseId: number, teeId: number, idempotencyKey: string) =>
  apiDelete(`/api/admin/courses/${courseId}/tees/${teeId}`, reply('AdminCourse'), undefined, {
    idempotencyKey,
  });

/** POST /api/admin/courses/import/preview: each row of the file as it would be applied. */
export const previewCourseImport = (fileName: string, content: string, idempotencyKey: string) =>
  apiPost(
    '/api/admin/courses/import/preview',
    reply('CourseImportPreview'),
    { file_name: fileName, content },
    { idempotencyKey },
  );

export const applyCourseImport = (importId: number, idempotencyKey: string) =>
  apiPost(`/api/admin/courses/import/${importId}/apply`, reply('CourseImportResult'), undefined, {
    idempotencyKey,
  });

/** GET /api/admin/courses/{id}/tee-sheet: the course's tee-sheet layout. */
export const fetchAdminTeeSheet = (id: number, signal?: AbortSignal) =>
  apiGet(`/api/admin/courses/${id}/tee-sheet`, reply('AdminTeeSheet'), { signal });

export const putAdminTeeSheet = (id: number, body: AdminTeeSheetInput, idempotencyKey: string) =>
  apiPut(`/api/admin/courses/${id}/tee-sheet`, reply('AdminTeeSheet'), body, { idempotencyKey });

/** GET …/day: a course's booked players of a day, each with the starter's mark. */
export const fetchAdminDay = (courseId: number, date: string, signal?: AbortSignal) =>
  apiGet(
    `/api/admin/courses/${courseId}/day?date=${encodeURIComponent(date)}`,
    reply('AdminTeeSheetDay'),
    { signal },
  );

/** PUT …/day/bookings/{id}/attendance: the player's mark (null clears it); answers the day. */
export const putAttendance = (
  courseId: number,
  bookingId: number,
  attendance: Attendance | null,
  idempotencyKey: string,
) =>
  apiPut(
    `/api/admin/courses/${courseId}/day/bookings/${bookingId}/attendance`,
    reply('AdminTeeSheetDay'),
    { attendance },
    { idempotencyKey },
  );
