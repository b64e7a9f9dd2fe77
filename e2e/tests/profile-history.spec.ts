import { expect } from '@playwright/test';
import { login, navigateByMenu, path, tapTab } from './support/app';
import { demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §2 /app/profile/history: the handicap record as the WHS engine replays it, with why the
// index is what it is. Read-only: the demo account.
test('the graph tab draws the index of two years, loads its chart only there, and shows a tapped card', async ({
  page,
}) => {
  const scripts: string[] = [];
  const histories: URL[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
    const url = new URL(r.url());
    if (url.pathname === '/api/relatie/self/handicap') histories.push(url);
  });
  await login(page, demo);
  await page.goto('/app/profile/history');
  await expect(page.getByRole('list', { name: nl('profile.history.cards') })).toBeVisible();
  expect(scripts.filter((u) => u.includes('profile-graph'))).toEqual([]);

  await tapTab(page.getByRole('tab', { name: nl('profile.tabs.graph') }));
  await expect(page).toHaveURL(path('/app/profile/graph'));
  const chart = page.getByRole('img', { name: nl('profile.graph.label') });
  await expect(chart.locator('canvas')).toBeVisible();
  expect(scripts.some((u) => u.includes('profile-graph'))).toBe(true);
  // The graph asks for its two years of the record only (spec §9), never the whole of it.
  const graphCalls = histories.filter((u) => !u.searchParams.has('limit'));
  expect(graphCalls.length).toBeGreaterThan(0);
  for (const u of graphCalls)
    expect(u.searchParams.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The newest card is shown first; a tap on the chart's left shows an older one.
  const detail = page.locator('.graph__detail');
  const newest = (await detail.locator('h3').textContent()) ?? '';
  const box = (await chart.locator('.u-over').boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + box.height / 2);
  await expect(detail.locator('h3')).not.toHaveText(newest);
  await expect(detail).toContainText(/\d{2}-\d{2}-\d{4}/);
});

test('the history tab explains the handicap: the 8 counting of the last 20, step by step', async ({
  page,
}) => {
  await login(page, demo);
  await navigateByMenu(page, nl('scorecards.title'), nl('menu.profile'), nl('profile.title'));
  const handicap = (await page.locator('.profile-hero__handicap strong').textContent()) ?? '';
  expect(handicap).toMatch(/^\+?\d{1,2},\d$/);

  await tapTab(page.getByRole('tab', { name: nl('profile.tabs.history') }));
  await expect(page).toHaveURL(path('/app/profile/history'));

  // The explanation ends in the index the profile shows.
  const why = page.getByRole('region', {
    name: nl('profile.history.whyTitle', { index: handicap }),
  });
  await expect(why).toBeVisible();
  await expect(why).toContainText(nl('profile.history.average', { used: 8, scores: 20 }));
  await expect(why).toContainText(nl('profile.history.result', { index: handicap }));

  // Every card, newest first, with the index after it; 8 of them count.
  const cards = page.getByRole('list', { name: nl('profile.history.cards') }).locator('ion-item');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(20);
  await expect(cards.first()).toContainText(nl('profile.history.indexAfter', { index: handicap }));
  await expect(page.locator('.history__counts')).toHaveCount(8);
  // Cards older than the last 20 scores are shown, marked as outside the window.
  expect(await page.locator('.history__item--old').count()).toBeGreaterThan(0);

  // The cards come in pages of 50 (demo has more): scrolling to the end, as a thumb does, loads
  // the rest.
  expect(await cards.count()).toBe(50);
  await cards.first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 10_000);
    expect(await cards.count()).toBeGreaterThan(50);
  }).toPass({ timeout: 15_000 });
});
