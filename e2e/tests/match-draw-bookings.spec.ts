import { expect, type Locator, type Page } from '@playwright/test';
import { alertDialog, apiSession, login } from './support/app';
import { bookViaApi } from './support/booking';
import { commissie } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';
import { clubDate, createMatch, signUp } from './support/matches';

// The draw holds the tee sheet for its flights: over a member's booking it asks whether to keep
// or cancel it, and a cancelled member finds the club's notice on their tee times. The member is
// `commissie` itself (the committee are members too; no other spec books with it), on a day and
// time other specs leave alone.
const NAME = 'Loting over boeking E2E';

const button = (in_: Page | Locator, name: string) =>
  in_.getByRole('button', { name, exact: true });

test('the draw over a booked tee time asks; cancelled, the member finds the notice', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const request = await apiSession({ playwright, baseURL }, commissie);
  const booked = await bookViaApi(request, 6, '15:00');
  await request.dispose();

  await login(page, commissie);
  // The match starts at the booked time: the draw's first start is the match's own.
  const match = await createMatch(page, {
    naam: NAME,
    qualifying: false,
    aanvang: `${booked.date} ${booked.time}`,
    inschrijvingsstart: `${clubDate(0)} 00:00`,
    inschrijvingsstop: `${clubDate(5)} 18:00`,
  });
  await signUp(page, match.id, {});
  await page.goto(`/app/admin/matches/${match.id}`);
  await button(page, nl('matchAdmin.close')).click();
  await alertDialog(page, nl('matchAdmin.close'))
    .getByRole('button', { name: nl('matchAdmin.close'), exact: true })
    .click();
  await expect(button(page, nl('matchAdmin.close'))).toHaveCount(0);

  // The draw's question names the booked time and offers to keep or cancel it.
  await button(page, nl('matchAdmin.draw')).click();
  const alert = alertDialog(page, nl('matchAdmin.draw'));
  await expect(alert).toContainText(nl('matchAdmin.confirm.covered_one', { count: 1 }));
  await expect(alert).toContainText(`${booked.time}: `);
  await expect(alert).toContainText(nl('matchAdmin.confirm.coveredHint'));
  await expect(button(alert, nl('matchAdmin.confirm.keepBookings'))).toBeVisible();
  await button(alert, nl('matchAdmin.confirm.cancelBookings')).click();
  await expect(alert).toBeHidden();
  await expect(
    page.getByText(nl('matchAdmin.flight', { nummer: 1, time: booked.time, tee: 1 })),
  ).toBeVisible();
  // The start list says which times it keeps members off the sheet, from the first start.
  await expect(
    page.getByText(nl('matchAdmin.startListHold', { from: booked.time, until: '' })),
  ).toBeVisible();

  // The member's tee time is gone, and the club says so above their tee times.
  await page.goto('/app/booking/list');
  const notice = page
    .getByRole('region', { name: nl('booking.notices.title') })
    .getByRole('status')
    .filter({ hasText: booked.time });
  await expect(notice).toContainText(booked.time);
  await notice.getByRole('button', { name: nl('booking.notices.dismiss'), exact: true }).click();
  await expect(notice).toHaveCount(0);
});
