import type { TFunction } from 'i18next';
import type { MatchCategory, MatchPlayer } from '@fairway/contract';
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

/**
 * A category as the member chooses it: its name with its index range and gender ("B (18,5 –
 * 36,0)", "Dames (up to 18,4, ladies)"); `handicap` writes an index as the language does.
 */
export function categoryLabel(
  t: TFunction,
  handicap: (h: number) => string,
  c: Pick<MatchCategory, 'naam' | 'handicap_min' | 'handicap_max' | 'geslacht'>,
): string {
  const parts: string[] = [];
  const min = c.handicap_min === null ? null : handicap(c.handicap_min);
  const max = c.handicap_max === null ? null : handicap(c.handicap_max);
  if (min !== null && max !== null) parts.push(t('matches.category.range', { min, max }));
  else if (min !== null) parts.push(t('matches.category.from', { min }));
  else if (max !== null) parts.push(t('matches.category.upTo', { max }));
  if (c.geslacht) parts.push(t(`matches.category.gender.${c.geslacht}`));
  return parts.length > 0
    ? t('matches.category.label', { name: c.naam, details: parts.join(', ') })
    : c.naam;
}

/**
 * A list's teams split into those with someone the viewer may see and the number of players
 * whose names are hidden from them (a guest sees no one outside their own sign-up): a count says
 * as much as a row of "name hidden" for each.
 */
export function withHiddenCounted<T extends { players: readonly MatchPlayer[] }>(
  teams: readonly T[],
): { shown: T[]; hidden: number } {
  const isHidden = (team: T) => team.players.every((p) => p.naam === null && !p.is_self);
  return {
    shown: teams.filter((team) => !isHidden(team)),
    hidden: teams.filter(isHidden).reduce((n, team) => n + team.players.length, 0),
  };
}
