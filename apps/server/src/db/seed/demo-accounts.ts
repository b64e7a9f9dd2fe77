import type { Auth } from '../../club-context/caller';
import type { DemoOffice } from './demo-office';

/**
 * What the demo's committee accounts (`marker`, `commissie`) may do: what one role, admin, gave
 * before the club's roles were split.
 */
export const COMMITTEE_ROLES = ['match_committee', 'tee_sheet_manager'] as const;

/**
 * A login for an existing member of the demo club (`commissie`, `beheer`), so the member list and
 * every name stay as they were: the member administrator (`admin`) gives them a username, and
 * they set their password through the link. Their roles are granted through the roles screen's
 * service (demo-office.ts), the first administrator's by the platform (demo-seed.ts).
 */
export async function seedRoleAccount(
  office: DemoOffice,
  admin: Auth,
  relatieId: number,
  login: { username: string; password: string },
): Promise<void> {
  await office.setUsername(admin, relatieId, login.username);
  await office.setPassword(admin, relatieId, login.password);
}
