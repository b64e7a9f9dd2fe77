import { expect, type Page } from '@playwright/test';
import { login, pageTitle, path } from './support/app';
import { bookingRow, onTab, openBookedTeeTime } from './support/booking';
import { DEMO_CLUB, gast, marker, type Account } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// An answer a screen expects and shows as such (no handicap index yet, no federation card, a
// booking just cancelled) is no error: the browser's console stays clean, for whoever reads it
// to find a real one. Chromium logs every 404 a page fetches itself, so the app must not ask
// what it already knows the answer to.

const nieuw: Account = { club: DEMO_CLUB, username: 'nieuw', password: 'nieuw' };

/** The console errors of `page` from now on: the app's own, failed loads and uncaught ones. */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => seen.push(e.message));
  return seen;
}

test('a member without a handicap index reads the message, with no error in the console', async ({
  page,
}) => {
  await login(page, nieuw);
  const errors = consoleErrors(page);
  await page.goto('/app/whs');
  await expect(page.getByRole('main')).toContainText(nl('whs.none'));
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a guest without a federation card reads the message, with no error in the console', async ({
  page,
}) => {
  await login(page, gast);
  const errors = consoleErrors(page);
  await page.goto('/app/ngfcard');
  await expect(pageTitle(page, nl('ngfcard.title'))).toBeVisible();
  await expect(page.getByRole('main')).toContainText(nl('ngfcard.none'));
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('a cancelled tee time is not asked for again, and the console stays clean', async ({
  page,
  playwright,
  baseURL,
}) => {
  const booking = await openBookedTeeTime(page, { playwright, baseURL }, marker, 5);
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/booking/${booking.id}`)
      asked.push(r.url());
  });
  await page.getByRole('button', { name: nl('booking.cancel.open'), exact: true }).click();
  const panel = page.getByRole('region', { name: nl('booking.cancel.title'), exact: true });
  await panel.getByRole('radio').first().click();
  await panel.getByRole('button', { name: nl('booking.cancel.confirm'), exact: true }).click();
  await expect(page).toHaveURL(path('/app/booking/list'));
  await onTab(page, 'list');
  await expect(bookingRow(page, booking.date, booking.time)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
