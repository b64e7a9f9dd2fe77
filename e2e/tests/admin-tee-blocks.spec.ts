import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiSession, login, pageTitle, type ApiWorld } from './support/app';
import { bookViaApi, clubDate, openGrid, settled, teeTimeRow } from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

// The tee-sheet manager's blocks: a weekly Tuesday block with a message shows on the member's
// sheet; a block over a booking that cancels it leaves the member a notice on their tee times.
test.describe.configure({ mode: 'serial' });

const MESSAGE = `Damesmiddag ${Date.now().toString(36)}`;
const CLOSED = `Greens bezanden ${Date.now().toString(36)}`;
/** Days from today to the next Tuesday (1–7). */
const TUESDAY = [1, 2, 3, 4, 5, 6, 7].find(
  (d) => new Date(`${clubDate(d).wire}T00:00:00Z`).getUTCDay() === 2,
)!;

async function mainCourse(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/admin/courses')).json()) as {
    courses: { id: number; holes: number }[];
  };
  return list.courses.find((c) => c.holes === 18)!.id;
}

/** The manager's (marker's) request context of its own and the main course; dispose of it after. */
async function asManager(world: ApiWorld) {
  const request = await apiSession(world, marker);
  return { request, course: await mainCourse(request) };
}

test.describe('tee-sheet blocks', () => {
  // The blocks this spec made go again: other specs book on these days.
  test.afterAll(async ({ playwright, baseURL }) => {
    const { request, course } = await asManager({ playwright, baseURL });
    const { blocks } = (await (
      await request.get(`/api/admin/courses/${course}/blocks`)
    ).json()) as { blocks: { id: number; message: string | null }[] };
    for (const b of blocks.filter((x) => x.message === MESSAGE || x.message === CLOSED))
      await request.delete(`/api/admin/courses/${course}/blocks/${b.id}`, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, 'idempotency-key': `e2e-block-${b.id}` },
      });
    await request.dispose();
  });

  test('the manager holds every Tuesday afternoon; the member sees it with the message', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { request, course } = await asManager({ playwright, baseURL });
    await request.dispose();

    await login(page, marker);
    await page.goto(`/app/admin/courses/${course}/blocks`);
    await settled(page, page.getByText(nl('teeBlocks.intro')));
    await page.getByRole('button', { name: nl('teeBlocks.new'), exact: true }).click();
    await page.getByLabel(nl('teeBlocks.form.kind'), { exact: true }).selectOption('ladies_day');
    await page.getByLabel(nl('teeBlocks.form.repeat'), { exact: true }).selectOption('weekly');
    await page.getByLabel(nl('teeBlocks.form.weekday'), { exact: true }).selectOption('2');
    await page.getByLabel(nl('teeBlocks.form.fromTime'), { exact: true }).fill('14:00');
    await page.getByLabel(nl('teeBlocks.form.untilTime'), { exact: true }).fill('15:00');
    await page.getByLabel(nl('teeBlocks.form.message'), { exact: true }).fill(MESSAGE);
    await page.getByRole('button', { name: nl('teeBlocks.form.save'), exact: true }).click();
    // Bookings under it are asked about first; keep them (the sheet's free places close).
    const keep = page.getByRole('button', { name: nl('teeBlocks.covered.keep'), exact: true });
    const saved = page.getByRole('status').filter({ hasText: /./ });
    await expect(keep.or(saved).first()).toBeVisible();
    if (await keep.isVisible()) await keep.click();
    await expect(page.getByText(MESSAGE)).toBeVisible();

    await page.context().clearCookies();
    await login(page, demo);
    await openGrid(page, TUESDAY);
    const row = teeTimeRow(page, '14:00');
    await expect(row).toContainText(MESSAGE);
    await expect(row).toContainText(nl('teeBlocks.kind.ladies_day'));
    await expect(row).toBeDisabled();
    await expect(teeTimeRow(page, '14:50')).toContainText(MESSAGE);
  });

  test('a block that cancels a booking leaves the member a notice', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { request, course } = await asManager({ playwright, baseURL });
    const booked = await bookViaApi(request, TUESDAY === 4 ? 5 : 4, '15:30');
    await request.dispose();
    const until = `${booked.time.slice(0, 3)}${String(Number(booked.time.slice(3)) + 1).padStart(2, '0')}`;

    await login(page, marker);
    await page.goto(`/app/admin/courses/${course}/blocks`);
    await settled(page, page.getByText(nl('teeBlocks.intro')));
    await page.getByRole('button', { name: nl('teeBlocks.new'), exact: true }).click();
    await page.getByLabel(nl('teeBlocks.form.date'), { exact: true }).fill(booked.date);
    await page.getByLabel(nl('teeBlocks.form.fromTime'), { exact: true }).fill(booked.time);
    await page.getByLabel(nl('teeBlocks.form.untilTime'), { exact: true }).fill(until);
    await page.getByLabel(nl('teeBlocks.form.message'), { exact: true }).fill(CLOSED);
    await page.getByRole('button', { name: nl('teeBlocks.form.save'), exact: true }).click();
    await expect(page.getByText(nl('teeBlocks.covered.title_one', { count: 1 }))).toBeVisible();
    await page.getByRole('button', { name: nl('teeBlocks.covered.cancel'), exact: true }).click();
    await expect(page.getByText(nl('teeBlocks.covered.cancelled_one', { count: 1 }))).toBeVisible();

    await page.goto('/app/booking/list');
    const notice = page.getByRole('status').filter({ hasText: CLOSED });
    await expect(notice).toContainText(booked.time);
    await notice.getByRole('button', { name: nl('booking.notices.dismiss'), exact: true }).click();
    await expect(page.getByText(CLOSED)).toHaveCount(0);
    await expect(pageTitle(page, nl('booking.title'))).toBeVisible();
  });
});
