import { expect, test, type Page } from '@playwright/test';
import { alertDialog, login } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';

// spec §4–§5 Match sign-up, as the `marker` account (signed up nowhere in the demo data): a
// category and a guest, an update, a sign-out; then a team sign-up into a flight.

async function openSignUp(page: Page, naam: string) {
  await page.goto('/app/matches');
  await page.getByLabel(nl('matches.search')).fill(naam);
  await page.getByRole('link', { name: new RegExp(naam) }).click();
  // The info tab's button is a link to the signup tab.
  await page.getByRole('link', { name: nl('matches.signUp'), exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
}

async function closeAlert(page: Page, title: string, text: string) {
  const alert = alertDialog(page, title);
  await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: nl('common.ok') }).click();
  await expect(alert).toBeHidden();
}

test('sign up with a category and a guest, update the preferences, sign out', async ({ page }) => {
  await login(page, marker);
  await openSignUp(page, 'Najaarsstableford');
  const actions = page.locator('.match-signup > .match-signup__actions');
  const submit = actions.getByRole('button', { name: nl('matches.signUp'), exact: true });

  // No category: the 3-second popup, nothing sent.
  await submit.click();
  await expect(page.getByText(nl('matches.signup.categoryRequired'))).toBeVisible();
  await page.getByLabel(nl('matches.signup.category')).selectOption({ label: 'B' });

  // A guest with a surname only: the two missing fields are named.
  await page.getByRole('button', { name: nl('matches.signup.addGuest') }).click();
  await page.getByRole('textbox', { name: nl('matches.guest.lastname') }).fill('Gastmans');
  await submit.click();
  const missing = nl('matches.guest.requiredMany', {
    fields: `${nl('matches.guest.handicap')} ${nl('matches.guest.and')} ${nl('matches.guest.gender')}`,
  });
  await expect(page.getByRole('alert').filter({ hasText: missing })).toBeVisible();

  await page.getByRole('textbox', { name: nl('matches.guest.handicap') }).fill('21,4');
  await page.getByRole('radio', { name: nl('matches.guest.male') }).click();
  await page.getByRole('switch', { name: nl('matches.signup.buggy') }).click();
  await submit.click();
  await closeAlert(page, nl('matches.notice.done'), nl('matches.signedUpDone'));
  await expect(page.locator('.match-signup .match-notice[role="status"]')).toContainText(
    nl('matches.youAreSignedUp'),
  );

  // Update: food and drinks afterwards.
  await page.getByRole('switch', { name: nl('matches.signup.horeca') }).click();
  await page.getByRole('button', { name: nl('matches.signup.update') }).click();
  await closeAlert(page, nl('matches.notice.done'), nl('matches.updated'));
  await page.reload();
  await expect(page.getByRole('switch', { name: nl('matches.signup.horeca') })).toBeChecked();
  await expect(page.getByRole('switch', { name: nl('matches.signup.buggy') })).toBeChecked();

  // Sign out: not signed up any more.
  await page.getByRole('button', { name: nl('matches.signup.signOut'), exact: true }).click();
  await closeAlert(page, nl('matches.notice.done'), nl('matches.signedOut'));
  await expect(
    actions.getByRole('button', { name: nl('matches.signUp'), exact: true }),
  ).toBeVisible();
});

test('a team sign-up into a flight; a full flight cannot be chosen', async ({ page }) => {
  await login(page, marker);
  await openSignUp(page, 'Greensome Koppelwedstrijd');
  const flight = page.getByLabel(nl('matches.signup.flight'));
  await expect(flight.locator('option').nth(1)).toBeDisabled();

  await page.getByRole('searchbox', { name: nl('matches.signup.findMate') }).fill('Demo');
  await page
    .getByRole('list', { name: nl('matches.signup.mates') })
    .getByRole('button')
    .first()
    .click();
  await flight.selectOption({ index: 2 });
  await page.getByRole('button', { name: nl('matches.signUp'), exact: true }).click();
  await closeAlert(page, nl('matches.notice.done'), nl('matches.signedUpDone'));
  await expect(page.locator('.match-signup .match-notice[role="status"]')).toContainText(
    nl('matches.youAreSignedUp'),
  );

  await page.getByRole('button', { name: nl('matches.signup.signOutTeam') }).click();
  await closeAlert(page, nl('matches.notice.done'), nl('matches.signedOut'));
});
