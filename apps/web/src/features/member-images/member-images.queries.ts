import { queryOptions } from '@tanstack/react-query';
import type { NgfOrientation } from '@fairway/contract';
import type { Language } from '@fairway/golf';
import { fetchNgfCard, fetchWhs } from '../../api/course-info.api';

export const ngfCardQuery = (orientation: NgfOrientation, lang: Language) =>
  queryOptions({
    queryKey: ['ngfcard', orientation, lang] as const,
    queryFn: ({ signal }) => fetchNgfCard(orientation, lang, signal),
    staleTime: 10 * 60 * 1000,
    // "None for this member" is an answer, not a failure to retry.
    retry: false,
  });

export const whsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['whs', lang] as const,
    queryFn: ({ signal }) => fetchWhs(lang, signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
