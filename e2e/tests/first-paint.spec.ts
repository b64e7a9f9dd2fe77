import { expect, type Page } from '@playwright/test';
import { login, loginForm, openMenu, pageTitle, slowMenuCode } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

/** Holds back the app's entry script for a while, as a slow phone line would. */
async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/index-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

// index.html paints a frame of the first screen before any JS has arrived (apps/web/README.md
// "First paint"); the real screen takes its place without a jump.
test.describe('first paint', () => {
  test('the login screen shows its frame before the JS arrives, then the form', async ({
    page,
  }) => {
    await slowScripts(page, 1500);
    await page.goto('/login');
    const frame = page.locator('#boot');
    await expect(frame).toBeVisible();
    await expect(loginForm(page).submit).toBeHidden();

    await expect(loginForm(page).submit).toBeVisible({ timeout: 10_000 });
    await expect(frame).toHaveCount(0);
  });

  test("a member opening the app sees the app's toolbar at once, where the real one comes", async ({
    page,
  }) => {
    await login(page, demo);
    await slowScripts(page, 1500);
    await page.goto('/app/news');
    const frame = page.locator('#boot-app');
    await expect(frame).toBeVisible();
    await expect(page.locator('#boot')).toBeHidden();
    const frameToolbar = await frame.locator('.boot-app__toolbar').boundingBox();

    await expect(pageTitle(page, nl('news.title'))).toBeVisible({ timeout: 10_000 });
    expect(await page.locator('ion-header ion-toolbar').first().boundingBox()).toEqual(
      frameToolbar,
    );
    await expect(frame).toHaveCount(0);
  });

  test('the title stays where it is when the side menu arrives after the page', async ({
    page,
  }) => {
    await login(page, demo);
    // The side menu's code arrives well after the first page.
    await slowMenuCode(page, 1500);
    await page.goto('/app/news');
    const title = pageTitle(page, nl('news.title'));
    await expect(title).toBeVisible();
    const before = await title.boundingBox();

    const menu = await openMenu(page, nl('news.title'));
    await expect(menu.getByRole('link', { name: nl('menu.news'), exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await title.boundingBox()).toEqual(before);
  });
});
