import { expect, type Page } from '@playwright/test';
import { alertDialog, backButton, login, pageTitle, path } from './support/app';
import {
  bookingRow,
  clubDate,
  firstFreeTime,
  onTab,
  openGrid,
  openMyBooking,
  playersSection,
  settled,
  teeTimeRow,
} from './support/booking';
import { demo, demoAccountTeeTime, gast } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §6 "Editing a booking" and the config items member_/guest_edit_lead, _cancel_lead: a
// booking can be changed and cancelled until the tee time minus the club's lead time, which is
// 48 hours for guests (the gast account, is_gast) and 2 hours for members in the demo data.
/** demo's own tee time of tomorrow, with marker and a guest (demo data). */
const DEMO_TIME = demoAccountTeeTime(clubDate(1).wire);

/** Back from a booking to my tee times; the lock taken when it was opened is released. */
async function leave(page: Page): Promise<void> {
  const unlocked = page.waitForResponse((r) => r.url().includes('/api/teetimes/unlock'));
  await backButton(page, nl('booking.edit.title')).click();
  expect((await unlocked).ok()).toBe(true);
  await onTab(page, 'list');
}

test.describe('lead times: a guest and a member with a tee time tomorrow', () => {
  test('gast books tomorrow and can then neither change nor cancel it', async ({ page }) => {
    await login(page, gast);
    await openGrid(page, 1);
    // A time a little after demo's, so the two are alike but for who booked them.
    const time = await firstFreeTime(page, DEMO_TIME);
    await teeTimeRow(page, time).click();
    await settled(page, pageTitle(page, nl('booking.create.title')));
    const submit = page.getByRole('button', { name: nl('booking.create.submit'), exact: true });
    await submit.click();

    // Inside the guest's 48 hours: told before booking that it cannot be undone; 'cancel' books
    // nothing, 'book anyway' books.
    const lead = nl('booking.lead.hours_other', { count: 48 });
    const warning = alertDialog(page, nl('booking.create.insideWindowTitle'));
    await expect(warning).toContainText(nl('booking.create.insideWindow', { lead }));
    await warning.getByRole('button', { name: nl('common.cancel'), exact: true }).click();
    await expect(warning).toBeHidden();
    await expect(pageTitle(page, nl('booking.create.title'))).toBeVisible();
    await submit.click();
    await warning
      .getByRole('button', { name: nl('booking.create.bookAnyway'), exact: true })
      .click();

    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    const row = bookingRow(page, clubDate(1).wire, time);
    await expect(row).toHaveCount(1);
    await row.click();

    await settled(page, pageTitle(page, nl('booking.edit.title')));
    await expect(page.getByRole('main')).toContainText(time);
    // The reason: the lead time, and when it ended (48 hours before the tee time).
    await expect(
      page.getByText(
        nl('booking.edit.lockedSince', { lead, until: `${clubDate(-1).shown} ${time}` }),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: nl('booking.cancel.open') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: nl('booking.cancel.openOwn') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: nl('booking.edit.save') })).toHaveCount(0);
    await expect(
      playersSection(page).getByRole('button', { name: nl('booking.players.addMember') }),
    ).toHaveCount(0);

    // Leaving releases the lock opening it took (spec §4).
    await leave(page);
  });

  test('demo, a member, can still cancel his tee time of tomorrow', async ({ page }) => {
    await login(page, demo);
    await openMyBooking(page, clubDate(1).wire, DEMO_TIME);

    await settled(page, pageTitle(page, nl('booking.edit.title')));
    await expect(page.getByRole('main')).toContainText(DEMO_TIME);
    await expect(page.getByText(nl('booking.edit.locked'), { exact: true })).toHaveCount(0);
    // His flight has other players and the club offers no choice to remove them (spec §6): he
    // signs himself off, the others keep their places.
    await expect(
      page.getByRole('button', { name: nl('booking.cancel.openOwn'), exact: true }),
    ).toBeVisible();
    await expect(
      playersSection(page).getByRole('button', {
        name: nl('booking.players.addMember'),
        exact: true,
      }),
    ).toBeVisible();
    // Not cancelled: the booking stays as the demo data made it; leaving releases its lock.
    await leave(page);
  });
});
