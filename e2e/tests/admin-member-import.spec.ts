import { expect } from '@playwright/test';
import { login, pageTitle } from './support/app';
import { importMembersTwice, memberExport50 } from './support/back-office';
import { beheer } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

const EXPORT = {
  name: 'leden.csv',
  // GSNs of their own, so the members are new to the demo club and no other test sees them once
  // the import is undone.
  buffer: memberExport50({
    gsnFrom: 61_000_000,
    firstName: 'Jöran',
    surname: 'Import',
    bornFrom: 1960,
    badRow: 17,
    badDay: '31-02-1980',
  }),
};

test('the administrator imports 50 members, fixes a refused row, applies, undoes and applies again', async ({
  page,
}) => {
  await login(page, beheer);
  await page.goto('/app/admin/members/import');
  await expect(pageTitle(page, nl('memberImport.title'))).toBeVisible();
  await importMembersTwice(page, EXPORT, { day: '31-02-1980', fixedDay: '28-02-1980' });
  // The second import stays applied until it is undone here, so the demo club is as the other
  // tests expect it.
  const undo = page.getByRole('button', { name: nl('memberImport.undo') });
  const members = (await (await page.request.get('/api/admin/members/import/latest')).json()) as {
    last: { state: string };
  };
  expect(members.last.state).toBe('applied');
  await undo.click();
  await expect(page.getByText(nl('memberImport.state.undone'), { exact: false })).toBeVisible();
});
