import { LIMITS } from '@fairway/golf';

/**
 * The term the member list searches with: the typed text from 2 characters on (spec §5); less,
 * and an empty field, show the whole list again.
 */
export function searchTerm(typed: string): string {
  const term = typed.trim();
  return term.length >= LIMITS.SEARCH_MIN_CHARS ? term : '';
}
