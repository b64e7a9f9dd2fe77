import { expect } from '@playwright/test';
import { login, pageTitle } from './support/app';
import { beheer } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

/**
 * An export of 50 members as a Dutch Excel writes it: semicolons, Windows-1252 (ö), DD-MM-YYYY
 * dates and decimal commas; row 19 has a day that does not exist. GSNs of their own, so the
 * members are new to the demo club and no other test sees them once the import is undone.
 */
function export50(): Buffer {
  const lines = [
    'GSN;Voorletters;Roepnaam;Tussenvoegsel;Achternaam;Geboortedatum;Geslacht;Handicap',
  ];
  for (let i = 0; i < 50; i++) {
    const day = i === 17 ? '31-02-1980' : `${(i % 28) + 1}-${(i % 12) + 1}-19${60 + (i % 40)}`;
    lines.push(
      `NL${61_000_000 + i};J.;Jöran;van;Import${i};${day};${i % 2 ? 'M' : 'V'};${i % 36},${i % 10}`,
    );
  }
  return Buffer.from(lines.join('\r\n'), 'latin1');
}

test('the administrator imports 50 members, fixes a refused row, applies, undoes and applies again', async ({
  page,
}) => {
  await login(page, beheer);
  await page.goto('/app/admin/members/import');
  await expect(pageTitle(page, nl('memberImport.title'))).toBeVisible();
  const upload = () =>
    page.locator('input[type="file"]').setInputFiles({
      name: 'leden.csv',
      mimeType: 'text/csv',
      buffer: export50(),
    });
  await upload();
  const apply = (count: number) =>
    page.getByRole('button', {
      name: nl(count === 1 ? 'memberImport.apply_one' : 'memberImport.apply_other', { count }),
    });
  await expect(apply(49)).toBeVisible();

  // The refused row, found by the status filter, put right in place.
  await page.getByRole('button', { name: `${nl('memberImport.status.refused')} (1)` }).click();
  const cell = page.getByRole('textbox', { name: nl('memberImport.fields.geboortedatum') });
  // Why, in the administrator's language.
  await expect(
    page.getByText(nl('imports.reasons.notCalendarDay', { value: '31-02-1980' }), { exact: true }),
  ).toBeVisible();
  await cell.fill('28-02-1980');
  await page.getByRole('button', { name: nl('memberImport.fix') }).click();
  await expect(apply(50)).toBeVisible();

  await apply(50).click();
  const undo = page.getByRole('button', { name: nl('memberImport.undo') });
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(page.getByText(nl('memberImport.state.undone'), { exact: false })).toBeVisible();

  // The same file again: all 50 new once more, the mapping remembered; applied, then undone so
  // the demo club is as the other tests expect it.
  await upload();
  await expect(apply(49)).toBeVisible();
  await page.getByRole('button', { name: `${nl('memberImport.status.refused')} (1)` }).click();
  await page
    .getByRole('textbox', { name: nl('memberImport.fields.geboortedatum') })
    .fill('28-02-1980');
  await page.getByRole('button', { name: nl('memberImport.fix') }).click();
  await apply(50).click();
  await expect(undo).toBeVisible();
  const members = (await (await page.request.get('/api/admin/members/import/latest')).json()) as {
    last: { state: string };
  };
  expect(members.last.state).toBe('applied');
  await undo.click();
  await expect(page.getByText(nl('memberImport.state.undone'), { exact: false })).toBeVisible();
});
