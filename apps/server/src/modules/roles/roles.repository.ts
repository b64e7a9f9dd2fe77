import { sameClubRow } from '../../db/same-club';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { escapeLike } from '../club';
import type { ClubRole } from '@fairway/contract';
import type { Db } from '../../db/db';
import { activeMemberOf, memberRolesOf, PLAYER_NAME } from '../../db/member-columns';
import { clubs, memberRoles, memberships, players } from '../../db/schema';

/** The club's roles as the administrator grants and takes them. */
export class RolesRepository {
  constructor(readonly db: Db) {}

  /** Every member of the club who holds a role, with their roles, by name. */
  holders(clubId: number) {
    return this.db
      .select({
        relatie_id: memberships.id,
        ...PLAYER_NAME,
        roles: sql<ClubRole[]>`array_agg(${memberRoles.role} order by ${memberRoles.role})`,
      })
      .from(memberRoles)
      .innerJoin(memberships, sameClubRow(memberships, memberRoles, memberRoles.relatie_id))
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(eq(memberRoles.club_id, clubId))
      .groupBy(memberships.id, players.id)
      .orderBy(asc(players.achternaam), asc(players.roepnaam), asc(memberships.id));
  }

  /** Active members of the club whose name or username has `text` in it (a role to give). */
  search(clubId: number, text: string, limit: number) {
    const like = `%${escapeLike(text)}%`;
    return this.db
      .select({
        relatie_id: memberships.id,
        ...PLAYER_NAME,
        roles: memberRolesOf(),
      })
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(
        and(
          activeMemberOf(clubId),
          or(
            ilike(
              sql`concat_ws(' ', ${players.roepnaam}, ${players.tussenvoegsel}, ${players.achternaam})`,
              like,
            ),
            ilike(players.achternaam, like),
            ilike(memberships.username, like),
          ),
        ),
      )
      .orderBy(asc(players.achternaam), asc(players.roepnaam), asc(memberships.id))
      .limit(limit);
  }

  /**
   * Holds the club's row until `tx` ends: role changes of one club run one after another, so two
   * administrators taking each other's role at once cannot leave the club without one.
   */
  async lockClub(tx: Db, clubId: number): Promise<void> {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
  }

  /** The member's roles now, in a fixed order; undefined when they are not (or no longer) a member. */
  async rolesOf(tx: Db, clubId: number, relatieId: number): Promise<ClubRole[] | undefined> {
    const [member] = await tx
      .select({ deactivated_at: memberships.deactivated_at })
      .from(memberships)
      .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
    if (!member || member.deactivated_at) return undefined;
    const rows = await tx
      .select({ role: memberRoles.role })
      .from(memberRoles)
      .where(and(eq(memberRoles.club_id, clubId), eq(memberRoles.relatie_id, relatieId)))
      .orderBy(asc(memberRoles.role));
    return rows.map((r) => r.role);
  }

  /** The active members of the club who hold the administrator role. */
  async administrators(tx: Db, clubId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: memberships.id })
      .from(memberRoles)
      .innerJoin(memberships, sameClubRow(memberships, memberRoles, memberRoles.relatie_id))
      .where(
        and(
          eq(memberRoles.club_id, clubId),
          eq(memberRoles.role, 'administrator'),
          sql`${memberships.deactivated_at} is null`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Replaces the member's roles with `roles`. */
  async replace(tx: Db, clubId: number, relatieId: number, roles: readonly ClubRole[]) {
    const mine = and(eq(memberRoles.club_id, clubId), eq(memberRoles.relatie_id, relatieId));
    if (roles.length)
      await tx
        .delete(memberRoles)
        .where(and(mine, sql`not (${inArray(memberRoles.role, [...roles])})`));
    else await tx.delete(memberRoles).where(mine);
    if (roles.length)
      await tx
        .insert(memberRoles)
        .values(roles.map((role) => ({ club_id: clubId, relatie_id: relatieId, role })))
        .onConflictDoNothing();
  }
}
