import { GolfInputError } from '../errors';
import { holeArray, holeParOf, requireEntryId, sameLength, sum } from '../validate';
import {
  betterBallHole,
  playerHoleValues,
  sidePlayers,
  rankBetterBall,
  rankResults,
  checkResultScoring,
  type CountbackLevel,
  type RankedLine,
  type ResultScoring,
  type SidePlayer,
} from './results';

/**
 * One entry of a match as it is being played: an individual or a one-ball side (one player), or a
 * better-ball side (two to four players, each with their own ball and Playing Handicap). Holes in
 * the course's order (hole 1 first, whatever the starting tee).
 */
export interface LeaderboardEntry {
  entryId: number;
  holePars: readonly number[];
  strokeIndexes: readonly number[];
  /** Per player: gross strokes per hole as typed so far; null or 0 for a hole not typed (yet). */
  players: readonly SidePlayer[];
  /**
   * The card is handed in: its holes without a score are final (stableford 0 points, against par
   * lost, stroke play no return), as the results count them.
   */
  submitted: boolean;
  /** The marker signed the card(s); until then the scores on the board are unconfirmed. */
  confirmed: boolean;
}

export interface LeaderboardLine {
  entryId: number;
  /** 1, 2, 2, 4, …; null for an entry without a score yet or without a return. */
  position: number | null;
  tied: boolean;
  /** Holes with a score (of any partner, better ball). */
  thru: number;
  /**
   * So far: stableford points, net or gross strokes, pluses minus minuses against par; null
   * before the first hole and without a return.
   */
  total: number | null;
  /** Stroke play: strokes against the par of the holes played (net or gross); else null. */
  toPar: number | null;
  /** The countback level that put a finished entry below another finished one with the same total. */
  countback: CountbackLevel | null;
  /** Every hole has a score, or the card is handed in. */
  finished: boolean;
  confirmed: boolean;
  status: 'ok' | 'no_return' | 'not_started';
}

interface Live {
  entry: LeaderboardEntry;
  thru: number;
  finished: boolean;
  total: number;
  toPar: number | null;
  noReturn: boolean;
}

function liveOf(entry: LeaderboardEntry, scoring: ResultScoring, index: number): Live {
  const field = `entries[${index}]`;
  requireEntryId(entry.entryId, `${field}.entryId`);
  const pars = Array.from(holeArray(entry.holePars, `${field}.holePars`)).map((p, h) =>
    holeParOf(p, `${field}.holePars[${h}]`),
  );
  sameLength(entry.strokeIndexes, pars, `${field}.strokeIndexes`);
  const players = sidePlayers(entry.players, `${field}.players`);
  if (players.length > 1 && scoring !== 'stableford' && scoring !== 'net') {
    throw new GolfInputError('OPTION_INVALID', 'scoring', 'better ball is stableford or net');
  }
  const perPlayer = players.map((p, i) =>
    playerHoleValues(p, entry, scoring, `${field}.players[${i}]`),
  );
  const higherIsBetter = scoring === 'stableford' || scoring === 'against-par';
  const holes = pars.map((_, h) =>
    betterBallHole(
      perPlayer.map((p) => p[h] ?? null),
      higherIsBetter,
    ),
  );
  const played = holes.flatMap((v, h) => (v === null ? [] : [{ v, par: pars[h] as number }]));
  const thru = played.length;
  const finished = entry.submitted || thru === pars.length;
  const stroke = !higherIsBetter;
  // A handed-in card's empty holes: 0 points, a lost hole against par (Rule 21.3b(1)), and in
  // stroke play no return (Rule 3.3c) — as the results count them.
  const empty = finished ? pars.length - thru : 0;
  return {
    entry,
    thru,
    finished,
    total: sum(played.map((p) => p.v)) - (scoring === 'against-par' ? empty : 0),
    toPar: stroke ? sum(played.map((p) => p.v - p.par)) : null,
    noReturn: stroke && empty > 0,
  };
}

/** The final ranking of the finished entries (countback), by the results' own functions. */
function finalRanks(live: Live[], scoring: ResultScoring): Map<number, RankedLine> {
  const done = live.filter((l) => l.finished && !l.noReturn).map((l) => l.entry);
  if (done.length === 0) return new Map();
  const sameHoles = done.every((e) => e.holePars.length === done[0]!.holePars.length);
  if (!sameHoles) return new Map();
  const lines = done.some((e) => e.players.length > 1)
    ? rankBetterBall({
        scoring: scoring as 'stableford' | 'net',
        cards: done,
      })
    : rankResults({
        scoring,
        cards: done.map((e) => ({
          entryId: e.entryId,
          holePars: e.holePars,
          strokeIndexes: e.strokeIndexes,
          strokes: e.players[0]!.strokes,
          playingHandicap: e.players[0]!.playingHandicap,
        })),
      });
  return new Map(lines.map((l) => [l.entryId, l]));
}

/**
 * The live leaderboard of one category while a match is played, by the match's result kind.
 *
 * - Stableford and against par: most points (pluses minus minuses) so far first.
 * - Net and gross stroke play: fewest strokes against the par of the holes played first, so that
 *   entries on different holes compare (net: gross − the strokes received on each hole).
 * - "Thru" is the number of holes with a score, which also fits shotgun and two-tee starts.
 * - Entries with the same score share the position (1, 2, 2, 4) while any of them is still
 *   playing. When all of them have finished, countback decides as in the results (rankResults /
 *   rankBetterBall: the last 9, 6, 3 holes and the last hole in the course's order, R&A Committee
 *   Procedures 5A(7); net stroke play with ½, ⅓, ⅙ and 1/18 of the Playing Handicap), so a
 *   finished board is ordered like the results the committee will publish.
 * - Entries without a score are listed last without a position, after those without a return.
 */
export function liveLeaderboard(input: {
  scoring: ResultScoring;
  entries: readonly LeaderboardEntry[];
}): LeaderboardLine[] {
  const { scoring } = input;
  checkResultScoring(scoring);
  if (!Array.isArray(input.entries)) throw new GolfInputError('INPUT_MISSING', 'entries');
  const live = input.entries.map((e, i) => liveOf(e, scoring, i));
  const final = finalRanks(live, scoring);
  const higherIsBetter = scoring === 'stableford' || scoring === 'against-par';
  const score = (l: Live) => {
    const value = higherIsBetter ? l.total : (l.toPar as number);
    return higherIsBetter ? -value : value;
  };
  const ranked = live
    .filter((l) => (l.thru > 0 || l.finished) && !l.noReturn)
    .sort((a, b) => score(a) - score(b) || b.thru - a.thru || a.entry.entryId - b.entry.entryId);
  const lines: LeaderboardLine[] = [];
  for (let start = 0; start < ranked.length;) {
    let end = start + 1;
    while (end < ranked.length && score(ranked[end]!) === score(ranked[start]!)) end++;
    const group = ranked.slice(start, end);
    const settled = group.every((l) => final.has(l.entry.entryId));
    if (settled) group.sort((a, b) => (finalPosition(a) as number) - (finalPosition(b) as number));
    group.forEach((l, i) => {
      const own = final.get(l.entry.entryId);
      const sameAsAbove =
        i > 0 && (!settled || own?.position === finalPosition(group[i - 1] as Live));
      const position = sameAsAbove ? (lines[lines.length - 1]!.position as number) : start + 1 + i;
      lines.push(lineOf(l, position, settled ? (own?.countback ?? null) : null));
      if (sameAsAbove) {
        lines[lines.length - 1]!.tied = true;
        lines[lines.length - 2]!.tied = true;
      }
    });
    start = end;
  }
  function finalPosition(l: Live) {
    return final.get(l.entry.entryId)?.position;
  }
  const byId = (a: Live, b: Live) => a.entry.entryId - b.entry.entryId;
  for (const l of live.filter((x) => x.noReturn).sort(byId)) {
    lines.push({ ...lineOf(l, null, null), total: null, toPar: null, status: 'no_return' });
  }
  for (const l of live.filter((x) => x.thru === 0 && !x.finished).sort(byId)) {
    lines.push({ ...lineOf(l, null, null), total: null, toPar: null, status: 'not_started' });
  }
  return lines;
}

function lineOf(l: Live, position: number | null, countback: CountbackLevel | null) {
  return {
    entryId: l.entry.entryId,
    position,
    tied: false,
    thru: l.thru,
    total: l.total,
    toPar: l.toPar,
    countback,
    finished: l.finished,
    confirmed: l.entry.confirmed,
    status: 'ok' as const,
  } satisfies LeaderboardLine;
}
