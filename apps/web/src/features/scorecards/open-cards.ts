import type { Scorecard } from '@fairway/contract';
import { CARD_TYPE } from '@fairway/golf';

/** spec §4 "Open-card notifications": card types 1, 9 and 2 are checked, for today and tomorrow. */
export const NOTIFY_CARD_TYPES = [
  CARD_TYPE.WEDSTRIJD,
  CARD_TYPE.VREEMDEQKAART,
  CARD_TYPE.QUALIFYING,
] as const;

export interface OpenCards {
  /** The member's own cards still open for a score. */
  open: Scorecard[];
  /** Other players' cards waiting for this member's signature. */
  toMark: Scorecard[];
}

/** Only the member's own open cards of the notified types (the server filters too; this is cheap). */
export function openCardsOf(own: readonly Scorecard[], toMark: readonly Scorecard[]): OpenCards {
  const types: readonly number[] = NOTIFY_CARD_TYPES;
  return {
    open: own.filter((c) => c.state === 'open' && types.includes(c.typekaart)),
    toMark: [...toMark],
  };
}

/** The number on the menu badge. */
export const openCardsCount = (cards: OpenCards | undefined): number =>
  cards ? cards.open.length + cards.toMark.length : 0;

export interface CardNotice {
  /** Stable per card and kind, so one card is announced once. */
  key: string;
  kind: 'open' | 'mark';
  card: Scorecard;
}

/** The cards not announced before, oldest announcement key first. */
export function newNotices(cards: OpenCards, announced: ReadonlySet<string>): CardNotice[] {
  const all: CardNotice[] = [
    ...cards.open.map((card) => ({ key: `open:${card.id}`, kind: 'open' as const, card })),
    ...cards.toMark.map((card) => ({ key: `mark:${card.id}`, kind: 'mark' as const, card })),
  ];
  return all.filter((n) => !announced.has(n.key));
}

/** The announced keys to remember: the newest `max`, so the list never grows without end. */
export function rememberNotices(
  previous: readonly string[],
  added: readonly CardNotice[],
  max = 100,
) {
  return [...previous, ...added.map((n) => n.key)].slice(-max);
}
