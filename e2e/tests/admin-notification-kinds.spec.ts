import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { test } from './support/fixtures';
import { login, pageTitle } from './support/app';
import { beheer, demo } from './support/demo';
import { nl } from './support/i18n';

// The club's notification kinds (role administrator): reached from the back office's home, a
// kind turned off and saved is shown to a member as turned off by the club. The demo club's
// kinds are put back afterwards: the specs after this one on the worker's server expect them.

test('the administrator turns a kind of notification off: a member sees it off by the club', async ({
  page,
  browser,
  server,
}) => {
  await login(page, beheer);
  try {
    await page.goto('/app/admin');
    await page.getByRole('link', { name: nl('admin.areas.notificationKinds.title') }).click();
    await expect(pageTitle(page, nl('admin.notificationKinds.title'))).toBeVisible();
    const signed = page.getByRole('switch', { name: nl('notifications.kindName.card_signed') });
    await expect(signed).toBeChecked();
    // The toggle's state follows its animation: asked again until it has turned.
    await signed.click();
    await expect(signed).not.toBeChecked();
    await page.getByRole('button', { name: nl('admin.notificationKinds.save') }).click();
    await expect(page.getByRole('status')).toHaveText(nl('admin.notificationKinds.saved'));
    await expect(signed).not.toBeChecked();

    const member = await (await browser.newContext({ baseURL: server.url })).newPage();
    await login(member, demo);
    await member.goto('/app/notifications/preferences');
    await expect(
      member.getByRole('rowheader', { name: nl('notifications.kindName.card_signed') }),
    ).toContainText(nl('notifications.preferences.clubOff'));
    await member.context().close();
  } finally {
    const res = await page.request.put('/api/admin/notification-kinds', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { kinds: [{ kind: 'card_signed', on: true }] },
    });
    expect(res.ok()).toBe(true);
  }
});
