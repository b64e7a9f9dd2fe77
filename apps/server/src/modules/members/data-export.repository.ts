import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { memberRolesOf } from '../../db/member-columns';
import { bookings, clubs, memberships, scorecards } from '../../db/schema';

/** The rows of a member's own data export. */
export class DataExportRepository {
  constructor(private readonly db: Db) {}

  /** Every membership of the player (never the password hash). */
  memberships(playerId: number) {
    return this.db
      .select({
        club: clubs.naam,
        username: memberships.username,
        is_gast: memberships.is_gast,
        roles: memberRolesOf(),
        since: memberships.created_at,
      })
      .from(memberships)
      .innerJoin(clubs, eq(clubs.id, memberships.club_id))
      .where(eq(memberships.player_id, playerId))
      .orderBy(asc(clubs.naam));
  }

  /** All the player's cards, in playing order. */
  cards(playerId: number) {
    return this.db
      .select()
      .from(scorecards)
      .where(eq(scorecards.player_id, playerId))
      .orderBy(asc(scorecards.datum), asc(scorecards.id));
  }

  /** The member's places in tee times at this club. */
  bookings(clubId: number, relatieId: number) {
    return this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.club_id, clubId), eq(bookings.relatie_id, relatieId)))
      .orderBy(asc(bookings.date), asc(bookings.time));
  }
}
