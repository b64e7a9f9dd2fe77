// The match-admin module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { MatchAdminReads } from './match-admin-reads';
export { MatchAdminRepository } from './match-admin.repository';
export { matchAdminRoutes } from './match-admin.routes';
export { MatchAdminService } from './match-admin.service';
export { MatchCardsService } from './match-cards.service';
export { MatchDeskService } from './match-desk.service';
export { MatchProcessingService } from './match-processing.service';
export { MatchStartListService } from './match-start-list.service';
