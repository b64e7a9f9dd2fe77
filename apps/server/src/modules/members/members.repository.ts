import { sameClubRow } from '../../db/same-club';
import { and, asc, eq, gt, gte, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../club';
import type { ClubRole } from '@fairway/contract';
import type { Db } from '../../db/connect';
import { activeMemberOf, memberRolesOf } from '../../db/member-columns';
import { bookings, friendships, memberships, players } from '../../db/schema';

export type MemberRow = typeof players.$inferSelect & {
  relatie_id: number;
  club_id: number;
  username: string | null;
  password_hash: string | null;
  is_gast: boolean;
  roles: ClubRole[];
  extra_veld_1: string | null;
  /** The club deactivated the member: they left (their history stays). */
  deactivated: boolean;
};

/** What a list of members shows of each: the fields `toMemberView` reads. */
export type MemberListRow = Pick<
  MemberRow,
  | 'relatie_id'
  | 'voorletters'
  | 'roepnaam'
  | 'tussenvoegsel'
  | 'achternaam'
  | 'is_gast'
  | 'handicap_tenths'
  | 'geslacht'
  | 'foto_mob_url'
  | 'foto_mob_lg_url'
  | 'foto_mob_sm_url'
  | 'foto_lg_url'
  | 'gsn'
  | 'email'
  | 'telefoon'
  | 'mobiel'
>;

/** A member the search found, as the member list shows them, and whether the viewer follows them. */
export type SearchRow = MemberListRow & { is_friend: boolean };

/** The member's friendships at the club. */
const friendshipsOf = (clubId: number, relatieId: number) =>
  and(eq(friendships.club_id, clubId), eq(friendships.relatie_id, relatieId));

/** Members (memberships joined with their player), always scoped by club. */
export class MembersRepository {
  // Read by nearly every call (the session's member): prepared once, planned once per connection.
  private readonly byIdQuery;
  // The member list's search and its friend marks: built by the query builder on every call they
  // cost more than the queries themselves (a page of 20 from ~150 members runs in < 0.5 ms).
  private readonly searchQueries = new Map<string, ReturnType<MembersRepository['searchQuery']>>();
  private readonly friendIdsQuery;

  constructor(private readonly db: Db) {
    this.byIdQuery = this.select()
      .where(
        and(
          eq(memberships.club_id, sql.placeholder('clubId')),
          eq(memberships.id, sql.placeholder('relatieId')),
        ),
      )
      .prepare('member_by_id');
    this.friendIdsQuery = this.db
      .select({ id: friendships.friend_id })
      .from(friendships)
      .where(
        and(
          eq(friendships.club_id, sql.placeholder('clubId')),
          eq(friendships.relatie_id, sql.placeholder('relatieId')),
          sql`${friendships.friend_id} = any(${sql.placeholder('ids')})`,
        ),
      )
      .prepare('member_friend_ids');
  }

  private static readonly fields = {
    player: players,
    relatie_id: memberships.id,
    club_id: memberships.club_id,
    username: memberships.username,
    password_hash: memberships.password_hash,
    is_gast: memberships.is_gast,
    roles: memberRolesOf(memberships.club_id, memberships.id),
    extra_veld_1: memberships.extra_veld_1,
    deactivated: sql<boolean>`${memberships.deactivated_at} is not null`,
  };

  private select() {
    return this.db
      .select(MembersRepository.fields)
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id));
  }

  private static flatten(
    r: Awaited<ReturnType<MembersRepository['select']>>[number] | undefined,
  ): MemberRow | undefined {
    if (!r) return undefined;
    const { player, ...m } = r;
    return { ...player, ...m };
  }

  /** The member who logs in as `username`; a deactivated member is not found (cannot log in). */
  async findByUsername(clubId: number, username: string): Promise<MemberRow | undefined> {
    const [row] = await this.select().where(
      and(
        eq(memberships.club_id, clubId),
        sql`lower(${memberships.username}) = lower(${username})`,
        isNull(memberships.deactivated_at),
      ),
    );
    return MembersRepository.flatten(row);
  }

  async findById(clubId: number, relatieId: number): Promise<MemberRow | undefined> {
    const [row] = await this.byIdQuery.execute({ clubId, relatieId });
    return MembersRepository.flatten(row);
  }

  /** The club's member who is this player (a card's player), deactivated or not. */
  async findByPlayer(clubId: number, playerId: number): Promise<MemberRow | undefined> {
    const [row] = await this.select().where(
      and(eq(memberships.club_id, clubId), eq(memberships.player_id, playerId)),
    );
    return MembersRepository.flatten(row);
  }

  /**
   * A member who may be picked today (a booking's player, a marker, a team mate, a friend, a
   * member's page): a deactivated member is not found, whoever still knows their id.
   */
  async findActive(clubId: number, relatieId: number): Promise<MemberRow | undefined> {
    const m = await this.findById(clubId, relatieId);
    return m && !m.deactivated ? m : undefined;
  }

  /**
   * The order of a member list: by name, or by handicap (lowest first, members without one last,
   * then by name). The id last, so pages never overlap or skip.
   */
  private static order(egaSorted: boolean): SQL[] {
    const byName = [asc(players.achternaam), asc(players.roepnaam), asc(memberships.id)];
    return egaSorted ? [sql`${players.handicap_tenths} asc nulls last`, ...byName] : byName;
  }

  /**
   * A page of the club's members (`excludeId`: leave that member out). Here, in the search and in
   * the friends list a deactivated member is not found: they left the club (their own history,
   * and their names on past bookings and cards, stay).
   */
  async list(
    clubId: number,
    page: { limit: number; offset: number; egaSorted?: boolean | undefined },
    excludeId?: number,
  ): Promise<MemberRow[]> {
    const rows = await this.select()
      .where(
        and(
          eq(memberships.club_id, clubId),
          isNull(memberships.deactivated_at),
          excludeId === undefined ? undefined : ne(memberships.id, excludeId),
        ),
      )
      .orderBy(...MembersRepository.order(page.egaSorted ?? false))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((r) => MembersRepository.flatten(r)!);
  }

  /**
   * The search's statement, one per shape (leaving the viewer out, by handicap), prepared once.
   * It also answers whether the viewer follows each member and the viewer's own membership, all
   * as one JSON value built by PostgreSQL: one round trip, and one parse instead of decoding ~20
   * columns × 20 rows field by field (most of the call's cost on a busy host).
   */
  private searchQuery(excludeViewer: boolean, egaSorted: boolean) {
    const clubId = sql.placeholder('clubId');
    const viewerId = sql.placeholder('viewerId');
    const like = sql.placeholder('like');
    const name = sql`concat_ws(' ', ${players.roepnaam}, ${players.tussenvoegsel}, ${players.achternaam})`;
    const page = this.db
      .select({
        relatie_id: sql<number>`${memberships.id}`.as('relatie_id'),
        voorletters: players.voorletters,
        roepnaam: players.roepnaam,
        tussenvoegsel: players.tussenvoegsel,
        achternaam: players.achternaam,
        is_gast: memberships.is_gast,
        handicap_tenths: players.handicap_tenths,
        geslacht: players.geslacht,
        foto_mob_url: players.foto_mob_url,
        foto_mob_lg_url: players.foto_mob_lg_url,
        foto_mob_sm_url: players.foto_mob_sm_url,
        foto_lg_url: players.foto_lg_url,
        gsn: players.gsn,
        email: players.email,
        telefoon: players.telefoon,
        mobiel: players.mobiel,
        is_friend:
          sql<boolean>`exists (select 1 from ${friendships} where ${friendships.club_id} = ${clubId} and ${friendships.relatie_id} = ${viewerId} and ${friendships.friend_id} = ${memberships.id})`.as(
            'is_friend',
          ),
      })
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(
        and(
          activeMemberOf(clubId),
          excludeViewer ? ne(memberships.id, viewerId) : undefined,
          // A GSN matches whole only: a part would let a search spell out a hidden GSN digit by digit.
          or(
            sql`${name} ilike ${like}`,
            ilike(players.achternaam, like),
            sql`upper(${players.gsn}) = upper(${sql.placeholder('term')})`,
          ),
        ),
      )
      .orderBy(...MembersRepository.order(egaSorted))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('c');
    return this.db
      .select({
        // The page's order again (json_agg keeps none of its own), on the same columns.
        rows: sql<
          SearchRow[]
        >`coalesce((select json_agg(c order by ${sql.raw(egaSorted ? 'c.handicap_tenths asc nulls last, ' : '')}c.achternaam, c.roepnaam, c.relatie_id) from ${page}), '[]'::json)`,
        viewer_is_gast: sql<
          boolean | null
        >`(select v.is_gast from ${memberships} v where v.club_id = ${clubId} and v.id = ${viewerId})`,
      })
      .from(sql`(select 1) as one`)
      .prepare(`member_search_${Number(excludeViewer)}${Number(egaSorted)}`);
  }

  /**
   * Members of a club whose name contains `term` or whose GSN is `term` (spec §5: from 2
   * characters), each marked whether the viewer follows them, and the viewer's membership
   * (`undefined`: the viewer is not a member here).
   */
  async search(
    clubId: number,
    viewerId: number,
    q: { term: string; limit: number; offset: number; excludeViewer: boolean; egaSorted: boolean },
  ): Promise<{ rows: SearchRow[]; viewer?: { is_gast: boolean } }> {
    const shape = `${q.excludeViewer}:${q.egaSorted}`;
    let query = this.searchQueries.get(shape);
    if (!query) {
      query = this.searchQuery(q.excludeViewer, q.egaSorted);
      this.searchQueries.set(shape, query);
    }
    const [found] = await query.execute({
      clubId,
      viewerId,
      like: `%${escapeLike(q.term)}%`,
      term: q.term,
      limit: q.limit,
      offset: q.offset,
    });
    const rows = found?.rows ?? [];
    const isGast = found?.viewer_is_gast ?? null;
    return isGast === null ? { rows } : { rows, viewer: { is_gast: isGast } };
  }

  /** A page of the member's friends, by name. */
  async friends(
    clubId: number,
    relatieId: number,
    page: { limit: number; offset: number },
  ): Promise<MemberRow[]> {
    const rows = await this.select()
      .innerJoin(friendships, sameClubRow(memberships, friendships, friendships.friend_id))
      // The join keeps the friend in the club: the club's active members who are the member's friends.
      .where(and(activeMemberOf(clubId), eq(friendships.relatie_id, relatieId)))
      .orderBy(...MembersRepository.order(false))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((r) => MembersRepository.flatten(r)!);
  }

  /** Which of `ids` the member has as friends. */
  async friendIds(clubId: number, relatieId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.friendIdsQuery.execute({ clubId, relatieId, ids: [...ids] });
    return new Set(rows.map((r) => r.id));
  }

  /** Adds a friend; adding one twice changes nothing. */
  async addFriend(clubId: number, relatieId: number, friendId: number): Promise<void> {
    await this.db
      .insert(friendships)
      .values({ club_id: clubId, relatie_id: relatieId, friend_id: friendId })
      .onConflictDoNothing();
  }

  /** Removes a friend; false when they were not one. */
  async removeFriend(clubId: number, relatieId: number, friendId: number): Promise<boolean> {
    const gone = await this.db
      .delete(friendships)
      .where(and(friendshipsOf(clubId, relatieId), eq(friendships.friend_id, friendId)))
      .returning({ id: friendships.friend_id });
    return gone.length > 0;
  }

  /** Each member's first place in a tee time not yet started at the club's `now`. */
  async nextTeetimes(
    clubId: number,
    ids: readonly number[],
    now: { date: string; time: string },
  ): Promise<Map<number, { id: number; date: string; time: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([bookings.relatie_id], {
        relatie_id: bookings.relatie_id,
        id: bookings.id,
        date: bookings.date,
        time: bookings.time,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.club_id, clubId),
          inArray(bookings.relatie_id, [...ids]),
          gte(bookings.date, now.date),
          or(gt(bookings.date, now.date), gte(bookings.time, now.time)),
        ),
      )
      .orderBy(bookings.relatie_id, asc(bookings.date), asc(bookings.time));
    return new Map(rows.map((r) => [r.relatie_id!, { id: r.id, date: r.date, time: r.time }]));
  }

  async updatePlayer(playerId: number, set: Partial<typeof players.$inferInsert>): Promise<void> {
    if (Object.keys(set).length === 0) return;
    await this.db.update(players).set(set).where(eq(players.id, playerId));
  }

  async updateMembership(
    clubId: number,
    relatieId: number,
    set: Partial<Pick<typeof memberships.$inferInsert, 'extra_veld_1'>>,
  ): Promise<void> {
    if (Object.keys(set).length === 0) return;
    await this.db
      .update(memberships)
      .set(set)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
  }
}
