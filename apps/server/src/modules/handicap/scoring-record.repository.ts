import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { scorecards } from '../../db/schema';
import { selectCardViews, toCardView, type CardView } from '../scorecards/card-view.repository';

/** The processed cards of a player: what the handicap record is made of. */
export class ScoringRecordRepository {
  constructor(private readonly db: Db) {}

  /** Every processed card of the player in playing order (the order the engine replays). */
  async processed(playerId: number): Promise<CardView[]> {
    const rows = await selectCardViews(this.db)
      .where(and(eq(scorecards.player_id, playerId), eq(scorecards.verwerkt, true)))
      .orderBy(asc(scorecards.datum), asc(scorecards.tijd), asc(scorecards.id));
    return rows.map(toCardView);
  }
}
