import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { HOME_PATH, apiLogin, login, navigateByMenu, pageTitle, path, tapTab } from './support/app';
import { demo, DEMO_CLUB, gast, marker, zuid, type Account } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

// spec §1/§2 Other: /app/calculator, /app/course (info, occupation, calculator), /app/ngfcard and
// /app/whs; §5 calculator validation; §8 the message when there is no image.

/** The calculator's row of a tee for a hole count, in the first course's table. */
const teeRow = (page: Page, tee: string, holes: 9 | 18): Locator =>
  page.getByRole('main').locator(`tr[data-tee="${tee}"][data-holes="${holes}"]`).first();

async function calculate(page: Page, t: Translate, index: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: t('calculator.indexLabel'), exact: true }).fill(index);
  await main.getByRole('button', { name: t('calculator.calculate'), exact: true }).click();
}

/** The new demo member: a federation card, no handicap index yet. */
const nieuw: Account = { club: DEMO_CLUB, username: 'nieuw', password: 'nieuw' };

/** An account speaks English for a test; it is Dutch again afterwards. */
async function speakEnglish(page: Page) {
  const res = await page.request.post('/api/relatie/self', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { voorkeurstaal: 'en_US' },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/app/scorecards');
  await expect(pageTitle(page, en('scorecards.title'))).toBeVisible();
}

test.describe('playing-handicap calculator', () => {
  test('Dutch: the own index is filled in; a typed index gives each tee its playing handicap', async ({
    page,
  }) => {
    await login(page, demo);
    await navigateByMenu(
      page,
      nl('scorecards.title'),
      nl('menu.calculator'),
      nl('calculator.title'),
    );
    await expect(page).toHaveURL(path('/app/calculator'));
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: nl('calculator.indexLabel'), exact: true });
    await expect(field).toHaveValue(/^\d{1,2},\d$/);

    // spec §5: empty is an error, so is a number with 3 digits; nothing is computed for them.
    await calculate(page, nl, '');
    await expect(main.getByText(nl('calculator.errors.empty'))).toBeVisible();
    await calculate(page, nl, '123');
    await expect(main.getByText(nl('calculator.errors.invalid'))).toBeVisible();

    // 18,4 on Wit (73,4 / 137, par 72): course handicap 24, stroke play (95%) 23.
    await calculate(page, nl, '18,4');
    await expect(main.getByTestId('phcp-working')).toContainText('18,4');
    await expect(main.getByTestId('phcp-working')).toContainText('95%');
    const wit = teeRow(page, 'Wit', 18);
    await expect(wit.locator('[data-col="ch"]')).toHaveText('24');
    await expect(wit.locator('[data-col="ph"]')).toHaveText('23');
    await expect(wit).toContainText('73,4 / 137');
    // Nine holes: half the index, the front nine's ratings: 12 and 11.
    await expect(teeRow(page, 'Wit', 9).locator('[data-col="ph"]')).toHaveText('11');

    // Another format uses its own allowance: foursomes 50% → 12.
    await main
      .getByRole('combobox', { name: nl('calculator.format'), exact: true })
      .selectOption({ label: nl('calculator.formats.foursomes') });
    await expect(main.getByTestId('phcp-working')).toContainText('50%');
    await expect(wit.locator('[data-col="ph"]')).toHaveText('12');

    // A side format with the partner's index: the side's one playing handicap (Appendix C).
    // Greensome, 18,4 and 10,2 on Wit: course handicaps 24 and 14; 60% × 13,77 + 40% × 23,71 → 18.
    await main
      .getByRole('combobox', { name: nl('calculator.format'), exact: true })
      .selectOption({ label: nl('calculator.formats.greensome') });
    await main
      .getByRole('textbox', { name: nl('calculator.partnerLabel'), exact: true })
      .fill('10,2');
    await calculate(page, nl, '18,4');
    await expect(main.getByTestId('phcp-working')).toContainText('10,2');
    await expect(main.getByTestId('phcp-working')).toContainText('60%');
    await expect(wit.locator('[data-col="ch"]')).toHaveText('24');
    await expect(wit.locator('[data-col="partner-ch"]')).toHaveText('14');
    await expect(wit.locator('[data-col="side-ph"]')).toHaveText('18');
    // Foursomes: half the combined course handicaps, 18,74 → 19.
    await main
      .getByRole('combobox', { name: nl('calculator.format'), exact: true })
      .selectOption({ label: nl('calculator.formats.foursomes') });
    await expect(wit.locator('[data-col="side-ph"]')).toHaveText('19');
  });

  test.describe('in English', () => {
    test.afterEach(async ({ page }) => {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
    });

    test('a plus handicap and the women’s tees', async ({ page }) => {
      await login(page, marker);
      await speakEnglish(page);
      await navigateByMenu(
        page,
        en('scorecards.title'),
        en('menu.calculator'),
        en('calculator.title'),
      );
      const main = page.getByRole('main');
      // The marker account is a woman: the women's lines first. 18.4 on Wit (79.2 / 145): 31, 29.
      await calculate(page, en, '18.4');
      const wit = teeRow(page, 'Wit', 18);
      await expect(wit).toContainText('79.2 / 145');
      await expect(wit.locator('[data-col="ch"]')).toHaveText('31');
      await expect(wit.locator('[data-col="ph"]')).toHaveText('29');
      await main.getByRole('radio', { name: en('calculator.gender.m'), exact: true }).click();
      await expect(wit.locator('[data-col="ph"]')).toHaveText('23');
      await calculate(page, en, '+2.0');
      await expect(main.getByTestId('phcp-working')).toContainText('+2.0');
      await expect(wit.locator('[data-col="ch"]')).toHaveText('+1');
      // Foursomes with a partner of 10.2: (−1.02 + 13.77) / 2 = 6.37 → 6 for the side.
      await main
        .getByRole('combobox', { name: en('calculator.format'), exact: true })
        .selectOption({ label: en('calculator.formats.foursomes') });
      await main
        .getByRole('textbox', { name: en('calculator.partnerLabel'), exact: true })
        .fill('10.2');
      await calculate(page, en, '+2.0');
      await expect(main.getByTestId('phcp-working')).toContainText(
        en('calculator.sideWorking', {
          index: '+2.0',
          partner: '10.2',
          format: en('calculator.formats.foursomes'),
          low: 50,
          high: 50,
        }),
      );
      await expect(wit.locator('[data-col="side-ph"]')).toHaveText('6');
    });
  });
});

/** A course's status as the API has it, and the time it was set in the club's own time zone. */
interface ApiStatus {
  open: boolean;
  set_at: string;
}
async function firstCourseStatus(request: APIRequestContext) {
  const info = (await (await request.get('/api/courses/info')).json()) as {
    courses: { id: number; status: ApiStatus | null }[];
  };
  const config = (await (await request.get('/api/config')).json()) as {
    club: { timezone: string };
  };
  return { course: info.courses[0]!, timeZone: config.club.timezone };
}

/** HH:mm of an instant in a time zone, as a clock on a wall there shows it. */
const wallTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/**
 * The committee's API session. The day's status is the seed's (set at 07:30 on the day the server
 * started); after midnight, or after the committee's test below, it is whatever was set last. So
 * each test reads the time it expects from the API, and a day without a status gets one first.
 */
async function committee(baseURL: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  await apiLogin(request, marker);
  const { course } = await firstCourseStatus(request);
  if (!course.status) {
    const res = await request.post(`/api/courses/${course.id}/status`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { open: true, winter_greens: false, buggies: true, trolleys: true },
    });
    expect(res.ok()).toBe(true);
  }
  return request;
}

test.describe('course information', () => {
  let committeeRequest: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => {
    committeeRequest = await committee(baseURL!);
  });
  test.afterAll(async () => {
    await committeeRequest.dispose();
  });

  test("Dutch: today's status, the tee's ratings and holes, and the tabs", async ({ page }) => {
    await login(page, demo);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.course'), nl('course.title'));
    await expect(page).toHaveURL(path('/app/course/info'));
    const main = page.getByRole('main');
    const status = main.getByRole('region', { name: nl('course.status.title') });
    const { course, timeZone } = await firstCourseStatus(page.request);
    await expect(status).toContainText(
      nl(course.status!.open ? 'course.status.open' : 'course.status.closed'),
    );
    await expect(status).toContainText(
      nl('course.status.setAt', { time: wallTime(course.status!.set_at, timeZone) }),
    );
    // A member is not on the committee: no form.
    await expect(main.getByRole('button', { name: nl('course.status.save') })).toHaveCount(0);
    await expect(main).toContainText(
      nl('course.ratings', { gender: nl('calculator.gender.m'), cr: '73,4', slope: 137, par: 72 }),
    );
    await expect(main.locator('.holes-table tbody tr')).toHaveCount(18);

    await tapTab(page.getByRole('tab', { name: nl('course.tabs.occupation') }));
    await expect(page).toHaveURL(path('/app/course/occupation'));
    await tapTab(page.getByRole('tab', { name: nl('course.tabs.calculator') }));
    await expect(page).toHaveURL(path('/app/course/calculator'));
    // The calculator of this course only.
    await expect(main.getByRole('heading', { name: 'De Lange Baan' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'De Korte Negen' })).toHaveCount(0);
  });

  test.describe('on a phone in another time zone', () => {
    test.use({ timezoneId: 'America/New_York' });

    test("the status time is the club's, not the phone's", async ({ page }) => {
      await login(page, demo);
      await page.goto('/app/course/info');
      const { course, timeZone } = await firstCourseStatus(page.request);
      const clubTime = wallTime(course.status!.set_at, timeZone);
      // The phone's clock reads another time: the test could tell the two apart.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      );
      expect(wallTime(course.status!.set_at, 'America/New_York')).not.toBe(clubTime);
      const status = page
        .getByRole('main')
        .getByRole('region', { name: nl('course.status.title') });
      await expect(status).toContainText(nl('course.status.setAt', { time: clubTime }));
    });
  });

  test('English: the committee closes the course and members read it', async ({ page }) => {
    await login(page, marker);
    await speakEnglish(page);
    try {
      await navigateByMenu(page, en('scorecards.title'), en('menu.course'), en('course.title'));
      const main = page.getByRole('main');
      const status = main.getByRole('region', { name: en('course.status.title') });
      await expect(status).toContainText(en('course.status.open'));
      await status.getByRole('checkbox', { name: en('course.status.openLabel') }).click();
      await status.getByRole('checkbox', { name: en('course.status.winterGreensLabel') }).click();
      await status.getByRole('button', { name: en('course.status.save') }).click();
      await expect(status).toContainText(en('course.status.closed'));
      await expect(status).toContainText(en('course.status.winterGreens'));
    } finally {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
      // The courses are open again with summer greens (set by the committee, so set now).
      const info = await (await committeeRequest.get('/api/courses/info')).json();
      for (const c of info.courses ?? []) {
        await committeeRequest.post(`/api/courses/${c.id}/status`, {
          headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
          data: { open: true, winter_greens: false, buggies: true, trolleys: true },
        });
      }
    }
  });
});

test('a club without a course of its own (has_baan off) sends course links to the card list', async ({
  page,
}) => {
  await login(page, zuid);
  for (const link of ['/app/course/info', '/app/calculator']) {
    await page.goto(link);
    await expect(page).toHaveURL(path(HOME_PATH));
    await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
  }
});

/** The natural size of the image on show, once it has loaded. */
async function imageSize(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  return image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
}

test.describe('federation card', () => {
  test('portrait and landscape, chosen with the toggle and by turning the phone', async ({
    page,
  }) => {
    await login(page, demo);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.ngfcard'), nl('ngfcard.title'));
    const main = page.getByRole('main');
    const card = main.getByRole('img', { name: nl('ngfcard.alt') });
    expect(await imageSize(card)).toEqual([638, 1012]);
    await main.getByRole('radio', { name: nl('ngfcard.landscape') }).click();
    await expect.poll(() => imageSize(card)).toEqual([1012, 638]);
    await main.getByRole('radio', { name: nl('ngfcard.portrait') }).click();
    await expect.poll(() => imageSize(card)).toEqual([638, 1012]);
    // Turned sideways, the card follows.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(main.getByRole('radio', { name: nl('ngfcard.landscape') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect.poll(() => imageSize(card)).toEqual([1012, 638]);
  });

  test('English: a new member without an index has a card, turned with the toggle', async ({
    page,
  }) => {
    await login(page, nieuw);
    await speakEnglish(page);
    try {
      await navigateByMenu(page, en('scorecards.title'), en('menu.ngfcard'), en('ngfcard.title'));
      const main = page.getByRole('main');
      const card = main.getByRole('img', { name: en('ngfcard.alt') });
      expect(await imageSize(card)).toEqual([638, 1012]);
      await main.getByRole('radio', { name: en('ngfcard.landscape') }).click();
      await expect.poll(() => imageSize(card)).toEqual([1012, 638]);
    } finally {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: 'nl_NL' },
      });
    }
  });

  test('a guest has no card: the message shows', async ({ page }) => {
    await login(page, gast);
    await page.goto('/app/ngfcard');
    await expect(pageTitle(page, nl('ngfcard.title'))).toBeVisible();
    await expect(page.getByRole('main')).toContainText(nl('ngfcard.none'));
    await expect(page.getByRole('main').getByRole('img', { name: nl('ngfcard.alt') })).toHaveCount(
      0,
    );
  });
});

test.describe('WHS page', () => {
  test.afterEach(async ({ page }) => {
    await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { voorkeurstaal: 'nl_NL' },
    });
  });

  test('Dutch: a member without a handicap index reads the message, and no image', async ({
    page,
  }) => {
    await login(page, nieuw);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.whs'), nl('whs.title'));
    await expect(page.getByRole('main')).toContainText(nl('whs.none'));
    await expect(page.getByRole('main').getByRole('img', { name: nl('whs.alt') })).toHaveCount(0);
  });

  test('English: a member without a handicap index reads the message, and no image', async ({
    page,
  }) => {
    await login(page, nieuw);
    await speakEnglish(page);
    await navigateByMenu(page, en('scorecards.title'), en('menu.whs'), en('whs.title'));
    await expect(page.getByRole('main')).toContainText(en('whs.none'));
    await expect(page.getByRole('main').getByRole('img', { name: en('whs.alt') })).toHaveCount(0);
  });

  test('English: the WHS summary image', async ({ page }) => {
    await login(page, marker);
    await speakEnglish(page);
    await navigateByMenu(page, en('scorecards.title'), en('menu.whs'), en('whs.title'));
    const image = page.getByRole('main').getByRole('img', { name: en('whs.alt') });
    expect(await imageSize(image)).toEqual([800, 900]);
  });

  test('shows the WHS summary image', async ({ page }) => {
    await login(page, demo);
    await navigateByMenu(page, nl('scorecards.title'), nl('menu.whs'), nl('whs.title'));
    await expect(page).toHaveURL(path('/app/whs'));
    const image = page.getByRole('main').getByRole('img', { name: nl('whs.alt') });
    expect(await imageSize(image)).toEqual([800, 900]);
  });
});

test('the foreign card shows the playing handicap on the foreign tee chosen', async ({ page }) => {
  await login(page, demo);
  const json = async (url: string) => (await page.request.get(url)).json();
  const [club] = await json('/api/clubs/foreign?term=zoute');
  const [course] = await json(`/api/clubs/foreign/${club.id}/courses`);
  const [tee] = await json(`/api/foreign/courses/${course.id}/tees`);
  const draft = {
    date: null,
    time: '10:00',
    placeMode: 'club',
    club: club.id,
    course: course.id,
    tee: tee.id,
    country: null,
    isUnknownCourse: false,
    holeCount: 18,
    scores: [],
  };
  await page.evaluate((d) => localStorage.setItem('fw_foreign_draft', JSON.stringify(d)), draft);
  await page.goto('/app/scorecards/foreign/date');
  // The member's own lines on that tee, as the engine computes them on the server.
  const phcp = await json(`/api/foreign/courses/${course.id}/tees/${tee.id}/phcp`);
  const own = phcp.tees[0].lines.find(
    (l: { geslacht: string; holes: number }) => l.geslacht === 'm' && l.holes === 18,
  );
  await expect(page.getByTestId('foreign-tee-phcp')).toHaveText(
    nl('calculator.foreignTee', {
      ch: String(own.course_handicap),
      ph: String(own.playing_handicap),
      holes: 18,
    }),
  );
});
