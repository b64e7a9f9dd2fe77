import { expect, type Locator, type Page } from '@playwright/test';
import { login, newsOf, pageTitle } from './support/app';
import {
  chooseDay,
  clubDate,
  onTab,
  openBooking,
  openGrid,
  playersSection,
  settled,
  showTab,
  teeTimeList,
} from './support/booking';
import { demo, NEWS_TOPICS } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// WCAG 2.2 AA where axe cannot look: text on disabled rows, thumb-sized targets (44 px, the
// platform guideline, above AA's 24), labels on grey panels and amounts that must not break.

/** WCAG contrast of two rgb() colours. */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, bl]: number[]) => {
    const [R, G, B] = [r!, g!, bl!].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The text colour of `element` and the colour it is drawn on (its first opaque background). */
async function colours(element: Locator): Promise<{ text: number[]; background: number[] }> {
  return element.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    let node: Element | null = el;
    let background = [255, 255, 255];
    while (node) {
      const bg = rgb(getComputedStyle(node).backgroundColor);
      if (bg.length >= 3 && (bg[3] ?? 1) === 1) {
        background = bg.slice(0, 3);
        break;
      }
      node = node.parentElement;
    }
    const [r, g, b, a = 1] = rgb(getComputedStyle(el).color);
    // A translucent text colour is what it shows on its background.
    const text = [r!, g!, b!].map((c, i) => c * a + background[i]! * (1 - a));
    return { text, background };
  });
}

/** The colours of the pixels in a rectangle of the page, as the screen shows them. */
async function pixels(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
): Promise<string[]> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const d = context.getImageData(0, 0, image.width, image.height).data;
    const out = new Set<string>();
    for (let i = 0; i < d.length; i += 4) out.add(`${d[i]},${d[i + 1]},${d[i + 2]}`);
    return [...out];
  }, png);
}

async function expectThumbSized(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.height, 'height').toBeGreaterThanOrEqual(44);
  expect(box.width, 'width').toBeGreaterThanOrEqual(44);
}

/** Days from today to the next Tuesday: the demo club holds Tuesday morning for a match. */
function daysToTuesday(): number {
  for (let d = 1; d <= 7; d++) {
    const wire = clubDate(d).wire;
    if (new Date(`${wire}T12:00:00Z`).getUTCDay() === 2) return d;
  }
  throw new Error('no Tuesday this week');
}

test.describe('contrast and touch', () => {
  test('the inactive tabs and Wedstrijd in the grid read at AA contrast', async ({ page }) => {
    await login(page, demo);
    await openBooking(page);
    await onTab(page, 'list');
    // An unchecked tab's text, as Ionic draws it inside the tab, on the toolbar's own colour.
    const inactive = page
      .getByRole('banner')
      .locator('ion-segment-button:not(.segment-button-checked)')
      .first();
    await expect(inactive).toBeVisible();
    const tab = await inactive.evaluate((el) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const toolbar = el.closest('ion-toolbar')!.shadowRoot!.querySelector('.toolbar-background')!;
      return {
        text: rgb(getComputedStyle(el.shadowRoot!.querySelector('.button-native')!).color),
        background: rgb(getComputedStyle(toolbar).backgroundColor),
      };
    });
    const [r, g, b, a = 1] = tab.text;
    const shown = [r!, g!, b!].map((c, i) => c * a + tab.background[i]! * (1 - a));
    expect(contrast(shown, tab.background.slice(0, 3))).toBeGreaterThanOrEqual(4.5);

    await showTab(page, 'grid');
    await chooseDay(page, daysToTuesday());
    const state = teeTimeList(page)
      .getByRole('button', { name: /^09:00\b/ })
      .getByText(nl('booking.slot.match'), { exact: true });
    await expect(state).toBeVisible();
    const { text, background } = await colours(state);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  test('the card list buttons are thumb-sized', async ({ page }) => {
    await login(page, demo);
    const main = page.getByRole('main');
    await expectThumbSized(
      main.getByRole('button', { name: nl('scorecards.newCard.button'), exact: true }),
    );
    const invite = page.getByRole('complementary', { name: nl('scorecards.notify.inviteTitle') });
    await expectThumbSized(
      invite.getByRole('button', { name: nl('scorecards.notify.allow'), exact: true }),
    );
    await expectThumbSized(
      invite.getByRole('button', { name: nl('scorecards.notify.notNow'), exact: true }),
    );
  });

  test('booking a tee time: the player chips, Boeken, search clear and remove are thumb-sized and named', async ({
    page,
  }) => {
    await login(page, demo);
    await openGrid(page, 6);
    const free = teeTimeList(page).getByRole('button', { name: /plekken vrij$/ });
    await free.first().click();
    await settled(page, pageTitle(page, nl('booking.create.title')));
    const players = playersSection(page);
    for (const key of ['addMember', 'addGuest', 'addUnknown'])
      await expectThumbSized(
        players.getByRole('button', { name: nl(`booking.players.${key}`), exact: true }),
      );
    await expectThumbSized(
      page.getByRole('button', { name: nl('booking.create.submit'), exact: true }),
    );

    await players
      .getByRole('button', { name: nl('booking.players.addUnknown'), exact: true })
      .click();
    // The remove button says whom it removes.
    const remove = players.getByRole('button', {
      name: nl('booking.players.remove', { name: nl('booking.unknownPlayer') }),
      exact: true,
    });
    await expectThumbSized(remove);

    await players
      .getByRole('button', { name: nl('booking.players.addMember'), exact: true })
      .click();
    const search = players.getByRole('searchbox', { name: nl('booking.players.search') });
    await search.fill('de');
    await expectThumbSized(players.locator('.input-clear-icon'));
  });

  test("the match list's open-only switch and a friend's name are thumb-sized", async ({
    page,
  }) => {
    await login(page, demo);
    await page.goto('/app/matches');
    await expect(pageTitle(page, nl('matches.title'))).toBeVisible();
    await expectThumbSized(page.getByRole('switch', { name: nl('matches.openOnly') }));

    await page.goto('/app/profile/friends');
    await expect(pageTitle(page, nl('profile.title'))).toBeVisible();
    const friends = page.getByRole('list', { name: nl('members.friends.title') });
    // demo has friends in the demo data; each one's name is the link to their page.
    const names = friends.getByRole('heading').getByRole('link');
    await expect(names.first()).toBeVisible();
    for (const name of await names.all()) await expectThumbSized(name);
  });

  test('a label on a grey panel has no white patch above the field', async ({ page }) => {
    await login(page, demo);
    await openGrid(page);
    const field = page.locator('.sheet-filters .outlined-field:visible').first();
    const label = field.locator('.outlined-field__label');
    await expect(label).toHaveText(nl('booking.fields.course'));
    // Read once the tab's entering transition has settled (a box read during it was once null).
    const boxes = async () => {
      const [box, fieldBox] = await Promise.all([label.boundingBox(), field.boundingBox()]);
      return box && fieldBox ? { box, fieldBox } : null;
    };
    await expect.poll(boxes).not.toBeNull();
    const { box, fieldBox } = (await boxes())!;
    // The label's padding above the border, and the page just beside it, above the field.
    const inLabel = await pixels(page, { x: box.x + 0.5, y: box.y + 1, width: 2, height: 4 });
    const beside = await pixels(page, { x: fieldBox.x + 2, y: box.y + 1, width: 2, height: 4 });
    expect(inLabel).toEqual(beside);
  });

  test('an amount in a news post never breaks across lines', async ({ page }) => {
    await login(page, demo);
    const topic = NEWS_TOPICS.find((n) => n.inhoud.includes('€'))!;
    const post = (await newsOf(page.request)).find((n) => n.titel === topic.titel)!;
    await page.goto(`/app/news/${post.id}`);
    await expect(pageTitle(page, nl('news.postTitle'))).toBeVisible();
    const content = page.locator('.news-post__content');
    await expect(content).toContainText('195');
    for (let width = 300; width <= 430; width += 3) {
      await page.setViewportSize({ width, height: 844 });
      const lines = await content.evaluate((el) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          const at = text.indexOf('€');
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(n, at);
          range.setEnd(n, Math.min(text.length, text.indexOf('-', at) + 1));
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        }
        return -1;
      });
      expect(lines, `at ${width} px`).toBe(1);
    }
  });
});
