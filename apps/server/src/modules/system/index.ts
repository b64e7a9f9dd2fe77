// The system module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { SystemRepository } from './system.repository';
export { systemRoutes } from './system.routes';
export { SystemService } from './system.service';
