import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { buildApp, type AppDeps } from '../src/app';
import { openDatabase, type Database } from '../src/db/connect';
import { clubIdsOf, loginCookie } from './login';
import { createPostgresDatabase, openPgliteCopy, type TemplateKind } from './db-templates';
import { openSession } from '../src/modules/auth/auth.service';
import { SessionRepository } from '../src/modules/auth/session.repository';
import { SESSION_COOKIE } from '../src/plugins/session';

/**
 * Integration harness: a fresh database per call (in-memory PGlite, or a new PostgreSQL database
 * when the 'integration-pg' project sets FAIRWAY_TEST_DB=postgres), a copy of the run's migrated
 * database with the demo clubs (db-templates.ts), and the app built on it. Requests go through
 * HTTP via app.inject.
 */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the test database's URL (a second server on the same database). */
  databaseUrl?: string;
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

/** A new, empty PostgreSQL database (for tests of migrating itself), and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { url, drop } = await createPostgresDatabase();
  return { url, drop };
}

/** A copy of this run's template database (db-templates.ts), and how to remove it. */
async function copyOfTemplate(kind: TemplateKind): Promise<{
  database: Database;
  url?: string;
  drop?: () => Promise<void>;
}> {
  const template = inject('dbTemplates')[kind];
  if (DB_KIND === 'pglite') return { database: await openPgliteCopy(template) };
  const copy = await createPostgresDatabase(template);
  return {
    // The pool's wait for a connection is the production one (2 s) in db-timeouts.int.test.ts;
    // here the tests' bursts (49 locks at once on 20 connections) wait longer, so a machine busy
    // with the other test workers does not turn their answers into 503s.
    database: await openDatabase({
      databaseUrl: copy.url,
      dataDir: null,
      connectTimeoutMs: HARNESS_CONNECT_TIMEOUT_MS,
    }),
    url: copy.url,
    drop: copy.drop,
  };
}

/** How long a test app's request waits for a pool connection on PostgreSQL. */
const HARNESS_CONNECT_TIMEOUT_MS = 15_000;

export async function createTestApp(
  opts: {
    clock?: () => Date;
    seed?: boolean;
    payments?: AppDeps['payments'];
    push?: AppDeps['push'];
    email?: AppDeps['email'];
    notificationChannels?: AppDeps['notificationChannels'];
    live?: AppDeps['live'];
    pictures?: AppDeps['pictures'];
  } = {},
): Promise<TestApp> {
  const { database, url, drop } = await copyOfTemplate(opts.seed === false ? 'empty' : 'demo');
  const app = await buildApp({
    db: database.db,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.payments ? { payments: opts.payments } : {}),
    ...(opts.push ? { push: opts.push } : {}),
    ...(opts.email ? { email: opts.email } : {}),
    ...(opts.notificationChannels ? { notificationChannels: opts.notificationChannels } : {}),
    ...(opts.pictures ? { pictures: opts.pictures } : {}),
    live: { notifications: database.notifications, ...opts.live },
  });
  await app.ready();
  const clubId = await clubIdsOf(app);
  const DEFAULT_CLUB: Record<string, string> = { zuid: 'zuid', veld: 'veldzicht' };
  const sessions = new SessionRepository(database.db);
  return {
    app,
    database,
    ...(url ? { databaseUrl: url } : {}),
    clubId,
    async sessionFor(relatieId, snelnaam = 'demo', at = new Date()) {
      const token = await openSession(sessions, clubId(snelnaam), relatieId, at);
      return `${SESSION_COOKIE}=${token}`;
    },
    login: (username, club = DEFAULT_CLUB[username] ?? 'demo') =>
      loginCookie(app, clubId(club), username),
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

/**
 * The test app of a test file: built before the file's tests (then `setup` runs with it, to log
 * members in and keep what the tests need) and closed after them.
 */
export function withTestApp(
  setup: (app: TestApp) => Promise<void>,
  opts?: Parameters<typeof createTestApp>[0],
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(opts);
    await setup(app);
  });
  afterAll(() => app?.close());
}

/** A test file's app (`t`) and a session cookie of each demo account it logged in, by user name. */
export type WithSessions<U extends string> = { readonly t: TestApp } & Readonly<Record<U, string>>;

/**
 * The test app of a test file with the demo accounts `usernames` logged in (each at their own
 * club), both set before the file's tests and the app closed after them: `s.t` is the app,
 * `s.demo` demo's session cookie.
 */
export function withSessions<const U extends string>(
  usernames: readonly U[],
  opts?: Parameters<typeof createTestApp>[0],
): WithSessions<U> {
  const sessions: Record<string, unknown> = {};
  withTestApp(async (app) => {
    sessions.t = app;
    const cookies = await Promise.all(usernames.map((u) => app.login(u)));
    usernames.forEach((u, i) => (sessions[u] = cookies[i]));
  }, opts);
  return sessions as WithSessions<U>;
}

export { sessionCookie } from './login';

/** Headers for a state-changing call with a session. */
export const writeHeaders = (cookie: string) => ({ cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE });

/** A read on the test app with the session `cookie`, or without a session (none or ''). */
export const readAs = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });

/**
 * A call on the test app with the session `cookie`'s write headers or, without a session, with the
 * CSRF header only (so the answer is about the missing session). `payload` goes as JSON when
 * given; `headers` add to the call's own (an Idempotency-Key, say).
 */
export const callAs = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(cookie ? writeHeaders(cookie) : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
