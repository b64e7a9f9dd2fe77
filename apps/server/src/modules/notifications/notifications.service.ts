import type {
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesInput,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import { notFound } from '../../errors';
import type { NotificationsRepository } from './notifications.repository';
import { choicesFromInput, isKind, toPreferences } from './preferences';

/** The member's inbox and choices (/api/notifications). */
export class NotificationsService {
  constructor(
    private readonly repo: NotificationsRepository,
    private readonly clock: () => Date,
  ) {}

  async list(auth: Auth, q: NotificationListQuery): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      this.repo.page(auth.clubId, auth.relatieId, {
        ...(q.before === undefined ? {} : { before: q.before }),
        limit: q.limit + 1,
      }),
      this.repo.unread(auth.clubId, auth.relatieId),
    ]);
    const page = rows.slice(0, q.limit).filter((r) => isKind(r.kind));
    return {
      notifications: page.map((r) => ({
        id: r.id,
        kind: r.kind as NotificationList['notifications'][number]['kind'],
        params: r.params,
        link: r.link,
        read: r.read_at !== null,
        created_at: r.created_at.toISOString(),
      })),
      unread,
      next_before: rows.length > q.limit ? rows[q.limit - 1]!.id : null,
    };
  }

  /** Another member's notification does not exist for you (404). */
  async read(auth: Auth, id: number): Promise<{ success: true }> {
    if (!(await this.repo.markRead(auth.clubId, auth.relatieId, id, this.clock())))
      throw notFound('notification');
    return { success: true };
  }

  async readAll(auth: Auth): Promise<{ read: number }> {
    return { read: await this.repo.markAllRead(auth.clubId, auth.relatieId, this.clock()) };
  }

  async preferences(auth: Auth): Promise<NotificationPreferences> {
    const [row, clubOff] = await Promise.all([
      this.repo.preferences(auth.clubId, auth.relatieId),
      this.repo.clubKindsOff(auth.clubId),
    ]);
    return toPreferences(row, clubOff);
  }

  async savePreferences(
    auth: Auth,
    input: NotificationPreferencesInput,
  ): Promise<NotificationPreferences> {
    const row = await this.repo.preferences(auth.clubId, auth.relatieId);
    await this.repo.savePreferences(
      {
        club_id: auth.clubId,
        relatie_id: auth.relatieId,
        ...choicesFromInput(row, input),
        quiet_from: input.quiet_hours?.from ?? null,
        quiet_until: input.quiet_hours?.until ?? null,
      },
      this.clock(),
    );
    return this.preferences(auth);
  }
}
