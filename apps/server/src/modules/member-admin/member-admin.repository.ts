import { sameClubRow } from '../../db/same-club';
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { clubConfig, memberCategories, memberships, players, sessions } from '../../db/schema';
import { escapeLike } from '../club';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerValues = Partial<Omit<typeof players.$inferInsert, 'id'>>;
export type MembershipValues = Partial<
  Pick<
    typeof memberships.$inferInsert,
    'username' | 'is_gast' | 'extra_veld_1' | 'category_id' | 'deactivated_at'
  >
>;

/** The fields of one member the administration reads: player, membership and category. */
const memberFields = {
  player: players,
  relatie_id: memberships.id,
  username: memberships.username,
  has_password: sql<boolean>`${memberships.password_hash} is not null`,
  is_gast: memberships.is_gast,
  extra_veld_1: memberships.extra_veld_1,
  category_id: memberships.category_id,
  category_naam: memberCategories.naam,
  deactivated_at: memberships.deactivated_at,
  created_at: memberships.created_at,
};

/**
 * Not the club's placeholder for players booked without a name (club_config.onbekend_relatie_id):
 * a membership only so that bookings can name it, no one the administration manages or exports.
 */
const notPlaceholder = sql`${memberships.id} is distinct from (select ${clubConfig.onbekend_relatie_id}
  from ${clubConfig} where ${clubConfig.club_id} = ${memberships.club_id})`;

/**
 * The club's members as the member administration reads and writes them: memberships with their
 * player (the federation's person, by GSN shared between clubs) and their category. Every query
 * names the club; `tx` is the write's transaction.
 */
export class MemberAdminRepository {
  constructor(readonly db: Db) {}

  private select(db: Db) {
    return db
      .select(memberFields)
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .leftJoin(
        memberCategories,
        sameClubRow(memberCategories, memberships, memberships.category_id),
      );
  }

  /** The members a search matches: name, GSN or username contain `q` (any case). */
  private static where(clubId: number, q: string | undefined, withDeactivated: boolean): SQL {
    const like = q ? `%${escapeLike(q)}%` : undefined;
    const name = sql`concat_ws(' ', ${players.roepnaam}, ${players.voorletters}, ${players.tussenvoegsel}, ${players.achternaam})`;
    return and(
      eq(memberships.club_id, clubId),
      notPlaceholder,
      withDeactivated ? undefined : isNull(memberships.deactivated_at),
      like
        ? or(
            sql`${name} ilike ${like}`,
            sql`${players.gsn} ilike ${like}`,
            sql`${memberships.username} ilike ${like}`,
          )
        : undefined,
    )!;
  }

  /** A page of the members the search matches, by name, and how many it matches in all. */
  async list(
    clubId: number,
    q: { q?: string | undefined; include_deactivated: boolean; limit: number; offset: number },
  ) {
    const where = MemberAdminRepository.where(clubId, q.q, q.include_deactivated);
    const [rows, [count]] = await Promise.all([
      this.select(this.db)
        .where(where)
        .orderBy(asc(players.achternaam), asc(players.roepnaam), asc(memberships.id))
        .limit(q.limit)
        .offset(q.offset),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(memberships)
        .innerJoin(players, eq(players.id, memberships.player_id))
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /**
   * A batch of the club's members (the export), deactivated ones too, by name: the `limit` after
   * `after` (keyset paging on name and id, so a batch deep in the file costs what the first does).
   */
  page(
    clubId: number,
    after: { achternaam: string; roepnaam: string | null; id: number } | undefined,
    limit: number,
  ) {
    const key = sql`(${players.achternaam}, coalesce(${players.roepnaam}, ''), ${memberships.id})`;
    return this.select(this.db)
      .where(
        and(
          eq(memberships.club_id, clubId),
          notPlaceholder,
          after
            ? sql`${key} > (${after.achternaam}, ${after.roepnaam ?? ''}, ${after.id}::int)`
            : undefined,
        ),
      )
      .orderBy(asc(players.achternaam), sql`coalesce(${players.roepnaam}, '')`, asc(memberships.id))
      .limit(limit);
  }

  /** One member of the club; undefined for an unknown id or another club's member. */
  async find(db: Db, clubId: number, relatieId: number) {
    const [row] = await this.select(db).where(
      and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId), notPlaceholder),
    );
    return row;
  }

  /** Whether the player is a member of a club other than `clubId` (then the player is shared). */
  async sharedWithOtherClub(db: Db, clubId: number, playerId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.player_id, playerId), ne(memberships.club_id, clubId)))
      .limit(1);
    return row !== undefined;
  }

  async playerByGsn(db: Db, gsn: string): Promise<PlayerRow | undefined> {
    const [row] = await db.select().from(players).where(eq(players.gsn, gsn)).for('update');
    return row;
  }

  /** The club's membership of the player, if any (deactivated ones too). */
  async membershipOfPlayer(db: Db, clubId: number, playerId: number) {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.player_id, playerId)));
    return row;
  }

  /** The club's member who logs in as `username` (any case), other than `exceptId`. */
  async usernameHolder(db: Db, clubId: number, username: string, exceptId?: number) {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.club_id, clubId),
          sql`lower(${memberships.username}) = lower(${username})`,
          exceptId === undefined ? undefined : ne(memberships.id, exceptId),
        ),
      );
    return row;
  }

  async insertPlayer(db: Db, values: PlayerValues & { achternaam: string }): Promise<number> {
    const [row] = await db.insert(players).values(values).returning({ id: players.id });
    return row!.id;
  }

  async updatePlayer(db: Db, playerId: number, set: PlayerValues): Promise<void> {
    if (Object.keys(set).length === 0) return;
    await db.update(players).set(set).where(eq(players.id, playerId));
  }

  async insertMembership(
    db: Db,
    clubId: number,
    playerId: number,
    values: MembershipValues,
  ): Promise<number> {
    const [row] = await db
      .insert(memberships)
      .values({ ...values, club_id: clubId, player_id: playerId })
      .returning({ id: memberships.id });
    return row!.id;
  }

  async updateMembership(db: Db, clubId: number, relatieId: number, set: MembershipValues) {
    if (Object.keys(set).length === 0) return;
    await db
      .update(memberships)
      .set(set)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
  }

  /** Ends every session of the member (they are logged out on their next call). */
  async endSessions(db: Db, clubId: number, relatieId: number): Promise<void> {
    await db
      .delete(sessions)
      .where(and(eq(sessions.club_id, clubId), eq(sessions.relatie_id, relatieId)));
  }

  /** Whether the category is one of the club's. */
  async categoryExists(db: Db, clubId: number, categoryId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: memberCategories.id })
      .from(memberCategories)
      .where(and(eq(memberCategories.club_id, clubId), eq(memberCategories.id, categoryId)));
    return row !== undefined;
  }
}
