import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiLogin, login, pageTitle, path } from './support/app';
import { clubDate, literal } from './support/booking';
import { beheer, marker } from './support/demo';
import { nl } from './support/i18n';
import { getJson, shownDate } from './support/scorecards';
import { loggedInAs } from './support/notifications';
import { test } from './support/fixtures';

interface Inbox {
  notifications: { id: number; kind: string; link: string | null; read: boolean }[];
}

// A member added to a booking by another: `marker` books in 5 days with `beheer` as a player
// through the API; the server's job queue tells beheer; beheer sees it in the inbox, and a tap
// opens their own place in that booking.
test('a member added to a booking sees it in the inbox and taps through to the booking', async ({
  page,
}) => {
  const beheerId = (await loggedInAs(page, beheer)).id;
  const booker = (await loggedInAs(page, marker)).volledige_naam;
  const courses = await getJson<{ id: number; holes: number }[]>(
    page.request,
    '/api/courses/teetime',
  );
  const course = courses.find((c) => c.holes === 18)!.id;
  const date = clubDate(5).wire;
  const sheet = await getJson<
    { time: string; available: boolean; closed: unknown; free_slots: number }[]
  >(page.request, `/api/teetimes?course_id=${course}&holes=18&date=${date}`);
  const free = sheet.find(
    (s) => s.available && s.closed === null && s.free_slots === 4 && s.time >= '15:00',
  )!;
  const booked = await page.request.post('/api/booking', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: {
      date,
      time: free.time,
      course_id: course,
      holes: 18,
      players: [{ member_id: beheerId }],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);

  // The message is a job the server's workers run within seconds.
  await page.context().clearCookies();
  await apiLogin(page.request, beheer);
  let link = '';
  await expect(async () => {
    const inbox = await getJson<Inbox>(page.request, '/api/notifications');
    link = inbox.notifications.find((n) => n.kind === 'booking_added')?.link ?? '';
    expect(link).toMatch(/^\/app\/booking\/\d+$/);
  }).toPass({ timeout: 20_000 });

  await page.context().clearCookies();
  await login(page, beheer);
  await page.goto('/app/notifications');
  await expect(pageTitle(page, nl('notifications.title'))).toBeVisible();
  const message = page.getByRole('button', {
    name: new RegExp(
      literal(
        nl('notifications.kind.booking_added', {
          by: booker,
          date: shownDate(date),
          time: free.time,
        }),
      ),
    ),
  });
  await expect(message).toContainText(nl('notifications.new'));
  await message.click();
  await expect(page).toHaveURL(path(link));
  await expect(pageTitle(page, nl('booking.edit.title'))).toBeVisible();
});
