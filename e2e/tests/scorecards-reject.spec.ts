import { expect } from '@playwright/test';
import { REJECT_REASON } from '@fairway/golf';
import { login, pageTitle, path } from './support/app';
import { DEMO_MEMBER_NAME, marker } from './support/demo';
import { nl } from './support/i18n';
import { getJson, markCardLink, markerCards, shownDate, type ApiCard } from './support/scorecards';
import { test } from './support/fixtures';

// spec §2 /app/mark/{id}, §4 "Marker": a reject with a reason from the sheet goes back to the
// list and refreshes the markable cards. One of the cards another member asked `marker` to mark.
test.describe('marker rejects a card', () => {
  test('the reason is chosen in a sheet; the card leaves the markable cards', async ({ page }) => {
    await login(page, marker);
    const card = (await markerCards(page.request)).find((c) => c.speler_naam !== DEMO_MEMBER_NAME);
    if (!card) throw new Error('no card from another member waits for marker');
    const player = card.speler_naam;
    const link = markCardLink(page, player, shownDate(card.datum));
    await link.click();
    await expect(page).toHaveURL(path(`/app/mark/${card.id}`));
    await expect(pageTitle(page, nl('scorecards.mark.title'))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: player })).toBeVisible();

    await page.getByRole('button', { name: nl('scorecards.mark.reject'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: nl('scorecards.mark.rejectTitle') });
    await expect(sheet).toContainText(nl('scorecards.mark.rejectText'));
    await expect(
      sheet.getByRole('button', { name: nl('scorecards.rejectReasons.INVALID_SCORE') }),
    ).toBeVisible();
    await sheet.getByRole('button', { name: nl('scorecards.rejectReasons.NOT_MARKER') }).click();

    await expect(page).toHaveURL(path('/app/scorecards'));
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: nl('scorecards.mark.rejected', { player }) }),
    ).toBeVisible();
    await expect(link).toHaveCount(0);

    const after = await getJson<ApiCard>(page.request, `/api/scorecards/${card.id}`);
    expect(after.state).toBe('afgekeurd');
    expect(after.reject_remark).toBe(REJECT_REASON.NOT_MARKER);
  });

  test('cancelling the sheet rejects nothing', async ({ page }) => {
    await login(page, marker);
    const card = (await markerCards(page.request)).find((c) => c.speler_naam !== DEMO_MEMBER_NAME);
    if (!card) throw new Error('no card from another member waits for marker');
    await page.goto(`/app/mark/${card.id}`);
    await page.getByRole('button', { name: nl('scorecards.mark.reject'), exact: true }).click();
    const sheet = page.getByRole('dialog', { name: nl('scorecards.mark.rejectTitle') });
    await sheet.getByRole('button', { name: nl('common.cancel'), exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(path(`/app/mark/${card.id}`));
    expect((await getJson<ApiCard>(page.request, `/api/scorecards/${card.id}`)).state).toBe(
      'te_markeren',
    );
  });
});
