import type { TFunction } from 'i18next';
import { leadMinutes } from '@fairway/golf';

/** A club's lead time ('48:00', '02:30') as the member reads it: '48 uur', '2 uur en 30 minuten'. */
export function leadText(t: TFunction, lead: string): string {
  const total = leadMinutes(lead) ?? 0;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return t('booking.lead.minutes', { count: minutes });
  if (minutes === 0) return t('booking.lead.hours', { count: hours });
  return t('booking.lead.hoursMinutes', { hours, minutes });
}
