import {
  adjustedIndexTenths,
  fromTenths,
  INDEX_TABLE,
  RECORD_SIZE,
  toTenths,
  type CommitteeAdjustment,
  type HandicapHistoryEntry,
} from '@fairway/golf';

/** What the history screen says about one card, read off the engine's replay. */
export interface CardExplained {
  /** Position of the card in the replayed record (playing order). */
  position: number;
  /** One of the most recent 20 scores: the scores the current index is taken from (Rule 5.2). */
  inWindow: boolean;
  /** Its differential is one of those the current index averages. */
  counts: boolean;
}

/** How the current index came about: the engine's last step, named. */
export interface IndexExplained {
  index: number | null;
  /** Scores the index was taken from (at most 20), and how many of the lowest it averaged. */
  scores: number;
  used: number;
  /** The Rule 5.2a adjustment for a short record (e.g. −1.0 with 4 scores); 0 from 6 on. */
  adjustment: number;
  /** The differentials averaged, exceptional score reductions included, lowest first. */
  usedDifferentials: readonly number[];
  calculatedIndex: number | null;
  lowIndex: number | null;
  cap: HandicapHistoryEntry['cap'];
  /** The index the record gives, before the committee's adjustments (Rule 7.1a). */
  recordIndex: number | null;
}

/**
 * Explains a replay (the engine's `replayRecord` output, one entry per card in playing order):
 * which cards are in the current window of 20, which differentials the current index averages,
 * and the steps from those to the index. Reads the engine's answer; calculates no handicap.
 */
export function explainHistory(
  history: readonly HandicapHistoryEntry[],
  /** The committee's adjustments (none dated after today): all of them are in effect now. */
  adjustments: readonly CommitteeAdjustment[] = [],
): {
  cards: CardExplained[];
  current: IndexExplained | null;
} {
  const latest = history.at(-1);
  if (!latest) return { cards: [], current: null };
  const counting = new Set(latest.used);
  // The window: the most recent 20 cards that are in the scoring record.
  const window = new Set(
    history
      .filter((h) => h.status === 'counted')
      .slice(-RECORD_SIZE)
      .map((h) => h.card),
  );
  const scores = Math.min(latest.scoresInRecord, RECORD_SIZE);
  return {
    cards: history.map((h) => ({
      position: h.card,
      inWindow: window.has(h.card),
      counts: counting.has(h.card),
    })),
    current: {
      index: currentIndex(latest, adjustments),
      recordIndex: latest.recordIndex,
      scores,
      used: latest.used.length,
      adjustment: fromTenths(INDEX_TABLE.adjustmentTenths[scores] ?? 0),
      usedDifferentials: latest.usedDifferentials,
      calculatedIndex: latest.calculatedIndex,
      lowIndex: latest.lowIndex,
      cap: latest.cap,
    },
  };
}

/** The index now: the record's last one with every adjustment, made since the last card or not. */
function currentIndex(latest: HandicapHistoryEntry, adjustments: readonly CommitteeAdjustment[]) {
  if (!adjustments.length || latest.recordIndex === null) return latest.index;
  const last = adjustments.reduce((d, a) => (a.date > d ? a.date : d), latest.date);
  const tenths = adjustedIndexTenths(toTenths(latest.recordIndex), adjustments, last);
  return tenths === null ? null : fromTenths(tenths);
}
