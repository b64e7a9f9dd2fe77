import { expect, type Response } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { formatHandicap } from '@fairway/golf';
import { dismissConnectionAlert, HOME_PATH, login, pageTitle } from './support/app';
import { demo, marker, zuid } from './support/demo';
import { en, nl } from './support/i18n';
import { getJson, shownDate, type ApiCard } from './support/scorecards';
import { shiftWhileLoading } from './support/layout-shift';
import { test } from './support/fixtures';

// spec §2 /app/scorecards: cards grouped per handicap, the cards to mark, the 'new card' sheet
// (club type 'd' wording); §4 open-card notifications.
test.describe('card list', () => {
  test('cards are grouped per handicap, each with date, course, type, scores and state', async ({
    page,
  }) => {
    await login(page, demo);
    const { groups } = await getJson<{
      groups: { handicap: number | null; cards: (ApiCard & { score_18h: number | null })[] }[];
    }>(page.request, '/api/relatie/self/cards?result_by_handicap=true&limit=500');
    expect(groups.length).toBeGreaterThan(1);

    const main = page.getByRole('main');
    const [first] = groups;
    const heading = (h: number | null) =>
      h === null
        ? nl('scorecards.groupNoHandicap')
        : nl('scorecards.groupHandicap', {
            handicap: formatHandicap(h, { decimalSeparator: ',' }),
          });
    await expect(
      main.getByRole('heading', { name: heading(first!.handicap) }).first(),
    ).toBeVisible();
    await expect(
      main.getByRole('heading', { name: /^Gespeeld (met|zonder) handicap/ }),
    ).toHaveCount(groups.length);
    // Every card, also those that follow the first frame a few at a time.
    const own = groups.reduce((n, g) => n + g.cards.length, 0);
    await expect(main.locator('li.card-row:not(.card-row--mark)')).toHaveCount(own);

    // A processed card shows its numbers.
    const processed = groups.flatMap((g) => g.cards).find((c) => c.state === 'verwerkt');
    if (!processed) throw new Error('demo has no processed card');
    const row = main
      .getByRole('listitem')
      .filter({ hasText: `${shownDate(processed.datum)} · ${processed.tijd}` })
      .first();
    await expect(row).toContainText(nl('scorecards.states.verwerkt'));
    await expect(row).toContainText(`${nl('scorecards.stableford')}${processed.sf_score_wed}`);
    await expect(row).toContainText(`${nl('scorecards.score')}${processed.score_18h}`);
  });

  test("Golfbaan Zuid (club type 'd') requests a card: only the 'new card' option", async ({
    page,
  }) => {
    await login(page, zuid);
    await page
      .getByRole('main')
      .getByRole('button', { name: nl('scorecards.newCard.request'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: nl('scorecards.newCard.requestTitle') });
    await expect(sheet.getByRole('button')).toHaveText([
      nl('scorecards.newCard.newCard'),
      nl('common.cancel'),
    ]);
    await sheet.getByRole('button', { name: nl('scorecards.newCard.newCard') }).click();
    await expect(pageTitle(page, nl('scorecards.newCard.newCard'))).toBeVisible();
  });

  test("the sheet's code comes with the first tap; without a connection the tap says so", async ({
    page,
  }) => {
    await login(page, zuid);
    // Ionic's action sheet is not part of the list's start: it is fetched at the first touch.
    const sheetCode = (url: URL) => /\/assets\/action-sheet-[\w-]+\.js$/.test(url.pathname);
    let fetched = 0;
    await page.route(sheetCode, (route) => {
      fetched += 1;
      return route.abort('internetdisconnected');
    });
    const button = page
      .getByRole('main')
      .getByRole('button', { name: nl('scorecards.newCard.request'), exact: true });
    await expect(button).toBeVisible();
    expect(fetched).toBe(0);

    await button.click();
    await dismissConnectionAlert(page);

    // With the connection back, the same tap opens the sheet.
    await page.unroute(sheetCode);
    await button.click();
    await expect(
      page.getByRole('dialog', { name: nl('scorecards.newCard.requestTitle') }),
    ).toBeVisible();
  });

  test('in English, the list and the sheet speak English', async ({ page }) => {
    await login(page, marker);
    await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { voorkeurstaal: 'en_US' },
    });
    try {
      await page.reload();
      await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('heading', { name: /^Played (off|without a) handicap/ })
          .first(),
      ).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('button', { name: en('scorecards.newCard.button'), exact: true })
        .click();
      const sheet = page.getByRole('dialog', { name: en('scorecards.newCard.title') });
      await expect(
        sheet.getByRole('button', { name: en('scorecards.newCard.foreign') }),
      ).toBeVisible();
      await sheet.getByRole('button', { name: en('common.cancel') }).click();
    } finally {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
    }
  });

  test('pulling the list down asks the server again: a change made elsewhere shows', async ({
    page,
  }) => {
    await login(page, marker);
    const main = page.getByRole('main');
    await expect(main.getByRole('listitem').first()).toBeVisible();
    // The member switches to English on another device; this screen still shows Dutch.
    await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { voorkeurstaal: 'en_US' },
    });
    try {
      await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
      // A finger (here the mouse) pulls the top of the screen 200 px down and lets go; it starts
      // beside the cards, whose links the mouse would drag instead.
      const box = (await main.boundingBox())!;
      const x = box.x + box.width / 2;
      const pull = async () => {
        await page.mouse.move(x, box.y + 10);
        await page.mouse.down();
        for (let dy = 10; dy <= 200; dy += 10) await page.mouse.move(x, box.y + 10 + dy);
        await page.mouse.up();
      };
      // On a loaded machine the gesture's moves can come too far apart to read as a pull (seen
      // once in a whole run): the member pulls again, as one would on a slow phone.
      let refreshed: Response | undefined;
      for (let attempt = 0; attempt < 3 && !refreshed; attempt++) {
        const answer = page
          .waitForResponse((r) => r.url().endsWith('/api/relatie/self'), { timeout: 10_000 })
          .catch(() => undefined);
        await pull();
        refreshed = await answer;
      }
      expect(refreshed?.ok()).toBe(true);
      await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();
    } finally {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
    }
  });

  test('notifications are asked for once, from the list, and then announce open cards', async ({
    page,
  }) => {
    // A stand-in for the browser's Notification: records what the app shows and what it asks.
    await page.addInitScript(() => {
      const w = window as unknown as {
        shown: string[];
        asked: number;
        Notification: unknown;
      };
      w.shown = [];
      w.asked = 0;
      class FakeNotification {
        static permission = localStorage.getItem('fake_permission') ?? 'default';
        static requestPermission() {
          w.asked += 1;
          localStorage.setItem('fake_permission', 'granted');
          FakeNotification.permission = 'granted';
          return Promise.resolve('granted');
        }
        constructor(title: string) {
          w.shown.push(title);
        }
      }
      w.Notification = FakeNotification;
    });
    await login(page, demo);
    const invite = page.getByRole('complementary', { name: nl('scorecards.notify.inviteTitle') });
    await expect(invite).toBeVisible();
    // Never asked on load.
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
    // The first check (the menu badge counts its cards) ends before the member allows: a check
    // ending after the tap would announce the cards on this page already, and only once.
    await expect(page.locator('.menu-badge:not(.notification-bell__badge)')).toBeAttached();
    await invite.getByRole('button', { name: nl('scorecards.notify.allow') }).click();
    await expect(invite).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);

    // With permission, the next check announces the cards waiting for demo's signature.
    await page.reload();
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
    await expect(invite).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown))
      .toContain(nl('scorecards.notify.markTitle'));
  });

  test('the list does not move when the cards to mark come in after the own cards', async ({
    page,
  }) => {
    await login(page, demo);
    const main = page.getByRole('main');
    // A slow answer for the cards to mark (demo has two waiting).
    const shift = await shiftWhileLoading(page, {
      path: HOME_PATH,
      slow: '**/api/relatie/self/marker-cards*',
      ready: [
        main.getByRole('heading', { name: nl('scorecards.toMarkTitle') }),
        main.getByRole('heading', { name: /^Gespeeld (met|zonder) handicap/ }).first(),
      ],
    });
    // Lighthouse's bar is 0.05: the skeleton holds the place until both lists are there.
    expect(shift).toBeLessThan(0.05);
  });
});
