import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { clubColumn, clubRef, clubTable, createdAt, memberColumn, sameClubRef } from './columns';
import { matches } from './matches';
import { memberships } from './members';

/**
 * A member's notification (modules/notifications): what happened (`kind`) and the values its
 * text is made of (`params`), never the text itself — the app renders it in the member's
 * language. `dedupe_key` makes a job that runs again (a retry after a crash) find its row made.
 */
export const notifications = clubTable(
  'notifications',
  {
    relatie_id: memberColumn(),
    kind: pg.text('kind').notNull(),
    params: pg.jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: pg.text('link'),
    dedupe_key: pg.text('dedupe_key').notNull(),
    read_at: pg.timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    pg.unique('notifications_dedupe_key').on(t.club_id, t.relatie_id, t.dedupe_key),
    pg.index('notifications_member_idx').on(t.club_id, t.relatie_id, t.id.desc()),
    pg
      .index('notifications_unread_idx')
      .on(t.club_id, t.relatie_id)
      .where(sql`${t.read_at} is null`),
  ],
);

/**
 * A member's choices: the kind × channel pairs ('kind:channel') they turned off (`off`) and on
 * (`turned_on`), and quiet hours ('HH:MM' in the club's time zone) during which push and email
 * wait. A pair in neither (no row, a kind added since they saved) follows the defaults.
 */
export const notificationPreferences = pg.pgTable(
  'notification_preferences',
  {
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    off: pg.jsonb('off').$type<string[]>().notNull().default([]),
    turned_on: pg.jsonb('turned_on').$type<string[]>().notNull().default([]),
    quiet_from: pg.text('quiet_from'),
    quiet_until: pg.text('quiet_until'),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.relatie_id] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
  ],
);

/** Kinds a club does not send at all (none by default). */
export const clubNotificationKindsOff = pg.pgTable(
  'club_notification_kinds_off',
  {
    club_id: clubRef(),
    kind: pg.text('kind').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.club_id, t.kind] })],
);

/**
 * A member opened a match's page (one row per member and match, the first time): those who looked
 * and have not signed up hear the day before sign-up closes (modules/notifications
 * match-messages.ts).
 */
export const matchViews = pg.pgTable(
  'match_views',
  {
    club_id: clubColumn(),
    match_id: pg.integer('match_id').notNull(),
    relatie_id: memberColumn(),
    viewed_at: pg.timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.match_id, t.relatie_id] }),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
  ],
);
