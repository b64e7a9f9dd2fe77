import { expect } from '@playwright/test';
import { login, pageTitle } from './support/app';
import { commissie } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// What the match form says before a save moves a match its members already chose flights in. The
// demo greensome (direct flight sign-up) has teams in its first two flights, from 10:00. Nothing
// is saved: other specs sign up for that match.
test('a new start time for a match whose members chose their flights: the form says they keep their times', async ({
  page,
}) => {
  await login(page, commissie);
  const found = await page.request.get('/api/wedstrijd', { params: { term: 'Greensome' } });
  const id = ((await found.json()) as { matches: { id: number }[] }).matches[0]!.id;
  await page.goto(`/app/admin/matches/${id}/edit`);
  await expect(pageTitle(page, nl('matchAdmin.form.editTitle'))).toBeVisible();
  const start = page.getByLabel(nl('matchAdmin.form.time'), { exact: true }).first();
  await expect(start).toHaveValue('10:00');
  const note = page
    .getByRole('status')
    .filter({ hasText: nl('matchAdmin.form.retimeKeepsFlights', { first: '10:00' }) });
  await expect(note).toHaveCount(0);

  await start.fill('11:30');
  await expect(note).toBeVisible();
  await start.fill('10:00');
  await expect(note).toHaveCount(0);
});
