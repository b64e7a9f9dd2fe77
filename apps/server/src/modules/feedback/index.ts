// The feedback module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { FeedbackRepository } from './feedback.repository';
export { feedbackRoutes } from './feedback.routes';
export { FeedbackService } from './feedback.service';
export { FaqAdminRepository } from './faq-admin.repository';
export { faqAdminRoutes } from './faq-admin.routes';
export { FaqAdminService } from './faq-admin.service';
