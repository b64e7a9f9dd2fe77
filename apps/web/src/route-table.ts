import { matchRoutes } from 'react-router-dom';
import type { ClubRole } from '@fairway/contract';
import type { ClubFeature } from './app/menu-items';
import { HOME_PATH, LOGIN_PATH } from './paths';

/**
 * The app's screens, each named after its page module. The table knows no page code, so what
 * only asks where a path leads (the menu, the login's target, page views) does not import every
 * screen; routes.tsx gives each name its page.
 */
export const SCREENS = [
  'admin-audit-page',
  'admin-home-page',
  'admin-notification-kinds-page',
  'admin-roles-page',
  'course-admin-blocks-page',
  'course-admin-day-page',
  'course-admin-form-page',
  'course-admin-import-page',
  'course-admin-list-page',
  'course-admin-tee-sheet-page',
  'handicap-admin-page',
  'booking-create-page',
  'booking-rules-page',
  'booking-lists-page',
  'booking-edit-page',
  'booking-start',
  'bookings-page',
  'calculator-page',
  'card-view-page',
  'club-settings-page',
  'course-page',
  'faq-admin-editor-page',
  'faq-admin-list-page',
  'feedback-page',
  'foreign-card-page',
  'login-page',
  'mark-card-page',
  'member-admin-form-page',
  'member-admin-list-page',
  'member-categories-page',
  'match-admin-card-page',
  'match-admin-form-page',
  'match-admin-list-page',
  'match-admin-page',
  'match-card-page',
  'match-page',
  'match-tv-page',
  'matches-page',
  'member-import-page',
  'member-page',
  'members-page',
  'news-admin-editor-page',
  'news-admin-list-page',
  'news-page',
  'news-post-page',
  'notification-preferences-page',
  'notifications-page',
  'ngf-card-page',
  'profile-edit-page',
  'profile-page',
  'qualifying-card-page',
  'reports-page',
  'score-entry-page',
  'scorecards-page',
  'upload-page',
  'whs-page',
] as const;
export type Screen = (typeof SCREENS)[number];

/** One screen, or a redirect, of spec §2. */
export interface RouteInfo {
  path: string;
  /** Dutch page title reported with every page view (spec §1). */
  title?: string;
  screen?: Screen;
  redirectTo?: string;
  /** Reachable without a session. */
  anonymous?: boolean;
  /** The part of the app the route belongs to: shown only when the club has it on. */
  feature?: ClubFeature;
  /** Only for a member who may act as this club role ('any': who holds any role); anyone else is sent home (RoleGate). */
  role?: ClubRole | 'any';
  /** The whole screen, without the menu beside it even on a wide screen (the clubhouse TV). */
  fullScreen?: boolean;
}

/**
 * Every route of the app in one table. Each names its screen; routes.tsx gives every screen its page
 * (split per route, so /login loads neither the shell nor any other screen). The menu only links
 * to screens that are in this table.
 */
export const ROUTE_TABLE: readonly RouteInfo[] = [
  {
    path: LOGIN_PATH,
    title: 'Inloggen',
    screen: 'login-page',
    anonymous: true,
  },
  // The landing screen; where the club has cards off its gate sends the member on to the first
  // screen the menu offers (app/menu-items.ts landingPath).
  {
    path: HOME_PATH,
    feature: 'scorecards',
    title: 'Scorekaarten',
    screen: 'scorecards-page',
  },
  {
    path: '/app/scorecards/qualifying',
    feature: 'scorecards',
    title: 'Qualifying kaart',
    screen: 'qualifying-card-page',
  },
  // The member's own card of a match played today (opened from the match).
  {
    path: '/app/scorecards/match/:id',
    feature: 'scorecards',
    title: 'Wedstrijdkaart',
    screen: 'match-card-page',
  },
  { path: '/app/scorecards/foreign', redirectTo: '/app/scorecards/foreign/date' },
  {
    path: '/app/scorecards/foreign/:step',
    feature: 'scorecards',
    title: 'Buitenlandse kaart',
    screen: 'foreign-card-page',
  },
  // spec §2 /app/score: the card to fill in is part of the path.
  {
    path: '/app/score/:id',
    feature: 'scorecards',
    title: 'Score invoeren',
    screen: 'score-entry-page',
  },
  // A past card, read-only (not in the spec's routes: it lists no screen for one).
  {
    path: '/app/scorecards/card/:id',
    feature: 'scorecards',
    title: 'Scorekaart',
    screen: 'card-view-page',
  },
  {
    path: '/app/mark/:id',
    feature: 'scorecards',
    title: 'Kaart markeren',
    screen: 'mark-card-page',
  },
  {
    path: '/app/news',
    title: 'Nieuws',
    feature: 'news',
    screen: 'news-page',
  },
  {
    path: '/app/news/:id',
    feature: 'news',
    title: 'Nieuwsbericht',
    screen: 'news-post-page',
  },
  // The club's back office: each area for its role. The menu shows the entry only to a member
  // with a role, the routes send anyone else home, and the server answers 403 to them.
  { path: '/app/admin', role: 'any', title: 'Clubbeheer', screen: 'admin-home-page' },
  {
    path: '/app/admin/settings',
    role: 'administrator',
    title: 'Clubinstellingen',
    screen: 'club-settings-page',
  },
  { path: '/app/admin/roles', role: 'administrator', title: 'Rollen', screen: 'admin-roles-page' },
  { path: '/app/admin/audit', role: 'administrator', title: 'Logboek', screen: 'admin-audit-page' },
  {
    path: '/app/admin/notification-kinds',
    role: 'administrator',
    title: 'Meldingen',
    screen: 'admin-notification-kinds-page',
  },
  // Each report for its role (REPORT_ROLES): the screen lists those the member may download.
  {
    path: '/app/admin/reports',
    role: 'tee_sheet_manager',
    title: 'Rapporten',
    screen: 'reports-page',
  },
  // The club's courses and tees (role tee_sheet_manager).
  {
    path: '/app/admin/courses',
    role: 'tee_sheet_manager',
    title: 'Banen',
    screen: 'course-admin-list-page',
  },
  {
    path: '/app/admin/courses/new',
    role: 'tee_sheet_manager',
    title: 'Nieuwe baan',
    screen: 'course-admin-form-page',
  },
  {
    path: '/app/admin/courses/import',
    role: 'tee_sheet_manager',
    title: 'Banen importeren',
    screen: 'course-admin-import-page',
  },
  {
    path: '/app/admin/courses/:id/day',
    role: 'tee_sheet_manager',
    title: 'Dagstaat',
    screen: 'course-admin-day-page',
  },
  {
    path: '/app/admin/courses/:id/tee-sheet',
    role: 'tee_sheet_manager',
    title: 'Starttijden',
    screen: 'course-admin-tee-sheet-page',
  },
  {
    path: '/app/admin/courses/:id',
    role: 'tee_sheet_manager',
    title: 'Baan',
    screen: 'course-admin-form-page',
  },
  {
    path: '/app/admin/booking-rules',
    role: 'tee_sheet_manager',
    title: 'Boekingsregels',
    screen: 'booking-rules-page',
  },
  {
    path: '/app/admin/booking-lists',
    role: 'tee_sheet_manager',
    title: 'Redenen en gastvelden',
    screen: 'booking-lists-page',
  },
  // The handicap committee (role handicap_committee).
  {
    path: '/app/admin/handicap',
    role: 'handicap_committee',
    title: 'Handicapcommissie',
    screen: 'handicap-admin-page',
  },
  {
    path: '/app/admin/courses/:id/blocks',
    role: 'tee_sheet_manager',
    title: 'Blokkades',
    screen: 'course-admin-blocks-page',
  },
  // The member administration (role member_admin).
  {
    path: '/app/admin/members',
    role: 'member_admin',
    title: 'Ledenadministratie',
    screen: 'member-admin-list-page',
  },
  {
    path: '/app/admin/members/new',
    role: 'member_admin',
    title: 'Nieuw lid',
    screen: 'member-admin-form-page',
  },
  {
    path: '/app/admin/members/:id',
    role: 'member_admin',
    title: 'Lid beheren',
    screen: 'member-admin-form-page',
  },
  {
    path: '/app/admin/member-categories',
    role: 'member_admin',
    title: 'Lidmaatschapssoorten',
    screen: 'member-categories-page',
  },
  {
    path: '/app/admin/members/import',
    role: 'member_admin',
    title: 'Leden importeren',
    screen: 'member-import-page',
  },
  // The news editor (role news_editor).
  {
    path: '/app/admin/news',
    role: 'news_editor',
    title: 'Nieuwsredactie',
    screen: 'news-admin-list-page',
  },
  {
    path: '/app/admin/news/new',
    role: 'news_editor',
    title: 'Nieuw bericht',
    screen: 'news-admin-editor-page',
  },
  {
    path: '/app/admin/news/:id',
    role: 'news_editor',
    title: 'Bericht bewerken',
    screen: 'news-admin-editor-page',
  },
  // The club's FAQ, content as the news is (role news_editor).
  {
    path: '/app/admin/faq',
    role: 'news_editor',
    title: 'Veelgestelde vragen',
    screen: 'faq-admin-list-page',
  },
  {
    path: '/app/admin/faq/new',
    role: 'news_editor',
    title: 'Nieuwe vraag',
    screen: 'faq-admin-editor-page',
  },
  {
    path: '/app/admin/faq/:id',
    role: 'news_editor',
    title: 'Vraag bewerken',
    screen: 'faq-admin-editor-page',
  },
  // The committee's side of matches (role match_committee).
  {
    path: '/app/admin/matches',
    role: 'match_committee',
    title: 'Wedstrijdcommissie',
    screen: 'match-admin-list-page',
  },
  {
    path: '/app/admin/matches/new',
    role: 'match_committee',
    title: 'Nieuwe wedstrijd',
    screen: 'match-admin-form-page',
  },
  {
    path: '/app/admin/matches/:id/edit',
    role: 'match_committee',
    title: 'Wedstrijd wijzigen',
    screen: 'match-admin-form-page',
  },
  {
    path: '/app/admin/matches/:id/card/:relatie',
    role: 'match_committee',
    title: 'Kaart invoeren',
    screen: 'match-admin-card-page',
  },
  {
    path: '/app/admin/matches/:id',
    role: 'match_committee',
    title: 'Wedstrijd beheren',
    screen: 'match-admin-page',
  },
  { path: '/app/feedback', redirectTo: '/app/feedback/faq' },
  {
    path: '/app/feedback/:tab',
    title: 'Feedback',
    screen: 'feedback-page',
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
    screen: 'profile-page' as const,
  })),
  {
    path: '/app/profile/edit',
    title: 'Profiel wijzigen',
    screen: 'profile-edit-page',
  },
  {
    path: '/app/upload',
    title: 'Profielfoto',
    screen: 'upload-page',
  },
  {
    path: '/app/members',
    feature: 'members',
    title: 'Leden',
    screen: 'members-page',
  },
  {
    path: '/app/member/:id',
    feature: 'member-page',
    title: 'Lid',
    screen: 'member-page',
  },
  // spec §2 Matches: the list (/list/{n}: the year), and a match whose tab is part of the path.
  {
    path: '/app/matches',
    title: 'Wedstrijden',
    screen: 'matches-page',
  },
  { path: '/app/matches/list/:n', title: 'Wedstrijden', screen: 'matches-page' },
  { path: '/app/match/:id', title: 'Wedstrijd', screen: 'match-page' },
  ...(
    [
      ['info', 'Wedstrijd'],
      ['participants', 'Wedstrijd deelnemers'],
      ['starters', 'Wedstrijd starters'],
      ['results', 'Wedstrijd uitslag'],
      ['leaderboard', 'Wedstrijd leaderboard'],
      ['payment', 'Wedstrijd betaling'],
      ['signup', 'Wedstrijd inschrijven'],
    ] as const
  ).map(([tab, title]) => ({
    path: `/app/match/:id/${tab}`,
    title,
    screen: 'match-page' as const,
  })),
  // The live leaderboard on the clubhouse TV, opened by the committee.
  {
    path: '/app/match/:id/tv',
    title: 'Wedstrijd leaderboard scherm',
    role: 'match_committee',
    fullScreen: true,
    screen: 'match-tv-page',
  },
  // spec §2 Bookings. The tabs are three routes of one page, so /app/booking/{id} stays free.
  {
    path: '/app/booking',
    feature: 'booking',
    title: 'Starttijden',
    screen: 'booking-start',
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
    screen: 'bookings-page' as const,
  })),
  {
    path: '/app/booking/create',
    feature: 'booking',
    title: 'Starttijd boeken',
    screen: 'booking-create-page',
  },
  {
    path: '/app/booking/:id',
    feature: 'booking',
    title: 'Starttijd wijzigen',
    screen: 'booking-edit-page',
  },
  // spec §2 Other: the calculator, course information (has_baan), the federation card, WHS.
  {
    path: '/app/calculator',
    feature: 'course',
    title: 'Playing handicap',
    screen: 'calculator-page',
  },
  { path: '/app/course', redirectTo: '/app/course/info' },
  {
    path: '/app/course/:tab',
    feature: 'course',
    title: 'Baaninformatie',
    screen: 'course-page',
  },
  {
    path: '/app/ngfcard',
    title: 'Federatiekaart',
    screen: 'ngf-card-page',
  },
  {
    path: '/app/whs',
    title: 'WHS',
    screen: 'whs-page',
  },
  // The inbox, reached from the bell in the side menu.
  { path: '/app/notifications', title: 'Meldingen', screen: 'notifications-page' },
  {
    path: '/app/notifications/preferences',
    title: 'Meldingsinstellingen',
    screen: 'notification-preferences-page',
  },
  // spec §2: the default route, and any unknown /app screen, go to the card list (or, with cards
  // off, on from there to the first screen the menu offers).
  { path: '/', redirectTo: HOME_PATH },
  { path: '/app', redirectTo: HOME_PATH },
  { path: '/app/*', redirectTo: HOME_PATH },
];

/** The paths that render a screen: what the menu may link to. */
export const SCREEN_PATHS: readonly string[] = ROUTE_TABLE.filter((r) => r.screen).map(
  (r) => r.path,
);

/** The route a location shows, by React Router's own ranking (so /app/* never wins over a screen). */
export function routeInfo(pathname: string): RouteInfo | undefined {
  return matchRoutes([...ROUTE_TABLE], pathname)?.[0]?.route;
}
