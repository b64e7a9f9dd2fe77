import path from 'node:path';
import { z } from 'zod';
import { WEB_DIST_DIR } from './paths';
import type { EmailSetup } from './modules/email';

/** How long the server waits for a client (Node's http server timeouts). */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  keepAliveMs: number;
}

/**
 * Node's own defaults leave a request that never finishes its body open for 5 minutes (Fastify's
 * for ever), so a few hundred slow clients hold the server's sockets. Keep-alive outlasts a load
 * balancer's usual 60 s idle timeout, so the balancer, not the server, closes an idle connection.
 */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
};

/** Database timeouts (db/connect.ts): a hung or locked database answers 503 within seconds. */
export const DEFAULT_DATABASE_TIMEOUTS = { statementMs: 5_000, connectMs: 2_000 };

/** A duration in milliseconds, from 100 ms up to `max`. */
const millis = (fallback: number, max = 600_000) =>
  z.coerce.number().int().min(100).max(max).default(fallback);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections per server process to PostgreSQL (each process has its own pool). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(20),
  /** '1' loads the demo clubs into an empty database; default on for PGlite, off for PostgreSQL. */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  /** Where the built web app lives; the server serves it when the folder exists. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'true' when the server is reached over HTTPS (session cookie gets Secure). */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  /**
   * '1' behind a reverse proxy: the client address is taken from X-Forwarded-For. Without it,
   * every client behind a proxy has the proxy's address, and the login limits per address hold
   * for all of them together (the server logs a warning at the first proxied request). Set it
   * only when the proxy is the only way in: a client reaching the server directly could name any
   * address.
   */
  TRUST_PROXY: z.enum(['0', '1']).optional(),
  /** Strict-Transport-Security; follows COOKIE_SECURE unless set. */
  HSTS: z.enum(['true', 'false']).optional(),
  /** A PostgreSQL statement running longer is cancelled and the call answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: millis(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  /** Waiting longer for a PostgreSQL connection answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: millis(DEFAULT_DATABASE_TIMEOUTS.connectMs, 60_000),
  /**
   * The event loop's lag (ms) above which a page is served plain instead of with its first screen
   * painted (plugins/first-screen.ts). Tests that look at the painted copy on a loaded machine set
   * it high, so what they see does not depend on the machine's load.
   */
  FIRST_SCREEN_MAX_LAG_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  /** A client must have sent a request's headers and body within this time (408 otherwise). */
  REQUEST_TIMEOUT_MS: millis(DEFAULT_SERVER_TIMEOUTS.requestMs),
  /** ... and its headers within this one (at most REQUEST_TIMEOUT_MS). */
  HEADERS_TIMEOUT_MS: millis(DEFAULT_SERVER_TIMEOUTS.headersMs),
  /** An idle kept-alive connection is closed after this time. */
  KEEP_ALIVE_TIMEOUT_MS: millis(DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
  NODE_ENV: z.string().optional(),
  /** Mollie's API key (live_… or test_…): payments go through Mollie; without it, the demo provider. */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_\w{20,}$/, { error: 'must be a Mollie API key (live_… or test_…)' })
    .optional(),
  /** Another Mollie API address (a test double); Mollie's own by default. */
  MOLLIE_API_ENDPOINT: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The address members and the provider reach this server at (the checkout's return and the
   * webhook); http://localhost:PORT by default. Mollie must be able to reach the webhook there.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * '1' lets the demo payment provider run with NODE_ENV=production (never for real money);
   * follows DEMO_DATA when unset, so the local demo (`npm start` on PGlite) shows the whole flow
   * and a production server on PostgreSQL without a Mollie key has online payment off.
   */
  PAYMENTS_DEMO_IN_PRODUCTION: z.enum(['0', '1']).optional(),
  /**
   * For tests only: the server's clock starts at this instant (ISO 8601 with a zone, e.g.
   * 2026-06-02T08:00:00+02:00) and runs on from there, so a test run sees the same club day,
   * weekday and demo data whenever and however long it runs. Refused with NODE_ENV=production.
   */
  FAIRWAY_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /**
   * For tests and benches only: every notification is also POSTed to this loopback address as the
   * 'push' channel (modules/notifications/loopback-channel.ts), which counts what arrives.
   * Refused with NODE_ENV=production.
   */
  FAIRWAY_TEST_CHANNEL_URL: z.url({ protocol: /^http$/ }).optional(),
  /**
   * The SMTP server notifications are mailed through (smtp://user:password@host:587, or smtps://
   * for TLS from the start). Without one, development writes each mail to the log and
   * NODE_ENV=production sends none.
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' })
    .optional(),
  /** The sender of those mails ('Golfclub <noreply@club.nl>'); noreply at PUBLIC_URL's host by default. */
  SMTP_FROM: z.string().trim().min(3).max(200).optional(),
});

/** Which payment provider runs: Mollie with a key; else the demo one, except in production. */
export type PaymentsConfig =
  | { provider: 'mollie'; apiKey: string; apiEndpoint: string | undefined; publicUrl: string }
  | { provider: 'demo' | 'off'; publicUrl: string };

/** How notification mails leave (modules/email): by SMTP, into the log, or not at all. */
export type EmailConfig = EmailSetup;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  demoData: boolean;
  webDist: string;
  logLevel: string;
  cookieSecure: boolean;
  hsts: boolean;
  trustProxy: boolean;
  databaseStatementTimeoutMs: number;
  databaseConnectTimeoutMs: number;
  serverTimeouts: ServerTimeouts;
  payments: PaymentsConfig;
  email: EmailConfig;
  /** The instant the server's clock starts at (tests only); the real time when undefined. */
  clockStart: Date | undefined;
  /** Where a test's receiver counts the notifications (tests only); none when undefined. */
  testChannelUrl: string | undefined;
  /** The first screen's lag limit (ms); the plugin's own when undefined. */
  firstScreenMaxLagMs: number | undefined;
  /** Settings that run but will surprise someone, said at start-up. */
  warnings: string[];
}

/**
 * PUBLIC_URL that cannot be the address the provider and members use: the webhook would never
 * arrive, and a browser back from a checkout it did not start from the app (no Origin) would go
 * to this machine's own address.
 */
export function publicUrlWarnings(e: {
  PUBLIC_URL?: string | undefined;
  NODE_ENV?: string | undefined;
  MOLLIE_API_KEY?: string | undefined;
}): string[] {
  const local = (url: string) => /^(localhost|127\.|\[::1\])/.test(new URL(url).host);
  if (!e.PUBLIC_URL) {
    if (e.NODE_ENV === 'production' || e.MOLLIE_API_KEY)
      return [
        'PUBLIC_URL is not set: payments send members back to http://localhost and the ' +
          'provider cannot reach the webhook; set it to the address members use',
      ];
    return [];
  }
  if (e.MOLLIE_API_KEY && local(e.PUBLIC_URL))
    return [
      `PUBLIC_URL (${e.PUBLIC_URL}) is this machine only: Mollie cannot reach the webhook there`,
    ];
  return [];
}

/** Reads the configuration from the environment; refuses to start on a malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  // A production server on another time than the real one would date bookings, cards and
  // payments wrongly for every member.
  if (production && e.FAIRWAY_CLOCK_START)
    throw new Error('Bad configuration: FAIRWAY_CLOCK_START is for tests, not NODE_ENV=production');
  if (production && e.FAIRWAY_TEST_CHANNEL_URL)
    throw new Error(
      'Bad configuration: FAIRWAY_TEST_CHANNEL_URL is for tests, not NODE_ENV=production',
    );
  const demoData = e.DEMO_DATA ? e.DEMO_DATA === '1' : !e.DATABASE_URL;
  const demoInProduction = (e.PAYMENTS_DEMO_IN_PRODUCTION ?? (demoData ? '1' : '0')) === '1';
  const payments: PaymentsConfig = e.MOLLIE_API_KEY
    ? {
        provider: 'mollie',
        apiKey: e.MOLLIE_API_KEY,
        apiEndpoint: e.MOLLIE_API_ENDPOINT,
        publicUrl,
      }
    : {
        provider: production && !demoInProduction ? 'off' : 'demo',
        publicUrl,
      };
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    demoData,
    webDist: path.resolve(e.WEB_DIST ?? WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE === 'true',
    hsts: (e.HSTS ?? e.COOKIE_SECURE) === 'true',
    trustProxy: e.TRUST_PROXY === '1',
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    serverTimeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    payments,
    email: emailConfig(e, publicUrl),
    clockStart: e.FAIRWAY_CLOCK_START ? new Date(e.FAIRWAY_CLOCK_START) : undefined,
    testChannelUrl: e.FAIRWAY_TEST_CHANNEL_URL,
    firstScreenMaxLagMs: e.FIRST_SCREEN_MAX_LAG_MS,
    warnings: publicUrlWarnings(e),
  };
}

function emailConfig(
  e: {
    SMTP_URL?: string | undefined;
    SMTP_FROM?: string | undefined;
    NODE_ENV?: string | undefined;
  },
  publicUrl: string,
): EmailConfig {
  const from = e.SMTP_FROM ?? `noreply@${new URL(publicUrl).hostname}`;
  if (e.SMTP_URL) return { mode: 'smtp', smtpUrl: e.SMTP_URL, from, publicUrl };
  return { mode: e.NODE_ENV === 'production' ? 'off' : 'log', from, publicUrl };
}

/** Fastify's options for `ServerTimeouts`. */
export function serverTimeoutOptions(t: ServerTimeouts) {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      // Node looks for requests past these timeouts on this interval (30 s by default, which
      // let a request time out of 30 s hold a socket for up to a minute).
      connectionsCheckingInterval: Math.min(1_000, t.headersMs),
    },
  };
}

/**
 * The clock that starts at `start` (when given) and advances with the real time from the moment
 * this is called; the real clock otherwise.
 */
export function serverClock(start: Date | undefined, real: () => number = Date.now): () => Date {
  if (!start) return () => new Date(real());
  const offset = start.getTime() - real();
  return () => new Date(real() + offset);
}
