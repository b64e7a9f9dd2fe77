import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';

/**
 * Every club the federation knows: clubs on the platform (members log in there), the federation's
 * own environment, and clubs not on the platform (Dutch or abroad) that foreign cards refer to.
 */
export const clubs = pg.pgTable(
  'clubs',
  {
    id: pg.serial('id').primaryKey(),
    /** The federation's club number (spec §3 Club.club_id); 414 shows extra_veld_1. */
    club_id: pg.integer('club_id').notNull(),
    naam: pg.text('naam').notNull(),
    snelnaam: pg.text('snelnaam').notNull(),
    environment: pg
      .text('environment', { enum: ['federation', 'club'] })
      .notNull()
      .default('club'),
    /** Club type; 'd' changes the card menu wording (spec §6). */
    type: pg.text('type').notNull().default('c'),
    on_platform: pg.boolean('on_platform').notNull().default(true),
    country_id: pg.integer('country_id').notNull(),
    plaats: pg.text('plaats'),
    timezone: pg.text('timezone').notNull().default('Europe/Amsterdam'),
    /** The language a new member of the club starts in (nl_NL, en_US or et_EE). */
    language: pg.text('language').notNull().default('nl_NL'),
    /**
     * Set by the platform's operator (`npm run club -- disable`): its members cannot log in and
     * their sessions end; the club's data stays.
     */
    disabled_at: pg.timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    pg.uniqueIndex('clubs_club_id_key').on(t.club_id),
    pg.uniqueIndex('clubs_snelnaam_key').on(sql`lower(${t.snelnaam})`),
  ],
);

/** Countries (spec §3 Country); 'nederland' counts as domestic (spec §9). */
export const countries = pg.pgTable('countries', {
  id: pg.serial('id').primaryKey(),
  name: pg.text('name').notNull().unique(),
  /**
   * ISO 3166-1 alpha-2 ('NL'), or ISO 3166-2 for a golf nation that is part of a country
   * ('GB-SCT'); the app names the country in the member's language from it.
   */
  code: pg.text('code').unique(),
  ngf_approved: pg.boolean('ngf_approved').notNull().default(false),
});

/** Club configuration flags (spec §3) and config items (spec §6), one row per club. */
export const clubConfig = pg.pgTable('club_config', {
  club_id: pg
    .integer('club_id')
    .primaryKey()
    .references(() => clubs.id),
  has_greenfee: pg
    .text('has_greenfee', { enum: ['j', 'n'] })
    .notNull()
    .default('n'),
  booking_mob_enabled: pg.boolean('booking_mob_enabled').notNull().default(false),
  has_baanstatus: pg.boolean('has_baanstatus').notNull().default(false),
  news: pg.boolean('news').notNull().default(true),
  mobile_show_bezetting: pg.boolean('mobile_show_bezetting').notNull().default(false),
  kaarten: pg.boolean('kaarten').notNull().default(true),
  memberlist_visible: pg.boolean('memberlist_visible').notNull().default(true),
  hide_profiel_link: pg.boolean('hide_profiel_link').notNull().default(false),
  // Contact fields default off: privacy by default (AVG).
  relatie_tonen_gsn: pg.boolean('relatie_tonen_gsn').notNull().default(false),
  relatie_tonen_contactgegevens: pg
    .boolean('relatie_tonen_contactgegevens')
    .notNull()
    .default(false),
  ledenlijst_telefoon_tonen: pg.boolean('ledenlijst_telefoon_tonen').notNull().default(false),
  ledenlijst_mobiel_tonen: pg.boolean('ledenlijst_mobiel_tonen').notNull().default(false),
  ledenlijst_email_tonen: pg.boolean('ledenlijst_email_tonen').notNull().default(false),
  show_flight_startlijst_website: pg
    .boolean('show_flight_startlijst_website')
    .notNull()
    .default(false),
  digimarker_verplicht: pg.boolean('digimarker_verplicht').notNull().default(false),
  has_baan: pg.boolean('has_baan').notNull().default(true),
  background_url: pg.text('background_url'),
  logo_url: pg.text('logo_url'),
  website_default_baan: pg.integer('website_default_baan'),
  booking_show_player_name: pg.boolean('booking_show_player_name').notNull().default(true),
  tee_naam_en_kleur_weergave: pg
    .text('tee_naam_en_kleur_weergave')
    .notNull()
    .default('hint_en_naam'),
  flight_max_deelnemers: pg.smallint('flight_max_deelnemers').notNull().default(4),
  onbekend_relatie_id: pg.integer('onbekend_relatie_id'),
  member_edit_lead: pg.text('member_edit_lead').notNull().default('00:00'),
  member_cancel_lead: pg.text('member_cancel_lead').notNull().default('00:00'),
  guest_edit_lead: pg.text('guest_edit_lead').notNull().default('24:00'),
  guest_cancel_lead: pg.text('guest_cancel_lead').notNull().default('24:00'),
  booking_show_hole_selectie: pg.text('booking_show_hole_selectie').notNull().default('1'),
  website_selecteren_baan: pg.text('website_selecteren_baan').notNull().default('1'),
  booking_web_spelers_bijboeken: pg.text('booking_web_spelers_bijboeken').notNull().default('1'),
  website_extra_spelers_verplicht_opgeven: pg
    .text('website_extra_spelers_verplicht_opgeven')
    .notNull()
    .default('0'),
  booking_web_gastspeler_bijboeken: pg
    .text('booking_web_gastspeler_bijboeken')
    .notNull()
    .default('1'),
  mobile_nav_naar_booking: pg.text('mobile_nav_naar_booking').notNull().default('0'),
  cancellation_reason_enabled: pg.text('cancellation_reason_enabled').notNull().default('0'),
  website_bevestig_hole_keuze: pg.text('website_bevestig_hole_keuze').notNull().default('0'),
  website_uitschrijven: pg.text('website_uitschrijven').notNull().default('1'),
  hoofdboeker_alleen_zichzelf_annuleren: pg
    .text('hoofdboeker_alleen_zichzelf_annuleren')
    .notNull()
    .default('0'),
  // Tee-sheet rules real clubs set: days ahead the sheet is open, the club-local time
  // the newest day opens, the most open bookings a member may hold, how long a lock holds.
  booking_days_ahead: pg.smallint('booking_days_ahead').notNull().default(7),
  booking_opens_at: pg.text('booking_opens_at').notNull().default('07:00'),
  booking_max_open: pg.smallint('booking_max_open').notNull().default(4),
  booking_lock_minutes: pg.smallint('booking_lock_minutes').notNull().default(5),
  // Hours a submitted card may wait for its marker before it is on the handicap committee's list
  // of overdue markers (modules/handicap-admin); two days by default.
  marker_overdue_hours: pg.smallint('marker_overdue_hours').notNull().default(48),
});

/** Feature flags per club (spec §6 "Feature flags"), served as a name → enabled map. */
export const features = pg.pgTable(
  'features',
  {
    club_id: pg
      .integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: pg.text('name').notNull(),
    enabled: pg.boolean('enabled').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.club_id, t.name] })],
);
