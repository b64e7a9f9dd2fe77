import type { TFunction } from 'i18next';
import {
  MATCH_REFUSAL,
  PICTURE_LIMIT_VALUES,
  type CardRefusal,
  type MatchRefusal,
} from '@fairway/contract';
import { isApiError } from '../api/api-error';

/**
 * The card calls' refusals (the contract's refusals.ts), each with the text the card screens show
 * for the same problem when they find it themselves.
 */
const CARD_REFUSAL_KEYS = {
  CARD_CARDS_OFF: 'scorecards.server.cardsOff',
  CARD_QUALIFYING_OFF: 'scorecards.server.qualifyingOff',
  CARD_GUEST: 'scorecards.server.guest',
  CARD_SELECT_COURSE: 'scorecards.errors.selectCourse',
  CARD_SELECT_TEE: 'scorecards.errors.selectTee',
  CARD_SELECT_MARKER: 'scorecards.errors.selectMarker',
  CARD_SELECT_COUNTRY: 'scorecards.errors.selectCountry',
  CARD_MARKER_INCOMPLETE: 'scorecards.errors.markerIncomplete',
  CARD_NO_RATING: 'scorecards.server.noRating',
  CARD_RATING_CHANGED: 'scorecards.server.ratingChanged',
  CARD_OPEN_CARD: 'scorecards.server.openCard',
  CARD_DATE_IN_FUTURE: 'scorecards.errors.dateInFuture',
  CARD_DATE_TOO_OLD: 'scorecards.server.dateTooOld',
  CARD_OWN_MARKER: 'scorecards.server.ownMarker',
  CARD_INCOMPLETE: 'scorecards.errors.cardIncomplete',
  CARD_NOT_COMPLETELY_FILLED: 'scorecards.errors.notCompletelyFilled',
  CARD_DUTCH_FROM_LIST: 'scorecards.errors.dutchFromList',
} as const satisfies Record<CardRefusal, string>;

/**
 * The match calls' refusals (the contract's refusals.ts MATCH_REFUSAL): each text is named after
 * its code, so the table is made from the codes, and the typed keys still check that each exists.
 */
const MATCH_REFUSAL_KEYS = Object.fromEntries(
  Object.keys(MATCH_REFUSAL).map((code) => [code, `matches.errors.${code}`]),
) as { [C in MatchRefusal]: `matches.errors.${C}` };

/** Every error code with its own text; anything else is shown as the generic error. */
const ERROR_KEYS = {
  VALIDATION: 'errors.VALIDATION',
  CLUB_EMPTY: 'errors.CLUB_EMPTY',
  UNAUTHENTICATED: 'errors.UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'errors.INVALID_CREDENTIALS',
  FORBIDDEN: 'errors.FORBIDDEN',
  CSRF: 'errors.FORBIDDEN',
  NOT_FOUND: 'errors.NOT_FOUND',
  CONFLICT: 'errors.CONFLICT',
  BOOKING_DISABLED: 'errors.BOOKING_DISABLED',
  LEAD_TIME_PASSED: 'errors.LEAD_TIME_PASSED',
  NOT_MAIN_BOOKER: 'errors.NOT_MAIN_BOOKER',
  SLOT_FULL: 'errors.SLOT_FULL',
  SLOT_LOCKED: 'errors.SLOT_LOCKED',
  SLOT_CLOSED: 'errors.SLOT_CLOSED',
  SHEET_NOT_OPEN: 'errors.SHEET_NOT_OPEN',
  BOOKING_OVERLAP: 'errors.BOOKING_OVERLAP',
  BOOKING_LIMIT: 'errors.BOOKING_LIMIT',
  IDEMPOTENCY_MISMATCH: 'errors.IDEMPOTENCY_MISMATCH',
  PASSWORD_LINK_INVALID: 'errors.PASSWORD_LINK_INVALID',
  LAST_ADMINISTRATOR: 'errors.LAST_ADMINISTRATOR',
  IMPORT_NOT_APPLICABLE: 'errors.IMPORT_NOT_APPLICABLE',
  CATEGORY_IN_USE: 'errors.CATEGORY_IN_USE',
  IMPORT_FILE_INVALID: 'errors.IMPORT_FILE_INVALID',
  TEE_IN_USE: 'errors.TEE_IN_USE',
  TEE_TIME_NOT_STARTED: 'errors.TEE_TIME_NOT_STARTED',
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  PICTURE_TYPE: 'errors.PICTURE_TYPE',
  PICTURE_INVALID: 'errors.PICTURE_INVALID',
  PICTURE_TOO_BIG: 'errors.PICTURE_TOO_BIG',
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  DB_UNAVAILABLE: 'errors.DB_UNAVAILABLE',
  SERVER_BUSY: 'errors.SERVER_BUSY',
  NO_OWN_COURSE: 'errors.NO_OWN_COURSE',
  NETWORK: 'errors.NETWORK',
  NEW_VERSION: 'errors.NEW_VERSION',
  NOTHING_TO_PAY: 'payments.errors.NOTHING_TO_PAY',
  ALREADY_PAID: 'payments.errors.ALREADY_PAID',
  PAYMENT_PENDING: 'payments.errors.PAYMENT_PENDING',
  BON_PAID: 'payments.errors.BON_PAID',
  NOT_REFUNDABLE: 'payments.errors.NOT_REFUNDABLE',
  RESERVE_LIST: 'payments.errors.RESERVE_LIST',
  PAYMENT_PROVIDER_UNAVAILABLE: 'payments.errors.PAYMENT_PROVIDER_UNAVAILABLE',
  PAYMENTS_UNAVAILABLE: 'payments.errors.PAYMENTS_UNAVAILABLE',
  ...CARD_REFUSAL_KEYS,
  ...MATCH_REFUSAL_KEYS,
} as const;

/** The values a code's text names, from the rules that set them, so no text repeats a limit. */
const ERROR_VALUES: Partial<Record<keyof typeof ERROR_KEYS, Record<string, number>>> = {
  PICTURE_TOO_BIG: PICTURE_LIMIT_VALUES,
};

/**
 * The translated text for a failed call (docs/ARCHITECTURE.md "Conventions": the web maps codes to
 * text).
 */
export function errorMessage(t: TFunction, error: unknown): string {
  return codeMessage(t, isApiError(error) ? error.code : undefined);
}

/** The translated text for an error code, also one inside an answer (the allowed checks). */
export function codeMessage(t: TFunction, code: string | undefined): string {
  const known = code && Object.hasOwn(ERROR_KEYS, code) ? (code as keyof typeof ERROR_KEYS) : null;
  return known ? t(ERROR_KEYS[known], ERROR_VALUES[known] ?? {}) : t('errors.UNKNOWN');
}
