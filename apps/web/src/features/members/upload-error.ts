import type { TFunction } from 'i18next';
import { isApiError } from '../../api/api-error';
import { errorMessage } from '../../i18n/error-message';

/**
 * The text for a refused picture upload. The server's per-member limit says when to try again,
 * in whole minutes, or whole hours from an hour on: its wait can be up to an hour, more than the
 * generic "a few minutes".
 */
export function uploadErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS' && error.retryAfter) {
    const minutes = Math.ceil(error.retryAfter / 60);
    return minutes < 60
      ? t('upload.tooManyMinutes', { count: minutes })
      : t('upload.tooManyHours', { count: Math.ceil(minutes / 60) });
  }
  return errorMessage(t, error);
}
