import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../i18n/error-message';

/**
 * The server's refusal texts of the card calls (the allowed checks' errors[].message and the
 * create calls' error messages) with a translation; anything else is shown as the server wrote it.
 */
const KNOWN = {
  'qualifying cards cannot be registered at this club': 'scorecards.server.qualifyingOff',
  'guests cannot register a qualifying card': 'scorecards.server.guest',
  'select a course': 'scorecards.errors.selectCourse',
  'select a tee': 'scorecards.errors.selectTee',
  'select a marker': 'scorecards.errors.selectMarker',
  'select a country': 'scorecards.errors.selectCountry',
  'fill in marker completely': 'scorecards.errors.markerIncomplete',
  'this course has no course rating': 'scorecards.server.noRating',
  'you already have an open qualifying card for today': 'scorecards.server.openCard',
  'selected date is in the future': 'scorecards.errors.dateInFuture',
  'selected date is too long ago': 'scorecards.server.dateTooOld',
  'you cannot mark your own card': 'scorecards.server.ownMarker',
  'your card is not completely filled in': 'scorecards.errors.cardIncomplete',
  'card not completely filled in': 'scorecards.errors.notCompletelyFilled',
  'a Dutch course must be chosen from the list': 'scorecards.errors.dutchFromList',
} as const;

export type ServerMessageKey = (typeof KNOWN)[keyof typeof KNOWN];

/** The translation key of a known server text, or null. */
export function serverMessageKey(message: string): ServerMessageKey | null {
  const text = message.trim();
  return Object.hasOwn(KNOWN, text) ? KNOWN[text as keyof typeof KNOWN] : null;
}

/** A server text in the member's language where we know it. */
export function serverMessage(t: TFunction, message: string): string {
  const key = serverMessageKey(message);
  return key ? t(key) : message;
}

/**
 * A failed create call: the first field message or the refusal (409) as the server words it,
 * translated where known; otherwise the app's text for the error code.
 */
export function createErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const first = error.fields[0]?.message;
    if (first) return serverMessage(t, first);
    if (error.status === 409 || error.status === 400) return serverMessage(t, error.message);
  }
  return errorMessage(t, error);
}
