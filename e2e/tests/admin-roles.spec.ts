import { expect } from '@playwright/test';
import { login, navigateByMenu, pageTitle } from './support/app';
import { seriousViolations } from './support/axe';
import { beheer } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The administrator gives a member a role on the roles screen, finds the change in the audit
// log, and takes the role back. The member is one of the demo club's members without a login,
// so no other test's account changes.
test('the administrator gives a member a role and reads it back in the audit log', async ({
  page,
}) => {
  await login(page, beheer);
  const beheerName = (
    (await (await page.request.get('/api/relatie/self')).json()) as { roepnaam: string }
  ).roepnaam;
  await navigateByMenu(page, nl('scorecards.title'), nl('menu.admin'), nl('admin.title'));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText(nl('admin.areas.roles.title'), { exact: true }).click();
  await expect(pageTitle(page, nl('admin.roles.title'))).toBeVisible();

  // A member found by name: one of the demo's members who holds no role.
  const candidates = (await (
    await page.request.get('/api/admin/roles/candidates?q=van')
  ).json()) as { members: { naam: string; roles: string[] }[] };
  const member = candidates.members.find((m) => m.roles.length === 0)!;
  await page.getByRole('searchbox', { name: nl('admin.roles.search') }).fill(member.naam);
  const found = page.getByRole('button', { name: new RegExp(member.naam) }).last();
  await found.click();
  const editor = page.getByRole('form', { name: nl('admin.roles.editFor', { name: member.naam }) });
  const newsEditor = editor.getByRole('checkbox', {
    name: new RegExp(nl('admin.role.news_editor')),
  });
  // An Ionic checkbox changes its state after the tap's event: tapped, then waited for.
  await newsEditor.click();
  await expect(newsEditor).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await editor.getByRole('button', { name: nl('admin.roles.save') }).click();
  await expect(editor).toBeHidden();

  // Now among the members with a role.
  const holder = page
    .getByRole('group', { name: nl('admin.roles.holders') })
    .locator('ion-item', { hasText: member.naam });
  await expect(holder).toContainText(nl('admin.role.news_editor'));

  await page.goto('/app/admin/audit');
  await expect(pageTitle(page, nl('admin.audit.title'))).toBeVisible();
  const row = page.locator('ion-item', { hasText: nl('admin.audit.entity.member_roles') }).first();
  await expect(row).toContainText(beheerName);
  await expect(row).toContainText('["news_editor"]');
  expect(await seriousViolations(page)).toEqual([]);

  // And back: the member holds no role again.
  await page.goto('/app/admin/roles');
  await holder.click();
  await newsEditor.click();
  await expect(newsEditor).not.toBeChecked();
  await editor.getByRole('button', { name: nl('admin.roles.save') }).click();
  await expect(holder).toBeHidden();
});
