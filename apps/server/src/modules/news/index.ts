// The news module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { type NewsEvents } from './news-events';
export { NewsRepository, type NewsRow } from './news.repository';
export { newsRoutes } from './news.routes';
export { NewsService } from './news.service';
export { sanitizeNewsHtml } from './sanitize';
export { NewsAdminRepository } from './news-admin.repository';
export { newsAdminRoutes } from './news-admin.routes';
export { NewsAdminService } from './news-admin.service';
