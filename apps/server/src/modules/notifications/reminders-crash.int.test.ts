import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/db-templates';
import { DB_KIND } from '../../../test/harness';
import {
  channelReceiver,
  inboxRows,
  scheduleReminders,
  waitingCards,
  type ChannelReceiver,
} from '../../../test/reminder-load';
import { sql as query } from '../../../test/sql';
import { MARKER_REMINDER } from './card-reminders';

/**
 * Reminders across a power cut: a real server process (main.ts, as `npm start` runs it) on
 * PostgreSQL sends 1,000 card reminders due at once to a counting receiver (its test channel,
 * FAIRWAY_TEST_CHANNEL_URL) and is killed with SIGKILL in the middle, from inside the receiver
 * (so the delivery being answered is one the server never completes); then it starts again.
 *
 * pg-boss delivers at least once: the jobs the dead server held come back after their expiry and
 * run again. What the member sees must still be once: one inbox row per reminder (the row's
 * dedupe key), and one notification per reminder at the receiver, a repeat carrying the same
 * notification id (its Idempotency-Key) for the receiver to drop. So: every reminder arrives, no
 * second notification is made for any card, and the repeats are no more than the deliveries that
 * were running at the kill.
 *
 * PostgreSQL only (a second process on the database); its own project-wide slow part (~1-2 min:
 * the expiry of the dead server's jobs, MAINTENANCE_SECONDS and their retry delay).
 */
const REMINDERS = 1000;
const ROOT = new URL('../../../../../', import.meta.url).pathname;

/** The server as `npm start` runs it on PostgreSQL, without the web app; resolves once it runs. */
function startServer(url: string, channel: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DEMO_DATA: '0',
      LOG_LEVEL: 'error',
      FAIRWAY_TEST_CHANNEL_URL: channel,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on(
      'data',
      (d: Buffer) => d.toString().includes('Fairway is running') && resolve(),
    );
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal})`)));
  });
  return { child, ready };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

/** The notification jobs not finished yet (the second reminders, 2 hours on, excepted). */
const unfinished = async (url: string) =>
  Number(
    (
      await query<{ n: string }>(
        url,
        `SELECT count(*) AS n FROM pgboss.job
         WHERE name IN ('${MARKER_REMINDER}', 'notification-channel')
           AND state IN ('created', 'retry', 'active') AND start_after < now() + interval '1 hour'`,
      )
    )[0]!.n,
  );

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

describe.skipIf(DB_KIND !== 'postgres')('reminders across a kill -9', () => {
  it('are each delivered and in the inbox exactly once', { timeout: 300_000 }, async () => {
    const db = await createPostgresDatabase(inject('dbTemplates').demo);
    cleanups.push(db.drop);
    // Somewhere in the middle of the sending, not at a moment a faster machine would move.
    const killAt = 100 + Math.floor(Math.random() * 700);
    let server: ChildProcess | undefined;
    let atKill = -1;
    let killed!: () => void;
    const kill = new Promise<void>((resolve) => (killed = resolve));
    const receiver: ChannelReceiver = await channelReceiver((distinct) => {
      if (distinct < killAt || atKill >= 0 || !server) return;
      atKill = distinct;
      server.kill('SIGKILL');
      killed();
    });
    cleanups.push(() => receiver.close());

    let started = startServer(db.url, receiver.url);
    server = started.child;
    cleanups.push(() => (server?.kill('SIGKILL'), Promise.resolve()));
    await started.ready;
    const [club] = await query<{ id: number }>(
      db.url,
      `SELECT id FROM clubs WHERE snelnaam = 'demo'`,
    );
    const clubId = club!.id;
    const cards = await waitingCards(db.url, clubId, REMINDERS);
    await scheduleReminders(db.url, clubId, cards, new Date(Date.now() + 3000));

    await kill;
    await exited(started.child);
    const inFlight = await query<{ name: string; n: string }>(
      db.url,
      `SELECT name, count(*) AS n FROM pgboss.job WHERE state = 'active' GROUP BY name`,
    );
    const runningDeliveries = Number(
      inFlight.find((r) => r.name === 'notification-channel')?.n ?? 0,
    );
    console.log(
      `killed at ${atKill} of ${REMINDERS} notifications; running then: ${JSON.stringify(inFlight)}`,
    );
    expect(atKill).toBeLessThan(REMINDERS);

    const restartedAt = Date.now();
    started = startServer(db.url, receiver.url);
    server = started.child;
    await started.ready;
    // Until every reminder arrived and no notification job is left to run.
    while (receiver.heard.size < REMINDERS || (await unfinished(db.url)) > 0) {
      if (Date.now() - restartedAt > 240_000) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    // A repeat still under way would arrive within this.
    await new Promise((r) => setTimeout(r, 2000));
    const repeats = receiver.deliveries() - receiver.heard.size;
    console.log(
      `after the restart: all in ${((Date.now() - restartedAt) / 1000).toFixed(0)} s; ` +
        `${receiver.heard.size} notifications, ${repeats} delivered again (same id)`,
    );

    // The inbox: one row per card, none twice.
    const rows = await inboxRows(db.url, clubId, cards);
    expect(rows).toHaveLength(REMINDERS);
    expect(new Set(rows.map((r) => r.card)).size).toBe(REMINDERS);
    // The channel: every one of those rows, and nothing else, arrived; at least once each.
    expect(receiver.heard.size).toBe(REMINDERS);
    expect([...receiver.heard.keys()].sort()).toEqual(rows.map((r) => `${clubId}:${r.id}`).sort());
    // A repeat is only a delivery the kill cut off before its job was completed.
    expect(repeats).toBeLessThanOrEqual(runningDeliveries);
    expect(await unfinished(db.url)).toBe(0);
    const failed = await query(
      db.url,
      `SELECT name, state FROM pgboss.job WHERE state = 'failed' OR name = 'dead-letters'`,
    );
    expect(failed).toEqual([]);
  });
});
