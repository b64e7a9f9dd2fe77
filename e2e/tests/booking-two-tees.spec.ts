import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, pageTitle } from './support/app';
import {
  chooseDay,
  chooseHoles,
  firstFreeTime,
  openGrid,
  settled,
  teeTimeList,
  teeTimeRow,
  upcoming,
} from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// Two-tee starts: the tee-sheet manager (marker) lets an 18-hole course start from tee 10 too,
// for the first 90 minutes of the day, and a member books 18 holes from tee 10 (the back nine,
// then the front nine from tee 1 at the turn) and finds it among their tee times. The
// course is the spec's own, so the demo's sheets stay as the other specs know them.
test.describe.configure({ mode: 'serial' });

/** "08:00" plus `minutes`, as the sheet writes a time (the new course's sheet is every 10 minutes). */
const plusMinutes = (time: string, minutes: number) => {
  const at = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
};

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
    const minutes = page.getByLabel(nl('teeSheetAdmin.teeTenMinutes'));
    await expect(minutes).toHaveCount(0);
    await page.getByText(nl('teeSheetAdmin.twoTees'), { exact: true }).click();
    // Tee 10 starts flights for the first 90 minutes of the day (the default is 120).
    await expect(minutes).toHaveValue('120');
    await minutes.fill('90');
    await page.getByRole('button', { name: nl('teeSheetAdmin.save'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('teeSheetAdmin.saved'));
    await page.reload();
    await expect(minutes).toHaveValue('90');
  });

  test('a member books 18 holes from tee 10, is told the turn at tee 1, and sees it among their tee times', async ({
    page,
  }) => {
    await login(page, demo);
    await openGrid(page, undefined, COURSE);
    const tee10 = nl('booking.startTee', { tee: 10 });
    await page.getByRole('radio', { name: tee10, exact: true }).click();
    await chooseHoles(page, 18);
    await chooseDay(page, DAYS_AHEAD);
    // The new course's day starts at 08:00 every 10 minutes: tee 10 until 09:30, when the first
    // flights from tee 1 reach it.
    // Polled: the list is filled (and refilled for tee 10 and the day) after the clicks return.
    const firstAndLast = async () => {
      const times = await teeTimeList(page)
        .getByRole('button')
        .evaluateAll((rows) => rows.map((r) => /^\d{2}:\d{2}/.exec(r.textContent ?? '')?.[0]));
      return [times.at(0), times.at(-1)];
    };
    await expect.poll(firstAndLast).toEqual(['08:00', '09:20']);
    const time = await firstFreeTime(page);
    await teeTimeRow(page, time).click();
    await settled(page, pageTitle(page, nl('booking.create.title')));
    await expect(page.getByRole('main')).toContainText(`${COURSE} · ${tee10}`);
    // After the back nine the flight goes on from tee 1, 90 minutes (a nine) after its start.
    const turnLine = nl('booking.turnAt', { time: plusMinutes(time, 90) });
    await expect(page.getByRole('main')).toContainText(turnLine);
    await page.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(nl('booking.create.done'));
    const row = upcoming(page).getByRole('button').filter({ hasText: COURSE });
    await expect(row).toContainText(time);
    await expect(row).toContainText(tee10);
    // The booking itself says where the flight is at the turn.
    await row.click();
    await expect(page.getByRole('main')).toContainText(turnLine);
  });
});
