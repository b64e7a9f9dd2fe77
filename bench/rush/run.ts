/**
 * bench/rush: the tee-sheet opening rush (docs/QUALITY.md "Performance"). Two server processes on
 * one PostgreSQL database; 200 members with a session each; 20 rounds in which all 200 book at the
 * same moment through the HTTP API, each aiming at one of the same 10 tee times (20 members per
 * time, 4 places each). Prints accepted places against capacity × rounds, overbooked slots (read
 * back from the database), 5xx answers, and p50/p99 of the booking calls.
 *
 *   npx tsx bench/rush/run.ts                    # 200 members × 20 rounds, warm servers
 *   npx tsx bench/rush/run.ts --members 100 --rounds 5
 *   npx tsx bench/rush/run.ts --warmup 0         # measure from a cold start (default: 10 rounds)
 *   npx tsx bench/rush/run.ts --matches          # the match sign-up rush instead (matches.ts)
 *   npx tsx bench/rush/run.ts --opening          # a day's real opening instead (opening.ts)
 *   # BENCH_DATABASE_URL=... for another server (a fresh database is created and dropped)
 */
import { randomBytes } from 'node:crypto';
import { addMembers } from '../support/members';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { numberOption as opt } from '../support/server-process';
import { healthBaseline, printTimings, startServers } from './common';
if (process.argv.includes('--matches')) {
  await import('./matches');
  process.exit(process.exitCode ?? 0);
}
if (process.argv.includes('--opening')) {
  await import('./opening');
  process.exit(process.exitCode ?? 0);
}
const MEMBERS = opt('members', 200);
const ROUNDS = opt('rounds', 20);
/**
 * Unmeasured rounds first, on days of their own: a sheet opens on a server that has been running
 * all day, so the rush is measured on warm processes. Node's JIT takes about 2,000 booking calls
 * to settle (with --warmup 0 the rounds go from ~750 ms down to ~170 ms over the first 15); the
 * cold figures are in docs/perf-log.md "rush".
 */
const WARMUP = opt('warmup', 10);
const SLOTS_PER_ROUND = 10;
const CAPACITY = 4;
/** The rounds' days start beyond the demo tee sheets (14 days), so no demo booking is counted. */
const DAYS_FROM = 15;
const db = await scratchDatabase('rush');
const dbUrl = db.url;

let servers: { stop: () => Promise<void> } | undefined;
try {
  const first = 4400 + Math.floor(Math.random() * 300);
  const ports: [number, number] = [first, first + 1];
  // The first process migrates and loads the demo clubs; the second joins the same database.
  servers = await startServers(dbUrl, ports);

  // The rush club: Golfclub De Demo, opened far enough ahead with no cap on open bookings, so every
  // round can use its own day. 200 extra members, each with a session made directly in the
  // database (what a login would store: the SHA-256 of a random token).
  const [club] = await query<{ id: number }>(dbUrl, `select id from clubs where snelnaam = 'demo'`);
  const clubId = club!.id;
  await query(
    dbUrl,
    `update club_config set booking_days_ahead = $2, booking_max_open = 100, booking_opens_at = '00:00' where club_id = $1`,
    [clubId, DAYS_FROM + WARMUP + ROUNDS],
  );
  const [course] = await query<{ id: number }>(
    dbUrl,
    `select c.id from courses c join tee_sheet_settings s on s.club_id = c.club_id and s.course_id = c.id
     where c.club_id = $1 and c.holes = 18 order by c.id limit 1`,
    [clubId],
  );
  const cookies = (await addMembers(dbUrl, clubId, MEMBERS, { roepnaam: 'Rush' })).map(
    (m) => m.cookie,
  );

  // Tee times 11:00–12:30 (clear of the demo club's weekly blocks) on day (today + DAYS_FROM +
  // round), in the club's clock (Amsterdam).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(),
  );
  const dayOf = (round: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + DAYS_FROM + WARMUP + round);
    return d.toISOString().slice(0, 10);
  };
  const times = Array.from({ length: SLOTS_PER_ROUND }, (_, i) => {
    const m = 11 * 60 + i * 10;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });

  const latencies: number[] = [];
  let accepted = 0;
  let refused = 0;
  let fivexx = 0;
  const otherStatus = new Map<number, number>();
  const codes = new Map<string, number>();
  /** All members book at the same moment; `measure` false for the warm-up rounds. */
  const rush = (date: string, measure: boolean) =>
    Promise.all(
      cookies.map(async (cookie, i) => {
        const port = ports[i % 2]!;
        const t0 = performance.now();
        const res = await fetch(`http://127.0.0.1:${port}/api/booking`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/json',
            'x-fairway-request': '1',
            'idempotency-key': `rush-${date}-${i}-${randomBytes(4).toString('hex')}`,
          },
          body: JSON.stringify({
            date,
            time: times[i % SLOTS_PER_ROUND],
            course_id: course!.id,
            holes: 18,
            players: [],
          }),
        });
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        if (!measure) return;
        latencies.push(performance.now() - t0);
        if (res.status === 201) accepted++;
        else if (res.status >= 500) fivexx++;
        else if (res.status === 409) {
          refused++;
          codes.set(body.code ?? '?', (codes.get(body.code ?? '?') ?? 0) + 1);
        } else otherStatus.set(res.status, (otherStatus.get(res.status) ?? 0) + 1);
      }),
    );
  for (let round = -WARMUP; round < 0; round++) await rush(dayOf(round), false);

  const started = Date.now();
  const roundMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const roundStart = performance.now();
    await rush(dayOf(round), true);
    roundMs.push(performance.now() - roundStart);
  }
  const seconds = (Date.now() - started) / 1000;

  // Baseline in the same run, after the booking rounds (so it warms nothing for them): the same
  // 200 calls at once, to the health check (one SELECT 1).
  const baseline = await healthBaseline(cookies, ports, ROUNDS);

  // Read back what the database holds: places per slot against the booking rows and capacity.
  const slots = await query<{ occupied: number; capacity: number; rows: number }>(
    dbUrl,
    `select s.occupied, s.capacity, (select count(*)::int from bookings b where b.club_id = s.club_id
       and b.course_id = s.course_id and b.date = s.date and b.time = s.time) as rows
     from tee_slots s where s.club_id = $1 and s.course_id = $2 and s.date >= $3`,
    [clubId, course!.id, dayOf(0)],
  );
  const overbooked = slots.filter((s) => s.rows > s.capacity || s.occupied > s.capacity).length;
  const mismatched = slots.filter((s) => s.rows !== s.occupied).length;
  const booked = slots.reduce((n, s) => n + s.rows, 0);
  const expected = CAPACITY * SLOTS_PER_ROUND * ROUNDS;
  latencies.sort((a, b) => a - b);

  console.log(
    `\nbench/rush: 2 server processes on PostgreSQL, ${MEMBERS} members × ${ROUNDS} rounds, ` +
      `${SLOTS_PER_ROUND} tee times × ${CAPACITY} places per round (after ${WARMUP} warm-up rounds)`,
  );
  console.log(`requests            ${latencies.length} in ${seconds.toFixed(1)} s`);
  console.log(
    `accepted places     ${accepted} (capacity × rounds = ${expected})  ${accepted === expected ? 'OK' : 'WRONG'}`,
  );
  console.log(`places in database  ${booked}; slots with rows ≠ occupied: ${mismatched}`);
  console.log(`overbooked slots    ${overbooked}`);
  console.log(
    `refused (409)       ${refused}  (${[...codes].map(([c, n]) => `${c}: ${n}`).join(', ')})`,
  );
  console.log(
    `other 4xx           ${[...otherStatus].map(([s, n]) => `${s}: ${n}`).join(', ') || 0}`,
  );
  console.log(`5xx                 ${fivexx}`);
  printTimings(latencies, roundMs, baseline);
  const ok =
    accepted === expected &&
    booked === expected &&
    overbooked === 0 &&
    mismatched === 0 &&
    fivexx === 0;
  process.exitCode = ok ? 0 : 1;
} finally {
  await servers?.stop();
  await db.drop();
}
