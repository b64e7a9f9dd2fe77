import type { TFunction } from 'i18next';
import { CARD_REFUSAL } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../i18n/error-message';

/**
 * The server's refusal texts of the card calls (`CARD_REFUSAL`, shared with the server) with a
 * translation; anything else is shown as the server wrote it.
 */
const KNOWN = {
  [CARD_REFUSAL.qualifyingOff]: 'scorecards.server.qualifyingOff',
  [CARD_REFUSAL.guest]: 'scorecards.server.guest',
  [CARD_REFUSAL.selectCourse]: 'scorecards.errors.selectCourse',
  [CARD_REFUSAL.selectTee]: 'scorecards.errors.selectTee',
  [CARD_REFUSAL.selectMarker]: 'scorecards.errors.selectMarker',
  [CARD_REFUSAL.selectCountry]: 'scorecards.errors.selectCountry',
  [CARD_REFUSAL.markerIncomplete]: 'scorecards.errors.markerIncomplete',
  [CARD_REFUSAL.noRating]: 'scorecards.server.noRating',
  [CARD_REFUSAL.openCard]: 'scorecards.server.openCard',
  [CARD_REFUSAL.dateInFuture]: 'scorecards.errors.dateInFuture',
  [CARD_REFUSAL.dateTooOld]: 'scorecards.server.dateTooOld',
  [CARD_REFUSAL.ownMarker]: 'scorecards.server.ownMarker',
  [CARD_REFUSAL.cardIncomplete]: 'scorecards.errors.cardIncomplete',
  [CARD_REFUSAL.notCompletelyFilled]: 'scorecards.errors.notCompletelyFilled',
  [CARD_REFUSAL.dutchFromList]: 'scorecards.errors.dutchFromList',
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
