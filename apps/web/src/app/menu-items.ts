import type { ConfigResponse, FeaturesResponse } from '@fairway/contract';
import {
  bookingEnabled,
  DEFAULT_BOOKING_TAB,
  type BookingTab,
} from '../features/booking/booking-tab';

export { toBookingTab } from '../features/booking/booking-tab';

export type MenuItemId =
  | 'scorecards'
  | 'news'
  | 'matches'
  | 'booking'
  | 'members'
  | 'profile'
  | 'whs'
  | 'calculator'
  | 'feedback'
  | 'logout';

export interface MenuItem {
  id: MenuItemId;
  /** Where the item goes; null for an action (logout). */
  href: string | null;
}

export type MenuConfig = Pick<
  ConfigResponse,
  'kaarten' | 'news' | 'booking_mob_enabled' | 'memberlist_visible' | 'hide_profiel_link'
>;

export interface MenuOptions {
  /** The booking tab chosen last (spec §2 Menu: it is remembered). */
  bookingTab?: BookingTab;
}

interface Candidate {
  id: MenuItemId;
  /** The routes-table path that must exist for the item to be shown. */
  route: string | null;
  href: string | null;
  shown: boolean;
}

/**
 * The side menu's items, in order (spec §2 "Menu", §6): club flags decide which exist, the
 * profile link is blocked when the club hides profile links, and an item whose screen is not in
 * the routes table yet is left out so the menu never links to a missing screen.
 */
export function menuItems(
  config: MenuConfig,
  features: FeaturesResponse,
  availableRoutes: readonly string[],
  opts: MenuOptions = {},
): MenuItem[] {
  const bookingTab = opts.bookingTab ?? DEFAULT_BOOKING_TAB;
  const candidates: Candidate[] = [
    { id: 'scorecards', route: '/app/scorecards', href: '/app/scorecards', shown: config.kaarten },
    { id: 'news', route: '/app/news', href: '/app/news', shown: config.news },
    { id: 'matches', route: '/app/matches', href: '/app/matches', shown: true },
    {
      id: 'booking',
      route: '/app/booking/list',
      href: `/app/booking/${bookingTab}`,
      shown: bookingEnabled(config, features),
    },
    {
      id: 'members',
      route: '/app/members',
      href: '/app/members',
      shown: config.memberlist_visible,
    },
    {
      id: 'profile',
      route: '/app/profile/show',
      href: '/app/profile/show',
      shown: !config.hide_profiel_link,
    },
    { id: 'whs', route: '/app/whs', href: '/app/whs', shown: true },
    { id: 'calculator', route: '/app/calculator', href: '/app/calculator', shown: true },
    { id: 'feedback', route: '/app/feedback/:tab', href: '/app/feedback/faq', shown: true },
    { id: 'logout', route: null, href: null, shown: true },
  ];
  const available = new Set(availableRoutes);
  return candidates
    .filter((c) => c.shown && (c.route === null || available.has(c.route)))
    .map(({ id, href }) => ({ id, href }));
}
