import { matchRoutes } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lib/lazy-page';
import { ROUTE_TABLE, type RouteInfo, type Screen } from './route-table';

/** A route of the table with its screen's page. */
export interface AppRoute extends RouteInfo {
  page?: LazyPage;
}

/** Every screen's page, loaded when first shown. */
const PAGES: Record<Screen, LazyPage> = {
  'bookings-page': lazyPage(() => import('./features/booking/bookings-page')),
  'profile-page': lazyPage(() => import('./features/members/profile-page')),
  'matches-page': lazyPage(() => import('./features/matches/matches-page')),
  'match-page': lazyPage(() => import('./features/matches/match-page')),
  'match-tv-page': lazyPage(() => import('./features/matches/leaderboard-tv-page')),
  'booking-create-page': lazyPage(() => import('./features/booking/booking-create-page')),
  'booking-edit-page': lazyPage(() => import('./features/booking/booking-edit-page')),
  'booking-start': lazyPage(() => import('./features/booking/booking-start')),
  'calculator-page': lazyPage(() => import('./features/course/calculator-page')),
  'card-view-page': lazyPage(() => import('./features/scorecards/card-view-page')),
  'course-page': lazyPage(() => import('./features/course/course-page')),
  'faq-admin-editor-page': lazyPage(() => import('./features/faq-admin/faq-editor-page')),
  'faq-admin-list-page': lazyPage(() => import('./features/faq-admin/faq-list-page')),
  'feedback-page': lazyPage(() => import('./features/feedback/feedback-page')),
  'foreign-card-page': lazyPage(() => import('./features/scorecards/foreign-card-page')),
  'login-page': lazyPage(() => import('./features/auth/login-page')),
  'mark-card-page': lazyPage(() => import('./features/scorecards/mark-card-page')),
  'admin-audit-page': lazyPage(() => import('./features/admin/admin-audit-page')),
  'reports-page': lazyPage(() => import('./features/reports/reports-page')),
  'admin-home-page': lazyPage(() => import('./features/admin/admin-home-page')),
  'admin-roles-page': lazyPage(() => import('./features/admin/admin-roles-page')),
  'admin-notification-kinds-page': lazyPage(
    () => import('./features/admin/admin-notification-kinds-page'),
  ),
  'member-import-page': lazyPage(() => import('./features/member-import/member-import-page')),
  'club-settings-page': lazyPage(() => import('./features/club-settings/club-settings-page')),
  'course-admin-blocks-page': lazyPage(() => import('./features/course-admin/tee-blocks-page')),
  'course-admin-day-page': lazyPage(() => import('./features/course-admin/tee-sheet-day-page')),
  'course-admin-form-page': lazyPage(() => import('./features/course-admin/course-form-page')),
  'course-admin-tee-sheet-page': lazyPage(() => import('./features/course-admin/tee-sheet-page')),
  'course-admin-import-page': lazyPage(() => import('./features/course-admin/course-import-page')),
  'course-admin-list-page': lazyPage(() => import('./features/course-admin/course-list-page')),
  'handicap-admin-page': lazyPage(() => import('./features/handicap-admin/handicap-admin-page')),
  'member-admin-form-page': lazyPage(
    () => import('./features/member-admin/member-admin-form-page'),
  ),
  'member-admin-list-page': lazyPage(
    () => import('./features/member-admin/member-admin-list-page'),
  ),
  'booking-rules-page': lazyPage(() => import('./features/booking-rules/booking-rules-page')),
  'booking-lists-page': lazyPage(() => import('./features/booking-lists/booking-lists-page')),
  'member-categories-page': lazyPage(
    () => import('./features/member-admin/member-categories-page'),
  ),
  'match-admin-card-page': lazyPage(() => import('./features/match-admin/match-admin-card-page')),
  'match-admin-form-page': lazyPage(() => import('./features/match-admin/match-admin-form-page')),
  'match-admin-list-page': lazyPage(() => import('./features/match-admin/match-admin-list-page')),
  'match-admin-page': lazyPage(() => import('./features/match-admin/match-admin-page')),
  'match-card-page': lazyPage(() => import('./features/scorecards/match-card-page')),
  'member-page': lazyPage(() => import('./features/members/member-page')),
  'members-page': lazyPage(() => import('./features/members/members-page')),
  'news-admin-editor-page': lazyPage(() => import('./features/news-admin/news-editor-page')),
  'news-admin-list-page': lazyPage(() => import('./features/news-admin/news-list-page')),
  'news-page': lazyPage(() => import('./features/news/news-page')),
  'notifications-page': lazyPage(() => import('./features/notifications/notifications-page')),
  'notification-preferences-page': lazyPage(
    () => import('./features/notifications/notification-preferences-page'),
  ),
  'news-post-page': lazyPage(() => import('./features/news/news-post-page')),
  'ngf-card-page': lazyPage(() => import('./features/member-images/ngf-card-page')),
  'profile-edit-page': lazyPage(() => import('./features/members/profile-edit-page')),
  'qualifying-card-page': lazyPage(() => import('./features/scorecards/qualifying-card-page')),
  'score-entry-page': lazyPage(() => import('./features/scorecards/score-entry-page')),
  'scorecards-page': lazyPage(() => import('./features/scorecards/scorecards-page')),
  'upload-page': lazyPage(() => import('./features/members/upload-page')),
  'whs-page': lazyPage(() => import('./features/member-images/whs-page')),
};

export const ROUTES: readonly AppRoute[] = ROUTE_TABLE.map((route) =>
  route.screen ? { ...route, page: PAGES[route.screen] } : route,
);

/** The route a location shows, with its page (to render or preload it). */
export function routeFor(pathname: string): AppRoute | undefined {
  return matchRoutes([...ROUTES], pathname)?.[0]?.route;
}
