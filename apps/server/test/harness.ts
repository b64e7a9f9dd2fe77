import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { buildApp, type AppDeps } from '../src/app';
import { openDatabase, type Database } from '../src/db/connect';
import { FIXED_TEST_SHEET } from '../src/db/seed/daylight';
import { seedDemo } from '../src/db/seed/demo-seed';
import { openSession } from '../src/modules/auth/auth.service';
import { SessionRepository } from '../src/modules/auth/session.repository';
import { SESSION_COOKIE } from '../src/plugins/session';

/**
 * Integration harness: a fresh database per call (in-memory PGlite, or a new PostgreSQL database
 * when the 'integration-pg' project sets FAIRWAY_TEST_DB=postgres), migrated and loaded with the
 * demo clubs, and the app built on it. Requests go through HTTP via app.inject.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Logs a demo account in and returns its session cookie header. */
  login(username: string, club?: string): Promise<string>;
  /** The clubs.id of a demo club by snelnaam. */
  clubId(snelnaam: string): number;
  /**
   * A session cookie for any member (seeded members have no password), opened as login does:
   * for tests that need many members at once.
   */
  sessionFor(relatieId: number, snelnaam?: string, at?: Date): Promise<string>;
  close(): Promise<void>;
}

export const DB_KIND = process.env.FAIRWAY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('FAIRWAY_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `fairway_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  opts: { clock?: () => Date; seed?: boolean; payments?: AppDeps['payments'] } = {},
): Promise<TestApp> {
  const pgDb = DB_KIND === 'postgres' ? await freshPostgres() : undefined;
  const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir: null });
  await database.migrate();
  // Card histories only for the demo logins: the same shapes, a fraction of the rows.
  if (opts.seed !== false)
    // The booking tests check times against one known sheet, whatever the month's daylight.
    await seedDemo(database.db, new Date('2026-11-22T10:00:00Z'), {
      cardHistories: 'accounts',
      sheet: FIXED_TEST_SHEET,
    });
  const app = await buildApp({
    db: database.db,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.payments ? { payments: opts.payments } : {}),
  });
  await app.ready();
  const clubs = (await app.inject({ url: '/api/clubs' })).json() as {
    id: number;
    snelnaam: string;
  }[];
  const clubIds = new Map(clubs.map((c) => [c.snelnaam, c.id]));
  const clubId = (snelnaam: string) => {
    const id = clubIds.get(snelnaam);
    if (!id) throw new Error(`no demo club ${snelnaam}`);
    return id;
  };
  const DEFAULT_CLUB: Record<string, string> = { zuid: 'zuid', veld: 'veldzicht' };
  const sessions = new SessionRepository(database.db);
  return {
    app,
    database,
    clubId,
    async sessionFor(relatieId, snelnaam = 'demo', at = new Date()) {
      const token = await openSession(sessions, clubId(snelnaam), relatieId, at);
      return `${SESSION_COOKIE}=${token}`;
    },
    async login(username, club = DEFAULT_CLUB[username] ?? 'demo') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        payload: { club: clubId(club), username, password: username },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return sessionCookie(res);
    },
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** The `fw_session=...` pair of a login answer, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const first = (Array.isArray(set) ? set : [set ?? '']).find((c) => c.startsWith('fw_session='));
  if (!first) throw new Error('no session cookie');
  return first.split(';')[0]!;
}

/** Headers for a state-changing call with a session. */
export const writeHeaders = (cookie: string) => ({ cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE });
