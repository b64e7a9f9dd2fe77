// The member administration's face (role member_admin): the club's members listed, searched,
// created, edited, deactivated and exported, their password links and the club's categories.
export { MemberAdminRepository } from './member-admin.repository';
export { memberAdminRoutes } from './member-admin.routes';
export { MemberAdminService } from './member-admin.service';
export { MemberCategoriesRepository } from './member-categories.repository';
export { MemberCategoriesService } from './member-categories.service';
export { MemberExportService } from './member-export.service';
export { MemberStatusService } from './member-status.service';
// What a club may not change on a player who is another club's member too (the import keeps it).
export { IDENTITY_FIELDS } from './member-values';
