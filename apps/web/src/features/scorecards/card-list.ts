import type { CardsResponse, CardState, Scorecard } from '@fairway/contract';
import { CARD_TYPE, PROCESSING_RESULT } from '@fairway/golf';

/** One block of the list: the cards played off the same handicap index, newest first. */
export interface HandicapGroup {
  /** The index the cards were played off; null before the member had one. */
  handicap: number | null;
  cards: Scorecard[];
}

/**
 * The list's groups (spec §2: "grouped per handicap"). The server groups consecutive cards by the
 * index they were played off when asked (result_by_handicap); an answer without groups is grouped
 * here the same way, so the screen never depends on which it got. Empty groups are dropped.
 */
export function handicapGroups(response: Pick<CardsResponse, 'cards' | 'groups'>): HandicapGroup[] {
  if (response.groups.length > 0) return response.groups.filter((g) => g.cards.length > 0);
  const groups: HandicapGroup[] = [];
  for (const card of response.cards) {
    const last = groups.at(-1);
    if (last && last.handicap === card.handicap) last.cards.push(card);
    else groups.push({ handicap: card.handicap, cards: [card] });
  }
  return groups;
}

/**
 * At most `rows` of the cards, taken from the top: the cards to mark first, then the groups in
 * order (a group keeps its full `total` for its header). What a screen shows before the rest of a
 * long list follows.
 */
export function firstRows<T>(
  toMark: readonly T[],
  groups: readonly { handicap: number | null; cards: readonly T[] }[],
  rows: number,
) {
  let left = Math.max(0, rows);
  const take = <U>(items: readonly U[]) => {
    const taken = items.slice(0, left);
    left -= taken.length;
    return taken;
  };
  const markerCards = take(toMark);
  const shownGroups = groups
    .map((group) => ({
      handicap: group.handicap,
      total: group.cards.length,
      cards: take(group.cards),
    }))
    .filter((group) => group.cards.length > 0);
  return { markerCards, groups: shownGroups };
}

/** Whether tapping the card opens score entry: the member's own card, still open for scores. */
export const opensScoreEntry = (card: Pick<Scorecard, 'state' | 'open_voor_score'>): boolean =>
  card.state === 'open' && card.open_voor_score;

/** The strokes of a card (9 or 18 holes, or another count), null before it has a score. */
export function grossScore(
  card: Pick<Scorecard, 'score_18h' | 'score_9h' | 'score_anders'>,
): number | null {
  return card.score_18h ?? card.score_9h ?? card.score_anders ?? null;
}

const TYPE_KEYS = {
  [CARD_TYPE.WEDSTRIJD]: 'scorecards.types.match',
  [CARD_TYPE.QUALIFYING]: 'scorecards.types.qualifying',
  [CARD_TYPE.VREEMDEKAART]: 'scorecards.types.foreign',
  [CARD_TYPE.HANDICAAPAANPASSING]: 'scorecards.types.adjustment',
  [CARD_TYPE.EXAMEN]: 'scorecards.types.exam',
  [CARD_TYPE.CONVERSIE]: 'scorecards.types.conversion',
  [CARD_TYPE.ACTIEF]: 'scorecards.types.active',
  [CARD_TYPE.INACTIEF]: 'scorecards.types.inactive',
  [CARD_TYPE.VREEMDEQKAART]: 'scorecards.types.foreignQualifying',
  [CARD_TYPE.VREEMDEWKAART]: 'scorecards.types.foreignMatch',
  [CARD_TYPE.CONVERSIE_HANDICAPAANPASSING]: 'scorecards.types.conversionAdjustment',
} as const;

export type CardTypeKey = (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS] | 'scorecards.types.other';

/** The translation key of a card type (spec §3 constants). */
export function cardTypeKey(typekaart: number): CardTypeKey {
  return Object.hasOwn(TYPE_KEYS, typekaart)
    ? TYPE_KEYS[typekaart as keyof typeof TYPE_KEYS]
    : 'scorecards.types.other';
}

/**
 * What the list calls a card's state: the server's four, with its 'open' split in two. A card
 * that is submitted but not processed (a younger card came first, too old, not countable, or a
 * competition's) is 'open' on the wire but can take no more scores; calling it open promised an
 * action there is none of.
 */
export type ShownState = CardState | 'niet_verwerkt' | 'wacht_op_wedstrijd';

export function shownState(card: Pick<Scorecard, 'state' | 'open_voor_score' | 'uitslag'>) {
  if (card.state !== 'open' || card.open_voor_score) return card.state;
  return card.uitslag === PROCESSING_RESULT.QUALIFYING_WEDSTRIJD
    ? 'wacht_op_wedstrijd'
    : 'niet_verwerkt';
}

export const STATE_KEYS = {
  open: 'scorecards.states.open',
  te_markeren: 'scorecards.states.te_markeren',
  verwerkt: 'scorecards.states.verwerkt',
  afgekeurd: 'scorecards.states.afgekeurd',
  niet_verwerkt: 'scorecards.states.niet_verwerkt',
  wacht_op_wedstrijd: 'scorecards.states.wacht_op_wedstrijd',
} as const satisfies Record<ShownState, string>;

/** Where a past card opens, read-only (score entry is `/app/score/{id}`). */
export const cardViewPath = (id: number) => `/app/scorecards/card/${id}`;

export type CardResultKey =
  | 'scorecards.view.results.processed'
  | 'scorecards.view.results.processedNoIndex'
  | 'scorecards.view.results.waitsForMarker'
  | 'scorecards.view.results.rejected'
  | 'scorecards.view.results.youngerCard'
  | 'scorecards.view.results.notProcessed'
  | 'scorecards.view.results.tooOld'
  | 'scorecards.view.results.matchCard'
  | 'scorecards.view.results.unknown';

/**
 * What became of a past card (its uitslag, spec §3, and its state), as a translation key and a
 * tone: processed, waiting for the marker, rejected, or why it was not processed and what the
 * member can do. Null for a card still open for scores.
 */
export function cardResult(
  card: Pick<Scorecard, 'state' | 'open_voor_score' | 'uitslag' | 'ehcp_nieuw'>,
): { key: CardResultKey; tone: 'success' | 'warning' | 'error' } | null {
  switch (card.state) {
    case 'verwerkt':
      return {
        key:
          card.ehcp_nieuw === null
            ? 'scorecards.view.results.processedNoIndex'
            : 'scorecards.view.results.processed',
        tone: 'success',
      };
    case 'te_markeren':
      return { key: 'scorecards.view.results.waitsForMarker', tone: 'warning' };
    case 'afgekeurd':
      return { key: 'scorecards.view.results.rejected', tone: 'error' };
    case 'open':
      break;
  }
  if (card.open_voor_score) return null;
  switch (card.uitslag) {
    case PROCESSING_RESULT.ISLAATSTVERWERKT:
      return { key: 'scorecards.view.results.youngerCard', tone: 'warning' };
    case PROCESSING_RESULT.ISTEOUD:
      return { key: 'scorecards.view.results.tooOld', tone: 'warning' };
    case PROCESSING_RESULT.QUALIFYING_WEDSTRIJD:
      return { key: 'scorecards.view.results.matchCard', tone: 'warning' };
    case PROCESSING_RESULT.ISNIETVERWERKT:
      return { key: 'scorecards.view.results.notProcessed', tone: 'warning' };
    default:
      return { key: 'scorecards.view.results.unknown', tone: 'warning' };
  }
}

/** Where a card was played: the course, with the club in front when it is another club's. */
export function courseLabel(
  card: Pick<Scorecard, 'baan_naam' | 'club_naam'>,
  ownClub: string | undefined,
): string {
  if (!card.club_naam || card.club_naam === ownClub) return card.baan_naam;
  return card.baan_naam ? `${card.club_naam} · ${card.baan_naam}` : card.club_naam;
}
