import * as pg from 'drizzle-orm/pg-core';
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
    player_id: pg
      .integer('player_id')
      .notNull()
      .references(() => players.id),
    typekaart: pg.smallint('typekaart').notNull(),
    course_club_id: pg.integer('course_club_id').references(() => clubs.id),
    baan_id: pg.integer('baan_id'),
    tee_id: pg.integer('tee_id'),
    aantal_holes: pg.smallint('aantal_holes').notNull(),
    datum: pg.date('datum', { mode: 'string' }).notNull(),
    tijd: pg.text('tijd').notNull(),
    marker_id: pg.integer('marker_id'),
    marker_naam: pg.text('marker_naam'),
    marker_email: pg.text('marker_email'),
    opmerking: pg.text('opmerking').notNull().default(''),
    // Ratings the card was played off, copied at creation so later re-rating does not change it.
    cr_tenths: pg.integer('cr_tenths').notNull(),
    sr: pg.smallint('sr').notNull(),
    par: pg.smallint('par').notNull(),
    unknown_course_name: pg.text('unknown_course_name'),
    country_id: pg.integer('country_id'),
    pcc: pg.smallint('pcc').notNull().default(0),
    /** Index in effect when the card was created (what strokes and ms_max are based on). */
    index_before_tenths: pg.integer('index_before_tenths'),
    playing_handicap: pg.smallint('playing_handicap'),
    is_ingevuld: pg.boolean('is_ingevuld').notNull().default(false),
    signed_at: pg.timestamp('signed_at', { withTimezone: true }),
    rejected_at: pg.timestamp('rejected_at', { withTimezone: true }),
    reject_code: pg.smallint('reject_code'),
    reject_remark: pg.text('reject_remark'),
    verwerkt: pg.boolean('verwerkt').notNull().default(false),
    /** Last processing result (spec §3 constants). */
    uitslag: pg.smallint('uitslag'),
    gross: pg.smallint('gross'),
    sf_score: pg.smallint('sf_score'),
    ags: pg.smallint('ags'),
    differential_tenths: pg.integer('differential_tenths'),
    ehcp_nieuw_tenths: pg.integer('ehcp_nieuw_tenths'),
    /** The match the card was played in (typekaart WEDSTRIJD; db/schema/matches.ts) and its team. */
    wedstrijd_id: pg.integer('wedstrijd_id'),
    team_id: pg.integer('team_id'),
    /**
     * How the holes count as they are typed (spec `score_berekening`): 'stableford', or
     * 'tegen_par' for a card of an against-par match ('+', '-' or 0 per hole). The handicap
     * record reads the gross strokes either way.
     */
    score_berekening: pg
      .text('score_berekening', { enum: ['stableford', 'tegen_par'] })
      .notNull()
      .default('stableford'),
    created_at: createdAt(),
    /**
     * The handicap committee's part (modules/handicap-admin), each shown to the member with its
     * reason: hole scores corrected after processing; the card kept in the history but not
     * counting for the index (`not_counting_reason` set); a marker who did not respond overruled
     * (signed or voided by the committee, `committee_reason`).
     */
    correction_reason: pg.text('correction_reason'),
    corrected_at: pg.timestamp('corrected_at', { withTimezone: true }),
    not_counting_reason: pg.text('not_counting_reason'),
    committee_action: pg.text('committee_action', { enum: ['entered', 'signed', 'voided'] }),
    committee_reason: pg.text('committee_reason'),
  },
  (t) => [
    pg.uniqueIndex('scorecards_id_key').on(t.id),
    pg.index('scorecards_player_idx').on(t.player_id, t.datum, t.tijd, t.id),
    pg.index('scorecards_marker_idx').on(t.club_id, t.marker_id),
  ],
);

/** Hole scores of a card; one row per (card, hole), so a repeated save is an idempotent upsert. */
export const scorecardScores = pg.pgTable(
  'scorecard_scores',
  {
    club_id: clubColumn(),
    card_id: pg.integer('card_id').notNull(),
    hole_nr: pg.smallint('hole_nr').notNull(),
    strokes: pg.smallint('strokes').notNull(),
    saved_at: pg.timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.club_id, t.card_id, t.hole_nr] })],
);

/**
 * The player's handicap history: one row per processed card, as the engine's replay gives it
 * (what the graph draws). Rewritten from the replay whenever a card is processed.
 */
export const handicapHistory = pg.pgTable(
  'handicap_history',
  {
    player_id: pg
      .integer('player_id')
      .notNull()
      .references(() => players.id),
    seq: pg.integer('seq').notNull(),
    card_id: pg.integer('card_id').notNull(),
    datum: pg.date('datum', { mode: 'string' }).notNull(),
    index_tenths: pg.integer('index_tenths'),
    differential_tenths: pg.integer('differential_tenths'),
    details: pg.jsonb('details').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.player_id, t.seq] })],
);

/**
 * A counter per player that moves with every change to their cards (a trigger on `scorecards`,
 * migration 0003), so a server process can keep a member's card list and know, with one
 * primary-key read, whether it still stands — across processes, whoever wrote the card.
 */
export const cardListVersions = pg.pgTable('card_list_versions', {
  player_id: pg
    .integer('player_id')
    .primaryKey()
    .references(() => players.id),
  version: pg.bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The handicap committee's adjustments of a player's index (WHS Rule 7.1a): `amount_tenths` added
 * to the calculated index from `datum` until removed (packages/golf committee-adjustment.ts). Per
 * player, as the record is; `club_id` is the club whose committee made it.
 */
export const handicapAdjustments = clubTable(
  'handicap_adjustments',
  {
    player_id: pg
      .integer('player_id')
      .notNull()
      .references(() => players.id),
    datum: pg.date('datum', { mode: 'string' }).notNull(),
    amount_tenths: pg.integer('amount_tenths').notNull(),
    reason: pg.text('reason').notNull(),
    review_date: pg.date('review_date', { mode: 'string' }).notNull(),
    created_by: pg.integer('created_by'),
    created_at: createdAt(),
  },
  (t) => [pg.index('handicap_adjustments_player_idx').on(t.player_id, t.datum)],
);

/** A scorecard as stored (every card module and the handicap record read it). */
export type CardRow = typeof scorecards.$inferSelect;
