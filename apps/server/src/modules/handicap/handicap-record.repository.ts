import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  cardListVersions,
  handicapAdjustments,
  handicapHistory,
  holes,
  matches,
  players,
  scorecardScores,
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

  /**
   * The index the player's history gives after their last processed card played before `at`, in
   * the replay's order (processedCards: date, time, id); undefined when no card is before it. A
   * card not yet in the database (`at.id` undefined) will get a higher id than every card there,
   * so it follows those of its own date and time.
   */
  async indexBefore(
    playerId: number,
    at: { datum: string; tijd: string; id?: number | undefined },
  ): Promise<number | null | undefined> {
    const before =
      at.id === undefined
        ? sql`(${scorecards.datum}, ${scorecards.tijd}) <= (${at.datum}::date, ${at.tijd}::text)`
        : sql`(${scorecards.datum}, ${scorecards.tijd}, ${scorecards.id}) < (${at.datum}::date, ${at.tijd}::text, ${at.id}::integer)`;
    const [row] = await this.db
      .select({ index: handicapHistory.index_tenths })
      .from(handicapHistory)
      .innerJoin(scorecards, eq(scorecards.id, handicapHistory.card_id))
      .where(and(eq(handicapHistory.player_id, playerId), before))
      .orderBy(desc(handicapHistory.seq))
      .limit(1);
    return row ? row.index : undefined;
  }

  /** The index the player's record starts from (carried over, or 54.0 for a beginner). */
  async setStartIndex(
    playerId: number,
    start: { start_index_tenths: number | null; start_index_date: string | null },
  ) {
    await this.db
      .update(players)
      .set({
        start_index_tenths: start.start_index_tenths,
        start_index_date: start.start_index_date,
      })
      .where(eq(players.id, playerId));
  }

  /**
   * Processed cards played before, with their hole scores, in a few statements (a record brought
   * in whole, importRecord): their ids in the order given.
   */
  async insertPlayed(
    cards: readonly {
      card: Omit<typeof scorecards.$inferInsert, 'id'>;
      strokes: readonly number[];
    }[],
    now: Date,
  ): Promise<number[]> {
    if (cards.length === 0) return [];
    const ids = await this.db
      .insert(scorecards)
      .values(cards.map(({ card }) => ({ ...card, created_at: now })))
      .returning({ id: scorecards.id });
    const rows = ids.flatMap(({ id }, n) =>
      cards[n]!.strokes.map((strokes, i) => ({
        club_id: cards[n]!.card.club_id,
        card_id: id,
        hole_nr: i + 1,
        strokes,
        saved_at: now,
      })),
    );
    // Within the database's limit of parameters per statement.
    for (let i = 0; i < rows.length; i += 2_000)
      await this.db.insert(scorecardScores).values(rows.slice(i, i + 2_000));
    return ids.map((r) => r.id);
  }

  /** Whether the match takes its cards into handicap records when it is processed. */
  async matchQualifies(clubId: number, matchId: number | null): Promise<boolean> {
    if (matchId === null) return false;
    const [row] = await this.db
      .select({ qualifying: matches.qualifying })
      .from(matches)
      .where(and(eq(matches.club_id, clubId), eq(matches.id, matchId)));
    return row?.qualifying ?? false;
  }

  /** A tee's holes in order (a card re-stamped after the replay caps its hole scores again). */
  teeHoles(clubId: number, teeId: number) {
    return this.db
      .select()
      .from(holes)
      .where(and(eq(holes.club_id, clubId), eq(holes.tee_id, teeId)))
      .orderBy(asc(holes.hole_nr));
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
