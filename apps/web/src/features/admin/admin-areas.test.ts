import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, areasFor, mayOpen } from './admin-areas';

describe('the back office areas', () => {
  it('offers a member only the areas of their roles', () => {
    expect(areasFor(['match_committee']).map((a) => a.id)).toEqual(['matches']);
    expect(areasFor(['member_admin']).map((a) => a.id)).toEqual([
      'members',
      'member-import',
      'member-categories',
    ]);
    expect(areasFor(['news_editor']).map((a) => a.id)).toEqual(['news', 'faq']);
    expect(areasFor([])).toEqual([]);
  });

  it('offers an administrator every area', () => {
    expect(areasFor(['administrator'])).toEqual(ADMIN_AREAS);
    expect(ADMIN_AREAS.map((a) => a.id)).toEqual(
      expect.arrayContaining(['settings', 'members', 'courses', 'matches', 'roles', 'audit']),
    );
  });

  it('opens the home to any role, and a role screen only to its role or an administrator', () => {
    expect(mayOpen(['news_editor'], 'any')).toBe(true);
    expect(mayOpen([], 'any')).toBe(false);
    expect(mayOpen(['news_editor'], 'administrator')).toBe(false);
    expect(mayOpen(['administrator'], 'member_admin')).toBe(true);
  });
});
