import {
  liveLeaderboard,
  matchScoring,
  type LeaderboardEntry,
  type LeaderboardLine as Line,
} from '@fairway/golf';
import type { LeaderboardLine, LeaderboardResponse } from '@fairway/contract';
import { LRUCache } from 'lru-cache';
import type { Auth } from '../../club-context/caller';
import type { CoursesRepository } from '../courses';
import { rankedHandicaps, type EntryHandicaps } from './entry-handicaps';
import { wall, type MatchesRepository, type MatchWithCourse } from './matches.repository';
import type { MatchReads } from './match-reads';

/**
 * How long a computed board is answered before it is computed again: members' phones and the
 * clubhouse screen poll every few seconds, and one computation per match serves them all.
 */
export const LEADERBOARD_FRESH_MS = 3_000;

type Card = Awaited<ReturnType<MatchesRepository['cards']>>[number];
type Registration = Awaited<ReturnType<MatchesRepository['registrations']>>[number];

/**
 * A match's board before it is shown to a viewer: the lines per category with their teams, and
 * the registrations the board was computed from (whose players the lines show).
 */
interface Board {
  computedAt: string;
  betterBall: boolean;
  categories: { id: number | null; naam: string | null; lines: Line[] }[];
  registrations: Registration[];
}

/**
 * The live leaderboard of a match (GET /api/wedstrijd/{id}/leaderboard): the hole scores of the
 * match's cards as they are typed, ranked per category by the golf package's liveLeaderboard.
 * The board is computed at most once per LEADERBOARD_FRESH_MS per match and process; the names
 * are then shown to each viewer as the match's lists show them (MatchReads.seer).
 */
export class MatchLeaderboardService {
  private readonly boards = new LRUCache<string, { at: number; board: Promise<Board> }>({
    max: 200,
  });

  constructor(
    private readonly repo: MatchesRepository,
    private readonly courses: Pick<CoursesRepository, 'holes' | 'course'>,
    private readonly reads: MatchReads,
    private readonly clock: () => Date,
    /** What one-ball sides' partners play off, as the results rank them. */
    private readonly handicaps: EntryHandicaps,
  ) {}

  async leaderboard(auth: Auth, id: number): Promise<LeaderboardResponse> {
    const m = await this.reads.match(auth, id);
    const [board, now, see] = await Promise.all([
      this.board(auth.clubId, m),
      this.reads.now(auth.clubId),
      this.reads.seer(auth, id),
    ]);
    const line = (l: Line): LeaderboardLine => {
      const players = board.registrations.filter((r) => r.team_id === l.entryId).map(see);
      return {
        position: l.position,
        tied: l.tied,
        team_id: l.entryId,
        players,
        thru: l.thru,
        total: l.total,
        to_par: l.toPar,
        countback: l.countback,
        finished: l.finished,
        confirmed: l.confirmed,
        status: l.status,
        is_self: players.some((p) => p.is_self),
      };
    };
    return {
      uitslag: m.uitslag,
      better_ball: board.betterBall,
      live: !m.verwerkt && wall(m.aanvang).slice(0, 10) === now.slice(0, 10),
      computed_at: board.computedAt,
      categories: board.categories.map((c) => ({ ...c, lines: c.lines.map(line) })),
    };
  }

  /**
   * The match's board, computed again once the kept one is older than LEADERBOARD_FRESH_MS; a
   * board still being computed is shared by the calls that arrive meanwhile.
   */
  private board(clubId: number, m: MatchWithCourse): Promise<Board> {
    const key = `${clubId}:${m.id}`;
    const now = this.clock().getTime();
    const kept = this.boards.get(key);
    if (kept && now - kept.at < LEADERBOARD_FRESH_MS) return kept.board;
    const board = this.read(clubId, m, now);
    this.boards.set(key, { at: now, board });
    board.catch(() => {
      if (this.boards.get(key)?.board === board) this.boards.delete(key);
    });
    return board;
  }

  private async read(clubId: number, m: MatchWithCourse, at: number): Promise<Board> {
    const [teams, regs, categories, allCards] = await Promise.all([
      this.repo.teams(clubId, m.id),
      this.repo.registrations(clubId, m.id),
      this.repo.categories(clubId, m.id),
      this.repo.cards(clubId, m.id),
    ]);
    const cardOf = new Map<number, Card>();
    for (const c of allCards)
      if (c.rejected_at === null && !cardOf.has(c.relatie_id)) cardOf.set(c.relatie_id, c);
    const cards = [...cardOf.values()];
    const scores = await this.repo.cardScores(
      clubId,
      cards.map((c) => c.id),
    );
    // A field of 150 has some 2,700 scores: looked up by card and hole, not searched per hole.
    const saved = new Map(scores.map((s) => [`${s.card_id}:${s.hole_nr}`, s.strokes]));
    const strokesOf = (card: Card) =>
      Array.from({ length: card.aantal_holes }, (_, i) => saved.get(`${card.id}:${i + 1}`) ?? null);
    const { scoring, betterBall } = matchScoring(m.uitslag, m.wedstrijdvorm);
    const field = teams.filter((t) => !t.reservelijst);
    const cardOfReg = (r: Registration) =>
      r.relatie_id === null ? undefined : cardOf.get(r.relatie_id);
    const playedOff = await this.handicaps.playedOff(
      clubId,
      m,
      field,
      regs.filter((r) => !cardOfReg(r) && field.some((t) => t.id === r.team_id)),
    );
    const groups = new Map<number | null, { entries: LeaderboardEntry[]; waiting: number[] }>();
    for (const team of field) {
      const members = regs.filter((r) => r.team_id === team.id);
      const category = members[0]?.category_id ?? null;
      const group = groups.get(category) ?? { entries: [], waiting: [] };
      groups.set(category, group);
      const own = members.flatMap((r) => {
        const card = cardOfReg(r);
        return card ? [card] : [];
      });
      const first = own[0];
      const holes =
        first && first.course_club_id !== null && first.tee_id !== null
          ? (await this.courses.holes(first.course_club_id, first.tee_id)).slice(
              0,
              first.aantal_holes,
            )
          : [];
      if (!first || holes.length !== first.aantal_holes) {
        group.waiting.push(team.id);
        continue;
      }
      const counted = betterBall
        ? own.filter((c) => c.aantal_holes === first.aantal_holes)
        : [first];
      const handicaps = rankedHandicaps(
        m,
        members.map((reg) => ({ reg, card: cardOfReg(reg) })),
        counted,
        playedOff,
      );
      group.entries.push({
        entryId: team.id,
        holePars: holes.map((h) => h.par),
        strokeIndexes: holes.map((h) => h.si),
        players: counted.map((c, i) => ({
          strokes: strokesOf(c),
          playingHandicap: handicaps[i]!,
        })),
        submitted: counted.every((c) => c.is_ingevuld),
        confirmed: counted.every((c) => c.signed_at !== null),
      });
    }
    const order = [...categories.map((c) => c.id), null];
    return {
      computedAt: new Date(at).toISOString(),
      betterBall,
      registrations: regs,
      categories: order.flatMap((id) => {
        const group = groups.get(id);
        if (!group) return [];
        const lines = [
          ...liveLeaderboard({ scoring, entries: group.entries }),
          ...group.waiting.map((team) => waitingLine(team)),
        ];
        return [{ id, naam: categories.find((c) => c.id === id)?.naam ?? null, lines }];
      }),
    };
  }
}

/** A team without a card yet: on the board without a score. */
function waitingLine(entryId: number): Line {
  return {
    entryId,
    position: null,
    tied: false,
    thru: 0,
    total: null,
    toPar: null,
    countback: null,
    finished: false,
    confirmed: false,
    status: 'not_started',
  };
}
