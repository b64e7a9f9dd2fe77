import { expect } from '@playwright/test';
import { login } from './support/app';
import { commissie } from './support/demo';
import { nl } from './support/i18n';
import { keypad } from './support/scorecards';
import { test } from './support/fixtures';
import { memberPhone, playingToday } from './support/matches';

// The live leaderboard: the committee member plays today's stableford (not qualifying, its
// sign-up closed at once, so no other spec sees it open) and types holes on their card on one
// phone; the leaderboard open on another moves without being touched, as does the clubhouse TV.
// `commissie` is the login no other spec plays with (see match-admin.spec.ts).

test('holes typed on a match card move the leaderboard on another phone and on the clubhouse TV', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  await login(page, commissie);
  const { id, cardId } = await playingToday(page, '23:57', {
    naam: 'Leaderboard E2E',
    categories: [],
  });
  const holes = (await (await page.request.get(`/api/scorecards/${cardId}/cardHoles`)).json()) as {
    PAR: number;
    ES: number;
  }[];
  // Stableford points of a 5 on a hole (par + strokes received + 2 − 5, never below 0).
  const points = (hole: number) => Math.max(0, holes[hole]!.PAR + holes[hole]!.ES + 2 - 5);

  await page.goto(`/app/match/${id}/leaderboard`);
  const board = page.getByRole('group', { name: nl('matches.leaderboard.title') });
  const row = board.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('–');
  await expect(row.getByRole('cell').nth(2)).toHaveText('–');
  await expect(page.getByText(nl('matches.leaderboard.live', { time: '' }).trim())).toBeVisible();

  const phone = await memberPhone(browser, server);
  try {
    await login(phone, commissie);
    await phone.goto(`/app/score/${cardId}`);
    const pad = keypad(phone);
    await pad.type('5');
    await pad.type('5');

    // The leaderboard reads again by itself: place 1, two holes played, their points, and the
    // asterisk of scores the marker has not signed.
    await expect(row.getByRole('cell').nth(2)).toHaveText('2', { timeout: 20_000 });
    await expect(row.getByRole('cell').nth(0)).toHaveText('1');
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(points(0) + points(1)));
    await expect(row.getByRole('cell').nth(1)).toContainText(nl('matches.leaderboard.unconfirmed'));

    // The committee opens the board for the clubhouse TV; the third hole moves it there too.
    await page.getByRole('link', { name: nl('matches.leaderboard.fullScreen') }).click();
    await expect(page).toHaveURL(new RegExp(`/app/match/${id}/tv$`));
    const tv = page.locator('.leaderboard-tv__table').getByRole('row').nth(1);
    await expect(tv.getByRole('cell').nth(2)).toHaveText('2');
    await pad.type('5');
    await expect(tv.getByRole('cell').nth(2)).toHaveText('3', { timeout: 20_000 });
    await expect(tv.getByRole('cell').nth(3)).toHaveText(String(points(0) + points(1) + points(2)));
  } finally {
    await phone.context().close();
  }
});
