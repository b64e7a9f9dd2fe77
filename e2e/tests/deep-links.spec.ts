import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  HOME_PATH,
  LOGIN_PATH,
  apiCalls,
  apiSession,
  backButton,
  login,
  loginForm,
  newsOf,
  openMenu,
  pageTitle,
  path,
} from './support/app';
import { DEMO_CLUB, DEMO_MEMBER_NAME, ZUID_CLUB, demo, zuid, type Account } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

/** Fills in and sends the login screen on show, without expecting where it leads. */
async function fillLogin(page: Page, account: Account): Promise<void> {
  const form = loginForm(page);
  await form.club.selectOption({ label: account.club });
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.submit.click();
}

// spec §2 (routes, deep links) and §8 (a 401 on any call sends the user to /login).
/**
 * Demo logs in; once the shell has loaded the member and the club (the menu shows both) and the
 * calls the open menu started are answered, the session goes, and the menu's news link then lands
 * on /login.
 */
async function loseSessionOnTheWayToNews(page: Page, context: BrowserContext): Promise<void> {
  const calls = apiCalls(page);
  await login(page, demo);
  const menu = await openMenu(page, nl('scorecards.title'));
  await expect(menu).toContainText(DEMO_MEMBER_NAME);
  await expect(menu.getByRole('link', { name: nl('menu.news'), exact: true })).toBeVisible();
  await calls.settled();

  await context.clearCookies();
  await menu.getByRole('link', { name: nl('menu.news'), exact: true }).click();
  await expect(page).toHaveURL(path(LOGIN_PATH));
}

test.describe('deep links and the session', () => {
  test('logged out, an /app link opens the login screen', async ({ page }) => {
    await page.goto('/app/news');
    await expect(page).toHaveURL(path(LOGIN_PATH));
    await expect(loginForm(page).submit).toBeVisible();
    // Nobody's session ended here: the login says nothing of it.
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.goto('/app/news/1');
    await expect(page).toHaveURL(path(LOGIN_PATH));
    await expect(loginForm(page).submit).toBeVisible();
  });

  test('logged out, a link opens its screen after the login', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const request = await apiSession({ playwright, baseURL }, demo);
    const post = (await newsOf(request))[5];
    await request.dispose();
    if (!post) throw new Error('the demo club has fewer than 6 posts');

    await page.goto(`/app/news/${post.id}`);
    await expect(page).toHaveURL(path(LOGIN_PATH));
    await fillLogin(page, demo);
    await expect(page).toHaveURL(path(`/app/news/${post.id}`));
    await expect(page.getByRole('heading', { level: 1, name: post.titel })).toBeVisible();
  });

  test('the login never sends anyone to another site', async ({ page }) => {
    for (const next of [
      'https://example.com/app/news',
      '//example.com/app/news',
      '/\\example.com',
    ]) {
      await page.context().clearCookies();
      await page.goto(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`);
      await page.evaluate(() => localStorage.removeItem('logged_in'));
      await page.goto(`${LOGIN_PATH}?next=${encodeURIComponent(next)}`);
      await fillLogin(page, demo);
      await expect(page).toHaveURL(path(HOME_PATH));
      await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    }
  });

  test('logged in, a link to one post opens it directly, also after a reload', async ({ page }) => {
    await login(page, demo);
    // A post beyond the feed's first page, so nothing the feed loaded can help (set-up via API).
    const post = (await newsOf(page.request))[12];
    if (!post) throw new Error('the demo club has fewer than 13 posts');

    await page.goto(`/app/news/${post.id}`);
    const title = page.getByRole('heading', { level: 1, name: post.titel });
    await expect(pageTitle(page, nl('news.postTitle'))).toBeVisible();
    await expect(title).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(path(`/app/news/${post.id}`));
    await expect(title).toBeVisible();

    // Opened from outside the app, back leads to the feed.
    await backButton(page, nl('news.postTitle')).click();
    await expect(page).toHaveURL(path('/app/news'));
    await expect(pageTitle(page, nl('news.title'))).toBeVisible();

    // A post that does not exist says so.
    await page.goto('/app/news/999999');
    await expect(page.getByText(nl('news.notFound'), { exact: true })).toBeVisible();

    // So do a booking or a card that does not exist, or a link with no number in it.
    for (const link of ['/app/booking/999999', '/app/booking/abc', '/app/score/abc']) {
      await page.goto(link);
      await expect(page.getByText(nl('errors.NOT_FOUND'), { exact: true })).toBeVisible();
    }

    // An unknown /app screen falls back to the card list (spec §2).
    await page.goto('/app/does-not-exist');
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
  });

  test('when the session is gone mid-use (401), the next screen sends to /login', async ({
    page,
    context,
  }) => {
    await loseSessionOnTheWayToNews(page, context);
    await expect(loginForm(page).submit).toBeVisible();
    // The member is told why, and comes back to the screen they were going to.
    await expect(page.getByRole('status')).toHaveText(nl('login.sessionEnded'));
    await fillLogin(page, demo);
    await expect(page).toHaveURL(path('/app/news'));
    await expect(pageTitle(page, nl('news.title'))).toBeVisible();
  });

  test('after a 401, the next member to log in sees only their own menu', async ({
    page,
    context,
  }) => {
    // Regression: the previous member's name, club, menu items and open cards used to stay.
    await loseSessionOnTheWayToNews(page, context);

    // Same page, no reload: whatever the app kept of the demo member must not show. The login
    // leads to the screen that was asked for (news), now in Zuid's own club.
    await fillLogin(page, zuid);
    await expect(page).toHaveURL(path('/app/news'));
    const zuidMenu = await openMenu(page, nl('news.title'));
    await expect(zuidMenu.getByRole('img', { name: ZUID_CLUB })).toBeVisible();
    await expect(zuidMenu).not.toContainText(DEMO_MEMBER_NAME);
    await expect(zuidMenu).not.toContainText(DEMO_CLUB);
    // Demo's member list is not Zuid's (Zuid hides it).
    await expect(zuidMenu.getByRole('link', { name: nl('menu.members') })).toHaveCount(0);
  });
});
