import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { login, pageTitle, path } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §2 /app/profile/edit: the form submits on the Enter key; the birth date goes to the
// server as YYYY-MM-DD and is shown as DD-MM-YYYY. Marker's profile is changed and put back.
test.describe('profile edit', () => {
  let before: { roepnaam: string | null; geboortedatum: string | null };

  test.afterEach(async ({ page }) => {
    await page.request.post('/api/relatie/self', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: before,
    });
  });

  test('a member edits their name and birth date and saves with Enter', async ({ page }) => {
    await login(page, marker);
    before = await (await page.request.get('/api/relatie/self')).json();
    await page.goto('/app/profile/show');
    await page
      .getByRole('main')
      .getByRole('link', { name: nl('profile.edit'), exact: true })
      .click();
    await expect(pageTitle(page, nl('profile.editTitle'))).toBeVisible();

    await page.getByLabel(nl('profile.birthdate')).fill('1968-04-03');
    const name = page.getByRole('textbox', { name: nl('profile.callName') });
    await name.fill('Marleen');
    const saved = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/relatie/self'),
    );
    await name.press('Enter');
    expect((await saved).postDataJSON()).toMatchObject({
      roepnaam: 'Marleen',
      geboortedatum: '1968-04-03',
    });

    await expect(page).toHaveURL(path('/app/profile/show'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Marleen');
    await expect(page.getByText('03-04-1968', { exact: true })).toBeVisible();
  });

  test('a member downloads their own data as a JSON file', async ({ page }) => {
    await login(page, marker);
    before = await (await page.request.get('/api/relatie/self')).json();
    await page.goto('/app/profile/show');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: nl('profile.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('fairway-my-data.json');
    const saved = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      profile: { id: number };
      cards: unknown[];
    };
    expect(saved.profile.id).toBe((before as unknown as { id: number }).id);
    expect(saved.cards.length).toBeGreaterThan(0);
  });
});
