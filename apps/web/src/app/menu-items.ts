import type { ConfigResponse, FeaturesResponse } from '@fairway/contract';
import { memberListOpen, memberPageOpen, type MemberListViewer } from '@fairway/golf';
import { bookingEnabled, DEFAULT_BOOKING_TAB, type BookingTab } from '../features/booking';

import { HOME_PATH } from '../paths';

export { toBookingTab } from '../features/booking';

export type MenuItemId =
  | 'scorecards'
  | 'news'
  | 'matches'
  | 'booking'
  | 'members'
  | 'profile'
  | 'whs'
  | 'ngfcard'
  | 'course'
  | 'calculator'
  | 'feedback'
  | 'committee'
  | 'admin'
  | 'logout';

export interface MenuItem {
  id: MenuItemId;
  /** Where the item goes; null for an action (logout). */
  href: string | null;
}

export type MenuConfig = Pick<
  ConfigResponse,
  | 'kaarten'
  | 'news'
  | 'booking_mob_enabled'
  | 'memberlist_visible'
  | 'hide_profiel_link'
  | 'has_baan'
>;

export interface MenuOptions {
  /** The booking tab chosen last (spec §2 Menu: it is remembered). */
  bookingTab?: BookingTab;
  /** The member is on the match committee (role match_committee): the committee's entry is shown. */
  committee?: boolean;
  /** The member holds a club role: the back office's entry is shown. */
  backOffice?: boolean;
  /** Who is logged in: a guest (is_gast) has no member list. Default: a member. */
  viewer?: MemberListViewer;
}

const MEMBER: MemberListViewer = { isGast: false };

/** The parts of the app a club can switch off; each gates its routes and its menu item. */
export type ClubFeature = 'scorecards' | 'news' | 'booking' | 'course' | 'members' | 'member-page';

/**
 * Whether the club has `feature` on for the viewer: the same rule for the menu item and for
 * every route of that part (a deep link must not show a screen the menu leaves out). The member
 * list and member pages follow the server's own rule (@fairway/golf `memberListOpen`), so a guest
 * is never offered a list the server refuses.
 */
export function featureOn(
  feature: ClubFeature,
  config: MenuConfig,
  features: FeaturesResponse,
  viewer: MemberListViewer = MEMBER,
): boolean {
  switch (feature) {
    case 'scorecards':
      return config.kaarten;
    case 'news':
      return config.news;
    case 'booking':
      return bookingEnabled(config, features);
    case 'course':
      // spec §3 has_baan: the club has its own course, so course information to show.
      return config.has_baan;
    case 'members':
      return memberListOpen(viewer, config);
    // Another member's page: part of the member list, and only where profile links are shown
    // (hide_profiel_link blocks links to other members, never the member's own profile).
    case 'member-page':
      return memberPageOpen(viewer, config);
  }
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
 * member's own profile is always there, and an item whose screen is not in
 * the routes table yet is left out so the menu never links to a missing screen.
 */
export function menuItems(
  config: MenuConfig,
  features: FeaturesResponse,
  availableRoutes: readonly string[],
  opts: MenuOptions = {},
): MenuItem[] {
  const bookingTab = opts.bookingTab ?? DEFAULT_BOOKING_TAB;
  const viewer = opts.viewer ?? MEMBER;
  const candidates: Candidate[] = [
    {
      id: 'scorecards',
      route: '/app/scorecards',
      href: '/app/scorecards',
      shown: featureOn('scorecards', config, features),
    },
    {
      id: 'news',
      route: '/app/news',
      href: '/app/news',
      shown: featureOn('news', config, features),
    },
    { id: 'matches', route: '/app/matches', href: '/app/matches', shown: true },
    {
      id: 'booking',
      route: '/app/booking/list',
      href: `/app/booking/${bookingTab}`,
      shown: featureOn('booking', config, features),
    },
    {
      id: 'members',
      route: '/app/members',
      href: '/app/members',
      shown: featureOn('members', config, features, viewer),
    },
    {
      id: 'profile',
      route: '/app/profile/show',
      href: '/app/profile/show',
      // The member's own profile (edit, language, picture): always there. spec §2's "member link
      // is blocked when the club hides profile links" is the link to other members' pages.
      shown: true,
    },
    { id: 'whs', route: '/app/whs', href: '/app/whs', shown: true },
    { id: 'ngfcard', route: '/app/ngfcard', href: '/app/ngfcard', shown: true },
    {
      id: 'course',
      route: '/app/course/:tab',
      href: '/app/course/info',
      shown: featureOn('course', config, features),
    },
    {
      id: 'calculator',
      route: '/app/calculator',
      href: '/app/calculator',
      shown: featureOn('course', config, features),
    },
    { id: 'feedback', route: '/app/feedback/:tab', href: '/app/feedback/faq', shown: true },
    {
      id: 'committee',
      route: '/app/admin/matches',
      href: '/app/admin/matches',
      shown: opts.committee === true,
    },
    { id: 'admin', route: '/app/admin', href: '/app/admin', shown: opts.backOffice === true },
    { id: 'logout', route: null, href: null, shown: true },
  ];
  const available = new Set(availableRoutes);
  return candidates
    .filter((c) => c.shown && (c.route === null || available.has(c.route)))
    .map(({ id, href }) => ({ id, href }));
}

/**
 * Where the app lands (spec §2: the default route is the card list). Where the club has cards off
 * (`kaarten`), the first screen the menu offers instead (news where the club has it, else the
 * matches, which every club has).
 */
export function landingPath(
  config: MenuConfig,
  features: FeaturesResponse,
  availableRoutes: readonly string[],
): string {
  if (featureOn('scorecards', config, features)) return HOME_PATH;
  return menuItems(config, features, availableRoutes).find((i) => i.href)?.href ?? '/app/matches';
}

const section = (path: string) => path.split('/').slice(0, 3).join('/');

/**
 * The menu item of the screen at `pathname`: the one of its part of the app (/app/<part>), and
 * where two share a part (the back office and its match committee under /app/admin), the one
 * whose own path leads to the screen.
 */
export function activeItem(items: readonly MenuItem[], pathname: string): MenuItemId | undefined {
  const same = items.filter((i) => i.href !== null && section(i.href) === section(pathname));
  const within = same.filter((i) => pathname === i.href || pathname.startsWith(`${i.href}/`));
  const best = (within.length ? within : same).sort((a, b) => b.href!.length - a.href!.length);
  return best[0]?.id;
}
