/**
 * bench/crash: exactly once across crashes. The built server (apps/server/dist/main.mjs, as
 * `npm start` runs it) on a fresh PostgreSQL database is killed with SIGKILL in the middle of
 * bookings, cancels and hole-score saves sent with Idempotency-Keys, then started again. Every
 * acknowledged (2xx) request is compared with the database, no tee time may hold more than its
 * places (or a count that differs from its booking rows), and every key is sent again: each must
 * answer a replay of its first answer or do the work once — never a 409 "still running", never a
 * 5xx.
 *
 *   npx tsx bench/crash/run.ts                  # 10 rounds, 30 members
 *   npx tsx bench/crash/run.ts --rounds 20 --members 40
 *   # BENCH_DATABASE_URL=... for another server (a fresh database is created and dropped)
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { addMembers } from '../support/members';
import { scratchDatabase, sql as query } from '../support/scratch-database';
import { numberOption as opt, ROOT as root, startServer } from '../support/server-process';

const ROUNDS = opt('rounds', 10);
const MEMBERS = opt('members', 30);
/** Tee times per round: members share them, so some bookings are refused (full). */
const TIMES = 6;
const DAYS_FROM = 15;
const serverBuild = `${root}apps/server/dist/main.mjs`;

console.log('building the server (apps/server/build.mjs)...');
const built = spawnSync(process.execPath, [`${root}apps/server/build.mjs`], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const db = await scratchDatabase('crash');
const dbUrl = db.url;
const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;

let server: ChildProcess | null = null;
function start(demo: boolean): Promise<void> {
  const started = startServer({
    args: [serverBuild],
    port,
    databaseUrl: dbUrl,
    demo,
    logLevel: 'error',
    env: { NODE_ENV: 'production' },
  });
  server = started.child;
  return started.ready;
}
function kill(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** One request sent with a key; `answer` is set when it was acknowledged (any HTTP answer). */
interface Sent {
  kind: 'book' | 'cancel' | 'hole';
  member: number;
  method: 'POST' | 'DELETE';
  url: string;
  key: string;
  body: unknown;
  answer?: { status: number; body: string };
  /** For a booking: the tee time; for a hole save: the card, hole and strokes. */
  what: { date?: string; time?: string; card?: number; hole?: number; strokes?: number };
}

const call = async (cookie: string, s: Pick<Sent, 'method' | 'url' | 'key' | 'body'>) => {
  const res = await fetch(`${base}${s.url}`, {
    method: s.method,
    headers: {
      cookie,
      'content-type': 'application/json',
      'x-fairway-request': '1',
      'idempotency-key': s.key,
    },
    body: JSON.stringify(s.body),
  });
  return {
    status: res.status,
    body: await res.text(),
    replayed: res.headers.has('idempotent-replayed'),
  };
};

interface RoundFigures {
  sent: number;
  acked: number;
  unanswered: number;
  lost: number;
  stuck: number;
  notReplayed: number;
  overCapacity: number;
  rowsNotOccupied: number;
  retried: number;
}
const figures: RoundFigures[] = [];

try {
  await start(true);
  const [club] = await query<{ id: number }>(dbUrl, `select id from clubs where snelnaam = 'demo'`);
  const clubId = club!.id;
  await query(
    dbUrl,
    `update club_config set booking_days_ahead = $2, booking_max_open = 1000,
       booking_opens_at = '00:00' where club_id = $1`,
    [clubId, DAYS_FROM + 3 * ROUNDS + 2],
  );
  const [course] = await query<{ id: number }>(
    dbUrl,
    `select c.id from courses c join tee_sheet_settings s on s.club_id = c.club_id and s.course_id = c.id
     where c.club_id = $1 and c.holes = 18 order by c.id limit 1`,
    [clubId],
  );
  const [tee] = await query<{ id: number }>(
    dbUrl,
    `select id from tees where club_id = $1 and course_id = $2 order by id limit 1`,
    [clubId, course!.id],
  );
  // Members with a session each (what a login stores), and an open card for today each.
  const members = (
    await addMembers(dbUrl, clubId, MEMBERS, { roepnaam: 'Crash', geslacht: 'm' })
  ).map((m) => ({ ...m, card: 0 }));
  for (const [i, m] of members.entries()) {
    const marker = members[(i + 1) % members.length]!.id;
    const res = await call(m.cookie, {
      method: 'POST',
      url: '/api/scorecards',
      key: `crash-card-${i}-${randomBytes(4).toString('hex')}`,
      body: { baan_id: course!.id, tee_id: tee!.id, marker_id: marker },
    });
    if (res.status !== 200) throw new Error(`card for member ${i}: ${res.status} ${res.body}`);
    m.card = (JSON.parse(res.body) as { id: number }).id;
  }
  const config = JSON.parse(
    (await fetch(`${base}/api/config`, { headers: { cookie: members[0]!.cookie } }).then((r) =>
      r.text(),
    )) || '{}',
  ) as { cancellation_reasons?: { id: number }[] };
  const reasonId = config.cancellation_reasons?.[0]?.id ?? null;

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(),
  );
  const dayOf = (round: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + DAYS_FROM + round);
    return d.toISOString().slice(0, 10);
  };
  const timeOf = (i: number) => {
    const m = 11 * 60 + (i % TIMES) * 10;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  };
  /** A hole's strokes for a member: always the same, so a save sent again changes nothing. */
  const strokesOf = (member: number, hole: number) => 3 + ((member + hole) % 3);

  for (let round = 0; round < ROUNDS; round++) {
    // A day per step: a member plays one round at a time, so a second booking the same day would
    // be refused as overlapping.
    const dates = [0, 1, 2].map((step) => dayOf(round * 3 + step));
    const sent: Sent[] = [];
    let killed = false;
    // The kill comes after a random number of answers (not after a time, which a slower or
    // faster machine would turn into another test): somewhere in the round's traffic.
    const killAfter = 10 + Math.floor(Math.random() * 90);
    let answered = 0;
    let reached!: () => void;
    const target = new Promise<void>((resolve) => (reached = resolve));
    const send = async (m: (typeof members)[number], s: Sent) => {
      sent.push(s);
      const answer = await call(m.cookie, s);
      s.answer = { status: answer.status, body: answer.body };
      if (++answered === killAfter) reached();
      return answer;
    };
    // Each member: book, (every other member) cancel it, save two holes — until the kill.
    const chain = async (i: number) => {
      const m = members[i]!;
      const key = (what: string) => `crash-${round}-${i}-${what}-${randomBytes(4).toString('hex')}`;
      try {
        for (let step = 0; step < 3 && !killed; step++) {
          const date = dates[step]!;
          const time = timeOf(i + step);
          const booked = await send(m, {
            kind: 'book',
            member: i,
            method: 'POST',
            url: '/api/booking',
            key: key('book'),
            body: { date, time, course_id: course!.id, holes: 18, players: [] },
            what: { date, time },
          });
          if (booked.status === 201 && (i + step) % 2 === 0 && !killed) {
            const id = (JSON.parse(booked.body) as { id: number }).id;
            await send(m, {
              kind: 'cancel',
              member: i,
              method: 'DELETE',
              url: `/api/booking/${id}`,
              key: key('cancel'),
              body: { delete_all_bookings: true, reasonId },
              what: { date, time },
            });
          }
          for (const hole of [
            ((round * 6 + step * 2) % 18) + 1,
            ((round * 6 + step * 2 + 1) % 18) + 1,
          ]) {
            if (killed) break;
            const strokes = strokesOf(i, hole);
            await send(m, {
              kind: 'hole',
              member: i,
              method: 'POST',
              url: `/api/scorecards/${m.card}/hole/${hole}/score`,
              key: key('hole'),
              body: { score: strokes },
              what: { card: m.card, hole, strokes },
            });
          }
        }
      } catch {
        // The server was killed under this request: it stays unanswered.
      }
    };
    const chains = Promise.all(members.map((_, i) => chain(i)));
    // Every chain may end before the target: then the kill finds the server idle.
    await Promise.race([target, chains]);
    killed = true;
    await kill();
    await chains;
    await start(false);

    // 1. Every acknowledged request against the database.
    const f: RoundFigures = {
      sent: sent.length,
      acked: 0,
      unanswered: 0,
      lost: 0,
      stuck: 0,
      notReplayed: 0,
      overCapacity: 0,
      rowsNotOccupied: 0,
      retried: 0,
    };
    const bookingRows = await query<{ id: number }>(
      dbUrl,
      `select id from bookings where club_id = $1 and date = any($2::date[])`,
      [clubId, dates],
    );
    const ids = new Set(bookingRows.map((b) => b.id));
    const cancelled = new Set(
      sent.filter((s) => s.kind === 'cancel').map((s) => Number(s.url.split('/').at(-1))),
    );
    const scores = await query<{ card_id: number; hole_nr: number; strokes: number }>(
      dbUrl,
      `select card_id, hole_nr, strokes from scorecard_scores where club_id = $1`,
      [clubId],
    );
    const score = new Map(scores.map((s) => [`${s.card_id}:${s.hole_nr}`, s.strokes]));
    for (const s of sent) {
      if (!s.answer) {
        f.unanswered++;
        continue;
      }
      if (s.answer.status < 200 || s.answer.status >= 300) continue;
      f.acked++;
      if (s.kind === 'book') {
        const id = (JSON.parse(s.answer.body) as { id: number }).id;
        // Booked and not (possibly) cancelled since: it must be there.
        if (!cancelled.has(id) && !ids.has(id)) f.lost++;
      } else if (s.kind === 'cancel') {
        if (ids.has(Number(s.url.split('/').at(-1)))) f.lost++;
      } else if (score.get(`${s.what.card}:${s.what.hole}`) !== s.what.strokes) f.lost++;
    }
    // 2. No tee time over its places; its count equals its booking rows.
    const slots = await query<{ occupied: number; capacity: number; rows: number }>(
      dbUrl,
      `select s.occupied, s.capacity, (select count(*)::int from bookings b where b.club_id = s.club_id
         and b.course_id = s.course_id and b.date = s.date and b.time = s.time) as rows
       from tee_slots s where s.club_id = $1 and s.date = any($2::date[])`,
      [clubId, dates],
    );
    f.overCapacity = slots.filter((s) => s.occupied > s.capacity || s.rows > s.capacity).length;
    f.rowsNotOccupied = slots.filter((s) => s.rows !== s.occupied).length;

    // 3. Every key again: a replay of an acknowledged answer, or the work done once; never a
    // 409 "still running" or a 5xx.
    for (const s of sent) {
      const m = members[s.member]!;
      const again = await call(m.cookie, s);
      f.retried++;
      const running = again.status === 409 && /still running|being retried/.test(again.body);
      if (running || again.status >= 500) {
        f.stuck++;
        console.log(`  stuck: ${s.kind} ${s.method} ${s.url} -> ${again.status} ${again.body}`);
        continue;
      }
      // A stored answer (a 2xx of a keyed route) comes back as it was; a refusal is not stored
      // (it wrote nothing) and runs again.
      if (
        s.answer &&
        s.answer.status >= 200 &&
        s.answer.status < 300 &&
        s.kind !== 'hole' &&
        (!again.replayed || again.status !== s.answer.status || again.body !== s.answer.body)
      ) {
        f.notReplayed++;
        console.log(`  not replayed: ${s.kind} ${s.url} ${s.answer.status} -> ${again.status}`);
      }
    }
    // After the retries: still no tee time over its places, counts equal rows, and no member
    // holds two places at one time (a booking done twice).
    const after = await query<{ bad: number }>(
      dbUrl,
      `select count(*)::int as bad from tee_slots s where s.club_id = $1 and s.date = any($2::date[]) and (
         s.occupied > s.capacity or s.occupied <> (select count(*) from bookings b
           where b.club_id = s.club_id and b.course_id = s.course_id and b.date = s.date
             and b.time = s.time))`,
      [clubId, dates],
    );
    f.overCapacity += after[0]!.bad;
    figures.push(f);
    console.log(
      `round ${round + 1}: sent ${f.sent}, acknowledged ${f.acked}, unanswered at the kill ${f.unanswered}, ` +
        `lost ${f.lost}, stuck keys ${f.stuck}, acknowledged but not replayed ${f.notReplayed}, ` +
        `slots over capacity or miscounted ${f.overCapacity + f.rowsNotOccupied}`,
    );
  }

  const total = (k: keyof RoundFigures) => figures.reduce((n, f) => n + f[k], 0);
  console.log(
    `\nbench/crash: ${ROUNDS} rounds of kill -9, ${MEMBERS} members, PostgreSQL\n` +
      `requests sent          ${total('sent')}\n` +
      `acknowledged (2xx)     ${total('acked')}\n` +
      `unanswered at the kill ${total('unanswered')}\n` +
      `lost (acked, not in db) ${total('lost')}\n` +
      `stuck keys (409/5xx)   ${total('stuck')}\n` +
      `acked, not replayed    ${total('notReplayed')}\n` +
      `slots over capacity or miscounted ${total('overCapacity') + total('rowsNotOccupied')}`,
  );
  process.exitCode =
    total('lost') +
      total('stuck') +
      total('notReplayed') +
      total('overCapacity') +
      total('rowsNotOccupied') ===
    0
      ? 0
      : 1;
} finally {
  if (server) (server as ChildProcess).kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
