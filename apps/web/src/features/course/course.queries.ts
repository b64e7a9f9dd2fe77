import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseStatusRequest } from '@fairway/contract';
import type { PlayFormat } from '@fairway/golf';
import {
  calculatePhcp,
  fetchCourseInfo,
  fetchForeignPhcp,
  fetchPhcp,
  setCourseStatus,
} from '../../api/course-info.api';

export const courseKeys = {
  all: ['course'] as const,
  info: () => [...courseKeys.all, 'info'] as const,
  phcp: (format: PlayFormat, courseId?: number) =>
    [...courseKeys.all, 'phcp', format, courseId ?? null] as const,
  foreignPhcp: (courseId: number, teeId: number) =>
    [...courseKeys.all, 'foreign-phcp', courseId, teeId] as const,
};

export const courseInfoQuery = () =>
  queryOptions({
    queryKey: courseKeys.info(),
    queryFn: ({ signal }) => fetchCourseInfo(signal),
    staleTime: 60 * 1000,
  });

export const phcpQuery = (format: PlayFormat, courseId?: number) =>
  queryOptions({
    queryKey: courseKeys.phcp(format, courseId),
    queryFn: ({ signal }) => fetchPhcp({ format, courseId }, signal),
    staleTime: 5 * 60 * 1000,
  });

export const foreignPhcpQuery = (courseId: number | null, teeId: number | null) =>
  queryOptions({
    queryKey: courseKeys.foreignPhcp(courseId ?? 0, teeId ?? 0),
    queryFn: ({ signal }) => fetchForeignPhcp(courseId!, teeId!, signal),
    enabled: courseId !== null && teeId !== null,
    staleTime: 5 * 60 * 1000,
  });

export const useCalculatePhcp = () => useMutation({ mutationFn: calculatePhcp });

export const useSetCourseStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, body }: { courseId: number; body: CourseStatusRequest }) =>
      setCourseStatus(courseId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: courseKeys.info() }),
  });
};
