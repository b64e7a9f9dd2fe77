import { expect } from '@playwright/test';
import { login, pageTitle, path } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import { getJson, shownDate } from './support/scorecards';
import { test } from './support/fixtures';

// spec §9 "The profile shows the last 4 cards": the show tab lists the member's four newest
// cards, and each opens the card. Demo's cards are only read.
test("the profile's show tab lists the last 4 cards, each opening the card", async ({ page }) => {
  await login(page, demo);
  const { cards } = await getJson<{ cards: { id: number; datum: string; tijd: string }[] }>(
    page.request,
    '/api/relatie/self/cards?limit=4',
  );
  expect(cards).toHaveLength(4);
  await page.goto('/app/profile/show');
  const section = page.getByRole('region', { name: nl('profile.lastCards') });
  const links = section.getByRole('link');
  await expect(links).toHaveCount(4);
  for (const [i, card] of cards.entries())
    await expect(links.nth(i)).toContainText(`${shownDate(card.datum)} · ${card.tijd}`);

  const last = cards[0]!;
  await links.first().click();
  await expect(page).toHaveURL(path(new RegExp(`/app/(scorecards/card|score)/${last.id}`)));
  if (page.url().includes('/scorecards/card/'))
    await expect(pageTitle(page, nl('scorecards.view.title'))).toBeVisible();
});
