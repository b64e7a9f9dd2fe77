import { expect } from '@playwright/test';
import { login, pageTitle, path } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The committee's screens are for the committee (role match_committee): a member who is not on it and
// follows a link to one lands on the home screen, never on a form only the server would refuse.
test("a member not on the committee is sent home from the committee's screens", async ({
  page,
}) => {
  await login(page, demo);
  // Notes, from the first paint on, whether a committee screen's title ever showed.
  await page.evaluate(
    (titles) => {
      const w = window as unknown as { committeeShown: boolean };
      w.committeeShown = false;
      const look = () => {
        for (const el of Array.from(document.querySelectorAll('ion-title, h1')))
          if (titles.some((t) => el.textContent?.trim() === t)) w.committeeShown = true;
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true });
    },
    [nl('matchAdmin.title'), nl('matchAdmin.form.newTitle')],
  );
  for (const link of ['/app/admin/matches/new', '/app/admin/matches']) {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, link);
    await expect(page).toHaveURL(path('/app/scorecards'));
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
  }
  expect(
    await page.evaluate(() => (window as unknown as { committeeShown: boolean }).committeeShown),
  ).toBe(false);
});
