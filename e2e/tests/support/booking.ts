import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  apiPost,
  apiSession,
  literal,
  login,
  openMenu,
  pageTitle,
  path,
  tapTab,
  type ApiWorld,
} from './app';
import type { Account } from './demo';
import { nl } from './i18n';
import { clubDate } from './scorecards';

/** Helpers of the booking specs: the tee-sheet grid, my tee times, the flight. */

export { clubDate };

/** What a time with all four places open says on the grid. */
export const FOUR_FREE = nl('booking.slot.free_other', { count: 4 });

/** A sub-tab of the booking screen ('list', 'grid' or 'occupation'), by its label. */
export const bookingTab = (page: Page, tab: 'list' | 'grid' | 'occupation'): Locator =>
  page.getByRole('banner').getByRole('tab', { name: nl(`booking.tabs.${tab}`), exact: true });

/** Opens Starttijden from the side menu of the screen titled `from`; the tab it lands on shows. */
export async function openBooking(page: Page, from = nl('scorecards.title')): Promise<void> {
  const menu = await openMenu(page, from);
  await menu.getByRole('link', { name: nl('menu.booking'), exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(pageTitle(page, nl('booking.title'))).toBeVisible();
}

/**
 * Opens Starttijden from the home screen and switches from my tee times to the grid; with `days`,
 * chooses that day (from today) on it.
 */
export async function openGrid(page: Page, days?: number, course?: string): Promise<void> {
  await openBooking(page);
  await onTab(page, 'list');
  await showTab(page, 'grid');
  if (course !== undefined) {
    await page
      .getByLabel(nl('booking.fields.course'), { exact: true })
      // The grid's own chooser (the occupation tab, out of sight, has one too).
      .filter({ visible: true })
      .selectOption({ label: course });
  }
  if (days !== undefined) await chooseDay(page, days);
}

/** Opens Starttijden from the home screen and the booking at `date` `time` from my tee times. */
export async function openMyBooking(page: Page, date: string, time: string): Promise<void> {
  await openBooking(page);
  await onTab(page, 'list');
  await bookingRow(page, date, time).click();
}

/**
 * Waits until `marker` is on show and Ionic's page transition is over. While a new screen comes
 * in, the screen before it is still on show (and may briefly be put away and shown again), so
 * locators would match on both; Ionic marks its pages only with classes, hence the check on them.
 */
export async function settled(page: Page, marker: Locator): Promise<void> {
  await expect(async () => {
    await expect(marker).toBeVisible({ timeout: 1_000 });
    const onShow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('ion-router-outlet > .ion-page'))
        .filter((p) => getComputedStyle(p).display !== 'none')
        .map((p) => ({
          entering: p.classList.contains('ion-page-invisible'),
          opacity: getComputedStyle(p).opacity,
        })),
    );
    expect(onShow).toEqual([{ entering: false, opacity: '1' }]);
  }).toPass({ timeout: 15_000 });
}

/** What each booking tab shows (and no other screen does). */
const TAB_CONTENT = {
  list: (page: Page) => upcoming(page),
  grid: (page: Page) => page.getByRole('radiogroup', { name: nl('booking.fields.date') }),
  occupation: (page: Page) => occupationDays(page).first(),
};

/** Switches the booking screen to a sub-tab and waits for its address and content. */
export async function showTab(page: Page, tab: 'list' | 'grid' | 'occupation'): Promise<void> {
  await settled(page, bookingTab(page, tab));
  await tapTab(bookingTab(page, tab));
  await expect(page).toHaveURL(path(`/app/booking/${tab}`));
  await onTab(page, tab);
}

/** Waits for a booking tab to be the one on show. */
export async function onTab(page: Page, tab: 'list' | 'grid' | 'occupation'): Promise<void> {
  await settled(page, TAB_CONTENT[tab](page));
  await expect(bookingTab(page, tab)).toHaveAttribute('aria-selected', 'true');
}

/**
 * A translation as a regular expression, with some of its values left open: each named value is
 * a pattern (`{ count: '\\d+' }`), the rest of the text is matched literally.
 */
export function textPattern(key: string, patterns: Record<string, string>): RegExp {
  const slots = Object.fromEntries(Object.keys(patterns).map((name) => [name, `@@${name}@@`]));
  let source = `^${literal(nl(key, slots))}$`;
  for (const [name, pattern] of Object.entries(patterns)) {
    source = source.replace(`@@${name}@@`, pattern);
  }
  return new RegExp(source);
}

/** The occupation view's days, each a button named after the day and its occupied places. */
export const occupationDays = (page: Page): Locator =>
  page.getByRole('button', {
    name: textPattern('booking.occupation.dayLabel', {
      day: '.+',
      occupied: '\\d+',
      places: '\\d+',
    }),
  });

/** The day chips of the grid; the first one is today. */
export const dayChips = (page: Page): Locator =>
  page.getByRole('radiogroup', { name: nl('booking.fields.date'), exact: true }).getByRole('radio');

/** The day chip `days` from today: its label ends in the day of the month ("di 24 nov"). */
export function dayChip(page: Page, days: number): Locator {
  const dayOfMonth = Number(clubDate(days).wire.slice(8, 10));
  return dayChips(page)
    .nth(days)
    .and(page.getByRole('radio', { name: new RegExp(`\\b${dayOfMonth}\\b`) }));
}

/** Chooses a day on the grid, `days` from today, and waits until it is the chosen one. */
export async function chooseDay(page: Page, days: number): Promise<void> {
  const chip = dayChip(page, days);
  await chip.click();
  await expect(chip).toHaveAttribute('aria-checked', 'true');
}

/** Chooses 9 or 18 holes on the grid. */
export async function chooseHoles(page: Page, holes: 9 | 18): Promise<void> {
  const option = page
    .getByRole('radiogroup', { name: nl('booking.fields.holes'), exact: true })
    .getByRole('radio', { name: nl('booking.holes_other', { count: holes }), exact: true });
  await option.click();
  await expect(option).toHaveAttribute('aria-checked', 'true');
}

/** The list of the chosen day's tee times (shown once the day is loaded). */
export const teeTimeList = (page: Page): Locator =>
  page.getByRole('list', { name: nl('booking.grid.times'), exact: true });

/** One tee time on the grid, by its time ("07:50"). */
export const teeTimeRow = (page: Page, time: string): Locator =>
  teeTimeList(page).getByRole('button', { name: new RegExp(`^${literal(time)}\\b`) });

/**
 * The first time of the day on show, from `from` on, that is enabled and has all four places
 * free (so no other member's round can clash with the players a test adds).
 */
export async function firstFreeTime(page: Page, from = '00:00'): Promise<string> {
  const rows = teeTimeList(page).getByRole('button');
  await expect(rows.first()).toBeVisible();
  const texts = await rows.evaluateAll((buttons) =>
    buttons.map((b) => ({
      text: (b.textContent ?? '').trim(),
      disabled: (b as HTMLButtonElement).disabled,
    })),
  );
  const found = texts
    .filter((r) => !r.disabled && r.text.endsWith(FOUR_FREE))
    .map((r) => /^(\d{2}:\d{2})/.exec(r.text)?.[1])
    .find((time): time is string => time !== undefined && time >= from);
  if (!found) throw new Error(`no tee time with four free places from ${from}`);
  return found;
}

/** My tee times: the upcoming section. */
export const upcoming = (page: Page): Locator =>
  page.getByRole('region', { name: nl('booking.list.upcoming'), exact: true });

/** One of the member's upcoming tee times, by its date (wire) and time. */
export const bookingRow = (page: Page, date: string, time: string): Locator =>
  upcoming(page)
    .getByRole('button')
    .filter({ hasText: date.split('-').reverse().join('-') })
    .filter({ hasText: time });

/** The flight on a create or edit screen. */
export const playersSection = (page: Page): Locator =>
  page.getByRole('region', { name: nl('booking.players.title'), exact: true });

/** The players as the flight lists them, each "name kind" (the booker first). */
export const playerItems = (page: Page): Locator =>
  playersSection(page).getByRole('list').first().getByRole('listitem');

/** One player in the flight: the name, then what they are (main booker, member, guest…). */
export const flightPlayer = (
  name: string,
  kind: 'mainBooker' | 'member' | 'guest' | 'unknown',
): RegExp => new RegExp(`^${literal(name)}\\s*${literal(nl(`booking.players.${kind}`))}$`);

interface ApiTeeTime {
  time: string;
  available: boolean;
  free_slots: number;
  closed: string | null;
}

/**
 * Books, through the API as the session of `request`, the first time `days` from today on the
 * first course with all four places free at or after `from` (set-up only). Returns the booking.
 */
export async function bookViaApi(
  request: APIRequestContext,
  days: number,
  from = '12:00',
): Promise<{ id: number; date: string; time: string }> {
  const courses = (await (await request.get('/api/courses/teetime')).json()) as {
    id: number;
    holes: number;
  }[];
  const course = courses.find((c) => c.holes === 18)!.id;
  const date = clubDate(days).wire;
  const day = await request.get('/api/teetimes', {
    params: { course_id: course, holes: 18, date },
  });
  expect(day.ok(), await day.text()).toBe(true);
  const sheet = (await day.json()) as ApiTeeTime[];
  const free = sheet.find(
    (s) => s.available && s.closed === null && s.free_slots === 4 && s.time >= from,
  );
  if (!free) throw new Error(`no free tee time on ${date} from ${from}`);
  const response = await apiPost(request, '/api/booking', {
    date,
    time: free.time,
    course_id: course,
    holes: 18,
    players: [],
  });
  expect(response.ok(), await response.text()).toBe(true);
  const booked = (await response.json()) as { id: number };
  return { id: booked.id, date, time: free.time };
}

/**
 * Set-up of a cancel: `account` books a tee time `days` from today from 13:00 on (through the API,
 * on a request context of its own), then logs in on `page` and opens that booking's edit screen
 * from my tee times. Returns the booking.
 */
export async function openBookedTeeTime(
  page: Page,
  { playwright, baseURL }: ApiWorld,
  account: Account,
  days: number,
): Promise<{ id: number; date: string; time: string }> {
  const request = await apiSession({ playwright, baseURL }, account);
  const booking = await bookViaApi(request, days, '13:00');
  await request.dispose();

  await login(page, account);
  await openMyBooking(page, booking.date, booking.time);
  await settled(page, pageTitle(page, nl('booking.edit.title')));
  return booking;
}
