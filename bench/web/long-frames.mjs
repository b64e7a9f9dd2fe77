// bench/web long frames: the long tasks of the member's /app/scorecards with no tracing at all,
// from the page's own `longtask` and `long-animation-frame` observers (Lighthouse's trace adds
// work of its own; bench/README.md "web"). Unthrottled, one load per run, against a running
// server; prints each task over 50 ms and the scripts of each long animation frame.
//
//   node bench/web/long-frames.mjs http://127.0.0.1:3000 [--runs 3]
import { asDemoMember, demoSession, launchChromium, serverAndRuns } from './demo-session.mjs';

const { base, runs } = serverAndRuns('long-frames.mjs', 3);
const cookie = await demoSession(base);
const browser = await launchChromium();
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await asDemoMember(page, base, cookie);
    await page.addInitScript(() => {
      const seen = { frames: [], tasks: [] };
      globalThis.__longFrames = seen;
      const keep = (list, map) => (entries) => list.push(...entries.getEntries().map(map));
      new PerformanceObserver(keep(seen.tasks, (e) => [e.startTime, e.duration])).observe({
        type: 'longtask',
        buffered: true,
      });
      new PerformanceObserver(keep(seen.frames, (e) => e.toJSON())).observe({
        type: 'long-animation-frame',
        buffered: true,
      });
    });
    await page.goto(`${base}/app/scorecards`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { frames, tasks } = await page.evaluate(() => globalThis.__longFrames);
    const ms = (x) => x.toFixed(0);
    console.log(
      `run ${run + 1}: tasks over 50 ms: ${tasks.map(([at, d]) => `${ms(d)} ms at ${ms(at)}`).join(', ') || 'none'}`,
    );
    for (const f of frames) {
      console.log(
        `  frame at ${ms(f.startTime)}: ${ms(f.duration)} ms, blocking ${ms(f.blockingDuration)}`,
      );
      for (const s of f.scripts)
        console.log(
          `    ${s.invokerType} ${s.sourceURL.slice(base.length) || s.invoker}: ${ms(s.duration)} ms`,
        );
    }
    await page.close();
  }
} finally {
  await browser.close();
}
