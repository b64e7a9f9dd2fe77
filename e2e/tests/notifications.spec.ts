import { expect } from '@playwright/test';
import { apiLogin, literal, login, openMenu, pageTitle, path } from './support/app';
import { seriousViolations } from './support/axe';
import { beheer, marker } from './support/demo';
import { nl } from './support/i18n';
import { getJson, handInCard, shownDate } from './support/scorecards';
import { loggedInAs } from './support/notifications';
import { test } from './support/fixtures';

interface Inbox {
  unread: number;
  notifications: { id: number; kind: string; link: string | null; read: boolean }[];
}

// The marker's reminder end to end: `marker` plays a card with `beheer` as its marker and hands
// it in; the server's job queue makes the reminder; beheer sees the bell's count in the side
// menu, the reminder in the inbox, and a tap opens the card to mark and marks the reminder read.
test('a member sees the marker reminder in the inbox and taps through to the card', async ({
  page,
}) => {
  const beheerId = (await loggedInAs(page, beheer)).id;
  const player = (await loggedInAs(page, marker)).volledige_naam;
  const card = await handInCard(page.request, beheerId, 1);
  const id = card.id;

  // The reminder is a job the server's workers run within seconds.
  await page.context().clearCookies();
  await apiLogin(page.request, beheer);
  await expect(async () => {
    const inbox = await getJson<Inbox>(page.request, '/api/notifications');
    expect(inbox.notifications.map((n) => n.link)).toContain(`/app/mark/${id}`);
  }).toPass({ timeout: 20_000 });
  const unread = (await getJson<Inbox>(page.request, '/api/notifications')).unread;

  await page.context().clearCookies();
  await login(page, beheer);
  const menu = await openMenu(page, nl('scorecards.title'));
  await menu.getByRole('link', { name: nl('notifications.bell_one', { count: unread }) }).click();
  await expect(pageTitle(page, nl('notifications.title'))).toBeVisible();
  const reminder = page.getByRole('button', {
    name: new RegExp(
      literal(
        nl('notifications.kind.marker_card_to_sign', { player, date: shownDate(card.datum) }),
      ),
    ),
  });
  await expect(reminder).toContainText(nl('notifications.new'));
  expect(await seriousViolations(page)).toEqual([]);

  await reminder.click();
  await expect(page).toHaveURL(path(`/app/mark/${id}`));
  await expect(pageTitle(page, nl('scorecards.mark.title'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: player })).toBeVisible();
  await expect(async () => {
    const inbox = await getJson<Inbox>(page.request, '/api/notifications');
    expect(inbox.notifications.find((n) => n.link === `/app/mark/${id}`)?.read).toBe(true);
  }).toPass();
});

// The settings: a member turns push off for one kind and sets quiet hours; they stay after a reload.
test('a member chooses channels per kind and quiet hours', async ({ page }) => {
  await login(page, marker);
  await page.goto('/app/notifications/preferences');
  await expect(pageTitle(page, nl('notifications.preferences.title'))).toBeVisible();
  const kind = nl('notifications.kindName.card_signed');
  const push = page.getByRole('checkbox', { name: `${kind}: ${nl('notifications.channel.push')}` });
  await expect(push).toBeChecked();
  await push.uncheck();
  await page.getByRole('checkbox', { name: nl('notifications.preferences.quietOn') }).check();
  await page.getByLabel(nl('notifications.preferences.from'), { exact: true }).fill('21:30');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: nl('notifications.preferences.save') }).click();
  await expect(page.getByRole('status')).toHaveText(nl('notifications.preferences.saved'));

  await page.reload();
  await expect(push).not.toBeChecked();
  await expect(page.getByLabel(nl('notifications.preferences.from'), { exact: true })).toHaveValue(
    '21:30',
  );
  await expect(page.getByLabel(nl('notifications.preferences.until'), { exact: true })).toHaveValue(
    '07:00',
  );
});
