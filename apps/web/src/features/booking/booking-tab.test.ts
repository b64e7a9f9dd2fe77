import { beforeEach, describe, expect, it } from 'vitest';
import { bookingEnabled, storeBookingTab, storedBookingTab, toBookingTab } from './booking-tab';

describe('the remembered booking tab (spec §2 Menu)', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as Storage;
  });

  it('starts on my tee times and then remembers the last tab', () => {
    expect(storedBookingTab()).toBe('list');
    storeBookingTab('occupation');
    expect(storedBookingTab()).toBe('occupation');
  });

  it('ignores anything that is not a tab', () => {
    expect(toBookingTab('../../evil')).toBe('list');
    expect(toBookingTab(undefined)).toBe('list');
  });
});

describe('booking enabled', () => {
  it('needs the club flag and the feature flag', () => {
    expect(bookingEnabled({ booking_mob_enabled: true }, { bookingEnabled: true })).toBe(true);
    expect(bookingEnabled({ booking_mob_enabled: false }, { bookingEnabled: true })).toBe(false);
    expect(bookingEnabled({ booking_mob_enabled: true }, { bookingEnabled: false })).toBe(false);
    // Still loading: the screens stay until the flags say otherwise.
    expect(bookingEnabled(undefined, undefined)).toBe(true);
  });
});
