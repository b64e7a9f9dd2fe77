import { describe, expect, it } from 'vitest';
import { filterReady, reportHref } from './reports-href';

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
