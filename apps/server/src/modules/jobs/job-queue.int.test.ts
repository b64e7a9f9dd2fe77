import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, freshPostgres, type TestApp } from '../../../test/harness';
import { openDatabase } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { DEAD_LETTER_QUEUE, JobQueue } from './job-queue';

/**
 * The job queue (pg-boss) on the test's database, PGlite or PostgreSQL: jobs made in the
 * transaction that makes them due, one per singleton key, cancelled, run once however many
 * processes ask, failed ones tried again and then dead-lettered, and a graceful stop.
 */
let t: TestApp;
const log = { error: () => {} };
const ran: string[] = [];

function queueOn(db = t.database.db, queueDb = t.database.queueDb) {
  const queue = new JobQueue(db, { queueDb, clock: () => new Date(), log });
  queue.define<{ tag: string }>({
    name: 'test-echo',
    run: async ({ tag }) => {
      ran.push(tag);
    },
  });
  queue.define<{ tag: string }>({
    name: 'test-fails',
    retryLimit: 0,
    run: () => Promise.reject(new Error('boom')),
  });
  return queue;
}

let queue: JobQueue;
beforeAll(async () => {
  t = await createTestApp();
  queue = queueOn();
  await queue.prepare();
});
afterAll(() => t.close());

const waiting = async (name: string) => {
  const { rows } = await t.database.queueDb.executeSql(
    `SELECT singleton_key, state FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
  return rows as { singleton_key: string; state: string }[];
};

describe('the job queue', () => {
  it('creates a job only when its transaction commits, and one per singleton key', async () => {
    const db = t.database.db;
    await expect(
      transaction(db, async (tx) => {
        await queue.send(tx, 'test-echo', { tag: 'rolled back' }, { singletonKey: 'rb' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const ids = await transaction(db, async (tx) => [
      await queue.send(tx, 'test-echo', { tag: 'a' }, { singletonKey: 'k' }),
      // A retried request with the same key: no second job.
      await queue.send(tx, 'test-echo', { tag: 'a again' }, { singletonKey: 'k' }),
    ]);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBeNull();
    expect(await waiting('test-echo')).toEqual([{ singleton_key: 'k', state: 'created' }]);

    expect(await queue.runDue('test-echo')).toBe(1);
    expect(ran).toEqual(['a']);
    expect(await queue.runDue('test-echo')).toBe(0);
    expect(await waiting('test-echo')).toEqual([{ singleton_key: 'k', state: 'completed' }]);
  });

  it('leaves a job for later until its time', async () => {
    await transaction(t.database.db, (tx) =>
      queue.send(tx, 'test-echo', { tag: 'later' }, { singletonKey: 'later', startAfter: 3600 }),
    );
    expect(await queue.runDue('test-echo')).toBe(0);
    expect(ran).not.toContain('later');
  });

  it('cancels the waiting job of a key in the transaction that removes its trigger', async () => {
    await transaction(t.database.db, (tx) =>
      queue.send(tx, 'test-echo', { tag: 'gone' }, { singletonKey: 'gone' }),
    );
    expect(await transaction(t.database.db, (tx) => queue.cancel(tx, 'test-echo', 'gone'))).toBe(1);
    expect(await queue.runDue('test-echo')).toBe(0);
    expect(ran).not.toContain('gone');
  });

  it('moves a job that failed all its tries to the dead letters', async () => {
    await transaction(t.database.db, (tx) =>
      queue.send(tx, 'test-fails', { tag: 'x' }, { singletonKey: 'x' }),
    );
    expect(await queue.runDue('test-fails')).toBe(0);
    expect((await waiting('test-fails')).map((j) => j.state)).toEqual(['failed']);
    expect(await waiting(DEAD_LETTER_QUEUE)).toMatchObject([{ state: 'created' }]);
  });

  it('runs a batch with runBatch: a job it answers failed is tried again, a batch that throws runs job by job', async () => {
    const batches: string[][] = [];
    const one: string[] = [];
    const q = queueOn();
    q.define<{ tag: string }>({
      name: 'test-batch',
      retryLimit: 0,
      run: async ({ tag }) => {
        if (tag.startsWith('bad')) throw new Error('bad');
        one.push(tag);
      },
      runBatch: async (jobs) => {
        const tags = jobs.map((j) => j.tag);
        batches.push(tags);
        if (tags.includes('breaks')) throw new Error('the whole batch');
        return tags.map((tag) => (tag.startsWith('bad') ? new Error('bad') : undefined));
      },
    });
    await q.prepare();
    const send = (tags: string[]) =>
      transaction(t.database.db, (tx) =>
        q.sendAll(
          tx,
          'test-batch',
          tags.map((tag) => ({ data: { tag }, singletonKey: tag })),
        ),
      );
    // One statement for several jobs, one per singleton key as `send`.
    await send(['b1', 'bad1', 'b2']);
    await send(['b1']);
    expect(await waiting('test-batch')).toHaveLength(3);
    expect(await q.runDue('test-batch')).toBe(2);
    expect(batches).toEqual([expect.arrayContaining(['b1', 'bad1', 'b2'])]);
    const states = async () =>
      Object.fromEntries((await waiting('test-batch')).map((j) => [j.singleton_key, j.state]));
    expect(await states()).toEqual({ b1: 'completed', bad1: 'failed', b2: 'completed' });

    await send(['breaks', 'b3']);
    expect(await q.runDue('test-batch')).toBe(2);
    expect(one.sort()).toEqual(['b3', 'breaks']);
    expect(await states()).toMatchObject({ breaks: 'completed', b3: 'completed' });
  });

  it('refuses a job of a queue it does not know', async () => {
    await expect(
      transaction(t.database.db, (tx) => queue.send(tx, 'nope', {}, { singletonKey: 'n' })),
    ).rejects.toThrow('no job queue nope');
  });

  it('runs its workers after start and waits for a running job at stop', async () => {
    const started = queueOn();
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    const done: string[] = [];
    started.define<{ tag: string }>({
      name: 'test-slow',
      pollSeconds: 0.5,
      run: async ({ tag }) => {
        release();
        await new Promise((r) => setTimeout(r, 300));
        done.push(tag);
      },
    });
    await started.prepare();
    await transaction(t.database.db, (tx) =>
      started.send(tx, 'test-slow', { tag: 'slow' }, { singletonKey: 's' }),
    );
    await started.start();
    await running;
    await started.stop();
    expect(done).toEqual(['slow']);
    expect(await waiting('test-slow')).toMatchObject([{ state: 'completed' }]);
  });
});

describe('a completion that fails in the worker', () => {
  it('is logged, not left unhandled (which ends the process), and the job runs again later', async () => {
    const errors: string[] = [];
    let refused = false;
    // The pool's wait timing out under load, once, for pg-boss's completion of a worker's batch.
    const queueDb = {
      executeSql: (text: string, values?: unknown[]) => {
        if (!refused && /state = 'completed'/.test(text)) {
          refused = true;
          return Promise.reject(new Error('timeout exceeded when trying to connect'));
        }
        return t.database.queueDb.executeSql(text, values);
      },
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const worker = new JobQueue(t.database.db, {
        queueDb,
        clock: () => new Date(),
        log: { error: (_o: object, msg: string) => errors.push(msg) },
      });
      let ran = 0;
      worker.define<{ tag: string }>({
        name: 'test-complete-fails',
        pollSeconds: 0.5,
        run: async () => {
          ran++;
        },
      });
      await worker.prepare();
      await transaction(t.database.db, (tx) =>
        worker.send(tx, 'test-complete-fails', { tag: 'c' }, { singletonKey: 'c' }),
      );
      await worker.start();
      await expect.poll(() => errors, { timeout: 10_000 }).toContain('job queue error');
      await worker.stop();
      expect(ran).toBe(1);
      expect(unhandled).toEqual([]);
      expect(await waiting('test-complete-fails')).toMatchObject([{ state: 'active' }]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe.runIf(DB_KIND === 'postgres')('two server processes on one PostgreSQL', () => {
  it('run each job exactly once', async () => {
    const { url, drop } = await freshPostgres();
    // Each "process" has a pool of its own on the same database.
    const one = await openDatabase({ databaseUrl: url, dataDir: null });
    await one.migrate();
    const two = await openDatabase({ databaseUrl: url, dataDir: null });
    try {
      const counts = new Map<string, number>();
      const counting = (db: typeof one) => {
        const q = new JobQueue(db.db, { queueDb: db.queueDb, clock: () => new Date(), log });
        q.define<{ tag: string }>({
          name: 'test-count',
          run: async ({ tag }) => {
            counts.set(tag, (counts.get(tag) ?? 0) + 1);
          },
        });
        return q;
      };
      const [a, b] = [counting(one), counting(two)];
      await a.prepare();
      await transaction(one.db, async (tx) => {
        for (let i = 0; i < 200; i++)
          await a.send(tx, 'test-count', { tag: `j${i}` }, { singletonKey: `j${i}` });
      });
      const [x, y] = await Promise.all([a.runDue('test-count'), b.runDue('test-count')]);
      expect(x + y).toBe(200);
      expect(counts.size).toBe(200);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const { rows } = await one.queueDb.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'test-count' and state = 'completed'`,
      );
      expect(rows).toEqual([{ n: 200 }]);
    } finally {
      await one.close();
      await two.close();
      await drop();
    }
  });
});
