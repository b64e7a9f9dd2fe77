import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { setUpContext, test } from './support/fixtures';
import { login, openMenu, pageTitle, setLanguage } from './support/app';
import { seriousViolations } from './support/axe';
import { beheer, demo } from './support/demo';
import { en, nl, type Translate } from './support/i18n';

// The club's settings screen (role administrator): a flag changed there shows in the preview of
// the member app's menu before saving, and in a member's own menu once saved. The demo club's
// settings are put back afterwards: the specs after this one on the worker's server expect them.

const SETTINGS_PATH = '/app/admin/settings';

/** Puts the news flag back through the API, as the administrator logged in on `request`. */
async function restoreNews(request: APIRequestContext) {
  const { settings } = (await (await request.get('/api/admin/club')).json()) as {
    settings: Record<string, unknown>;
  };
  if (settings.news === true) return;
  const res = await request.put('/api/admin/club', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { ...settings, news: true },
  });
  expect(res.ok()).toBe(true);
}

test('the administrator turns news off: the preview and a member’s menu lose it', async ({
  page,
  browser,
  server,
}) => {
  // Three sessions, each logging in and opening the app: 23 s here on a quiet machine, 39 s beside
  // another run, over the 60 s limit beside two.
  test.slow();
  // A member with the app open before the change, and one who logs in after it.
  const openContext = await browser.newContext({ baseURL: server.url });
  await setUpContext(openContext, server);
  const open = await openContext.newPage();
  await login(open, demo);
  const openMenuBefore = await openMenu(open, nl('scorecards.title'));
  await expect(
    openMenuBefore.getByRole('link', { name: nl('menu.news'), exact: true }),
  ).toBeVisible();
  await open.keyboard.press('Escape');
  await expect(openMenuBefore).toBeHidden();

  await login(page, beheer);
  try {
    await page.goto(SETTINGS_PATH);
    await expect(pageTitle(page, nl('clubSettings.title'))).toBeVisible();
    const preview = page.getByRole('list', { name: nl('clubSettings.preview.menu') });
    await expect(preview.getByText(nl('menu.news'), { exact: true })).toBeVisible();

    const news = page.getByRole('switch', {
      name: nl('clubSettings.fields.news.label'),
      exact: true,
    });
    await expect(news).toBeChecked();
    await news.uncheck();
    // Not saved yet, and the preview already follows.
    await expect(preview.getByText(nl('menu.news'), { exact: true })).toHaveCount(0);
    await expect(preview.getByText(nl('menu.matches'), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: nl('clubSettings.save'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('clubSettings.saved'));

    const memberContext = await browser.newContext({ baseURL: server.url });
    await setUpContext(memberContext, server);
    const member = await memberContext.newPage();
    await login(member, demo);
    const menu = await openMenu(member, nl('scorecards.title'));
    await expect(menu.getByRole('link', { name: nl('menu.matches'), exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: nl('menu.news'), exact: true })).toHaveCount(0);
    await memberContext.close();

    // The app left open asks for the club's settings again when its menu opens a minute later.
    await open.clock.fastForward('01:05');
    const later = await openMenu(open, nl('scorecards.title'));
    await expect(later.getByRole('link', { name: nl('menu.news'), exact: true })).toHaveCount(0);
    await openContext.close();
  } finally {
    await restoreNews(page.request);
  }
});

test('a lead time not in hours:minutes is marked at its field, before any call', async ({
  page,
}) => {
  await login(page, beheer);
  await page.goto(SETTINGS_PATH);
  const lead = page.getByRole('textbox', {
    name: nl('clubSettings.fields.guest_edit_lead.label'),
    exact: true,
  });
  await lead.fill('4:00');
  await page.getByRole('button', { name: nl('clubSettings.save'), exact: true }).click();
  await expect(lead).toHaveAttribute('aria-invalid', 'true');
  // The save button is far below: the focus goes to the field to correct.
  await expect(lead).toBeFocused();
  await expect(lead).toHaveAccessibleDescription(
    new RegExp(nl('clubSettings.errors.lead').replace(/[()]/g, '\\$&')),
  );
  await expect(page.getByText(nl('clubSettings.fixFields'), { exact: true })).toBeVisible();
});

for (const { code, t } of [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
] as { code: 'nl_NL' | 'en_US'; t: Translate }[]) {
  test(`the settings screen in ${code}: no serious or critical violation`, async ({ page }) => {
    await login(page, beheer);
    expect((await setLanguage(page.request, code)).ok()).toBe(true);
    try {
      await page.goto(SETTINGS_PATH);
      await expect(pageTitle(page, t('clubSettings.title'))).toBeVisible();
      await expect(
        page.getByRole('switch', { name: t('clubSettings.fields.news.label'), exact: true }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      expect((await setLanguage(page.request, 'nl_NL')).ok()).toBe(true);
    }
  });
}
