// The handicap-admin module's face: what the server (back-office.ts) uses. The rest of this folder
// is its own (scripts/check-boundaries.mjs).
export { HandicapAdminRepository } from './handicap-admin.repository';
export { handicapAdminRoutes } from './handicap-admin.routes';
export { HandicapAdminService } from './handicap-admin.service';
