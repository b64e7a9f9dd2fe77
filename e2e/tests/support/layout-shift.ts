import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens `path` with the answers of the calls matching `slow` held back for 1.5 s (a weak signal),
 * waits until every `ready` locator is visible and the page has settled, and returns
 * the layout shift of that load as browsers score it (CLS; Lighthouse's bar is 0.05).
 */
export async function shiftWhileLoading(
  page: Page,
  { path, slow, ready }: { path: string; slow: string; ready: Locator[] },
): Promise<number> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(slow, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(path);
  for (const locator of ready) await expect(locator).toBeVisible();
  // Settled: every request answered (pictures included), then two frames painted, so the
  // browser has scored any shift the last answers caused.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/**
 * Waits until every stylesheet the page links has loaded. The browser paints nothing before its
 * render-blocking sheets are in, but a box measured by a test can be laid out without them.
 */
export async function stylesheetsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet !== null,
    ),
  );
}
