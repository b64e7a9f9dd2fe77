import type { ScorecardsRepository } from '../scorecards/scorecards.repository';
import type { StartIndex } from './handicap-record';

/**
 * The index in effect for a round played at `at` (its date and time; its id once it is in the
 * database), which its Course Handicap and net double bogey are reckoned from, as the replay
 * reckons them: the history's index after the cards played before it. With none before it, the
 * carried-over index from its date on, else the player's index now (a record that starts later).
 * Read in the caller's transaction (`cards`).
 */
export async function indexInEffect(
  cards: ScorecardsRepository,
  playerId: number,
  player: StartIndex & { handicap_tenths: number | null },
  at: { datum: string; tijd: string; id?: number | undefined },
): Promise<number | null> {
  const history = await cards.handicapRecord().indexBefore(playerId, at);
  if (history !== undefined) return history;
  return player.start_index_date !== null && player.start_index_date <= at.datum
    ? player.start_index_tenths
    : player.handicap_tenths;
}
