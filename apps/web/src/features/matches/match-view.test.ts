import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { guestMissingMessage, listYear } from './match-view';

const EN: Record<string, string> = {
  'matches.guest.lastname': 'Surname',
  'matches.guest.handicap': 'Handicap',
  'matches.guest.gender': 'Gender',
  'matches.guest.and': 'and',
};
const t = ((key: string, opts?: Record<string, string>) => {
  if (key === 'matches.guest.requiredOne') return `${opts!.field} is a required field`;
  if (key === 'matches.guest.requiredMany') return `${opts!.fields} are required fields`;
  return EN[key] ?? key;
}) as unknown as TFunction;

describe('match view helpers', () => {
  it('reads the year of the list path, else this year', () => {
    expect(listYear('2025', 2026)).toBe(2025);
    expect(listYear(undefined, 2026)).toBe(2026);
    expect(listYear('abc', 2026)).toBe(2026);
    expect(listYear('12', 2026)).toBe(2026);
  });
  it("names one missing guest field as 'X is a required field', more as 'X and Y are ...'", () => {
    expect(guestMissingMessage(t, ['lastname'])).toBe('Surname is a required field');
    expect(guestMissingMessage(t, ['lastname', 'gender'])).toBe(
      'Surname and Gender are required fields',
    );
    expect(guestMissingMessage(t, ['lastname', 'handicap', 'gender'])).toBe(
      'Surname, Handicap and Gender are required fields',
    );
  });
});
