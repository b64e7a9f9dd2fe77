import { expect } from '@playwright/test';
import { apiSession, login, pageTitle } from './support/app';
import { seriousViolations } from './support/axe';
import { clubDate, settled } from './support/booking';
import { beheer, DEMO_MEMBER_NAME, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The starter (marker, a tee-sheet manager) opens a course's day five days back, where the seed
// has Jan Demo's round, marks him no-show, and the day sheet and the administrator's bookings
// report both show it.
test.describe.configure({ mode: 'serial' });

const DAYS_BACK = -5;
let course = { id: 0, name: '' };
let bookingId = 0;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await apiSession({ playwright, baseURL }, marker);
  const { courses } = (await (await request.get('/api/admin/courses')).json()) as {
    courses: { id: number; name: string }[];
  };
  for (const c of courses) {
    const day = (await (
      await request.get(`/api/admin/courses/${c.id}/day`, {
        params: { date: clubDate(DAYS_BACK).wire },
      })
    ).json()) as { flights: { players: { id: number; name: string }[] }[] };
    const player = day.flights.flatMap((f) => f.players).find((p) => p.name === DEMO_MEMBER_NAME);
    if (player) {
      course = c;
      bookingId = player.id;
      break;
    }
  }
  expect(bookingId, "the seed's round of Jan Demo five days back").toBeGreaterThan(0);
  await request.dispose();
});

test('the starter marks a player no-show on the day sheet', async ({ page }) => {
  await login(page, marker);
  await page.goto(`/app/admin/courses/${course.id}`);
  await settled(page, pageTitle(page, course.name));
  await page.getByRole('link', { name: nl('teeSheetDay.open'), exact: true }).click();
  const title = pageTitle(page, `${nl('teeSheetDay.title')} · ${course.name}`);
  await settled(page, title);

  await page.getByLabel(nl('teeSheetDay.date'), { exact: true }).fill(clubDate(DAYS_BACK).wire);
  const marks = page.getByRole('radiogroup', {
    name: nl('teeSheetDay.markOf', { name: DEMO_MEMBER_NAME }),
  });
  await expect(marks.getByRole('radio', { name: nl('teeSheetDay.mark.none') })).toBeChecked();
  await marks.getByRole('radio', { name: nl('teeSheetDay.mark.no_show') }).click();
  await expect(marks.getByRole('radio', { name: nl('teeSheetDay.mark.no_show') })).toBeChecked();
  await expect(page.getByRole('status')).toContainText(
    nl('teeSheetDay.summary_other', { count: 2, arrived: 0, noShows: 1 }).split(' · ')[2]!,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Read again from the server: the mark stays, and so does the day (it is in the address).
  await page.reload();
  await settled(page, title);
  await expect(page.getByLabel(nl('teeSheetDay.date'), { exact: true })).toHaveValue(
    clubDate(DAYS_BACK).wire,
  );
  await expect(marks.getByRole('radio', { name: nl('teeSheetDay.mark.no_show') })).toBeChecked();
  // A day on and back again with the buttons.
  await page.getByRole('button', { name: nl('teeSheetDay.next'), exact: true }).click();
  await expect(marks).toHaveCount(0);
  await page.getByRole('button', { name: nl('teeSheetDay.previous'), exact: true }).click();
  await expect(marks.getByRole('radio', { name: nl('teeSheetDay.mark.no_show') })).toBeChecked();

  // Tomorrow takes no mark yet: the choices are there, none can be chosen.
  await page.getByLabel(nl('teeSheetDay.date'), { exact: true }).fill(clubDate(1).wire);
  await expect(page.getByText(nl('teeSheetDay.future'))).toBeVisible();
  await expect(
    page.getByRole('radio', { name: nl('teeSheetDay.mark.no_show') }).first(),
  ).toBeDisabled();
});

test("the administrator's bookings report shows the no-show", async ({ playwright, baseURL }) => {
  const request = await apiSession({ playwright, baseURL }, beheer);
  const day = clubDate(DAYS_BACK).wire;
  const res = await request.get('/api/admin/reports/bookings.csv', {
    params: { from: day, until: day, course_id: course.id },
  });
  expect(res.ok()).toBe(true);
  // The club writes Dutch CSV: ';' between the fields.
  const [head, ...lines] = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const fields = head!.split(';');
  const row = lines
    .map((l) => l.split(';'))
    .find((r) => r[fields.indexOf('player_id')] === String(bookingId))!;
  expect(row[fields.indexOf('attendance')]).toBe('no_show');
  expect(row[fields.indexOf('booking_no_shows')]).toBe('1');
  await request.dispose();
});
