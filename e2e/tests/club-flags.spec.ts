import { expect, type Page } from '@playwright/test';
import { login, loginForm, openMenu, pageTitle, path } from './support/app';
import { clubDate } from './support/booking';
import { demo, zuid } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

/** Follows a link inside the running app, as a tap on an in-app link does (no reload). */
const followInApp = (page: Page, to: string) =>
  page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);

// spec §2: a club with booking off (Golfbaan Zuid) has no booking screens at all. A deep link to
// one goes where the menu would, without first showing a form the server would only refuse.
test('at a club with booking off, booking links show no booking screen', async ({ page }) => {
  await login(page, zuid);
  // Notes, from the first paint on, whether any booking screen's title ever showed.
  await page.evaluate(
    (titles) => {
      const w = window as unknown as { bookingShown: boolean };
      w.bookingShown = false;
      const look = () => {
        for (const el of Array.from(document.querySelectorAll('ion-title, h1, ion-page')))
          if (titles.some((t) => el.textContent?.trim() === t)) w.bookingShown = true;
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true });
    },
    [nl('booking.create.title'), nl('booking.edit.title'), nl('booking.title')],
  );

  const tomorrow = clubDate(1).wire;
  for (const link of [
    `/app/booking/create?course=1&date=${tomorrow}&time=10:00&holes=18`,
    '/app/booking/1',
    '/app/booking/grid',
  ]) {
    await followInApp(page, link);
    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { bookingShown: boolean }).bookingShown),
    ).toBe(false);
  }

  // Opened from outside the app (a reload), the same.
  await page.goto('/app/booking/1');
  await expect(page).toHaveURL(path('/app/profile/show'));
  await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
  await expect(pageTitle(page, nl('booking.edit.title'))).toHaveCount(0);
});

// spec §3 kaarten off: no demo club has it, so the club's settings say so here (the server's own
// refusal of card writes is covered by cards-off.int.test.ts). The app opens on the first screen
// the menu offers, the menu has no cards, and a link to a card screen goes there too.
test('at a club with cards off, the app opens on the news and offers no card screen', async ({
  page,
}) => {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), kaarten: false } });
  });
  await page.goto('/login');
  const form = loginForm(page);
  await form.club.selectOption({ label: demo.club });
  await form.username.fill(demo.username);
  await form.password.fill(demo.password);
  await form.submit.click();
  await expect(page).toHaveURL(path('/app/news'));
  await expect(pageTitle(page, nl('news.title'))).toBeVisible();

  const menu = await openMenu(page, nl('news.title'));
  await expect(menu.getByRole('link', { name: nl('menu.news'), exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: nl('menu.scorecards') })).toHaveCount(0);
  await menu.getByRole('link', { name: nl('menu.matches'), exact: true }).click();
  await expect(page).toHaveURL(path('/app/matches'));

  for (const link of ['/app/scorecards', '/app/scorecards/qualifying', '/app/score/1']) {
    await followInApp(page, link);
    await expect(page).toHaveURL(path('/app/news'));
    await expect(pageTitle(page, nl('news.title'))).toBeVisible();
  }
});
