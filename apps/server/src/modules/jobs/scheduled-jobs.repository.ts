import { lte } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { scheduledJobs } from '../../db/schema';

/** When each periodic job last ran, shared by every server process on the database. */
export class ScheduledJobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the run of `name` due at `now`: true when its last run is at least `everyMs` old (or
   * it never ran), and then `now` is its last run. One conditional upsert: of several processes
   * asking at once, PostgreSQL lets the first change the row and the others find it already
   * moved on, so exactly one of them gets true each period.
   */
  async claim(name: string, now: Date, everyMs: number): Promise<boolean> {
    const rows = await this.db
      .insert(scheduledJobs)
      .values({ name, last_run_at: now })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { last_run_at: now },
        setWhere: lte(scheduledJobs.last_run_at, new Date(now.getTime() - everyMs)),
      })
      .returning({ name: scheduledJobs.name });
    return rows.length === 1;
  }
}
