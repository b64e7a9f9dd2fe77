import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './db';

/**
 * The transaction a whole request runs in (an idempotent route with a key, see
 * plugins/idempotency.ts): every query of that request, prepared statements included, goes through
 * its connection, and a repository's `db.transaction` becomes a savepoint in it. The key, the
 * request's writes and its stored answer then commit or vanish together.
 */
interface RequestTransaction {
  tx: Db;
  /**
   * The driver's connection (pg PoolClient, which takes its queries one at a time: see
   * pool-client.ts) or PGlite's transaction the queries go to.
   */
  client: { query: (...args: never[]) => unknown };
  afterCommit: AfterCommit[];
}

/** Work for after the commit (a call out to a provider); its own errors are its own to handle. */
type AfterCommit = () => void | Promise<unknown>;

const current = new AsyncLocalStorage<RequestTransaction>();
/** Requests' transactions open now (see the end of `inRequestTransaction`). */
let running = 0;

/**
 * PostgreSQL's "run it again": deadlock_detected (40P01) and serialization_failure (40001). The
 * victim's transaction is rolled back whole, so running it once more is safe and nearly always
 * succeeds (the other transaction has its locks by then).
 */
export function isRetryable(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

const retryListeners = new Set<(err: unknown) => void>();

/**
 * Calls `listener` with the error of each transaction run again (a deadlock or serialization
 * victim); answers the way to stop. A retry hides a lock-order mistake from the client, so the
 * race tests count them. */
export function onTransactionRetry(listener: (err: unknown) => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/** A transaction run once more when PostgreSQL chose it as a deadlock or serialization victim. */
async function once<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!isRetryable(err)) throw err;
    for (const listener of retryListeners) listener(err);
    return run();
  }
}

/**
 * Every service's transaction: `fn` runs in a transaction of its own, retried once on a deadlock
 * or serialization failure; inside a request's transaction it is a savepoint of it, not retried on
 * its own (the request's transaction is retried as a whole, see `inRequestTransaction`).
 */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (current.getStore()) return db.transaction((tx) => fn(tx as unknown as Db));
  return once(() => db.transaction((tx) => fn(tx as unknown as Db)));
}

/** A drizzle handle's or transaction's driver connection (not in drizzle's public types). */
export const clientOf = <C = RequestTransaction['client']>(tx: unknown): C =>
  (tx as { session: { client: C } }).session.client;

/**
 * Runs `fn` with every query of its async context in one transaction of `db` (opened by a route
 * that must commit its writes and its answer together); retried once on a deadlock or
 * serialization failure. Work queued by `afterCommit` runs once the transaction committed, and
 * is waited for: the caller answers with it done (a refund asked of the provider, say).
 */
export async function inRequestTransaction<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (current.getStore()) return fn();
  const begin = (db as RoutedDb)[ROOT_TRANSACTION] ?? db.transaction.bind(db);
  let after: AfterCommit[] = [];
  running++;
  let result: T;
  try {
    result = await once(() => {
      after = [];
      return begin((tx) =>
        current.run(
          {
            tx: tx as unknown as Db,
            client: clientOf(tx),
            afterCommit: after,
          },
          fn,
        ),
      );
    });
  } finally {
    // On Node 20 a storage in use hooks every promise of the process (several times slower
    // awaits): off again once no request's transaction is open, so calls without a key never
    // pay for it (getStore() is then undefined, which is right outside every transaction).
    if (--running === 0) current.disable();
  }
  await Promise.allSettled(after.map(async (f) => f()));
  return result;
}

/** Whether this code runs inside a request's transaction. */
export function withinRequestTransaction(): boolean {
  return current.getStore() !== undefined;
}

/** Runs `fn` after the request's transaction commits; at once outside one. */
export function afterCommit(fn: AfterCommit): void {
  const store = current.getStore();
  if (store) store.afterCommit.push(fn);
  else void fn();
}

// ---- routing: the database handles connect.ts gives the app --------------------------------

const ROOT_TRANSACTION = Symbol('root transaction');
type RoutedDb = Db & { [ROOT_TRANSACTION]?: Db['transaction'] };

/**
 * The app's Drizzle handle: outside a request's transaction as it was; inside one, a new
 * `transaction` is a savepoint of the request's (queries are routed by the client, below).
 */
export function routeTransactions(db: Db): Db {
  const routed = db as RoutedDb;
  const own = db.transaction.bind(db);
  routed[ROOT_TRANSACTION] = own;
  routed.transaction = ((fn: never, config?: never) => {
    const store = current.getStore();
    return store ? store.tx.transaction(fn) : own(fn, config);
  }) as Db['transaction'];
  return routed;
}

/**
 * A pg pool whose queries go to the request's connection while one is open (prepared statements
 * are built once against the pool, so they must be routed at this level). Its name contains
 * "Pool": Drizzle then takes a connection of its own for a transaction.
 */
class RoutedPool {
  constructor(private readonly pool: pg.Pool) {}
  query(...args: Parameters<pg.Pool['query']>) {
    const store = current.getStore();
    const target = (store?.client ?? this.pool) as pg.Pool;
    return (target.query as (...a: unknown[]) => unknown).apply(target, args);
  }
  connect() {
    return this.pool.connect();
  }
}

/** PGlite's counterpart: a query during a request's transaction goes to that transaction. */
class RoutedPglite {
  constructor(private readonly pglite: PGlite) {}
  query(...args: Parameters<PGlite['query']>) {
    const target = (current.getStore()?.client ?? this.pglite) as PGlite;
    return target.query(...args);
  }
  transaction<T>(fn: Parameters<PGlite['transaction']>[0]) {
    return this.pglite.transaction(fn) as Promise<T>;
  }
}

/** The pool Drizzle is given (only `query` and `connect` are used by it). */
export const routedPool = (pool: pg.Pool): pg.Pool => new RoutedPool(pool) as unknown as pg.Pool;

/** The PGlite Drizzle is given (only `query` and `transaction` are used by it). */
export const routedPglite = (pglite: PGlite): PGlite =>
  new RoutedPglite(pglite) as unknown as PGlite;
