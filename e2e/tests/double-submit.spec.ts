import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { login, navigateByMenu, path, tapTab } from './support/app';
import { bookingRow, onTab, openBookedTeeTime } from './support/booking';
import { marker } from './support/demo';
import { confirmButton, openForeignCheckStep } from './support/foreign';
import { nl } from './support/i18n';
import { ownCards } from './support/scorecards';
import { test } from './support/fixtures';

// A double tap on a button that writes must write once: the button is off while its call runs,
// and the call carries one Idempotency-Key.

/** The writes `page` sends to `url` (method and Idempotency-Key), from now on. */
function writesTo(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && url.test(new URL(r.url()).pathname)) seen.push(r);
  });
  return seen;
}

/**
 * Two taps on `button` before the screen can answer the first: both land in one task, as a quick
 * double tap on a slow phone does (Playwright's dblclick gives the app time to re-render between).
 */
async function tapTwice(button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  await button.evaluate((el) => {
    (el as HTMLElement).click();
    (el as HTMLElement).click();
  });
}

test.describe('a double tap writes once', () => {
  test('confirming a foreign card twice creates one card', async ({ page }) => {
    const course = `Dubbel Links ${Date.now()}`;
    await openForeignCheckStep(page, marker, course);
    const creates = writesTo(page, 'POST', /^\/api\/scorecards\/foreign/);
    await tapTwice(confirmButton(page));
    const outcome = page.getByRole('alertdialog');
    await expect(outcome).toHaveCount(1);
    await outcome.getByRole('button', { name: nl('common.ok') }).click();
    await expect(page).toHaveURL(path('/app/scorecards'));
    const cards = (await ownCards(page.request)).filter((c) => c.baan_naam === course);
    expect(cards).toHaveLength(1);
    const creating = creates.filter((r) => !r.url().includes('/allowed'));
    expect(creating).toHaveLength(1);
    expect(await creating[0]!.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('cancelling a tee time twice sends one cancel and lands on my tee times', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const booking = await openBookedTeeTime(page, { playwright, baseURL }, marker, 3);
    await page.getByRole('button', { name: nl('booking.cancel.open'), exact: true }).click();
    const panel = page.getByRole('region', { name: nl('booking.cancel.title'), exact: true });
    await panel.getByRole('radio').first().click();
    const deletes = writesTo(page, 'DELETE', /^\/api\/booking\/\d+$/);
    await tapTwice(panel.getByRole('button', { name: nl('booking.cancel.confirm'), exact: true }));

    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    await expect(bookingRow(page, booking.date, booking.time)).toHaveCount(0);
    expect(deletes).toHaveLength(1);
    expect(await deletes[0]!.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  test('sending feedback twice sends it once', async ({ page }) => {
    await login(page, marker);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.feedback'), nl('feedback.title'));
    await tapTab(page.getByRole('tab', { name: nl('feedback.sendTab') }));
    await expect(page).toHaveURL(path('/app/feedback/send'));
    const main = page.getByRole('main');
    await main
      .getByRole('textbox', { name: nl('feedback.feedback'), exact: true })
      .fill('De bunker op hole 7 is nat.');
    const sends = writesTo(page, 'POST', /^\/api\/feedback$/);
    await tapTwice(main.getByRole('button', { name: nl('feedback.send'), exact: true }));
    await expect(main.getByRole('status')).toContainText(nl('feedback.sentTitle'));
    await expect(main.getByText(nl('feedback.errors.empty'), { exact: true })).toBeHidden();
    expect(sends).toHaveLength(1);
    expect(await sends[0]!.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });
});
