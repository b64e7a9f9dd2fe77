// The reports' face (role administrator): the club's members, bookings, match entries and
// results, payments and the audit trail as CSV or XLSX files, written while read.
export { ReportsRepository } from './reports.repository';
export { reportsRoutes } from './reports.routes';
export { ReportsService } from './reports.service';
