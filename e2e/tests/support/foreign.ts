import { expect, type Page } from '@playwright/test';
import { HOME_PATH, login, pageTitle, path } from './app';
import type { Account } from './demo';
import { nl } from './i18n';
import { clubDate, getJson } from './scorecards';

/**
 * A complete foreign card draft (an unknown course in Turkey, a guest marker, 18 scores), put in
 * local storage as the app keeps it, so a test can start at the check step. `days` ago.
 */
export async function completeForeignDraft(
  page: Page,
  courseName: string,
  days = 30,
): Promise<void> {
  const countries = await getJson<{ id: number; name: string }[]>(page.request, '/api/countries');
  const turkey = countries.find((c) => c.name === 'turkije');
  if (!turkey) throw new Error('no country turkije');
  const draft = {
    date: clubDate(-days).wire,
    time: '10:00',
    placeMode: 'country',
    club: null,
    course: null,
    tee: null,
    country: turkey.id,
    isUnknownCourse: true,
    unknownCourseName: courseName,
    unknownCR: '71,2',
    unknownSR: '128',
    unknownPar: '72',
    holeCount: 18,
    comment: '',
    scores: Array.from({ length: 18 }, () => 5),
    sf_scores: [],
    card_type: 10,
    cba: 0,
    ro: '',
    sfTotalUnknown: '30',
    markerMode: 'guest',
    marker: null,
    guest: { firstname: 'Ali', lastname: 'Demir', email: 'ali@example.com' },
  };
  await page.evaluate((d) => localStorage.setItem('fw_foreign_draft', JSON.stringify(d)), draft);
}

/** Logs in and opens the foreign card's check step with a complete draft. */
export async function openForeignCheckStep(
  page: Page,
  account: Account,
  courseName: string,
): Promise<void> {
  await login(page, account);
  await expect(page).toHaveURL(path(HOME_PATH));
  await completeForeignDraft(page, courseName);
  await page.goto('/app/scorecards/foreign/comment');
  await expect(pageTitle(page, nl('scorecards.foreign.title'))).toBeVisible();
  await expect(page).toHaveURL(path('/app/scorecards/foreign/comment'));
  await expect(page.getByRole('main')).toContainText(courseName);
}

/** The check step's confirm button in the footer. */
export const confirmButton = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('button', { name: nl('scorecards.foreign.confirm'), exact: true });
