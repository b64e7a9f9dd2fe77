import type { TFunction } from 'i18next';
import type { GuestRequiredField } from '@fairway/golf';

/** 'YYYY-MM-DD HH:mm' (club-local) as DD-MM-YYYY HH:mm (spec §9 dates). */
export function formatWallTime(value: string): string {
  const [date = '', time = ''] = value.split(' ');
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y} ${time}`.trim();
}

/** spec §9 Currency: nl-NL, whole amounts in the 'N,-' style (€ 25,-), else € 12,50. */
export function formatCents(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  const whole = new Intl.NumberFormat('nl-NL').format(euros);
  return rest === 0 ? `€ ${whole},-` : `€ ${whole},${String(rest).padStart(2, '0')}`;
}

/** The list page's year: /app/matches/list/{n}, or this year. */
export function listYear(param: string | undefined, thisYear: number): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1900 && n <= 2099 ? n : thisYear;
}

/**
 * spec §5: the guest's missing fields as 'X is a required field' or 'X and Y are required fields'
 * (three as 'X, Y and Z are ...'), in the member's language.
 */
export function guestMissingMessage(t: TFunction, missing: readonly GuestRequiredField[]): string {
  const names = missing.map((f) => t(`matches.guest.${f}`));
  if (names.length === 1) return t('matches.guest.requiredOne', { field: names[0] });
  const fields = `${names.slice(0, -1).join(', ')} ${t('matches.guest.and')} ${names.at(-1)}`;
  return t('matches.guest.requiredMany', { fields });
}
