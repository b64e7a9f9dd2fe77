import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { clubNotificationKindsOff, notificationPreferences, notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read_at'>;
export type PreferencesRow = typeof notificationPreferences.$inferSelect;
/** What of a member's saved choices decides a notification's channels and when they go. */
export type Choices = Pick<PreferencesRow, 'off' | 'turned_on'> &
  Partial<Pick<PreferencesRow, 'quiet_from' | 'quiet_until'>>;

/** A notification as its channel job finds it when it runs. */
export type Deliverable = { row: NotificationRow; clubOff: boolean; prefs: Choices | undefined };

/** A row made by `insertOnce`, as its JSON answer gives it (the timestamp a string). */
type MadeJson = {
  row: Omit<NotificationRow, 'created_at' | 'read_at'> & { created_at: string };
  prefs: Choices | null;
};

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
   * The notification, once per (member, dedupe key), unless the club turned its kind off; with the
   * member's choices (undefined: none saved), which decide its channels. One statement: a
   * reminder's run is mostly round trips (bench/notifications). Undefined when the kind is off or
   * the key was used (a job that runs again finds it made).
   */
  async insertOnce(
    row: NewNotification,
  ): Promise<{ row: NotificationRow; prefs: Choices | undefined } | undefined> {
    const createdAt = (row.created_at ?? new Date()).toISOString();
    const result = await this.db.execute(sql`
      with made as (
        insert into notifications (club_id, relatie_id, kind, params, link, dedupe_key, created_at)
        select ${row.club_id}, ${row.relatie_id}, ${row.kind},
          ${JSON.stringify(row.params ?? {})}::jsonb, ${row.link ?? null}, ${row.dedupe_key},
          ${createdAt}::timestamptz
        where not exists (
          select 1 from club_notification_kinds_off k
          where k.club_id = ${row.club_id} and k.kind = ${row.kind})
        on conflict (club_id, relatie_id, dedupe_key) do nothing
        returning *
      )
      select jsonb_build_object('row', to_jsonb(made), 'prefs', to_jsonb(p)) as result
      from made left join notification_preferences p
        on p.club_id = made.club_id and p.relatie_id = made.relatie_id`);
    const [made] = (result as unknown as { rows: { result: MadeJson }[] }).rows;
    if (!made) return undefined;
    const { row: r, prefs } = made.result;
    return {
      row: { ...r, created_at: new Date(r.created_at), read_at: null },
      prefs: prefs ?? undefined,
    };
  }

  /**
   * The channel jobs' read when they run (one query for a worker's batch): per `club:id`, the
   * notification, whether its club turned its kind off since, and the member's choices now.
   */
  async forDelivery(
    keys: readonly { clubId: number; id: number }[],
  ): Promise<Map<string, Deliverable>> {
    const found = new Map<string, Deliverable>();
    if (!keys.length) return found;
    const rows = await this.db
      .select({
        row: notifications,
        clubOff: sql<boolean>`exists (select 1 from ${clubNotificationKindsOff} k
          where k.club_id = ${notifications.club_id} and k.kind = ${notifications.kind})`,
        off: notificationPreferences.off,
        turned_on: notificationPreferences.turned_on,
      })
      .from(notifications)
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.club_id, notifications.club_id),
          eq(notificationPreferences.relatie_id, notifications.relatie_id),
        ),
      )
      .where(
        and(
          inArray(notifications.club_id, [...new Set(keys.map((k) => k.clubId))]),
          inArray(notifications.id, [...new Set(keys.map((k) => k.id))]),
        ),
      );
    for (const r of rows) {
      const prefs =
        r.off === null || r.turned_on === null ? undefined : { off: r.off, turned_on: r.turned_on };
      found.set(`${r.row.club_id}:${r.row.id}`, { row: r.row, clubOff: Boolean(r.clubOff), prefs });
    }
    return found;
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
    row: Pick<
      PreferencesRow,
      'club_id' | 'relatie_id' | 'off' | 'turned_on' | 'quiet_from' | 'quiet_until'
    >,
    now: Date,
  ): Promise<void> {
    const set = {
      off: row.off,
      turned_on: row.turned_on,
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

  /** Turns `on` kinds back on and `off` kinds off for the club (in the caller's transaction). */
  async setClubKinds(clubId: number, on: readonly string[], off: readonly string[]): Promise<void> {
    if (on.length)
      await this.db
        .delete(clubNotificationKindsOff)
        .where(
          and(
            eq(clubNotificationKindsOff.club_id, clubId),
            inArray(clubNotificationKindsOff.kind, [...on]),
          ),
        );
    if (off.length)
      await this.db
        .insert(clubNotificationKindsOff)
        .values(off.map((kind) => ({ club_id: clubId, kind })))
        .onConflictDoNothing();
  }
}
