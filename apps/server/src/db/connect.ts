import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { DEFAULT_DATABASE_TIMEOUTS } from '../config';
import { MIGRATIONS_DIR } from '../paths';
import { functionsScript } from './sql-functions';
import { routedPglite, routedPool, routeTransactions } from './transaction';
import { pgliteNotifications, pgNotifications, type Notifications } from './notifications';
import type { Db } from './db';
import { driverQueueDb, installQueue, type QueueDb } from './queue-db';
import { guardPoolClient } from './pool-client';

export type { Db } from './db';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then the SQL functions of src/db/functions, then pg-boss's
   * schema (idempotent; under one lock on PostgreSQL).
   */
  migrate(): Promise<void>;
  /** pg-boss's connection for its own work (modules/jobs), beside the app's. */
  queueDb: QueueDb;
  close(): Promise<void>;
  /** The live channel's notifications, heard by this process (modules/events). */
  notifications: Notifications;
  /** PGlite only: a copy of its data directory, for `openDatabase({ snapshot })`. */
  snapshot?: () => Promise<Blob>;
}

/**
 * PGlite touches all of its shared buffers' memory while it starts: PostgreSQL's default 128 MB
 * was ~0.4 s of a ~1.1 s open (bench/start). 32 MB holds the demo database (~33 MB on disk) nearly
 * whole, and a page read past it comes from the OS's file cache, not the disk.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Opens PostgreSQL when a URL is given, else PGlite (files in `dataDir`, or memory when null).
 * PGlite is one connection per process: never open the same data dir from two processes.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /** PostgreSQL connections in this process's pool (default 20). */
  poolMax?: number;
  /** A statement running longer is cancelled by PostgreSQL (default 5 s). */
  statementTimeoutMs?: number;
  /** Waiting longer for a new connection fails (default 2 s). */
  connectTimeoutMs?: number;
  /** PGlite only: starts from this copy of a data directory (PGlite's dumpDataDir). */
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const statementTimeout = opts.statementTimeoutMs ?? DEFAULT_DATABASE_TIMEOUTS.statementMs;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 20,
      // Fail fast when the database is gone, locked or hung, so calls answer 503 (error-handler)
      // within seconds instead of hanging (docs/QUALITY.md "Reliability"). The server cancels a
      // statement that runs too long (a held lock, a slow plan); a server that does not answer at
      // all is given up on by the client a second later. Either error is the database being
      // unavailable.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? DEFAULT_DATABASE_TIMEOUTS.connectMs,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 1_000,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    pool.on('connect', guardPoolClient);
    // Queries go through RoutedPool: a request's transaction takes every query of that request.
    const db = routeTransactions(drizzlePg(routedPool(pool), { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      queueDb: driverQueueDb(pool),
      async migrate() {
        // Several API processes may start at once: one migrates, the others wait for it. On a
        // connection of its own, without the pool's timeouts: waiting for another process's
        // migration, or one long migration, is not a hung database.
        const client = new pg.Client({ connectionString: opts.databaseUrl });
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
          // Under the same lock: two processes replacing one function at once collide ("tuple
          // concurrently updated").
          await client.query(functionsScript());
          await installQueue(driverQueueDb(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
          await client.end();
        }
      },
      close: () => pool.end(),
      notifications: pgNotifications(opts.databaseUrl),
    };
  }
  // The options-only form: PGlite ignores loadDataDir when the data dir is given apart.
  const client = new PGlite({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    startParams: PGLITE_START_PARAMS,
    ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: routeTransactions(drizzlePglite(routedPglite(client), { schema }) as unknown as Db),
    kind: 'pglite',
    async migrate() {
      await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR });
      await client.exec(functionsScript());
      await installQueue(driverQueueDb(client));
    },
    queueDb: driverQueueDb(client),
    close: () => client.close(),
    notifications: pgliteNotifications(client),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** Cheap liveness query used by /api/health. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
