import { expect } from '@playwright/test';
import { literal, login, pageTitle, setLanguage } from './support/app';
import { commissie } from './support/demo';
import { en, nl, type Translate } from './support/i18n';
import { test } from './support/fixtures';

// The committee's match list says where each match stands: a match whose sign-up opens next
// month (the demo's Nieuwjaarswedstrijd) is "not open yet", not "closed". Read-only.

const LANGUAGES: readonly { code: 'nl_NL' | 'en_US'; t: Translate }[] = [
  { code: 'nl_NL', t: nl },
  { code: 'en_US', t: en },
];

for (const { code, t } of LANGUAGES) {
  test(`the committee's list: a sign-up that has not opened yet says so (${code})`, async ({
    page,
  }) => {
    await login(page, commissie);
    if (code !== 'nl_NL') expect((await setLanguage(page.request, code)).ok()).toBe(true);
    try {
      await page.goto('/app/admin/matches');
      await expect(pageTitle(page, t('matchAdmin.title'))).toBeVisible();
      // The row is a link named by all its text (its words are slotted into Ionic's item).
      const row = page.getByRole('link', { name: /Nieuwjaarswedstrijd/ });
      await expect(row).toHaveAccessibleName(
        new RegExp(`${literal(t('matchAdmin.stage.signUpNotOpen'))}$`),
      );
      await expect(page.getByRole('link', { name: /Najaarsstableford/ })).toHaveAccessibleName(
        new RegExp(`${literal(t('matchAdmin.stage.signUpOpen'))}$`),
      );
    } finally {
      if (code !== 'nl_NL') await setLanguage(page.request, 'nl_NL');
    }
  });
}
