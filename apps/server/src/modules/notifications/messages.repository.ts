import { sameClubRow } from '../../db/same-club';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import {
  clubConfig,
  clubs,
  matches,
  matchRegistrations,
  matchTeams,
  matchViews,
  memberships,
  newsPosts,
} from '../../db/schema';
import { MatchesRepository } from '../matches';

/** A match's own row as a message needs it: name, day, window and what is published. */
export type MatchMessageRow = Pick<
  typeof matches.$inferSelect,
  'club_id' | 'id' | 'naam' | 'aanvang' | 'inschrijvingsstop'
> & { startlijst_vrijgegeven: boolean; publiceer_uitslag: boolean };

const active = isNull(memberships.deactivated_at);

/**
 * What the match and news messages read of other areas' rows (matches, the news post, who is in
 * a match, a post's audience) and the one row they write themselves: who opened a match's page.
 */
export class MessagesRepository {
  private readonly matches: MatchesRepository;

  constructor(private readonly db: Db) {
    this.matches = new MatchesRepository(db);
  }

  /** This repository in a transaction (a read in it must not go through the shared handle). */
  within(tx: Db): MessagesRepository {
    return new MessagesRepository(tx);
  }

  /** The club's time zone and how long a card may wait for its marker. */
  async club(clubId: number): Promise<{ timezone: string; markerOverdueHours: number }> {
    const [row] = await this.db
      .select({ timezone: clubs.timezone, hours: clubConfig.marker_overdue_hours })
      .from(clubs)
      .leftJoin(clubConfig, eq(clubConfig.club_id, clubs.id))
      .where(eq(clubs.id, clubId));
    return { timezone: row?.timezone ?? 'Europe/Amsterdam', markerOverdueHours: row?.hours ?? 48 };
  }

  /** The first time a member opens a match's page; again changes nothing. */
  async recordView(clubId: number, matchId: number, relatieId: number, now: Date): Promise<void> {
    await this.db
      .insert(matchViews)
      .values({ club_id: clubId, match_id: matchId, relatie_id: relatieId, viewed_at: now })
      .onConflictDoNothing();
  }

  async match(clubId: number, matchId: number): Promise<MatchMessageRow | undefined> {
    const [row] = await this.db
      .select({
        club_id: matches.club_id,
        id: matches.id,
        naam: matches.naam,
        aanvang: matches.aanvang,
        inschrijvingsstop: matches.inschrijvingsstop,
        startlijst_vrijgegeven: matches.startlijst_vrijgegeven,
        publiceer_uitslag: matches.publiceer_uitslag,
      })
      .from(matches)
      .where(and(eq(matches.club_id, clubId), eq(matches.id, matchId)));
    return row;
  }

  /** Active members who opened the match's page and are not signed up for it. */
  async lookedNotSignedUp(clubId: number, matchId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: matchViews.relatie_id })
      .from(matchViews)
      .innerJoin(memberships, sameClubRow(memberships, matchViews, matchViews.relatie_id))
      .where(
        and(
          eq(matchViews.club_id, clubId),
          eq(matchViews.match_id, matchId),
          active,
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(matchRegistrations)
              .where(
                and(
                  eq(matchRegistrations.club_id, clubId),
                  eq(matchRegistrations.match_id, matchId),
                  eq(matchRegistrations.relatie_id, matchViews.relatie_id),
                ),
              ),
          ),
        ),
      )
      .orderBy(matchViews.relatie_id);
    return rows.map((r) => r.id);
  }

  /**
   * The members of a match's sign-ups in the field (of `teamIds` only, when given), each with
   * their team and its flight's start time (null without a flight): the matches module's read.
   */
  fieldMembers(clubId: number, matchId: number, teamIds?: number[]) {
    return this.matches.fieldMembers(clubId, matchId, teamIds);
  }

  /** Of `teamIds`, the sign-ups of the match in the field now. */
  async inField(clubId: number, matchId: number, teamIds: number[]): Promise<number[]> {
    if (!teamIds.length) return [];
    const rows = await this.db
      .select({ id: matchTeams.id })
      .from(matchTeams)
      .where(
        and(
          eq(matchTeams.club_id, clubId),
          eq(matchTeams.match_id, matchId),
          eq(matchTeams.reservelijst, false),
          inArray(matchTeams.id, teamIds),
        ),
      );
    return rows.map((r) => r.id);
  }

  async newsPost(clubId: number, postId: number) {
    const [row] = await this.db
      .select()
      .from(newsPosts)
      .where(and(eq(newsPosts.club_id, clubId), eq(newsPosts.id, postId)));
    return row;
  }

  /**
   * Who a post is for (news.repository's `visibleTo`, as a list): every active member, the
   * active members of its category, or the members entered in its match.
   */
  async audience(
    clubId: number,
    post: { audience_category_id: number | null; audience_match_id: number | null },
  ): Promise<number[]> {
    if (post.audience_match_id !== null) {
      const rows = await this.db
        .selectDistinct({ id: sql<number>`${matchRegistrations.relatie_id}` })
        .from(matchRegistrations)
        .innerJoin(
          memberships,
          sameClubRow(memberships, matchRegistrations, matchRegistrations.relatie_id),
        )
        .where(
          and(
            eq(matchRegistrations.club_id, clubId),
            eq(matchRegistrations.match_id, post.audience_match_id),
            active,
          ),
        );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    }
    const rows = await this.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.club_id, clubId),
          active,
          post.audience_category_id === null
            ? undefined
            : eq(memberships.category_id, post.audience_category_id),
        ),
      )
      .orderBy(memberships.id);
    return rows.map((r) => r.id);
  }
}
