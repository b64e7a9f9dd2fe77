import { expect, type BrowserContext, type Page } from '@playwright/test';

// The installable app's device side (apps/web/src/app/query-persistence.ts): its service worker
// and the member's answers it keeps in IndexedDB.

/**
 * How long a cold start of the app from the service worker's cache may take to show its first
 * screen, and its worker to install. Both load the whole app (the worker fetches every file it
 * keeps, the start parses them and reads the device's store): ~2 s alone, but several times that
 * while the other e2e worker's server and browser share this machine's two cores.
 */
export const COLD_START_TIMEOUT = 30_000;

/** Waits until a service worker runs the app, and a new page of it is served by the worker. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null),
      { timeout: COLD_START_TIMEOUT },
    )
    .toBe('activated');
}

/** What the device keeps for the app (app/query-persistence.ts), as stored, if anything. */
function keptAnswers(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('fairway-cache');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve(null);
          const get = db.transaction('queries').objectStore('queries').get('queries');
          get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

/** The member whose answers the device keeps (the last part of the store's buster), if any. */
export async function keptFor(page: Page): Promise<string | null> {
  const kept = await keptAnswers(page);
  if (kept === null) return null;
  return (JSON.parse(kept) as { buster: string }).buster.split(':').at(-1) ?? null;
}

/**
 * Has the open app keep everything it holds now, as a phone does when the app goes to the
 * background (app/query-persistence.ts saves at `pagehide`), and waits until the device's store
 * holds that save. Polling the store for one answer's key alone can pass on an earlier start's
 * save (the profile's key is part of its history's) and close the page before this screen's
 * other answers were written.
 */
export async function keepNow(page: Page): Promise<void> {
  const mark = await page.evaluate(() => Date.now());
  await expect
    .poll(
      async () => {
        // Until the app follows the member (after its start is idle) nobody listens: ask again.
        await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
        const kept = await keptAnswers(page);
        return kept === null ? 0 : (JSON.parse(kept) as { timestamp: number }).timestamp;
      },
      { timeout: COLD_START_TIMEOUT },
    )
    .toBeGreaterThanOrEqual(mark);
}

/** Whether the device keeps answers for the app naming `text`. */
export async function deviceDataMentions(page: Page, text: string): Promise<boolean> {
  return (await keptAnswers(page))?.includes(text) ?? false;
}

/** The screen's "Offline — shown as of HH:mm" (components/offline-since.tsx), in Dutch. */
export const offlineMarker = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Offline — getoond zoals om \d\d:\d\d$/ });

/**
 * Removes what the device kept, as a phone that never saved anything for the member would be:
 * from a page of the origin that runs no app, so no open app holds the database or saves again.
 */
export async function forgetKeptAnswers(context: BrowserContext): Promise<void> {
  const blank = await context.newPage();
  await blank.goto('/api/health');
  await blank.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('fairway-cache');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(new Error('the kept answers could not be removed'));
      }),
  );
  await blank.close();
}
