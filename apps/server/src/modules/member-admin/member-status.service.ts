import type { AdminMemberSummary, AdminPasswordLinkResponse } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import {
  createPasswordLink,
  PASSWORD_LINK_TTL_MS,
  PasswordLinkRepository,
  passwordLinkUrl,
} from '../auth';
import type { RolesRepository } from '../roles';
import type { MemberAdminRepository } from './member-admin.repository';
import { summary } from './member-admin.service';
import { memberAudit } from './member-values';

/**
 * A member's access: deactivated (no login, sessions ended, out of the member list and the
 * pickers; their cards, bookings and history stay), reactivated, and a one-time link to set a
 * password that the administrator passes on. Each in one transaction with its audit row.
 */
export class MemberStatusService {
  constructor(
    private readonly repo: MemberAdminRepository,
    private readonly roles: RolesRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly site: {
      publicUrl: string;
      sessionsEnded: (clubId: number, relatieId: number) => void;
    },
  ) {}

  async deactivate(auth: Auth, relatieId: number): Promise<AdminMemberSummary> {
    return this.setActive(auth, relatieId, false);
  }

  async reactivate(auth: Auth, relatieId: number): Promise<AdminMemberSummary> {
    return this.setActive(auth, relatieId, true);
  }

  private async setActive(auth: Auth, relatieId: number, active: boolean) {
    await this.context.requireRole(auth, 'member_admin');
    const done = await transaction(this.repo.db, async (tx) => {
      // Deactivations of one club one after another, as role changes: two administrators
      // deactivating each other at once cannot leave the club without one.
      await this.roles.lockClub(tx, auth.clubId);
      const m = await this.repo.find(tx, auth.clubId, relatieId);
      if (!m) throw notFound('member');
      if ((m.deactivated_at === null) === active) return summary(m);
      if (!active) {
        const roles = await this.roles.rolesOf(tx, auth.clubId, relatieId);
        if (
          roles?.includes('administrator') &&
          (await this.roles.administrators(tx, auth.clubId)).length <= 1
        )
          throw new AppError('LAST_ADMINISTRATOR', 'the club must keep at least one administrator');
      }
      const at = active ? null : this.context.clock();
      await this.repo.updateMembership(tx, auth.clubId, relatieId, { deactivated_at: at });
      if (!active) await this.repo.endSessions(tx, auth.clubId, relatieId);
      await this.audit.record(
        tx,
        memberAudit(
          auth,
          relatieId,
          'update',
          { deactivated_at: m.deactivated_at },
          { deactivated_at: at },
        ),
      );
      return summary((await this.repo.find(tx, auth.clubId, relatieId))!);
    });
    // Once committed (the request's transaction, when the call runs in one).
    if (!active) afterCommit(() => this.site.sessionsEnded(auth.clubId, relatieId));
    return done;
  }

  /**
   * A one-time link that sets the member's password (a first one, or a new one when forgotten);
   * the administrator passes its address on. The audit row says a link was made, never its token.
   */
  async passwordLink(auth: Auth, relatieId: number): Promise<AdminPasswordLinkResponse> {
    await this.context.requireRole(auth, 'member_admin');
    return transaction(this.repo.db, async (tx) => {
      const m = await this.repo.find(tx, auth.clubId, relatieId);
      if (!m) throw notFound('member');
      if (m.deactivated_at)
        throw new AppError('CONFLICT', 'a deactivated member cannot log in; reactivate them first');
      if (!m.username)
        throw new AppError('CONFLICT', 'the member needs a username to log in', [
          { field: 'username', message: 'the member needs a username to log in' },
        ]);
      const now = this.context.clock();
      const token = await createPasswordLink(
        new PasswordLinkRepository(tx),
        auth.clubId,
        relatieId,
        now,
      );
      const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS).toISOString();
      await this.audit.record(
        tx,
        memberAudit(auth, relatieId, 'update', null, { password_link_expires_at: expiresAt }),
      );
      return { url: passwordLinkUrl(this.site.publicUrl, token), expires_at: expiresAt };
    });
  }
}
