// The jobs module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { cleanupJobs } from './cleanup-jobs';
export { ScheduledJobsRepository } from './scheduled-jobs.repository';
export { JobScheduler, type Job } from './scheduler';
