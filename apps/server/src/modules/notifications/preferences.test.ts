import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@fairway/contract';
import { choicesFromInput, quietDelaySeconds, toPreferences, wants } from './preferences';

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
  it('default to push for every kind and email for the card to sign and its deadline only', () => {
    expect(wants(undefined, 'marker_card_to_sign', 'email')).toBe(true);
    expect(wants(undefined, 'card_signed', 'email')).toBe(false);
    expect(wants(undefined, 'card_signed', 'push')).toBe(true);
    // The marker's deadline must not be missed either; a match's or news' message may.
    expect(wants(undefined, 'marker_deadline_soon', 'email')).toBe(true);
    expect(wants(undefined, 'match_start_list', 'email')).toBe(false);
    expect(wants(undefined, 'news_published', 'push')).toBe(true);
  });

  it('default to email for a payment refunded, not for the other booking and payment kinds', () => {
    expect(wants(undefined, 'payment_refunded', 'email')).toBe(true);
    expect(wants(undefined, 'payment_partly_refunded', 'email')).toBe(true);
    for (const kind of [
      'tee_time_soon',
      'booking_added',
      'booking_changed',
      'booking_cancelled',
      'payment_failed',
    ]) {
      expect(wants(undefined, kind, 'email')).toBe(false);
      expect(wants(undefined, kind, 'push')).toBe(true);
    }
  });

  it('keep what a saved choice leaves out, and store only the pairs it names', () => {
    const choices = choicesFromInput(undefined, {
      kinds: [{ kind: 'card_signed', push: false, email: true }],
      quiet_hours: null,
    });
    expect(choices).toEqual({ off: ['card_signed:push'], turned_on: ['card_signed:email'] });
    const row = {
      club_id: 1,
      relatie_id: 1,
      ...choices,
      quiet_from: null,
      quiet_until: null,
      updated_at: new Date(),
    };
    expect(toPreferences(row, ['card_rejected']).kinds.slice(0, 3)).toEqual([
      { kind: 'marker_card_to_sign', push: true, email: true },
      { kind: 'card_signed', push: false, email: true },
      { kind: 'card_rejected', push: true, email: false },
    ]);
    expect(toPreferences(row, ['card_rejected']).club_off).toEqual(['card_rejected']);
    // Turned back: the pair moves from one list to the other.
    expect(
      choicesFromInput(row, {
        kinds: [{ kind: 'card_signed', push: true, email: false }],
        quiet_hours: null,
      }),
    ).toEqual({ off: ['card_signed:email'], turned_on: ['card_signed:push'] });
  });

  it('give a kind added after the member saved its defaults, not their other choices', () => {
    // Saved when the app knew every kind but these two (one mailed by default, one not), with
    // every channel the member was shown turned on, or every one turned off.
    const later = new Set(['payment_refunded', 'news_published']);
    for (const on of [true, false]) {
      const saved = choicesFromInput(undefined, {
        kinds: NOTIFICATION_KINDS.filter((k) => !later.has(k)).map((kind) => ({
          kind,
          push: on,
          email: on,
        })),
        quiet_hours: null,
      });
      expect(wants(saved, 'card_signed', 'email')).toBe(on);
      expect(wants(saved, 'payment_refunded', 'email')).toBe(true);
      expect(wants(saved, 'payment_refunded', 'push')).toBe(true);
      expect(wants(saved, 'news_published', 'email')).toBe(false);
      expect(wants(saved, 'news_published', 'push')).toBe(true);
    }
  });
});
