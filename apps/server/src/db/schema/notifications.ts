import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import {
  clubColumn,
  clubRef,
  clubRowKey,
  createdAt,
  memberColumn,
  rowId,
  sameClubRef,
} from './columns';
import { memberships } from './members';

/**
 * A member's notification (modules/notifications): what happened (`kind`) and the values its
 * text is made of (`params`), never the text itself — the app renders it in the member's
 * language. `dedupe_key` makes a job that runs again (a retry after a crash) find its row made.
 */
export const notifications = pgTable(
  'notifications',
  {
    club_id: clubRef(),
    id: rowId(),
    relatie_id: memberColumn(),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    dedupe_key: text('dedupe_key').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    clubRowKey(t),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    unique('notifications_dedupe_key').on(t.club_id, t.relatie_id, t.dedupe_key),
    index('notifications_member_idx').on(t.club_id, t.relatie_id, t.id.desc()),
    index('notifications_unread_idx')
      .on(t.club_id, t.relatie_id)
      .where(sql`${t.read_at} is null`),
  ],
);

/**
 * A member's choices: the kind × channel pairs they turned off (`off`, 'kind:channel'), and quiet
 * hours ('HH:MM' in the club's time zone) during which push and email wait. No row: defaults.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    off: jsonb('off').$type<string[]>().notNull().default([]),
    quiet_from: text('quiet_from'),
    quiet_until: text('quiet_until'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.club_id, t.relatie_id] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
  ],
);

/** Kinds a club does not send at all (none by default). */
export const clubNotificationKindsOff = pgTable(
  'club_notification_kinds_off',
  {
    club_id: clubRef(),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.kind] })],
);
