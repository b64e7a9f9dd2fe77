import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminCourse,
  AdminTeeSheet,
  AdminTeeSheetDay,
  AdminTeeSheetInput,
  Attendance,
  TeeBlockWriteResult,
} from '@fairway/contract';
import {
  fetchAdminCourse,
  fetchAdminCourses,
  fetchAdminDay,
  fetchAdminTeeSheet,
  putAdminTeeSheet,
  putAttendance,
} from '../../api/course-admin.api';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { fetchTeeBlocks } from '../../api/tee-blocks.api';

const MEMBER_COURSE_ROOTS = ['booking', 'course', 'courses'] as const;

export const courseAdminKeys = {
  all: ['course-admin'] as const,
  list: () => [...courseAdminKeys.all, 'list'] as const,
  course: (id: number) => [...courseAdminKeys.all, 'course', id] as const,
  teeSheet: (id: number) => [...courseAdminKeys.all, 'tee-sheet', id] as const,
  day: (id: number, date: string) => [...courseAdminKeys.all, 'day', id, date] as const,
};

export const adminDayQuery = (courseId: number, date: string) =>
  queryOptions({
    queryKey: courseAdminKeys.day(courseId, date),
    queryFn: ({ signal }) => fetchAdminDay(courseId, date, signal),
  });

/** The starter's mark of one player; the answer is the day as it is then. */
export function useAttendanceWrite(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { bookingId: number; attendance: Attendance | null }) =>
      putAttendance(courseId, v.bookingId, v.attendance, newIdempotencyKey()),
    onSuccess: (day: AdminTeeSheetDay) =>
      client.setQueryData(courseAdminKeys.day(day.course_id, day.date), day),
  });
}

export const adminTeeSheetQuery = (id: number) =>
  queryOptions({
    queryKey: courseAdminKeys.teeSheet(id),
    queryFn: ({ signal }) => fetchAdminTeeSheet(id, signal),
  });

export const adminCoursesQuery = () =>
  queryOptions({
    queryKey: courseAdminKeys.list(),
    queryFn: ({ signal }) => fetchAdminCourses(signal),
  });

export const adminCourseQuery = (id: number) =>
  queryOptions({
    queryKey: courseAdminKeys.course(id),
    queryFn: ({ signal }) => fetchAdminCourse(id, signal),
  });

/**
 * A write that answers the course: the answer is kept as the course, and every list that shows
 * courses (the back office's, the member's booking and course screens) is read again.
 */
export function useCourseWrite<V>(
  write: (vars: V, idempotencyKey: string) => Promise<AdminCourse>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(vars, newIdempotencyKey()),
    onSuccess: (course) => client.setQueryData(courseAdminKeys.course(course.id), course),
    onSettled: () => refreshCourseLists(client),
  });
}

function refreshCourseLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: courseAdminKeys.list() });
  // The member's screens that read courses (booking, course info, card courses): by their
  // keys' roots, as their features keep them; a feature's face is not needed for a refresh.
  for (const root of MEMBER_COURSE_ROOTS) void client.invalidateQueries({ queryKey: [root] });
}

/** Saves a course's tee-sheet layout; the member's sheets and the course list are read again. */
export function useTeeSheetWrite(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTeeSheetInput) => putAdminTeeSheet(courseId, body, newIdempotencyKey()),
    onSuccess: (sheet: AdminTeeSheet) =>
      client.setQueryData(courseAdminKeys.teeSheet(sheet.course_id), sheet),
    onSettled: () => refreshCourseLists(client),
  });
}

export const teeBlocksQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...courseAdminKeys.all, 'blocks', courseId] as const,
    queryFn: ({ signal }) => fetchTeeBlocks(courseId, signal),
  });

/**
 * A block's write: the course's list is read again, and the member's booking screens (their
 * sheets show the block, their lists lose what it cancelled).
 */
export function useBlockWrite<V>(
  courseId: number,
  write: (vars: V, idempotencyKey: string) => Promise<TeeBlockWriteResult>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => write(vars, newIdempotencyKey()),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: teeBlocksQuery(courseId).queryKey });
      void client.invalidateQueries({ queryKey: ['booking'] });
    },
  });
}
