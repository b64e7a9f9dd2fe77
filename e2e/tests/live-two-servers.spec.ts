import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Browser, type BrowserContext } from '@playwright/test';
import pg from 'pg';
import { CLOCK_START, E2E_PORT, SERVER_BUNDLE, serverEnv } from './support/fixtures';
import { lockAndBookSeenLive } from './support/live';

// Live updates across server processes: two servers on one PostgreSQL database (as behind a load
// balancer), each member's phone on another. Needs a PostgreSQL server to make a database on
// (E2E_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres); skipped without one.
const ADMIN_URL = process.env.E2E_DATABASE_URL;
const DAYS_AHEAD = 5;

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

/** Starts the built server on `port` against `databaseUrl`; resolves once it listens. */
async function startServer(port: number, databaseUrl: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fairway-e2e-pg-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...serverEnv(port, dataDir, url), DATABASE_URL: databaseUrl, DEMO_DATA: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.once('exit', (code) =>
      reject(new Error(`server on ${port} stopped (${code}):\n${output}`)),
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Fairway is running at')) resolve();
    });
  });
  return { url, child, dataDir };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  if (server.child.exitCode === null) {
    const stopped = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await stopped;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** A phone on `server`, its clock at the e2e servers' start time running on. */
async function phone(browser: Browser, server: Server, startedAt: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url });
  await context.clock.install({
    time: new Date(new Date(CLOCK_START).getTime() + Date.now() - startedAt),
  });
  return context;
}

test.describe('live updates across two server processes on PostgreSQL', () => {
  test.skip(!ADMIN_URL, 'E2E_DATABASE_URL is not set');
  const name = `fairway_e2e_live_${process.pid}`;
  let first: Server | undefined;
  let second: Server | undefined;
  let startedAt = 0;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dbUrl = new URL(ADMIN_URL!);
    dbUrl.pathname = `/${name}`;
    startedAt = Date.now();
    // The first migrates and loads the demo data; the second finds it there.
    first = await startServer(E2E_PORT + 11, dbUrl.toString());
    second = await startServer(E2E_PORT + 12, dbUrl.toString());
  });

  test.afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  test("a booking through one server is on the other server's open tee sheet within a second", async ({
    browser,
  }) => {
    const markerPhone = await phone(browser, second!, startedAt);
    const demoPhone = await phone(browser, first!, startedAt);
    try {
      // marker's phone on the second server, demo's on the first.
      const shownAfter = await lockAndBookSeenLive(
        await markerPhone.newPage(),
        await demoPhone.newPage(),
        DAYS_AHEAD,
      );
      // The event and the sheet's read again, on a machine shared with other work.
      expect(shownAfter).toBeLessThan(2000);
    } finally {
      await markerPhone.close();
      await demoPhone.close();
    }
  });
});
