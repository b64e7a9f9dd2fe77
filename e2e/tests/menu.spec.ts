import { expect, test } from '@playwright/test';
import { login, openMenu, pageTitle, path } from './support/app';
import { DEMO_CLUB, ZUID_CLUB, demo, zuid } from './support/demo';
import { nl } from './support/i18n';

// spec §2 Menu: which items exist depends on the club's flags. Only screens already in the
// routes table are linked (app/menu-items.ts): scorecards, news, tee times, own profile and
// feedback today.
test.describe('side menu', () => {
  test('demo club: cards, news, tee times, own profile, feedback and logout', async ({ page }) => {
    await login(page, demo);
    const menu = await openMenu(page, nl('scorecards.title'));

    await expect(menu.getByRole('listitem')).toHaveText([
      nl('menu.scorecards'),
      nl('menu.news'),
      nl('menu.booking'),
      nl('menu.profile'),
      nl('menu.feedback'),
      nl('menu.logout'),
    ]);
    await expect(menu.getByRole('img', { name: DEMO_CLUB })).toBeVisible();

    // The own-profile item opens the member's profile.
    await menu.getByRole('link', { name: nl('menu.profile'), exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
  });

  test('Golfbaan Zuid hides tee times (booking off) and the own profile (hide_profiel_link)', async ({
    page,
  }) => {
    await login(page, zuid);
    const menu = await openMenu(page, nl('scorecards.title'));

    await expect(menu.getByRole('listitem')).toHaveText([
      nl('menu.scorecards'),
      nl('menu.news'),
      nl('menu.feedback'),
      nl('menu.logout'),
    ]);
    await expect(menu.getByRole('link', { name: nl('menu.profile') })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: nl('menu.booking') })).toHaveCount(0);
    // The menu carries the member's own club.
    await expect(menu.getByRole('img', { name: ZUID_CLUB })).toBeVisible();
    await expect(menu).not.toContainText(DEMO_CLUB);
  });
});
