import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { subscribeActivity } from '../../api/activity';
import { isLoggedIn } from '../../api/session-state';
import { formatDate } from '../../lib/dates';
import { useAfterFirstCommit } from '../../lib/use-after-first-commit';
import { newNotices, rememberNotices, type OpenCards } from './open-cards';
import { openCardsQuery } from './scorecards.queries';

const ANNOUNCED_KEY = 'fw_card_notices';

function readAnnounced(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(ANNOUNCED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Browser notifications for cards not announced before, where the member allowed them. */
function announce(cards: OpenCards, t: TFunction): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const previous = readAnnounced();
  const notices = newNotices(cards, new Set(previous));
  if (notices.length === 0) return;
  for (const n of notices) {
    const date = formatDate(n.card.datum);
    try {
      new Notification(
        n.kind === 'open' ? t('scorecards.notify.openTitle') : t('scorecards.notify.markTitle'),
        {
          body:
            n.kind === 'open'
              ? t('scorecards.notify.openBody', { date, course: n.card.baan_naam })
              : t('scorecards.notify.markBody', { player: n.card.speler_naam, date }),
          tag: n.key,
          icon: '/favicon.svg',
        },
      );
    } catch {
      // Some mobile browsers only notify from a service worker; the menu badge still shows.
    }
  }
  try {
    localStorage.setItem(ANNOUNCED_KEY, JSON.stringify(rememberNotices(previous, notices)));
  } catch {
    // Not remembering only means a card may be announced once more.
  }
}

/**
 * spec §4 "Open-card notifications", while logged in: the open cards are checked at most every 15
 * minutes, after a response (when the app's calls settle) and on a 15-minute timer; new ones are
 * announced with a browser notification where permission is granted. Returns the cards for the
 * menu badge.
 */
export function useOpenCards(active: boolean): OpenCards | undefined {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The first check starts a task after the shell's first commit, not inside it: its calls and the
  // badge's render would lengthen a slow phone's longest task. The club clock it reads is taken in
  // a task of its own too (openCardsQuery).
  const afterFirstCommit = useAfterFirstCommit();
  const enabled = active && isLoggedIn() && afterFirstCommit;
  const { data } = useQuery({ ...openCardsQuery(queryClient), enabled });

  useEffect(() => {
    if (!enabled) return;
    return subscribeActivity((busy) => {
      // prefetchQuery only calls when the last check is older than its 15-minute stale time.
      if (!busy && isLoggedIn()) void queryClient.prefetchQuery(openCardsQuery(queryClient));
    });
  }, [enabled, queryClient]);

  useEffect(() => {
    if (data && enabled) announce(data, t);
  }, [data, enabled, t]);

  return enabled ? data : undefined;
}
