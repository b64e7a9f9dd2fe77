import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { LIMITS } from '@fairway/golf';
import { login, pageTitle, path, setLanguage } from './support/app';
import { demo, marker } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { clubDate } from './support/scorecards';
import { test } from './support/fixtures';

// What a form refuses before the server has to: a search term past the contracts' bound, a birth
// date after the club's today. A member never meets a 400 for either.

/** Every answer of the API at 400 or above while `page` is open. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) seen.push(`${r.status()} ${r.url()}`);
  });
  return seen;
}

test('a pasted essay in the member search stops at the bound the server takes', async ({
  page,
}) => {
  const seen = refusals(page);
  await login(page, demo);
  await page.goto('/app/members');
  await expect(pageTitle(page, nl('members.title'))).toBeVisible();
  const search = page
    .getByRole('search', { name: nl('members.searchPlaceholder') })
    .getByRole('searchbox');
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/relatie') && r.url().includes('term='),
  );
  await search.fill('Demo'.repeat(40));
  await expect(search).toHaveValue('Demo'.repeat(40).slice(0, LIMITS.SEARCH_MAX_CHARS));
  expect((await searched).status()).toBe(200);
  expect(seen).toEqual([]);
});

for (const [code, t] of [
  ['nl_NL', nl],
  ['en_US', en],
] as ['nl_NL' | 'en_US', Translate][]) {
  test(`${code}: a birth date after today is refused on the form and nothing is saved`, async ({
    page,
  }) => {
    const seen = refusals(page);
    await login(page, marker);
    const before = await (await page.request.get('/api/relatie/self')).json();
    expect((await setLanguage(page.request, code)).ok()).toBe(true);
    try {
      await page.goto('/app/profile/edit');
      await expect(pageTitle(page, t('profile.editTitle'))).toBeVisible();
      let posted = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/relatie/self')) posted++;
      });
      await page.getByLabel(t('profile.birthdate')).fill(clubDate(1).wire);
      await page.getByRole('button', { name: t('profile.save'), exact: true }).click();
      await expect(page.getByText(t('profile.errors.birthdateFuture'))).toBeVisible();
      await expect(page).toHaveURL(path('/app/profile/edit'));
      expect(posted).toBe(0);
      const after = await (await page.request.get('/api/relatie/self')).json();
      expect(after.geboortedatum).toBe(before.geboortedatum);
      expect(seen).toEqual([]);
    } finally {
      await page.request.post('/api/relatie/self', {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { voorkeurstaal: before.voorkeurstaal ?? 'nl_NL' },
      });
    }
  });
}
