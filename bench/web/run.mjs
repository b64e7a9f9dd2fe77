// bench/web: what a phone downloads and how fast /login (and /app/scorecards after login) become
// usable. Prints the gzip size of the JS fetched before /login is interactive, then Lighthouse
// (mobile, default throttling) with Debian's Chromium, median of 5 runs per page, beside the same
// runs of a minimal Ionic React app (baseline/): docs/QUALITY.md "Performance" judges our TBT and
// LCP against the baseline's of the same run, since absolute figures move with the machine.
//
//   npm run build && node bench/web/run.mjs [--runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { firstTouchMicros } from './memory-probe.mjs';
import { asDemoMember, demoSession, runsOption } from './demo-session.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const runs = runsOption(5);
// --js-only: stop after the JS sizes (no Lighthouse).
const jsOnly = process.argv.includes('--js-only');
// --details: also print each run's long tasks and the scripts' boot-up time (what TBT is made of).
const details = process.argv.includes('--details');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
// --base URL: measure a server that is already running (its build, its data) instead of starting one.
const given = process.argv.includes('--base')
  ? process.argv[process.argv.indexOf('--base') + 1]
  : null;
const port = 3600 + Math.floor(Math.random() * 300);
const base = given ?? `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const server = given
  ? null
  : spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fw-benchweb-')),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
if (server)
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => d.toString().includes('Fairway is running') && resolve());
    server.on('exit', (c) => reject(new Error(`server exited ${c}`)));
  });

// The baseline: a list page of the same stack (Ionic React, its router, React DOM) built with the
// app's Ionic settings and served by Vite's preview server (gzip, as the app's server does).
const baselineRoot = path.join(root, 'bench/web/baseline');
if (!jsOnly) await build({ root: baselineRoot, logLevel: 'warn' });
const baselineServer = jsOnly
  ? null
  : await preview({
      root: baselineRoot,
      logLevel: 'warn',
      preview: { host: '127.0.0.1', port: port + 1000, strictPort: true },
    });
const baselineBase = `http://127.0.0.1:${port + 1000}`;

const printDetails = (audits) => {
  const ms = (id) => audits[id]?.numericValue?.toFixed(0) ?? '?';
  console.log(
    `  run: TBT ${ms('total-blocking-time')} ms, FCP ${ms('first-contentful-paint')} ms, TTI ${ms('interactive')} ms`,
  );
  const short = (url) => (url.startsWith(base) ? url.slice(base.length) : url);
  for (const t of audits['long-tasks']?.details?.items ?? [])
    console.log(
      `  long task at ${t.startTime.toFixed(0)} ms: ${t.duration.toFixed(0)} ms ${short(t.url)}`,
    );
  for (const b of audits['bootup-time']?.details?.items ?? [])
    console.log(
      `  script ${short(b.url)}: ${b.total.toFixed(0)} ms (eval ${b.scripting.toFixed(0)}, parse ${b.scriptParseCompile.toFixed(0)})`,
    );
  for (const e of audits['largest-contentful-paint-element']?.details?.items?.[0]?.items ?? [])
    if (e.node) console.log(`  LCP element: ${e.node.snippet} (${e.node.nodeLabel})`);
  // Lighthouse simulates the slow phone from an unthrottled load: what it saw, and how many
  // requests (six at a time over HTTP/1.1, 150 ms apart on its network) it had to simulate.
  const m = audits.metrics?.details?.items?.[0] ?? {};
  console.log(
    `  observed LCP ${m.observedLargestContentfulPaint} ms, simulated ${m.largestContentfulPaint} ms; ` +
      `${audits['network-requests']?.details?.items?.length} requests`,
  );
  for (const g of audits['mainthread-work-breakdown']?.details?.items ?? [])
    console.log(`  main thread ${g.groupLabel}: ${g.duration.toFixed(0)} ms`);
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The machine's share of every figure below (see memory-probe.mjs and README.md).
const memory = firstTouchMicros();
console.log(
  `Machine: first touch of fresh memory ${memory.first.toFixed(1)} µs per 4 KB page (again: ${memory.again.toFixed(2)} µs)`,
);

try {
  // 1. The JS a page loads until network idle: /login (its bar), then /app/scorecards as the demo
  // member opens it. On a slow machine every file costs a task, so the file count is printed too.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  let scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({ url: res.url(), body: await res.body().catch(() => Buffer.alloc(0)) });
  });
  const scriptsOf = async (pagePath, label, bar) => {
    scripts = [];
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await page.getByRole('button').first().waitFor();
    const raw = scripts.reduce((n, s) => n + s.body.length, 0);
    const gz = scripts.reduce((n, s) => n + gzipSync(s.body, { level: 9 }).length, 0);
    const small = scripts.filter((s) => s.body.length < 2048).length;
    if (details)
      for (const s of [...scripts].sort((a, b) => b.body.length - a.body.length))
        console.log(
          `  ${(s.body.length / 1024).toFixed(0).padStart(4)} KB  ${s.url.slice(base.length)}`,
        );
    console.log(
      `JS for ${label}: ${scripts.length} files (${small} under 2 KB), ${(raw / 1024).toFixed(0)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip${bar}`,
    );
  };
  await scriptsOf('/login', '/login', ' (bar <= 250 KB)');
  const cookie = await demoSession(base);
  await asDemoMember(page, base, cookie);
  await scriptsOf('/app/scorecards', "the member's /app/scorecards", '');
  await browser.close();
  if (!jsOnly) await lighthouseRuns(cookie);
} finally {
  server?.kill('SIGTERM');
  await baselineServer?.close();
}

async function lighthouseRuns(cookie) {
  // 2. Lighthouse, mobile preset (default throttling), median of `runs`.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  // The logged-in page is measured as a member opens it: the session cookie in the browser and
  // the app's local `logged_in` flag (spec §4) kept, so Lighthouse must not reset storage; the
  // HTTP cache and any service worker are cleared before each run instead, for a first load.
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = cdpBrowser.contexts()[0];
  const setupPage = await context.newPage();
  const cdp = await context.newCDPSession(setupPage);
  const loggedIn = async (on) => {
    await context.clearCookies();
    if (on) return asDemoMember(setupPage, base, cookie);
    await setupPage.goto(`${base}/api/health`);
    await setupPage.evaluate(() => localStorage.clear());
  };
  const clearCaches = (origin) =>
    Promise.all([
      cdp.send('Network.clearBrowserCache'),
      cdp.send('Storage.clearDataForOrigin', {
        origin,
        storageTypes: 'cache_storage,service_workers',
      }),
    ]);
  const pages = [
    {
      name: 'baseline (minimal Ionic React list)',
      origin: baselineBase,
      path: '/',
      baseline: true,
    },
    { name: '/login', origin: base, path: '/login', member: false },
    { name: '/app/scorecards (logged in)', origin: base, path: '/app/scorecards', member: true },
  ].filter((p) => p.baseline || !only || only === p.path); // --only keeps the baseline beside it
  for (const p of pages) p.results = [];
  // Round-robin, one run of each page per round, so that every page meets the same hours of the
  // shared machine and the baseline moves with them.
  for (let round = 0; round < runs; round++)
    for (const p of pages) {
      let failed = 0;
      for (;;) {
        if (p.origin === base) await loggedIn(p.member);
        await clearCaches(p.origin);
        const r = await lighthouse(`${p.origin}${p.path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
        });
        const a = r.lhr.audits;
        // A run Lighthouse could not finish (its runtimeError says why) has no metrics: it is run
        // again rather than counted, and three in a row stop the benchmark.
        if (r.lhr.runtimeError || a['total-blocking-time']?.numericValue === undefined) {
          console.log(
            `  run failed: ${r.lhr.runtimeError?.code ?? 'no metrics'}; running it again`,
          );
          if (++failed === 3) throw new Error(`${p.path}: three Lighthouse runs in a row failed`);
          continue;
        }
        const finalUrl = new URL(r.lhr.finalDisplayedUrl).pathname;
        if (finalUrl !== p.path) throw new Error(`${p.path} ended on ${finalUrl}`);
        if (details) printDetails(a);
        p.results.push({
          score: Math.round(r.lhr.categories.performance.score * 100),
          lcp: a['largest-contentful-paint'].numericValue,
          tbt: a['total-blocking-time'].numericValue,
          cls: a['cumulative-layout-shift'].numericValue,
        });
        break;
      }
    }
  const baselineTbt = median(pages[0].results.map((r) => r.tbt));
  for (const { name, results, baseline } of pages) {
    const tbt = median(results.map((r) => r.tbt));
    console.log(
      `Lighthouse ${name}: performance ${median(results.map((r) => r.score))}, LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s, ` +
        `TBT ${tbt.toFixed(0)} ms${baseline ? '' : ` (${(tbt / Math.max(baselineTbt, 1)).toFixed(1)}x baseline)`}, ` +
        `CLS ${median(results.map((r) => r.cls)).toFixed(3)} (median of ${runs})`,
    );
  }
  await cdpBrowser.close();
  await chrome.kill();
}
