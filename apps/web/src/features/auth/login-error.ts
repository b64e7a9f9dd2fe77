import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../i18n/error-message';

/**
 * The text for a refused login. A login held up by too many attempts says when to try again, in
 * whole minutes, or whole hours from an hour on (a repeat lockout lasts up to hours).
 */
export function loginErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS' && error.retryAfter) {
    const minutes = Math.ceil(error.retryAfter / 60);
    return minutes < 60
      ? t('login.errors.tooManyMinutes', { count: minutes })
      : t('login.errors.tooManyHours', { count: Math.ceil(minutes / 60) });
  }
  return errorMessage(t, error);
}
