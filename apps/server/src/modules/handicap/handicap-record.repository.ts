import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  cardListVersions,
  handicapAdjustments,
  handicapHistory,
  players,
  scorecards,
  type CardRow,
} from '../../db/schema';

/**
 * The committee's adjustments of the player's index (Rule 7.1a), oldest first: what processing
 * replays and what the scoring record shows.
 */
export function adjustmentsOfPlayer(db: Db, playerId: number) {
  return db
    .select()
    .from(handicapAdjustments)
    .where(eq(handicapAdjustments.player_id, playerId))
    .orderBy(asc(handicapAdjustments.datum), asc(handicapAdjustments.id));
}

/** What processing a card writes: the player's record, its replayed history and the index. */
export class HandicapRecordRepository {
  constructor(private readonly db: Db) {}

  /** The player's processed cards in playing order: the record the engine replays. */
  processedCards(playerId: number): Promise<CardRow[]> {
    return this.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.player_id, playerId), eq(scorecards.verwerkt, true)))
      .orderBy(asc(scorecards.datum), asc(scorecards.tijd), asc(scorecards.id));
  }

  async setPlayerIndex(playerId: number, tenths: number | null) {
    await this.db.update(players).set({ handicap_tenths: tenths }).where(eq(players.id, playerId));
  }

  async replaceHistory(
    playerId: number,
    rows: Omit<typeof handicapHistory.$inferInsert, 'player_id'>[],
  ) {
    await this.db.delete(handicapHistory).where(eq(handicapHistory.player_id, playerId));
    if (rows.length)
      await this.db
        .insert(handicapHistory)
        .values(rows.map((r) => ({ ...r, player_id: playerId })));
  }

  /** The committee's adjustments of the player's index (Rule 7.1a), oldest first. */
  adjustments(playerId: number) {
    return adjustmentsOfPlayer(this.db, playerId);
  }

  /**
   * Moves the player's card version (what the kept card lists and handicap histories stand on)
   * for a change of their record that touches no card: an adjustment added or removed.
   */
  async touch(playerId: number) {
    await this.db
      .insert(cardListVersions)
      .values({ player_id: playerId, version: 1 })
      .onConflictDoUpdate({
        target: cardListVersions.player_id,
        set: { version: sql`${cardListVersions.version} + 1` },
      });
  }
}
