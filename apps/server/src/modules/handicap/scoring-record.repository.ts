import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { cardListVersions, scorecards } from '../../db/schema';
import { adjustmentsOfPlayer } from './handicap-record.repository';
import { selectCardViews, toCardView, type CardView } from '../scorecards/card-view.repository';

/** The processed cards of a player: what the handicap record is made of. */
export class ScoringRecordRepository {
  private readonly versionQuery;

  constructor(private readonly db: Db) {
    this.versionQuery = db
      .select({ version: cardListVersions.version })
      .from(cardListVersions)
      .where(eq(cardListVersions.player_id, sql.placeholder('playerId')))
      .prepare('scoring_record_version');
  }

  /** Every processed card of the player in playing order (the order the engine replays). */
  async processed(playerId: number): Promise<CardView[]> {
    const rows = await selectCardViews(this.db)
      .where(and(eq(scorecards.player_id, playerId), eq(scorecards.verwerkt, true)))
      .orderBy(asc(scorecards.datum), asc(scorecards.tijd), asc(scorecards.id));
    return rows.map(toCardView);
  }

  /** The handicap committee's adjustments of the player's index (Rule 7.1a), oldest first. */
  adjustments(playerId: number) {
    return adjustmentsOfPlayer(this.db, playerId);
  }

  /**
   * The player's card version: moved by the database on every change to any of their cards
   * (processing included), so every server process on the database agrees on it.
   */
  async version(playerId: number): Promise<number> {
    const [row] = await this.versionQuery.execute({ playerId });
    return row?.version ?? 0;
  }
}
