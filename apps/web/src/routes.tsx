import { matchRoutes } from 'react-router-dom';
import type { ClubFeature } from './app/menu-items';
import { lazyPage, type LazyPage } from './lib/lazy-page';
import { HOME_PATH, LOGIN_PATH } from './paths';

/** One screen, or a redirect, of spec §2. */
export interface AppRoute {
  path: string;
  /** Dutch page title reported with every page view (spec §1). */
  title?: string;
  page?: LazyPage;
  redirectTo?: string;
  /** Reachable without a session. */
  anonymous?: boolean;
  /** The part of the app the route belongs to: shown only when the club has it on. */
  feature?: ClubFeature;
  /** Only for the match committee (role admin); anyone else is sent home. */
  committee?: boolean;
}

const bookingsPage = lazyPage(() => import('./features/booking/bookings-page'));
const profilePage = lazyPage(() => import('./features/members/profile-page'));
const matchesPage = lazyPage(() => import('./features/matches/matches-page'));
const matchPage = lazyPage(() => import('./features/matches/match-page'));

export { LOGIN_PATH, HOME_PATH } from './paths';

/**
 * Every route of the app in one table. Pages are split per route (React.lazy), so /login loads
 * neither the shell nor any other screen. Later issues add their screens here; the menu only
 * links to screens that are in this table.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: LOGIN_PATH,
    title: 'Inloggen',
    page: lazyPage(() => import('./features/auth/login-page')),
    anonymous: true,
  },
  // The landing screen; where the club has cards off its gate sends the member on to the first
  // screen the menu offers (app/menu-items.ts landingPath).
  {
    path: HOME_PATH,
    feature: 'scorecards',
    title: 'Scorekaarten',
    page: lazyPage(() => import('./features/scorecards/scorecards-page')),
  },
  {
    path: '/app/scorecards/qualifying',
    feature: 'scorecards',
    title: 'Qualifying kaart',
    page: lazyPage(() => import('./features/scorecards/qualifying-card-page')),
  },
  // The member's own card of a match played today (opened from the match).
  {
    path: '/app/scorecards/match/:id',
    feature: 'scorecards',
    title: 'Wedstrijdkaart',
    page: lazyPage(() => import('./features/scorecards/match-card-page')),
  },
  { path: '/app/scorecards/foreign', redirectTo: '/app/scorecards/foreign/date' },
  {
    path: '/app/scorecards/foreign/:step',
    feature: 'scorecards',
    title: 'Buitenlandse kaart',
    page: lazyPage(() => import('./features/scorecards/foreign-card-page')),
  },
  // spec §2 /app/score: the card to fill in is part of the path.
  {
    path: '/app/score/:id',
    feature: 'scorecards',
    title: 'Score invoeren',
    page: lazyPage(() => import('./features/scorecards/score-entry-page')),
  },
  // A past card, read-only (not in the spec's routes: it lists no screen for one).
  {
    path: '/app/scorecards/card/:id',
    feature: 'scorecards',
    title: 'Scorekaart',
    page: lazyPage(() => import('./features/scorecards/card-view-page')),
  },
  {
    path: '/app/mark/:id',
    feature: 'scorecards',
    title: 'Kaart markeren',
    page: lazyPage(() => import('./features/scorecards/mark-card-page')),
  },
  {
    path: '/app/news',
    title: 'Nieuws',
    feature: 'news',
    page: lazyPage(() => import('./features/news/news-page')),
  },
  {
    path: '/app/news/:id',
    feature: 'news',
    title: 'Nieuwsbericht',
    page: lazyPage(() => import('./features/news/news-post-page')),
  },
  // The committee's side of matches (role admin): the menu shows the entry only to admins, the
  // routes send anyone else home, and the server answers 403 to them.
  {
    path: '/app/admin/matches',
    committee: true,
    title: 'Wedstrijdcommissie',
    page: lazyPage(() => import('./features/match-admin/match-admin-list-page')),
  },
  {
    path: '/app/admin/matches/new',
    committee: true,
    title: 'Nieuwe wedstrijd',
    page: lazyPage(() => import('./features/match-admin/match-admin-form-page')),
  },
  {
    path: '/app/admin/matches/:id/edit',
    committee: true,
    title: 'Wedstrijd wijzigen',
    page: lazyPage(() => import('./features/match-admin/match-admin-form-page')),
  },
  {
    path: '/app/admin/matches/:id/card/:relatie',
    committee: true,
    title: 'Kaart invoeren',
    page: lazyPage(() => import('./features/match-admin/match-admin-card-page')),
  },
  {
    path: '/app/admin/matches/:id',
    committee: true,
    title: 'Wedstrijd beheren',
    page: lazyPage(() => import('./features/match-admin/match-admin-page')),
  },
  { path: '/app/feedback', redirectTo: '/app/feedback/faq' },
  {
    path: '/app/feedback/:tab',
    title: 'Feedback',
    page: lazyPage(() => import('./features/feedback/feedback-page')),
  },
  { path: '/app/profile', redirectTo: '/app/profile/show' },
  // The profile's tabs are routes of one page (the tab is part of the path).
  ...(
    [
      ['show', 'Profiel'],
      ['history', 'Handicaphistorie'],
      ['graph', 'Handicapgrafiek'],
      ['friends', 'Vrienden'],
    ] as const
  ).map(([tab, title]) => ({
    path: `/app/profile/${tab}`,
    title,
    page: profilePage,
  })),
  {
    path: '/app/profile/edit',
    title: 'Profiel wijzigen',
    page: lazyPage(() => import('./features/members/profile-edit-page')),
  },
  {
    path: '/app/upload',
    title: 'Profielfoto',
    page: lazyPage(() => import('./features/members/upload-page')),
  },
  {
    path: '/app/members',
    feature: 'members',
    title: 'Leden',
    page: lazyPage(() => import('./features/members/members-page')),
  },
  {
    path: '/app/member/:id',
    feature: 'member-page',
    title: 'Lid',
    page: lazyPage(() => import('./features/members/member-page')),
  },
  // spec §2 Matches: the list (/list/{n}: the year), and a match whose tab is part of the path.
  {
    path: '/app/matches',
    title: 'Wedstrijden',
    page: matchesPage,
  },
  { path: '/app/matches/list/:n', title: 'Wedstrijden', page: matchesPage },
  { path: '/app/match/:id', title: 'Wedstrijd', page: matchPage },
  ...(
    [
      ['info', 'Wedstrijd'],
      ['participants', 'Wedstrijd deelnemers'],
      ['starters', 'Wedstrijd starters'],
      ['results', 'Wedstrijd uitslag'],
      ['payment', 'Wedstrijd betaling'],
      ['signup', 'Wedstrijd inschrijven'],
    ] as const
  ).map(([tab, title]) => ({ path: `/app/match/:id/${tab}`, title, page: matchPage })),
  // spec §2 Bookings. The tabs are three routes of one page, so /app/booking/{id} stays free.
  {
    path: '/app/booking',
    feature: 'booking',
    title: 'Starttijden',
    page: lazyPage(() => import('./features/booking/booking-start')),
  },
  ...(
    [
      ['list', 'Mijn starttijden'],
      ['grid', 'Starttijd zoeken'],
      ['occupation', 'Bezetting'],
    ] as const
  ).map(([tab, title]) => ({
    path: `/app/booking/${tab}`,
    title,
    feature: 'booking' as const,
    page: bookingsPage,
  })),
  {
    path: '/app/booking/create',
    feature: 'booking',
    title: 'Starttijd boeken',
    page: lazyPage(() => import('./features/booking/booking-create-page')),
  },
  {
    path: '/app/booking/:id',
    feature: 'booking',
    title: 'Starttijd wijzigen',
    page: lazyPage(() => import('./features/booking/booking-edit-page')),
  },
  // spec §2 Other: the calculator, course information (has_baan), the federation card, WHS.
  {
    path: '/app/calculator',
    feature: 'course',
    title: 'Playing handicap',
    page: lazyPage(() => import('./features/course/calculator-page')),
  },
  { path: '/app/course', redirectTo: '/app/course/info' },
  {
    path: '/app/course/:tab',
    feature: 'course',
    title: 'Baaninformatie',
    page: lazyPage(() => import('./features/course/course-page')),
  },
  {
    path: '/app/ngfcard',
    title: 'Federatiekaart',
    page: lazyPage(() => import('./features/member-images/ngf-card-page')),
  },
  {
    path: '/app/whs',
    title: 'WHS',
    page: lazyPage(() => import('./features/member-images/whs-page')),
  },
  // spec §2: the default route, and any unknown /app screen, go to the card list (or, with cards
  // off, on from there to the first screen the menu offers).
  { path: '/', redirectTo: HOME_PATH },
  { path: '/app', redirectTo: HOME_PATH },
  { path: '/app/*', redirectTo: HOME_PATH },
];

/** The paths that render a screen: what the menu may link to. */
export const SCREEN_PATHS: readonly string[] = ROUTES.filter((r) => r.page).map((r) => r.path);

/** The route a location shows, by React Router's own ranking (so /app/* never wins over a screen). */
export function routeFor(pathname: string): AppRoute | undefined {
  return matchRoutes([...ROUTES], pathname)?.[0]?.route;
}
