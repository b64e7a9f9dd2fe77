import { AsyncResource } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from '../../test/harness';
import { PromiseCache } from '../lib/promise-cache';
import { inRequestTransaction, transaction } from './transaction';

// PostgreSQL picks a victim when two transactions wait on each other; the victim is run once
// more instead of failing its request (PGlite runs one transaction at a time).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe.skipIf(DB_KIND === 'pglite')('transaction()', () => {
  it('runs a deadlock victim once more: both transactions succeed', async () => {
    const db = t.database.db;
    await db.execute(sql`create table deadlock_probe (id integer primary key, n integer)`);
    await db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
    // Both first attempts hold their first row before either asks for its second.
    let arrived = 0;
    let release!: () => void;
    const bothHold = new Promise<void>((resolve) => (release = resolve));
    const attempts = [0, 0];
    const run = (i: number, first: number, second: number) =>
      transaction(db, async (tx) => {
        attempts[i]!++;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        if (attempts[i] === 1) {
          if (++arrived === 2) release();
          await bothHold;
        }
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([run(0, 1, 2), run(1, 2, 1)]);
    const rows = await db.execute(sql`select n from deadlock_probe order by id`);
    expect((rows as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual([2, 2]);
    expect(attempts[0]! + attempts[1]!).toBe(3);
  });

  it("takes a transaction's reads started at once one after another, without pg's deprecated queue", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const answers = await transaction(t.database.db, (tx) =>
        Promise.all(
          [1, 2, 3, 4, 5].map(async (n) => {
            const r = await tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`);
            return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
          }),
        ),
      );
      expect(answers).toEqual([1, 2, 3, 4, 5]);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('a request transaction and the shared caches', () => {
  it('does not wait for a load another request started after it began', async () => {
    // Another request misses the cache while this one's transaction is open: on PGlite its load
    // waits for the transaction to end, so the transaction must not wait for that load.
    const db = t.database.db;
    const cache = new PromiseCache({ ttlMs: 60_000, max: 10 });
    const read = (n: number) => async () => {
      const r = await db.execute(sql`select ${n}::int as n`);
      return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const fromAnotherRequest = AsyncResource.bind(() => cache.get('config', read(1)));
    let theirs!: Promise<number>;
    const mine = await inRequestTransaction(db, async () => {
      theirs = fromAnotherRequest();
      return cache.get('config', read(2));
    });
    expect(mine).toBe(2);
    expect(await theirs).toBe(1);
  });
});
