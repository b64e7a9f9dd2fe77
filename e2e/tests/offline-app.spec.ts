import { expect, type Page } from '@playwright/test';
import { alertDialog, login, openMenu, pageTitle, path, submitLogin } from './support/app';
import { DEMO_CLUB, DEMO_MEMBER_NAME, demo, marker, type Account } from './support/demo';
import { nl } from './support/i18n';
import {
  COLD_START_TIMEOUT,
  deviceDataMentions,
  keptFor,
  offlineMarker,
  waitForServiceWorker,
} from './support/offline';
import { currentHole, getJson, holeTile, keypad, postJson, selfName } from './support/scorecards';
import { test } from './support/fixtures';

// The installable app: a manifest with icons, a service worker that keeps the built app, and the
// member's answers kept on the device, so the app opens and takes scores with no signal. The
// round is played by `nieuw`, whose cards no other spec counts (an open card of `marker` would
// stop the next spec registering one).

const nieuw: Account = { club: DEMO_CLUB, username: 'nieuw', password: 'nieuw' };

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The URLs the service worker keeps, from its precache manifest. */
async function precachedUrls(page: Page): Promise<string[]> {
  const source = await (await page.request.get('/sw.js')).text();
  return [...source.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
}

/** A new open card of the member logged in on `page`, by the API. */
async function newCard(page: Page): Promise<number> {
  const tees = await getJson<{ id: number }[]>(page.request, '/api/courses/1/tees');
  const created = await postJson(page.request, '/api/scorecards', {
    baan_id: 1,
    tee_id: tees[0]!.id,
    marker_name: 'Piet Jansen',
    marker_email: 'piet.jansen@example.nl',
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** The member's open card (one a day), made when there is none yet. */
async function openCardOf(page: Page): Promise<number> {
  const { cards } = await getJson<{ cards: { id: number; open_voor_score: boolean }[] }>(
    page.request,
    '/api/relatie/self/cards',
  );
  return cards.find((card) => card.open_voor_score)?.id ?? newCard(page);
}

/** Saves the card's scores: these first ones, 4 on the other holes. */
async function handIn(page: Page, cardId: number, first: number[]): Promise<void> {
  const holes = await getJson<unknown[]>(page.request, `/api/scorecards/${cardId}/cardHoles`);
  const handedIn = await postJson(page.request, `/api/scorecards/${cardId}/edit`, {
    scores: holes.map((_, i) => first[i] ?? 4),
    allScoresSaved: 0,
  });
  expect(handedIn.ok(), await handedIn.text()).toBe(true);
}

const holeName = (hole: number, strokes: number, state: string) =>
  [
    nl('scorecards.holeNumber', { hole }),
    nl(strokes === 1 ? 'scorecards.strokesCount_one' : 'scorecards.strokesCount_other', {
      count: strokes,
    }),
    state,
  ].join(', ');

test('the app can be installed: manifest, icons and a service worker that keeps the app', async ({
  page,
}) => {
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Fairway',
    short_name: 'Fairway',
    start_url: '/app/scorecards',
    display: 'standalone',
    theme_color: '#1e6b45',
  });
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(`/${icon.src}`);
    expect(answer.ok(), icon.src).toBe(true);
    expect(answer.headers()['content-type']).toContain('image/png');
  }

  const urls = await precachedUrls(page);
  expect(urls).toEqual(expect.arrayContaining(['index.html', '/i18n/nl_NL.json']));
  expect(urls.some((url) => /^assets\/.+\.js$/.test(url))).toBe(true);
  expect(urls.some((url) => url.includes('api/'))).toBe(false);

  await login(page, demo);
  await waitForServiceWorker(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
});

test.describe('no signal on the course', () => {
  test('a cold start offline shows the card list from the device and takes scores', async ({
    page,
    context,
  }) => {
    await login(page, nieuw);
    const name = await selfName(page.request);
    const cardId = await newCard(page);

    // The member opens the card list with a signal (never the new card itself), then walks out:
    // the open card's holes are on the device too.
    await page.goto('/app/scorecards');
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await waitForServiceWorker(page);
    await expect.poll(() => deviceDataMentions(page, name)).toBe(true);
    await expect.poll(() => deviceDataMentions(page, `"holes",${cardId}]`)).toBe(true);

    // No signal; the app is closed and opened again.
    await context.setOffline(true);
    await page.close();
    const offline = await context.newPage();
    await offline.goto('/app/scorecards');
    await expect(pageTitle(offline, nl('scorecards.title'))).toBeVisible({
      timeout: COLD_START_TIMEOUT,
    });
    // The screen says itself where its data comes from: no alert about the connection.
    await expect(alertDialog(offline, nl('errors.connection.title'))).toHaveCount(0);
    await expect(offlineMarker(offline)).toBeVisible();
    await expect(offline.getByRole('main').getByText(name, { exact: true })).toBeVisible();

    // Three holes typed with no signal, kept on the device through a reload.
    await offline.goto(`/app/score/${cardId}`);
    await expect(currentHole(offline, 1)).toBeVisible();
    await keypad(offline).type('456');
    await expect(holeTile(offline, 3)).toHaveAccessibleName(
      holeName(3, 6, nl('scorecards.holeStatus.offline')),
    );
    await offline.reload();
    await expect(currentHole(offline, 4)).toBeVisible();
    await expect(holeTile(offline, 2)).toHaveAccessibleName(
      holeName(2, 5, nl('scorecards.holeStatus.offline')),
    );

    // Logging out now would lose them: the member is asked, and stays.
    await offline.goto('/app/scorecards');
    const menu = await openMenu(offline, nl('scorecards.title'));
    await menu.getByRole('button', { name: nl('menu.logout'), exact: true }).click();
    const ask = alertDialog(offline, nl('menu.unsentScores.title'));
    await expect(ask).toContainText(nl('menu.unsentScores.message_other', { count: 3 }));
    await ask.getByRole('button', { name: nl('common.cancel'), exact: true }).click();
    await expect(ask).toBeHidden();
    await offline.goto(`/app/score/${cardId}`);
    await expect(currentHole(offline, 4)).toBeVisible();

    // The signal returns: the holes are saved once, in order.
    await context.setOffline(false);
    await keypad(offline).type('4');
    await expect(holeTile(offline, 1)).toHaveAccessibleName(
      holeName(1, 4, nl('scorecards.holeStatus.saved')),
    );
    await expect
      .poll(async () =>
        (await getJson<{ score: number }[]>(offline.request, `/api/scorecards/${cardId}/scores`))
          .map((s) => s.score)
          .slice(0, 5),
      )
      .toEqual([4, 5, 6, 4, 0]);

    // The round is handed in.
    await handIn(offline, cardId, [4, 5, 6, 4]);
  });

  test('what the device kept for the course survives an online start that opened another screen only', async ({
    page,
    context,
  }) => {
    await login(page, nieuw);
    const name = await selfName(page.request);
    const openCard = await openCardOf(page);

    // With a signal the member looks at the card list and opens the card, and closes the app.
    await page.goto('/app/scorecards');
    await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto(`/app/score/${openCard}`);
    await expect(holeTile(page, 1)).toBeVisible();
    await expect.poll(() => deviceDataMentions(page, `"holes",${openCard}]`)).toBe(true);
    await page.close();

    // Later, still with a signal, the app opens on the news only, and is closed again: that
    // session's save keeps its news beside the card list kept before.
    const news = await context.newPage();
    await news.goto('/app/news');
    await expect(pageTitle(news, nl('news.title'))).toBeVisible();
    await expect(news.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect.poll(() => deviceDataMentions(news, '"news","feed"')).toBe(true);
    expect(await deviceDataMentions(news, '"scorecards","list"')).toBe(true);
    await news.close();

    // On the course, with no signal: the card list and the open card come from the device.
    await context.setOffline(true);
    const course = await context.newPage();
    await course.goto('/app/scorecards');
    await expect(offlineMarker(course)).toBeVisible({ timeout: COLD_START_TIMEOUT });
    await expect(course.getByRole('main').getByText(name, { exact: true })).toBeVisible();
    await expect(alertDialog(course, nl('errors.connection.title'))).toHaveCount(0);
    await course.goto(`/app/score/${openCard}`);
    await expect(holeTile(course, 1)).toBeVisible();
  });

  test('logging out with no signal leaves nothing of the member for the next one', async ({
    page,
    context,
  }) => {
    await login(page, marker);
    const first = await getJson<{ id: number; volledige_naam: string }>(
      page.request,
      '/api/relatie/self',
    );
    await expect.poll(() => keptFor(page)).toBe(String(first.id));

    await context.setOffline(true);
    const menu = await openMenu(page, nl('scorecards.title'));
    await menu.getByRole('button', { name: nl('menu.logout'), exact: true }).click();
    await expect(page).toHaveURL(path('/login'));
    await expect.poll(() => keptFor(page)).toBeNull();

    // Back in range, the member opens the app again to log in.
    await context.setOffline(false);
    await page.reload();
    await submitLogin(page, demo);
    await expect(page.getByRole('main').getByText(DEMO_MEMBER_NAME, { exact: true })).toBeVisible();
    const second = await getJson<{ id: number }>(page.request, '/api/relatie/self');
    await expect.poll(() => keptFor(page)).toBe(String(second.id));
    await expect(page.getByText(first.volledige_naam, { exact: true })).toHaveCount(0);
  });
});
