import { expect } from '@playwright/test';
import { backButton, login, pageTitle } from './support/app';
import {
  FOUR_FREE,
  firstFreeTime,
  onTab,
  openGrid,
  settled,
  showTab,
  teeTimeRow,
} from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { alertDialog } from './support/scorecards';
import { setUpContext, test } from './support/fixtures';

// spec §4 "Tee time slots" and §8 "Tee time locked": choosing a time locks it for the member who
// books; anyone else who chooses it hears for how long, until the lock is released. Three days
// ahead, so the booking story two days ahead is not in the way; nothing is booked here.
const DAYS_AHEAD = 3;
/** The club's lock time (club config booking_lock_minutes, 5 in the demo data). */
const LOCK_MINUTES = 5;

test('a time someone is booking is locked for a second member until it is released', async ({
  page,
  browser,
  server,
}) => {
  // demo chooses a free time: the create screen opens and the time is locked for him.
  await login(page, demo);
  await openGrid(page, DAYS_AHEAD);
  const time = await firstFreeTime(page);
  await teeTimeRow(page, time).click();
  await settled(page, pageTitle(page, nl('booking.create.title')));

  // marker, on his own phone, sees the time being booked and is told to wait.
  const markerContext = await browser.newContext({ baseURL: server.url });
  await setUpContext(markerContext, server);
  try {
    const other = await markerContext.newPage();
    await login(other, marker);
    await openGrid(other, DAYS_AHEAD);
    const row = teeTimeRow(other, time);
    await expect(row).toContainText(nl('booking.slot.locked'));
    await expect(row).toBeEnabled();
    await row.click();
    const locked = alertDialog(other, nl('booking.locked.title'));
    await expect(locked).toContainText(
      `${nl('booking.locked.message')} ${nl('booking.locked.retry_other', { count: LOCK_MINUTES })}`,
    );
    await locked.getByRole('button', { name: nl('common.ok'), exact: true }).click();
    await expect(locked).toBeHidden();
    await expect(pageTitle(other, nl('booking.create.title'))).toHaveCount(0);

    // demo goes back without booking: the lock is released.
    const unlocked = page.waitForResponse(
      (r) => r.url().includes('/api/teetimes/unlock') && r.request().method() === 'POST',
    );
    await backButton(page, nl('booking.create.title')).click();
    expect((await unlocked).ok()).toBe(true);
    await onTab(page, 'grid');
    await expect(teeTimeRow(page, time)).toContainText(FOUR_FREE);

    // Now marker gets the time: the grid, read again, shows it free, and it opens.
    await showTab(other, 'list');
    await showTab(other, 'grid');
    await expect(teeTimeRow(other, time)).toContainText(FOUR_FREE);
    await teeTimeRow(other, time).click();
    await settled(other, pageTitle(other, nl('booking.create.title')));
    await expect(other.getByRole('main')).toContainText(time);

    // And marker leaves it again, so the time is free for anyone.
    const released = other.waitForResponse((r) => r.url().includes('/api/teetimes/unlock'));
    await backButton(other, nl('booking.create.title')).click();
    expect((await released).ok()).toBe(true);
  } finally {
    await markerContext.close();
  }
});
