import { describe, expect, it } from 'vitest';
import { ClubSettings } from '@fairway/contract';
import { fieldErrors, SETTINGS_GROUPS } from './settings-groups';

describe('settings groups', () => {
  it('shows every setting the contract has, once', () => {
    const shown = SETTINGS_GROUPS.flatMap((g) => g.settings.map((s) => s.field));
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(Object.keys(ClubSettings.shape).sort());
  });

  it('puts a refusal at its field and ignores fields the screen does not have', () => {
    expect(fieldErrors([{ field: 'guest_edit_lead' }, { field: 'body' }])).toEqual({
      guest_edit_lead: true,
    });
  });
});
