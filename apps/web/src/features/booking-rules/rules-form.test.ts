import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from './rules-form';

describe('the booking rules form', () => {
  it('keeps a rule and the club setting (null) through the fields', () => {
    const rules = {
      days_ahead: 0,
      opens_at: null,
      max_open: 1,
      guests_per_booking: null,
      unnamed_players: false,
      edit_lead: '02:00',
      cancel_lead: null,
    };
    expect(fromDraft(toDraft(rules))).toEqual(rules);
    expect(toDraft(rules).opens_at).toBe('');
  });
});
