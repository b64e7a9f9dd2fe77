import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { alertDialog, login, pageTitle } from './support/app';
import { beheer, DEMO_CLUB } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The member administration as the club's administrator does it: a category, a new member in it,
// an edit, a password link the new member sets their password with, and a deactivation after
// which that member's login fails. Names are unique per run: the worker's server keeps its data.

/** The status of a login of `username` at the demo club. */
async function loginStatus(request: APIRequestContext, username: string, password: string) {
  const clubs = (await (await request.get('/api/clubs')).json()) as { id: number; naam: string }[];
  const club = clubs.find((c) => c.naam === DEMO_CLUB)!;
  const res = await request.post('/api/auth/login', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { club: club.id, username, password },
  });
  return res.status();
}

test('the administrator creates, edits and deactivates a member; the member cannot log in then', async ({
  page,
  playwright,
  baseURL,
}) => {
  const run = Date.now().toString(36);
  const category = `E2E soort ${run}`;
  const username = `e2e${run}`;
  const password = 'een-goed-wachtwoord';
  await login(page, beheer);

  // A category of the club's own.
  await page.goto('/app/admin/member-categories');
  await expect(pageTitle(page, nl('memberAdmin.categories.title'))).toBeVisible();
  await page.getByRole('textbox', { name: nl('memberAdmin.categories.newName') }).fill(category);
  await page.getByRole('button', { name: nl('memberAdmin.categories.add') }).click();
  // The list is in name order and other specs add categories too: look for ours among them.
  const names = page.getByRole('textbox', { name: nl('memberAdmin.categories.name') });
  await expect
    .poll(() => names.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
    .toContain(category);

  // A new member in it, from the list's "new member".
  await page.goto('/app/admin/members');
  await expect(pageTitle(page, nl('memberAdmin.title'))).toBeVisible();
  await page.getByRole('link', { name: nl('memberAdmin.new') }).click();
  await expect(pageTitle(page, nl('memberAdmin.new'))).toBeVisible();
  // The screen on show: Ionic keeps the new member's form in the page while the member's opens.
  const shown = () => page.locator('.ion-page:not(.ion-page-hidden)').last();
  const field = (key: string) =>
    shown().getByRole('textbox', { name: nl(`memberAdmin.field.${key}`), exact: true });
  await field('roepnaam').fill('Eef');
  await field('achternaam').fill(`Tester ${run}`);
  await field('username').fill(username);
  await page
    .getByRole('combobox', { name: nl('memberAdmin.field.category_id') })
    .selectOption({ label: category });
  await page.getByRole('button', { name: nl('memberAdmin.create') }).click();

  // The new member's page: no password yet; an edit is saved.
  await expect(pageTitle(page, nl('memberAdmin.edit'))).toBeVisible();
  await expect(page).toHaveURL(/\/app\/admin\/members\/\d+$/);
  await expect(page.getByText(nl('memberAdmin.access.noPassword'), { exact: false })).toBeVisible();
  await field('roepnaam').fill('Eefje');
  await shown()
    .getByRole('button', { name: nl('memberAdmin.save') })
    .click();
  await expect(page.getByRole('status')).toHaveText(nl('memberAdmin.saved'));
  await expect(page.getByRole('heading', { name: `Eefje Tester ${run}` })).toBeVisible();

  // A password link, set by the member: then they log in.
  await page.getByRole('button', { name: nl('memberAdmin.access.makeLink') }).click();
  const url = await page.getByTestId('password-link').textContent();
  const token = url!.split('#password=')[1]!;
  const member = await playwright.request.newContext({ baseURL });
  const set = await member.post('/api/auth/password', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: { token, password },
  });
  expect(set.ok()).toBe(true);
  expect(await loginStatus(member, username, password)).toBe(200);

  // Deactivated after the confirmation: their session ends and their login fails.
  await page.getByRole('button', { name: nl('memberAdmin.access.deactivate') }).click();
  const confirm = alertDialog(page, nl('memberAdmin.access.confirmTitle'));
  await confirm.getByRole('button', { name: nl('memberAdmin.access.deactivate') }).click();
  await expect(
    page.getByRole('button', { name: nl('memberAdmin.access.reactivate') }),
  ).toBeVisible();
  expect((await member.get('/api/relatie/self')).status()).toBe(401);
  expect(await loginStatus(member, username, password)).toBe(401);
  await member.dispose();

  // The list leaves them out, and shows them with the deactivated ones.
  await page.goto('/app/admin/members');
  const search = page.getByRole('searchbox', { name: nl('memberAdmin.search') });
  await search.fill(username);
  await expect(page.getByText(nl('memberAdmin.none'))).toBeVisible();
  await page.getByRole('switch', { name: nl('memberAdmin.showDeactivated') }).click();
  // The row is a link named by all its text (its words are slotted into Ionic's item).
  await expect(page.getByRole('link', { name: new RegExp(`Tester ${run}`) })).toHaveAccessibleName(
    new RegExp(nl('memberAdmin.deactivated')),
  );
});
