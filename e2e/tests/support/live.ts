import { expect, type Page } from '@playwright/test';
import { login, pageTitle } from './app';
import { FOUR_FREE, firstFreeTime, openGrid, settled, teeTimeRow } from './booking';
import { demo, marker } from './demo';
import { nl } from './i18n';

/** Logs `account` in on `page` and opens the tee sheet's grid on the day `days` from today. */
async function gridDay(page: Page, account: typeof demo, days: number): Promise<void> {
  await login(page, account);
  await openGrid(page, days);
}

/**
 * The live tee sheet's story: marker has the day `days` ahead open on `watcher`; demo, on
 * `booker`, chooses marker's first free time (its lock) and books it alone; marker's row, never
 * touched, shows the time being booked and then three places free. Answers the milliseconds from
 * the booking's answer to marker's row showing it.
 */
export async function lockAndBookSeenLive(watcher: Page, booker: Page, days: number) {
  await gridDay(watcher, marker, days);
  const time = await firstFreeTime(watcher);
  const row = teeTimeRow(watcher, time);
  await expect(row).toContainText(FOUR_FREE);
  const reads: string[] = [];
  watcher.on('request', (r) => {
    if (r.url().includes('/api/teetimes?')) reads.push(r.url());
  });

  await gridDay(booker, demo, days);
  await teeTimeRow(booker, time).click();
  await settled(booker, pageTitle(booker, nl('booking.create.title')));
  await expect(row).toContainText(nl('booking.slot.locked'));

  const booked = booker.waitForResponse(
    (r) => r.url().endsWith('/api/booking') && r.request().method() === 'POST',
  );
  await booker.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
  expect((await booked).ok()).toBe(true);
  const answered = Date.now();
  await expect(row).toContainText(nl('booking.slot.free_other', { count: 3 }));
  const shownAfter = Date.now() - answered;
  await expect(booker.getByRole('status')).toHaveText(nl('booking.create.done'));
  // marker's page read the sheet again by itself.
  expect(reads.length).toBeGreaterThan(0);
  return shownAfter;
}
