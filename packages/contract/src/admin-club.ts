import { z } from 'zod';
import { LANGUAGES, TEE_DISPLAY_STYLES } from '@fairway/golf';

/**
 * The club's settings as the administrator reads and writes them (GET and PUT /api/admin/club):
 * the club's own name, place and language, the club configuration flags of spec §3 a club
 * decides for itself, and the two feature flags the member app reads. One flat object, so a
 * refusal names the field as the form shows it. The config items the spec spells '0'/'1' are
 * booleans here; the server stores them as the spec spells them.
 */

/** Lead times and opening times are at most this far: a week before the tee time. */
export const LEAD_TIME_MAX_MINUTES = 7 * 24 * 60;

/** A lead time before a tee time, 'HH:MM' (hours may pass 24: '48:00' is two days). */
export const LeadTime = z
  .string()
  .regex(/^\d{2,3}:[0-5]\d$/, { error: 'must be hours:minutes, like 02:00 or 48:00' })
  .refine(
    (v) => {
      const [h, m] = v.split(':').map(Number);
      return h! * 60 + m! <= LEAD_TIME_MAX_MINUTES;
    },
    { error: 'must be at most 168:00 (a week)' },
  );

/** A time of day on the club's clock, 'HH:MM' from 00:00 to 23:59. */
export const ClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day from 00:00 to 23:59' });

export const whole = (min: number, max: number) =>
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/** A picture's address: a path on this server or an https address; empty is none. */
const PictureUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { error: 'must start with / or https://' })
  .nullable();

/** The on/off flags of club_config, as the columns are named. */
export const CLUB_CONFIG_FLAGS = [
  'booking_mob_enabled',
  'mobile_show_bezetting',
  'booking_show_player_name',
  'has_baanstatus',
  'has_baan',
  'news',
  'kaarten',
  'digimarker_verplicht',
  'memberlist_visible',
  'hide_profiel_link',
  'relatie_tonen_gsn',
  'relatie_tonen_contactgegevens',
  'ledenlijst_telefoon_tonen',
  'ledenlijst_mobiel_tonen',
  'ledenlijst_email_tonen',
] as const;

/** The config items of spec §6 stored as '0'/'1' (booleans on this call). */
export const CLUB_CONFIG_ZERO_ONE = [
  'booking_show_hole_selectie',
  'website_bevestig_hole_keuze',
  'website_selecteren_baan',
  'booking_web_spelers_bijboeken',
  'website_extra_spelers_verplicht_opgeven',
  'booking_web_gastspeler_bijboeken',
  'website_uitschrijven',
  'hoofdboeker_alleen_zichzelf_annuleren',
  'cancellation_reason_enabled',
  'mobile_nav_naar_booking',
] as const;

/** The feature flags (spec §6) a club sets itself; booking and digital marking follow the flags. */
export const CLUB_SETTING_FEATURES = [
  'showQualfyingScorecardMenu',
  'startLijstFlightTonen',
] as const;

/** The lead times of spec §5 Booking, as club_config names them. */
export const CLUB_LEAD_TIMES = [
  'member_edit_lead',
  'member_cancel_lead',
  'guest_edit_lead',
  'guest_cancel_lead',
] as const;

type Flag =
  | (typeof CLUB_CONFIG_FLAGS)[number]
  | (typeof CLUB_CONFIG_ZERO_ONE)[number]
  | (typeof CLUB_SETTING_FEATURES)[number];
const flags = Object.fromEntries(
  [...CLUB_CONFIG_FLAGS, ...CLUB_CONFIG_ZERO_ONE, ...CLUB_SETTING_FEATURES].map((f) => [
    f,
    z.boolean({ error: 'must be on or off' }),
  ]),
) as Record<Flag, z.ZodBoolean>;
const leadTimes = Object.fromEntries(CLUB_LEAD_TIMES.map((f) => [f, LeadTime])) as Record<
  (typeof CLUB_LEAD_TIMES)[number],
  typeof LeadTime
>;

/** PUT /api/admin/club: the whole settings (what is not sent is refused, not kept). */
export const ClubSettings = z
  .object({
    naam: z
      .string()
      .trim()
      .min(2, { error: 'must have at least 2 characters' })
      .max(120, { error: 'must have at most 120 characters' }),
    plaats: z.string().trim().max(80, { error: 'must have at most 80 characters' }).nullable(),
    /** The language a new member of the club starts in. */
    language: z.enum(LANGUAGES),
    ...flags,
    ...leadTimes,
    flight_max_deelnemers: whole(1, 4),
    booking_days_ahead: whole(0, 365),
    booking_opens_at: ClockTime,
    booking_max_open: whole(1, 50),
    booking_lock_minutes: whole(1, 60),
    /** Hours a card may wait for its marker before the handicap committee's list shows it. */
    marker_overdue_hours: whole(1, 720),
    tee_naam_en_kleur_weergave: z.enum(TEE_DISPLAY_STYLES),
    /** The course the tee sheet and a new card start on; one of the club's own (`courses`). */
    website_default_baan: z.number().int().positive().nullable(),
    logo_url: PictureUrl,
    background_url: PictureUrl,
  })
  .strict();
export type ClubSettings = z.infer<typeof ClubSettings>;
export type ClubSettingsField = keyof ClubSettings;

/** GET /api/admin/club and the PUT's answer: the settings and what the club cannot change here. */
export const ClubSettingsResponse = z.object({
  settings: ClubSettings,
  /** Set when the club was created (the platform's command line), shown for reference. */
  fixed: z.object({
    snelnaam: z.string(),
    club_id: z.number().int(),
    timezone: z.string(),
    /** Whether members have the extra field (extra_veld_1): only the club numbered 414 has it. */
    extra_veld_1: z.boolean(),
  }),
  /** The club's courses, to choose the default one from. */
  courses: z.array(z.object({ id: z.number().int(), naam: z.string() })),
});
export type ClubSettingsResponse = z.infer<typeof ClubSettingsResponse>;
