import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { clubs, courses, scorecards, tees } from '../../db/schema';
import type { CardRow } from '../scorecards/scorecards.repository';

/** A processed card with the names a scoring record shows. */
export interface RecordCardRow {
  card: CardRow;
  baan_naam: string | null;
  club_naam: string | null;
  tee_naam: string | null;
}

/** The processed cards of a player: what the handicap record is made of. */
export class ScoringRecordRepository {
  constructor(private readonly db: Db) {}

  /** Every processed card of the player in playing order (the order the engine replays). */
  processed(playerId: number): Promise<RecordCardRow[]> {
    return this.db
      .select({
        card: scorecards,
        baan_naam: courses.name,
        club_naam: clubs.naam,
        tee_naam: tees.naam,
      })
      .from(scorecards)
      .leftJoin(
        clubs,
        eq(clubs.id, sql`coalesce(${scorecards.course_club_id}, ${scorecards.club_id})`),
      )
      .leftJoin(courses, eq(courses.id, scorecards.baan_id))
      .leftJoin(tees, eq(tees.id, scorecards.tee_id))
      .where(and(eq(scorecards.player_id, playerId), eq(scorecards.verwerkt, true)))
      .orderBy(asc(scorecards.datum), asc(scorecards.tijd), asc(scorecards.id));
  }
}
