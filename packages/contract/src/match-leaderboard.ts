import { z } from 'zod';
import { COUNTBACK_LEVELS, MATCH_RESULT_KINDS } from '@fairway/golf';
import { MatchPlayer } from './matches';

/**
 * One line of a match's live leaderboard (packages/golf liveLeaderboard): the entry's place so
 * far, its players as the match lists show them, holes played and its score by the result kind.
 */
export const LeaderboardLine = z.object({
  /** 1, 2, 2, 4, …; null before the first hole or without a return. */
  position: z.number().nullable(),
  /** The position is shared (a tie countback did not, or cannot yet, separate). */
  tied: z.boolean(),
  team_id: z.number(),
  players: z.array(MatchPlayer),
  /** Holes with a score. */
  thru: z.number(),
  /** So far: stableford points, net or gross strokes, or pluses minus minuses against par. */
  total: z.number().nullable(),
  /** Stroke play: strokes against the par of the holes played; null for the other kinds. */
  to_par: z.number().nullable(),
  /** The countback level that placed a finished entry below another with the same total. */
  countback: z.enum(COUNTBACK_LEVELS).nullable(),
  /** Every hole has a score or the card is handed in. */
  finished: z.boolean(),
  /** The marker signed: until then the scores are as the player typed them. */
  confirmed: z.boolean(),
  status: z.enum(['ok', 'no_return', 'not_started']),
  is_self: z.boolean(),
});
export type LeaderboardLine = z.infer<typeof LeaderboardLine>;

/**
 * GET /api/wedstrijd/{id}/leaderboard: per category (the match's order, then the entries without
 * one). Computed at most every few seconds per match; `computed_at` says when (ISO).
 */
export const LeaderboardResponse = z.object({
  uitslag: z.enum(MATCH_RESULT_KINDS),
  /** Better ball: each line's score is the better of the partners' per hole. */
  better_ball: z.boolean(),
  /** Played today and not yet processed: the board still moves. */
  live: z.boolean(),
  computed_at: z.string(),
  categories: z.array(
    z.object({
      id: z.number().nullable(),
      naam: z.string().nullable(),
      lines: z.array(LeaderboardLine),
    }),
  ),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;
