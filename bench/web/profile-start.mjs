// bench/web profile: where the main thread's time goes while the member's /app/scorecards starts,
// on a phone-like CPU (Chromium's own throttling, 4x as Lighthouse's mobile preset simulates),
// from a JS sampling profile: self time per script and the heaviest functions, and the tasks over
// 50 ms the page saw. One load per run against a running server; HTTP cache cleared each run.
//
//   node bench/web/profile-start.mjs http://127.0.0.1:3000 [--runs 3] [--top 25] [--stretches]
import { asDemoMember, demoSession, launchChromium, serverAndRuns } from './demo-session.mjs';

const { base, runs } = serverAndRuns('profile-start.mjs', 3);
const top = process.argv.includes('--top')
  ? Number(process.argv[process.argv.indexOf('--top') + 1])
  : 25;
const cookie = await demoSession(base);
const browser = await launchChromium();
const short = (url) => (url.startsWith(base) ? url.slice(base.length) : url) || '(native)';
const bySelf = (map) => [...map].sort((a, b) => b[1] - a[1]);
// --stretches: for each stretch of work over 50 ms without an idle sample (about a task), the
// functions it spent its time in, inclusive (best read on a build without minification).
const stretches = process.argv.includes('--stretches');

function printStretches(profile) {
  const parent = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) =>
    `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  let t = 0;
  let current = null;
  const flush = () => {
    if (current && current.ms > 50) {
      console.log(`  stretch at ${current.at.toFixed(0)} ms: ${current.ms.toFixed(0)} ms`);
      for (const [fn, ms] of bySelf(current.inclusive).slice(0, top))
        console.log(`    ${ms.toFixed(0).padStart(5)}  ${fn}`);
    }
    current = null;
  };
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = profile.timeDeltas[i] / 1000;
    t += ms;
    const node = byId.get(profile.samples[i]);
    if (node.callFrame.functionName === '(idle)') {
      flush();
      continue;
    }
    current ??= { at: t, ms: 0, inclusive: new Map() };
    current.ms += ms;
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const fn = name(byId.get(id));
      if (seen.has(fn) || fn.startsWith('(root)')) continue;
      seen.add(fn);
      current.inclusive.set(fn, (current.inclusive.get(fn) ?? 0) + ms);
    }
  }
  flush();
}

try {
  const perScript = new Map();
  const perFunction = new Map();
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await asDemoMember(page, base, cookie);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const tasks = [];
      globalThis.__tasks = tasks;
      new PerformanceObserver((l) =>
        tasks.push(...l.getEntries().map((e) => [e.startTime, e.duration])),
      ).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}/app/scorecards`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const { profile } = await cdp.send('Profiler.stop');
    const tasks = await page.evaluate(() => globalThis.__tasks);
    // Self time of each node: its samples times the interval between them.
    const dt = new Map();
    for (let i = 0; i < profile.samples.length; i++)
      dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
    let busy = 0;
    for (const node of profile.nodes) {
      const ms = dt.get(node.id) ?? 0;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      busy += ms;
      perScript.set(short(url), (perScript.get(short(url)) ?? 0) + ms / runs);
      const fn = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}`;
      perFunction.set(fn, (perFunction.get(fn) ?? 0) + ms / runs);
    }
    if (stretches) printStretches(profile);
    const blocking = tasks.reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
    console.log(
      `run ${run + 1}: JS and native busy ${busy.toFixed(0)} ms; tasks over 50 ms ${tasks.length}, ` +
        `blocking ${blocking.toFixed(0)} ms: ${tasks.map(([at, d]) => `${d.toFixed(0)}@${at.toFixed(0)}`).join(' ')}`,
    );
    await context.close();
  }
  console.log(`\nself time per script (mean of ${runs}, ms):`);
  for (const [url, ms] of bySelf(perScript).slice(0, top))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${url}`);
  console.log(`\nheaviest functions (self, mean, ms):`);
  for (const [fn, ms] of bySelf(perFunction).slice(0, top))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${fn}`);
} finally {
  await browser.close();
}
