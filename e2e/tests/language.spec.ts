import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import {
  demoMemberMenu,
  login,
  loginForm,
  navigateByMenu,
  openMenu,
  pageTitle,
  path,
} from './support/app';
import { FAQ, marker } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

/** The profile's row that shows the member's language. */
const languageRow = (page: Page, t: Translate) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: t('profile.language') });

// spec §2 /app/profile/edit and §4 Language: the member's preferred language is the app's.
// The marker account is used, so the change can never show in the tests that log in as demo.
test.describe('language', () => {
  test.afterEach(async ({ page }) => {
    // Whatever happened in the test, the member is Dutch again for the next one.
    await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { voorkeurstaal: 'nl_NL' },
    });
  });

  test('switching to English in the profile turns the whole app English, and back', async ({
    page,
  }) => {
    await login(page, marker);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.profile'), nl('profile.title'));
    // Numbers are written as the language writes them: a decimal comma in Dutch.
    const dutchHandicap = await handicapShown(page);
    expect(dutchHandicap).toMatch(/^\+?\d{1,2},\d$/);

    await changeLanguage(page, nl, en('common.languages.en_US'));

    // Back on the profile, now in English.
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, en('profile.title'))).toBeVisible();
    await expect(languageRow(page, en)).toContainText(en('common.languages.en_US'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await handicapShown(page)).toBe(dutchHandicap.replace(',', '.'));

    const menu = await openMenu(page, en('profile.title'));
    await expect(menu.getByRole('listitem')).toHaveText([
      ...demoMemberMenu(en),
      // marker is on the committee (roles match_committee and tee_sheet_manager): the
      // committee's entry and the back office's.
      en('menu.committee'),
      en('menu.admin'),
      en('menu.logout'),
    ]);
    await menu.getByRole('link', { name: en('menu.scorecards'), exact: true }).click();
    await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();

    // The choice is the member's, kept by the server: a reload still opens in English.
    await page.reload();
    await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();

    // And back to Dutch.
    await navigateByMenu(page, en('scorecards.title'), en('menu.profile'), en('profile.title'));
    await changeLanguage(page, en, nl('common.languages.nl_NL'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
    await expect(languageRow(page, nl)).toContainText(nl('common.languages.nl_NL'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    await expect((await openMenu(page, nl('profile.title'))).getByRole('listitem')).toHaveText([
      ...demoMemberMenu(nl),
      // marker is on the committee (roles match_committee and tee_sheet_manager).
      nl('menu.committee'),
      nl('menu.admin'),
      nl('menu.logout'),
    ]);
  });
});

/** The handicap in the profile's header, as shown. */
async function handicapShown(page: Page): Promise<string> {
  const shown = page.locator('.profile-hero__handicap strong');
  await expect(shown).toHaveText(/\d/);
  return (await shown.textContent()) ?? '';
}

/** From the profile: edit, choose `language` (as the picker names it) and save. */
async function changeLanguage(page: Page, t: Translate, language: string): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('link', { name: t('profile.edit'), exact: true })
    .click();
  await expect(page).toHaveURL(path('/app/profile/edit'));
  await expect(pageTitle(page, t('profile.editTitle'))).toBeVisible();
  await page
    .getByRole('combobox', { name: t('profile.language'), exact: true })
    .selectOption({ label: language });
  await page.getByRole('button', { name: t('profile.save'), exact: true }).click();
}

// spec §4 Language before login: the login screen offers the three languages, the choice is kept
// on the device, and a first visit speaks the browser's language when the app has it.
test.describe('the login screen language', () => {
  const choice = (page: Page, t: Translate) =>
    page.getByRole('group', { name: t('login.language'), exact: true });

  test.describe('a browser in en-US', () => {
    test.use({ locale: 'en-US' });
    test('opens the login screen in English', async ({ page }) => {
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { name: en('login.title'), exact: true }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(
        choice(page, en).getByRole('button', { name: en('common.languages.en_US') }),
      ).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test.describe('a browser in de-DE', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to Dutch', async ({ page }) => {
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { name: nl('login.title'), exact: true }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
    });
  });

  test('choosing English turns the login screen English and the device keeps it', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: nl('login.title'), exact: true })).toBeVisible();
    await choice(page, nl)
      .getByRole('button', { name: en('common.languages.en_US') })
      .click();
    await expect(page.getByRole('heading', { name: en('login.title'), exact: true })).toBeVisible();
    await expect(loginForm(page, en).submit).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: en('login.title'), exact: true })).toBeVisible();
    // And back to Dutch, which the device keeps as well.
    await choice(page, en)
      .getByRole('button', { name: nl('common.languages.nl_NL') })
      .click();
    await expect(page.getByRole('heading', { name: nl('login.title'), exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: nl('login.title'), exact: true })).toBeVisible();
  });
});

// The club's content in the member's language where the club gave one: the FAQ, and a tee named
// after its colour.
test.describe("the club's content in English", () => {
  test.afterEach(async ({ page }) => {
    await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { voorkeurstaal: 'nl_NL' },
    });
  });

  test('an English member reads the FAQ and the tee colours in English', async ({ page }) => {
    await login(page, marker);
    const english = await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { voorkeurstaal: 'en_US' },
    });
    expect(english.ok()).toBe(true);

    await page.goto('/app/feedback/faq');
    await expect(pageTitle(page, en('feedback.title'))).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(FAQ[0]!.vertalingen.en_US.vraag, { exact: true })).toBeVisible();
    await expect(main.getByText(FAQ[0]!.vraag, { exact: true })).toHaveCount(0);

    await page.goto('/app/scorecards/qualifying');
    await expect(pageTitle(page, en('scorecards.qualifying.title'))).toBeVisible();
    const tees = page.getByRole('radiogroup', { name: en('scorecards.fields.tee'), exact: true });
    await expect(tees.getByRole('radio', { name: /^Tee Yellow\s/ })).toBeVisible();
    await expect(tees.getByText(en('tees.colours.yellow'), { exact: true })).toBeVisible();
    await expect(tees.getByText('Geel', { exact: true })).toHaveCount(0);
  });
});
