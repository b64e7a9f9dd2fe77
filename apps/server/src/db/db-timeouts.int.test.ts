import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { buildApp } from '../app';
import { openDatabase, type Database } from './connect';
import { seedDemo } from './seed/demo-seed';
import { DB_KIND, freshPostgres } from '../../test/harness';
import { clubIdsOf, loginCookie } from '../../test/login';

/**
 * A PostgreSQL that holds a statement (a lock another session keeps) or stops answering (a hung
 * server or network) answered 500 after the driver's 15 s. With the pool's timeouts short here,
 * each is a 503 that tells the client to try again, and the next call after it is served as usual.
 */

/**
 * A TCP proxy to PostgreSQL that can stop passing bytes on, as a hung server or network does:
 * what arrives meanwhile is held and passed on at `resume()`.
 */
function stallingProxy(target: URL) {
  let stalled = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const pass = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
    from.on('end', () => to.end());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    pass(client, upstream);
    pass(upstream, client);
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    stall: () => (stalled = true),
    resume() {
      stalled = false;
      for (const write of held.splice(0)) write();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(DB_KIND === 'postgres')('a locked or hung database', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let proxy: ReturnType<typeof stallingProxy>;
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;
  const news = () => app.inject({ url: '/api/news', headers: { cookie } });

  // The whole demo seed first: 60 s was not always enough beside the rest of CI.
  beforeAll(async () => {
    fresh = await freshPostgres();
    // Seeded with the usual timeouts; the app below gets short ones.
    const seeding = await openDatabase({ databaseUrl: fresh.url, dataDir: null });
    await seeding.migrate();
    await seedDemo(seeding.db, new Date('2026-11-22T10:00:00Z'), { cardHistories: 'accounts' });
    await seeding.close();

    proxy = stallingProxy(new URL(fresh.url));
    const url = new URL(fresh.url);
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.listen());
    database = await openDatabase({
      databaseUrl: url.toString(),
      dataDir: null,
      statementTimeoutMs: 1_000,
      connectTimeoutMs: 1_000,
    });
    app = await buildApp({ db: database.db });
    cookie = await loginCookie(app, (await clubIdsOf(app))('demo'), 'demo');
    expect((await news()).statusCode).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await fresh?.drop();
  });

  it('a table locked by another session: 503, and served again once the lock is gone', async () => {
    const locker = new pg.Client({ connectionString: fresh.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE news_posts IN ACCESS EXCLUSIVE MODE');
      const res = await news();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
      await locker.query('ROLLBACK');
      expect((await news()).statusCode).toBe(200);
    } finally {
      await locker.end();
    }
  });

  it('a database that stops answering: 503, and served again once it answers', async () => {
    // A connection open in the pool, so the call's query is sent and its answer waited for.
    expect((await news()).statusCode).toBe(200);
    proxy.stall();
    const res = await news();
    proxy.resume();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'DB_UNAVAILABLE' });
    expect((await news()).statusCode).toBe(200);
  });

  it('a transaction whose statement got no answer: what the next call writes is kept', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        proxy.stall();
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toMatchObject({
      // The driver gave up on the connection that got no answer (the query timeout closes it),
      // so the transaction fails; it never hangs.
      cause: expect.objectContaining({ message: expect.stringMatching(/closed|timeout/i) }),
    });
    proxy.resume();
    const res = await app.inject({
      method: 'POST',
      url: '/api/pageviews',
      headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { path: '/app/after-the-hang', title: 'Na' },
    });
    expect(res.statusCode).toBeLessThan(300);
    // Seen from another session: committed, not left in a transaction nobody ends.
    const other = new pg.Client({ connectionString: fresh.url });
    await other.connect();
    try {
      const { rows } = await other.query(
        "select count(*)::int as n from page_views where path = '/app/after-the-hang'",
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await other.end();
    }
  });
});
