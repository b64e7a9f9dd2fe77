import { expect } from '@playwright/test';
import {
  dismissConnectionAlert,
  login,
  navigateByMenu,
  openMenu,
  pageTitle,
  path,
} from './support/app';
import {
  chooseDay,
  clubDate,
  dayChip,
  occupationDays,
  onTab,
  openBooking,
  openGrid,
  showTab,
  teeTimeList,
} from './support/booking';
import { demo, zuid } from './support/demo';
import { nl } from './support/i18n';
import { shiftWhileLoading } from './support/layout-shift';
import { test } from './support/fixtures';

// spec §2 /app/booking and its sub-tabs (list, grid, occupation; the last one chosen is
// remembered), the occupation view (§2, §9), and §8: without a connection the tee times empty and
// the app-wide connection alert is shown. Nothing is booked here.

/** The days the demo club's sheet is open: today and booking_days_ahead (14) more. */
const SHEET_DAYS = 15;

test.describe('the booking screen and its tabs', () => {
  test('Starttijden opens the tab chosen last, from the menu and from /app/booking', async ({
    page,
  }) => {
    await login(page, demo);
    const menu = await openMenu(page, nl('scorecards.title'));
    const item = menu.getByRole('link', { name: nl('menu.booking'), exact: true });
    // The first time: my tee times.
    await expect(item).toHaveAttribute('href', '/app/booking/list');
    await item.click();
    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');

    // The grid is chosen: elsewhere in the app, the menu item now leads there.
    await showTab(page, 'grid');
    await navigateByMenu(page, nl('booking.title'), nl('menu.news'), nl('news.title'));
    const fromNews = await openMenu(page, nl('news.title'));
    await expect(
      fromNews.getByRole('link', { name: nl('menu.booking'), exact: true }),
    ).toHaveAttribute('href', '/app/booking/grid');
    await fromNews.getByRole('link', { name: nl('menu.booking'), exact: true }).click();
    await expect(fromNews).toBeHidden();
    await expect(page).toHaveURL(path('/app/booking/grid'));
    await onTab(page, 'grid');

    // And after the app starts again (a reload), too.
    await page.goto('/app/news');
    await expect(pageTitle(page, nl('news.title'))).toBeVisible();
    await openBooking(page, nl('news.title'));
    await expect(page).toHaveURL(path('/app/booking/grid'));
    await onTab(page, 'grid');

    // /app/booking itself (a link, a reload) lands on the remembered tab too.
    await page.goto('/app/booking');
    await expect(page).toHaveURL(path('/app/booking/grid'));
    await onTab(page, 'grid');
    await showTab(page, 'occupation');
    await page.goto('/app/booking');
    await expect(page).toHaveURL(path('/app/booking/occupation'));
    await onTab(page, 'occupation');
  });

  test('a club with booking off sends /app/booking to the profile', async ({ page }) => {
    await login(page, zuid);
    await page.goto('/app/booking');
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();

    // A tab's own address as well.
    await page.goto('/app/booking/grid');
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
  });

  test('the occupation view lists the open days; a day opens the grid on that day', async ({
    page,
  }) => {
    await login(page, demo);
    await openBooking(page);
    await onTab(page, 'list');
    await showTab(page, 'occupation');

    const days = occupationDays(page);
    await expect(days).toHaveCount(SHEET_DAYS);
    await expect(days.first()).toHaveAccessibleName(new RegExp(` ${clubDate(0).shown}: `));
    const day = days.nth(4);
    await expect(day).toHaveAccessibleName(new RegExp(` ${clubDate(4).shown}: `));
    await day.click();

    await expect(page).toHaveURL(path('/app/booking/grid'));
    await onTab(page, 'grid');
    await expect(dayChip(page, 4)).toHaveAttribute('aria-checked', 'true');
    await expect(teeTimeList(page).getByRole('button').first()).toBeVisible();
  });

  test('a day far ahead in the occupation view opens the grid on that day, in view', async ({
    page,
  }) => {
    await login(page, demo);
    // The grid has been on show before, on another day.
    await openGrid(page, 1);
    await showTab(page, 'occupation');

    const last = SHEET_DAYS - 1;
    await occupationDays(page).nth(last).click();
    await expect(page).toHaveURL(path('/app/booking/grid'));
    await onTab(page, 'grid');
    const chip = dayChip(page, last);
    await expect(chip).toHaveAttribute('aria-checked', 'true');
    await expect(chip).toBeInViewport({ ratio: 1 });
    await expect(dayChip(page, 1)).toHaveAttribute('aria-checked', 'false');
  });

  test('without a connection the tee times empty and the connection alert shows', async ({
    page,
  }) => {
    await login(page, demo);
    await openGrid(page, 5);
    await expect(teeTimeList(page).getByRole('button').first()).toBeVisible();

    // The next day's tee times cannot be fetched: the app-wide alert says so (and, while it is
    // open, is all a screen reader is offered).
    const teeTimes = (url: URL) => url.pathname === '/api/teetimes';
    await page.route(teeTimes, (route) => route.abort('internetdisconnected'));
    await dayChip(page, 6).click();
    await dismissConnectionAlert(page);

    // The day is chosen, and its tee times are empty, with the empty message.
    await expect(dayChip(page, 6)).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('heading', { name: nl('booking.grid.emptyTitle') })).toBeVisible();
    await expect(page.getByText(nl('booking.grid.emptyText'), { exact: true })).toBeVisible();
    await expect(teeTimeList(page)).toHaveCount(0);

    // With the connection back, choosing a day shows its times again.
    await page.unroute(teeTimes);
    await chooseDay(page, 4);
    await expect(teeTimeList(page).getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: nl('booking.grid.emptyTitle') })).toHaveCount(0);
  });

  test('the tee sheet does not move when the course filters arrive late', async ({ page }) => {
    await login(page, demo);
    // Tomorrow's sheet: late in the day today's has no times left to show. The chosen day lasts
    // the browser session, so the load below shows it again.
    await page.goto('/app/booking/grid');
    await onTab(page, 'grid');
    await chooseDay(page, 1);
    await expect(teeTimeList(page).getByRole('button').first()).toBeVisible();
    const shift = await shiftWhileLoading(page, {
      path: '/app/booking/grid',
      slow: '**/api/courses/**',
      ready: [teeTimeList(page).getByRole('button').first()],
    });
    expect(shift).toBeLessThan(0.005);
  });
});
