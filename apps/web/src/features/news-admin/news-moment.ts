import { clubTimeZone } from '../../lib/club-clock';
import { formatDate } from '../../lib/dates';
import { dateTimeFormat } from '../../lib/intl-formats';

/** A publish moment as DD-MM-YYYY HH:mm on the club's clock. */
export function formatMoment(iso: string, timeZone = clubTimeZone()): string {
  const time = dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  return `${formatDate(iso, timeZone)} ${time}`;
}

/** A datetime-local input's value (the device's clock) as an ISO instant; null when empty or unreadable. */
export function momentFromInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO instant as a datetime-local input's value on the device's clock. */
export function inputFromMoment(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
