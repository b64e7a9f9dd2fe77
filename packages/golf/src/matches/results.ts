import { GolfInputError } from '../errors';
import { againstParValue, stablefordPoints } from '../stableford';
import { strokesReceived } from '../strokes';
import {
  handicapOf,
  holeArray,
  holeParOf,
  requireEntryId,
  sameLength,
  strokesOf,
  sum,
} from '../validate';
import type { MatchResultKind } from './forms';

/**
 * How a match is scored: stableford points, stroke play on net (gross − Playing Handicap) or
 * gross strokes, or against par (holes won minus holes lost, net of the strokes received).
 */
export const RESULT_SCORINGS = ['stableford', 'net', 'gross', 'against-par'] as const;
export type ResultScoring = (typeof RESULT_SCORINGS)[number];

/** Refuses a scoring that ranks nothing (input from outside the type system). */
export function checkResultScoring(scoring: string): void {
  if (!(RESULT_SCORINGS as readonly string[]).includes(scoring))
    throw new GolfInputError('OPTION_INVALID', 'scoring');
}

/**
 * How a match's entries are ranked: its result kind's scoring, and better ball for a four-ball
 * (each partner's own ball, the better per hole) unless it counts gross strokes, where the side's
 * first card counts.
 */
export function matchScoring(
  uitslag: MatchResultKind,
  form: string,
): { scoring: ResultScoring; betterBall: boolean } {
  const scoring: ResultScoring =
    uitslag === 'stableford'
      ? 'stableford'
      : uitslag === 'tegen_par'
        ? 'against-par'
        : uitslag === 'netto'
          ? 'net'
          : 'gross';
  return { scoring, betterBall: form === 'four_ball' && scoring !== 'gross' };
}

/** Which countback level separated a result from the one above it with the same total. */
export const COUNTBACK_LEVELS = ['last9', 'last6', 'last3', 'last1'] as const;
export type CountbackLevel = (typeof COUNTBACK_LEVELS)[number];

/**
 * One card of a match: one ball (an individual, or a foursome/greensome side with its team
 * Playing Handicap), holes in the course's order (hole 1 first, whatever the starting tee).
 */
export interface ResultCard {
  /** The registration or team the card belongs to. */
  entryId: number;
  holePars: readonly number[];
  /** Stroke indexes (on nine holes the published 18-hole indexes; see strokesReceived). */
  strokeIndexes: readonly number[];
  /** Gross strokes per hole; null or 0 for no score (stableford: 0 points; stroke play: no return). */
  strokes: readonly (number | null)[];
  /** The Playing Handicap (allowance applied); ignored for gross. */
  playingHandicap: number;
}

/** One ball of a better-ball side: gross strokes per hole (null or 0: no score) and its Playing Handicap. */
export interface SidePlayer {
  strokes: readonly (number | null)[];
  playingHandicap: number;
}

/** A better-ball side: two (or more) balls, each with its own Playing Handicap, one score per hole. */
export interface BetterBallCard {
  entryId: number;
  holePars: readonly number[];
  strokeIndexes: readonly number[];
  players: readonly SidePlayer[];
}

export interface RankedLine {
  entryId: number;
  /** 1, 2, 2, 4, …: shared only when countback cannot separate; null without a return. */
  position: number | null;
  /** True when the position is shared. */
  tied: boolean;
  /** Points (stableford), strokes (net or gross) or pluses minus minuses (against par); null without a return. */
  total: number | null;
  /** Gross strokes of the card (null when a hole has no score, or for better ball). */
  gross: number | null;
  /** The countback level that put this line below the one above with the same total. */
  countback: CountbackLevel | null;
  /** 'ok', or 'no_return': a stroke-play card with a hole not completed (Rule 3.3c). */
  status: 'ok' | 'no_return';
}

/** A card's scores reduced to what ranking needs. */
interface Scored {
  entryId: number;
  /** Per hole: points (higher is better) or strokes (lower is better), in course order. */
  holes: number[] | null;
  /** Handicap still to take off proportionally (net stroke play), else 0. */
  handicap: number;
  gross: number | null;
}

/**
 * Countback segments (R&A Committee Procedures 5A(7)): the last 9, 6, 3 holes and the last hole
 * of an 18-hole round; a 9-hole round uses the last 6, 3 and 1 (the last 9 would be the whole
 * round). "Last" counts in the course's hole order, also for two-tee and shotgun starts (holes
 * 10–18, 13–18, 16–18, 18), as the R&A recommends. Other hole counts (up to 20) use the same
 * segments when they are shorter than the round.
 */
export function countbackSegments(holes: number): { level: CountbackLevel; holes: number }[] {
  const all: { level: CountbackLevel; holes: number }[] = [
    { level: 'last9', holes: 9 },
    { level: 'last6', holes: 6 },
    { level: 'last3', holes: 3 },
    { level: 'last1', holes: 1 },
  ];
  return all.filter((s) => s.holes < holes);
}

function scoreCard(card: ResultCard, scoring: ResultScoring, index: number): Scored {
  const field = `cards[${index}]`;
  requireEntryId(card.entryId, `${field}.entryId`);
  const pars = Array.from(holeArray(card.holePars, `${field}.holePars`));
  const strokes = Array.from(holeArray(card.strokes, `${field}.strokes`));
  sameLength(strokes, pars, `${field}.strokes`);
  const gross = strokes.map((s, i) => strokesOf(s, `${field}.strokes[${i}]`));
  const complete = gross.every((s) => s > 0);
  if (scoring === 'stableford' || scoring === 'against-par') {
    const round = {
      holePars: card.holePars,
      strokeIndexes: card.strokeIndexes,
      strokes: card.strokes,
      playingHandicap: card.playingHandicap,
    };
    // Against par a hole without a score is a hole not completed: lost (Rule 21.3b(1)), a '-'.
    const holes =
      scoring === 'stableford'
        ? stablefordPoints(round).holes
        : stablefordPoints({ ...round, mode: 'against-par', emptyHole: '-' }).holes.map(
            againstParValue,
          );
    return { entryId: card.entryId, holes, handicap: 0, gross: complete ? sum(gross) : null };
  }
  pars.forEach((p, i) => holeParOf(p, `${field}.holePars[${i}]`));
  sameLength(card.strokeIndexes, pars, `${field}.strokeIndexes`);
  const handicap =
    scoring === 'net' ? handicapOf(card.playingHandicap, `${field}.playingHandicap`) : 0;
  if (scoring === 'net') strokesReceived({ handicap, strokeIndexes: card.strokeIndexes });
  return {
    entryId: card.entryId,
    holes: complete ? gross : null,
    handicap,
    gross: complete ? sum(gross) : null,
  };
}

/**
 * The comparison key of a scored card, best first: [total, last 9, last 6, last 3, last 1], each
 * oriented so that a higher key is better and scaled by the hole count so that a proportional
 * handicap stays an integer (net: n × strokes − handicap × k for the last k of n holes).
 */
function keyOf(s: Scored, higherIsBetter: boolean, n: number): number[] {
  const holes = s.holes as number[];
  const segments = [{ holes: n }, ...countbackSegments(n)];
  return segments.map(({ holes: k }) => {
    const value = sum(holes.slice(n - k)) * n - s.handicap * k;
    return higherIsBetter ? value : -value;
  });
}

function rank(scored: Scored[], higherIsBetter: boolean): RankedLine[] {
  const n = scored.find((s) => s.holes)?.holes?.length ?? 0;
  for (const s of scored) {
    if (s.holes && s.holes.length !== n) {
      throw new GolfInputError(
        'LENGTH_MISMATCH',
        'cards',
        'every card of a match has the same holes',
      );
    }
  }
  const levels: (CountbackLevel | null)[] = [null, ...countbackSegments(n).map((s) => s.level)];
  const ranked = scored
    .filter((s) => s.holes)
    .map((s) => ({ s, key: keyOf(s, higherIsBetter, n) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i++) {
        const d = (b.key[i] as number) - (a.key[i] as number);
        if (d !== 0) return d;
      }
      return a.s.entryId - b.s.entryId;
    });
  const lines: RankedLine[] = [];
  ranked.forEach(({ s, key }, i) => {
    const above = ranked[i - 1];
    const differsAt = above ? key.findIndex((v, j) => v !== above.key[j]) : 0;
    const shared = above !== undefined && differsAt === -1;
    const position = shared ? (lines[i - 1]?.position as number) : i + 1;
    if (shared) (lines[i - 1] as RankedLine).tied = true;
    lines.push({
      entryId: s.entryId,
      position,
      tied: shared,
      total: sum(s.holes as number[]) - s.handicap,
      gross: s.gross,
      countback: above && differsAt > 0 ? (levels[differsAt] ?? null) : null,
      status: 'ok',
    });
  });
  for (const s of scored.filter((x) => !x.holes).sort((a, b) => a.entryId - b.entryId)) {
    lines.push({
      entryId: s.entryId,
      position: null,
      tied: false,
      total: null,
      gross: null,
      countback: null,
      status: 'no_return',
    });
  }
  return lines;
}

/**
 * The results of one category (one ball per card: individuals, foursomes, greensomes).
 *
 * - stableford: most points first; a hole without a score scores 0.
 * - against-par: most holes won ('+') minus holes lost ('-') first, each hole's net strokes
 *   against its par (Rules of Golf 21.3); a hole without a score is lost.
 * - net: fewest of gross − Playing Handicap; gross: fewest strokes. A stroke-play card with a hole
 *   without a score has no return (Rule 3.3c) and is listed last without a position.
 *
 * Ties on the total are decided by countback over the last 9, 6, 3 holes and the last hole (see
 * countbackSegments). Net stroke play takes off the proportional handicap for each segment, ½, ⅓,
 * ⅙ and 1/18 of the Playing Handicap (k/n for the last k of n holes), without rounding the
 * fractions — one of the two methods Committee Procedures 5A(7) allows, chosen because it never
 * needs a further rule for rounding. Stableford and against par compare the points (+1, −1, 0) on
 * those holes, which already include each hole's strokes. Players equal at every level share the position (1, 2, 2, 4).
 */
export function rankResults(input: {
  scoring: ResultScoring;
  cards: readonly ResultCard[];
}): RankedLine[] {
  const { scoring } = input;
  checkResultScoring(scoring);
  if (!Array.isArray(input.cards)) throw new GolfInputError('INPUT_MISSING', 'cards');
  const scored = input.cards.map((c, i) => scoreCard(c, scoring, i));
  return rank(scored, scoring === 'stableford' || scoring === 'against-par');
}

/** A side's players, one to four: refused otherwise (input from outside the type system). */
export function sidePlayers(players: readonly SidePlayer[], field: string): readonly SidePlayer[] {
  if (!Array.isArray(players as unknown) || players.length < 1 || players.length > 4) {
    throw new GolfInputError('LENGTH_MISMATCH', field, 'a side has 1–4 players');
  }
  return players;
}

/**
 * A player's value per hole, null where the hole has no score: stableford points, against-par
 * +1/−1/0, net strokes (gross − strokes received on the hole) or gross strokes. For a better-ball
 * side (each player's own ball) and the live leaderboard, which count the same holes.
 */
export function playerHoleValues(
  player: SidePlayer,
  card: { holePars: readonly number[]; strokeIndexes: readonly number[] },
  scoring: ResultScoring,
  field: string,
): (number | null)[] {
  const strokes = Array.from(holeArray(player.strokes, `${field}.strokes`));
  sameLength(strokes, card.holePars, `${field}.strokes`);
  const gross = strokes.map((s, h) => strokesOf(s, `${field}.strokes[${h}]`));
  const round = {
    holePars: card.holePars,
    strokeIndexes: card.strokeIndexes,
    strokes: gross,
    playingHandicap: player.playingHandicap,
  };
  const values =
    scoring === 'stableford'
      ? stablefordPoints(round).holes
      : scoring === 'against-par'
        ? stablefordPoints({ ...round, mode: 'against-par' }).holes.map(againstParValue)
        : scoring === 'net'
          ? strokesReceived({
              handicap: handicapOf(player.playingHandicap, `${field}.playingHandicap`),
              strokeIndexes: card.strokeIndexes,
            }).map((received, h) => (gross[h] as number) - received)
          : gross;
  return values.map((v, h) => ((gross[h] as number) > 0 ? v : null));
}

/**
 * A better-ball side's value on one hole from its players' values (null where a player has no
 * score): the best of them — the highest when higher is better (points), else the lowest
 * (strokes) — or null when no player has a score.
 */
export function betterBallHole(
  values: readonly (number | null)[],
  higherIsBetter: boolean,
): number | null {
  const scored = values.filter((v): v is number => v !== null);
  if (scored.length === 0) return null;
  return higherIsBetter ? Math.max(...scored) : Math.min(...scored);
}

/**
 * The results of a better-ball (four-ball) category: each player plays their own ball with their
 * own Playing Handicap (85 %, see formAllowances); the side's score on a hole is the better
 * of its players' — the most stableford points, or the lowest net score (gross − strokes received
 * on that hole). A net stroke-play hole where no partner has a score leaves the side without a
 * return. Countback compares the side's hole scores over the same segments; the handicap is
 * already in each hole, so nothing more is taken off.
 */
export function rankBetterBall(input: {
  scoring: 'stableford' | 'net';
  cards: readonly BetterBallCard[];
}): RankedLine[] {
  const { scoring } = input;
  if (scoring !== 'stableford' && scoring !== 'net') {
    throw new GolfInputError('OPTION_INVALID', 'scoring');
  }
  if (!Array.isArray(input.cards)) throw new GolfInputError('INPUT_MISSING', 'cards');
  const scored = input.cards.map((card, c): Scored => {
    const field = `cards[${c}]`;
    requireEntryId(card.entryId, `${field}.entryId`);
    const players = sidePlayers(card.players, `${field}.players`);
    const pars = Array.from(holeArray(card.holePars, `${field}.holePars`));
    const perPlayer = players.map((p, i) =>
      playerHoleValues(p, card, scoring, `${field}.players[${i}]`),
    );
    const holes: number[] = [];
    for (let h = 0; h < pars.length; h++) {
      holeParOf(pars[h], `${field}.holePars[${h}]`);
      const best = betterBallHole(
        perPlayer.map((p) => p[h] ?? null),
        scoring === 'stableford',
      );
      if (best === null) {
        if (scoring === 'net')
          return { entryId: card.entryId, holes: null, handicap: 0, gross: null };
        holes.push(0);
      } else holes.push(best);
    }
    return { entryId: card.entryId, holes, handicap: 0, gross: null };
  });
  return rank(scored, scoring === 'stableford');
}
