import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiLogin, literal, login, pageTitle } from './app';
import type { Account } from './demo';
import { nl } from './i18n';
import { getJson } from './scorecards';

export interface InboxItem {
  kind: string;
  link: string | null;
  params: Record<string, string | number>;
  read: boolean;
}

/**
 * The notification of the logged-in member that `matches`, once the server's workers made it
 * (a job they run within seconds; `timeout`: longer for a job due later).
 */
export async function awaitNotification(
  request: APIRequestContext,
  matches: (n: InboxItem) => boolean,
  timeout = 20_000,
): Promise<InboxItem> {
  let found: InboxItem | undefined;
  await expect(async () => {
    const inbox = await getJson<{ notifications: InboxItem[] }>(request, '/api/notifications');
    found = inbox.notifications.find(matches);
    expect(found).toBeTruthy();
  }).toPass({ timeout });
  return found!;
}

/**
 * `account` logged in on their inbox: its message that reads `text`, shown as new (the one such:
 * a second reminder reads as the first, which a tap made read).
 */
export async function newInInbox(page: Page, account: Account, text: string): Promise<Locator> {
  await page.context().clearCookies();
  await login(page, account);
  await page.goto('/app/notifications');
  await expect(pageTitle(page, nl('notifications.title'))).toBeVisible();
  const message = page
    .getByRole('button', { name: new RegExp(literal(text)) })
    // Its last words: the mark of a new one (words of the text itself may hold the same).
    .filter({ hasText: new RegExp(`${literal(nl('notifications.new'))}$`) });
  await expect(message).toBeVisible();
  return message;
}

/** The club's `marker_overdue_hours` set to `hours` by its administrator, logged in on `request`. */
export async function setMarkerOverdueHours(
  request: APIRequestContext,
  hours: number,
): Promise<void> {
  const url = '/api/admin/club';
  const { settings } = await getJson<{ settings: Record<string, unknown> }>(request, url);
  const saved = await request.put(url, {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { ...settings, marker_overdue_hours: hours },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** `account` logged in through the API (no one else): their id and name. */
export async function loggedInAs(
  page: Page,
  account: Account,
): Promise<{ id: number; volledige_naam: string }> {
  await page.context().clearCookies();
  await apiLogin(page.request, account);
  return getJson(page.request, '/api/relatie/self');
}
