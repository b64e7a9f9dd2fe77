import type { LeaderboardLine, LeaderboardResponse } from '@fairway/contract';
import { signedTotal, type MatchResultKind } from '@fairway/golf';

/** Stroke play shows strokes against par as the score, and the strokes beside it. */
export const isStrokePlay = (kind: MatchResultKind) => kind === 'netto' || kind === 'bruto';

/**
 * What a line shows, as i18n keys with their values or plain figures: the place ("T2" shared,
 * "NR" without a return, "–" before the first hole), the holes played ("F" when finished) and
 * the score by the result kind (points, +/− against par, strokes against par with "E" for level).
 */
type Key<K extends string> = `matches.leaderboard.${K}`;

export interface LineView {
  place: { key: Key<'noReturn'>; n?: undefined } | { key: Key<'tied' | 'place'>; n: number } | null;
  thru: { key: Key<'finished'> } | number | null;
  score: { key: Key<'level'> } | string | null;
}

export function lineView(line: LeaderboardLine, kind: MatchResultKind): LineView {
  const place =
    line.status === 'no_return'
      ? { key: 'matches.leaderboard.noReturn' as const }
      : line.position === null
        ? null
        : line.tied
          ? { key: 'matches.leaderboard.tied' as const, n: line.position }
          : { key: 'matches.leaderboard.place' as const, n: line.position };
  const thru = line.finished
    ? { key: 'matches.leaderboard.finished' as const }
    : line.thru === 0
      ? null
      : line.thru;
  let score: LineView['score'] = null;
  if (line.status === 'ok' && line.total !== null) {
    if (isStrokePlay(kind))
      score =
        line.to_par === null || line.to_par === 0
          ? { key: 'matches.leaderboard.level' as const }
          : signedTotal(line.to_par);
    else score = kind === 'tegen_par' ? signedTotal(line.total) : String(line.total);
  }
  return { place, thru, score };
}

/** One screen of the clubhouse board: a category's lines that fit, with where they come from. */
export interface BoardPage {
  category: { id: number | null; naam: string | null };
  lines: LeaderboardLine[];
  /** This page's part of its category (1 of 3), for the heading. */
  part: number;
  parts: number;
}

/**
 * The board in screens of at most `rows` lines, each category on pages of its own (a category is
 * never continued under another's heading), in the board's order.
 */
export function boardPages(board: LeaderboardResponse, rows: number): BoardPage[] {
  const size = Math.max(1, Math.floor(rows));
  return board.categories.flatMap((c) => {
    const parts = Math.max(1, Math.ceil(c.lines.length / size));
    return Array.from({ length: parts }, (_, i) => ({
      category: { id: c.id, naam: c.naam },
      lines: c.lines.slice(i * size, (i + 1) * size),
      part: i + 1,
      parts,
    }));
  });
}
