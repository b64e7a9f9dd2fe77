import { and, eq } from 'drizzle-orm';
import type { Db } from '../connect';
import type { ClubSetupService } from '../../modules/platform';
import { clubs, memberships } from '../schema';

/**
 * What the demo's committee accounts (`marker`, `commissie`) may do: what one role, admin, gave
 * before the club's roles were split.
 */
export const COMMITTEE_ROLES = ['match_committee', 'tee_sheet_manager'] as const;

/**
 * A login for an existing member of the demo club (`commissie`, `beheer`), so the member list and
 * every name stay as they were. `firstAdministrator` is appointed by the platform's operator, as
 * `npm run club -- admin` does (no one at the club can grant it yet); every other role is granted
 * through the roles screen's service (demo-office.ts).
 */
export async function seedRoleAccount(
  db: Db,
  clubId: number,
  relatieId: number,
  login: { username: string; passwordHash: string; firstAdministrator?: ClubSetupService },
): Promise<void> {
  // Directly: no call gives a member a username and a known password (they set theirs by a link).
  await db
    .update(memberships)
    .set({ username: login.username, password_hash: login.passwordHash })
    .where(and(eq(memberships.club_id, clubId), eq(memberships.id, relatieId)));
  if (login.firstAdministrator) {
    const [club] = await db
      .select({ snelnaam: clubs.snelnaam })
      .from(clubs)
      .where(eq(clubs.id, clubId));
    await login.firstAdministrator.appointAdministrator(club!.snelnaam, login.username);
  }
}
