import type { TFunction } from 'i18next';
import type { GuestRequiredField } from '@fairway/golf';

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
