import type { Notification } from '@fairway/contract';
import { formatDate } from '../../lib/dates';

/**
 * The i18n key and values of a notification's text: the server stores no prose, only the kind and
 * its values, so the text is in the language the member reads the app in now. Dates as the app
 * shows them everywhere (DD-MM-YYYY).
 */
export function notificationText(n: Pick<Notification, 'kind' | 'params'>) {
  const values: Record<string, string | number> = { ...n.params };
  if (typeof values.date === 'string') values.date = formatDate(values.date);
  return { key: `notifications.kind.${n.kind}` as const, values };
}
