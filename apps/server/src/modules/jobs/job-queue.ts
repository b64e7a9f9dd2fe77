import PgBoss from 'pg-boss';
import type { Db } from '../../db/connect';
import { drizzleQueueDb, QUEUE_SCHEMA, type QueueDb } from '../../db/queue-db';

/** A kind of job: its queue, what one run does, and how often a failed run is tried again. */
export interface QueueDefinition<T extends object = object> {
  /** The queue's name in pg-boss: letters, digits, '-', '_'. */
  name: string;
  /** One run; throwing tries the job again later (back-off), up to `retryLimit` times. */
  run(data: T): Promise<void>;
  /** Tries after the first (default 5); then the job goes to the dead-letter queue. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled for each next one (default 30). */
  retryDelay?: number;
  /** How often an idle worker asks for a due job (default 2 s). */
  pollSeconds?: number;
}

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
      await this.boss.work<object>(
        q.name,
        { pollingIntervalSeconds: q.pollSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await q.run(job.data);
          } catch (err) {
            this.opts.log.error({ err, job: q.name, id: job.id }, 'job failed; tried again later');
            throw err;
          }
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

  private known(name: string): QueueDefinition {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`no job queue ${name}`);
    return queue;
  }
}
