import type { HandicapHistoryEntry } from '@fairway/contract';
import { LIMITS } from '@fairway/golf';

/** One point of the handicap graph: a card that gave a new index. */
export interface GraphPoint {
  entry: HandicapHistoryEntry;
  /** Seconds since 1970 at noon UTC of the card's date (the chart's time axis). */
  x: number;
}

/** The chart's line colours, used in turn (spec §9: five). */
export const GRAPH_COLOURS = ['#1b6b3a', '#2f80ed', '#e07b00', '#8e44ad', '#c0392b'] as const;

/** The colour of the `n`th line of the chart. */
export const graphColour = (n: number): string => GRAPH_COLOURS[n % GRAPH_COLOURS.length]!;

/** `today` (YYYY-MM-DD) two years back (spec §9: the graph's window); 29 February → 28th. */
export function graphFrom(today: string): string {
  const [y, m, d] = today.split('-');
  const from = `${Number(y) - LIMITS.CARD_HISTORY_YEARS}-${m}-${d}`;
  return m === '02' && d === '29' ? from.replace(/-29$/, '-28') : from;
}

/**
 * The cards the graph draws, oldest first (spec §9): those of the last two years that gave a new
 * handicap index. A card after which the index stayed the same, or that gave none, is skipped.
 * (A team match, with more than one player, never reaches the history: the record holds only
 * individual scores.) The cards may start at the window: the oldest one's `index_before` is the
 * index it is compared with.
 */
export function graphPoints(
  newestFirst: readonly HandicapHistoryEntry[],
  today: string,
): GraphPoint[] {
  const from = graphFrom(today);
  const points: GraphPoint[] = [];
  // The index before the oldest card given: the record may start at the window (`date_from`).
  let last: number | null = newestFirst.at(-1)?.index_before ?? null;
  for (const entry of [...newestFirst].reverse()) {
    const changed = entry.index !== null && entry.index !== last;
    if (entry.index !== null) last = entry.index;
    if (!changed || entry.datum < from || entry.datum > today) continue;
    points.push({ entry, x: Date.parse(`${entry.datum}T12:00:00Z`) / 1000 });
  }
  return points;
}
