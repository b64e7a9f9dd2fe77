import { expect, test } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { login, pageTitle, path } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';

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
});
