import * as pg from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { memberships } from './members';
import { clubTable, createdAt, memberColumn, sameClubRef } from './columns';

/**
 * The installation's VAPID key pair (RFC 8292), made at first start: one row. Every device's
 * subscription is bound to the public key it subscribed with, so the pair is never replaced.
 */
export const vapidKeys = pg.pgTable(
  'vapid_keys',
  {
    id: pg.integer('id').primaryKey().default(1),
    public_key: pg.text('public_key').notNull(),
    private_key: pg.text('private_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [pg.check('vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * A member's devices that accept push notifications (modules/push). The endpoint is the device's
 * address at its push service: one device belongs to one member at a time (the last to subscribe
 * on it), a member may have several.
 */
export const pushSubscriptions = clubTable(
  'push_subscriptions',
  {
    relatie_id: memberColumn(),
    endpoint: pg.text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: pg.text('p256dh').notNull(),
    auth: pg.text('auth').notNull(),
    created_at: createdAt(),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    pg.uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    pg.index('push_subscriptions_member_idx').on(t.club_id, t.relatie_id),
  ],
);
