import { z } from 'zod';
import { GUEST_FIELDS, LIMITS, TEE_DISPLAY_STYLES } from '@fairway/golf';
import { YesNo } from './common';

/**
 * A club in the picker (spec §3 Club). `environment` is 'federation' for the federation's own
 * environment (listed second in the picker, spec §2 Login) and 'club' for a club.
 */
export const Club = z.object({
  id: z.number(),
  club_id: z.number(),
  naam: z.string(),
  snelnaam: z.string(),
  environment: z.enum(['federation', 'club']),
});
export type Club = z.infer<typeof Club>;
export const ClubsResponse = z.array(Club);

/** A club that is not on the platform (Dutch or abroad), for foreign cards. */
export const ForeignClub = z.object({
  id: z.number(),
  naam: z.string(),
  plaats: z.string().nullable(),
  country_id: z.number(),
});
export const ForeignClubsQuery = z.object({
  term: z.string().max(LIMITS.SEARCH_MAX_CHARS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const ForeignClubsResponse = z.array(ForeignClub);

/** The booking rules that apply to one member (`BookingRules` in @fairway/golf). */
export const MemberBookingRules = z.object({
  booking_days_ahead: z.number(),
  booking_opens_at: z.string(),
  booking_max_open: z.number(),
  guests_per_booking: z.number(),
  unnamed_players: z.boolean(),
  lead_times: z.object({
    member_edit: z.string(),
    member_cancel: z.string(),
    guest_edit: z.string(),
    guest_cancel: z.string(),
  }),
});
export type MemberBookingRules = z.infer<typeof MemberBookingRules>;

/** '0'/'1' config items as the spec spells them (spec §6 "Config items"). */
const ZeroOne = z.enum(['0', '1']);

/**
 * GET /api/config: the club configuration flags of spec §3 and the config items of spec §6.
 * Contact-field flags default off (privacy).
 */
export const ConfigResponse = z.object({
  club: z.object({
    id: z.number(),
    club_id: z.number(),
    naam: z.string(),
    snelnaam: z.string(),
    type: z.string(),
    /** The club's IANA time zone: its 'today', tee times and lead times are on this clock. */
    timezone: z.string(),
    environment: z.enum(['federation', 'club']),
  }),
  has_greenfee: YesNo,
  booking_mob_enabled: z.boolean(),
  has_baanstatus: z.boolean(),
  news: z.boolean(),
  mobile_show_bezetting: z.boolean(),
  kaarten: z.boolean(),
  memberlist_visible: z.boolean(),
  hide_profiel_link: z.boolean(),
  relatie_tonen_gsn: z.boolean(),
  relatie_tonen_contactgegevens: z.boolean(),
  ledenlijst_telefoon_tonen: z.boolean(),
  ledenlijst_mobiel_tonen: z.boolean(),
  ledenlijst_email_tonen: z.boolean(),
  show_flight_startlijst_website: z.boolean(),
  digimarker_verplicht: z.boolean(),
  has_baan: z.boolean(),
  background_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  website_default_baan: z.number().nullable(),
  booking_show_player_name: z.boolean(),
  tee_naam_en_kleur_weergave: z.enum(TEE_DISPLAY_STYLES),
  flight_max_deelnemers: z.number(),
  onbekend_relatie_id: z.number().nullable(),
  /** Lead times as 'HH:mm' before the slot start (spec §5 Booking). */
  lead_times: z.object({
    member_edit: z.string(),
    member_cancel: z.string(),
    guest_edit: z.string(),
    guest_cancel: z.string(),
  }),
  booking_show_hole_selectie: ZeroOne,
  website_selecteren_baan: ZeroOne,
  booking_web_spelers_bijboeken: ZeroOne,
  website_extra_spelers_verplicht_opgeven: ZeroOne,
  booking_web_gastspeler_bijboeken: ZeroOne,
  mobile_nav_naar_booking: ZeroOne,
  cancellation_reason_enabled: ZeroOne,
  website_bevestig_hole_keuze: ZeroOne,
  website_uitschrijven: ZeroOne,
  hoofdboeker_alleen_zichzelf_annuleren: ZeroOne,
  /** The guest player fields the booking form shows and requires (spec §5 Booking). */
  gastspeler_velden: z.array(
    z.object({
      veld: z.enum(GUEST_FIELDS),
      tonen: z.enum(['on', 'off']),
      verplicht: ZeroOne,
    }),
  ),
  /** Reasons a member picks from when cancelling (cancellation_reason_enabled). */
  cancellation_reasons: z.array(z.object({ id: z.number(), naam: z.string() })),
  /** Club rules of the tee sheet: days ahead it is open, when a new day opens, most open bookings. */
  booking_days_ahead: z.number(),
  booking_opens_at: z.string(),
  booking_max_open: z.number(),
  /** Minutes a tee-time lock holds before it runs out by itself. */
  booking_lock_minutes: z.number(),
  /**
   * The caller's own booking rules: the club's above, each replaced where the member's category
   * sets its own (resolveBookingRules in @fairway/golf). The booking screens go by these.
   */
  booking_rules: MemberBookingRules,
});
export type ConfigResponse = z.infer<typeof ConfigResponse>;
