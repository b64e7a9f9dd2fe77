import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type BrowserContext } from '@playwright/test';

/**
 * The instant every e2e server and browser starts at: a Tuesday morning at 08:00 in the club's
 * zone (Europe/Amsterdam, summer time), whatever the real date. Both clocks then run on, so a run
 * never crosses the club's midnight and sees the same demo data, weekday and tee sheet every time.
 * Autumn, because the demo's matches of "last year" (590 and 400 days back) are last year's only
 * from mid-August on, and its coming ones (up to two weeks ahead) still this year's.
 */
export const CLOCK_START = '2026-09-15T08:00:00+02:00';

let startedAt: number | undefined;

/**
 * The time of this worker's server (CLOCK_START plus the time since it started): what the tests'
 * own "today" and "now" are, never the real date.
 */
export function serverNow(): Date {
  return new Date(new Date(CLOCK_START).getTime() + Date.now() - (startedAt ?? Date.now()));
}

/** The first worker's server; worker n listens on E2E_PORT + n (playwright.config.ts says why). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.mjs');

/** A running e2e server of one worker. */
export interface E2eServer {
  url: string;
  /** The server's clock now (serverNow). */
  now(): Date;
}

/**
 * The settings of an e2e server on `port` with its data in `dataDir`: the fixed clock (which a
 * production NODE_ENV refuses) and quiet logs.
 */
export function serverEnv(port: number, dataDir: string, publicUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    FAIRWAY_CLOCK_START: CLOCK_START,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The provider's checkout sends the browser back to PUBLIC_URL: the same origin as the tests'.
    PUBLIC_URL: publicUrl,
    // The first screen is painted however late the loaded machine's event loop runs: the tests
    // that look at the painted copy would otherwise meet the plain page the server sheds to.
    FIRST_SCREEN_MAX_LAG_MS: '600000',
  };
}

/** A spec's own server (startServer). */
export interface OwnServer {
  server: E2eServer;
  /**
   * Stops the server and starts it again on the same data `aheadMs` (whole seconds) later: its
   * process and its database run that much ahead of the host's clock (libfaketime), the app's
   * clock going on from where it stopped plus `aheadMs`, so what the job queue planned for then
   * is due at once. Several add up.
   */
  restartAhead(aheadMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * libfaketime, which restartAhead preloads into the server (Debian's `faketime` package); none
 * where it is not installed.
 */
export const LIBFAKETIME = ['/usr/lib', '/usr/local/lib']
  .flatMap((dir) => [
    path.join(dir, 'faketime'),
    ...(existsSync(dir) ? readdirSync(dir).map((arch) => path.join(dir, arch, 'faketime')) : []),
  ])
  .map((dir) => path.join(dir, 'libfaketime.so.1'))
  .find((file) => existsSync(file));

/** Starts the built server on `port` with these settings; resolves once it listens. */
async function launch(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A worker stopped before its teardown (a fixture's timeout) must not leave its server holding
  // the port its next worker listens on.
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onExit = (code: number | null) =>
      reject(new Error(`the e2e server on port ${port} stopped (${code}):\n${output}`));
    child.once('exit', onExit);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Fairway is running at')) {
        child.off('exit', onExit);
        resolve();
      }
    });
  });
  return child;
}

/** Stops a server as a deploy does (SIGTERM: running jobs finish, the database is closed). */
async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // A server still waiting on an open connection after 10 s is stopped outright.
  const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await stopped;
  clearTimeout(hard);
}

/**
 * Starts the built server (a fresh PGlite folder, demo data) and resolves once it listens: a
 * worker's, or a spec's own on a port of its own (one whose data no other spec may touch).
 */
export async function startServer(port: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // The server's clock read `app` at the host's `real`, and runs on at real speed.
  let origin = { real: Date.now(), app: new Date(CLOCK_START).getTime() };
  let aheadS = 0;
  const now = () => new Date(origin.app + Date.now() - origin.real);
  let child = await launch(port, serverEnv(port, dataDir, url));
  return {
    server: { url, now },
    async restartAhead(aheadMs) {
      if (!LIBFAKETIME)
        throw new Error('restartAhead needs libfaketime (apt-get install faketime)');
      if (aheadMs <= 0 || aheadMs % 1000) throw new Error('restartAhead takes whole seconds');
      await halt(child);
      aheadS += aheadMs / 1000;
      origin = { real: Date.now(), app: now().getTime() + aheadMs };
      child = await launch(port, {
        ...serverEnv(port, dataDir, url),
        FAIRWAY_CLOCK_START: new Date(origin.app).toISOString(),
        LD_PRELOAD: LIBFAKETIME,
        FAKETIME: `+${aheadS}`,
      });
    },
    async stop() {
      await halt(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gives a browser context the server's time, running on from there (the app's club clock). */
export async function installClock(context: BrowserContext, server: E2eServer): Promise<void> {
  await context.clock.install({ time: server.now() });
}

/**
 * Every spec's `test`: each worker has a server of its own (own port, own database), the tests'
 * baseURL is it, and every browser context's clock reads the server's time.
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter.
    async ({}, use, workerInfo) => {
      startedAt = Date.now();
      const { server, stop } = await startServer(E2E_PORT + workerInfo.parallelIndex);
      try {
        await use(server);
      } finally {
        await stop();
      }
    },
    // The first start loads the demo clubs: about 10 s, minutes on a busy machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  context: async ({ context, server }, use) => {
    await installClock(context, server);
    await use(context);
  },
});

export { expect } from '@playwright/test';
