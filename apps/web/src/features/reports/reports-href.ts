import {
  COURSE_REPORTS,
  REPORT_KINDS,
  reportsFor,
  type ClubRole,
  type ReportFormat,
  type ReportKind,
} from '@fairway/contract';

/** The report screen's filter: a range of the club's days and, for some reports, a course. */
export interface ReportFilter {
  from: string;
  until: string;
  courseId: number | null;
}

export const takesRange = (kind: ReportKind) => kind !== 'members';
export const takesCourse = (kind: ReportKind) => COURSE_REPORTS.includes(kind);

/** Whether the filter can be sent as it is (the server refuses the rest with a 400). */
export const filterReady = (kind: ReportKind, f: ReportFilter) =>
  !takesRange(kind) || (f.from !== '' && f.until !== '' && f.from <= f.until);

/**
 * Where the browser downloads a report: a plain link, so the browser saves the file itself as it
 * arrives (the session cookie goes with it), however long the file.
 */
export function reportHref(kind: ReportKind, format: ReportFormat, f: ReportFilter): string {
  const params = new URLSearchParams();
  if (takesRange(kind)) {
    params.set('from', f.from);
    params.set('until', f.until);
  }
  if (takesCourse(kind) && f.courseId !== null) params.set('course_id', String(f.courseId));
  const query = params.toString();
  return `/api/admin/reports/${kind}.${format}${query ? `?${query}` : ''}`;
}

/**
 * The reports the screen offers: those the member's roles may download (a tee-sheet manager the
 * tee sheet's), every report while the roles cannot be read (offline; the server still decides).
 */
export const offeredReports = (roles: readonly ClubRole[] | undefined): readonly ReportKind[] =>
  roles ? reportsFor(roles) : REPORT_KINDS;

/**
 * The report chosen until the member picks one: payments where offered, else the first offered
 * (the screen's gate lets in only a role with a report; bookings stands in for none).
 */
export const firstReport = (offered: readonly ReportKind[]): ReportKind =>
  offered.includes('payments') ? 'payments' : (offered[0] ?? 'bookings');
