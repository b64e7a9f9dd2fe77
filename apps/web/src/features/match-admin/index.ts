// The match-admin feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { adminRightsQuery, matchAdminKeys } from './match-admin.queries';
