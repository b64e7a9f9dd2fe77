import { CLUB_ROLES, type ClubRole, type RoleHoldersResponse } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { BackOfficeService } from '../audit';
import { fullName } from '../members';
import type { RolesRepository } from './roles.repository';

/** The most members one search answers: a name narrows it further. */
const ROLE_SEARCH_LIMIT = 20;

/** Roles in the contract's order, whatever order they were sent in. */
const ordered = (roles: readonly ClubRole[]) => CLUB_ROLES.filter((r) => roles.includes(r));

/**
 * Who holds which role at the club, and the administrator granting and taking them. Every change
 * is written to the audit trail in its own transaction; the club always keeps an administrator.
 */
export class RolesService extends BackOfficeService<RolesRepository> {
  protected readonly role = 'administrator';

  async holders(auth: Auth): Promise<RoleHoldersResponse> {
    await this.allow(auth);
    const rows = await this.repo.holders(auth.clubId);
    return {
      members: rows.map((r) => ({
        relatie_id: r.relatie_id,
        naam: fullName(r),
        roles: ordered(r.roles),
      })),
    };
  }

  /** Members to give a role: active members whose name or username has `text` in it. */
  async search(auth: Auth, text: string): Promise<RoleHoldersResponse> {
    await this.allow(auth);
    const rows = await this.repo.search(auth.clubId, text, ROLE_SEARCH_LIMIT);
    return {
      members: rows.map((r) => ({
        relatie_id: r.relatie_id,
        naam: fullName(r),
        roles: ordered(r.roles),
      })),
    };
  }

  /** Sets the member's roles to `roles` (all of them: what is not named is taken). */
  async set(auth: Auth, relatieId: number, roles: readonly ClubRole[]) {
    await this.allow(auth);
    const after = ordered(roles);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockClub(tx, auth.clubId);
      // Again under the lock: an administrator whose role was taken while this call waited for
      // it may no longer give roles.
      if (!(await this.repo.rolesOf(tx, auth.clubId, auth.relatieId))?.includes('administrator'))
        throw new AppError('FORBIDDEN', 'only a member with the role administrator may do this');
      const before = await this.repo.rolesOf(tx, auth.clubId, relatieId);
      if (!before) throw notFound('member');
      if (before.includes('administrator') && !after.includes('administrator')) {
        if ((await this.repo.administrators(tx, auth.clubId)).length <= 1)
          throw new AppError(
            'LAST_ADMINISTRATOR',
            'the club must keep at least one administrator',
            [{ field: 'roles', message: 'the club must keep at least one administrator' }],
          );
      }
      if (before.join() !== after.join()) {
        await this.repo.replace(tx, auth.clubId, relatieId, after);
        await this.audit.recordBy(tx, auth, {
          entity: 'member_roles',
          recordId: relatieId,
          action: 'update',
          before: { roles: before },
          after: { roles: after },
        });
      }
      return { relatie_id: relatieId, roles: after };
    });
  }
}
