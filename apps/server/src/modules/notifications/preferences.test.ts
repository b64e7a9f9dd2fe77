import { describe, expect, it } from 'vitest';
import { offFromInput, quietDelaySeconds, toPreferences, wants } from './preferences';

describe('quietDelaySeconds', () => {
  it('is 0 without quiet hours or outside them', () => {
    expect(quietDelaySeconds('12:00', null)).toBe(0);
    expect(quietDelaySeconds('12:00', { from: '22:00', until: '07:00' })).toBe(0);
    expect(quietDelaySeconds('07:00', { from: '22:00', until: '07:00' })).toBe(0);
    expect(quietDelaySeconds('21:59', { from: '22:00', until: '07:00' })).toBe(0);
  });

  it('waits until they end, across midnight too', () => {
    expect(quietDelaySeconds('22:00', { from: '22:00', until: '07:00' })).toBe(9 * 3600);
    expect(quietDelaySeconds('06:30', { from: '22:00', until: '07:00' })).toBe(30 * 60);
    expect(quietDelaySeconds('13:15', { from: '13:00', until: '14:00' })).toBe(45 * 60);
  });
});

describe('preferences', () => {
  it('default to push for every kind and email for the card to sign only', () => {
    expect(wants(undefined, 'marker_card_to_sign', 'email')).toBe(true);
    expect(wants(undefined, 'card_signed', 'email')).toBe(false);
    expect(wants(undefined, 'card_signed', 'push')).toBe(true);
  });

  it('keep what a saved choice leaves out', () => {
    const off = offFromInput(undefined, {
      kinds: [{ kind: 'card_signed', push: false, email: true }],
      quiet_hours: null,
    });
    expect(off).toEqual(['card_rejected:email', 'card_signed:push']);
    const row = {
      club_id: 1,
      relatie_id: 1,
      off,
      quiet_from: null,
      quiet_until: null,
      updated_at: new Date(),
    };
    expect(toPreferences(row, ['card_rejected']).kinds).toEqual([
      { kind: 'marker_card_to_sign', push: true, email: true },
      { kind: 'card_signed', push: false, email: true },
      { kind: 'card_rejected', push: true, email: false },
    ]);
    expect(toPreferences(row, ['card_rejected']).club_off).toEqual(['card_rejected']);
  });
});
