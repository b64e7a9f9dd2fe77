import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { FilePictureStore } from './modules/pictures';
import { loadConfig, serverClock } from './config';
import { openDatabase } from './db/connect';
import { claimDataDir } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, isEmpty, seedDemo } from './db/seed/demo-seed';
import { loopbackChannel } from './modules/notifications';
import { MollieProvider } from './modules/payments';

const config = loadConfig();
const clock = serverClock(config.clockStart);
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
// Marks the files as this server's, so that `npm run club` does not open them beside it.
const releaseDataDir = config.databaseUrl
  ? () => {}
  : claimDataDir(config.dataDir, { force: true });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.databasePoolMax,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
});
await database.migrate();

const pictures = new FilePictureStore(path.join(config.dataDir, 'pictures'));
let seeded = false;
if (config.demoData && (await isEmpty(database.db))) {
  await seedDemo(database.db, clock(), { pictures });
  seeded = true;
}

const app = await buildApp({
  db: database.db,
  queueDb: database.queueDb,
  clock,
  logger: { level: config.logLevel },
  cookieSecure: config.cookieSecure,
  hsts: config.hsts,
  timeouts: config.serverTimeouts,
  webDist: config.webDist,
  ...(config.firstScreenMaxLagMs ? { firstScreenMaxLagMs: config.firstScreenMaxLagMs } : {}),
  trustProxy: config.trustProxy,
  pictures,
  email: config.email,
  live: { notifications: database.notifications },
  // Tests and benches count the notifications sent at a receiver of their own.
  ...(config.testChannelUrl
    ? { notificationChannels: [loopbackChannel(config.testChannelUrl)] }
    : {}),
  payments:
    config.payments.provider === 'mollie'
      ? {
          publicUrl: config.payments.publicUrl,
          provider: new MollieProvider({
            apiKey: config.payments.apiKey,
            apiEndpoint: config.payments.apiEndpoint,
          }),
        }
      : { publicUrl: config.payments.publicUrl, provider: config.payments.provider },
});
// The VAPID keys every device subscribes with, made at the first start.
await app.notificationChannels.push.prepare();
for (const warning of config.warnings) app.log.warn(warning);
if (config.payments.provider === 'off')
  app.log.warn('online payment is off: set MOLLIE_API_KEY (NODE_ENV=production refuses the demo)');
await app.listen({ port: config.port, host: config.host });

// Payments left unsettled by a stop (a crash between the provider's answer and our write, a
// webhook that came while we were down) are asked about at once, then on the schedule below.
void app.payments.reconciliation
  .reconcile(0)
  .catch((err: unknown) => app.log.error({ err }, 'payment reconciliation at start failed'));

// The job queue's workers (reminders, channels) and its schedules: expired sessions, counters,
// keys and locks removed hourly, unsettled payments asked about (modules/jobs).
await app.jobs.start();

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`\nFairway is running at http://${shownHost}:${config.port}  (database: ${storage})`);
if (seeded) console.log('Demo data loaded on this first start.');
if (config.demoData) {
  console.log('Demo accounts (club / username / password):');
  for (const a of DEMO_ACCOUNTS)
    console.log(
      `  ${a.club.padEnd(10)} ${a.username.padEnd(10)} ${a.password.padEnd(10)} ${a.role}`,
    );
}
if (config.clockStart)
  console.log(`Clock: started at ${config.clockStart.toISOString()} (FAIRWAY_CLOCK_START)`);
console.log(`API docs: http://${shownHost}:${config.port}/api/docs`);
const paymentsBy = {
  mollie: 'Mollie (iDEAL)',
  demo: 'the demo provider (no real money)',
  off: 'off',
};
console.log(`Online payment: ${paymentsBy[config.payments.provider]}\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Closing the app stops the job queue first, waiting for the jobs running.
  await app.close();
  await database.close();
  releaseDataDir();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
