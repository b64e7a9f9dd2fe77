import {
  NOTIFICATION_KINDS,
  type ClubNotificationKinds,
  type ClubNotificationKindsInput,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { BackOfficeService, type AuditRepository } from '../audit';
import type { NotificationsRepository } from './notifications.repository';

const answer = (off: readonly string[]): ClubNotificationKinds => ({
  kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, on: !off.includes(kind) })),
});

/**
 * The kinds of notification the club sends (role administrator). A kind turned off makes nothing
 * for any member from then on (the dispatcher reads the list per notification); what was made
 * before stays in the inboxes.
 */
export class ClubKindsService extends BackOfficeService<NotificationsRepository> {
  protected readonly role = 'administrator';

  constructor(
    repo: NotificationsRepository,
    audit: AuditRepository,
    context: ClubContext,
    private readonly db: Db,
  ) {
    super(repo, audit, context);
  }

  async get(auth: Auth): Promise<ClubNotificationKinds> {
    await this.allow(auth);
    return answer(await this.repo.clubKindsOff(auth.clubId));
  }

  async put(auth: Auth, input: ClubNotificationKindsInput): Promise<ClubNotificationKinds> {
    await this.allow(auth);
    return transaction(this.db, async (tx) => {
      const repo = this.repo.within(tx);
      const before = (await repo.clubKindsOff(auth.clubId)).sort();
      const on = input.kinds.filter((k) => k.on).map((k) => k.kind);
      const off = input.kinds.filter((k) => !k.on).map((k) => k.kind);
      const after = [
        ...new Set([...before.filter((k) => !on.includes(k as never)), ...off]),
      ].sort();
      if (after.join() === before.join()) return answer(before);
      await repo.setClubKinds(auth.clubId, on, off);
      await this.audit.recordBy(tx, auth, {
        entity: 'club_notification_kinds',
        recordId: 'club',
        action: 'update',
        before: { off: before },
        after: { off: after },
      });
      return answer(after);
    });
  }
}
