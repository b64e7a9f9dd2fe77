import { expect } from '@playwright/test';
import { apiLogin, path } from './support/app';
import { beheer, commissie, demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { clubDate, paidMatch, signUpAndPay, writeHeaders } from './support/matches';
import { awaitNotification, loggedInAs, newInInbox } from './support/notifications';
import { test } from './support/fixtures';

// A payment that failed, end to end: the member signs up for a match with a fee paid online and
// the demo provider's checkout says the payment failed; the server's job queue tells the member;
// they see it in the inbox and a tap opens the match's payment tab to try again.
test('a failed payment is in the inbox and a tap opens the payment to try again', async ({
  page,
}) => {
  await apiLogin(page.request, commissie);
  const match = await paidMatch(page, { naam: 'Meldingen betaalbeker' });
  await signUpAndPay(page, marker, match.id, 'failed');

  const payment = `/app/match/${match.id}/payment`;
  const told = await awaitNotification(page.request, (n) => n.kind === 'payment_failed');
  expect(told.link).toBe(payment);
  const message = await newInInbox(
    page,
    marker,
    nl('notifications.kind.payment_failed', { what: String(told.params.what) }),
  );
  await message.click();
  await expect(page).toHaveURL(path(payment));
  await expect(page.getByRole('button', { name: nl('payments.payIdeal') })).toBeVisible();
});

// A fee given back, end to end: the member pays a match with refunds at sign-out through the demo
// provider's checkout, then signs out; the server's job queue tells them the payment was refunded;
// a tap on the message opens the match, which says the fee was given back.
test('a fee given back at sign-out is in the inbox and a tap shows it given back', async ({
  page,
}) => {
  await apiLogin(page.request, commissie);
  const match = await paidMatch(page, {
    naam: 'Meldingen restitutiebeker',
    uitschrijven_restitutie: true,
  });
  await signUpAndPay(page, demo, match.id, 'paid');
  const out = await page.request.post(`/api/wedstrijd/${match.id}/uitschrijven`, {
    headers: writeHeaders(),
  });
  expect(out.ok(), await out.text()).toBe(true);

  const payment = `/app/match/${match.id}/payment`;
  const told = await awaitNotification(
    page.request,
    (n) => n.kind === 'payment_refunded' && n.link === payment,
  );
  expect(String(told.params.what)).toContain('Meldingen restitutiebeker');
  const message = await newInInbox(
    page,
    demo,
    nl('notifications.kind.payment_refunded', { what: String(told.params.what) }),
  );
  await message.click();
  await expect(page).toHaveURL(path(payment));
  await expect(
    page.getByRole('status').filter({
      hasText: nl('payments.signedOutRefund.refunded', { amount: '€ 15,-' }),
    }),
  ).toBeVisible();
});

// A share given back, end to end: `marker` enters a greensome team with `beheer` for a match that
// gives fees back at sign-out, and pays the team's fees through the demo provider's checkout;
// beheer then signs out. The server's job queue tells marker what of the payment came back; they
// see it in the inbox and a tap opens the match's payment, which says so.
test("a team mate's share given back is in the inbox and a tap shows it given back", async ({
  page,
}) => {
  await apiLogin(page.request, commissie);
  const match = await paidMatch(page, {
    naam: 'Meldingen koppelbeker',
    wedstrijdvorm: 'greensomes',
    spelers: 2,
    inschrijvingsvorm: 'team',
    uitschrijven_restitutie: true,
    aanvang: `${clubDate(10)} 09:00`,
    inschrijvingsstop: `${clubDate(8)} 18:00`,
  });
  const mate = (await loggedInAs(page, beheer)).id;
  await signUpAndPay(page, marker, match.id, 'paid', { players: [{ member_id: mate }] });
  await loggedInAs(page, beheer);
  const out = await page.request.post(`/api/wedstrijd/${match.id}/uitschrijven`, {
    headers: writeHeaders(),
  });
  expect(out.ok(), await out.text()).toBe(true);

  const payment = `/app/match/${match.id}/payment`;
  await loggedInAs(page, marker);
  const told = await awaitNotification(
    page.request,
    (n) => n.kind === 'payment_partly_refunded' && n.link === payment,
  );
  expect(String(told.params.what)).toContain('Meldingen koppelbeker');
  // beheer's fee of the two marker paid.
  const amount = '€ 15,-';
  const message = await newInInbox(
    page,
    marker,
    nl('notifications.kind.payment_partly_refunded', { amount, what: String(told.params.what) }),
  );
  await message.click();
  await expect(page).toHaveURL(path(payment));
  await expect(page.getByText(nl('payments.playerLeftRefund.refunded', { amount }))).toBeVisible();
});
