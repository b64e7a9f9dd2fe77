import { expect, type Page } from '@playwright/test';
import {
  holdAnswers,
  login,
  navigateByMenu,
  pageTitle,
  path,
  setLanguage,
  tapTab,
} from './support/app';
import { DEMO_MEMBER_NAME, demo, gast } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { serverNow, test } from './support/fixtures';

// spec §2 Matches at phone size, in Dutch and in English: the list by term, year and open for
// sign-up, a match's tabs (spec §4 visibility), the start list and the results. Read-only: `demo`
// is on the demo data's released start list and in its published results.

const LANGUAGES: readonly { code: 'nl_NL' | 'en_US'; t: Translate }[] = [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
];

for (const { code, t } of LANGUAGES) {
  const tab = (page: Page, name: string) =>
    page.getByRole('tab', { name: t(`matches.tabs.${name}`), exact: true });

  /** Logs demo in and, for English, turns the app English (the next page load reads it). */
  async function start(page: Page) {
    await login(page, demo);
    if (code !== 'nl_NL') expect((await setLanguage(page.request, code)).ok()).toBe(true);
  }

  test.describe(`matches in ${code}`, () => {
    test.afterEach(async ({ page }) => {
      // demo is Dutch for every other test.
      await setLanguage(page.request, 'nl_NL');
    });

    test('find a match by term and by year, own sign-ups marked', async ({ page }) => {
      await start(page);
      await page.goto('/app/scorecards');
      await navigateByMenu(page, t('scorecards.title'), t('menu.matches'), t('matches.title'));
      const list = page.getByRole('list', { name: t('matches.title') });
      const tuesday = list.getByRole('link', { name: new RegExp('Dinsdagmiddag 9 holes') });
      await expect(tuesday).toHaveAccessibleName(new RegExp(t('matches.signedUp')));
      const thisYear = await page.locator('.matches__year-label').innerText();

      await page.getByLabel(t('matches.search')).fill('greensome');
      await expect(list.getByRole('link')).toHaveCount(1);
      await expect(list.getByRole('link')).toHaveAccessibleName(/Greensome Koppelwedstrijd/);
      await expect(list.getByRole('link')).toHaveAccessibleName(new RegExp(t('matches.open')));

      await page.getByLabel(t('matches.search')).fill('');
      await page.getByRole('button', { name: t('matches.previousYear') }).click();
      await expect(page).toHaveURL(path(`/app/matches/list/${Number(thisYear) - 1}`));
      await expect(list.getByRole('link', { name: new RegExp('Clubkampioenschap') })).toBeVisible();
      await expect(
        list.getByRole('link', { name: new RegExp('Voorjaarswedstrijd') }),
      ).toBeVisible();
      await expect(list.getByRole('link', { name: /Najaarsstableford/ })).toHaveCount(0);

      await page.getByRole('button', { name: t('matches.nextYear') }).click();
      await expect(page).toHaveURL(path(`/app/matches/list/${thisYear}`));
      await expect(list.getByRole('link', { name: /Najaarsstableford/ })).toBeVisible();
      await expect(list.getByRole('link', { name: /Voorjaarswedstrijd/ })).toHaveCount(0);
    });

    test('only the matches open for sign-up, when asked', async ({ page }) => {
      await start(page);
      await page.goto('/app/matches');
      const list = page.getByRole('list', { name: t('matches.title') });
      await expect(list.getByRole('link', { name: /Zomerstableford/ })).toBeVisible();
      await page.getByRole('switch', { name: t('matches.openOnly') }).click();
      await expect(list.getByRole('link', { name: /Zomerstableford/ })).toHaveCount(0);
      const open = list.getByRole('link');
      await expect(open).toHaveCount(4);
      for (const link of await open.all())
        await expect(link).toHaveAccessibleName(new RegExp(t('matches.open')));
    });

    test('a closed match shows its info, participants and start list', async ({ page }) => {
      await start(page);
      await page.goto('/app/matches');
      await page.getByRole('link', { name: new RegExp('Dinsdagmiddag 9 holes') }).click();
      await expect(page).toHaveURL(path(/\/app\/match\/\d+\/info$/));
      await expect(pageTitle(page, 'Dinsdagmiddag 9 holes')).toBeVisible();
      // Sign-up is closed: no signup tab; the start list is released, the results are not.
      await expect(tab(page, 'signup')).toHaveCount(0);
      await expect(tab(page, 'results')).toHaveCount(0);
      await tapTab(tab(page, 'participants'));
      await expect(page).toHaveURL(path(/\/app\/match\/\d+\/participants$/));
      await expect(page.getByRole('main').getByText(DEMO_MEMBER_NAME).first()).toBeVisible();
      await tapTab(tab(page, 'starters'));
      await expect(page).toHaveURL(path(/\/app\/match\/\d+\/starters/));
      const first = page.getByRole('region').first();
      await expect(first).toContainText(t('matches.starters.tee', { tee: 1 }));
      // The member's own line is marked, for the eye and for a screen reader.
      const own = page.locator('.match-flight [aria-current="true"]');
      await expect(own).toHaveCount(1);
      await expect(own).toHaveClass(/match-team--self/);
      await expect(own).toContainText(DEMO_MEMBER_NAME);
    });

    test('a played match shows its results per category, the own line marked', async ({ page }) => {
      await start(page);
      await page.goto('/app/matches');
      await page.getByLabel(t('matches.search')).fill('Zomerstableford');
      await page.getByRole('link', { name: new RegExp('Zomerstableford') }).click();
      await tapTab(tab(page, 'results'));
      await expect(
        page.getByRole('heading', { name: t('matches.results.category', { name: 'A' }) }),
      ).toBeVisible();
      const own = page.locator('tr[aria-current="true"]');
      await expect(own).toHaveCount(1);
      await expect(own).toContainText(DEMO_MEMBER_NAME);
    });
  });
}

test('a page of the list that fails to load is skipped and the next one still loads', async ({
  page,
}) => {
  await login(page, demo);
  const year = serverNow().getFullYear();
  // The server's second page, served as if it were the third: the app must ask for it after the
  // second failed.
  const second = await page.request.get('/api/wedstrijd', {
    params: { offset: 20, date_from: `${year}-01-01`, date_to: `${year}-12-31` },
  });
  const body = (await second.json()) as { matches: { naam: string }[] };
  expect(body.matches.length).toBeGreaterThan(0);
  // A server failure (a lost connection is spec §8's connection alert, for every call).
  await page.route(/\/api\/wedstrijd\?.*offset=20/, (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'failed' } }),
  );
  await page.route(/\/api\/wedstrijd\?.*offset=40/, (route) =>
    route.fulfill({ json: { ...body, next_offset: null } }),
  );
  await page.goto('/app/matches');
  const list = page.getByRole('list', { name: nl('matches.title') });
  await expect(list.getByRole('link')).toHaveCount(20);
  const more = page.waitForRequest(/offset=40/);
  await expect(async () => {
    // A member's swipe: up a little, then down to the end (the infinite scroll fires on scrolling).
    await page.getByRole('main').evaluate(async (el) => {
      const content = el as HTMLElement & {
        scrollByPoint: (x: number, y: number, ms: number) => Promise<void>;
        scrollToBottom: (ms: number) => Promise<void>;
      };
      await content.scrollByPoint(0, -200, 0);
      await content.scrollToBottom(0);
    });
    await expect(list.getByRole('link')).toHaveCount(20 + body.matches.length, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await more;
  await expect(
    list.getByRole('link', { name: new RegExp(body.matches.at(-1)!.naam) }),
  ).toBeVisible();
});

test('while a search is being answered the list stays, and a tap on a row opens its match', async ({
  page,
}) => {
  await login(page, demo);
  await page.goto('/app/matches');
  const row = page
    .getByRole('list', { name: nl('matches.title') })
    .getByRole('link', { name: /Dinsdagmiddag 9 holes/ });
  await expect(row).toBeVisible();
  const release = await holdAnswers(page, /\/api\/wedstrijd\?.*term=Dinsdagmiddag/);
  try {
    const asked = page.waitForRequest(/\/api\/wedstrijd\?.*term=Dinsdagmiddag/);
    await page.getByLabel(nl('matches.search')).fill('Dinsdagmiddag');
    await asked;
    // The search is on its way: the rows are still there to tap, no skeleton in their place.
    await row.click();
    await expect(page).toHaveURL(path(/\/app\/match\/\d+\/info$/));
    await expect(pageTitle(page, 'Dinsdagmiddag 9 holes')).toBeVisible();
  } finally {
    release();
  }
});

for (const { code, t } of LANGUAGES) {
  test(`a guest reads a match's lists without anyone else's name, as counts (${code})`, async ({
    page,
  }) => {
    await login(page, gast);
    if (code !== 'nl_NL') expect((await setLanguage(page.request, code)).ok()).toBe(true);
    try {
      await page.goto('/app/matches');
      await page.getByLabel(t('matches.search')).fill('Dinsdagmiddag');
      await page.getByRole('link', { name: /Dinsdagmiddag 9 holes/ }).click();
      const main = page.getByRole('main');
      // 14 players: a count, not a row of "name hidden" for each.
      await tapTab(page.getByRole('tab', { name: t('matches.tabs.participants'), exact: true }));
      await expect(
        main.getByText(t('matches.participants.hidden_other', { count: 14 }), { exact: true }),
      ).toBeVisible();
      // The start list as drawn: four flights of 3, 3, 4 and 4, each counted.
      await tapTab(page.getByRole('tab', { name: t('matches.tabs.starters'), exact: true }));
      await expect(
        main.getByText(t('matches.participants.hidden_other', { count: 3 }), { exact: true }),
      ).toHaveCount(2);
      await expect(
        main.getByText(t('matches.participants.hidden_other', { count: 4 }), { exact: true }),
      ).toHaveCount(2);
      await expect(main.getByText(t('matches.hiddenPlayer'))).toHaveCount(0);
      await expect(main.getByText(DEMO_MEMBER_NAME)).toHaveCount(0);
    } finally {
      if (code !== 'nl_NL') await setLanguage(page.request, 'nl_NL');
    }
  });
}
