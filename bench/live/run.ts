/**
 * bench/live: live updates under load (docs/QUALITY.md "Performance"). Two server processes on one
 * fresh PostgreSQL database, 2,000 open GET /api/events streams on each (one member each, of one
 * club), then a burst of bookings through the HTTP API, 200 a second for 5 seconds. Prints the
 * servers' memory per stream (after a full collection, before and after opening the streams) and
 * the time from each booking's commit to its event on every 10th stream, p50/p99.
 *
 *   npx tsx bench/live/run.ts
 *   npx tsx bench/live/run.ts --streams 500 --rate 100 --seconds 3
 *   # BENCH_PORT=n: the servers on n and n+1; BENCH_DATABASE_URL for another PostgreSQL
 */
import { healthBaseline, startServers } from '../rush/common';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { benchPort, numberOption as opt } from '../support/server-process';
import { measureLive, printLive, type LiveOptions } from './live';
import { pct } from '../rush/common';

const STREAMS = opt('streams', 2000);
const RATE = opt('rate', 200);
const SECONDS = opt('seconds', 5);
const WARMUP = opt('warmup', 2);
const FIRST_DAY = 40;

const db = await scratchDatabase('live');
let servers: Awaited<ReturnType<typeof startServers>> | undefined;
try {
  const first = benchPort(5000, 300);
  const ports: [number, number] = [first, first + 1];
  const probe = new URL('./memory-probe.mjs', import.meta.url).pathname;
  servers = await startServers(db.url, ports, {}, ['--expose-gc', '--import', probe]);
  const [club] = await query<{ id: number }>(
    db.url,
    `select id from clubs where snelnaam = 'demo'`,
  );
  const days = FIRST_DAY + Math.ceil((RATE * (SECONDS + WARMUP)) / 40) + 2;
  await query(
    db.url,
    `update club_config set booking_days_ahead = $2, booking_max_open = 100, booking_opens_at = '00:00' where club_id = $1`,
    [club!.id, days],
  );
  const [course] = await query<{ id: number }>(
    db.url,
    `select c.id from courses c join tee_sheet_settings s on s.club_id = c.club_id and s.course_id = c.id
     where c.club_id = $1 and c.holes = 18 order by c.id limit 1`,
    [club!.id],
  );
  const options: LiveOptions = {
    dbUrl: db.url,
    ports,
    processes: servers.processes,
    clubId: club!.id,
    courseId: course!.id,
    streamsPerProcess: STREAMS,
    rate: RATE,
    seconds: SECONDS,
    firstDay: FIRST_DAY,
    sampleEvery: 10,
    warmup: WARMUP,
  };
  const report = await measureLive(options);
  // The baseline of the same run: 200 health checks at once, 5 times, streams closed.
  const cookies = Array.from({ length: 200 }, () => '');
  const baseline = await healthBaseline(cookies, ports, 5);
  console.log(
    `\nbench/live: 2 server processes on PostgreSQL, ${STREAMS} streams each, ${RATE} bookings/s for ${SECONDS} s`,
  );
  printLive(report, options);
  console.log(
    `baseline ms         p50 ${pct(baseline, 50).toFixed(0)}  p99 ${pct(baseline, 99).toFixed(0)}  (GET /api/health, 200 at once × 5)`,
  );
  process.exitCode = report.short === 0 && report.bookings.fivexx === 0 ? 0 : 1;
} finally {
  await servers?.stop();
  await db.drop();
}
