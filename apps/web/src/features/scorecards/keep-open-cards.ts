import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Scorecard } from '@fairway/contract';
import { isKeptAnswer } from '../../api/kept-answer';
import { isOnline } from '../../lib/online';
import { whenIdle } from '../../lib/when-idle';
import { opensScoreEntry } from './card-list';
import { cardHolesQuery, cardQuery } from './scorecards.queries';

/** Open cards fetched ahead: a member rarely has more than one or two going. */
const MAX_KEPT_OPEN_CARDS = 3;

/**
 * Fetches what score entry needs for the member's open cards once the list is there (while the
 * phone is idle), so it is on the device (app/query-persistence.ts) when the app is opened again
 * on the course with no signal, also for a card never opened on this phone.
 */
export function useKeepOpenCards(cards: readonly Scorecard[] | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!cards || !isOnline()) return;
    const open = cards.filter(opensScoreEntry).slice(0, MAX_KEPT_OPEN_CARDS);
    if (open.length === 0) return;
    return whenIdle(() => {
      // Only what is missing or was kept from an earlier run; a failure is not the member's
      // concern (prefetchQuery never throws).
      const missing = (key: readonly unknown[]) => {
        const state = queryClient.getQueryState(key);
        return state?.data === undefined || isKeptAnswer(state);
      };
      for (const card of open) {
        const details = cardQuery(card.id, false);
        const holes = cardHolesQuery(card.id);
        if (missing(details.queryKey)) void queryClient.prefetchQuery(details);
        if (missing(holes.queryKey)) void queryClient.prefetchQuery(holes);
      }
    });
  }, [cards, queryClient]);
}
