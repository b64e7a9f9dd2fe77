import { expect, type Locator, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { formatHandicap } from '@fairway/golf';
import {
  HOME_PATH,
  LOGIN_PATH,
  login,
  loginForm,
  navigateByMenu,
  pageTitle,
  path,
} from './support/app';
import { demo, marker, type Account } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { stylesheetsLoaded } from './support/layout-shift';
import { getJson, markCardLink, markerCards, shownDate, type ApiCard } from './support/scorecards';
import { test } from './support/fixtures';

/**
 * Holds back every script of the app (the entry and the chunks it imports) until the returned
 * function lets them through, as a phone on a slow line would: the page shows only what came in
 * its HTML.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The copy of the card list the server paints into the page (index.html's #boot-app). It is
 * aria-hidden (the real screen takes its place), so its roles are looked up with `includeHidden`.
 */
const paintedCopy = (page: Page): Locator => page.locator('#boot-app');

/** The answers the server puts in the page for the app to start from. */
const pageAnswers = (page: Page): Locator => page.locator('script#fw-first-screen');

/** What the card list shows a member, taken from the API (set-up only). */
interface CardListData {
  /** The Handicap Index as the language writes it ("17,5" in Dutch). */
  handicap: string;
  name: string;
  /** A card another player asked the member to mark, if any. */
  toMark: ApiCard | undefined;
  /** The first card of the member's own list, and the heading of its handicap group. */
  own: { card: ApiCard; group: string };
}

async function cardListData(page: Page, t: Translate, separator: '.' | ','): Promise<CardListData> {
  const self = await getJson<{ volledige_naam: string; handicap: number | null }>(
    page.request,
    '/api/relatie/self',
  );
  const { groups } = await getJson<{ groups: { handicap: number | null; cards: ApiCard[] }[] }>(
    page.request,
    '/api/relatie/self/cards?result_by_handicap=true&limit=500',
  );
  const [group] = groups;
  const card = group?.cards[0];
  if (!group || !card) throw new Error('the member has no cards');
  const handicap = (value: number | null) =>
    value === null ? null : formatHandicap(value, { decimalSeparator: separator });
  return {
    handicap: handicap(self.handicap) ?? t('common.noHandicap'),
    name: self.volledige_naam,
    toMark: (await markerCards(page.request))[0],
    own: {
      card,
      group:
        group.handicap === null
          ? t('scorecards.groupNoHandicap')
          : t('scorecards.groupHandicap', { handicap: handicap(group.handicap) ?? '' }),
    },
  };
}

/** The handicap hero at the top of the list: label, Handicap Index, name. */
const handicapHero = (scope: Locator, t: Translate): Locator =>
  scope
    .locator('section')
    .filter({ has: scope.page().getByText(t('scorecards.handicapLabel'), { exact: true }) });

/**
 * Checks that `scope` (the painted copy or the real screen's main) shows the card list of `data`
 * in the language of `t`: the handicap and name, the cards to mark, a card of the member's own.
 */
async function expectCardList(
  scope: Locator,
  t: Translate,
  data: CardListData,
  includeHidden = false,
): Promise<void> {
  const hero = handicapHero(scope, t);
  await expect(hero.getByText(data.handicap, { exact: true })).toBeVisible();
  await expect(hero.getByText(data.name, { exact: true })).toBeVisible();
  await expect(
    hero.getByRole('button', { name: t('scorecards.newCard.button'), exact: true, includeHidden }),
  ).toBeVisible();
  if (data.toMark) {
    await expect(
      scope.getByRole('heading', { name: t('scorecards.toMarkTitle'), includeHidden }),
    ).toBeVisible();
    await expect(
      markCardLink(scope, data.toMark.speler_naam, shownDate(data.toMark.datum), includeHidden),
    ).toBeVisible();
  }
  const { card, group } = data.own;
  await expect(scope.getByRole('heading', { name: group, includeHidden }).first()).toBeVisible();
  await expect(
    scope
      .getByRole('listitem', { includeHidden })
      .filter({ hasText: `${shownDate(card.datum)} · ${card.tijd}` })
      .filter({ hasText: t(`scorecards.states.${card.state}`) })
      .first(),
  ).toBeVisible();
}

/** Logs in, as a member does, and opens the card list afresh with the app's scripts held back. */
async function openWithScriptsHeld(page: Page, account: Account): Promise<() => void> {
  await login(page, account);
  const release = await holdScripts(page);
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  return release;
}

/**
 * Logs in, then closes the app, so the device keeps its logged-in state while the session ends
 * under it. An app left open would meet the ended session with a request of its own and log the
 * device out before the card list is opened again (a race the slow machine lost).
 */
async function loginThenCloseApp(page: Page): Promise<void> {
  await login(page, demo);
  await page.goto('about:blank');
}

/**
 * Opens the card list with the app's scripts held back and no valid session: only the app's frame
 * is painted (nobody's data, no answers in the page), and once the app is up it asks to log in.
 */
async function expectNoCardListThenLogin(page: Page): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(HOME_PATH, { waitUntil: 'commit' });
  const painted = paintedCopy(page);
  await expect(painted).toBeVisible();
  await expect(pageAnswers(page)).toHaveCount(0);
  await expect(painted.getByRole('listitem', { includeHidden: true })).toHaveCount(0);
  await expect(painted.getByText(nl('scorecards.handicapLabel'), { exact: true })).toHaveCount(0);

  release();
  await expect(page).toHaveURL(path(LOGIN_PATH));
  await expect(loginForm(page).submit).toBeVisible();
}

// apps/web/README.md "First screen from the server": a member opening /app/scorecards gets the
// card list painted in the page, in their own language, and the app starts from the answers the
// page carries instead of asking for them again.
test.describe('first screen from the server', () => {
  test('the card list shows before any JS arrives, then the real screen takes its place', async ({
    page,
  }) => {
    const release = await openWithScriptsHeld(page, demo);
    const data = await cardListData(page, nl, ',');
    expect(data.handicap).toMatch(/^\+?\d{1,2},\d$/);
    expect(data.toMark, 'demo has cards to mark').toBeDefined();

    const painted = paintedCopy(page);
    await expect(painted.getByText(nl('scorecards.title'), { exact: true })).toBeVisible();
    await expectCardList(painted, nl, data, true);
    await expect(pageAnswers(page)).toHaveCount(1);
    // Nothing of the app is running yet: this is the page's own HTML.
    await expect(pageTitle(page, nl('scorecards.title'))).toHaveCount(0);
    // A copy nobody can use yet: the keyboard does not land on its buttons and links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#boot-app')))).toBe(
      false,
    );
    await stylesheetsLoaded(page);
    const paintedHandicap = await handicapHero(painted, nl)
      .getByText(data.handicap, { exact: true })
      .boundingBox();

    release();
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await expect(painted).toHaveCount(0);
    const main = page.getByRole('main');
    await expectCardList(main, nl, data);
    // The real screen stands exactly where the copy stood: nothing jumps under the thumb.
    expect(
      await handicapHero(main, nl).getByText(data.handicap, { exact: true }).boundingBox(),
    ).toEqual(paintedHandicap);
  });

  test('the app starts from the answers in the page, and later screens still load', async ({
    page,
  }) => {
    await login(page, demo);
    const data = await cardListData(page, nl, ',');

    // Every request of the new page, from the moment it replaces the one the login left.
    const requests: URL[] = [];
    let committed = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) committed = true;
    });
    page.on('request', (request) => {
      if (committed) requests.push(new URL(request.url()));
    });
    await page.goto(HOME_PATH);
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await expect(paintedCopy(page)).toHaveCount(0);
    await expectCardList(page.getByRole('main'), nl, data);

    // The side menu's open-card check (spec §4) ran (its badge counts the cards to mark), and it
    // took today's and tomorrow's cards and the cards to mark from the page's answers too.
    await expect(page.locator('.menu-badge:not(.notification-bell__badge)')).toBeAttached();
    const screenCalls = requests
      .filter(
        (url) =>
          /^\/api\/(relatie\/self(\/cards|\/marker-cards)?|config|auth\/features)$/.test(
            url.pathname,
          ) || /^\/i18n\/[^/]+\.json$/.test(url.pathname),
      )
      .map((url) => url.pathname + url.search);
    expect(screenCalls).toEqual([]);

    // The answers were used once: the app goes on as usual, to another screen and back.
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.news'), nl('news.title'));
    await expect(page).toHaveURL(path('/app/news'));
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await navigateByMenu(page, nl('news.title'), nl('menu.scorecards'), nl('scorecards.title'));
    await expect(page).toHaveURL(path(HOME_PATH));
    await expectCardList(page.getByRole('main'), nl, data);
  });

  test('the notification invitation is painted only where the app will show it', async ({
    page,
  }) => {
    // A member who has not answered the invitation yet (headless Chromium has not been asked).
    let release = await openWithScriptsHeld(page, demo);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const painted = paintedCopy(page);
    const paintedInvite = painted.getByRole('complementary', {
      name: nl('scorecards.notify.inviteTitle'),
      includeHidden: true,
    });
    await expect(painted.getByText(nl('scorecards.title'), { exact: true })).toBeVisible();
    await expect(paintedInvite).toBeVisible();
    await stylesheetsLoaded(page);
    const paintedBox = await paintedInvite.boundingBox();
    release();
    const invite = page
      .getByRole('main')
      .getByRole('complementary', { name: nl('scorecards.notify.inviteTitle') });
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await expect(painted).toHaveCount(0);
    await expect(invite).toBeVisible();
    expect(await invite.boundingBox()).toEqual(paintedBox);

    // The member said "no, thanks" earlier: neither the copy nor the app shows it.
    await invite.getByRole('button', { name: nl('scorecards.notify.notNow'), exact: true }).click();
    await expect(invite).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('fw_notify_invite_done'))).toBe('1');
    release = await holdScripts(page);
    await page.goto(HOME_PATH, { waitUntil: 'commit' });
    await expect(painted.getByText(nl('scorecards.title'), { exact: true })).toBeVisible();
    await expectCardList(painted, nl, await cardListData(page, nl, ','), true);
    // Painted by the server, which cannot know; hidden by the page before it is ever seen.
    await expect(paintedInvite).toHaveCount(1);
    await expect(paintedInvite).toBeHidden();
    release();
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await expect(painted).toHaveCount(0);
    await expect(invite).toHaveCount(0);
  });

  test.describe('in English', () => {
    test.afterEach(async ({ page }) => {
      // Whatever happened in the test, the member is Dutch again for the next one.
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
    });

    test('a member whose language is English gets the copy in English', async ({ page }) => {
      // The marker account, so the change can never show in the tests that log in as demo.
      await login(page, marker);
      const response = await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'en_US' },
      });
      expect(response.ok()).toBe(true);
      const data = await cardListData(page, en, '.');

      const release = await holdScripts(page);
      await page.goto(HOME_PATH, { waitUntil: 'commit' });
      const painted = paintedCopy(page);
      await expect(painted.getByText(en('scorecards.title'), { exact: true })).toBeVisible();
      await expect(painted.getByText(nl('scorecards.title'), { exact: true })).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expectCardList(painted, en, data, true);

      release();
      await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();
      await expect(painted).toHaveCount(0);
      await expectCardList(page.getByRole('main'), en, data);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    });
  });

  test('without a session cookie the page carries no card list and the app asks to log in', async ({
    page,
  }) => {
    await loginThenCloseApp(page);
    // The cookie is gone (it expired), but the device still thinks it is logged in.
    await page.context().clearCookies();
    await expectNoCardListThenLogin(page);
  });

  test('with a session the server no longer knows, the same: no card list, the login screen', async ({
    page,
  }) => {
    await loginThenCloseApp(page);
    // Logged out elsewhere: the browser keeps a cookie whose session the server has ended.
    const cookies = await page.context().cookies();
    const response = await page.request.post('/api/auth/logout', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(response.ok()).toBe(true);
    await page.context().addCookies(cookies);
    expect(await page.context().cookies()).not.toHaveLength(0);
    await expectNoCardListThenLogin(page);
  });
});
