import { expect } from '@playwright/test';
import { BLANK_MEMBER, CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, navigateByMenu, pageTitle, tapTab } from './support/app';
import { seriousViolations } from './support/axe';
import { beheer, commissie } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The handicap committee (the demo's `commissie`): finds a member from the back office, enters a
// card the member played elsewhere with its reason, and sees it processed on the member's list;
// the cards waiting for their marker show with the club's hours.
const SURNAME = `Commissietest${Date.now().toString(36)}`;
const REASON = 'Kaart uit Frankrijk, ingeleverd bij de commissie';

test('the handicap committee enters a card played elsewhere for a member', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A member of its own, so no other spec sees its record change.
  const request = await apiSession({ playwright, baseURL }, beheer);
  const created = await request.post('/api/admin/members', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: {
      ...BLANK_MEMBER,
      roepnaam: 'Hanna',
      achternaam: SURNAME,
      start_index: 18.4,
      start_index_date: '2026-01-01',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await request.dispose();

  await login(page, commissie);
  await navigateByMenu(page, nl('scorecards.title'), nl('menu.admin'), nl('admin.title'));
  await page.getByText(nl('admin.areas.handicap.title'), { exact: true }).click();
  await expect(pageTitle(page, nl('handicapAdmin.title'))).toBeVisible();

  await page.getByRole('searchbox', { name: nl('handicapAdmin.search') }).fill(SURNAME);
  await page.getByRole('button', { name: new RegExp(SURNAME) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Hanna ${SURNAME}`) })).toBeVisible();
  await expect(page.getByText(nl('handicapAdmin.noCards'))).toBeVisible();

  const entry = page.getByRole('region', { name: nl('handicapAdmin.enterCard') });
  await entry.getByRole('button', { name: nl('handicapAdmin.enterCard') }).click();
  await tapTab(entry.getByRole('tab', { name: nl('handicapAdmin.elsewhere') }));
  const field = (key: string) => entry.getByRole('textbox', { name: nl(key) });
  await field('handicapAdmin.courseName').fill('Golf de Saint-Cloud');
  await field('handicapAdmin.courseRating').fill('72,4');
  await field('handicapAdmin.slopeRating').fill('131');
  await field('handicapAdmin.par').fill('72');
  await field('handicapAdmin.agsFull').fill('95');
  await field('handicapAdmin.reason').fill(REASON);
  expect(await seriousViolations(page)).toEqual([]);
  await entry.getByRole('button', { name: nl('handicapAdmin.saveCard') }).click();

  await expect(entry.getByRole('status')).toHaveText(nl('handicapAdmin.cardEntered'));
  const card = page.locator('.handicap-admin__card', { hasText: 'Golf de Saint-Cloud' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${nl('handicapAdmin.ags')} 95`);
  await expect(card).toContainText(`${nl('scorecards.committee.entered')} ${REASON}`);
  await expect(page.getByText(nl('handicapAdmin.noCards'))).toBeHidden();

  // The cards waiting for their marker: the list names the club's hours.
  await tapTab(page.getByRole('tab', { name: nl('handicapAdmin.overdue') }));
  await expect(page.getByText(nl('handicapAdmin.overdueIntro', { hours: 48 }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
