import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The instant every e2e server and browser starts at: a Tuesday morning at 08:00 in the club's
 * zone (Europe/Amsterdam, summer time), whatever the real date. Both clocks then run on, so a run
 * never crosses the club's midnight and sees the same demo data, weekday and tee sheet every time.
 * Autumn, because the demo's matches of "last year" (590 and 400 days back) are last year's only
 * from mid-August on, and its coming ones (up to two weeks ahead) still this year's.
 */
export const CLOCK_START = '2026-09-15T08:00:00+02:00';

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
 * Starts the built server (a PGlite folder of its own with the demo data, copied from the run's
 * seeded template) and resolves once it listens: a worker's, or a spec's own on a port of its own
 * (one whose data no other spec may touch).
 */
export async function startServer(port: number): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-'));
  const clockStart = copySeeded(dataDir);
  const url = `http://127.0.0.1:${port}`;
  // The server's clock read `app` at the host's `real`, and runs on at real speed.
  let origin = { real: Date.now(), app: new Date(clockStart).getTime() };
  let aheadS = 0;
  const now = () => new Date(origin.app + Date.now() - origin.real);
  let child = await launch(port, {
    ...serverEnv(port, dataDir, url),
    FAIRWAY_CLOCK_START: clockStart,
  });
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

/**
 * The run's seeded data (e2e/global-setup.ts): a server started once on a fresh folder loads the
 * demo clubs (~40 s of CPU, minutes on a loaded machine) and is stopped; every server after it
 * starts on a copy of its folder in a second or two. Its clock file holds the app's time when it
 * stopped, where a copy's clock goes on, as a server that had just loaded them itself would.
 */
const TEMPLATE_DIR_ENV = 'FAIRWAY_E2E_TEMPLATE';

/**
 * Loads the demo data once into `dir` (a new folder of its own when none is given) and names it
 * the run's template; answers how to remove it.
 */
export async function makeSeededTemplate(port: number, dir?: string): Promise<() => void> {
  const folder = dir ?? mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-template-'));
  // A folder given is loaded afresh: what an earlier run left there is no template of this one.
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const data = path.join(folder, 'data');
  const spawned = Date.now();
  const child = await launch(port, serverEnv(port, data, `http://127.0.0.1:${port}`));
  const stopping = new Date(new Date(CLOCK_START).getTime() + Date.now() - spawned);
  await halt(child);
  writeFileSync(path.join(folder, 'clock'), stopping.toISOString());
  return useSeededTemplate(folder)!;
}

/**
 * Names a template loaded before the run (`npm test` loads it beside the integration tests) the
 * run's; answers how to remove it. Undefined when `dir` holds none.
 */
export function useSeededTemplate(dir: string): (() => void) | undefined {
  if (!existsSync(path.join(dir, 'clock'))) return undefined;
  process.env[TEMPLATE_DIR_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Fills `dataDir` with the run's seeded data and answers the app time its clock goes on from;
 * without a template (a spec run on its own outside the runner's set-up) the folder stays empty
 * and the server loads the demo data itself from CLOCK_START.
 */
export function copySeeded(dataDir: string): string {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir || !existsSync(path.join(dir, 'clock'))) return CLOCK_START;
  cpSync(path.join(dir, 'data'), dataDir, { recursive: true });
  return readFileSync(path.join(dir, 'clock'), 'utf8');
}
