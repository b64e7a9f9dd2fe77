import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { escapeLike } from '../club/club.repository';
import type { Db } from '../../db/connect';
import { memberships, players } from '../../db/schema';

export type MemberRow = typeof players.$inferSelect & {
  relatie_id: number;
  club_id: number;
  username: string | null;
  password_hash: string | null;
  is_gast: boolean;
  role: 'member' | 'admin';
  extra_veld_1: string | null;
};

/** Members (memberships joined with their player), always scoped by club. */
export class MembersRepository {
  // Read by nearly every call (the session's member): prepared once, planned once per connection.
  private readonly byIdQuery;

  constructor(private readonly db: Db) {
    this.byIdQuery = this.select()
      .where(
        and(
          eq(memberships.club_id, sql.placeholder('clubId')),
          eq(memberships.id, sql.placeholder('relatieId')),
        ),
      )
      .prepare('member_by_id');
  }

  private select() {
    return this.db
      .select({
        player: players,
        relatie_id: memberships.id,
        club_id: memberships.club_id,
        username: memberships.username,
        password_hash: memberships.password_hash,
        is_gast: memberships.is_gast,
        role: memberships.role,
        extra_veld_1: memberships.extra_veld_1,
      })
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

  async findByUsername(clubId: number, username: string): Promise<MemberRow | undefined> {
    const [row] = await this.select().where(
      and(
        eq(memberships.club_id, clubId),
        sql`lower(${memberships.username}) = lower(${username})`,
      ),
    );
    return MembersRepository.flatten(row);
  }

  async findById(clubId: number, relatieId: number): Promise<MemberRow | undefined> {
    const [row] = await this.byIdQuery.execute({ clubId, relatieId });
    return MembersRepository.flatten(row);
  }

  /** Members of a club whose name contains `term` or whose GSN is `term` (spec §5: from 2 characters). */
  async search(
    clubId: number,
    term: string,
    limit: number,
    offset: number,
    excludeId?: number,
  ): Promise<MemberRow[]> {
    const like = `%${escapeLike(term)}%`;
    const name = sql`concat_ws(' ', ${players.roepnaam}, ${players.tussenvoegsel}, ${players.achternaam})`;
    const rows = await this.select()
      .where(
        and(
          eq(memberships.club_id, clubId),
          excludeId === undefined ? undefined : ne(memberships.id, excludeId),
          // A GSN matches whole only: a part would let a search spell out a hidden GSN digit by digit.
          or(
            sql`${name} ilike ${like}`,
            ilike(players.achternaam, like),
            sql`upper(${players.gsn}) = upper(${term})`,
          ),
        ),
      )
      .orderBy(asc(players.achternaam), asc(players.roepnaam), asc(memberships.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => MembersRepository.flatten(r)!);
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
