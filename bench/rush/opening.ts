/**
 * bench/rush --opening: the real opening of a day's tee sheet. A club of 800 members (added to
 * Golfclub De Demo, each with a session); the day opens at the next whole minute (the club's
 * booking_opens_at, as 07:00 is); 500 of them open the app within the same 10 seconds, each:
 * the painted first screen (GET /app/scorecards) and the app's live stream (GET /api/events),
 * the day's sheet (GET /api/teetimes), a lock of a time with room, a booking with 1–3 players
 * (the others members who did not open the app, then unknown players), the booking read back.
 * A lock or booking refused sends the member back to the sheet (up to 5 tries); a sheet with no
 * time left for their flight ends their try. Two server processes on one fresh PostgreSQL
 * database; one unmeasured pass first on the day before (warm processes, as at 07:00). The
 * baseline: the same members at the same moments, each making as many GET /api/health calls.
 *
 *   npx tsx bench/rush/opening.ts                  # needs `npm run build` (the painted screen)
 *   npx tsx bench/rush/run.ts --opening            # the same
 *   npx tsx bench/rush/opening.ts --live           # with bench/live's streams and burst beside it
 *   npx tsx bench/rush/opening.ts --members 800 --openers 500 --window 10
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { addDays, clubDateTime, DEFAULT_CLUB_TIME_ZONE } from '@fairway/golf';
import { addMembers } from '../support/members';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { benchPort, numberOption as opt } from '../support/server-process';
import { pct, startServers } from './common';
import { prepareLive, printLive, type LiveOptions } from '../live/live';

const MEMBERS = opt('members', 800);
const OPENERS = opt('openers', 500);
const WINDOW_S = opt('window', 10);
const TRIES = 5;
/** The day that opens: this many days ahead (booking_days_ahead); live's burst books before it. */
const DAYS_AHEAD = 60;
const LIVE = process.argv.includes('--live');

type Kind = 'first screen' | 'stream ready' | 'sheet' | 'lock' | 'booking' | 'read back';
const KINDS: Kind[] = ['first screen', 'stream ready', 'sheet', 'lock', 'booking', 'read back'];

interface SheetTime {
  timestamp: number;
  time: string;
  available: boolean;
  free_slots: number;
  occupied_slots: number;
  closed: string | null;
  block: unknown;
}

const db = await scratchDatabase('rush_opening');
const dbUrl = db.url;
let servers: Awaited<ReturnType<typeof startServers>> | undefined;
const streams: http.ClientRequest[] = [];
try {
  const first = benchPort(5400, 300);
  const ports: [number, number] = [first, first + 1];
  const probe = new URL('../live/memory-probe.mjs', import.meta.url).pathname;
  servers = await startServers(dbUrl, ports, {}, LIVE ? ['--expose-gc', '--import', probe] : []);

  const [club] = await query<{ id: number }>(dbUrl, `select id from clubs where snelnaam = 'demo'`);
  const clubId = club!.id;
  const [course] = await query<{ id: number }>(
    dbUrl,
    `select c.id from courses c join tee_sheet_settings s on s.club_id = c.club_id and s.course_id = c.id
     where c.club_id = $1 and c.holes = 18 order by c.id limit 1`,
    [clubId],
  );
  const members = await addMembers(dbUrl, clubId, MEMBERS, { roepnaam: 'Open' });
  const openers = members.slice(0, OPENERS);
  /** Members who stay home, brought along as players (each once), then unknown players. */
  const friends = members.slice(OPENERS).map((m) => m.id);
  await query(
    dbUrl,
    `update club_config set booking_days_ahead = $2, booking_max_open = 100, booking_opens_at = '00:00' where club_id = $1`,
    [clubId, DAYS_AHEAD],
  );
  /** The club's clock (Amsterdam), as the server reads it. */
  const clubClock = (d: Date) => clubDateTime(d, DEFAULT_CLUB_TIME_ZONE);
  const dayAhead = (days: number) => addDays(clubClock(new Date()).date, days);

  const base = (i: number) => `http://127.0.0.1:${ports[i % 2]}`;
  const times = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  const statuses = new Map<string, number>();
  let fivexx = 0;
  let measuring = false;
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  /** One call, timed under `kind` when measuring; answers status and body. */
  const call = async (
    kind: Kind,
    i: number,
    path: string,
    init: { method?: string; body?: unknown; key?: boolean; cookie: string },
  ): Promise<{ status: number; body: unknown }> => {
    const t0 = performance.now();
    const res = await fetch(base(i) + path, {
      method: init.method ?? 'GET',
      headers: {
        cookie: init.cookie,
        ...(init.body === undefined
          ? {}
          : { 'content-type': 'application/json', 'x-fairway-request': '1' }),
        ...(init.key ? { 'idempotency-key': `open-${i}-${randomBytes(6).toString('hex')}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // the painted page
    }
    if (!measuring) return { status: res.status, body };
    times.get(kind)!.push(ms);
    if (res.status >= 500 && fivexx++ === 0)
      console.warn(`first 5xx: ${kind} ${text.slice(0, 200)}`);
    const code = (body as { code?: string } | null)?.code;
    count(`${kind} ${res.status}${res.status >= 400 && code ? ` ${code}` : ''}`);
    return { status: res.status, body };
  };

  /** The app's live stream, open from the app's start to the bench's end. */
  const openStream = (i: number, cookie: string) =>
    new Promise<void>((resolve, reject) => {
      const t0 = performance.now();
      const req = http.get(
        `${base(i)}/api/events`,
        { agent: false, headers: { cookie } },
        (res) => {
          if (res.statusCode !== 200) {
            if (measuring && (res.statusCode ?? 0) >= 500) fivexx++;
            return reject(new Error(`stream ${res.statusCode}`));
          }
          res.setEncoding('utf8');
          let buf = '';
          res.on('data', (chunk: string) => {
            if (buf === null) return;
            buf += chunk;
            if (buf.includes('event: ready')) {
              if (measuring) times.get('stream ready')!.push(performance.now() - t0);
              buf = null as unknown as string;
              resolve();
            }
          });
        },
      );
      req.on('error', () => {});
      streams.push(req);
    });

  let nextFriend = 0;
  const outcomes = new Map<string, number>();
  /** One member's opening of the app, from the painted screen to the booking read back. */
  const member = async (i: number, cookie: string, date: string): Promise<void> => {
    const flight = 1 + (i % 3);
    await call('first screen', i, '/app/scorecards', { cookie });
    void openStream(i, cookie).catch((e: Error) => measuring && count(e.message));
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const sheet = await call(
        'sheet',
        i,
        `/api/teetimes?course_id=${course!.id}&holes=18&date=${date}`,
        { cookie },
      );
      // A refused read (the answer counted) sends the member to read again.
      if (!Array.isArray(sheet.body)) continue;
      const room = (sheet.body as SheetTime[]).filter(
        (s) => s.available && s.closed === null && s.free_slots >= flight,
      );
      if (!room.length) {
        outcomes.set('no time left', (outcomes.get('no time left') ?? 0) + 1);
        return;
      }
      // Most want an early time: one of the first eight with room.
      const slot = room[Math.floor(Math.random() * Math.min(8, room.length))]!;
      const lock = await call('lock', i, '/api/teetimes/lock', {
        cookie,
        method: 'POST',
        body: { course_id: course!.id, timestamp: slot.timestamp },
      });
      if ((lock.body as { status?: number } | null)?.status !== 1) continue;
      const players = Array.from({ length: flight - 1 }, () =>
        nextFriend < friends.length ? { member_id: friends[nextFriend++]! } : { unknown: true },
      );
      const booking = await call('booking', i, '/api/booking', {
        cookie,
        method: 'POST',
        key: true,
        body: { date, time: slot.time, course_id: course!.id, holes: 18, players },
      });
      if (booking.status !== 201) continue;
      const { id } = booking.body as { id: number };
      await call('read back', i, `/api/booking/${id}`, { cookie });
      outcomes.set(`booked ${flight}`, (outcomes.get(`booked ${flight}`) ?? 0) + 1);
      return;
    }
    outcomes.set('gave up after 5 tries', (outcomes.get('gave up after 5 tries') ?? 0) + 1);
  };
  /** Every opener at a moment of its own within the window, from `start`. */
  const offsets = openers.map(() => Math.random() * WINDOW_S * 1000);
  const wave = (start: number, run: (i: number, cookie: string) => Promise<void>) =>
    Promise.all(
      openers.map(async (m, i) => {
        await new Promise((r) => setTimeout(r, start + offsets[i]! - performance.now()));
        await run(i, m.cookie);
      }),
    );

  // Warm-up, unmeasured: the same wave on the day before (open already); its streams closed.
  await wave(performance.now(), (i, cookie) => member(i, cookie, dayAhead(DAYS_AHEAD - 1)));
  for (const s of streams.splice(0)) s.destroy();
  nextFriend = 0;
  outcomes.clear();

  const live = LIVE
    ? await prepareLive({
        dbUrl,
        ports,
        processes: servers.processes,
        clubId,
        courseId: course!.id,
        streamsPerProcess: 2000,
        rate: 200,
        seconds: 5,
        firstDay: 15,
        sampleEvery: 10,
        warmup: 0,
      } satisfies LiveOptions)
    : null;

  // The opening: the next whole minute at least 20 s away (the servers' club caches, 5 s, see it).
  const openAt = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const opensAt = clubClock(openAt).time;
  const day = dayAhead(DAYS_AHEAD);
  // On the club's calendar the opening day is DAYS_AHEAD from the day of `openAt`.
  await query(dbUrl, `update club_config set booking_opens_at = $2 where club_id = $1`, [
    clubId,
    opensAt,
  ]);
  // The servers keep a club's configuration 5 s.
  await new Promise((r) => setTimeout(r, 6_000));
  const early = await fetch(
    `${base(0)}/api/teetimes?course_id=${course!.id}&holes=18&date=${day}`,
    { headers: { cookie: members.at(-1)!.cookie } },
  );
  const closedBefore = ((await early.json()) as SheetTime[]).every((s) => !s.available);
  await new Promise((r) => setTimeout(r, openAt.getTime() - Date.now()));
  measuring = true;
  const started = performance.now();
  const [, liveReport] = await Promise.all([
    wave(performance.now(), (i, cookie) => member(i, cookie, day)),
    live?.(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  measuring = false;

  // The baseline of the same run: each member at the same moment makes as many health calls,
  // one after another, as its opening made calls (its stream aside).
  const baseline: number[] = [];
  const perMember = Math.round(
    KINDS.filter((k) => k !== 'stream ready').reduce((n, k) => n + times.get(k)!.length, 0) /
      OPENERS,
  );
  await wave(performance.now(), async (i, cookie) => {
    for (let c = 0; c < perMember; c++) {
      const t0 = performance.now();
      const res = await fetch(`${base(i)}/api/health`, { headers: { cookie } });
      await res.arrayBuffer();
      baseline.push(performance.now() - t0);
    }
  });
  baseline.sort((a, b) => a - b);

  // What the database holds for the day: places against the sheet's capacity, per tee time.
  const slots = await query<{ occupied: number; capacity: number; rows: number }>(
    dbUrl,
    `select s.occupied, s.capacity, (select count(*)::int from bookings b where b.club_id = s.club_id
       and b.course_id = s.course_id and b.date = s.date and b.time = s.time) as rows
     from tee_slots s where s.club_id = $1 and s.course_id = $2 and s.date = $3`,
    [clubId, course!.id, day],
  );
  const after = (await (
    await fetch(`${base(1)}/api/teetimes?course_id=${course!.id}&holes=18&date=${day}`, {
      headers: { cookie: members.at(-1)!.cookie },
    })
  ).json()) as SheetTime[];
  const bookable = after.filter((s) => s.block === null && s.closed !== 'match');
  const capacity = bookable.reduce((n, s) => n + s.free_slots + s.occupied_slots, 0);
  const taken = slots.reduce((n, s) => n + s.rows, 0);
  const overbooked = slots.filter((s) => s.rows > s.capacity || s.occupied > s.capacity).length;
  const mismatched = slots.filter((s) => s.rows !== s.occupied).length;
  const leftFor1 = bookable.filter((s) => s.free_slots >= 1).length;

  console.log(
    `\nbench/rush --opening: 2 server processes on PostgreSQL, a club of ${MEMBERS} added members; ` +
      `the day opens at ${opensAt} and ${OPENERS} open the app within ${WINDOW_S} s${LIVE ? ', with bench/live beside it' : ''}`,
  );
  console.log(`sheet before opening all closed: ${closedBefore ? 'yes' : 'NO'}`);
  console.log(`opening took        ${seconds.toFixed(1)} s`);
  console.log(`outcomes            ${[...outcomes].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  console.log(
    `places taken        ${taken} of capacity ${capacity} (${bookable.length} bookable times); times with a place left: ${leftFor1}`,
  );
  console.log(`overbooked slots    ${overbooked}; slots with rows ≠ occupied: ${mismatched}`);
  console.log(`5xx                 ${fivexx}`);
  console.log(`answers             ${[...statuses].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
  const b99 = pct(baseline, 99);
  for (const kind of KINDS) {
    const list = times.get(kind)!.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(13)} ms    p50 ${pct(list, 50).toFixed(0).padStart(4)}  p99 ${pct(list, 99).toFixed(0).padStart(4)}  ` +
        `max ${(list.at(-1) ?? 0).toFixed(0).padStart(4)}  n ${String(list.length).padStart(4)}  ` +
        `${kind === 'stream ready' ? '' : pct(list, 99) <= 300 ? 'OK' : 'OVER'}`,
    );
  }
  console.log(
    `baseline ms         p50 ${pct(baseline, 50).toFixed(0).padStart(4)}  p99 ${b99.toFixed(0).padStart(4)}  ` +
      `(GET /api/health, the same members at the same moments, ${perMember} calls each)`,
  );
  if (liveReport) {
    console.log('\nbench/live beside it: 2,000 streams per process, 200 bookings/s for 5 s');
    printLive(liveReport, { streamsPerProcess: 2000, rate: 200 });
  }
  process.exitCode = overbooked === 0 && mismatched === 0 && fivexx === 0 && closedBefore ? 0 : 1;
} finally {
  for (const s of streams) s.destroy();
  await servers?.stop();
  await db.drop();
}
