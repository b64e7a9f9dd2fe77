import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOGIN_PATH, apiLogin, pageTitle, setLanguage } from './support/app';
import { seriousViolations } from './support/axe';
import { clubDate } from './support/booking';
import { demo } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { getJson, markerCards, ownCards } from './support/scorecards';
import { setUpContext, test } from './support/fixtures';

// WCAG 2.2 AA, checked by axe-core on every screen of the app in Dutch and in English: no
// serious or critical violation, and no text under 12 px. A new screen is one more entry in
// SCREENS.

/** What a screen needs from the demo data to be opened (ids read through the API). */
interface DemoIds {
  openCard: number;
  cardToMark: number;
  newsPost: number;
  booking: number;
  freeTime: string;
  course: number;
  /** A card played before today, shown read-only. */
  pastCard: number;
  /** Another member of the club (a friend of demo's). */
  member: number;
  /** Matches: open for sign-up, with a released start list, with published results. */
  openMatch: number;
  startListMatch: number;
  resultsMatch: number;
  /** A match whose field (and start list) holds FULL_FIELD players: longer than the screen. */
  fullFieldMatch: number;
}

interface Screen {
  name: string;
  path: (ids: DemoIds) => string;
  /** The toolbar title (an i18n key) that says the screen is up. */
  title: string;
  /** A title that is data, not a text of the app (a match's name), instead of `title`. */
  literalTitle?: string;
  anonymous?: boolean;
}

const OPEN_MATCH = 'Najaarsstableford';
const START_LIST_MATCH = 'Dinsdagmiddag 9 holes';
const RESULTS_MATCH = 'Zomerstableford';
/** Played with a field of 20, its start list out: lists that scroll past the screen's end. */
const FULL_FIELD_MATCH = 'Zomerstableford';
const FULL_FIELD = 20;

const SCREENS: readonly Screen[] = [
  { name: 'login', path: () => LOGIN_PATH, title: 'login.title', anonymous: true },
  { name: 'card list', path: () => '/app/scorecards', title: 'scorecards.title' },
  {
    name: 'qualifying card',
    path: () => '/app/scorecards/qualifying',
    title: 'scorecards.qualifying.title',
  },
  {
    name: 'foreign card',
    path: () => '/app/scorecards/foreign/date',
    title: 'scorecards.foreign.title',
  },
  {
    name: 'score entry',
    path: (ids) => `/app/score/${ids.openCard}`,
    title: 'scorecards.entry.title',
  },
  {
    name: 'mark a card',
    path: (ids) => `/app/mark/${ids.cardToMark}`,
    title: 'scorecards.mark.title',
  },
  { name: 'news', path: () => '/app/news', title: 'news.title' },
  { name: 'news post', path: (ids) => `/app/news/${ids.newsPost}`, title: 'news.postTitle' },
  { name: 'FAQ', path: () => '/app/feedback/faq', title: 'feedback.title' },
  { name: 'feedback form', path: () => '/app/feedback/send', title: 'feedback.title' },
  { name: 'profile', path: () => '/app/profile/show', title: 'profile.title' },
  { name: 'profile edit', path: () => '/app/profile/edit', title: 'profile.editTitle' },
  { name: 'profile picture', path: () => '/app/upload', title: 'upload.title' },
  { name: 'my tee times', path: () => '/app/booking/list', title: 'booking.title' },
  { name: 'find a tee time', path: () => '/app/booking/grid', title: 'booking.title' },
  { name: 'occupation', path: () => '/app/booking/occupation', title: 'booking.title' },
  {
    name: 'book a tee time',
    path: (ids) =>
      `/app/booking/create?course=${ids.course}&date=${clubDate(7).wire}&time=${ids.freeTime}&holes=18`,
    title: 'booking.create.title',
  },
  {
    name: 'change a tee time',
    path: (ids) => `/app/booking/${ids.booking}`,
    title: 'booking.edit.title',
  },
  { name: 'calculator', path: () => '/app/calculator', title: 'calculator.title' },
  { name: 'course information', path: () => '/app/course/info', title: 'course.title' },
  { name: 'course occupation', path: () => '/app/course/occupation', title: 'course.title' },
  { name: 'federation card', path: () => '/app/ngfcard', title: 'ngfcard.title' },
  { name: 'WHS summary', path: () => '/app/whs', title: 'whs.title' },
  { name: 'member list', path: () => '/app/members', title: 'members.title' },
  { name: 'member page', path: (ids) => `/app/member/${ids.member}`, title: 'members.detailTitle' },
  { name: 'handicap history', path: () => '/app/profile/history', title: 'profile.title' },
  { name: 'handicap graph', path: () => '/app/profile/graph', title: 'profile.title' },
  { name: 'friends', path: () => '/app/profile/friends', title: 'profile.title' },
  { name: 'match list', path: () => '/app/matches', title: 'matches.title' },
  ...(
    [
      ['match info', (ids: DemoIds) => `/app/match/${ids.openMatch}/info`, OPEN_MATCH],
      [
        'match participants',
        (ids: DemoIds) => `/app/match/${ids.openMatch}/participants`,
        OPEN_MATCH,
      ],
      [
        'match start list',
        (ids: DemoIds) => `/app/match/${ids.startListMatch}/starters`,
        START_LIST_MATCH,
      ],
      ['match results', (ids: DemoIds) => `/app/match/${ids.resultsMatch}/results`, RESULTS_MATCH],
      [
        `match participants, ${FULL_FIELD} players`,
        (ids: DemoIds) => `/app/match/${ids.fullFieldMatch}/participants`,
        FULL_FIELD_MATCH,
      ],
      [
        `match start list, ${FULL_FIELD} players`,
        (ids: DemoIds) => `/app/match/${ids.fullFieldMatch}/starters`,
        FULL_FIELD_MATCH,
      ],
      ['match sign-up form', (ids: DemoIds) => `/app/match/${ids.openMatch}/signup`, OPEN_MATCH],
    ] as const
  ).map(([name, path, match]) => ({ name, path, title: 'matches.match', literalTitle: match })),
  {
    name: 'a past card',
    path: (ids) => `/app/scorecards/card/${ids.pastCard}`,
    title: 'scorecards.view.title',
  },
];

const LANGUAGES: readonly { code: 'nl_NL' | 'en_US'; t: Translate }[] = [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
];

async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const today = clubDate(0).wire;
  const open = (await ownCards(request)).find((c) => c.state === 'open' && c.datum === today);
  const toMark = (await markerCards(request))[0];
  const news = await getJson<{ items: { id: number }[] }>(request, '/api/news?limit=1&offset=0');
  const bookings = await getJson<{ id: number }[]>(request, '/api/booking/self');
  const courses = await getJson<{ id: number; holes: number }[]>(request, '/api/courses/teetime');
  const course = courses.find((c) => c.holes === 18)!.id;
  const sheet = await getJson<{ time: string; available: boolean; free_slots: number }[]>(
    request,
    `/api/teetimes?course_id=${course}&holes=18&date=${clubDate(7).wire}`,
  );
  const free = sheet.find((s) => s.available && s.free_slots === 4 && s.time >= '11:00');
  const past = (await ownCards(request)).find((c) => c.datum < today);
  const friends = await getJson<{ id: number }[]>(request, '/api/relatie/friends');
  const matchId = async (naam: string) => {
    const list = await getJson<{ matches: { id: number; naam: string }[] }>(
      request,
      `/api/wedstrijd?term=${encodeURIComponent(naam)}`,
    );
    const found = list.matches.find((m) => m.naam === naam);
    if (!found) throw new Error(`the demo data has no match ${naam}`);
    return found.id;
  };
  if (!open || !toMark || !news.items[0] || !bookings[0] || !free || !past || !friends[0])
    throw new Error('the demo data lacks a screen this test opens');
  const fullFieldMatch = await matchId(FULL_FIELD_MATCH);
  const field = await getJson<{ teams: { reservelijst: boolean }[] }>(
    request,
    `/api/wedstrijd/${fullFieldMatch}/inschrijflijst`,
  );
  if (field.teams.filter((x) => !x.reservelijst).length !== FULL_FIELD)
    throw new Error(`the demo match ${FULL_FIELD_MATCH} has no field of ${FULL_FIELD}`);
  return {
    openCard: open.id,
    cardToMark: toMark.id,
    newsPost: news.items[0].id,
    booking: bookings[0].id,
    freeTime: free.time,
    course,
    pastCard: past.id,
    member: friends[0].id,
    openMatch: await matchId(OPEN_MATCH),
    startListMatch: await matchId(START_LIST_MATCH),
    resultsMatch: await matchId(RESULTS_MATCH),
    fullFieldMatch,
  };
}

/** The members skew older: no text of the screen on show under this size (CSS px). */
const SMALLEST_TEXT_PX = 12;

/** Visible text on the screen on show smaller than SMALLEST_TEXT_PX, as 'size: text' lines. */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.ion-page-hidden, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < min) found.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return found;
  }, SMALLEST_TEXT_PX);
}

for (const { code, t } of LANGUAGES) {
  test.describe(`accessibility in ${code}`, () => {
    // One login for every screen of the language; the screens are opened in turn on one page
    // (after a failure, a new worker logs in again for the screens left).
    let page: Page;
    let ids: DemoIds;

    test.beforeAll(async ({ browser, server }) => {
      // A context of its own, set up as the fixtures set up theirs, that outlives each test.
      const context = await browser.newContext({ baseURL: server.url });
      await setUpContext(context, server);
      page = await context.newPage();
      await apiLogin(page.request, demo);
      ids = await demoIds(page.request);
    });

    test.beforeEach(async () => {
      // demo is Dutch for every other test: English only for the screen under test.
      expect((await setLanguage(page.request, code)).ok()).toBe(true);
    });

    test.afterEach(async () => {
      await setLanguage(page.request, 'nl_NL');
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    for (const screen of SCREENS) {
      test(`${screen.name} has no serious or critical violations`, async () => {
        if (screen.anonymous) {
          // The login screen in the device's remembered language, as a logged-out member sees it.
          await page.context().clearCookies();
          await page.goto(screen.path(ids));
          await page.evaluate((language) => localStorage.setItem('fw_language', language), code);
          await page.reload();
          await expect(
            page.getByRole('heading', { name: t(screen.title), exact: true }),
          ).toBeVisible();
        } else {
          await page.goto(screen.path(ids));
          await expect(pageTitle(page, screen.literalTitle ?? t(screen.title))).toBeVisible();
        }
        await expect(page.locator('html')).toHaveAttribute('lang', code.replace('_', '-'));
        // Skeletons settle first (seriousViolations waits for entering animations).
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        const small = await smallText(page);
        if (screen.anonymous) await apiLogin(page.request, demo);
        expect(violations).toEqual([]);
        expect(small, `text under ${SMALLEST_TEXT_PX} px`).toEqual([]);
      });
    }
  });
}
