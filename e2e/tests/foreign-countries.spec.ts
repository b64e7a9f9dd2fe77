import { expect } from '@playwright/test';
import { login, pageTitle, path } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// spec §4 "Unknown course": the country of a course that is not in the list is chosen from every
// country, named in the member's language, found by searching; the federation's approved
// countries are marked.
test('the unknown course’s country: the full list, searchable, approved ones marked', async ({
  page,
}) => {
  await login(page, marker);
  await page.evaluate(() => localStorage.removeItem('fw_foreign_draft'));
  await page.goto('/app/scorecards/foreign/date');
  await expect(pageTitle(page, nl('scorecards.foreign.title'))).toBeVisible();
  await expect(page).toHaveURL(path('/app/scorecards/foreign/date'));
  await page.getByRole('radio', { name: nl('scorecards.foreign.byCountry') }).click();

  const country = page.getByRole('combobox', { name: nl('scorecards.fields.country') });
  const options = country.getByRole('option');
  // Every ISO 3166 country (and Scotland), after the prompt.
  await expect.poll(() => options.count()).toBeGreaterThan(240);

  const search = page.getByRole('searchbox', { name: nl('scorecards.foreign.searchCountry') });
  await search.fill('japa');
  await expect(options).toHaveText([nl('scorecards.fields.selectCountry'), 'Japan']);
  await country.selectOption({ label: 'Japan' });
  await expect(page.getByText(nl('scorecards.foreign.unknownHint'))).toBeVisible();

  await search.fill('span');
  await expect(options).toContainText([
    nl('scorecards.foreign.countryApproved', { name: 'Spanje' }),
  ]);
  // The chosen country stays in the list while another is searched.
  await expect(country.locator('option:checked')).toHaveText('Japan');
});
