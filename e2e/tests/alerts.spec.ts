import { expect, type Locator } from '@playwright/test';
import { alertDialog, path } from './support/app';
import { marker } from './support/demo';
import { confirmButton, openForeignCheckStep } from './support/foreign';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

/** How a dialog looks: its frame's corners, its title's weight, its buttons' case. */
const looks = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const wrapper = el.closest('ion-alert')?.querySelector('.alert-wrapper');
    const title = el.closest('ion-alert')?.querySelector('.alert-title');
    const button = el.closest('ion-alert')?.querySelector('.alert-button');
    if (!wrapper || !title || !button) return null;
    return {
      corners: getComputedStyle(wrapper).borderRadius,
      title: getComputedStyle(title).fontWeight,
      button: getComputedStyle(button).textTransform,
    };
  });

// spec §8: one "no connection" message, and every dialog in one style.
test('offline on the foreign card’s check step: one connection alert, in the style of the other dialogs', async ({
  page,
}) => {
  const course = `Offline Links ${Date.now()}`;
  await openForeignCheckStep(page, marker, course);
  await page.context().setOffline(true);
  await confirmButton(page).click();

  const connection = alertDialog(page, nl('errors.connection.title'));
  await expect(connection).toContainText(nl('errors.connection.message'));
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  const connectionLooks = await looks(connection);
  await connection.getByRole('button', { name: nl('common.ok'), exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Back online the same tap creates the card; its outcome dialog looks the same.
  await page.context().setOffline(false);
  await confirmButton(page).click();
  const outcome = page.getByRole('alertdialog');
  await expect(outcome).toHaveCount(1);
  expect(connectionLooks).not.toBeNull();
  expect(await looks(outcome)).toEqual(connectionLooks);
  await outcome.getByRole('button', { name: nl('common.ok'), exact: true }).click();
  await expect(page).toHaveURL(path('/app/scorecards'));
});
