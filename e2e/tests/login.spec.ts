import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import {
  apiLogin,
  dismissConnectionAlert,
  holdAnswers,
  HOME_PATH,
  login,
  LOGIN_PATH,
  loginForm,
  openMenu,
  pageTitle,
  path,
} from './support/app';
import {
  DEMO_CLUB,
  DEMO_MEMBER_NAME,
  FEDERATION_CLUB,
  demo,
  gast,
  type Account,
} from './support/demo';
import { en, nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §2 Login and §5 Login.
test.describe('login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(LOGIN_PATH);
  });

  test('the club picker starts with the prompt, then the federation', async ({ page }) => {
    const { club } = loginForm(page);
    const options = club.getByRole('option');
    await expect(options.nth(0)).toHaveText(nl('login.selectClub'));
    await expect(options.nth(1)).toHaveText(FEDERATION_CLUB);
    await expect(options).toContainText([DEMO_CLUB]);
    // A first visit has no remembered club: the prompt is chosen.
    await expect(club.locator('option:checked')).toHaveText(nl('login.selectClub'));
  });

  test('an empty form names every missing field', async ({ page }) => {
    const form = loginForm(page);
    await form.submit.click();

    await expect(form.club).toHaveAccessibleDescription(nl('login.errors.club'));
    await expect(page.getByText(nl('login.errors.club'), { exact: true })).toBeVisible();
    await expect(form.username).toHaveAccessibleDescription(nl('login.errors.username'));
    await expect(form.password).toHaveAccessibleDescription(nl('login.errors.password'));
    await expect(page).toHaveURL(path(LOGIN_PATH));
  });

  test('a club without username or password is refused per field', async ({ page }) => {
    const form = loginForm(page);
    await form.club.selectOption({ label: DEMO_CLUB });
    await form.submit.click();
    await expect(page.getByText(nl('login.errors.username'), { exact: true })).toBeVisible();
    await expect(page.getByText(nl('login.errors.password'), { exact: true })).toBeVisible();
    await expect(page.getByText(nl('login.errors.club'), { exact: true })).toBeHidden();

    await form.username.fill(demo.username);
    await form.submit.click();
    await expect(page.getByText(nl('login.errors.password'), { exact: true })).toBeVisible();
    await expect(page.getByText(nl('login.errors.username'), { exact: true })).toBeHidden();
    await expect(page).toHaveURL(path(LOGIN_PATH));
  });

  test('wrong credentials show the invalid-combination message', async ({ page }) => {
    const form = loginForm(page);
    await form.club.selectOption({ label: gast.club });
    await form.username.fill(gast.username);
    await form.password.fill(`${gast.password}-wrong`);
    await form.submit.click();

    await expect(
      page.getByRole('alert').filter({ hasText: nl('errors.INVALID_CREDENTIALS') }),
    ).toBeVisible();
    await expect(page).toHaveURL(path(LOGIN_PATH));
    await expect(form.username).toHaveValue(gast.username);
  });

  test('demo logs in to the card list in the shell; /login then skips to it', async ({ page }) => {
    await login(page, demo);

    const menu = await openMenu(page, nl('scorecards.title'));
    await expect(menu).toContainText(DEMO_MEMBER_NAME);
    await expect(menu).toContainText(DEMO_CLUB);
    await expect(menu.getByRole('link', { name: nl('menu.scorecards') })).toBeVisible();
    await expect(menu.getByRole('button', { name: nl('menu.logout') })).toBeVisible();

    // With a session, the login screen is skipped.
    await page.goto(LOGIN_PATH);
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
  });

  test('logout ends the session; /login then has club and username filled in', async ({ page }) => {
    await login(page, demo);

    const menu = await openMenu(page, nl('scorecards.title'));
    await menu.getByRole('button', { name: nl('menu.logout'), exact: true }).click();
    await expect(page).toHaveURL(path(LOGIN_PATH));

    // The session is gone on the server too: the app does not open again without a login.
    await page.goto(HOME_PATH);
    await expect(page).toHaveURL(path(LOGIN_PATH));

    // The last club and username come back from the cookies: only the password needs typing.
    const form = loginForm(page);
    await expect(form.club.locator('option:checked')).toHaveText(demo.club);
    await expect(form.username).toHaveValue(demo.username);
    await expect(form.password).toHaveValue('');
    await form.password.fill(demo.password);
    await form.submit.click();
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
  });

  test('a tap on Inloggen before the club list has come logs in at the remembered club', async ({
    page,
    server,
  }) => {
    // On a slow connection the list of clubs can come after the member (club and username
    // remembered) has typed the password and tapped: the remembered club stands meanwhile.
    const clubs = (await (await page.request.get('/api/clubs')).json()) as {
      id: number;
      naam: string;
    }[];
    const club = clubs.find((c) => c.naam === demo.club)!;
    await page.context().addCookies([
      { name: 'fw_last_club', value: String(club.id), url: server.url },
      { name: 'fw_last_username', value: demo.username, url: server.url },
    ]);
    const release = await holdAnswers(page, '**/api/clubs');
    try {
      await page.goto(LOGIN_PATH);
      const form = loginForm(page);
      await expect(form.username).toHaveValue(demo.username);
      // The picker says the remembered club is on its way, not 'select a club'.
      await expect(form.club.locator('option:checked')).toHaveText(
        nl('login.rememberedClubLoading'),
      );
      await form.password.fill(demo.password);
      await form.submit.click();
      await expect(page).toHaveURL(path(HOME_PATH));
      await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    } finally {
      release();
    }
  });

  test('the login screen shown by logout can be used at once', async ({ page }) => {
    // Regression: the menu used to be unmounted while still open, which left the login screen
    // aria-hidden and deaf to taps until a reload.
    await login(page, demo);

    const menu = await openMenu(page, nl('scorecards.title'));
    await menu.getByRole('button', { name: nl('menu.logout'), exact: true }).click();
    await expect(page).toHaveURL(path(LOGIN_PATH));

    const form = loginForm(page);
    await expect(form.club.locator('option:checked')).toHaveText(demo.club);
    await expect(form.username).toHaveValue(demo.username);
    await form.password.click();
    await form.password.fill(demo.password);
    await form.submit.click();
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(await openMenu(page, nl('scorecards.title'))).toContainText(DEMO_MEMBER_NAME);
  });

  test('without a connection, logging in says so and the form stays usable', async ({ page }) => {
    // spec §8: a call that reaches no server shows the connection alert; the login screen starts
    // without Ionic, so this is the alert's first use of it.
    // Only the login itself: the session check (a GET of the same path) may still be under way.
    await page.route('**/api/auth/login', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const form = loginForm(page);
    await form.club.selectOption({ label: demo.club });
    await form.username.fill(demo.username);
    await form.password.fill(demo.password);
    await form.submit.click();

    await dismissConnectionAlert(page);
    await expect(page).toHaveURL(path(LOGIN_PATH));

    await page.unroute('**/api/auth/login');
    await form.submit.click();
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(await openMenu(page, nl('scorecards.title'))).toContainText(DEMO_MEMBER_NAME);
  });

  test('a session this browser did not log in with still skips /login', async ({ page }) => {
    // The cookie is there but not the app's own logged_in flag (another tab, cleared storage).
    await apiLogin(page.request, demo);
    await page.goto(LOGIN_PATH);
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await expect(await openMenu(page, nl('scorecards.title'))).toContainText(DEMO_MEMBER_NAME);
  });
});

/** A login through the API, whatever its answer. */
async function tryLogin(request: APIRequestContext, account: Account) {
  const clubs = (await (await request.get('/api/clubs')).json()) as { id: number; naam: string }[];
  const club = clubs.find((c) => c.naam === account.club)!;
  return request.post('/api/auth/login', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { club: club.id, username: account.username, password: account.password },
  });
}

// A login held up by failed attempts says when to try again, that a device used before still
// gets in, and that the club can reset the password.
for (const { language, locale, t } of [
  { language: 'Dutch', locale: 'nl-NL', t: nl },
  { language: 'English', locale: 'en-US', t: en },
]) {
  test.describe(`a locked-out login in ${language}`, () => {
    test.use({ locale });

    test('says when to try again and what works meanwhile', async ({ page }) => {
      // A username of its own, nobody's: no other test's account is locked out.
      const account = { club: DEMO_CLUB, username: `locked-${locale}`, password: 'wrong' };
      for (let i = 0; i < 5; i++)
        expect((await tryLogin(page.request, account)).status()).toBe(401);

      await page.goto(LOGIN_PATH);
      const form = loginForm(page, t);
      await form.club.selectOption({ label: account.club });
      await form.username.fill(account.username);
      await form.password.fill(account.password);
      await form.submit.click();

      const alert = page
        .getByRole('alert')
        .filter({ hasText: t('login.errors.tooManyMinutes_other', { count: 15 }) });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t('login.errors.lockedHelp'));
      await expect(page).toHaveURL(path(LOGIN_PATH));
    });
  });
}
