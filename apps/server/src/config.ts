import path from 'node:path';
import { z } from 'zod';
import { WEB_DIST_DIR } from './paths';

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
});

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
}

/** Reads the configuration from the environment; refuses to start on a malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Bad configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === '1' : !e.DATABASE_URL,
    webDist: path.resolve(e.WEB_DIST ?? WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    cookieSecure: e.COOKIE_SECURE === 'true',
  };
}
