import { expect, test } from '@playwright/test';
import { login, openMenu, pageTitle } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import { alertDialog } from './support/scorecards';

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

  const alert = alertDialog(page, nl('errors.connection.title'));
  await expect(alert).toContainText(nl('errors.connection.message'));
  await alert.getByRole('button', { name: nl('common.ok'), exact: true }).click();
  await expect(alert).toBeHidden();
  await expect(pageTitle(page, nl('errors.connection.title'))).toBeVisible();
  await expect(
    page.getByRole('main').getByText(nl('errors.NETWORK'), { exact: true }),
  ).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole('button', { name: nl('common.retry'), exact: true }).click();
  await expect(pageTitle(page, nl('news.title'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});
