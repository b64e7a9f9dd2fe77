import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs';
import { players } from './members';
import { clubColumn, clubTable, createdAt, memberColumn } from './columns';

/**
 * A scorecard, kept by the club where the member registered it. The course may belong to another
 * club (a foreign card, `course_club_id`) or be unknown (the unknown_* ratings). Course rating in
 * tenths, as the handicap engine computes.
 */
export const scorecards = clubTable(
  'scorecards',
  {
    relatie_id: memberColumn(),
    player_id: integer('player_id')
      .notNull()
      .references(() => players.id),
    typekaart: smallint('typekaart').notNull(),
    course_club_id: integer('course_club_id').references(() => clubs.id),
    baan_id: integer('baan_id'),
    tee_id: integer('tee_id'),
    aantal_holes: smallint('aantal_holes').notNull(),
    datum: date('datum', { mode: 'string' }).notNull(),
    tijd: text('tijd').notNull(),
    marker_id: integer('marker_id'),
    marker_naam: text('marker_naam'),
    marker_email: text('marker_email'),
    opmerking: text('opmerking').notNull().default(''),
    // Ratings the card was played off, copied at creation so later re-rating does not change it.
    cr_tenths: integer('cr_tenths').notNull(),
    sr: smallint('sr').notNull(),
    par: smallint('par').notNull(),
    unknown_course_name: text('unknown_course_name'),
    country_id: integer('country_id'),
    pcc: smallint('pcc').notNull().default(0),
    /** Index in effect when the card was created (what strokes and ms_max are based on). */
    index_before_tenths: integer('index_before_tenths'),
    playing_handicap: smallint('playing_handicap'),
    is_ingevuld: boolean('is_ingevuld').notNull().default(false),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    rejected_at: timestamp('rejected_at', { withTimezone: true }),
    reject_code: smallint('reject_code'),
    reject_remark: text('reject_remark'),
    verwerkt: boolean('verwerkt').notNull().default(false),
    /** Last processing result (spec §3 constants). */
    uitslag: smallint('uitslag'),
    gross: smallint('gross'),
    sf_score: smallint('sf_score'),
    ags: smallint('ags'),
    differential_tenths: integer('differential_tenths'),
    ehcp_nieuw_tenths: integer('ehcp_nieuw_tenths'),
    /** The match the card was played in (typekaart WEDSTRIJD; db/schema/matches.ts) and its team. */
    wedstrijd_id: integer('wedstrijd_id'),
    team_id: integer('team_id'),
    /**
     * How the holes count as they are typed (spec `score_berekening`): 'stableford', or
     * 'tegen_par' for a card of an against-par match ('+', '-' or 0 per hole). The handicap
     * record reads the gross strokes either way.
     */
    score_berekening: text('score_berekening', { enum: ['stableford', 'tegen_par'] })
      .notNull()
      .default('stableford'),
    created_at: createdAt(),
    /**
     * The handicap committee's part (modules/handicap-admin), each shown to the member with its
     * reason: hole scores corrected after processing; the card kept in the history but not
     * counting for the index (`not_counting_reason` set); a marker who did not respond overruled
     * (signed or voided by the committee, `committee_reason`).
     */
    correction_reason: text('correction_reason'),
    corrected_at: timestamp('corrected_at', { withTimezone: true }),
    not_counting_reason: text('not_counting_reason'),
    committee_action: text('committee_action', { enum: ['entered', 'signed', 'voided'] }),
    committee_reason: text('committee_reason'),
  },
  (t) => [
    uniqueIndex('scorecards_id_key').on(t.id),
    index('scorecards_player_idx').on(t.player_id, t.datum, t.tijd, t.id),
    index('scorecards_marker_idx').on(t.club_id, t.marker_id),
  ],
);

/** Hole scores of a card; one row per (card, hole), so a repeated save is an idempotent upsert. */
export const scorecardScores = pgTable(
  'scorecard_scores',
  {
    club_id: clubColumn(),
    card_id: integer('card_id').notNull(),
    hole_nr: smallint('hole_nr').notNull(),
    strokes: smallint('strokes').notNull(),
    saved_at: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.card_id, t.hole_nr] })],
);

/**
 * The player's handicap history: one row per processed card, as the engine's replay gives it
 * (what the graph draws). Rewritten from the replay whenever a card is processed.
 */
export const handicapHistory = pgTable(
  'handicap_history',
  {
    player_id: integer('player_id')
      .notNull()
      .references(() => players.id),
    seq: integer('seq').notNull(),
    card_id: integer('card_id').notNull(),
    datum: date('datum', { mode: 'string' }).notNull(),
    index_tenths: integer('index_tenths'),
    differential_tenths: integer('differential_tenths'),
    details: jsonb('details').notNull(),
  },
  (t) => [primaryKey({ columns: [t.player_id, t.seq] })],
);

/**
 * A counter per player that moves with every change to their cards (a trigger on `scorecards`,
 * migration 0003), so a server process can keep a member's card list and know, with one
 * primary-key read, whether it still stands — across processes, whoever wrote the card.
 */
export const cardListVersions = pgTable('card_list_versions', {
  player_id: integer('player_id')
    .primaryKey()
    .references(() => players.id),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The handicap committee's adjustments of a player's index (WHS Rule 7.1a): `amount_tenths` added
 * to the calculated index from `datum` until removed (packages/golf committee-adjustment.ts). Per
 * player, as the record is; `club_id` is the club whose committee made it.
 */
export const handicapAdjustments = clubTable(
  'handicap_adjustments',
  {
    player_id: integer('player_id')
      .notNull()
      .references(() => players.id),
    datum: date('datum', { mode: 'string' }).notNull(),
    amount_tenths: integer('amount_tenths').notNull(),
    reason: text('reason').notNull(),
    review_date: date('review_date', { mode: 'string' }).notNull(),
    created_by: integer('created_by'),
    created_at: createdAt(),
  },
  (t) => [index('handicap_adjustments_player_idx').on(t.player_id, t.datum)],
);

/** A scorecard as stored (every card module and the handicap record read it). */
export type CardRow = typeof scorecards.$inferSelect;
