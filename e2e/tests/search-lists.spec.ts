import { expect } from '@playwright/test';
import { apiSession, holdAnswers, literal, login, pageTitle, path } from './support/app';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { selfName } from './support/scorecards';
import { test } from './support/fixtures';

// spec §9 Search: a list searched on the server keeps what it found while the next term's answer
// is on its way (a slow connection), so a tap on a row as the debounced search goes out still
// lands. The match list's own test is in matches.spec.ts.

/** Where the app searches the club's members for a term (the list and the marker picker). */
const memberSearch = (term: string) =>
  new RegExp(`/api/relatie/search\\?(.*&)?term=${literal(encodeURIComponent(term))}(&|$)`);

test('the member list stays while a search is answered, and a tap on a row opens the member', async ({
  page,
}) => {
  await login(page, marker);
  await page.goto('/app/members');
  const rows = page.getByRole('list', { name: nl('members.title') }).locator('ion-item');
  await expect(rows).toHaveCount(20);
  const name = (await rows.nth(4).locator('.member-item__name').textContent())!.trim();
  const surname = name.split(',')[0]!;
  const release = await holdAnswers(page, memberSearch(surname));
  try {
    const asked = page.waitForRequest(memberSearch(surname));
    await page
      .getByRole('search', { name: nl('members.searchPlaceholder') })
      .getByRole('searchbox')
      .fill(surname);
    await asked;
    // The search is on its way: the rows are still there to tap, no skeleton in their place.
    await rows.filter({ hasText: name }).click();
    await expect(page).toHaveURL(path(/\/app\/member\/\d+$/));
    await expect(pageTitle(page, nl('members.detailTitle'))).toBeVisible();
  } finally {
    release();
  }
});

test('the marker picker keeps its results while a longer term is answered', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await apiSession({ playwright, baseURL }, marker);
  const markerName = await selfName(request);
  await request.dispose();
  const surname = markerName.split(' ').at(-1)!;
  await login(page, demo);
  await page.goto('/app/scorecards/qualifying');
  await expect(pageTitle(page, nl('scorecards.qualifying.title'))).toBeVisible();
  const search = page.getByRole('searchbox', { name: nl('scorecards.marker.search') });
  const found = page
    .getByRole('list', { name: nl('scorecards.marker.results') })
    .getByRole('button', { name: new RegExp(`^${literal(markerName)}`) });
  await search.fill(surname.slice(0, -1));
  await expect(found).toBeVisible();
  const release = await holdAnswers(page, memberSearch(surname));
  try {
    const asked = page.waitForRequest(memberSearch(surname));
    await search.fill(surname);
    await asked;
    await found.click();
    await expect(page.getByText(markerName, { exact: true })).toBeVisible();
  } finally {
    release();
  }
});
