import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, pageTitle } from './support/app';
import { seriousViolations } from './support/axe';
import { chooseDay, clubDate, openGrid, settled, teeTimeList } from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The tee-sheet manager (marker) gives a course a short-day season at 8 and 9 minutes in turn,
// and the member's sheet for a day in that season shows the shorter day at once. The e2e clock
// stands in September, inside the demo's 14 days ahead, so the season starts three days on. The
// course is the spec's own (its name sorts after the demo courses): the demo's sheets stay as the
// other specs know them.
test.describe.configure({ mode: 'serial' });

const COURSE = `Zz Winterlus ${Date.now().toString(36)}`;
const SEASON_DAYS_AHEAD = 3;
let courseId = 0;

/** The tee times the grid shows for the chosen day. */
async function shownTimes(page: Page): Promise<string[]> {
  const rows = teeTimeList(page).getByRole('button');
  await expect(rows.first()).toBeVisible();
  return (await rows.allTextContents()).map((t) => /^(\d{2}:\d{2})/.exec(t.trim())?.[1] ?? t);
}

async function memberSheet(page: Page, days: number): Promise<string[]> {
  await openGrid(page, days, COURSE);
  return shownTimes(page);
}

test.describe('a course tee-sheet layout in the back office', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, marker);
    const res = await request.post('/api/admin/courses', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'idempotency-key': `e2e-${COURSE}` },
      data: { name: COURSE, holes: 9, hole_options: [9], tees: [] },
    });
    expect(res.status()).toBe(201);
    courseId = ((await res.json()) as { id: number }).id;
    await request.dispose();
  });

  test('marker sets a short-day season from three days on', async ({ page }) => {
    await login(page, marker);
    await page.goto(`/app/admin/courses/${courseId}`);
    await settled(page, pageTitle(page, COURSE));
    await page.getByRole('link', { name: nl('teeSheetAdmin.open'), exact: true }).click();
    await settled(page, pageTitle(page, nl('teeSheetAdmin.title', { course: COURSE })));

    await page.getByLabel(nl('teeSheetAdmin.intervals'), { exact: true }).fill('8, 9');
    await page.getByRole('button', { name: nl('teeSheetAdmin.addSeason'), exact: true }).click();
    await page.getByLabel(nl('teeSheetAdmin.seasonName'), { exact: true }).fill('Winter');
    const season = page.getByRole('region', { name: 'Winter' });
    const [month, day] = clubDate(SEASON_DAYS_AHEAD).wire.slice(5).split('-').map(Number);
    const from = season.getByRole('group', { name: nl('teeSheetAdmin.from'), exact: true });
    await from.getByRole('combobox').nth(0).selectOption(String(day));
    await from.getByRole('combobox').nth(1).selectOption(String(month));
    await season.getByLabel(nl('teeSheetAdmin.firstTime'), { exact: true }).fill('09:00');
    // A last time before the first is refused at its field first.
    await season.getByLabel(nl('teeSheetAdmin.lastTime'), { exact: true }).fill('08:00');
    await page.getByRole('button', { name: nl('teeSheetAdmin.save'), exact: true }).click();
    await expect(season.getByText(nl('teeSheetAdmin.invalid.order'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await season.getByLabel(nl('teeSheetAdmin.lastTime'), { exact: true }).fill('10:00');
    await expect(season.getByText(nl('teeSheetAdmin.perDay_other', { count: 8 }))).toBeVisible();
    await page.getByRole('button', { name: nl('teeSheetAdmin.save'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('teeSheetAdmin.saved'));
  });

  test("the member's sheet shows the season's short day, and the course's own day before it", async ({
    page,
  }) => {
    await login(page, demo);
    expect(await memberSheet(page, SEASON_DAYS_AHEAD)).toEqual([
      '09:00',
      '09:08',
      '09:17',
      '09:25',
      '09:34',
      '09:42',
      '09:51',
      '09:59',
    ]);
    await chooseDay(page, SEASON_DAYS_AHEAD - 1);
    const before = await shownTimes(page);
    expect(before[0]).toBe('08:00');
    expect(before.at(-1)).toBe('16:55');
  });
});
