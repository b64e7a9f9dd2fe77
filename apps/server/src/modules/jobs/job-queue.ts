import PgBoss from 'pg-boss';
import './pg-boss-completion';
import type { Db } from '../../db/connect';
import { drizzleQueueDb, QUEUE_SCHEMA, type QueueDb } from '../../db/queue-db';

/** A kind of job: its queue, what one run does, and how often a failed run is tried again. */
export interface QueueDefinition<T extends object = object> {
  /** The queue's name in pg-boss: letters, digits, '-', '_'. */
  name: string;
  /** One run; throwing tries the job again later (back-off), up to `retryLimit` times. */
  run(data: T): Promise<void>;
  /**
   * A worker's batch at once (one read for all of it), instead of `run` each: answers per job, in
   * order, the error of each that failed (tried again later), undefined for one done. Throwing
   * runs the batch's jobs one by one with `run`.
   */
  runBatch?(data: readonly T[]): Promise<readonly (Error | undefined)[]>;
  /** Tries after the first (default 5); then the job goes to the dead-letter queue. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled for each next one (default 30). */
  retryDelay?: number;
  /** How often an idle worker asks for a due job (default 2 s). */
  pollSeconds?: number;
  /**
   * Seconds a run may take (default 15 minutes): a run still going then is failed and tried again.
   * It is also how long a job whose server died while running it waits before it is tried again,
   * so a queue of short runs (a notification) sets it short.
   */
  expireSeconds?: number;
  /** Due jobs a worker takes at once and runs side by side (default 1). */
  batchSize?: number;
}

/**
 * How often pg-boss looks for jobs whose run outlasted their `expireSeconds` (their server died):
 * one such look across all processes per interval. pg-boss's own 2 minutes would add up to that
 * to a reminder's wait after a crash; the look is one indexed UPDATE.
 */
export const MAINTENANCE_SECONDS = 30;

/** Periodic work: one run per cron tick across every server process. */
export interface RecurringJob {
  name: string;
  /** Cron expression (5 fields) in UTC. */
  cron: string;
  run(now: Date): Promise<void>;
}

/** What the queue logs with (pino's logger, as the app's). */
export interface QueueLog {
  error(details: object, message: string): void;
}

/**
 * Where a job that failed all its tries ends: kept there (not worked) for someone to look at,
 * with its data and last error, for pg-boss's retention.
 */
export const DEAD_LETTER_QUEUE = 'dead-letters';

/** When a sent job is due: now, a moment, or a number of seconds from now. */
export type StartAfter = Date | number;

/**
 * The app's job queue (README): pg-boss on the app's database, PGlite or PostgreSQL. Jobs are
 * created in the caller's transaction (`send(tx, …)`), so a job exists exactly when what made it
 * due was committed; a singleton key keeps a retried request from making a second one. Workers,
 * schedules and pg-boss's maintenance run only after `start`; tests run due jobs with `runDue`.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition>();
  private readonly recurring: RecurringJob[] = [];
  private started = false;

  constructor(
    db: Db,
    private readonly opts: { queueDb?: QueueDb; clock: () => Date; log: QueueLog },
  ) {
    this.boss = new PgBoss({
      db: opts.queueDb ?? drizzleQueueDb(db),
      schema: QUEUE_SCHEMA,
      // The installing is done by the database's migrate (db/queue-db.ts).
      migrate: false,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    this.boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  }

  /** Adds a kind of job; before `prepare`. */
  define<T extends object>(queue: QueueDefinition<T>): void {
    this.queues.set(queue.name, queue as QueueDefinition);
  }

  /** Adds periodic work; before `prepare`. */
  every(jobs: readonly RecurringJob[]): void {
    for (const job of jobs) {
      this.recurring.push(job);
      this.define({ name: job.name, retryLimit: 2, run: () => job.run(this.opts.clock()) });
    }
  }

  /** Creates the queues that are not there yet, and updates the settings of those that are. */
  async prepare(): Promise<void> {
    if (!(await this.boss.getQueue(DEAD_LETTER_QUEUE)))
      await this.boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE });
    for (const q of this.queues.values()) {
      const settings = {
        name: q.name,
        // One waiting job per singleton key; a running one may send its follow-up.
        policy: 'short' as const,
        retryLimit: q.retryLimit ?? 5,
        retryDelay: q.retryDelay ?? 30,
        retryBackoff: true,
        expireInSeconds: q.expireSeconds ?? 15 * 60,
        deadLetter: DEAD_LETTER_QUEUE,
      };
      if (await this.boss.getQueue(q.name)) await this.boss.updateQueue(q.name, settings);
      else await this.boss.createQueue(q.name, settings);
    }
  }

  /**
   * Creates a job in `tx` (the transaction that makes it due): none when a job of this queue with
   * this key is already waiting. Answers the job's id, or null when one was waiting.
   */
  async send<T extends object>(
    tx: Db,
    name: string,
    data: T,
    opts: { singletonKey: string; startAfter?: StartAfter },
  ): Promise<string | null> {
    this.known(name);
    return this.boss.send(name, data, {
      db: drizzleQueueDb(tx),
      singletonKey: opts.singletonKey,
      ...(opts.startAfter === undefined ? {} : { startAfter: opts.startAfter }),
    });
  }

  /**
   * Creates several jobs of `name` in `tx` with one statement (as `send` each: none for a key
   * already waiting).
   */
  async sendAll<T extends object>(
    tx: Db,
    name: string,
    jobs: readonly { data: T; singletonKey: string; startAfter?: StartAfter }[],
  ): Promise<void> {
    this.known(name);
    if (!jobs.length) return;
    await this.boss.insert(
      jobs.map((j) => ({
        name,
        data: j.data,
        singletonKey: j.singletonKey,
        // As `send` passes it: an instant, or seconds from now (pg-boss: an interval's text).
        ...(j.startAfter === undefined
          ? {}
          : {
              startAfter:
                j.startAfter instanceof Date ? j.startAfter.toISOString() : String(j.startAfter),
            }),
      })),
      { db: drizzleQueueDb(tx) },
    );
  }

  /**
   * Cancels the waiting jobs of `name` with this key (the trigger went away), in `tx`; answers how
   * many. A job already running finishes; its run reads the state it acts on again.
   */
  async cancel(tx: Db, name: string, singletonKey: string): Promise<number> {
    this.known(name);
    const db = drizzleQueueDb(tx);
    // pg-boss cancels by id; the key's waiting jobs are read from its table.
    const { rows } = await db.executeSql(
      `SELECT id FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state IN ('created', 'retry')`,
      [name, singletonKey],
    );
    const ids = (rows as { id: string }[]).map((r) => r.id);
    if (!ids.length) return 0;
    await this.boss.cancel(name, ids, { db });
    return ids.length;
  }

  /**
   * Runs the due jobs of `name` here and now, as a worker would (tests; the jobs' own SQL and
   * pg-boss's completion, without waiting for a poll). Answers how many ran without failing.
   */
  async runDue(name: string): Promise<number> {
    const queue = this.known(name);
    let ran = 0;
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { batchSize: 20 });
      if (!jobs?.length) return ran;
      if (queue.runBatch) {
        const done = await this.runJobs(queue, jobs);
        if (done.length) await this.boss.complete(name, done);
        ran += done.length;
        continue;
      }
      for (const job of jobs) {
        try {
          await queue.run(job.data);
          await this.boss.complete(name, job.id);
          ran++;
        } catch (err) {
          await this.boss.fail(name, job.id, err as object);
        }
      }
    }
  }

  /** Workers for every queue, the periodic work's schedules, and pg-boss's maintenance. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.boss.start();
    for (const q of this.queues.values()) {
      const batchSize = q.batchSize ?? 1;
      // Its id, for the callback (which may in principle run before `work` answers).
      const worker: { id?: string } = {};
      worker.id = await this.boss.work<object>(
        q.name,
        { pollingIntervalSeconds: q.pollSeconds ?? 2, batchSize },
        async (jobs) => {
          // Each job fails on its own (pg-boss then completes the rest of the batch, not it).
          await this.runJobs(q, jobs);
          // pg-boss waits a poll interval after every fetch, even one that found work: a full
          // batch means more are due, so the worker fetches again at once.
          if (jobs.length === batchSize && worker.id) this.boss.notifyWorker(worker.id);
        },
      );
    }
    for (const job of this.recurring)
      await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }

  /**
   * No new jobs; waits (up to `timeoutMs`) for the ones running, so the database can be closed
   * after it. A job still running then is failed and tried again after a restart.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await new Promise<void>((resolve) => {
      // Never longer than the wait plus a margin: a stop that failed must not hold the app's close.
      const giveUp = setTimeout(resolve, timeoutMs + 5_000);
      this.boss.once('stopped', () => {
        clearTimeout(giveUp);
        resolve();
      });
      this.boss.stop({ graceful: true, close: false, timeout: timeoutMs }).catch((err: unknown) => {
        this.opts.log.error({ err }, 'job queue stop failed');
        clearTimeout(giveUp);
        resolve();
      });
    });
  }

  /**
   * A worker's batch: by the queue's `runBatch` when it has one (a batch that throws is run again
   * job by job), else each job with `run`, side by side. Answers the ids of the jobs done. A job
   * whose run failed is failed (tried again later); when even that cannot be stored, this throws:
   * pg-boss then fails all of the batch rather than completing that job with the rest (the others
   * run again, and do nothing twice: README, "Exactly once").
   */
  private async runJobs(q: QueueDefinition, jobs: PgBoss.Job<object>[]): Promise<string[]> {
    let errors: readonly (Error | undefined)[] | undefined;
    if (q.runBatch && jobs.length > 1)
      try {
        errors = await q.runBatch(jobs.map((job) => job.data));
      } catch (err) {
        this.opts.log.error({ err, job: q.name }, 'job batch failed; its jobs run one by one');
      }
    errors ??= await Promise.all(jobs.map((job) => this.runOne(q, job)));
    await Promise.all(
      jobs.map(async (job, i) => {
        const err = errors[i];
        if (!err) return;
        this.opts.log.error({ err, job: q.name, id: job.id }, 'job failed; tried again later');
        await this.boss.fail(q.name, job.id, { message: err.message ?? String(err) });
      }),
    );
    return jobs.filter((_, i) => !errors[i]).map((job) => job.id);
  }

  /** One job's run: the error it threw, or undefined. */
  private async runOne(q: QueueDefinition, job: PgBoss.Job<object>): Promise<Error | undefined> {
    try {
      await q.run(job.data);
      return undefined;
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  }

  private known(name: string): QueueDefinition {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no job queue ${name}`);
    return queue;
  }
}
