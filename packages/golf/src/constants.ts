/**
 * Constants of spec §3 and §9, with the values the wire uses.
 */

/** Scorecard type (`typekaart`), spec §3 "Scorecard type constants". */
export const CARD_TYPE = {
  WEDSTRIJD: 1,
  QUALIFYING: 2,
  VREEMDEKAART: 3,
  HANDICAAPAANPASSING: 4,
  EXAMEN: 5,
  CONVERSIE: 6,
  ACTIEF: 7,
  INACTIEF: 8,
  VREEMDEQKAART: 9,
  VREEMDEWKAART: 10,
  CONVERSIE_HANDICAPAANPASSING: 11,
} as const;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];

/** Result of processing a score (`status` of a score save), spec §3 "Processing result constants". */
export const PROCESSING_RESULT = {
  SUCCES: 0,
  ISLAATSTVERWERKT: 1,
  ISVERWERKT: 2,
  ISNIETVERWERKT: 3,
  ISINGEVULD: 4,
  ISTEOUD: 5,
  QUALIFYING_WEDSTRIJD: 99,
} as const;
export type ProcessingResult = (typeof PROCESSING_RESULT)[keyof typeof PROCESSING_RESULT];

/** Tee-time lock state of a flight, spec §3 "Flight (tee lock) states". */
export const FLIGHT = { LOCKED: 0, FREE: 1 } as const;
export type FlightState = (typeof FLIGHT)[keyof typeof FLIGHT];

/** Marker reject reasons, spec §4 "Marker"; the default mark type for a reject is 2 (spec §9). */
export const REJECT_REASON = { INVALID_SCORE: 'INVALID_SCORE', NOT_MARKER: 'NOT_MARKER' } as const;
export type RejectReason = (typeof REJECT_REASON)[keyof typeof REJECT_REASON];
export const DEFAULT_MARK_TYPE = 2;

/** Languages, spec §4 "Language" and §9: nl_NL is the default; de_DE is recognised but falls back. */
export const LANGUAGES = ['nl_NL', 'en_US', 'et_EE'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl_NL';

/**
 * Resolve a member's `voorkeurstaal` to a supported language (spec §4): nl_NL, en_US and et_EE are
 * allowed; de_DE and anything unknown give nl_NL.
 */
export function resolveLanguage(voorkeurstaal: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(voorkeurstaal ?? '')
    ? (voorkeurstaal as Language)
    : DEFAULT_LANGUAGE;
}

/**
 * How each language writes a decimal ("17,5" in Dutch and Estonian, "17.5" in English): fixed per
 * language, so the app need not build an Intl.NumberFormat (tens of milliseconds on a slow phone).
 */
export const DECIMAL_SEPARATOR: Record<Language, '.' | ','> = {
  nl_NL: ',',
  en_US: '.',
  et_EE: ',',
};

/** Page sizes and limits of spec §9. */
export const LIMITS = {
  NEWS_PAGE: 10,
  MEMBERS_FIRST_PAGE: 20,
  MEMBERS_NEXT_PAGE: 100,
  MATCHES_PAGE: 20,
  FRIENDS_FIRST_PAGE: 20,
  FRIENDS_NEXT_PAGE: 100,
  FOREIGN_CLUBS_CHUNK: 30,
  PROFILE_LAST_CARDS: 4,
  SEARCH_MIN_CHARS: 2,
  /** A search term is a name or a number: the fields stop here and the server refuses more. */
  SEARCH_MAX_CHARS: 100,
  CARD_HISTORY_YEARS: 2,
  FOREIGN_CARD_FUTURE_MINUTES: 30,
  GUEST_HANDICAP_MIN: -9,
  GUEST_HANDICAP_MAX: 54,
  DEFAULT_FREE_SLOTS: 4,
  /** spec §9: a booking is for 9 holes unless chosen otherwise. */
  BOOKING_DEFAULT_HOLES: 9,
  ARTICLE_PREVIEW_CHARS: 200,
  NOTIFICATION_INTERVAL_MINUTES: 15,
  TEETIME_OVERVIEW_CACHE_MINUTES: 5,
  LOADING_DELAY_MS: 300,
  LOADING_MAX_MS: 12_000,
  MISSING_CATEGORY_POPUP_MS: 3_000,
} as const;

/** Club id whose members show the custom `extra_veld_1` profile field (spec §9). */
export const EXTRA_FIELD_CLUB_ID = 414;

/** The country counted as domestic for foreign cards (spec §9). */
export const DOMESTIC_COUNTRY = 'nederland';

/**
 * A country's everyday name from the names a country list gives it in one language (ISO 3166
 * names, as i18n-iso-countries has them). English lists the everyday name first ('United
 * Kingdom', then 'UK' and 'Great Britain'); Dutch lists the state's full name first and the
 * everyday one after it ('Koninkrijk der Nederlanden', 'Nederland'), so there the shortest name
 * that is not an abbreviation is the one people say.
 */
export function everydayCountryName(names: readonly string[], locale: string): string | undefined {
  if (locale === 'en') return names[0];
  const words = names.filter((n) => n.length > 3);
  const pool = words.length > 0 ? words : names;
  return pool.reduce<string | undefined>(
    (best, n) => (best === undefined || n.length < best.length ? n : best),
    undefined,
  );
}

/** Accepted profile picture types (spec §5 "Pictures", §9). */
export const UPLOAD_IMAGE_TYPES = ['jpg', 'png', 'jpeg', 'bmp', 'gif'] as const;

/** Tee display styles of the club setting tee_naam_en_kleur_weergave (spec §3 "Tee display"). */
export const TEE_DISPLAY_STYLES = [
  'naam',
  'hint',
  'gekleurde_naam',
  'hint_en_naam',
  'achtergrond_en_inverse_naam',
] as const;
export type TeeDisplayStyle = (typeof TEE_DISPLAY_STYLES)[number];
export const DEFAULT_TEE_DISPLAY_STYLE: TeeDisplayStyle = 'hint_en_naam';
