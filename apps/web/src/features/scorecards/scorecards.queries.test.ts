import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardsResponse, Scorecard } from '@fairway/contract';
import { openCardsQuery, scorecardKeys } from './scorecards.queries';

// spec §4 open-card notifications: the check asks for the own open cards of types 1, 9 and 2 for
// today and tomorrow and for the cards to mark, unless the card list just answered both.
const card = (id: number, datum: string, typekaart = 1, state: Scorecard['state'] = 'open') =>
  ({ id, datum, typekaart, state }) as Scorecard;

const list: CardsResponse = {
  cards: [
    card(1, '2026-11-26'),
    card(2, '2026-11-25', 9),
    card(3, '2026-11-25', 10),
    card(4, '2026-11-25', 2, 'verwerkt'),
    card(5, '2026-11-24'),
  ],
  groups: [],
};
const toMark = [card(7, '2026-11-24', 2, 'te_markeren')];

let calls: string[];

beforeEach(() => {
  // 12:00 in the club's time zone (Europe/Amsterdam): today is 25 November.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T11:00:00Z') });
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(url.includes('marker') ? [] : { cards: [], groups: [] }));
    }),
  );
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the open-card check', () => {
  it('takes today and tomorrow from a card list just answered, without a call', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(scorecardKeys.list(), list);
    queryClient.setQueryData(scorecardKeys.markerCards(), toMark);
    const open = await queryClient.fetchQuery(openCardsQuery(queryClient));
    expect(open.open.map((c) => c.id)).toEqual([1, 2]);
    expect(open.toMark.map((c) => c.id)).toEqual([7]);
    expect(calls).toEqual([]);
  });

  it('asks the server when the card list is older than a minute', async () => {
    const queryClient = new QueryClient();
    const updatedAt = Date.now() - 2 * 60 * 1000;
    queryClient.setQueryData(scorecardKeys.list(), list, { updatedAt });
    queryClient.setQueryData(scorecardKeys.markerCards(), toMark, { updatedAt });
    const open = await queryClient.fetchQuery(openCardsQuery(queryClient));
    expect(open).toEqual({ open: [], toMark: [] });
    expect(calls.map((url) => decodeURIComponent(url)).sort()).toEqual([
      '/api/relatie/self/cards?date_from=2026-11-25&date_to=2026-11-26&type[]=1&type[]=9&type[]=2&processed=false',
      '/api/relatie/self/marker-cards',
    ]);
  });
});
