import { describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '@fairway/contract';
import { filterReady, firstReport, offeredReports, reportHref } from './reports-href';

const f = { from: '2026-03-01', until: '2026-03-31', courseId: 4 };

describe('reportHref', () => {
  it('sends the range, and the course only to the reports that take one', () => {
    expect(reportHref('bookings', 'csv', f)).toBe(
      '/api/admin/reports/bookings.csv?from=2026-03-01&until=2026-03-31&course_id=4',
    );
    expect(reportHref('payments', 'xlsx', f)).toBe(
      '/api/admin/reports/payments.xlsx?from=2026-03-01&until=2026-03-31',
    );
    expect(reportHref('members', 'csv', f)).toBe('/api/admin/reports/members.csv');
  });

  it('holds back a range that ends before it starts', () => {
    expect(filterReady('audit', { ...f, until: '2026-02-01' })).toBe(false);
    expect(filterReady('members', { ...f, until: '' })).toBe(true);
  });
});

describe('the reports offered', () => {
  it("offers the tee-sheet manager the tee sheet's reports, an administrator every one", () => {
    expect(offeredReports(['tee_sheet_manager', 'match_committee'])).toEqual([
      'bookings',
      'cancellations',
    ]);
    expect(offeredReports(['administrator'])).toEqual(REPORT_KINDS);
    expect(offeredReports(['news_editor'])).toEqual([]);
    // Roles not read (offline): every report, the server decides.
    expect(offeredReports(undefined)).toEqual(REPORT_KINDS);
  });

  it('starts on payments where offered, else on the first offered', () => {
    expect(firstReport(offeredReports(['administrator']))).toBe('payments');
    expect(firstReport(offeredReports(['tee_sheet_manager']))).toBe('bookings');
  });
});
