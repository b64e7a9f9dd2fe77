import * as pg from 'drizzle-orm/pg-core';
import { memberships } from './members';
import { clubColumn, clubRef, clubTable, createdAt, memberColumn, sameClubRef } from './columns';

/**
 * Server-side sessions. The cookie carries a random 256-bit token; only its SHA-256 is stored, so a
 * leaked table does not log anyone in.
 */
export const sessions = pg.pgTable(
  'sessions',
  {
    token_hash: pg.text('token_hash').primaryKey(),
    club_id: clubRef(),
    relatie_id: memberColumn(),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    last_seen_at: pg.timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('sessions_member_idx').on(t.club_id, t.relatie_id)],
);

/**
 * Devices a member has logged in with (modules/auth/login-devices.ts): the device cookie carries a
 * random 256-bit token, only its SHA-256 is stored. Such a device gets past the lockouts that
 * others' guesses put on the member's account or address, under a limit of its own.
 */
export const loginDevices = pg.pgTable(
  'login_devices',
  {
    club_id: clubColumn(),
    token_hash: pg.text('token_hash').notNull(),
    relatie_id: memberColumn(),
    /** The device's first login with this account (kept when its token is renewed). */
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    last_used_at: pg.timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.token_hash] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    pg.index('login_devices_member_idx').on(t.club_id, t.relatie_id),
    pg.index('login_devices_last_used_idx').on(t.last_used_at),
  ],
);

/**
 * One-time links that set a member's password (a new club's first administrator, a new member, a
 * reset). The link carries a random 256-bit token; only its SHA-256 is stored. A link is used
 * once (`used_at`) and not after `expires_at`.
 */
export const passwordLinks = pg.pgTable(
  'password_links',
  {
    token_hash: pg.text('token_hash').primaryKey(),
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    expires_at: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: pg.timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    pg.index('password_links_member_idx').on(t.club_id, t.relatie_id),
  ],
);

/**
 * Rate-limit counters (modules/rate-limit): attempts per key in a fixed window, and the lockout a
 * key earned by going over its limit. Kept in the database so every API node counts the same
 * attempts; one upsert per attempt makes the count atomic. A row means nothing after `expires_at`.
 */
export const rateLimits = pg.pgTable(
  'rate_limits',
  {
    key: pg.text('key').primaryKey(),
    window_start: pg.timestamp('window_start', { withTimezone: true }).notNull(),
    hits: pg.integer('hits').notNull(),
    /** Lockouts earned and still remembered: each one lasts longer than the one before. */
    lockouts: pg.integer('lockouts').notNull(),
    blocked_until: pg.timestamp('blocked_until', { withTimezone: true }),
    expires_at: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('rate_limits_expires_idx').on(t.expires_at)],
);

/** Page views per route with the Dutch page title (spec §1). */
export const pageViews = clubTable('page_views', {
  relatie_id: memberColumn(),
  path: pg.text('path').notNull(),
  title: pg.text('title').notNull(),
  created_at: createdAt(),
});

/**
 * Idempotency keys of state-changing calls (docs/QUALITY.md "Reliability"): the first answer is
 * kept and replayed for the same key and body; a row without an answer is a request still running.
 */
export const idempotencyKeys = pg.pgTable(
  'idempotency_keys',
  {
    club_id: clubRef(),
    relatie_id: memberColumn(),
    key: pg.text('key').notNull(),
    request_hash: pg.text('request_hash').notNull(),
    status_code: pg.integer('status_code'),
    response_body: pg.text('response_body'),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.club_id, t.relatie_id, t.key] })],
);
