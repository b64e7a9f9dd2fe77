import { queryOptions } from '@tanstack/react-query';
import type { NgfOrientation, Relatie } from '@fairway/contract';
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

/**
 * Whether the server has an image to draw for the member, read from their own data as the server
 * decides it (member-images.service.ts): a WHS summary from a first index on, a federation card
 * for a member with a GSN. Asked only then: its 404 would be logged in the console as a failed
 * load, for an answer the screen expects.
 */
export const hasWhsSummary = (self: Relatie): boolean => self.handicap !== null;
export const hasNgfCard = (self: Relatie): boolean => !self.is_gast && self.gsn !== null;
