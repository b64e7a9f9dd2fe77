import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('an audit row on screen', () => {
  it('shows the fields that changed, with their values before and after', () => {
    expect(
      changedFields({ roles: [], naam: 'A' }, { roles: ['match_committee'], naam: 'A' }),
    ).toEqual([{ field: 'roles', before: '[]', after: '["match_committee"]' }]);
  });

  it('shows a created record by its values after, a deleted one by its values before', () => {
    expect(changedFields(null, { naam: 'Baan' })).toEqual([{ field: 'naam', after: 'Baan' }]);
    expect(changedFields({ naam: 'Baan' }, null)).toEqual([{ field: 'naam', before: 'Baan' }]);
  });
});
