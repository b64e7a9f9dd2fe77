import { useSyncExternalStore } from 'react';

/** localStorage key of the booking tab chosen last (spec §2 Menu: it is remembered). */
const STORAGE_KEY = 'fw_booking_tab';

/** Where a member lands when the club has booking off (spec §2). */
export const BOOKING_OFF_PATH = '/app/profile/show';

export type BookingTab = 'list' | 'grid' | 'occupation';
export const BOOKING_TABS: readonly BookingTab[] = ['list', 'grid', 'occupation'];
export const DEFAULT_BOOKING_TAB: BookingTab = 'list';

export const isBookingTab = (value: unknown): value is BookingTab =>
  (BOOKING_TABS as readonly unknown[]).includes(value);

/** Reads a stored booking tab; anything unexpected gives the default (list). */
export function toBookingTab(value: string | null | undefined): BookingTab {
  return isBookingTab(value) ? value : DEFAULT_BOOKING_TAB;
}

/** The tab chosen last; private browsing without storage gives the default. */
export function storedBookingTab(): BookingTab {
  try {
    return toBookingTab(localStorage.getItem(STORAGE_KEY));
  } catch {
    return DEFAULT_BOOKING_TAB;
  }
}

const listeners = new Set<() => void>();

export function storeBookingTab(tab: BookingTab): void {
  try {
    localStorage.setItem(STORAGE_KEY, tab);
  } catch {
    // Without storage the menu opens the default tab; nothing else depends on it.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tab chosen last, kept current: the side menu links to it while the app runs. */
export const useStoredBookingTab = (): BookingTab =>
  useSyncExternalStore(subscribe, storedBookingTab, storedBookingTab);

/**
 * Booking is open to the member when the club flag and the feature flag both allow it (the
 * feature flag mirrors the club flag on the server). Unknown (still loading) counts as open.
 */
export function bookingEnabled(
  config: { booking_mob_enabled: boolean } | undefined,
  features: { bookingEnabled?: boolean | undefined } | undefined,
): boolean {
  return (config?.booking_mob_enabled ?? true) && features?.bookingEnabled !== false;
}
