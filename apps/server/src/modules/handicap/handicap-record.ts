import {
  replayRecord,
  toTenths,
  type CommitteeAdjustment,
  type HandicapHistoryEntry,
  type RecordCard,
} from '@fairway/golf';
import type { CardRow } from '../scorecards/scorecards.repository';
import { teeOf } from '../scorecards/card-layout';

/** The player's carried-over index, if any (conversion from the old system). */
export interface StartIndex {
  start_index_tenths: number | null;
  start_index_date: string | null;
}

/**
 * Replays a player's processed cards through the engine (WHS Rules 5.1–5.9, NGF policy): the
 * history rows to store and the index after each card, in playing order.
 */
export function replayCards(
  cards: readonly CardRow[],
  start: StartIndex,
  /** The club's date the record is written on: a card after it is refused (DATE_IN_FUTURE). */
  today?: string,
  /** The handicap committee's index adjustments of the player (Rule 7.1a). */
  adjustments: readonly CommitteeAdjustment[] = [],
): HandicapHistoryEntry[] {
  const record: RecordCard[] = cards.map((c) => ({
    date: c.datum,
    tee: teeOf(c),
    adjustedGrossScore: c.ags ?? undefined,
    pcc: c.pcc,
    // The committee's "not counting" keeps the card in the history without a say in the index.
    counts: !c.not_counting_reason,
  }));
  return replayRecord(record, {
    startingIndex:
      start.start_index_tenths !== null && start.start_index_date
        ? { index: start.start_index_tenths / 10, date: start.start_index_date }
        : null,
    ...(today === undefined ? {} : { today }),
    adjustments,
  });
}

/** Adjustment rows as the engine takes them. */
export const adjustmentsOf = (rows: readonly { datum: string; amount_tenths: number }[]) =>
  rows.map((r) => ({ date: r.datum, amount: r.amount_tenths / 10 }));

/** History rows as stored (tenths), one per card. */
export function historyRows(cards: readonly CardRow[], history: readonly HandicapHistoryEntry[]) {
  return history.map((h, i) => ({
    seq: i + 1,
    card_id: cards[i]!.id,
    datum: h.date,
    index_tenths: h.index === null ? null : toTenths(h.index),
    differential_tenths: h.differential === null ? null : toTenths(h.differential),
    details: {
      status: h.status,
      indexBefore: h.indexBefore,
      courseHandicap: h.courseHandicap,
      adjustedGrossScore: h.adjustedGrossScore,
      esr: h.esr,
      calculatedIndex: h.calculatedIndex,
      lowIndex: h.lowIndex,
      cap: h.cap,
      adjustment: h.adjustment,
      usedDifferentials: [...h.usedDifferentials],
    },
  }));
}
