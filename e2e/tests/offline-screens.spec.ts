import { expect, type Page } from '@playwright/test';
import { alertDialog, dismissConnectionAlert, login, pageTitle } from './support/app';
import { DEMO_MEMBER_NAME, demo } from './support/demo';
import { nl } from './support/i18n';
import {
  COLD_START_TIMEOUT,
  deviceDataMentions,
  forgetKeptAnswers,
  keepNow,
  offlineMarker,
  waitForServiceWorker,
} from './support/offline';
import { test } from './support/fixtures';

// The screens besides the card list with no signal (app/query-persistence.ts): what the device
// kept shows with its time and without the connection alert; a screen with nothing kept says it
// needs a connection, and fills in by itself once the signal is back.

test.use({ serviceWorkers: 'allow' });

/** The screens a member may look at on the course, each with what shows its own data. */
const SCREENS = [
  {
    path: '/app/booking/list',
    title: nl('booking.title'),
    kept: '"booking","list"',
    content: (page: Page) =>
      page.getByRole('heading', { name: nl('booking.list.upcoming'), exact: true }),
  },
  {
    path: '/app/news',
    title: nl('news.title'),
    kept: '"news","feed"',
    content: (page: Page) => page.getByRole('main').getByRole('article').first(),
  },
  {
    path: '/app/profile/history',
    title: nl('profile.title'),
    kept: '"members","self","history","pages"',
    content: (page: Page) =>
      page.getByRole('heading', { name: nl('profile.history.cards'), exact: true }),
  },
  {
    path: '/app/profile/show',
    title: nl('profile.title'),
    kept: '"members","self"',
    content: (page: Page) =>
      page.getByRole('main').getByRole('heading', { name: DEMO_MEMBER_NAME, exact: true }),
  },
];

/** Logs in with a signal and closes the app once its service worker runs. */
async function loginAndClose(page: Page): Promise<void> {
  await login(page, demo);
  await waitForServiceWorker(page);
  await page.close();
}

const needsConnection = (page: Page) =>
  page.getByRole('heading', { name: nl('offline.needsConnection.title'), exact: true });

test('tee times, news and the profile (and its history) show what the device kept, marked offline', async ({
  page,
  context,
}) => {
  // Nine app starts, four of them cold from the service worker's cache: over the default minute
  // while the other e2e worker shares the machine's two cores.
  test.slow();
  await loginAndClose(page);
  // Each screen opened with a signal in an app start of its own: every start keeps what the
  // ones before kept.
  for (const screen of SCREENS) {
    const online = await context.newPage();
    await online.goto(screen.path);
    await expect(screen.content(online)).toBeVisible();
    // Every request of the screen answered (its avatar, its counts), then kept as a phone keeps
    // it when the app goes to the background: the whole screen, not its first answer only.
    await online.waitForLoadState('networkidle');
    await keepNow(online);
    expect(await deviceDataMentions(online, screen.kept)).toBe(true);
    await online.close();
  }

  await context.setOffline(true);
  for (const screen of SCREENS) {
    const offline = await context.newPage();
    await offline.goto(screen.path);
    await expect(pageTitle(offline, screen.title)).toBeVisible({ timeout: COLD_START_TIMEOUT });
    await expect(offlineMarker(offline)).toBeVisible();
    await expect(screen.content(offline)).toBeVisible();
    await expect(alertDialog(offline, nl('errors.connection.title'))).toHaveCount(0);
    await offline.close();
  }
});

test('with nothing kept on the device, the card list and the other screens say they need a connection', async ({
  page,
  context,
}) => {
  await loginAndClose(page);
  await forgetKeptAnswers(context);

  // A dead spot, and the app opens with nothing of the member on the device.
  await context.setOffline(true);
  const offline = await context.newPage();
  await offline.goto('/app/scorecards');
  // With nothing kept the start asks the server and says it cannot reach it. The alert hides the
  // screen from the accessibility tree and can come before its title was seen: closed first.
  await dismissConnectionAlert(offline, { timeout: COLD_START_TIMEOUT });
  await expect(pageTitle(offline, nl('scorecards.title'))).toBeVisible();
  await expect(needsConnection(offline)).toBeVisible();
  await expect(
    offline.getByText(nl('offline.needsConnection.text'), { exact: true }),
  ).toBeVisible();
  await expect(
    offline.getByRole('button', { name: nl('common.retry'), exact: true }),
  ).toBeVisible();
  await expect(offlineMarker(offline)).toHaveCount(0);

  for (const screen of SCREENS) {
    await offline.goto(screen.path);
    await dismissConnectionAlert(offline, { timeout: COLD_START_TIMEOUT });
    await expect(pageTitle(offline, screen.title)).toBeVisible();
    await expect(needsConnection(offline)).toBeVisible();
  }

  // The signal returns: the screen fills in by itself.
  await context.setOffline(false);
  await expect(SCREENS.at(-1)!.content(offline)).toBeVisible();
  await expect(needsConnection(offline)).toHaveCount(0);
});
