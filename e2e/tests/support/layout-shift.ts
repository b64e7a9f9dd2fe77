import type { Page } from '@playwright/test';

/**
 * Starts counting layout shifts as browsers score them (CLS; Lighthouse's bar is 0.05) on the
 * next page loaded; read the total with `layoutShift`.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifted: number }).shifted);

/** Holds back the answers of calls matching `url`, as a weak signal would. */
export async function slowCalls(page: Page, url: string, ms = 1500): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
