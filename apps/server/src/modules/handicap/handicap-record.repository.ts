import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { handicapHistory, players, scorecards, type CardRow } from '../../db/schema';

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
}
