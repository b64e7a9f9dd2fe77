import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubColumn, clubTable, createdAt, memberColumn, sameClubRef } from './columns';
import { CLUB_ROLES } from '@fairway/contract';

/**
 * A player of the federation (GSN), independent of clubs: the handicap record belongs here and
 * counts cards from every club (docs/ARCHITECTURE.md "Players and memberships").
 */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    gsn: text('gsn'),
    voorletters: text('voorletters'),
    roepnaam: text('roepnaam'),
    tussenvoegsel: text('tussenvoegsel'),
    achternaam: text('achternaam').notNull(),
    geboortedatum: date('geboortedatum', { mode: 'string' }),
    geslacht: text('geslacht', { enum: ['m', 'v'] })
      .notNull()
      .default('m'),
    email: text('email'),
    /** Phone numbers (spec §3 contact fields): shown to others only as the club's flags allow. */
    telefoon: text('telefoon'),
    mobiel: text('mobiel'),
    voorkeurstaal: text('voorkeurstaal').notNull().default('nl_NL'),
    /** Current handicap index in integer tenths (−12 = +1.2); null before a first index. */
    handicap_tenths: integer('handicap_tenths'),
    /**
     * Index carried over from before the card record (conversion from the old system) and its
     * date: the replay starts from it until the cards give an index.
     */
    start_index_tenths: integer('start_index_tenths'),
    start_index_date: date('start_index_date', { mode: 'string' }),
    foto_mob_url: text('foto_mob_url'),
    foto_mob_lg_url: text('foto_mob_lg_url'),
    foto_mob_sm_url: text('foto_mob_sm_url'),
    foto_lg_url: text('foto_lg_url'),
  },
  (t) => [uniqueIndex('players_gsn_key').on(t.gsn)],
);

/**
 * The member categories a club defines itself (full, weekday, junior, guest, honorary…); later
 * they carry booking rules.
 */
export const memberCategories = clubTable(
  'member_categories',
  {
    naam: text('naam').notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('member_categories_naam_key').on(t.club_id, sql`lower(${t.naam})`)],
);

/**
 * A player's membership of one club: the login, the role and the club-only fields. Its `id` is
 * the relatie id the app sees.
 */
export const memberships = clubTable(
  'memberships',
  {
    player_id: integer('player_id')
      .notNull()
      .references(() => players.id),
    username: text('username'),
    /** argon2id PHC string; null means the member cannot log in. */
    password_hash: text('password_hash'),
    is_gast: boolean('is_gast').notNull().default(false),
    extra_veld_1: text('extra_veld_1'),
    /** The club's own member category (full, weekday, junior…); null for none. */
    category_id: integer('category_id'),
    /**
     * Set when the member administration deactivates the member: they cannot log in, their
     * sessions end, they leave the member list; their cards, bookings and history stay.
     */
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    sameClubRef(t, t.category_id, memberCategories),
    uniqueIndex('memberships_id_key').on(t.id),
    uniqueIndex('memberships_username_key').on(t.club_id, sql`lower(${t.username})`),
    uniqueIndex('memberships_player_key').on(t.club_id, t.player_id),
    index('memberships_player_idx').on(t.player_id),
  ],
);

/** The roles a member holds at their club (CLUB_ROLES in the contract), one row each. */
export const memberRoles = pgTable(
  'member_roles',
  {
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    role: text('role', { enum: CLUB_ROLES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.club_id, t.relatie_id, t.role] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    check(
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
export const friendships = pgTable(
  'friendships',
  {
    club_id: clubColumn(),
    relatie_id: memberColumn(),
    friend_id: integer('friend_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.club_id, t.relatie_id, t.friend_id] }),
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    sameClubRef(t, t.friend_id, memberships).onDelete('cascade'),
    check('friendships_not_self', sql`${t.relatie_id} <> ${t.friend_id}`),
    index('friendships_friend_idx').on(t.club_id, t.friend_id),
  ],
);
