import { describe, expect, it } from 'vitest';
import { REPORT_KINDS, REPORT_ROLES } from '@fairway/contract';
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
    expect(areasFor(['tee_sheet_manager']).map((a) => a.id)).toEqual([
      'courses',
      'booking-rules',
      'booking-lists',
      'reports',
    ]);
    expect(areasFor([])).toEqual([]);
  });

  it('offers an administrator every area', () => {
    expect(areasFor(['administrator'])).toEqual(ADMIN_AREAS);
    expect(ADMIN_AREAS.map((a) => a.id)).toEqual(
      expect.arrayContaining(['settings', 'members', 'courses', 'matches', 'roles', 'audit']),
    );
  });

  it('opens the reports to every role that has a report', () => {
    const reports = ADMIN_AREAS.find((a) => a.id === 'reports')!;
    for (const kind of REPORT_KINDS) expect(mayOpen([REPORT_ROLES[kind]], reports.role)).toBe(true);
  });

  it('opens the home to any role, and a role screen only to its role or an administrator', () => {
    expect(mayOpen(['news_editor'], 'any')).toBe(true);
    expect(mayOpen([], 'any')).toBe(false);
    expect(mayOpen(['news_editor'], 'administrator')).toBe(false);
    expect(mayOpen(['administrator'], 'member_admin')).toBe(true);
  });
});
