import type { TFunction } from 'i18next';
import { isApiError } from '../api/api-error';

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
  PAYLOAD_TOO_LARGE: 'errors.PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'errors.TOO_MANY_REQUESTS',
  DB_UNAVAILABLE: 'errors.DB_UNAVAILABLE',
  NETWORK: 'errors.NETWORK',
} as const;

/**
 * The translated text for a failed call (docs/ARCHITECTURE.md "Conventions": the web maps codes to
 * text).
 */
export function errorMessage(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : undefined;
  const key =
    code && Object.hasOwn(ERROR_KEYS, code)
      ? ERROR_KEYS[code as keyof typeof ERROR_KEYS]
      : 'errors.UNKNOWN';
  return t(key);
}
