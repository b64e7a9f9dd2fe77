import { expect } from '@playwright/test';
import { REJECT_REASON } from '@fairway/golf';
import { apiLogin, literal, pageTitle, path, setLanguage } from './support/app';
import { beheer, marker } from './support/demo';
import { en, nl } from './support/i18n';
import { awaitNotification, loggedInAs, newInInbox } from './support/notifications';
import { handInCard, postJson, shownDate } from './support/scorecards';
import { test } from './support/fixtures';

// The marker's answer end to end: `marker` plays a card with `beheer` as its marker and hands it
// in; beheer rejects it ("I was not the marker"); the server's job queue tells the player, who
// sees it in the inbox with the reason in words (in their language), and a tap opens the card,
// which says it was rejected and why.
//
// The handicap committee's answers (card_signed_by_committee, card_voided) are in
// notifications-committee.spec.ts, on the demo's cards seeded as handed in yesterday; the marker's
// second reminder and the deadline's (marker_deadline_soon, card_deadline_soon), hours after the
// hand-in, in notifications-card-deadline.spec.ts, on a server started again hours ahead.
test('a player whose marker rejects the card reads why in the inbox and taps through to the card', async ({
  page,
}) => {
  const { id: beheerId, volledige_naam: markerName } = await loggedInAs(page, beheer);
  await loggedInAs(page, marker);
  const { id, datum } = await handInCard(page.request, beheerId);

  await loggedInAs(page, beheer);
  const rejected = await postJson(page.request, `/api/scorecards/${id}/reject`, {
    remark: REJECT_REASON.NOT_MARKER,
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);

  const cardPath = `/app/scorecards/card/${id}`;
  await page.context().clearCookies();
  await apiLogin(page.request, marker);
  await awaitNotification(page.request, (n) => n.kind === 'card_rejected' && n.link === cardPath);
  const values = (t: typeof nl) => ({
    marker: markerName,
    date: shownDate(datum),
    remark: t('notifications.rejectReason.NOT_MARKER'),
  });
  const message = await newInInbox(
    page,
    marker,
    nl('notifications.kind.card_rejected', values(nl)),
  );

  // In English the reason reads in English too.
  await setLanguage(page.request, 'en_US');
  try {
    await page.reload();
    await expect(pageTitle(page, en('notifications.title'))).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: new RegExp(literal(en('notifications.kind.card_rejected', values(en)))),
      }),
    ).toBeVisible();
  } finally {
    await setLanguage(page.request, 'nl_NL');
  }
  await page.reload();

  await message.click();
  await expect(page).toHaveURL(path(cardPath));
  await expect(pageTitle(page, nl('scorecards.view.title'))).toBeVisible();
  await expect(page.getByRole('region', { name: nl('scorecards.view.result') })).toContainText(
    nl('scorecards.view.results.rejected', { reason: nl('scorecards.rejectReasons.NOT_MARKER') }),
  );
});
