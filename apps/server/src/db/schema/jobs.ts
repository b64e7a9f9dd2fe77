import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job (modules/jobs) last ran, shared by every server process: a process runs
 * a job only after winning a conditional update of its row, so a period's run happens once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  last_run_at: timestamp('last_run_at', { withTimezone: true }).notNull(),
});
