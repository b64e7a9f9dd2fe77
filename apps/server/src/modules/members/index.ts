// The members module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { DataExportRepository } from './data-export.repository';
export { DataExport } from './data-export';
export { paymentStateShown, type PersonFields } from './member-privacy';
export { fullName } from './members.mapper';
export { MembersRepository, type MemberListRow, type MemberRow } from './members.repository';
export { membersRoutes } from './members.routes';
export { MembersService } from './members.service';
export { PersonVisibility } from './person-visibility';
