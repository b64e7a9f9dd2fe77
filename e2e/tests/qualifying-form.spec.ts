import { expect } from '@playwright/test';
import { login, pageTitle } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §5 "Qualifying card": the form names every problem at once, and a guest marker that is
// chosen but not complete is asked to be filled in (as the foreign card's form does).
test('the qualifying form names all its problems at once', async ({ page }) => {
  await login(page, marker);
  await page.evaluate(() => localStorage.removeItem('fw_qualifying_draft'));
  await page.goto('/app/scorecards/qualifying');
  await expect(pageTitle(page, nl('scorecards.qualifying.title'))).toBeVisible();
  const main = page.getByRole('main');
  const create = main.getByRole('button', { name: nl('scorecards.qualifying.create') });
  const summary = main.locator('form').getByRole('alert').last();
  // The club's course chosen for the member once the courses arrived (a tap before that names
  // the course instead: the next test).
  await expect(
    main.getByRole('combobox', { name: nl('scorecards.fields.course') }),
  ).not.toHaveValue('');

  // A guest marker chosen, nothing filled in yet, and no tee.
  await main.getByRole('radio', { name: nl('scorecards.marker.guest'), exact: true }).click();
  await create.click();
  await expect(summary).toContainText(nl('scorecards.errors.selectTee'));
  await expect(summary).toContainText(nl('scorecards.errors.markerIncomplete'));
  await expect(main).not.toContainText(nl('scorecards.errors.selectMarker'));

  // Half filled in: still the same two, each beside its field too.
  await main.getByRole('textbox', { name: nl('scorecards.marker.firstname') }).fill('Piet');
  await create.click();
  await expect(summary.getByRole('listitem')).toHaveText([
    nl('scorecards.errors.selectTee'),
    nl('scorecards.errors.markerIncomplete'),
  ]);
  await expect(
    main.getByRole('group', { name: nl('scorecards.fields.marker') }).getByRole('alert'),
  ).toHaveText(nl('scorecards.errors.markerIncomplete'));
});

// A slow line: the club's courses arrive after the tap on create. The club's course is then chosen
// for the member, and the problems the tap found stay on show until the member changes something.
test('problems found before the courses arrive stay on show', async ({ page }) => {
  await login(page, marker);
  await page.evaluate(() => localStorage.removeItem('fw_qualifying_draft'));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/courses', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/scorecards/qualifying');
  const main = page.getByRole('main');
  const summary = main.locator('form').getByRole('alert').last();
  await main.getByRole('button', { name: nl('scorecards.qualifying.create') }).click();
  await expect(summary).toContainText(nl('scorecards.errors.selectMarker'));

  release();
  await expect(main.getByRole('radio').first()).toBeVisible();
  await expect(
    main.getByRole('combobox', { name: nl('scorecards.fields.course') }),
  ).not.toHaveValue('');
  await expect(summary).toContainText(nl('scorecards.errors.selectMarker'));
});
