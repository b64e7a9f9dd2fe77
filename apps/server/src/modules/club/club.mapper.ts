import type { Club, ConfigResponse } from '@fairway/contract';
import {
  DEFAULT_TEE_DISPLAY_STYLE,
  GUEST_FIELDS,
  TEE_DISPLAY_STYLES,
  type GuestField,
  type BookingRules,
  type TeeDisplayStyle,
} from '@fairway/golf';
import type { BookingLists, ClubConfigRow, ClubRow } from './club.repository';

export const toClub = (c: ClubRow): Club => ({
  id: c.id,
  club_id: c.club_id,
  naam: c.naam,
  snelnaam: c.snelnaam,
  environment: c.environment,
});

const zeroOne = (v: string): '0' | '1' => (v === '1' ? '1' : '0');
const teeStyle = (v: string): TeeDisplayStyle =>
  (TEE_DISPLAY_STYLES as readonly string[]).includes(v)
    ? (v as TeeDisplayStyle)
    : DEFAULT_TEE_DISPLAY_STYLE;

/** The club's configuration as GET /api/config answers it (spec §3 flags, §6 items). */
export function toConfig(
  club: ClubRow,
  c: ClubConfigRow,
  lists: BookingLists,
  rules: BookingRules,
): ConfigResponse {
  return {
    club: {
      id: club.id,
      club_id: club.club_id,
      naam: club.naam,
      snelnaam: club.snelnaam,
      type: club.type,
      timezone: club.timezone,
      environment: club.environment,
    },
    has_greenfee: c.has_greenfee,
    booking_mob_enabled: c.booking_mob_enabled,
    has_baanstatus: c.has_baanstatus,
    news: c.news,
    mobile_show_bezetting: c.mobile_show_bezetting,
    kaarten: c.kaarten,
    memberlist_visible: c.memberlist_visible,
    hide_profiel_link: c.hide_profiel_link,
    relatie_tonen_gsn: c.relatie_tonen_gsn,
    relatie_tonen_contactgegevens: c.relatie_tonen_contactgegevens,
    ledenlijst_telefoon_tonen: c.ledenlijst_telefoon_tonen,
    ledenlijst_mobiel_tonen: c.ledenlijst_mobiel_tonen,
    ledenlijst_email_tonen: c.ledenlijst_email_tonen,
    show_flight_startlijst_website: c.show_flight_startlijst_website,
    digimarker_verplicht: c.digimarker_verplicht,
    has_baan: c.has_baan,
    background_url: c.background_url,
    logo_url: c.logo_url,
    website_default_baan: c.website_default_baan,
    booking_show_player_name: c.booking_show_player_name,
    tee_naam_en_kleur_weergave: teeStyle(c.tee_naam_en_kleur_weergave),
    flight_max_deelnemers: c.flight_max_deelnemers,
    onbekend_relatie_id: c.onbekend_relatie_id,
    lead_times: {
      member_edit: c.member_edit_lead,
      member_cancel: c.member_cancel_lead,
      guest_edit: c.guest_edit_lead,
      guest_cancel: c.guest_cancel_lead,
    },
    booking_show_hole_selectie: zeroOne(c.booking_show_hole_selectie),
    website_selecteren_baan: zeroOne(c.website_selecteren_baan),
    booking_web_spelers_bijboeken: zeroOne(c.booking_web_spelers_bijboeken),
    website_extra_spelers_verplicht_opgeven: zeroOne(c.website_extra_spelers_verplicht_opgeven),
    booking_web_gastspeler_bijboeken: zeroOne(c.booking_web_gastspeler_bijboeken),
    mobile_nav_naar_booking: zeroOne(c.mobile_nav_naar_booking),
    cancellation_reason_enabled: zeroOne(c.cancellation_reason_enabled),
    website_bevestig_hole_keuze: zeroOne(c.website_bevestig_hole_keuze),
    website_uitschrijven: zeroOne(c.website_uitschrijven),
    hoofdboeker_alleen_zichzelf_annuleren: zeroOne(c.hoofdboeker_alleen_zichzelf_annuleren),
    gastspeler_velden: lists.guestFields
      .filter((f) => (GUEST_FIELDS as readonly string[]).includes(f.veld))
      .map((f) => ({ veld: f.veld as GuestField, tonen: f.tonen, verplicht: f.verplicht })),
    cancellation_reasons: lists.reasons,
    booking_days_ahead: c.booking_days_ahead,
    booking_opens_at: c.booking_opens_at,
    booking_max_open: c.booking_max_open,
    booking_lock_minutes: c.booking_lock_minutes,
    booking_rules: rules,
  };
}
