import { expect } from '@playwright/test';
import {
  dismissConnectionAlert,
  login,
  LOGIN_PATH,
  openMenu,
  pageTitle,
  path,
  updatePrompt,
} from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §8 "no connection": a screen whose code has not been fetched yet, opened without a
// connection, says so and can be tried again, and opens by itself once the connection is back;
// the app around it keeps working.
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
    page
      .getByRole('main')
      .getByRole('heading', { name: nl('offline.needsConnection.title'), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: nl('common.retry'), exact: true })).toBeVisible();

  // Back in range, the screen opens by itself.
  await page.context().setOffline(false);
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

// After a deploy the open app's old chunks are gone from the server: a screen whose code it had
// not fetched yet offers the new version (the update prompt, as every new version), not a "no
// connection"; the reload opens the screen from the new build.
test('after a new build is deployed, a screen whose old code is gone offers the new version', async ({
  page,
}) => {
  await login(page, demo);
  await page.waitForLoadState('networkidle');
  // The old build's news chunk is gone, once; the app page the server now hands out starts from
  // another entry (the new build).
  let deployed = false;
  await page.route('**/assets/news-page-*.js', async (route) => {
    if (deployed) return route.continue();
    deployed = true;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await page.route(path(LOGIN_PATH), async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('/assets/index-', '/assets/index-new-');
    return route.fulfill({ response, body });
  });

  const menu = await openMenu(page, nl('scorecards.title'));
  await menu.getByRole('link', { name: nl('menu.news'), exact: true }).click();
  // This spec runs without the worker: the prompt offers a plain reload.
  const prompt = updatePrompt(page);
  await expect(prompt.message).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The screen in place of the news says so too, with the same reload.
  await expect(page.getByRole('main')).toContainText(nl('errors.NEW_VERSION'));
  const reloaded = page.waitForEvent('load');
  await prompt.reload.click();
  await reloaded;
  await expect(page).toHaveURL(path('/app/news'));
  await expect(pageTitle(page, nl('news.title'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
