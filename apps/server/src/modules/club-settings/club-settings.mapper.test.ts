import { describe, expect, it } from 'vitest';
import { toWrites } from './club-settings.mapper';

describe('club settings writes', () => {
  it('puts each changed field in its table, the spec’s 0/1 items as it spells them', () => {
    expect(
      toWrites({
        naam: 'Nieuw',
        news: false,
        website_uitschrijven: true,
        cancellation_reason_enabled: false,
        guest_edit_lead: '24:00',
        startLijstFlightTonen: true,
      }),
    ).toEqual({
      club: { naam: 'Nieuw' },
      config: {
        news: false,
        guest_edit_lead: '24:00',
        website_uitschrijven: '1',
        cancellation_reason_enabled: '0',
      },
      features: [{ name: 'startLijstFlightTonen', enabled: true }],
    });
  });

  it('writes nothing for no change', () => {
    expect(toWrites({})).toEqual({ club: {}, config: {}, features: [] });
  });
});
