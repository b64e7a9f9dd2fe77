import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, login, pageTitle } from './app';
import type { Account } from './demo';
import { nl } from './i18n';
import { getJson, literal } from './scorecards';

export interface InboxItem {
  kind: string;
  link: string | null;
  params: Record<string, string | number>;
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

/** `account` logged in on their inbox: its message that reads `text`, shown as new. */
export async function newInInbox(page: Page, account: Account, text: string): Promise<Locator> {
  await page.context().clearCookies();
  await login(page, account);
  await page.goto('/app/notifications');
  await expect(pageTitle(page, nl('notifications.title'))).toBeVisible();
  const message = page.getByRole('button', { name: new RegExp(literal(text)) });
  await expect(message).toContainText(nl('notifications.new'));
  return message;
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
