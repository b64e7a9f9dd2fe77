import { expect } from '@playwright/test';
import { login, pageTitle } from './support/app';
import {
  FOUR_FREE,
  chooseDay,
  firstFreeTime,
  onTab,
  openBooking,
  settled,
  showTab,
  teeTimeRow,
} from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { installClock, test } from './support/fixtures';

// Live updates: two members on two phones have the same day's tee sheet open; what one does on it
// (taking a time, booking it) appears on the other's screen without a touch. Four days ahead, so
// the other booking stories' days are not in the way.
const DAYS_AHEAD = 4;

test("a member's lock and booking appear on another member's open tee sheet by themselves", async ({
  page,
  browser,
  server,
}) => {
  // marker has the day open on his phone.
  const markerContext = await browser.newContext({ baseURL: server.url });
  await installClock(markerContext, server);
  try {
    const other = await markerContext.newPage();
    await login(other, marker);
    await openBooking(other);
    await onTab(other, 'list');
    await showTab(other, 'grid');
    await chooseDay(other, DAYS_AHEAD);
    const time = await firstFreeTime(other);
    const row = teeTimeRow(other, time);
    await expect(row).toContainText(FOUR_FREE);
    // From here on nothing on marker's screen is touched: whatever it reads, it reads by itself.
    const reads: string[] = [];
    other.on('request', (r) => {
      if (r.url().includes('/api/teetimes?')) reads.push(r.url());
    });

    // demo, on his own phone, chooses that time: it is locked for him, and marker sees it so.
    await login(page, demo);
    await openBooking(page);
    await onTab(page, 'list');
    await showTab(page, 'grid');
    await chooseDay(page, DAYS_AHEAD);
    await teeTimeRow(page, time).click();
    await settled(page, pageTitle(page, nl('booking.create.title')));
    await expect(row).toContainText(nl('booking.slot.locked'));

    // demo books it alone: marker's sheet shows three places left.
    await page.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('booking.create.done'));
    await expect(row).toContainText(nl('booking.slot.free_other', { count: 3 }));
    expect(reads.length).toBeGreaterThan(0);
  } finally {
    await markerContext.close();
  }
});
