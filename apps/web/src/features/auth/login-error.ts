import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../i18n/error-message';

/**
 * The text for a refused login. A login held up by too many failed attempts says when to try
 * again, in whole minutes, or whole hours from an hour on (a repeat lockout lasts up to hours),
 * and that a device the member logged in with before still gets in meanwhile (the server lets a
 * known device past the lockouts others' guesses cause), or that the club can reset the password.
 */
export function loginErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS' && error.retryAfter) {
    const minutes = Math.ceil(error.retryAfter / 60);
    const wait =
      minutes < 60
        ? t('login.errors.tooManyMinutes', { count: minutes })
        : t('login.errors.tooManyHours', { count: Math.ceil(minutes / 60) });
    return `${wait} ${t('login.errors.lockedHelp')}`;
  }
  return errorMessage(t, error);
}
