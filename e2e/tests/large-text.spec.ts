import { expect, type Locator, type Page } from '@playwright/test';
import { login, pageTitle, setLanguage } from './support/app';
import { clubDate } from './support/booking';
import { demo } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

// The members skew older and many read their phone at a large text size: the main screens stay
// usable at 200 % (WCAG 1.4.4) at 390 x 844. Nothing runs off the side of the screen or is cut
// off by its box (a line cut with an ellipsis on purpose shows that it is), and each screen's
// primary buttons are on the screen, whole.

const TEXT_SIZE = '200%';
/** Open for sign-up, demo not signed up: its info offers the sign-up button. */
const OPEN_MATCH = 'Najaarsstableford';

interface Screen {
  name: string;
  path: (ids: Ids) => string;
  /** The toolbar title (an i18n key) that says the screen is up. */
  title: string;
  literalTitle?: string;
  /** The screen's primary buttons. */
  buttons: (page: Page, t: Translate) => Locator[];
}

interface Ids {
  course: number;
  freeTime: string;
  openMatch: number;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'card list',
    path: () => '/app/scorecards',
    title: 'scorecards.title',
    buttons: (page, t) => [
      page.getByRole('main').getByRole('button', { name: t('scorecards.newCard.button') }),
    ],
  },
  {
    name: 'tee-time grid',
    path: () => '/app/booking/grid',
    title: 'booking.title',
    buttons: (page) => [
      page
        .getByRole('main')
        .getByRole('button', { name: /\d\d:\d\d/ })
        .first(),
    ],
  },
  {
    name: 'booking form',
    path: (ids) =>
      `/app/booking/create?course=${ids.course}&date=${clubDate(7).wire}&time=${ids.freeTime}&holes=18`,
    title: 'booking.create.title',
    buttons: (page, t) => [
      page.getByRole('button', { name: t('booking.players.addMember'), exact: true }),
      page.getByRole('button', { name: t('booking.create.submit'), exact: true }),
    ],
  },
  {
    name: 'match list',
    path: () => '/app/matches',
    title: 'matches.title',
    buttons: (page, t) => [
      page.getByRole('button', { name: t('matches.previousYear') }),
      page.getByRole('button', { name: t('matches.nextYear') }),
      page.getByRole('switch', { name: t('matches.openOnly') }),
    ],
  },
  {
    name: 'match detail',
    path: (ids) => `/app/match/${ids.openMatch}/info`,
    title: 'matches.match',
    literalTitle: OPEN_MATCH,
    buttons: (page, t) => [
      page.getByRole('main').getByRole('link', { name: t('matches.signUp'), exact: true }),
    ],
  },
  {
    name: 'profile',
    path: () => '/app/profile/show',
    title: 'profile.title',
    buttons: (page, t) => [
      page.getByRole('main').getByRole('link', { name: t('profile.edit'), exact: true }),
    ],
  },
];

/**
 * Text of the screen on show laid out past the screen's sides, or cut off by a box that hides
 * what overflows it (not one that scrolls, nor one that ends the line with an ellipsis), one line
 * each; and the page itself wider than the screen.
 */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    // Up through slots and shadow roots, as the boxes are laid out.
    const up = (n: Node): Node | null =>
      (n as Element | Text).assignedSlot ??
      n.parentElement ??
      (n.parentNode instanceof ShadowRoot ? n.parentNode.host : null);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.ion-page-hidden, [aria-hidden="true"], ion-menu'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter(
        (r) => r.width > 0.5 && r.height > 0.5,
      );
      if (rects.length === 0) continue;
      const box = {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      };
      let verdict: string | null = null;
      for (let el = up(node); el && el !== document.documentElement; el = up(el)) {
        if (!(el instanceof Element)) continue;
        const style = getComputedStyle(el);
        if (style.display === 'contents') continue;
        const { overflowX: x, overflowY: y } = style;
        if (x === 'auto' || x === 'scroll') {
          verdict = 'scrolls';
          break;
        }
        const r = el.getBoundingClientRect();
        // Text only for screen readers (.sr-only) is hidden on purpose.
        if (r.width <= 1 || r.height <= 1) {
          verdict = 'hidden';
          break;
        }
        const cutX = x !== 'visible' && (box.left < r.left - 1 || box.right > r.right + 1);
        const cutY =
          (y === 'hidden' || y === 'clip') && (box.top < r.top - 1 || box.bottom > r.bottom + 1);
        if (cutX || cutY) {
          verdict =
            style.textOverflow === 'ellipsis'
              ? 'ellipsis'
              : `cut off by ${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
          break;
        }
        if (y === 'auto' || y === 'scroll') break;
      }
      if (verdict?.startsWith('cut off')) found.push(`${verdict}: ${text.slice(0, 40)}`);
      else if (verdict === null && (box.right > width + 1 || box.left < -1))
        found.push(`off the screen: ${text.slice(0, 40)}`);
    }
    return found;
  });
}

/** The button is on the screen (scrolled to), whole, its text inside it. */
async function expectWhole(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  const inside = await button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!.getBoundingClientRect();
      // Text only for screen readers (.sr-only) is hidden on purpose.
      if (parent.width <= 1 || parent.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()));
    }
    return rects
      .filter((r) => r.width > 0.5 && r.height > 0.5)
      .every(
        (r) =>
          r.left >= box.left - 1 &&
          r.right <= box.right + 1 &&
          r.top >= box.top - 1 &&
          r.bottom <= box.bottom + 1,
      );
  });
  expect(inside, 'its text inside it').toBe(true);
}

for (const { code, t } of [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
] as const) {
  test.describe(`text at ${TEXT_SIZE} in ${code}`, () => {
    let ids: Ids;

    test.beforeEach(async ({ page }) => {
      // The text size the member chose on the phone, from the app's first paint.
      await page.addInitScript((size) => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.style.fontSize = size;
        });
      }, TEXT_SIZE);
      await login(page, demo);
      // demo is Dutch for every other test: English only for the screens under test.
      expect((await setLanguage(page.request, code)).ok()).toBe(true);
      const courses = (await (await page.request.get('/api/courses/teetime')).json()) as {
        id: number;
        holes: number;
      }[];
      const course = courses.find((c) => c.holes === 18)!.id;
      const sheet = (await (
        await page.request.get('/api/teetimes', {
          params: { course_id: course, holes: 18, date: clubDate(7).wire },
        })
      ).json()) as { time: string; available: boolean; free_slots: number }[];
      const free = sheet.find((s) => s.available && s.free_slots === 4 && s.time >= '11:00');
      const list = (await (
        await page.request.get(`/api/wedstrijd?term=${encodeURIComponent(OPEN_MATCH)}`)
      ).json()) as { matches: { id: number; naam: string }[] };
      const open = list.matches.find((m) => m.naam === OPEN_MATCH);
      if (!free || !open) throw new Error('the demo data lacks a screen this test opens');
      ids = { course, freeTime: free.time, openMatch: open.id };
    });

    test.afterEach(async ({ page }) => {
      await setLanguage(page.request, 'nl_NL');
    });

    for (const screen of SCREENS) {
      test(`${screen.name}: nothing off the screen or cut off, the primary buttons whole`, async ({
        page,
      }) => {
        await page.goto(screen.path(ids));
        await expect(pageTitle(page, screen.literalTitle ?? t(screen.title))).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', code.replace('_', '-'));
        const buttons = screen.buttons(page, t);
        // The screen has its content (its buttons) before it is measured.
        for (const button of buttons) await expect(button).toBeVisible();
        await expect.poll(() => cutOff(page)).toEqual([]);
        for (const button of buttons) await expectWhole(button);
      });
    }
  });
}
