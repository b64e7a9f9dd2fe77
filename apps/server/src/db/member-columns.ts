import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ClubRole } from '@fairway/contract';
import { memberRoles, memberships, players } from './schema';

/** A player's name as every query that names a member selects it (fullName() makes the text). */
export const PLAYER_NAME = {
  roepnaam: players.roepnaam,
  voorletters: players.voorletters,
  tussenvoegsel: players.tussenvoegsel,
  achternaam: players.achternaam,
};

/** The club's members that are not deactivated (the rows of `memberships`). */
export const activeMemberOf = (clubId: number | Placeholder) =>
  and(eq(memberships.club_id, clubId), isNull(memberships.deactivated_at));

/** The roles of the membership in the row (none for most members), in a fixed order. */
export const memberRolesOf = (
  clubId: SQL | typeof memberships.club_id = memberships.club_id,
  relatieId: typeof memberships.id = memberships.id,
) =>
  sql<ClubRole[]>`coalesce((select array_agg(r.role order by r.role) from ${memberRoles} r
    where r.club_id = ${clubId} and r.relatie_id = ${relatieId}), '{}')`;
