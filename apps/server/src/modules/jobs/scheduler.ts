import type { ScheduledJobsRepository } from './scheduled-jobs.repository';

/** Periodic work that must run once per period whatever the number of server processes. */
export interface Job {
  /** Its row in `scheduled_jobs`: the same name in every process. */
  name: string;
  /** How long after one run the next is due. */
  everyMs: number;
  run(now: Date): Promise<void>;
}

/** What the scheduler logs with (pino's logger, as the app's). */
export interface JobLog {
  error(details: object, message: string): void;
}

/**
 * How often each process asks whether a job is due: a job runs at most this long after it fell
 * due, and the asking costs one small upsert per job and process.
 */
export const CHECK_EVERY_MS = 60_000;

/**
 * Runs jobs when they are due, once across every server process on the database (ARCHITECTURE
 * "scheduled work"): each run is claimed first in `scheduled_jobs`, so it works alike on PGlite
 * and on PostgreSQL with many processes. A run that fails is logged and its period is lost; the
 * next period runs it again (the clean-ups it is made for catch up by themselves).
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<unknown> | undefined;

  constructor(
    private readonly repo: ScheduledJobsRepository,
    private readonly jobs: readonly Job[],
    private readonly clock: () => Date,
    private readonly log: JobLog,
  ) {}

  /** Runs each job that is due and that no process has claimed yet; answers the names it ran. */
  async runDue(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      try {
        const now = this.clock();
        if (!(await this.repo.claim(job.name, now, job.everyMs))) continue;
        await job.run(now);
        ran.push(job.name);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
    return ran;
  }

  /** Checks at once (a start may follow a long stop) and then every `checkEveryMs`. */
  start(checkEveryMs = CHECK_EVERY_MS): void {
    if (this.timer) return;
    this.check();
    this.timer = setInterval(() => this.check(), checkEveryMs);
    // The schedule alone must not keep the process alive.
    this.timer.unref();
  }

  /** No new checks; waits for the one running, so the database can be closed after it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private check(): void {
    // A slow pass is not overlapped by the next one.
    if (this.pass) return;
    this.pass = this.runDue().finally(() => {
      this.pass = undefined;
    });
  }
}
