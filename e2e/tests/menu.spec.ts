import { expect } from '@playwright/test';
import {
  HOME_PATH,
  demoMemberMenu,
  login,
  openMenu,
  pageTitle,
  path,
  sideMenu,
  slowMenuCode,
} from './support/app';
import { DEMO_CLUB, ZUID_CLUB, demo, gast, zuid } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §2 Menu: which items exist depends on the club's flags. Only screens already in the
// routes table are linked (app/menu-items.ts); course information and the calculator only where
// the club has its own course (has_baan).
test.describe('side menu', () => {
  test('demo club: cards, news, matches, tee times, members, own profile, WHS, card, course, calculator, feedback and logout', async ({
    page,
  }) => {
    await login(page, demo);
    const menu = await openMenu(page, nl('scorecards.title'));

    await expect(menu.getByRole('listitem')).toHaveText([...demoMemberMenu(nl), nl('menu.logout')]);
    await expect(menu.getByRole('img', { name: DEMO_CLUB })).toBeVisible();

    // The own-profile item opens the member's profile.
    await menu.getByRole('link', { name: nl('menu.profile'), exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
  });

  test('Golfbaan Zuid hides tee times (booking off) and the course screens (has_baan off), keeps the own profile (hide_profiel_link hides only other members)', async ({
    page,
  }) => {
    await login(page, zuid);
    const menu = await openMenu(page, nl('scorecards.title'));

    await expect(menu.getByRole('listitem')).toHaveText([
      nl('menu.scorecards'),
      nl('menu.news'),
      nl('menu.matches'),
      nl('menu.profile'),
      nl('menu.whs'),
      nl('menu.ngfcard'),
      nl('menu.feedback'),
      nl('menu.logout'),
    ]);
    // Zuid does not show its member list.
    await expect(menu.getByRole('link', { name: nl('menu.members') })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: nl('menu.booking') })).toHaveCount(0);
    // The menu carries the member's own club.
    await expect(menu.getByRole('img', { name: ZUID_CLUB })).toBeVisible();
    await expect(menu).not.toContainText(DEMO_CLUB);
    // The own profile opens, to edit it, the language and the picture.
    await menu.getByRole('link', { name: nl('menu.profile'), exact: true }).click();
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
  });

  test('a guest is offered no member list (the server refuses it to guests), and a link to it leads home', async ({
    page,
  }) => {
    await login(page, gast);
    const menu = await openMenu(page, nl('scorecards.title'));
    await expect(menu.getByRole('link', { name: nl('menu.profile'), exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: nl('menu.members') })).toHaveCount(0);
    await page.goto('/app/members');
    await expect(page).toHaveURL(path(HOME_PATH));
  });

  test('a member opening the app on a phone opens the menu with one tap, badge and all, also before the menu has arrived', async ({
    page,
  }) => {
    await login(page, demo);
    // The member's tap must not be lost while the menu's code is on its way.
    await slowMenuCode(page, 1500);
    // Opening the app again: a start-up with a session, as a member's phone does every morning.
    await page.goto(HOME_PATH);
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    // The server's painted copy of the screen is gone: the toolbar is the app's own.
    await expect(page.locator('#boot-app')).toHaveCount(0);

    // One tap, no second try.
    await page
      .getByRole('banner')
      .getByRole('button', { name: nl('menu.open'), exact: true })
      .click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('listitem')).toHaveCount(12);
    // The open-card check's count (demo has two or more cards to mark, so the plural).
    const waiting = nl('scorecards.notify.menuStatus_other', { count: 0 }).replace('0', '\\d+');
    await expect(menu.getByRole('status')).toHaveText(new RegExp(`^${waiting}$`));
    await menu.getByRole('link', { name: nl('menu.news'), exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(pageTitle(page, nl('news.title'))).toBeVisible();
  });

  test('on a wide screen the menu is beside the page from the start', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, demo);
    await page.goto(HOME_PATH);
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole('link', { name: nl('menu.scorecards'), exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: nl('menu.open'), exact: true }),
    ).toBeHidden();
  });
});
