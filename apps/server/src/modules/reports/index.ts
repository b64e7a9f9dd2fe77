// The reports' face: the club's members, bookings, cancellations, match entries and results,
// payments and the audit trail as CSV or XLSX files, written while read; the tee sheet's bookings
// and cancellations for its manager too, the rest for the administrator (REPORT_ROLES).
export { ReportsRepository } from './reports.repository';
export { reportsRoutes } from './reports.routes';
export { ReportsService } from './reports.service';
