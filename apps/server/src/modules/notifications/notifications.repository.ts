import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { clubNotificationKindsOff, notificationPreferences, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read_at'>;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;

const ofMember = (clubId: number, relatieId: number) =>
  and(eq(notifications.club_id, clubId), eq(notifications.relatie_id, relatieId));

/** A member's notifications and choices, and the kinds their club turned off. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** This repository in a transaction. */
  within(tx: Db): NotificationsRepository {
    return new NotificationsRepository(tx);
  }

  /** Newest first, `limit` of them below the id `before`. */
  page(clubId: number, relatieId: number, opts: { before?: number; limit: number }) {
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          ofMember(clubId, relatieId),
          opts.before === undefined ? undefined : lt(notifications.id, opts.before),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(opts.limit);
  }

  async unread(clubId: number, relatieId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(ofMember(clubId, relatieId), isNull(notifications.read_at)));
    return row?.n ?? 0;
  }

  /** Marks one read (again is fine); false when the member has no such notification. */
  async markRead(clubId: number, relatieId: number, id: number, now: Date): Promise<boolean> {
    // One statement: a notification read before keeps its first moment.
    const rows = await this.db
      .update(notifications)
      .set({ read_at: sql`coalesce(${notifications.read_at}, ${now.toISOString()}::timestamptz)` })
      .where(and(ofMember(clubId, relatieId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async markAllRead(clubId: number, relatieId: number, now: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ read_at: now })
      .where(and(ofMember(clubId, relatieId), isNull(notifications.read_at)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /**
   * The notification, once per (member, dedupe key): a job that runs again finds it made and
   * gets undefined.
   */
  async insertOnce(row: NewNotification): Promise<NotificationRow | undefined> {
    const [made] = await this.db
      .insert(notifications)
      .values(row)
      .onConflictDoNothing({
        target: [notifications.club_id, notifications.relatie_id, notifications.dedupe_key],
      })
      .returning();
    return made;
  }

  async byId(clubId: number, id: number): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.club_id, clubId), eq(notifications.id, id)));
    return row;
  }

  async preferences(clubId: number, relatieId: number): Promise<PreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          eq(notificationPreferences.club_id, clubId),
          eq(notificationPreferences.relatie_id, relatieId),
        ),
      );
    return row;
  }

  async savePreferences(
    row: Pick<PreferencesRow, 'club_id' | 'relatie_id' | 'off' | 'quiet_from' | 'quiet_until'>,
    now: Date,
  ): Promise<void> {
    const set = {
      off: row.off,
      quiet_from: row.quiet_from,
      quiet_until: row.quiet_until,
      updated_at: now,
    };
    await this.db
      .insert(notificationPreferences)
      .values({ ...row, updated_at: now })
      .onConflictDoUpdate({
        target: [notificationPreferences.club_id, notificationPreferences.relatie_id],
        set,
      });
  }

  async clubKindsOff(clubId: number): Promise<string[]> {
    const rows = await this.db
      .select({ kind: clubNotificationKindsOff.kind })
      .from(clubNotificationKindsOff)
      .where(eq(clubNotificationKindsOff.club_id, clubId));
    return rows.map((r) => r.kind);
  }
}
