import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, pageTitle } from './support/app';
import {
  chooseDay,
  firstFreeTime,
  openGrid,
  settled,
  teeTimeRow,
  upcoming,
} from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// Two-tee starts: the tee-sheet manager (marker) lets an 18-hole course start from tee 10 too,
// and a member books a time on tee 10 (the back nine) and finds it among their tee times. The
// course is the spec's own, so the demo's sheets stay as the other specs know them.
test.describe.configure({ mode: 'serial' });

const COURSE = `Zz Twee Tees ${Date.now().toString(36)}`;
const DAYS_AHEAD = 2;
let courseId = 0;

test.describe('a course with start tees 1 and 10', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, marker);
    const res = await request.post('/api/admin/courses', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'idempotency-key': `e2e-${COURSE}` },
      data: { name: COURSE, holes: 18, hole_options: [9, 18], tees: [] },
    });
    expect(res.status()).toBe(201);
    courseId = ((await res.json()) as { id: number }).id;
    await request.dispose();
  });

  test('marker lets the course start from tee 10 too', async ({ page }) => {
    await login(page, marker);
    await page.goto(`/app/admin/courses/${courseId}/tee-sheet`);
    await settled(page, pageTitle(page, nl('teeSheetAdmin.title', { course: COURSE })));
    await page.getByText(nl('teeSheetAdmin.twoTees'), { exact: true }).click();
    await page.getByRole('button', { name: nl('teeSheetAdmin.save'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('teeSheetAdmin.saved'));
  });

  test('a member books tee 10 and sees it among their tee times', async ({ page }) => {
    await login(page, demo);
    await openGrid(page, undefined, COURSE);
    const tee10 = nl('booking.startTee', { tee: 10 });
    await page.getByRole('radio', { name: tee10, exact: true }).click();
    await chooseDay(page, DAYS_AHEAD);
    const time = await firstFreeTime(page);
    await teeTimeRow(page, time).click();
    await settled(page, pageTitle(page, nl('booking.create.title')));
    await expect(page.getByRole('main')).toContainText(`${COURSE} · ${tee10}`);
    await page.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('booking.create.done'));
    const row = upcoming(page).getByRole('button').filter({ hasText: COURSE });
    await expect(row).toContainText(time);
    await expect(row).toContainText(tee10);
  });
});
