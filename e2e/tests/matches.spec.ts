import { expect, test, type Page } from '@playwright/test';
import { login, navigateByMenu, pageTitle, path, tapTab } from './support/app';
import { DEMO_MEMBER_NAME, demo } from './support/demo';
import { nl } from './support/i18n';

// spec §2 Matches: the list by term and year, a match's tabs (spec §4 visibility), the start list
// and the results. Read-only: `demo` is on the demo data's released start list and in its
// published results.
const tab = (page: Page, name: string) =>
  page.getByRole('tab', { name: nl(`matches.tabs.${name}`), exact: true });

test.describe('matches', () => {
  test('find a match by term and by year, own sign-ups marked', async ({ page }) => {
    await login(page, demo);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.matches'), nl('matches.title'));
    const list = page.getByRole('list', { name: nl('matches.title') });
    const tuesday = list.getByRole('link', { name: new RegExp('Dinsdagmiddag 9 holes') });
    await expect(tuesday).toHaveAccessibleName(new RegExp(nl('matches.signedUp')));

    await page.getByLabel(nl('matches.search')).fill('greensome');
    await expect(list.getByRole('link')).toHaveCount(1);
    await expect(list.getByRole('link')).toHaveAccessibleName(/Greensome Koppelwedstrijd/);
    await expect(list.getByRole('link')).toHaveAccessibleName(new RegExp(nl('matches.open')));

    await page.getByLabel(nl('matches.search')).fill('');
    await page.getByRole('button', { name: nl('matches.previousYear') }).click();
    await expect(page).toHaveURL(path(/\/app\/matches\/list\/\d{4}$/));
    await expect(list.getByRole('link', { name: new RegExp('Clubkampioenschap') })).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp('Voorjaarswedstrijd') })).toBeVisible();
  });

  test('a closed match shows its start list with the member on it', async ({ page }) => {
    await login(page, demo);
    await page.goto('/app/matches');
    await page.getByRole('link', { name: new RegExp('Dinsdagmiddag 9 holes') }).click();
    await expect(page).toHaveURL(path(/\/app\/match\/\d+\/info$/));
    await expect(pageTitle(page, 'Dinsdagmiddag 9 holes')).toBeVisible();
    // Sign-up is closed: no signup tab; the start list is released.
    await expect(tab(page, 'signup')).toHaveCount(0);
    await tapTab(tab(page, 'starters'));
    await expect(page).toHaveURL(path(/\/app\/match\/\d+\/starters/));
    const first = page.getByRole('region').first();
    await expect(first).toContainText(nl('matches.starters.tee', { tee: 1 }));
    await expect(page.locator('.match-team--self')).toContainText(DEMO_MEMBER_NAME);
  });

  test('a played match shows its results per category, the own line marked', async ({ page }) => {
    await login(page, demo);
    await page.goto('/app/matches');
    await page.getByLabel(nl('matches.search')).fill('Zomerstableford');
    await page.getByRole('link', { name: new RegExp('Zomerstableford') }).click();
    await tapTab(tab(page, 'results'));
    await expect(
      page.getByRole('heading', { name: nl('matches.results.category', { name: 'A' }) }),
    ).toBeVisible();
    const own = page.locator('tr[aria-current="true"]');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText(DEMO_MEMBER_NAME);
  });
});
