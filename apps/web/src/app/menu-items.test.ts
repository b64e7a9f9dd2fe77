import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '../paths';
import { ROUTE_TABLE as ROUTES } from '../route-table';
import {
  activeItem,
  featureOn,
  landingPath,
  menuItems,
  toBookingTab,
  type MenuConfig,
} from './menu-items';

const ALL_SCREENS = [
  '/app/scorecards',
  '/app/news',
  '/app/matches',
  '/app/booking/list',
  '/app/members',
  '/app/profile/show',
  '/app/whs',
  '/app/ngfcard',
  '/app/course/:tab',
  '/app/calculator',
  '/app/feedback/:tab',
];

const everythingOn: MenuConfig = {
  kaarten: true,
  news: true,
  booking_mob_enabled: true,
  memberlist_visible: true,
  hide_profiel_link: false,
  has_baan: true,
};
const features = { bookingEnabled: true };

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('menuItems (spec §2 Menu, §6 club flags)', () => {
  it('shows every item, in order, when every flag allows it and every screen exists', () => {
    expect(ids(menuItems(everythingOn, features, ALL_SCREENS))).toEqual([
      'scorecards',
      'news',
      'matches',
      'booking',
      'members',
      'profile',
      'whs',
      'ngfcard',
      'course',
      'calculator',
      'feedback',
      'logout',
    ]);
  });

  it.each([
    ['kaarten', 'scorecards'],
    ['news', 'news'],
    ['booking_mob_enabled', 'booking'],
    ['memberlist_visible', 'members'],
  ] as const)('hides the item when the club flag %s is off', (flag, id) => {
    const items = ids(menuItems({ ...everythingOn, [flag]: false }, features, ALL_SCREENS));
    expect(items).not.toContain(id);
    expect(items).toHaveLength(11);
  });

  it('offers course information and the calculator only at a club with its own course (has_baan)', () => {
    const items = ids(menuItems({ ...everythingOn, has_baan: false }, features, ALL_SCREENS));
    expect(items).not.toContain('course');
    expect(items).not.toContain('calculator');
    expect(items).toContain('ngfcard');
    expect(featureOn('course', { ...everythingOn, has_baan: false }, features)).toBe(false);
  });

  it('keeps the own profile where the club hides profile links (those are links to others)', () => {
    const config = { ...everythingOn, hide_profiel_link: true };
    const items = ids(menuItems(config, features, ALL_SCREENS));
    expect(items).toContain('profile');
    expect(items).toHaveLength(12);
    expect(featureOn('member-page', config, features)).toBe(false);
    expect(featureOn('members', config, features)).toBe(true);
  });

  it('offers a guest no member list, as the server refuses it (the same rule, @fairway/golf)', () => {
    const guest = { isGast: true };
    const items = ids(menuItems(everythingOn, features, ALL_SCREENS, { viewer: guest }));
    expect(items).not.toContain('members');
    expect(items).toContain('profile');
    expect(
      ids(menuItems(everythingOn, features, ALL_SCREENS, { viewer: { isGast: false } })),
    ).toContain('members');
    expect(featureOn('members', everythingOn, features, guest)).toBe(false);
    expect(featureOn('member-page', everythingOn, features, guest)).toBe(false);
  });

  it('hides booking when the bookingEnabled feature is off, even if the club flag is on', () => {
    expect(ids(menuItems(everythingOn, { bookingEnabled: false }, ALL_SCREENS))).not.toContain(
      'booking',
    );
  });

  it('keeps the items that need no flag whatever the club says', () => {
    const allOff: MenuConfig = {
      kaarten: false,
      news: false,
      booking_mob_enabled: false,
      memberlist_visible: false,
      hide_profiel_link: true,
      has_baan: false,
    };
    expect(ids(menuItems(allOff, {}, ALL_SCREENS))).toEqual([
      'matches',
      'profile',
      'whs',
      'ngfcard',
      'feedback',
      'logout',
    ]);
  });

  it('never links to a screen that is not in the routes table', () => {
    const items = menuItems(everythingOn, features, [
      '/app/scorecards',
      '/app/news',
      '/app/profile/show',
      '/app/feedback/:tab',
    ]);
    expect(ids(items)).toEqual(['scorecards', 'news', 'profile', 'feedback', 'logout']);
  });

  it('always offers logout, which is an action and not a link', () => {
    const items = menuItems(everythingOn, features, []);
    expect(items).toEqual([{ id: 'logout', href: null }]);
  });

  it('links each item to its screen', () => {
    const hrefs = Object.fromEntries(
      menuItems(everythingOn, features, ALL_SCREENS).map((i) => [i.id, i.href]),
    );
    expect(hrefs).toMatchObject({
      scorecards: '/app/scorecards',
      news: '/app/news',
      profile: '/app/profile/show',
      feedback: '/app/feedback/faq',
      booking: '/app/booking/list',
    });
  });

  it('opens bookings on the tab chosen last', () => {
    const booking = menuItems(everythingOn, features, ALL_SCREENS, { bookingTab: 'grid' }).find(
      (i) => i.id === 'booking',
    );
    expect(booking?.href).toBe('/app/booking/grid');
  });
});

describe('toBookingTab', () => {
  it('keeps a known tab and defaults to the list otherwise', () => {
    expect(toBookingTab('grid')).toBe('grid');
    expect(toBookingTab('occupation')).toBe('occupation');
    expect(toBookingTab(null)).toBe('list');
    expect(toBookingTab('../../evil')).toBe('list');
  });
});

describe('featureOn: one rule for the menu and the routes', () => {
  it('follows the same flags as the menu', () => {
    const off = { ...everythingOn, kaarten: false, news: false, booking_mob_enabled: false };
    for (const feature of ['scorecards', 'news', 'booking'] as const) {
      expect(featureOn(feature, everythingOn, features)).toBe(true);
      expect(featureOn(feature, off, features)).toBe(false);
    }
    expect(featureOn('booking', everythingOn, { bookingEnabled: false })).toBe(false);
  });

  it('has the member list only where it is visible, member pages also not where links are hidden', () => {
    expect(featureOn('members', everythingOn, features)).toBe(true);
    expect(featureOn('members', { ...everythingOn, memberlist_visible: false }, features)).toBe(
      false,
    );
    expect(featureOn('member-page', everythingOn, features)).toBe(true);
    expect(featureOn('member-page', { ...everythingOn, hide_profiel_link: true }, features)).toBe(
      false,
    );
    expect(featureOn('member-page', { ...everythingOn, memberlist_visible: false }, features)).toBe(
      false,
    );
    expect(ROUTES.find((r) => r.path === '/app/members')?.feature).toBe('members');
    expect(ROUTES.find((r) => r.path === '/app/member/:id')?.feature).toBe('member-page');
  });

  it('gates every booking, news and card route, the card list too', () => {
    for (const route of ROUTES.filter((r) => r.screen)) {
      if (route.path.startsWith('/app/booking')) expect(route.feature, route.path).toBe('booking');
      if (route.path.startsWith('/app/news')) expect(route.feature, route.path).toBe('news');
      if (/^\/app\/(scorecards|score\/|mark\/)/.test(route.path)) {
        expect(route.feature, route.path).toBe('scorecards');
      }
    }
    expect(ROUTES.find((r) => r.path === HOME_PATH)?.feature).toBe('scorecards');
  });
});

describe('landingPath: where the app opens', () => {
  it('is the card list where the club keeps cards', () => {
    expect(landingPath(everythingOn, features, ALL_SCREENS)).toBe(HOME_PATH);
  });

  it('is the first screen the menu offers where the club has cards off (kaarten)', () => {
    const noCards = { ...everythingOn, kaarten: false };
    expect(landingPath(noCards, features, ALL_SCREENS)).toBe('/app/news');
    expect(landingPath({ ...noCards, news: false }, features, ALL_SCREENS)).toBe('/app/matches');
    expect(ids(menuItems(noCards, features, ALL_SCREENS))).not.toContain('scorecards');
  });
});

describe('the match committee entry', () => {
  it('is shown only to a member on the committee, after feedback', () => {
    const screens = [...ALL_SCREENS, '/app/admin/matches'];
    expect(ids(menuItems(everythingOn, features, screens))).not.toContain('committee');
    const items = ids(menuItems(everythingOn, features, screens, { committee: true }));
    expect(items.slice(-3)).toEqual(['feedback', 'committee', 'logout']);
    expect(
      menuItems(everythingOn, features, screens, { committee: true }).find(
        (i) => i.id === 'committee',
      )?.href,
    ).toBe('/app/admin/matches');
  });
});

describe('the item of the screen shown', () => {
  const items = [
    { id: 'course' as const, href: '/app/course/info' },
    { id: 'committee' as const, href: '/app/admin/matches' },
    { id: 'admin' as const, href: '/app/admin' },
    { id: 'logout' as const, href: null },
  ];
  it('is the item of its part of the app, on any of its tabs', () => {
    expect(activeItem(items, '/app/course/status')).toBe('course');
    expect(activeItem(items, '/app/news')).toBeUndefined();
  });
  it('is the committee inside the back office only on its own screens', () => {
    expect(activeItem(items, '/app/admin/matches/3/edit')).toBe('committee');
    expect(activeItem(items, '/app/admin/roles')).toBe('admin');
    expect(activeItem(items, '/app/admin')).toBe('admin');
  });
});
