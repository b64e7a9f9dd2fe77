/**
 * Matches (wedstrijden, spec §2–§7 Matches): a match with its sign-up window and form, its
 * categories, flights, the sign-up groups (teams) and each player's registration, the products a
 * member may add, and the published results.
 *
 * Who writes what:
 * - The member side (modules/matches) writes `match_teams`, `match_registrations`,
 *   `match_team_products`, and moves `matches.deelnemers`/`reserves`/`volgnummer` and
 *   `match_flights.teams` — only through the SQL functions of its migrations (`match_sign_up_together`,
 *   `match_sign_out`, `match_promote_reserves`), so the field size and a flight's capacity hold
 *   under any rush (the CHECKs back them up).
 * - The committee side fills everything else: `matches` (create/edit, the window, the form, the
 *   field size, `startlijst_vrijgegeven`, `verwerkt`, `publiceer_uitslag`), `match_tees`,
 *   `match_categories`, `match_flights` (the draw: `match_teams.flight_id` via its own
 *   statements, keeping `match_flights.teams` equal to the count), `match_results` (processing),
 *   and `scorecards.wedstrijd_id`/`team_id` for the match's cards. After raising
 *   `max_deelnemers` it calls `match_promote_reserves`.
 * - The committee sets `matches.ideal_betalingen`, `uitschrijven_restitutie` and the prices; what
 *   a sign-up paid lives in the payments module's bons (subject 'match_registration', the team),
 *   the only record of it: lists read who paid from there.
 *
 * Times (`aanvang`, the window, the sign-out deadline) are the club's wall clock (timestamp without
 * time zone, club-local), compared with the club's clock read in its time zone. Money in integer
 * cents. Handicaps in tenths.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { courses } from './courses';
import { clubChildTable, clubColumn, clubTable, createdAt, sameClubRef } from './columns';

const wallClock = (name: string) => pg.timestamp(name, { mode: 'string', withTimezone: false });

/** A match (spec §3 Match). */
export const matches = clubTable(
  'matches',
  {
    naam: pg.text('naam').notNull(),
    omschrijving: pg.text('omschrijving').notNull().default(''),
    course_id: pg.integer('course_id').notNull(),
    /** First tee-off, club-local. */
    aanvang: wallClock('aanvang').notNull(),
    holes: pg.smallint('holes').notNull().default(18),
    /** The form's code (packages/golf matches/forms.ts MATCH_FORMS). */
    wedstrijdvorm: pg.text('wedstrijdvorm').notNull().default('stableford'),
    /** Players per team (spec `wedstrijdvorm.spelers`); 1 for individual forms. */
    spelers: pg.smallint('spelers').notNull().default(1),
    /**
     * How the result is counted (spec `wedstrijdvorm.uitslag`): stableford, netto, bruto, or
     * tegen_par (holes won minus holes lost, the form 'tegen_par' only).
     */
    uitslag: pg
      .text('uitslag', { enum: ['stableford', 'netto', 'bruto', 'tegen_par'] })
      .notNull()
      .default('stableford'),
    inschrijvingsvorm: pg
      .text('inschrijvingsvorm', { enum: ['individueel', 'team'] })
      .notNull()
      .default('individueel'),
    inschrijvingsstart: wallClock('inschrijvingsstart').notNull(),
    inschrijvingsstop: wallClock('inschrijvingsstop').notNull(),
    /** Until when a member may sign out; null: until `inschrijvingsstop`. */
    uitschrijven_tot: wallClock('uitschrijven_tot'),
    /** The field: players (not teams) that may play; the rest go to the reserve list. */
    max_deelnemers: pg.smallint('max_deelnemers').notNull(),
    /** Teams per flight (spec `properties.spelers_per_flight`: a flight holding this many is full). */
    spelers_per_flight: pg.smallint('spelers_per_flight').notNull().default(4),
    /** Guests a member may bring in an individual form (spec `aantal_gastspelers_inschrijven`). */
    aantal_gastspelers_inschrijven: pg
      .smallint('aantal_gastspelers_inschrijven')
      .notNull()
      .default(0),
    /** Members choose their flight at sign-up (spec `direct_in_flight_inschrijven`). */
    direct_in_flight_inschrijven: pg
      .boolean('direct_in_flight_inschrijven')
      .notNull()
      .default(false),
    qualifying: pg.boolean('qualifying').notNull().default(false),
    startlijst_vrijgegeven: pg.boolean('startlijst_vrijgegeven').notNull().default(false),
    publiceer_uitslag: pg.boolean('publiceer_uitslag').notNull().default(false),
    verwerkt: pg.boolean('verwerkt').notNull().default(false),
    ideal_betalingen: pg.boolean('ideal_betalingen').notNull().default(false),
    /** The club gives the paid fee back when a member signs out before the deadline. */
    uitschrijven_restitutie: pg.boolean('uitschrijven_restitutie').notNull().default(false),
    /** The entry fee, integer cents (0: none). */
    inschrijfgeld_cents: pg.integer('inschrijfgeld_cents').notNull().default(0),
    /** Players in the field now; only the SQL functions move it (the CHECK holds the field). */
    deelnemers: pg.smallint('deelnemers').notNull().default(0),
    /** Sign-up groups waiting on the reserve list. */
    reserves: pg.smallint('reserves').notNull().default(0),
    /** Arrival counter: every sign-up takes the next number under the match row's lock. */
    volgnummer: pg.integer('volgnummer').notNull().default(0),
    /**
     * Moves with every change of what the match's lists show (migration 0019's triggers): the
     * match's row, its flights, teams and sign-ups, their members' names and handicaps, and the
     * sign-ups' bons. A process keeps what it read of the match while this stands.
     */
    version: pg.bigint('version', { mode: 'number' }).notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('matches_id_key').on(t.id),
    pg.index('matches_aanvang_idx').on(t.club_id, t.aanvang),
    sameClubRef(t, t.course_id, courses),
    pg.check('matches_field', sql`${t.deelnemers} >= 0 and ${t.deelnemers} <= ${t.max_deelnemers}`),
    pg.check('matches_reserves', sql`${t.reserves} >= 0`),
    pg.check('matches_spelers', sql`${t.spelers} between 1 and 4`),
    pg.check('matches_window', sql`${t.inschrijvingsstart} <= ${t.inschrijvingsstop}`),
    pg.check('matches_fee', sql`${t.inschrijfgeld_cents} >= 0`),
  ],
);

/** The tees a match is played from, per gender (spec `beschikbare_tees` by gender). */
export const matchTees = pg.pgTable(
  'match_tees',
  {
    club_id: clubColumn(),
    match_id: pg.integer('match_id').notNull(),
    geslacht: pg.text('geslacht', { enum: ['m', 'v'] }).notNull(),
    tee_id: pg.integer('tee_id').notNull(),
    position: pg.smallint('position').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.match_id, t.geslacht, t.tee_id] }),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
  ],
);

/** A match's category: a handicap range (tenths, inclusive) and/or a gender; null means any. */
export const matchCategories = clubChildTable(
  'match_categories',
  {
    match_id: pg.integer('match_id').notNull(),
    naam: pg.text('naam').notNull(),
    handicap_min_tenths: pg.integer('handicap_min_tenths'),
    handicap_max_tenths: pg.integer('handicap_max_tenths'),
    geslacht: pg.text('geslacht', { enum: ['m', 'v'] }),
    position: pg.smallint('position').notNull().default(0),
  },
  (t) => [
    pg.index('match_categories_match_idx').on(t.club_id, t.match_id),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
  ],
);

/**
 * A flight: its number, start time (club-local HH:mm), the hole it starts on and how many teams it
 * holds. `teams` only moves with a team joining or leaving (the CHECK holds the capacity).
 */
export const matchFlights = clubChildTable(
  'match_flights',
  {
    match_id: pg.integer('match_id').notNull(),
    nummer: pg.smallint('nummer').notNull(),
    starttijd: pg.text('starttijd').notNull(),
    /** The hole the flight starts on (1, or 10 for a two-tee start, any for a shotgun). */
    starttee: pg.smallint('starttee').notNull().default(1),
    capacity: pg.smallint('capacity').notNull(),
    teams: pg.smallint('teams').notNull().default(0),
  },
  (t) => [
    pg.uniqueIndex('match_flights_nummer_key').on(t.club_id, t.match_id, t.nummer),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
    pg.check('match_flights_capacity', sql`${t.teams} >= 0 and ${t.teams} <= ${t.capacity}`),
  ],
);

/**
 * One sign-up: a team (team forms) or a member with the guests they brought (individual forms).
 * It is in the field, or on the reserve list (`reservelijst`), in arrival order (`volgnummer`).
 */
export const matchTeams = clubChildTable(
  'match_teams',
  {
    match_id: pg.integer('match_id').notNull(),
    flight_id: pg.integer('flight_id'),
    /** How many players it holds (its places in the field). */
    spelers: pg.smallint('spelers').notNull(),
    reservelijst: pg.boolean('reservelijst').notNull().default(false),
    volgnummer: pg.integer('volgnummer').notNull(),
    signed_up_by: pg.integer('signed_up_by').notNull(),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    pg.uniqueIndex('match_teams_id_key').on(t.id),
    pg.uniqueIndex('match_teams_order_key').on(t.club_id, t.match_id, t.volgnummer),
    pg.index('match_teams_flight_idx').on(t.club_id, t.flight_id),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
    sameClubRef(t, t.flight_id, matchFlights),
    pg.check(
      'match_teams_reserve_no_flight',
      sql`not (${t.reservelijst} and ${t.flight_id} is not null)`,
    ),
  ],
);

/**
 * One player in a sign-up: a member of the club (`relatie_id`) or a guest (`guest`, spec §3 Guest
 * player, its handicap in `guest_handicap_tenths`), with the sign-up info of spec §3 Registration
 * (`inschrijfinfo`).
 */
export const matchRegistrations = clubChildTable(
  'match_registrations',
  {
    match_id: pg.integer('match_id').notNull(),
    team_id: pg.integer('team_id').notNull(),
    /** Order within the team (0: the one who signed up). */
    position: pg.smallint('position').notNull().default(0),
    relatie_id: pg.integer('relatie_id'),
    guest: pg.jsonb('guest'),
    guest_handicap_tenths: pg.integer('guest_handicap_tenths'),
    category_id: pg.integer('category_id'),
    tee_id: pg.integer('tee_id'),
    buggy: pg
      .text('buggy', { enum: ['j', 'n'] })
      .notNull()
      .default('n'),
    horeca: pg
      .text('horeca', { enum: ['j', 'n'] })
      .notNull()
      .default('n'),
    handicart: pg
      .text('handicart', { enum: ['j', 'n'] })
      .notNull()
      .default('n'),
    vroeglaat: pg
      .text('vroeglaat', { enum: ['geen', 'vroeg', 'laat'] })
      .notNull()
      .default('geen'),
    opmerking: pg.text('opmerking').notNull().default(''),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A member is in a match once.
    pg
      .uniqueIndex('match_registrations_member_key')
      .on(t.club_id, t.match_id, t.relatie_id)
      .where(sql`${t.relatie_id} is not null`),
    pg.index('match_registrations_team_idx').on(t.club_id, t.team_id),
    pg.index('match_registrations_member_idx').on(t.club_id, t.relatie_id),
    sameClubRef(t, t.team_id, matchTeams).onDelete('cascade'),
    sameClubRef(t, t.category_id, matchCategories),
    pg.check(
      'match_registrations_one_kind',
      sql`(${t.relatie_id} is null) <> (${t.guest} is null)`,
    ),
  ],
);

/** What a member may add to a sign-up (spec Registration `producten`), price in integer cents. */
export const matchProducts = clubChildTable(
  'match_products',
  {
    match_id: pg.integer('match_id').notNull(),
    naam: pg.text('naam').notNull(),
    prijs_cents: pg.integer('prijs_cents').notNull(),
    position: pg.smallint('position').notNull().default(0),
  },
  (t) => [
    pg.index('match_products_match_idx').on(t.club_id, t.match_id),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
    pg.check('match_products_price', sql`${t.prijs_cents} >= 0`),
  ],
);

/** The products a sign-up took, with how many. */
export const matchTeamProducts = pg.pgTable(
  'match_team_products',
  {
    club_id: clubColumn(),
    team_id: pg.integer('team_id').notNull(),
    product_id: pg.integer('product_id').notNull(),
    aantal: pg.smallint('aantal').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.team_id, t.product_id] }),
    sameClubRef(t, t.team_id, matchTeams).onDelete('cascade'),
    sameClubRef(t, t.product_id, matchProducts),
    pg.check('match_team_products_aantal', sql`${t.aantal} between 1 and 20`),
  ],
);

/**
 * A processed match's result, one row per team (the committee writes it when processing):
 * its place within its category, the playing handicap and the score counted by the form.
 * Names are read from the team's registrations; /uitslag answers these rows once published.
 */
export const matchResults = pg.pgTable(
  'match_results',
  {
    club_id: clubColumn(),
    match_id: pg.integer('match_id').notNull(),
    team_id: pg.integer('team_id').notNull(),
    category_id: pg.integer('category_id'),
    positie: pg.smallint('positie').notNull(),
    playing_handicap: pg.smallint('playing_handicap'),
    bruto: pg.smallint('bruto'),
    netto: pg.smallint('netto'),
    stableford: pg.smallint('stableford'),
    /** Against par: holes won minus holes lost. */
    tegen_par: pg.smallint('tegen_par'),
    /** Set when the result is not counted (no return, disqualified): shown instead of a place. */
    status: pg
      .text('status', { enum: ['ok', 'nr', 'dq'] })
      .notNull()
      .default('ok'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.match_id, t.team_id] }),
    sameClubRef(t, t.match_id, matches).onDelete('cascade'),
    sameClubRef(t, t.team_id, matchTeams).onDelete('cascade'),
  ],
);

export type MatchRow = typeof matches.$inferSelect;
export type MatchTeamRow = typeof matchTeams.$inferSelect;
export type MatchRegistrationRow = typeof matchRegistrations.$inferSelect;
