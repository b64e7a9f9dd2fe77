// bench/web A/B: Lighthouse (mobile, default throttling) on /app/scorecards as a member opens it,
// against servers already running one build each, the builds taking turns run by run (the order
// reversed every round) so that each meets the same minutes of a shared machine. Prints every
// run and, per build, the median, mean and share of runs within the TBT bar.
//
//   node bench/web/ab.mjs --rounds 10 main=http://127.0.0.1:3402 new=http://127.0.0.1:3400
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { asDemoMember, demoSession } from './demo-session.mjs';

const args = process.argv.slice(2);
const rounds = args.includes('--rounds') ? Number(args[args.indexOf('--rounds') + 1]) : 10;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number >= 1');
const builds = args
  .filter((a) => a.includes('='))
  .map((a) => {
    const [label, base] = a.split('=');
    return { label, base, tbt: [], lcp: [], score: [] };
  });
if (builds.length < 2) throw new Error('name two or more builds: label=http://host:port');

for (const b of builds) b.cookie = await demoSession(b.base);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const context = browser.contexts()[0];
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  for (let round = 0; round < rounds; round++) {
    for (const b of round % 2 ? [...builds].reverse() : builds) {
      // As run.mjs: the member's cookie and `logged_in` flag kept, the HTTP cache cleared.
      await context.clearCookies();
      await asDemoMember(page, b.base, b.cookie);
      await cdp.send('Network.clearBrowserCache');
      const { lhr } = await lighthouse(`${b.base}/app/scorecards`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
      });
      const tbt = lhr.audits['total-blocking-time']?.numericValue;
      if (lhr.runtimeError || tbt === undefined) {
        console.log(
          `round ${round} ${b.label}: failed (${lhr.runtimeError?.code ?? 'no metrics'})`,
        );
        continue;
      }
      b.tbt.push(Math.round(tbt));
      b.lcp.push(lhr.audits['largest-contentful-paint'].numericValue / 1000);
      b.score.push(Math.round(lhr.categories.performance.score * 100));
      console.log(
        `round ${round} ${b.label}: TBT ${b.tbt.at(-1)} ms, LCP ${b.lcp.at(-1).toFixed(2)} s, performance ${b.score.at(-1)}`,
      );
    }
  }
  for (const b of builds) {
    const mean = b.tbt.reduce((s, x) => s + x, 0) / b.tbt.length;
    console.log(
      `${b.label}: TBT median ${median(b.tbt)} ms, mean ${mean.toFixed(0)} ms, ` +
        `${b.tbt.filter((x) => x <= 150).length}/${b.tbt.length} runs <= 150 ms; ` +
        `LCP median ${median(b.lcp).toFixed(2)} s; performance median ${median(b.score)}`,
    );
  }
} finally {
  await browser.close();
  await chrome.kill();
}
