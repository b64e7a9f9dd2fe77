// bench/web offline start: how long the installed app takes to show the card list with no signal
// (docs/ARCHITECTURE.md "The installable app"), and how much its service worker keeps. Against a
// running server: the demo member opens the card list once online (the worker installs, the
// answers are kept on the device), then the page is closed and opened again offline, `--runs`
// times. Each figure is the page's own clock from navigation start to the card list showing the
// kept answers under the "Offline — shown as of HH:mm" marker. Unthrottled Chromium at 390 x 844.
//
//   node bench/web/offline-start.mjs http://127.0.0.1:3000 [--runs 5]
/* global document, indexedDB -- the functions run in the page */
import { asDemoMember, demoSession, launchChromium, serverAndRuns } from './demo-session.mjs';

const { base, runs } = serverAndRuns('offline-start.mjs', 5);

/** The precache of the built worker: its entries and their bytes as the server sends them. */
async function precacheSize() {
  const sw = await (await fetch(`${base}/sw.js`)).text();
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const url of urls) {
    const answer = await fetch(new URL(url, `${base}/`), {
      headers: { 'accept-encoding': 'identity' },
    });
    if (!answer.ok) throw new Error(`precached ${url} answered ${answer.status}`);
    bytes += (await answer.arrayBuffer()).byteLength;
  }
  return { entries: urls.length, kib: Math.round(bytes / 1024) };
}

/** Whether the device keeps answers for the app (app/query-persistence.ts's IndexedDB store). */
const keptOnDevice = () =>
  new Promise((resolve) => {
    const open = indexedDB.open('fairway-cache');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('queries')) return resolve(false);
      const get = db.transaction('queries').objectStore('queries').get('queries');
      get.onsuccess = () => resolve(typeof get.result === 'string');
      get.onerror = () => resolve(false);
    };
  });

const cookie = await demoSession(base);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let page = await context.newPage();
  await asDemoMember(page, base, cookie);
  await page.goto(`${base}/app/scorecards`);
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    null,
    { timeout: 30_000, polling: 250 },
  );
  // The answers are kept when the page is hidden: close it, and check from a page of no app.
  await page.close();
  page = await context.newPage();
  await page.goto(`${base}/api/health`);
  if (!(await page.evaluate(keptOnDevice))) throw new Error('nothing was kept on the device');
  await page.close();

  const times = [];
  for (let run = 0; run < runs; run++) {
    await context.setOffline(true);
    page = await context.newPage();
    await page.goto(`${base}/app/scorecards`);
    const shown = await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="status"]')].some((el) =>
          /^Offline — /.test(el.textContent?.trim() ?? ''),
        )
          ? performance.now()
          : 0,
      null,
      { timeout: 30_000, polling: 'raf' },
    );
    times.push(Math.round(await shown.jsonValue()));
    await page.close();
    await context.setOffline(false);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const { entries, kib } = await precacheSize();
  console.log(`offline start to the card list (ms): ${times.join(', ')}`);
  console.log(`median of ${runs}: ${sorted[Math.floor(runs / 2)]} ms`);
  console.log(`precache: ${entries} entries, ${kib} KiB uncompressed`);
} finally {
  await browser.close();
}
