import {
  CLUB_CONFIG_FLAGS,
  CLUB_CONFIG_ZERO_ONE,
  CLUB_LEAD_TIMES,
  CLUB_SETTING_FEATURES,
  type ClubSettings,
} from '@fairway/contract';
import {
  DEFAULT_TEE_DISPLAY_STYLE,
  LANGUAGES,
  TEE_DISPLAY_STYLES,
  type Language,
  type TeeDisplayStyle,
} from '@fairway/golf';
import type {
  ClubConfigRow,
  ClubSettingsRow,
  ClubUpdate,
  ConfigUpdate,
} from './club-settings.repository';

/** The settings' values that are plain columns of club_config, written as they are. */
const PLAIN_CONFIG = [
  ...CLUB_CONFIG_FLAGS,
  ...CLUB_LEAD_TIMES,
  'flight_max_deelnemers',
  'booking_days_ahead',
  'booking_opens_at',
  'booking_max_open',
  'booking_lock_minutes',
  'marker_overdue_hours',
  'tee_naam_en_kleur_weergave',
  'website_default_baan',
  'logo_url',
  'background_url',
] as const satisfies readonly (keyof ClubSettings & keyof ClubConfigRow)[];

const CLUB_FIELDS = ['naam', 'plaats', 'language'] as const;

const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T =>
  (list as readonly string[]).includes(v) ? (v as T) : fallback;

/** The settings as stored now; a feature flag the club never set is off (as the member app reads it). */
export function toSettings(
  club: ClubSettingsRow,
  config: ClubConfigRow,
  features: Map<string, boolean>,
): ClubSettings {
  const settings = {
    naam: club.naam,
    plaats: club.plaats,
    language: oneOf<Language>(LANGUAGES, club.language, 'nl_NL'),
  } as Record<string, unknown>;
  for (const f of PLAIN_CONFIG) settings[f] = config[f];
  for (const f of CLUB_CONFIG_ZERO_ONE) settings[f] = config[f] === '1';
  for (const f of CLUB_SETTING_FEATURES) settings[f] = features.get(f) ?? false;
  settings.tee_naam_en_kleur_weergave = oneOf<TeeDisplayStyle>(
    TEE_DISPLAY_STYLES,
    config.tee_naam_en_kleur_weergave,
    DEFAULT_TEE_DISPLAY_STYLE,
  );
  return settings as ClubSettings;
}

/** What differs between two settings: the fields whose values changed, before and after. */
export function changedFields(before: ClubSettings, after: ClubSettings) {
  const was: Partial<Record<keyof ClubSettings, unknown>> = {};
  const now: Partial<Record<keyof ClubSettings, unknown>> = {};
  for (const key of Object.keys(after) as (keyof ClubSettings)[]) {
    if (before[key] === after[key]) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now, any: Object.keys(now).length > 0 };
}

/** The writes that make `changes` (the changed fields only) to the club, its config and features. */
export function toWrites(changes: Partial<ClubSettings>) {
  const club: ClubUpdate = {};
  const config: Record<string, unknown> = {};
  const features: { name: string; enabled: boolean }[] = [];
  for (const f of CLUB_FIELDS) if (f in changes) Object.assign(club, { [f]: changes[f] });
  for (const f of PLAIN_CONFIG) if (f in changes) config[f] = changes[f];
  for (const f of CLUB_CONFIG_ZERO_ONE) if (f in changes) config[f] = changes[f] ? '1' : '0';
  for (const f of CLUB_SETTING_FEATURES)
    if (f in changes) features.push({ name: f, enabled: changes[f]! });
  return { club, config: config as ConfigUpdate, features };
}
