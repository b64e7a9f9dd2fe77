import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import type { ClubRole } from '@fairway/contract';
import {
  clubConfig,
  clubs,
  countries,
  memberRoles,
  memberships,
  players,
  sessions,
} from '../../db/schema';
import { sameClubRow } from '../../db/same-club';

export type PlatformClubRow = typeof clubs.$inferSelect;

/** The placeholder's name, for the database only: the app names an unknown player itself. */
const UNKNOWN_PLAYER_NAME = 'Onbekende speler';

/** The clubs on this server as its operator sees them: every club, disabled ones too. */
export class PlatformRepository {
  constructor(private readonly db: Db) {}

  async countryByCode(code: string) {
    const [row] = await this.db
      .select()
      .from(countries)
      .where(eq(sql`upper(${countries.code})`, code.toUpperCase()));
    return row;
  }

  async byShortName(shortName: string): Promise<PlatformClubRow | undefined> {
    const [row] = await this.db
      .select()
      .from(clubs)
      .where(eq(sql`lower(${clubs.snelnaam})`, shortName.toLowerCase()));
    return row;
  }

  async byNumber(clubNumber: number): Promise<PlatformClubRow | undefined> {
    const [row] = await this.db.select().from(clubs).where(eq(clubs.club_id, clubNumber));
    return row;
  }

  /** The federation number after the highest one in use, and at least `from`. */
  async nextNumber(from: number): Promise<number> {
    const [row] = await this.db.select({ n: max(clubs.club_id) }).from(clubs);
    return Math.max(from, (row?.n ?? 0) + 1);
  }

  /** A club on the platform with its configuration row, all flags at their defaults. */
  async insertClub(row: typeof clubs.$inferInsert): Promise<PlatformClubRow> {
    const [club] = await this.db.insert(clubs).values(row).returning();
    await this.db.insert(clubConfig).values({ club_id: club!.id });
    return club!;
  }

  /** A new player with a membership of the club that cannot log in until a password is set. */
  async insertMember(input: {
    clubId: number;
    username: string;
    lastName: string;
    email: string | null;
    language: string;
    roles: readonly ClubRole[];
  }): Promise<number> {
    const [player] = await this.db
      .insert(players)
      .values({ achternaam: input.lastName, email: input.email, voorkeurstaal: input.language })
      .returning({ id: players.id });
    const [member] = await this.db
      .insert(memberships)
      .values({
        club_id: input.clubId,
        player_id: player!.id,
        username: input.username,
      })
      .returning({ id: memberships.id });
    if (input.roles.length > 0) {
      await this.db
        .insert(memberRoles)
        .values(
          input.roles.map((role) => ({ club_id: input.clubId, relatie_id: member!.id, role })),
        );
    }
    return member!.id;
  }

  /**
   * The club's placeholder for players booked without a name (spec: an unknown player is
   * identified by the club's onbekend_relatie_id): a membership no one logs in to, deactivated
   * from the start so that no search, list or message finds it.
   */
  async insertUnknownPlayer(clubId: number, at: Date): Promise<number> {
    const [player] = await this.db
      .insert(players)
      .values({ achternaam: UNKNOWN_PLAYER_NAME })
      .returning({ id: players.id });
    const [member] = await this.db
      .insert(memberships)
      .values({ club_id: clubId, player_id: player!.id, deactivated_at: at })
      .returning({ id: memberships.id });
    await this.db
      .update(clubConfig)
      .set({ onbekend_relatie_id: member!.id })
      .where(eq(clubConfig.club_id, clubId));
    return member!.id;
  }

  /** Clubs on the platform with their number of active members, by short name. */
  list() {
    return this.db
      .select({
        club: clubs,
        members: count(memberships.id),
      })
      .from(clubs)
      .leftJoin(
        memberships,
        and(eq(memberships.club_id, clubs.id), isNull(memberships.deactivated_at)),
      )
      .where(eq(clubs.on_platform, true))
      .groupBy(clubs.id)
      .orderBy(asc(clubs.snelnaam));
  }

  /** Sets or clears the club's disabled mark; a disabled club's sessions end with it. */
  async setDisabled(clubId: number, disabledAt: Date | null): Promise<void> {
    await this.db.update(clubs).set({ disabled_at: disabledAt }).where(eq(clubs.id, clubId));
    if (disabledAt) await this.db.delete(sessions).where(eq(sessions.club_id, clubId));
  }

  /** The club's administrators, for the operator's list. */
  admins(clubId: number) {
    return this.db
      .select({ relatie_id: memberships.id, username: memberships.username })
      .from(memberRoles)
      .innerJoin(memberships, sameClubRow(memberships, memberRoles, memberRoles.relatie_id))
      .where(and(eq(memberRoles.club_id, clubId), eq(memberRoles.role, 'administrator')))
      .orderBy(asc(memberships.id));
  }

  /** Gives the member the role; false when they held it already. */
  async grantRole(clubId: number, relatieId: number, role: ClubRole): Promise<boolean> {
    const rows = await this.db
      .insert(memberRoles)
      .values({ club_id: clubId, relatie_id: relatieId, role })
      .onConflictDoNothing()
      .returning({ role: memberRoles.role });
    return rows.length > 0;
  }

  async memberByUsername(clubId: number, username: string) {
    const [row] = await this.db
      .select({
        id: memberships.id,
        deactivated: sql<boolean>`${memberships.deactivated_at} is not null`,
      })
      .from(memberships)
      .where(
        and(
          eq(memberships.club_id, clubId),
          eq(sql`lower(${memberships.username})`, username.toLowerCase()),
        ),
      );
    return row;
  }
}
