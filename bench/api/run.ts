/**
 * bench/api: autocannon (50 connections, 10 s each) against the busiest reads, beside the bare
 * primary-key route in the same run. Prints p50, p99, requests/s and the ratio to the baseline.
 *
 *   npx tsx bench/api/run.ts            # PostgreSQL at postgres://postgres@127.0.0.1:5432/test
 *   npx tsx bench/api/run.ts --pglite   # embedded database instead
 *   npx tsx bench/api/run.ts --duration 5
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { scratchDatabase } from '../support/scratch-database';
import { benchPort } from '../support/server-process';

const args = process.argv.slice(2);
const usePglite = args.includes('--pglite');
const duration = args.includes('--duration') ? Number(args[args.indexOf('--duration') + 1]) : 10;
const port = benchPort(3400, 500);
const base = `http://127.0.0.1:${port}`;

async function freshDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  return usePglite ? { drop: async () => {} } : scratchDatabase('bench');
}

const db = await freshDatabase();
const server = spawn(
  process.execPath,
  [
    // BENCH_PROF=dir writes a CPU profile of the server (for finding where a target's time goes).
    ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
    '--import',
    'tsx',
    new URL('./server.ts', import.meta.url).pathname,
  ],
  {
    env: {
      ...process.env,
      BENCH_PORT: String(port),
      BENCH_DB_URL: db.url ?? '',
      // As `npm start` runs it: React's production build paints the member's first screen.
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});

try {
  const clubs = (await (await fetch(`${base}/api/clubs`)).json()) as {
    id: number;
    snelnaam: string;
  }[];
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fairway-request': '1' },
    body: JSON.stringify({
      club: clubs.find((c) => c.snelnaam === 'demo')!.id,
      username: 'demo',
      password: 'demo',
    }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  const cards = (await (
    await fetch(`${base}/api/relatie/self/cards`, { headers: { cookie } })
  ).json()) as { cards: { id: number; state: string; datum: string }[] };
  const open = cards.cards.find((c) => c.state === 'open')!;
  const history = (await (
    await fetch(`${base}/api/relatie/self/handicap`, { headers: { cookie } })
  ).json()) as { entries: unknown[] };

  // The day's tee sheet of the 18-hole course, tomorrow on the club's clock.
  const sheetCourses = (await (
    await fetch(`${base}/api/courses/teetime`, { headers: { cookie } })
  ).json()) as { id: number; holes: number }[];
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() + 86_400_000),
  );
  const sheetPath = `/api/teetimes?course_id=${sheetCourses.find((c) => c.holes === 18)!.id}&holes=18&date=${tomorrow}`;

  // The match list as the app opens it (the year's first page, with `init`), and the start list
  // of the demo's closed match whose start list is released.
  const year = tomorrow.slice(0, 4);
  const matchListPath = `/api/wedstrijd?offset=0&init=1&date_from=${year}-01-01&date_to=${year}-12-31`;
  const matchList = (await (
    await fetch(`${base}${matchListPath}`, { headers: { cookie } })
  ).json()) as { matches: { id: number; naam: string; startlijst_vrijgegeven: unknown }[] };
  const released = matchList.matches.find((m) => m.naam === 'Dinsdagmiddag 9 holes');
  if (!released) throw new Error('the demo match with a released start list is not in the list');

  // Painted once the server is idle (just after its start it may still be busy: the plain page).
  let paintedPage = await fetch(`${base}/app/scorecards`, { headers: { cookie } });
  let painted = await paintedPage.text();
  for (let i = 0; i < 20 && !painted.includes('id="fw-first-screen"'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    paintedPage = await fetch(`${base}/app/scorecards`, { headers: { cookie } });
    painted = await paintedPage.text();
  }
  if (!painted.includes('id="fw-first-screen"'))
    console.warn('GET /app/scorecards is the plain page here: run `npm run build` first');
  // The page's tag, as a browser holding it sends it back; and the plain page's size, to tell
  // from the bytes sent how many answers were painted and how many the plain page (busy).
  const paintedTag = paintedPage.headers.get('etag') ?? '';
  const plainBytes = (await (await fetch(`${base}/app/scorecards`)).text()).length;

  const targets: {
    name: string;
    path: string;
    method?: 'POST';
    body?: string;
    headers?: Record<string, string>;
    /** 304 is the answer sought, not an error. */
    expect3xx?: boolean;
    vary?: (n: number) => { path: string; body: string };
  }[] = [
    { name: 'baseline: one primary-key SELECT', path: '/bench/pk' },
    { name: 'GET /api/news', path: '/api/news?limit=10&offset=0' },
    { name: 'GET /api/config', path: '/api/config' },
    {
      name: `GET /api/relatie/self/cards (${cards.cards.length})`,
      path: '/api/relatie/self/cards',
    },
    { name: 'GET /api/teetimes (a day, 58 times)', path: sheetPath },
    { name: 'GET /api/relatie/search (member list)', path: '/api/relatie/search?term=an&limit=20' },
    // The member's record, replayed by the engine when it changed: demo's made 20 years long by
    // the bench server (server.ts). The history tab asks for pages of 50, the graph for the whole.
    {
      name: `GET /api/relatie/self/handicap (20 years, first 50 of ${history.entries.length})`,
      path: '/api/relatie/self/handicap?limit=50&offset=0',
    },
    {
      name: `GET /api/relatie/self/handicap (20 years, all ${history.entries.length} cards)`,
      path: '/api/relatie/self/handicap',
    },
    {
      // What the graph tab asks for: its two years of the record (spec §9), not the whole.
      name: 'GET /api/relatie/self/handicap?date_from (the graph, 2 years)',
      path: `/api/relatie/self/handicap?date_from=${Number(tomorrow.slice(0, 4)) - 2}${tomorrow.slice(4).replace('-02-29', '-02-28')}`,
    },
    {
      name: `GET /api/wedstrijd (the year's first page, ${matchList.matches.length})`,
      path: matchListPath,
    },
    {
      name: 'GET /api/wedstrijd/{id}/startlijst (14 players)',
      path: `/api/wedstrijd/${released.id}/startlijst`,
    },
    // The page a member opens the app with: five calls answered in-process and the card list
    // rendered to HTML (apps/server/src/plugins/first-screen.ts); needs `npm run build`.
    { name: 'GET /app/scorecards (painted by the server)', path: '/app/scorecards' },
    {
      // A browser that holds the page asks again with its tag: 304 while nothing it shows moved.
      name: 'GET /app/scorecards (If-None-Match: 304)',
      path: '/app/scorecards',
      headers: { 'if-none-match': paintedTag },
      expect3xx: true,
    },
    {
      name: 'POST hole score (idempotent save)',
      path: `/api/scorecards/${open.id}/hole/1/score`,
      method: 'POST',
      body: JSON.stringify({ score: 5 }),
    },
    {
      // Every request a new score, round the 18 holes: a real write (and WAL flush) each time.
      name: 'POST hole score (changed score)',
      path: `/api/scorecards/${open.id}/hole/1/score`,
      method: 'POST',
      body: JSON.stringify({ score: 4 }),
      vary: (n: number) => ({
        path: `/api/scorecards/${open.id}/hole/${1 + (n % 18)}/score`,
        body: JSON.stringify({ score: 3 + (Math.floor(n / 18) % 3) }),
      }),
    },
  ];
  const results: {
    name: string;
    p50: number;
    p99: number;
    rps: number;
    non2xx: number;
    bytes: number;
  }[] = [];
  // --only <text>: the baseline and the targets whose name contains the text.
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1]! : null;
  for (const target of targets) {
    if (only && !target.name.startsWith('baseline') && !target.name.includes(only)) continue;
    let n = 0;
    const vary = target.vary;
    const r = await autocannon({
      url: base + target.path,
      ...(vary
        ? {
            requests: [
              { setupRequest: (req: object) => ({ ...req, ...vary(n++) }) },
            ] as autocannon.Request[],
          }
        : {}),
      connections: 50,
      duration,
      method: target.method ?? 'GET',
      ...(target.body ? { body: target.body } : {}),
      headers: {
        cookie,
        ...target.headers,
        ...(target.body ? { 'content-type': 'application/json', 'x-fairway-request': '1' } : {}),
      },
    });
    results.push({
      name: target.name,
      p50: r.latency.p50,
      p99: r.latency.p99,
      rps: r.requests.average,
      non2xx: r.non2xx + r.errors - (target.expect3xx ? r['3xx'] : 0),
      bytes: r.throughput.average / Math.max(1, r.requests.average),
    });
  }
  const baseline = results[0]!;
  console.log(
    `\nbench/api on ${usePglite ? 'PGlite' : 'PostgreSQL'}, 50 connections, ${duration} s each`,
  );
  console.log('target                               p50 ms  p99 ms   req/s  vs baseline  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(36)} ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${r.rps.toFixed(0).padStart(6)}  ${((r.rps / baseline.rps) * 100).toFixed(0).padStart(9)} %  ${r.non2xx}`,
    );
  }
  // The painted page's answers: painted or the plain page (when busy), told apart by their size.
  const page = results.find((r) => r.name.startsWith('GET /app/scorecards (painted'));
  if (page && painted.length > plainBytes) {
    const share = (page.bytes - plainBytes) / (painted.length - plainBytes);
    console.log(
      `GET /app/scorecards: ${(page.bytes / 1024).toFixed(0)} KB an answer on average (painted ${(painted.length / 1024).toFixed(0)} KB, plain ${(plainBytes / 1024).toFixed(0)} KB): ~${Math.round(Math.min(1, Math.max(0, share)) * 100)} % painted`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  await db.drop();
}
