import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, openMenu, pageTitle, path } from './support/app';
import { seriousViolations } from './support/axe';
import { fillNineHoleCourse, saveCourse, teeRatingFields } from './support/back-office';
import {
  FOUR_FREE,
  chooseDay,
  firstFreeTime,
  openGrid,
  settled,
  teeTimeRow,
} from './support/booking';
import { beheer, demo } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The back office's courses: the administrator adds a 9-hole course with one tee, and a member
// of the club finds it on the tee sheet and books a time on it at once (a new course comes with a
// tee sheet). The name sorts after the demo courses, so tests that take the club's first 9-hole
// course keep theirs.
test.describe.configure({ mode: 'serial' });

const COURSE = `Zz Oefenlus ${Date.now().toString(36)}`;
const DAYS_AHEAD = 3;

test.describe('courses in the back office', () => {
  // demo's tee time on the new course is cancelled again: other tests count demo's tee times.
  test.afterAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, demo);
    const mine = (await (await request.get('/api/booking/self')).json()) as {
      id: number;
      course: { name: string };
    }[];
    const config = (await (await request.get('/api/config')).json()) as {
      cancellation_reasons: { id: number }[];
    };
    for (const b of mine.filter((x) => x.course.name === COURSE))
      await request.delete(`/api/booking/${b.id}`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        data: { delete_all_bookings: true, reasonId: config.cancellation_reasons[0]?.id },
      });
    await request.dispose();
  });

  test('beheer adds a 9-hole course with one tee', async ({ page }) => {
    await login(page, beheer);
    const menu = await openMenu(page, nl('scorecards.title'));
    await menu.getByRole('link', { name: nl('menu.admin'), exact: true }).click();
    await page.getByRole('link', { name: new RegExp(nl('admin.areas.courses.title')) }).click();
    await settled(page, pageTitle(page, nl('courseAdmin.title')));
    await page.getByRole('link', { name: nl('courseAdmin.new'), exact: true }).click();
    await settled(page, pageTitle(page, nl('courseAdmin.newTitle')));

    // Nine holes of par 4 (the form's start) make par 36 for both. A slope out of range first:
    // the form names the engine's limits at the field.
    await fillNineHoleCourse(page, {
      name: COURSE,
      tee: 'Geel',
      ratings: ['35,2', '37.4'],
      slopes: ['160', '160'],
    });
    await saveCourse(page);
    await expect(
      page.getByText(nl('courseAdmin.invalid.slope_rating', { slopeMin: 55, slopeMax: 155 })),
    ).toHaveCount(2);
    // WCAG 2.2 AA with the problems at their fields (the holes table included).
    expect(await seriousViolations(page)).toEqual([]);
    const { slopes } = teeRatingFields(page);
    await slopes.nth(0).fill('121');
    await slopes.nth(1).fill('127');
    await saveCourse(page);

    await expect(page).toHaveURL(path(/\/app\/admin\/courses\/\d+$/));
    await settled(page, pageTitle(page, COURSE));
    await expect(page.getByText('Geel', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the demo member books a tee time on the new course', async ({ page }) => {
    await login(page, demo);
    await openGrid(page, undefined, COURSE);
    await chooseDay(page, DAYS_AHEAD);
    const time = await firstFreeTime(page);
    const row = teeTimeRow(page, time);
    await expect(row).toContainText(FOUR_FREE);
    await row.click();
    await settled(page, pageTitle(page, nl('booking.create.title')));
    await expect(page.getByRole('main')).toContainText(COURSE);
    await page.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
    await expect(page).toHaveURL(path('/app/booking/list'));
    await expect(page.getByRole('status')).toHaveText(nl('booking.create.done'));
  });
});
