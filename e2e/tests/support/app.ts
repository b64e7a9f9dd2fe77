import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
  type Request,
} from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import type { Account } from './demo';
import { en, nl, type Translate } from './i18n';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/app/scorecards';

/** The toolbar's menu button, in Dutch or in English (the screen's title says which). */
const MENU_BUTTON_NAME = new RegExp(`^(${nl('menu.open')}|${en('menu.open')})$`);
/** The toolbar's back button, in Dutch or in English. */
const BACK_BUTTON_NAME = new RegExp(`^(${nl('common.back')}|${en('common.back')})$`);

/**
 * The side menu's items for a member of the demo club (its flags turn every screen on), in order,
 * before the committee's, the back office's and the logout.
 */
export const demoMemberMenu = (t: Translate): string[] =>
  'scorecards news matches booking members profile whs ngfcard course calculator feedback'
    .split(' ')
    .map((item) => t(`menu.${item}`));

/** A regular expression that matches `text` literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the page's URL on its path (and any query), whatever the host. */
export const path = (pathname: string | RegExp): RegExp =>
  new RegExp(
    `^[^/]+//[^/]+${typeof pathname === 'string' ? literal(pathname) : pathname.source}(\\?.*)?$`,
  );

export function loginForm(page: Page, t: Translate = nl) {
  return {
    club: page.getByRole('combobox', { name: t('login.club'), exact: true }),
    username: page.getByRole('textbox', { name: t('login.username'), exact: true }),
    password: page.getByRole('textbox', { name: t('login.password'), exact: true }),
    submit: page.getByRole('button', { name: t('login.submit'), exact: true }),
  };
}

/** The title in the toolbar of the screen on show (Ionic keeps earlier screens hidden). */
export const pageTitle = (page: Page, title: string): Locator =>
  page.getByRole('banner').getByText(title, { exact: true });

/** Logs in through the login screen, as a member does, and waits for the card list. */
export async function login(page: Page, account: Account): Promise<void> {
  await page.goto(LOGIN_PATH);
  await submitLogin(page, account);
}

/** Fills in and sends the login screen already on show (no reload: the app keeps its state). */
export async function submitLogin(page: Page, account: Account): Promise<void> {
  const form = loginForm(page);
  await form.club.selectOption({ label: account.club });
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.submit.click();
  await expect(page).toHaveURL(path(HOME_PATH));
  await expect(pageTitle(page, nl('scorecards.title'))).toBeVisible();
}

/**
 * Follows the page's API calls (its live stream aside, which stays open). `settled` resolves once
 * none is under way: a test that changes the world under the app (ends the session, say) does it
 * between the app's calls, not under one the app started by itself (the menu refreshes the club's
 * settings as it opens), whose answer would come first.
 */
export function apiCalls(page: Page): { settled: () => Promise<void> } {
  const open = new Set<Request>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/events') open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { settled: () => expect.poll(() => open.size, { timeout: 15_000 }).toBe(0) };
}

/**
 * Holds back the app's calls to `url`, as a slow connection does, until the function it answers is called; call
 * it in a `finally`, so that a failed test leaves no call hanging.
 */
export async function holdAnswers(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    // The page may be gone by then (the test ended): nothing is left to answer.
    await route.fallback().catch(() => {});
  });
  return release;
}

/** An alert dialog by its title. */
export const alertDialog = (page: Page, title: string): Locator =>
  page.getByRole('alertdialog', { name: title });

/**
 * Spec §8's "no connection" alert: checks its message and closes it with OK, as a member would.
 * `timeout`: how long it may take to come (a cold start of the app takes longer than a screen).
 */
export async function dismissConnectionAlert(
  page: Page,
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  const alert = alertDialog(page, nl('errors.connection.title'));
  await expect(alert).toContainText(nl('errors.connection.message'), { timeout });
  await alert.getByRole('button', { name: nl('common.ok'), exact: true }).click();
  await expect(alert).toBeHidden();
}

/** The update prompt (app/update-toast.tsx): its message, and its button that reloads the app. */
export const updatePrompt = (page: Page): { message: Locator; reload: Locator } => ({
  message: page.getByRole('status').filter({ hasText: nl('update.ready') }),
  reload: page.locator('ion-toast').getByRole('button', { name: nl('update.reload') }),
});

/** The side menu; hidden until opened. */
export const sideMenu = (page: Page): Locator => page.getByRole('navigation');

/**
 * Opens the side menu from the toolbar of the screen whose title is `title`, with one tap: a tap
 * before the side menu's code has arrived opens it as it arrives (app/side-menu-control.ts).
 */
export async function openMenu(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('banner')
    .filter({ has: page.getByText(title, { exact: true }) })
    .getByRole('button', { name: MENU_BUTTON_NAME })
    .click();
  const menu = sideMenu(page);
  await expect(menu).toBeVisible({ timeout: 15_000 });
  return menu;
}

/**
 * Holds the side menu's code back for `ms`, as a slow phone or line does: it is a chunk of its
 * own, loaded alongside the first screen, so it arrives after the toolbar.
 */
export async function slowMenuCode(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/app-shell-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Goes to a screen through the side menu and waits for its title. */
export async function navigateByMenu(
  page: Page,
  from: string,
  item: string,
  to: string,
): Promise<void> {
  const menu = await openMenu(page, from);
  await menu.getByRole('link', { name: item, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(pageTitle(page, to)).toBeVisible();
}

/**
 * Taps a tab of an Ionic segment. The role=tab button lives in the segment button's shadow DOM
 * and the host element takes the hit, which Playwright's hit test reads as "another element
 * intercepts the tap"; `force` skips only that check, after the tab is known to be visible.
 */
export async function tapTab(tab: Locator): Promise<void> {
  await expect(tab).toBeVisible();
  await expect(tab).toBeEnabled();
  // The segment re-renders with the new path (and a scrollable one scrolls to the chosen tab),
  // so the button can be between two renders at the moment of the tap: tap again until the tab
  // is the selected one. The next tap then starts from a settled segment.
  await expect(async () => {
    await tab.tap({ force: true, timeout: 2_000 });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The toolbar's back button on the screen whose title is `title`. */
export const backButton = (page: Page, title: string): Locator =>
  page
    .getByRole('banner')
    .filter({ has: page.getByText(title, { exact: true }) })
    .getByRole('button', { name: BACK_BUTTON_NAME });

interface NewsItem {
  id: number;
  titel: string;
}

/** The news posts the session of `request` may read, newest first (test set-up only). */
export async function newsOf(request: APIRequestContext): Promise<NewsItem[]> {
  const response = await request.get('/api/news', { params: { limit: 50, offset: 0 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: NewsItem[] }).items;
}

/** A state-changing API call on `request` (set-up only), with the header the server asks of one. */
export const apiPost = (request: APIRequestContext, url: string, data: unknown) =>
  request.post(url, { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, data });

/** Sets the language of the member logged in on `request` (the next page load reads it). */
export const setLanguage = (
  request: APIRequestContext,
  voorkeurstaal: 'nl_NL' | 'en_US' | 'et_EE',
) => apiPost(request, '/api/relatie/self', { voorkeurstaal });

/** Logs `request` in through the API (set-up only; the login screen has its own tests). */
export async function apiLogin(request: APIRequestContext, account: Account): Promise<void> {
  const clubs = (await (await request.get('/api/clubs')).json()) as { id: number; naam: string }[];
  const club = clubs.find((c) => c.naam === account.club);
  if (!club) throw new Error(`no club ${account.club}`);
  const response = await apiPost(request, '/api/auth/login', {
    club: club.id,
    username: account.username,
    password: account.password,
  });
  expect(response.ok()).toBe(true);
}

/** What a test opens a request context of its own with. */
export interface ApiWorld {
  playwright: PlaywrightWorkerArgs['playwright'];
  baseURL?: string;
}

/** A request context of its own for `account`, logged in through the API; dispose of it after. */
export async function apiSession(
  { playwright, baseURL }: ApiWorld,
  account: Account,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL });
  await apiLogin(request, account);
  return request;
}
