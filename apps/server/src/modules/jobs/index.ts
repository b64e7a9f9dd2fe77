// The jobs module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { cleanupJobs } from './cleanup-jobs';
export { LOCK_EXPIRY, lockExpiry } from './lock-expiry';
export {
  DEAD_LETTER_QUEUE,
  JobQueue,
  type QueueDefinition,
  type RecurringJob,
  type StartAfter,
} from './job-queue';
