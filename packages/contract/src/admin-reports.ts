import { z } from 'zod';
import { Id, InputDate } from './common';
import { actsAs, type ClubRole } from './roles';

/**
 * The back office's reports (`GET /api/admin/reports/<kind>.csv|.xlsx`): each a file of the
 * club's own rows, dates and times on the club's clock. Members have no filter; the others a range
 * of the club's days, and bookings and matches a course as well.
 */
export const REPORT_KINDS = [
  'members',
  'bookings',
  'cancellations',
  'matches',
  'payments',
  'audit',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The role each report needs (an administrator may act as every role). The tee-sheet manager runs
 * the tee sheet, so they have its bookings with the no-shows and its cancellations; the members,
 * match entries, payments and the audit trail hold what the tee sheet does not need (addresses,
 * money, every change in the back office) and stay the administrator's.
 */
export const REPORT_ROLES = {
  members: 'administrator',
  bookings: 'tee_sheet_manager',
  cancellations: 'tee_sheet_manager',
  matches: 'administrator',
  payments: 'administrator',
  audit: 'administrator',
} as const satisfies Record<ReportKind, ClubRole>;

/** The reports a member with `roles` may download, in REPORT_KINDS' order. */
export const reportsFor = (roles: readonly ClubRole[]): ReportKind[] =>
  REPORT_KINDS.filter((kind) => actsAs(roles, REPORT_ROLES[kind]));

/** The reports that take a course beside the day range. */
export const COURSE_REPORTS: readonly ReportKind[] = ['bookings', 'cancellations', 'matches'];

const range = {
  from: InputDate,
  until: InputDate,
};
const rangeInOrder = (q: { from: string; until: string }) => q.until >= q.from;
const inOrder = { error: 'must not be before from', path: ['until'] };

export const ReportMembersQuery = z.object({});
export const ReportRangeQuery = z.object(range).refine(rangeInOrder, inOrder);
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;
export const ReportCourseQuery = z
  .object({ ...range, course_id: Id.optional() })
  .refine(rangeInOrder, inOrder);
export type ReportCourseQuery = z.infer<typeof ReportCourseQuery>;

/** The query each report takes. */
export const REPORT_QUERIES = {
  members: ReportMembersQuery,
  bookings: ReportCourseQuery,
  cancellations: ReportCourseQuery,
  matches: ReportCourseQuery,
  payments: ReportRangeQuery,
  audit: ReportRangeQuery,
} as const satisfies Record<ReportKind, z.ZodType>;
