import { expect, type Page } from '@playwright/test';
import { formatHandicap } from '@fairway/golf';
import { login, path, pageTitle } from './support/app';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { clubDate, getJson, ownCards, postJson, shownDate } from './support/scorecards';
import { test } from './support/fixtures';
import { unknownCourseCard } from '../../apps/server/test/foreign-card';

// A past card opens from the card list read-only: hole by hole, with its result. Demo's cards are
// only read; the unknown-course card is the marker account's.

/** The link of the list's card played at this date and time. */
const cardLink = (page: Page, card: { datum: string; tijd: string }) =>
  page
    .getByRole('main')
    .getByRole('link')
    .filter({ hasText: `${shownDate(card.datum)} · ${card.tijd}` })
    .first();

test('a processed card opens read-only: its holes, totals, marker and result', async ({ page }) => {
  await login(page, demo);
  const processed = (await ownCards(page.request)).find(
    (c) => c.state === 'verwerkt' && c.ehcp_nieuw !== null,
  );
  if (!processed) throw new Error('demo has no processed card');
  const card = await getJson<{
    holes: { HoleNr: number; score: number; adjusted: number | null; sf: number }[];
    ags: number;
  }>(page.request, `/api/scorecards/${processed.id}?include_holes=true`);

  await cardLink(page, processed).click();
  await expect(page).toHaveURL(path(`/app/scorecards/card/${processed.id}`));
  await expect(pageTitle(page, nl('scorecards.view.title'))).toBeVisible();
  const main = page.getByRole('main');

  // The result: processed, with the handicap it gave.
  await expect(main.getByRole('region', { name: nl('scorecards.view.result') })).toContainText(
    nl('scorecards.view.results.processed', {
      handicap: formatHandicap(processed.ehcp_nieuw!, { decimalSeparator: ',' }),
    }),
  );
  // Every hole with its score, the score that counts and the points.
  const table = main.getByRole('table', { name: nl('scorecards.view.title') });
  for (const h of card.holes) {
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: String(h.HoleNr), exact: true }) })
        .getByRole('cell')
        .nth(3),
    ).toHaveText(h.score > 0 ? String(h.score) : '–');
  }
  await expect(
    table.getByRole('columnheader', { name: nl('scorecards.view.adjustedColumn') }),
  ).toBeVisible();
  await expect(
    main
      .getByRole('term')
      .filter({ hasText: nl('scorecards.view.ags') })
      .locator('..'),
  ).toHaveText(`${nl('scorecards.view.ags')}${card.ags}`);
  await expect(main.getByText(nl('scorecards.view.differential'), { exact: true })).toBeVisible();
  await expect(main.getByText(nl('scorecards.view.marker'), { exact: true })).toBeVisible();

  // Read-only: no keypad, nothing to submit, and it says so.
  await expect(main.getByText(nl('scorecards.view.readOnly'))).toBeVisible();
  await expect(page.getByRole('group', { name: nl('scorecards.keypad.label') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: nl('scorecards.entry.submit') })).toHaveCount(0);

  // Back to the list.
  await page.getByRole('button', { name: nl('common.back') }).click();
  await expect(page).toHaveURL(path('/app/scorecards'));
});

test('an unknown-course card saved but not processed says why and what to do', async ({ page }) => {
  await login(page, marker);
  const countries = await getJson<{ id: number; name: string }[]>(page.request, '/api/countries');
  // Older than the marker's processed cards (the history goes two years back): saved, not
  // processed.
  const date = clubDate(-720);
  const created = await postJson(
    page.request,
    '/api/scorecards/foreign_unknown',
    unknownCourseCard(date.wire, countries),
  );
  expect(created.ok(), await created.text()).toBe(true);
  expect(((await created.json()) as { status: string }).status).toBe('saved_not_processed');
  await page.reload();

  // The list no longer calls it open; it opens read-only.
  const link = cardLink(page, { datum: date.wire, tijd: '10:00' });
  await expect(link).toContainText(nl('scorecards.states.niet_verwerkt'));
  await expect(link).not.toContainText(nl('scorecards.states.open'));
  await link.click();
  await expect(pageTitle(page, nl('scorecards.view.title'))).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Costa Golf' })).toBeVisible();
  await expect(main.getByRole('region', { name: nl('scorecards.view.result') })).toContainText(
    nl('scorecards.view.results.youngerCard'),
  );
  await expect(main.getByText(nl('scorecards.view.unknownCourse'))).toBeVisible();
  await expect(main.getByText('Juan Garcia', { exact: true })).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
});
