import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/** What the pool (connect.ts) does to each PostgreSQL connection it opens. */
export function guardPoolClient(client: pg.PoolClient): void {
  closeOnReadTimeout(client);
  oneQueryAtATime(client);
}

/**
 * A connection whose query got no answer in time is closed at once. Otherwise a transaction's
 * ROLLBACK, queued behind the unanswered query, is given up on too, and the pool lends the
 * connection, still inside that transaction, to the next caller, whose writes are then never
 * committed. (A query outside a transaction is already dropped with its connection by the pool.)
 */
function closeOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((err: unknown) => {
        if (err instanceof Error && err.message === 'Query read timeout') {
          client.end().catch(() => {});
        }
      });
    }
    return result;
  };
}

/**
 * One query at a time on a connection, in the order they were started. A transaction's code may
 * start several at once (a `Promise.all` of reads on its handle, which gains nothing on one
 * connection); they wait their turn here rather than in pg's own queue, which pg deprecates and
 * its next major version drops. Calls with a callback (the pool's own `pool.query`) or a
 * submittable (a cursor) go straight to pg, as they come one at a time.
 */
export function oneQueryAtATime(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  let tail: Promise<unknown> = Promise.resolve();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
    if (submittable || args.some((a) => typeof a === 'function')) return query(...args);
    const run = () => query(...args) as Promise<unknown>;
    const result = tail.then(run, run);
    tail = result.catch(() => {});
    return result;
  };
}
