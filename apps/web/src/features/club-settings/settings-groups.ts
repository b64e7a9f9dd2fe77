import { LANGUAGES, TEE_DISPLAY_STYLES } from '@fairway/golf';
import type { ClubSettings, ClubSettingsField } from '@fairway/contract';

/** How a setting is entered; each kind has its input and its error text. */
export type SettingKind =
  | { kind: 'toggle' }
  | { kind: 'text'; optional?: boolean }
  | { kind: 'url' }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'lead' }
  | { kind: 'time' }
  | {
      kind: 'choice';
      options: readonly string[];
      labels: 'common.languages' | 'clubSettings.teeStyles';
    }
  | { kind: 'course' };

export type Setting = { field: ClubSettingsField } & SettingKind;

export interface SettingsGroup {
  id: 'club' | 'booking' | 'guests' | 'members' | 'scorecards' | 'course' | 'appearance';
  settings: readonly Setting[];
}

const toggle = (field: ClubSettingsField): Setting => ({ field, kind: 'toggle' });
const lead = (field: ClubSettingsField): Setting => ({ field, kind: 'lead' });
const number = (field: ClubSettingsField, min: number, max: number): Setting => ({
  field,
  kind: 'number',
  min,
  max,
});

/**
 * The settings screen's groups, in order, each setting once (a unit test checks every field of
 * ClubSettings is here). Ranges are the contract's (admin-club.ts).
 */
export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    id: 'club',
    settings: [
      { field: 'naam', kind: 'text' },
      { field: 'plaats', kind: 'text', optional: true },
      { field: 'language', kind: 'choice', options: LANGUAGES, labels: 'common.languages' },
    ],
  },
  {
    id: 'booking',
    settings: [
      toggle('booking_mob_enabled'),
      toggle('mobile_show_bezetting'),
      toggle('booking_show_player_name'),
      toggle('mobile_nav_naar_booking'),
      number('booking_days_ahead', 0, 365),
      { field: 'booking_opens_at', kind: 'time' },
      number('booking_max_open', 1, 50),
      number('booking_lock_minutes', 1, 60),
      number('flight_max_deelnemers', 1, 4),
      toggle('booking_show_hole_selectie'),
      toggle('website_bevestig_hole_keuze'),
      toggle('website_selecteren_baan'),
      toggle('website_uitschrijven'),
      toggle('cancellation_reason_enabled'),
    ],
  },
  {
    id: 'guests',
    settings: [
      toggle('booking_web_spelers_bijboeken'),
      toggle('website_extra_spelers_verplicht_opgeven'),
      toggle('booking_web_gastspeler_bijboeken'),
      toggle('hoofdboeker_alleen_zichzelf_annuleren'),
      lead('member_edit_lead'),
      lead('member_cancel_lead'),
      lead('guest_edit_lead'),
      lead('guest_cancel_lead'),
    ],
  },
  {
    id: 'members',
    settings: [
      toggle('memberlist_visible'),
      toggle('hide_profiel_link'),
      toggle('ledenlijst_telefoon_tonen'),
      toggle('ledenlijst_mobiel_tonen'),
      toggle('ledenlijst_email_tonen'),
      toggle('relatie_tonen_contactgegevens'),
      toggle('relatie_tonen_gsn'),
    ],
  },
  {
    id: 'scorecards',
    settings: [
      toggle('kaarten'),
      toggle('showQualfyingScorecardMenu'),
      toggle('digimarker_verplicht'),
      number('marker_overdue_hours', 1, 720),
    ],
  },
  {
    id: 'course',
    settings: [
      toggle('has_baan'),
      toggle('has_baanstatus'),
      { field: 'website_default_baan', kind: 'course' },
    ],
  },
  {
    id: 'appearance',
    settings: [
      toggle('news'),
      toggle('startLijstFlightTonen'),
      {
        field: 'tee_naam_en_kleur_weergave',
        kind: 'choice',
        options: TEE_DISPLAY_STYLES,
        labels: 'clubSettings.teeStyles',
      },
      { field: 'logo_url', kind: 'url' },
      { field: 'background_url', kind: 'url' },
    ],
  },
];

/** Each setting by its field. */
export const SETTING_BY_FIELD = new Map<string, Setting>(
  SETTINGS_GROUPS.flatMap((g) => g.settings.map((s) => [s.field, s] as const)),
);

/** Where each field's error is shown: under its own setting, in the field's own words. */
export function fieldErrors(
  fields: readonly { field: string }[],
): Partial<Record<ClubSettingsField, true>> {
  const out: Partial<Record<ClubSettingsField, true>> = {};
  for (const f of fields) {
    const field = f.field.split('.')[0]!;
    if (SETTING_BY_FIELD.has(field)) out[field as ClubSettingsField] = true;
  }
  return out;
}

/** The settings as the member app's menu reads them: booking follows its club flag there too. */
export const previewFeatures = (s: ClubSettings) => ({
  bookingEnabled: s.booking_mob_enabled,
  digimarkerEnabled: s.digimarker_verplicht,
  showQualfyingScorecardMenu: s.showQualfyingScorecardMenu,
  startLijstFlightTonen: s.startLijstFlightTonen,
});
