import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { clubColumn, clubTable, createdAt, memberColumn, sameClubRef } from './columns';
import { CLUB_ROLES } from '@fairway/contract';

/**
 * A player of the federation (GSN), independent of clubs: the handicap record belongs here and
 * counts cards from every club (docs/ARCHITECTURE.md "Players and memberships").
 */
export const players = pg.pgTable(
  'players',
  {
    id: pg.serial('id').primaryKey(),
    gsn: pg.text('gsn'),
    voorletters: pg.text('voorletters'),
    roepnaam: pg.text('roepnaam'),
    tussenvoegsel: pg.text('tussenvoegsel'),
    achternaam: pg.text('achternaam').notNull(),
    geboortedatum: pg.date('geboortedatum', { mode: 'string' }),
    geslacht: pg
      .text('geslacht', { enum: ['m', 'v'] })
      .notNull()
      .default('m'),
    email: pg.text('email'),
    /** Phone numbers (spec §3 contact fields): shown to others only as the club's flags allow. */
    telefoon: pg.text('telefoon'),
    mobiel: pg.text('mobiel'),
    voorkeurstaal: pg.text('voorkeurstaal').notNull().default('nl_NL'),
    /** Current handicap index in integer tenths (−12 = +1.2); null before a first index. */
    handicap_tenths: pg.integer('handicap_tenths'),
    /**
     * Index carried over from before the card record (conversion from the old system) and its
     * date: the replay starts from it until the cards give an index.
     */
    start_index_tenths: pg.integer('start_index_tenths'),
    start_index_date: pg.date('start_index_date', { mode: 'string' }),
    foto_mob_url: pg.text('foto_mob_url'),
    foto_mob_lg_url: pg.text('foto_mob_lg_url'),
    foto_mob_sm_url: pg.text('foto_mob_sm_url'),
    foto_lg_url: pg.text('foto_lg_url'),
  },
  (t) => [pg.uniqueIndex('players_gsn_key').on(t.gsn)],
);

/**
 * The member categories a club defines itself (full, weekday, junior, guest, honorary…); later
 * they carry booking rules.
 */
export const memberCategories = clubTable(
  'member_categories',
  {
    naam: pg.text('naam').notNull(),
    position: pg.smallint('position').notNull().default(0),
  },
  (t) => [pg.uniqueIndex('member_categories_naam_key').on(t.club_id, sql`lower(${t.naam})`)],
);

/**
 * A player's membership of one club: the login, the role and the club-only fields. Its `id` is
 * the relatie id the app sees.
 */
export const memberships = clubTable(
  'memberships',
  {
    player_id: pg
      .integer('player_id')
      .notNull()
      .references(() => players.id),
    username: pg.text('username'),
    /** argon2id PHC string; null means the member cannot log in. */
    password_hash: pg.text('password_hash'),
    is_gast: pg.boolean('is_gast').notNull().default(false),
    extra_veld_1: pg.text('extra_veld_1'),
    /** The club's own member category (full, weekday, junior…); null for none. */
    category_id: pg.integer('category_id'),
    /**
     * Set when the member administration deactivates the member: they cannot log in, their
     * sessions end, they leave the member list; their cards, bookings and history stay.
     */
    deactivated_at: pg.timestamp('deactivated_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    sameClubRef(t, t.category_id, memberCategories),
    pg.uniqueIndex('memberships_id_key').on(t.id),
    pg.uniqueIndex('memberships_username_key').on(t.club_id, sql`lower(${t.username})`),
    pg.uniqueIndex('memberships_player_key').on(t.club_id, t.player_id),
    pg.index('memberships_player_idx').on(t.player_id),
  ],
);

/** The roles a member holds at their club (CLUB_ROLES in the contract), one row each. */
export const memberRoles = pg.pgTable(
  'member_roles',
  {
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    role: pg.text('role', { enum: CLUB_ROLES }).notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.relatie_id, t.role] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    pg.check(
      'member_roles_role_check',
      sql.raw(`"role" IN (${CLUB_ROLES.map((r) => `'${r}'`).join(', ')})`),
    ),
  ],
);

/**
 * A member's friends: one member's choice, like following (the other is not asked and need not
 * follow back). Both are memberships of the same club; the keys make another club's member
 * impossible, the check a friendship with oneself.
 */
export const friendships = pg.pgTable(
  'friendships',
  {
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    friend_id: pg.integer('friend_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.relatie_id, t.friend_id] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    sameClubRef(t, t.friend_id, memberships).onDelete('cascade'),
    pg.check('friendships_not_self', sql`${t.relatie_id} <> ${t.friend_id}`),
    pg.index('friendships_friend_idx').on(t.club_id, t.friend_id),
  ],
);
