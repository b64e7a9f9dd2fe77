import { expect, type Page } from '@playwright/test';
import { alertDialog, login } from './support/app';
import { seriousViolations } from './support/axe';
import { DEMO_CLUB, type Account } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §1 online payment, §4 "after sign-up with ideal payments enabled, the user goes to the
// payment tab" and "payment completion triggers a refresh of the bon", with the demo provider's
// checkout. The `nieuw` account is added after the demo matches, so it is signed up nowhere; no
// other spec signs it up for a match. The Kerstwedstrijd refunds a paid fee on sign-out.

const nieuw: Account = { club: DEMO_CLUB, username: 'nieuw', password: 'nieuw' };
const MATCH = 'Kerstwedstrijd met diner';

const badge = (page: Page) => page.locator('.bon__state .pay-badge');

/** Chooses the outcome on the demo provider's checkout page and waits for the app again. */
async function checkout(page: Page, outcome: 'paid' | 'failed') {
  await expect(page).toHaveURL(/\/payments\/demo\/checkout\//);
  await expect(page.getByText(nl('demoCheckout.notice'))).toBeVisible();
  await expect(page.locator('.amount')).toHaveText('€ 60,-');
  await page.getByRole('button', { name: nl(`demoCheckout.${outcome}`) }).click();
  await expect(page).toHaveURL(/\/app\/match\/\d+\/payment/);
}

test('sign up with a product, pay (failed, then retried: pending, paid), sign out for a refund', async ({
  page,
}) => {
  await login(page, nieuw);
  await page.goto('/app/matches');
  await page.getByLabel(nl('matches.search')).fill(MATCH);
  await page.getByRole('link', { name: new RegExp(MATCH) }).click();
  await page.getByRole('link', { name: nl('matches.signUp'), exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);

  // The product picker: one Christmas dinner with the fee.
  const products = page.getByRole('group', { name: nl('payments.products.title') });
  await expect(products).toContainText('€ 35,-');
  await products
    .getByRole('button', { name: nl('payments.products.more', { name: 'Kerstdiner' }) })
    .click();
  await expect(
    products.getByRole('status', { name: nl('payments.products.count', { name: 'Kerstdiner' }) }),
  ).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .locator('.match-signup > .match-signup__actions')
    .getByRole('button', { name: nl('matches.signUp'), exact: true })
    .click();

  // Straight to the payment tab: the bon with the fee and the dinner, to pay.
  await expect(page).toHaveURL(/\/app\/match\/\d+\/payment$/);
  const matchUrl = page.url().replace(/\/payment$/, '');
  const lines = page.locator('.bon__lines');
  await expect(lines).toContainText(MATCH);
  await expect(lines).toContainText('€ 25,-');
  await expect(lines).toContainText('Kerstdiner');
  await expect(lines).toContainText('€ 35,-');
  await expect(lines.locator('dd.bon__total')).toHaveText('€ 60,-');
  await expect(badge(page)).toHaveText(nl('payments.status.open'));
  expect(await seriousViolations(page)).toEqual([]);

  // A failed payment: nothing paid, a new attempt offered.
  await page.getByRole('button', { name: nl('payments.payIdeal') }).click();
  await checkout(page, 'failed');
  await expect(badge(page)).toHaveText(nl('payments.status.failed'));
  await expect(page.getByText(nl('payments.notice.failed'))).toBeVisible();

  // The retry: the member leaves the checkout without choosing and goes back to the app, where
  // the payment is pending; the checkout is still open to finish it. A phone's browser may show
  // the page as it was left (its back-forward cache, switched off in the tests' Chromium): the
  // checkout is held back so the page stays, and the restore is announced as the browser does.
  await page.route(/\/payments\/demo\/checkout\//, (route) => route.fulfill({ status: 204 }));
  const attempt = page.waitForResponse((r) => r.url().endsWith('/paylink'));
  const held = page.waitForRequest(/\/payments\/demo\/checkout\//);
  await page.getByRole('button', { name: nl('payments.payAgain') }).click();
  expect((await attempt).ok()).toBe(true);
  // The checkout is asked for after the pay link's answer: held before the route goes.
  await held;
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
  );
  await page.unroute(/\/payments\/demo\/checkout\//);
  await expect(badge(page)).toHaveText(nl('payments.status.pending'));
  await expect(page.getByText(nl('payments.notice.pending'))).toBeVisible();
  await expect(page.getByRole('button', { name: nl('payments.payIdeal') })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: nl('payments.toCheckout') }).click();
  await checkout(page, 'paid');
  await expect(badge(page)).toHaveText(nl('payments.status.paid'));
  // Paid never twice: no button to pay any more.
  await expect(page.getByRole('button', { name: /iDEAL/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The participants list shows the member's sign-up as paid.
  await page.goto(`${matchUrl}/participants`);
  await expect(page.locator('.match-team--self')).toContainText(nl('payments.mark.paid'));

  // Sign out before the deadline: asked first, saying this match gives the fee back.
  await page.goto(`${matchUrl}/signup`);
  await page.getByRole('button', { name: nl('matches.signup.signOut'), exact: true }).click();
  const ask = alertDialog(page, nl('matches.signOutConfirm.title'));
  await expect(ask).toContainText(nl('matches.signOutConfirm.refund', { amount: '€ 60,-' }));
  await ask.getByRole('button', { name: nl('matches.signup.signOut'), exact: true }).click();
  const done = alertDialog(page, nl('matches.notice.done'));
  await expect(done).toContainText(nl('matches.signedOut'));
  await expect(done).toContainText(nl('payments.refundedOnSignOut', { amount: '€ 60,-' }));
  await done.getByRole('button', { name: nl('common.ok') }).click();
  await expect(done).toBeHidden();

  // Signed out, the payment tab is gone; the match's info still tells the refund and its state.
  await page.goto(`${matchUrl}/info`);
  await expect(page.getByTestId('signed-out-refund')).toHaveText(
    nl('payments.signedOutRefund.refunded', { amount: '€ 60,-' }),
  );
  await expect(page.getByRole('tab', { name: nl('matches.tabs.info') })).toBeVisible();
  await expect(page.getByRole('tab', { name: nl('matches.tabs.payment') })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
