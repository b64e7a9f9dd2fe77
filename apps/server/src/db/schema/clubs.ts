import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every club the federation knows: clubs on the platform (members log in there), the federation's
 * own environment, and clubs not on the platform (Dutch or abroad) that foreign cards refer to.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    /** The federation's club number (spec §3 Club.club_id); 414 shows extra_veld_1. */
    club_id: integer('club_id').notNull(),
    naam: text('naam').notNull(),
    snelnaam: text('snelnaam').notNull(),
    environment: text('environment', { enum: ['federation', 'club'] })
      .notNull()
      .default('club'),
    /** Club type; 'd' changes the card menu wording (spec §6). */
    type: text('type').notNull().default('c'),
    on_platform: boolean('on_platform').notNull().default(true),
    country_id: integer('country_id').notNull(),
    plaats: text('plaats'),
    timezone: text('timezone').notNull().default('Europe/Amsterdam'),
    /** The language a new member of the club starts in (nl_NL, en_US or et_EE). */
    language: text('language').notNull().default('nl_NL'),
    /**
     * Set by the platform's operator (`npm run club -- disable`): its members cannot log in and
     * their sessions end; the club's data stays.
     */
    disabled_at: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('clubs_club_id_key').on(t.club_id),
    uniqueIndex('clubs_snelnaam_key').on(sql`lower(${t.snelnaam})`),
  ],
);

/** Countries (spec §3 Country); 'nederland' counts as domestic (spec §9). */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /**
   * ISO 3166-1 alpha-2 ('NL'), or ISO 3166-2 for a golf nation that is part of a country
   * ('GB-SCT'); the app names the country in the member's language from it.
   */
  code: text('code').unique(),
  ngf_approved: boolean('ngf_approved').notNull().default(false),
});

/** Club configuration flags (spec §3) and config items (spec §6), one row per club. */
export const clubConfig = pgTable('club_config', {
  club_id: integer('club_id')
    .primaryKey()
    .references(() => clubs.id),
  has_greenfee: text('has_greenfee', { enum: ['j', 'n'] })
    .notNull()
    .default('n'),
  booking_mob_enabled: boolean('booking_mob_enabled').notNull().default(false),
  has_baanstatus: boolean('has_baanstatus').notNull().default(false),
  news: boolean('news').notNull().default(true),
  mobile_show_bezetting: boolean('mobile_show_bezetting').notNull().default(false),
  kaarten: boolean('kaarten').notNull().default(true),
  memberlist_visible: boolean('memberlist_visible').notNull().default(true),
  hide_profiel_link: boolean('hide_profiel_link').notNull().default(false),
  // Contact fields default off: privacy by default (AVG).
  relatie_tonen_gsn: boolean('relatie_tonen_gsn').notNull().default(false),
  relatie_tonen_contactgegevens: boolean('relatie_tonen_contactgegevens').notNull().default(false),
  ledenlijst_telefoon_tonen: boolean('ledenlijst_telefoon_tonen').notNull().default(false),
  ledenlijst_mobiel_tonen: boolean('ledenlijst_mobiel_tonen').notNull().default(false),
  ledenlijst_email_tonen: boolean('ledenlijst_email_tonen').notNull().default(false),
  show_flight_startlijst_website: boolean('show_flight_startlijst_website')
    .notNull()
    .default(false),
  digimarker_verplicht: boolean('digimarker_verplicht').notNull().default(false),
  has_baan: boolean('has_baan').notNull().default(true),
  background_url: text('background_url'),
  logo_url: text('logo_url'),
  website_default_baan: integer('website_default_baan'),
  booking_show_player_name: boolean('booking_show_player_name').notNull().default(true),
  tee_naam_en_kleur_weergave: text('tee_naam_en_kleur_weergave').notNull().default('hint_en_naam'),
  flight_max_deelnemers: smallint('flight_max_deelnemers').notNull().default(4),
  onbekend_relatie_id: integer('onbekend_relatie_id'),
  member_edit_lead: text('member_edit_lead').notNull().default('00:00'),
  member_cancel_lead: text('member_cancel_lead').notNull().default('00:00'),
  guest_edit_lead: text('guest_edit_lead').notNull().default('24:00'),
  guest_cancel_lead: text('guest_cancel_lead').notNull().default('24:00'),
  booking_show_hole_selectie: text('booking_show_hole_selectie').notNull().default('1'),
  website_selecteren_baan: text('website_selecteren_baan').notNull().default('1'),
  booking_web_spelers_bijboeken: text('booking_web_spelers_bijboeken').notNull().default('1'),
  website_extra_spelers_verplicht_opgeven: text('website_extra_spelers_verplicht_opgeven')
    .notNull()
    .default('0'),
  booking_web_gastspeler_bijboeken: text('booking_web_gastspeler_bijboeken').notNull().default('1'),
  mobile_nav_naar_booking: text('mobile_nav_naar_booking').notNull().default('0'),
  cancellation_reason_enabled: text('cancellation_reason_enabled').notNull().default('0'),
  website_bevestig_hole_keuze: text('website_bevestig_hole_keuze').notNull().default('0'),
  website_uitschrijven: text('website_uitschrijven').notNull().default('1'),
  hoofdboeker_alleen_zichzelf_annuleren: text('hoofdboeker_alleen_zichzelf_annuleren')
    .notNull()
    .default('0'),
  // Tee-sheet rules real clubs set: days ahead the sheet is open, the club-local time
  // the newest day opens, the most open bookings a member may hold, how long a lock holds.
  booking_days_ahead: smallint('booking_days_ahead').notNull().default(7),
  booking_opens_at: text('booking_opens_at').notNull().default('07:00'),
  booking_max_open: smallint('booking_max_open').notNull().default(4),
  booking_lock_minutes: smallint('booking_lock_minutes').notNull().default(5),
  // Hours a submitted card may wait for its marker before it is on the handicap committee's list
  // of overdue markers (modules/handicap-admin); two days by default.
  marker_overdue_hours: smallint('marker_overdue_hours').notNull().default(48),
});

/** Feature flags per club (spec §6 "Feature flags"), served as a name → enabled map. */
export const features = pgTable(
  'features',
  {
    club_id: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.club_id, t.name] })],
);
