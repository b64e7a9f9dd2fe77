import { GolfInputError, PROCESSING_RESULT, toTenths } from '@fairway/golf';
import type { HoleRow } from '../courses/courses.repository';
import { adjustedGrossOf } from '../scorecards/card-layout';
import type { CardRow, ScorecardsRepository } from '../scorecards/scorecards.repository';
import { historyRows, replayCards } from './handicap-record';

/**
 * Processes a complete card into the player's handicap: the adjusted gross score, then a replay
 * of the whole record (caps, ESR) by the engine; the card gets ehcp_nieuw, the player the new
 * index, the history the replay. Runs inside the card's transaction (`tx`), which holds the
 * player's lock, so a player's cards are processed one at a time. Returns the new index, or
 * undefined when the round cannot count (too few holes).
 */
export async function processCard(
  tx: ScorecardsRepository,
  card: CardRow,
  holeRows: readonly HoleRow[],
  strokes: readonly number[],
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
  const records = tx.handicapRecord();
  const record = await records.processedCards(card.player_id);
  const history = replayCards(record, player);
  await records.replaceHistory(card.player_id, historyRows(record, history));
  const entry = history[record.findIndex((c) => c.id === card.id)]!;
  const newTenths = entry.index === null ? null : toTenths(entry.index);
  await tx.update(card.club_id, card.id, {
    ehcp_nieuw_tenths: newTenths,
    differential_tenths: entry.differential === null ? null : toTenths(entry.differential),
    uitslag: PROCESSING_RESULT.ISVERWERKT,
  });
  const latest = history.at(-1)!;
  await records.setPlayerIndex(
    card.player_id,
    latest.index === null ? null : toTenths(latest.index),
  );
  return newTenths === null ? null : newTenths / 10;
}
