import { expect, test } from '@playwright/test';
import { dismissConnectionAlert, login, openMenu, pageTitle } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';

// spec §8 "no connection": a screen whose code has not been fetched yet, opened without a
// connection, says so and can be tried again; the app around it keeps working.
test('a screen whose code cannot be fetched says so, and opens once the connection is back', async ({
  page,
}) => {
  await login(page, demo);
  // The start's own code (the list, the menu) is all here; the news screen's is not.
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  const menu = await openMenu(page, nl('scorecards.title'));
  await menu.getByRole('link', { name: nl('menu.news'), exact: true }).click();

  await dismissConnectionAlert(page);
  await expect(pageTitle(page, nl('errors.connection.title'))).toBeVisible();
  await expect(
    page.getByRole('main').getByText(nl('errors.NETWORK'), { exact: true }),
  ).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole('button', { name: nl('common.retry'), exact: true }).click();
  await expect(pageTitle(page, nl('news.title'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

// The side menu's code loads on its own with the first /app screen (apps/web/README.md). When it
// does not arrive, the member still gets the card list and the spec's alert, not an empty app.
test('without the side menu’s code the card list still shows, and the menu comes once the connection is back', async ({
  page,
}) => {
  const shellCode = '**/assets/app-shell-*.js';
  await page.route(shellCode, (route) => route.abort('internetdisconnected'));
  await login(page, demo);

  await dismissConnectionAlert(page);
  await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { name: /^Gespeeld (met|zonder) handicap/ })
      .first(),
  ).toBeVisible();

  await page.unroute(shellCode);
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  const menu = await openMenu(page, nl('scorecards.title'));
  await expect(menu.getByRole('link', { name: nl('menu.news'), exact: true })).toBeVisible();
});
