import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Db } from './db';
import { clientOf } from './transaction';

/** What pg-boss sends its SQL through (its `db` option): text with $1… and their values. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss on a Drizzle handle or transaction: its statements go to the handle's driver connection
 * (a transaction's own, which is how a job is created in the transaction that makes it due), as
 * pg-boss wrote them. Not through Drizzle's `sql`: pg-boss uses one parameter several times in a
 * statement, which Drizzle would make into several. One statement a call (pg-boss's sends,
 * cancels, fetches and completions are).
 */
export function drizzleQueueDb(db: Db): QueueDb {
  const client = clientOf<QueueClient>(db);
  return { executeSql: (text, values) => client.query(text, values) };
}

type QueueClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss on the driver itself, for its own work outside any transaction (polling, maintenance,
 * installing its schema): its maintenance and schema scripts are several statements without
 * values, which PGlite only runs through `exec` (its `query` takes one statement) and pg through
 * its simple protocol (a query without values).
 */
export function driverQueueDb(client: PGlite | pg.Pool | pg.Client): QueueDb {
  if ('exec' in client)
    return {
      async executeSql(text, values) {
        if (values?.length) return client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  return { executeSql: (text, values) => client.query(text, values) };
}

/** The schema pg-boss keeps its jobs in. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Installs pg-boss's tables, or brings them to this pg-boss's version: its own contractor does it
 * (a start without workers, schedule or maintenance), with its advisory lock against another
 * process doing the same.
 */
export async function installQueue(db: QueueDb): Promise<void> {
  const boss = new PgBoss({ db, schema: QUEUE_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
