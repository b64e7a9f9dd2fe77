import {
  adjustedIndexTenths,
  GolfInputError,
  PROCESSING_RESULT,
  toTenths,
  type HandicapHistoryEntry,
} from '@fairway/golf';
import { AppError } from '../../errors';
import type { HoleRow } from '../courses/courses.repository';
import { adjustedGrossOf } from '../scorecards/card-layout';
import type { CardRow, ScorecardsRepository } from '../scorecards/scorecards.repository';
import { adjustmentsOf, historyRows, replayCards, type StartIndex } from './handicap-record';

/**
 * Processes a complete card into the player's handicap: the adjusted gross score, then a replay
 * of the whole record (caps, ESR) by the engine; the card gets ehcp_nieuw, the player the new
 * index, the history the replay. Runs inside the card's transaction (`tx`), which holds the
 * player's lock, so a player's cards are processed one at a time. Returns the new index, or
 * undefined when the round cannot count (too few holes).
 *
 * Every path into a handicap record comes through here, and the replay is given the club's
 * `today`: a card dated after it (a match processed before it is played, say) is refused with
 * CARD_DATE_IN_FUTURE and, as the caller's transaction then rolls back, changes nothing.
 */
export async function processCard(
  tx: ScorecardsRepository,
  card: CardRow,
  holeRows: readonly HoleRow[],
  strokes: readonly number[],
  today: string,
): Promise<number | null | undefined> {
  const player = await tx.lockPlayer(card.player_id);
  let ags: number;
  try {
    ags = adjustedGrossOf(card, holeRows, strokes);
  } catch (e) {
    if (e instanceof GolfInputError) {
      await tx.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISNIETVERWERKT });
      return undefined;
    }
    throw e;
  }
  await tx.update(card.club_id, card.id, { ags, verwerkt: true });
  await tx.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISVERWERKT });
  const { record, history } = await writeRecord(tx, card.player_id, player, today);
  // A card dated before others (the committee's entry) replays them: theirs follow as well.
  await syncFigures(tx, record, history);
  const entry = history[record.findIndex((c) => c.id === card.id)]!;
  return entry.index === null ? null : entry.index;
}

/**
 * Takes a processed card out of its player's handicap record (a match processed by mistake): the
 * card waits again as a match card, and the record is replayed without it, so the history, every
 * later card's index and the player's index are what they would have been had it never been
 * processed. Inside the card's transaction, as processCard.
 */
export async function unprocessCard(
  tx: ScorecardsRepository,
  card: CardRow,
  today: string,
  waitingAs: number,
): Promise<void> {
  const player = await tx.lockPlayer(card.player_id);
  await tx.update(card.club_id, card.id, {
    verwerkt: false,
    ags: null,
    ehcp_nieuw_tenths: null,
    differential_tenths: null,
    uitslag: waitingAs,
  });
  // Its last card gone, the record gives no index: the player keeps the one they had when it
  // was played (or their carried-over one).
  const { record, history } = await writeRecord(
    tx,
    card.player_id,
    player,
    today,
    player.start_index_tenths ?? card.index_before_tenths,
  );
  // The cards after it were processed with it in the record: their figures follow the replay.
  await syncFigures(tx, record, history);
}

/**
 * Replays the player's record as it stands after a change that is not a new card (a card's
 * scores corrected, a card marked not counting or counting again, an index adjustment added or
 * removed) and writes it: history, index and every card's figures. Inside a transaction of the
 * player's cards, which holds the player's lock.
 */
export async function replayPlayer(tx: ScorecardsRepository, playerId: number, today: string) {
  const player = await tx.lockPlayer(playerId);
  const { record, history } = await writeRecord(tx, playerId, player, today);
  await syncFigures(tx, record, history);
  return history.at(-1) ?? null;
}

/** Each card's index and differential as the replay gives them, written where they changed. */
async function syncFigures(
  tx: ScorecardsRepository,
  record: readonly CardRow[],
  history: readonly HandicapHistoryEntry[],
) {
  for (const [i, c] of record.entries()) {
    const h = history[i]!;
    const index = h.index === null ? null : toTenths(h.index);
    const differential = h.differential === null ? null : toTenths(h.differential);
    if (c.ehcp_nieuw_tenths !== index || c.differential_tenths !== differential)
      await tx.update(c.club_id, c.id, {
        ehcp_nieuw_tenths: index,
        differential_tenths: differential,
      });
  }
}

/**
 * Replays the player's processed cards as they stand now and writes the result: the history and
 * the player's index (`withoutCards` when no card is left). The one place a record is
 * written, with the club's `today` as the engine's guard.
 */
async function writeRecord(
  tx: ScorecardsRepository,
  playerId: number,
  player: StartIndex,
  today: string,
  /** The index when no card is left in the record. */
  withoutCards: number | null = player.start_index_tenths,
) {
  const records = tx.handicapRecord();
  const record = await records.processedCards(playerId);
  const adjustments = adjustmentsOf(await records.adjustments(playerId));
  let history;
  try {
    history = replayCards(record, player, today, adjustments);
  } catch (e) {
    if (e instanceof GolfInputError && e.code === 'DATE_IN_FUTURE')
      throw new AppError('CARD_DATE_IN_FUTURE', 'a card dated after today cannot be processed', [
        { field: 'datum', message: `a card of the record is dated after today (${today})` },
      ]);
    throw e;
  }
  await records.replaceHistory(playerId, historyRows(record, history));
  const latest = history.at(-1);
  // The index from today: the record's last one with the adjustments in effect today (one made
  // since the last card counts from its date on, committee-adjustment.ts in packages/golf).
  const recordIndex = latest
    ? latest.recordIndex === null
      ? null
      : toTenths(latest.recordIndex)
    : withoutCards;
  await records.setPlayerIndex(playerId, adjustedIndexTenths(recordIndex, adjustments, today));
  return { record, history };
}
