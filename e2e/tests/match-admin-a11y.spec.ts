import { expect, type Page } from '@playwright/test';
import { alertDialog, apiLogin, pageTitle, setLanguage } from './support/app';
import { seriousViolations } from './support/axe';
import { commissie } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

// WCAG 2.2 AA on the committee's screens (accessibility.spec.ts covers the member's), in Dutch
// and English: the match page at its steps, a step's confirmation open, and the match form with
// its problems at the fields. Nothing is changed: every confirmation is cancelled.

/** Demo matches: one with its start list published, one processed with its results unpublished. */
const START_LIST_MATCH = 'Dinsdagmiddag 9 holes';
const PROCESSED_MATCH = 'Woensdag 9 holes week 1';

async function matchId(page: Page, naam: string): Promise<number> {
  const list = (await (await page.request.get('/api/admin/wedstrijd')).json()) as {
    id: number;
    naam: string;
  }[];
  const found = list.find((m) => m.naam === naam);
  if (!found) throw new Error(`the demo data has no match ${naam}`);
  return found.id;
}

for (const { code, t } of [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
] as { code: 'nl_NL' | 'en_US'; t: Translate }[]) {
  test(`the committee's screens in ${code}: no serious or critical violation`, async ({ page }) => {
    await apiLogin(page.request, commissie);
    expect((await setLanguage(page.request, code)).ok()).toBe(true);
    try {
      const published = await matchId(page, START_LIST_MATCH);
      await page.goto(`/app/admin/matches/${published}`);
      await expect(pageTitle(page, START_LIST_MATCH)).toBeVisible();
      await expect(page.getByText(t('matchAdmin.startList'), { exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // A step's question, open.
      await page
        .getByRole('button', { name: t('matchAdmin.withdrawStartList'), exact: true })
        .click();
      const alert = alertDialog(page, t('matchAdmin.withdrawStartList'));
      await expect(alert).toContainText(t('matchAdmin.confirm.withdrawStartList'));
      expect(await seriousViolations(page)).toEqual([]);
      await alert.getByRole('button', { name: t('common.cancel'), exact: true }).click();
      await expect(alert).toBeHidden();

      const processed = await matchId(page, PROCESSED_MATCH);
      await page.goto(`/app/admin/matches/${processed}`);
      await expect(pageTitle(page, PROCESSED_MATCH)).toBeVisible();
      await expect(
        page.getByRole('button', { name: t('matchAdmin.unprocess'), exact: true }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // The form with a day gone and two overlapping categories, said at their fields.
      await page.goto('/app/admin/matches/new');
      await expect(pageTitle(page, t('matchAdmin.form.newTitle'))).toBeVisible();
      await page.getByLabel(t('matchAdmin.form.date'), { exact: true }).fill('2020-01-01');
      const add = page.getByRole('button', { name: t('matchAdmin.form.addCategory') });
      await add.click();
      await add.click();
      await page.getByLabel(t('matchAdmin.form.hcpTo')).nth(0).fill('18');
      await page.getByLabel(t('matchAdmin.form.hcpFrom')).nth(1).fill('18');
      await expect(page.getByText(t('matchAdmin.form.errors.datePassed'))).toBeVisible();
      await expect(page.getByText(t('matchAdmin.form.errors.overlap', { n: 1 }))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await setLanguage(page.request, 'nl_NL');
    }
  });
}
