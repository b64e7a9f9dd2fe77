import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent, LiveTopic } from '@fairway/contract';
import { bookingKeys } from '../features/booking';
import { courseKeys } from '../features/course';
import { matchKeys } from '../features/matches';
import { newsKeys } from '../features/news';
import { paymentKeys } from '../features/payments';
import { scorecardKeys } from '../features/scorecards';

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, i) => key[i] === part);

/** A course's day (`courseId/date`) or all its days (`courseId`): its sheets and overviews. */
function teeSheet(client: QueryClient, key: string) {
  const [course, date] = key.split('/');
  const courseId = Number(course);
  void client.invalidateQueries({
    predicate: ({ queryKey: k }) =>
      (startsWith(k, bookingKeys.sheets()) && k[2] === courseId && (!date || k[4] === date)) ||
      startsWith(k, [...bookingKeys.all, 'overview', courseId]),
  });
  // Someone may have booked the member in, or cancelled their place.
  void client.invalidateQueries({ queryKey: bookingKeys.list() });
}

/** The card screens' lists (never a card's holes being typed: the device keeps those). */
const CARD_LISTS = new Set(['list', 'last', 'open-cards', 'card']);

/** Each topic's queries. */
const INVALIDATE: Record<LiveTopic, (client: QueryClient, key: string) => void> = {
  'tee-sheet': teeSheet,
  'my-cards': (client) =>
    void client.invalidateQueries({
      predicate: ({ queryKey: k }) =>
        startsWith(k, scorecardKeys.all) && CARD_LISTS.has(k[1] as string),
    }),
  'marker-cards': (client) => {
    void client.invalidateQueries({ queryKey: scorecardKeys.markerCards() });
    void client.invalidateQueries({ queryKey: scorecardKeys.openCards() });
  },
  // A bon is shown with its match (the payment tab): the matches' pages read it again.
  payment: (client) => {
    void client.invalidateQueries({ queryKey: paymentKeys.all });
    void client.invalidateQueries({ queryKey: [...matchKeys.all, 'one'] });
  },
  match: (client, key) => {
    void client.invalidateQueries({ queryKey: matchKeys.one(Number(key)) });
    void client.invalidateQueries({ queryKey: [...matchKeys.all, 'list'] });
  },
  // A score typed on a card of match `key`: its leaderboard moves.
  'match-scores': (client, key) =>
    void client.invalidateQueries({ queryKey: matchKeys.part(Number(key), 'leaderboard') }),
  'course-status': (client) => void client.invalidateQueries({ queryKey: courseKeys.info() }),
  news: (client) => void client.invalidateQueries({ queryKey: newsKeys.all }),
  // Events were missed: everything shown is read again (the rest when next shown).
  reset: (client) => void client.invalidateQueries(),
};

/** Applies one live update to the query cache: the queries it names are read again. */
export function applyLiveEvent(client: QueryClient, event: LiveEvent): void {
  INVALIDATE[event.topic](client, event.key);
}
