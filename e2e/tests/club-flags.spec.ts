import { expect, test } from '@playwright/test';
import { login, pageTitle, path } from './support/app';
import { clubDate } from './support/booking';
import { zuid } from './support/demo';
import { nl } from './support/i18n';

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
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, link);
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
