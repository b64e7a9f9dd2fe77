import { actsAs, type ClubRole } from '@fairway/contract';

/** One area of the club's back office, shown on its home to who may act as its role. */
export interface AdminArea {
  id: string;
  path: string;
  role: ClubRole;
  /** i18n keys of the area's title and one-line description. */
  title: string;
  description: string;
}

/**
 * The back office's areas in the order the home lists them. An area adds itself here with the
 * role its calls check on the server; the home and the route gate read it.
 */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    id: 'settings',
    path: '/app/admin/settings',
    role: 'administrator',
    title: 'admin.areas.settings.title',
    description: 'admin.areas.settings.description',
  },
  {
    id: 'members',
    path: '/app/admin/members',
    role: 'member_admin',
    title: 'admin.areas.members.title',
    description: 'admin.areas.members.description',
  },
  {
    id: 'member-import',
    path: '/app/admin/members/import',
    role: 'member_admin',
    title: 'admin.areas.memberImport.title',
    description: 'admin.areas.memberImport.description',
  },
  {
    id: 'member-categories',
    path: '/app/admin/member-categories',
    role: 'member_admin',
    title: 'admin.areas.memberCategories.title',
    description: 'admin.areas.memberCategories.description',
  },
  {
    id: 'courses',
    path: '/app/admin/courses',
    role: 'tee_sheet_manager',
    title: 'admin.areas.courses.title',
    description: 'admin.areas.courses.description',
  },
  {
    id: 'booking-rules',
    path: '/app/admin/booking-rules',
    role: 'tee_sheet_manager',
    title: 'admin.areas.bookingRules.title',
    description: 'admin.areas.bookingRules.description',
  },
  {
    id: 'booking-lists',
    path: '/app/admin/booking-lists',
    role: 'tee_sheet_manager',
    title: 'admin.areas.bookingLists.title',
    description: 'admin.areas.bookingLists.description',
  },
  {
    id: 'matches',
    path: '/app/admin/matches',
    role: 'match_committee',
    title: 'admin.areas.matches.title',
    description: 'admin.areas.matches.description',
  },
  {
    id: 'news',
    path: '/app/admin/news',
    role: 'news_editor',
    title: 'admin.areas.news.title',
    description: 'admin.areas.news.description',
  },
  {
    id: 'faq',
    path: '/app/admin/faq',
    role: 'news_editor',
    title: 'admin.areas.faq.title',
    description: 'admin.areas.faq.description',
  },
  {
    id: 'handicap',
    path: '/app/admin/handicap',
    role: 'handicap_committee',
    title: 'admin.areas.handicap.title',
    description: 'admin.areas.handicap.description',
  },
  {
    id: 'roles',
    path: '/app/admin/roles',
    role: 'administrator',
    title: 'admin.areas.roles.title',
    description: 'admin.areas.roles.description',
  },
  {
    id: 'audit',
    path: '/app/admin/audit',
    role: 'administrator',
    title: 'admin.areas.audit.title',
    description: 'admin.areas.audit.description',
  },
  {
    id: 'notification-kinds',
    path: '/app/admin/notification-kinds',
    role: 'administrator',
    title: 'admin.areas.notificationKinds.title',
    description: 'admin.areas.notificationKinds.description',
  },
  {
    // The tee-sheet manager's reports are the fewest (REPORT_ROLES); the screen offers each member
    // only the reports their roles may download.
    id: 'reports',
    path: '/app/admin/reports',
    role: 'tee_sheet_manager',
    title: 'admin.areas.reports.title',
    description: 'admin.areas.reports.description',
  },
];

/** Whether a member with `roles` may open a screen for `role` ('any': any role at all). */
export const mayOpen = (roles: readonly ClubRole[], role: ClubRole | 'any'): boolean =>
  role === 'any' ? roles.length > 0 : actsAs(roles, role);

/** The areas a member with `roles` is offered. */
export const areasFor = (roles: readonly ClubRole[]) =>
  ADMIN_AREAS.filter((area) => mayOpen(roles, area.role));
