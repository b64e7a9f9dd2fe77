// The member import's face: a CSV or XLSX file previewed, applied in one transaction and undone.
export { MemberImportRepository } from './import.repository';
export { memberImportRoutes } from './member-import.routes';
export { MemberImportService } from './member-import.service';
