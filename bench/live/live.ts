/**
 * The live-updates measurement (bench/live): streams held open on two server processes, a burst
 * of bookings through the HTTP API, and for each booking's notification the time from its commit
 * (heard by a LISTEN connection of the bench's own, in a thread of its own) to the first `live`
 * event of its topic and key after it on a sample of the streams (the server sends the newest of
 * a key's invalidations a moment apart, not each: modules/events README). Used by bench/live/run.ts alone and by bench/rush/opening.ts beside the
 * opening (`--live`), on the same servers.
 */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { addMembers } from '../support/members';
import { pct } from '../rush/common';

export interface LiveOptions {
  dbUrl: string;
  ports: [number, number];
  /** The server processes, started with memory-probe.mjs (`--expose-gc --import`), or none. */
  processes: ChildProcess[];
  clubId: number;
  courseId: number;
  streamsPerProcess: number;
  /** Bookings per second in the burst, and for how many seconds. */
  rate: number;
  seconds: number;
  /** The burst's days: this many days from today on (clear of every other booking). */
  firstDay: number;
  /** Every n-th stream records its events' times (all count them). */
  sampleEvery: number;
  /** Seconds of the same burst before the streams open, unmeasured (the servers' JIT settles). */
  warmup: number;
}

const now = () => performance.timeOrigin + performance.now();
const SLOT_TIMES = Array.from({ length: 10 }, (_, i) => {
  const m = 11 * 60 + i * 10;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});

/** Each server's memory after a full collection (memory-probe.mjs), in bytes. */
export async function serverMemory(
  processes: ChildProcess[],
): Promise<{ rss: number; heapUsed: number }[]> {
  return Promise.all(
    processes.map(
      (p) =>
        new Promise<{ rss: number; heapUsed: number }>((resolve) => {
          const seen = (d: Buffer) => {
            const line = d
              .toString()
              .split('\n')
              .find((l) => l.startsWith('bench-memory '));
            if (!line) return;
            p.stdout!.off('data', seen);
            resolve(JSON.parse(line.slice('bench-memory '.length)));
          };
          p.stdout!.on('data', seen);
          p.kill('SIGUSR2');
        }),
    ),
  );
}

interface Stream {
  /** Live events other than resets. */
  live: number;
  /** Per topic and key, when its newest event arrived. */
  last: Map<string, number>;
  /** Resets received: the app reads everything it shows again, so nothing is lost to it. */
  resets: number;
  /** Times the stream was opened again after the server ended it or answered an error. */
  reopened: number;
  /** Sampled streams: each live event's topic/key and when it arrived. */
  times: [string, number][] | null;
  ready: Promise<void>;
  close(): void;
}

/** As the app waits before opening a stream again (apps/web/src/api/live-events.ts). */
const REOPEN_MS = [1000, 2000, 5000, 10_000, 30_000];

/**
 * GET /api/events as the app holds it: a stream the server ends or refuses (a 503 while the
 * database is busy, a reader too slow) is opened again after the app's wait, naming the last
 * event seen, so the server sends what was missed or a reset. `sample` streams note each event's
 * arrival.
 */
function openStream(port: number, cookie: string, sample: boolean): Stream {
  let ready!: () => void;
  let failed!: (e: Error) => void;
  let closed = false;
  let req: http.ClientRequest | undefined;
  let lastId: string | null = null;
  let failures = 0;
  const stream: Stream = {
    live: 0,
    last: new Map(),
    resets: 0,
    reopened: 0,
    times: sample ? [] : null,
    ready: new Promise<void>((ok, fail) => ((ready = ok), (failed = fail))),
    close: () => {
      closed = true;
      req?.destroy();
    },
  };
  let isReady = false;
  const again = () => {
    if (closed) return;
    stream.reopened++;
    setTimeout(connect, REOPEN_MS[Math.min(failures++, REOPEN_MS.length - 1)]);
  };
  const connect = () => {
    if (closed) return;
    let buf = '';
    const path = lastId ? `/api/events?last_event_id=${encodeURIComponent(lastId)}` : '/api/events';
    req = http.get({ host: '127.0.0.1', port, path, agent: false, headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        // The first opening is part of the set-up: it must succeed.
        if (!isReady) return failed(new Error(`stream ${res.statusCode}`));
        return again();
      }
      res.setEncoding('utf8');
      res.on('end', again);
      res.on('data', (chunk: string) => {
        const at = now();
        buf += chunk;
        let end: number;
        while ((end = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, end);
          buf = buf.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (id) lastId = id;
          if (block.includes('event: live\n')) {
            const data = block.slice(block.indexOf('data: ') + 6);
            const e = JSON.parse(data) as { topic: string; key: string };
            if (e.topic === 'reset') {
              stream.resets++;
              continue;
            }
            stream.live++;
            stream.last.set(`${e.topic} ${e.key}`, at);
            stream.times?.push([`${e.topic} ${e.key}`, at]);
          } else if (block.includes('event: ready')) {
            failures = 0;
            if (!isReady) {
              isReady = true;
              ready();
            }
          }
        }
      });
    });
    req.on('error', (e) => (isReady ? again() : failed(e)));
  };
  connect();
  return stream;
}

export interface LiveReport {
  streams: number;
  memory: {
    before: { rss: number; heapUsed: number }[];
    after: { rss: number; heapUsed: number }[];
  };
  bookings: { sent: number; accepted: number; refused: number; fivexx: number; seconds: number };
  notifications: number;
  latencies: number[];
  /** Streams that got neither an event after each key's last commit nor a reset: events lost. */
  short: number;
  /** Streams told to read everything again (a reset) instead of some events. */
  reset: number;
  /** Streams opened again at least once (ended by the server or refused), and how often in all. */
  reopened: { streams: number; times: number };
  clientLag: { p99: number; max: number };
}

/** Opens the streams, measures memory, runs the burst and answers the figures. */
export async function measureLive(o: LiveOptions): Promise<LiveReport> {
  return (await prepareLive(o))();
}

/**
 * Everything before the burst (members, the warm-up, the streams and their memory, the commit
 * clock); answers the burst, to start when the caller wants it (bench/rush/opening.ts: at the
 * opening).
 */
export async function prepareLive(o: LiveOptions): Promise<() => Promise<LiveReport>> {
  const total = o.streamsPerProcess * 2;
  const sent = o.rate * o.seconds;
  const warm = o.rate * o.warmup;
  const members = await addMembers(o.dbUrl, o.clubId, Math.max(total, sent + warm), {
    roepnaam: 'Live',
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(),
  );
  const dayOf = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + o.firstDay + n);
    return d.toISOString().slice(0, 10);
  };
  let accepted = 0;
  let refused = 0;
  let fivexx = 0;
  /** Booking `i` of the burst: a member of its own, four one-player bookings per tee time. */
  const book = async (i: number) => {
    const slot = Math.floor(i / 4);
    const res = await fetch(`http://127.0.0.1:${o.ports[i % 2]}/api/booking`, {
      method: 'POST',
      headers: {
        cookie: members[i]!.cookie,
        'content-type': 'application/json',
        'x-fairway-request': '1',
        'idempotency-key': `live-${i}-${randomBytes(4).toString('hex')}`,
      },
      body: JSON.stringify({
        date: dayOf(Math.floor(slot / SLOT_TIMES.length)),
        time: SLOT_TIMES[slot % SLOT_TIMES.length],
        course_id: o.courseId,
        holes: 18,
        players: [],
      }),
    });
    const text = await res.text();
    if (res.status === 201) accepted++;
    else if (res.status >= 500) {
      if (fivexx++ === 0) console.warn(`live: first 5xx: ${res.status} ${text.slice(0, 200)}`);
    } else refused++;
  };
  /** `rate` bookings a second for `seconds`, sent in tenths of a second, each tenth on time. */
  const burst = async (from: number, seconds: number) => {
    const started = now();
    const calls: Promise<void>[] = [];
    const perTick = o.rate / 10;
    for (let tick = 0; tick < seconds * 10; tick++) {
      const wait = started + tick * 100 - now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      for (let j = 0; j < perTick; j++) calls.push(book(from + tick * perTick + j));
    }
    await Promise.all(calls);
    return (now() - started) / 1000;
  };
  // The warm-up's bookings come after the measured ones' days (members and places of their own).
  if (warm) await burst(sent, o.warmup);
  accepted = refused = fivexx = 0;
  const before = o.processes.length ? await serverMemory(o.processes) : [];
  const streams: Stream[] = [];
  // Opened 100 at a time (a phone's app opens one; thousands at once would be a test of accept()).
  for (let i = 0; i < total; i += 100) {
    const batch = members
      .slice(i, i + 100)
      .map((m, j) => openStream(o.ports[(i + j) % 2]!, m.cookie, (i + j) % o.sampleEvery === 0));
    streams.push(...batch);
    await Promise.all(batch.map((s) => s.ready));
  }
  const after = o.processes.length ? await serverMemory(o.processes) : [];

  // The commit clock: every notification of the club for all its members, as it is committed.
  const commits = new Map<string, number[]>();
  let notifications = 0;
  const clock = new Worker(new URL('./commit-clock.mjs', import.meta.url), {
    workerData: { dbUrl: o.dbUrl, clubId: o.clubId },
  });
  await new Promise<void>((resolve) =>
    clock.on('message', (m: [string, string?, number?]) => {
      if (m[0] === 'listening') return resolve();
      const key = `${m[0]} ${m[1]}`;
      const list = commits.get(key) ?? [];
      list.push(m[2]!);
      commits.set(key, list);
      notifications++;
    }),
  );

  return async () => {
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    accepted = refused = fivexx = 0;
    const burstSeconds = await burst(0, o.seconds);

    // Until every stream has, for each key, an event after the key's last commit, or a reset (or
    // 30 s more): a stream read late by this busy process has not lost what is still on its way.
    const whole = (s: Stream) =>
      s.resets > 0 ||
      [...commits].every(([key, times]) => (s.last.get(key) ?? -1) >= times.at(-1)!);
    const sampled = streams.filter((s) => s.times);
    const deadline = now() + 30_000;
    while (now() < deadline && streams.some((s) => !whole(s)))
      await new Promise((r) => setTimeout(r, 100));
    // Judged as the wait ends: beside the opening (bench/rush/opening.ts --live) its day's sheet
    // is still being committed to, and a commit after this moment is still in the servers'
    // coalescing window, on its way, not lost.
    const short = streams.filter((s) => !whole(s)).length;
    await new Promise((r) => setTimeout(r, 500));
    lag.disable();

    // A commit reaches a stream with the first event of its key that arrives after it.
    const latencies: number[] = [];
    for (const s of sampled) {
      // After a reset the stream's events no longer tell which commits it was sent: left out.
      if (s.resets > 0) continue;
      const arrivals = new Map<string, number[]>();
      for (const [key, at] of s.times!) {
        const list = arrivals.get(key);
        if (list) list.push(at);
        else arrivals.set(key, [at]);
      }
      for (const [key, committed] of commits) {
        const got = arrivals.get(key) ?? [];
        let i = 0;
        for (const at of committed) {
          while (i < got.length && got[i]! < at) i++;
          if (i < got.length) latencies.push(got[i]! - at);
        }
      }
    }
    const reset = streams.filter((s) => s.resets > 0).length;
    const reopened = streams.filter((s) => s.reopened > 0);
    for (const s of streams) s.close();
    clock.postMessage('stop');
    await new Promise((r) => clock.once('exit', r));
    return {
      streams: total,
      memory: { before, after },
      bookings: { sent, accepted, refused, fivexx, seconds: burstSeconds },
      notifications,
      latencies: latencies.sort((a, b) => a - b),
      short,
      reset,
      reopened: { streams: reopened.length, times: reopened.reduce((n, s) => n + s.reopened, 0) },
      clientLag: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    };
  };
}

const mb = (b: number) => (b / 1024 / 1024).toFixed(1);

/** The report's lines. */
export function printLive(r: LiveReport, o: Pick<LiveOptions, 'streamsPerProcess' | 'rate'>): void {
  console.log(
    `streams             ${r.streams} (${o.streamsPerProcess} per process); events lost: ${r.short}; ` +
      `told to read again (reset): ${r.reset}; opened again: ${r.reopened.streams} (${r.reopened.times} times)`,
  );
  r.memory.before.forEach((b, i) => {
    const a = r.memory.after[i]!;
    console.log(
      `memory process ${i + 1}    rss ${mb(b.rss)} -> ${mb(a.rss)} MB, heap ${mb(b.heapUsed)} -> ${mb(a.heapUsed)} MB: ` +
        `${((a.rss - b.rss) / o.streamsPerProcess / 1024).toFixed(1)} KB rss, ` +
        `${((a.heapUsed - b.heapUsed) / o.streamsPerProcess / 1024).toFixed(1)} KB heap per stream`,
    );
  });
  const b = r.bookings;
  console.log(
    `bookings            ${b.sent} sent at ${o.rate}/s in ${b.seconds.toFixed(1)} s: ${b.accepted} accepted, ${b.refused} refused, ${b.fivexx} 5xx`,
  );
  console.log(`notifications       ${r.notifications} committed (the club's, for all members)`);
  console.log(
    `commit -> event ms  p50 ${pct(r.latencies, 50).toFixed(0)}  p99 ${pct(r.latencies, 99).toFixed(0)}  max ${(r.latencies.at(-1) ?? 0).toFixed(0)}  ` +
      `(${r.latencies.length} events on the sampled streams)  ${pct(r.latencies, 99) < 1000 ? 'OK' : 'OVER'} (bar p99 < 1000)`,
  );
  console.log(
    `bench's own lag ms  p99 ${r.clientLag.p99.toFixed(0)}  max ${r.clientLag.max.toFixed(0)} (event-loop delay of the reading process)`,
  );
}
