import { expect } from '@playwright/test';
import { alertDialog, path } from './support/app';
import { marker } from './support/demo';
import { openForeignCheckStep } from './support/foreign';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §4 "Drafts": a filled-in foreign card draft is not wiped by one tap on 'start over'.
test('starting a foreign card over asks first, and keeps the draft when cancelled', async ({
  page,
}) => {
  const course = `Opnieuw Links ${Date.now()}`;
  await openForeignCheckStep(page, marker, course);
  await page.goto('/app/scorecards/foreign/date');
  await expect(page).toHaveURL(path('/app/scorecards/foreign/date'));
  const startOver = page.getByRole('button', { name: nl('scorecards.foreign.startOver') });
  const stored = () => page.evaluate(() => localStorage.getItem('fw_foreign_draft') ?? '');

  await startOver.click();
  const ask = alertDialog(page, nl('scorecards.foreign.startOverTitle'));
  await expect(ask).toContainText(nl('scorecards.foreign.startOverConfirm'));
  await ask.getByRole('button', { name: nl('common.cancel'), exact: true }).click();
  await expect(ask).toBeHidden();
  expect(await stored()).toContain(course);

  await startOver.click();
  await ask
    .getByRole('button', { name: nl('scorecards.foreign.startOverYes'), exact: true })
    .click();
  await expect(ask).toBeHidden();
  expect(await stored()).not.toContain(course);
  // A fresh draft: a second tap has nothing to lose and asks nothing.
  await startOver.click();
  await expect(ask).toHaveCount(0);
});
