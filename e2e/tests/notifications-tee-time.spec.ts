import { expect } from '@playwright/test';
import { clubDateTime, DEFAULT_CLUB_TIME_ZONE, TEE_BLOCK_KINDS } from '@fairway/golf';
import { pageTitle, path } from './support/app';
import { beheer, demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { writeHeaders } from './support/matches';
import { awaitNotification, loggedInAs, newInInbox } from './support/notifications';
import { getJson, shownDate } from './support/scorecards';
import { serverNow, test } from './support/fixtures';

/** The reminder comes this long before the tee time (booking-reminders' TEE_TIME_SOON_BEFORE_S). */
const BEFORE_MS = 2 * 3_600_000;

/** 'HH:mm' plus `minutes` (within the day). */
const plusMinutes = (time: string, minutes: number) => {
  const at = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
};

// "Your tee time is in 2 hours", end to end. The tee-sheet manager (marker) gives a course of the
// spec's own a day whose first tee time is some 2 hours and 1.5-2.5 minutes from the server's
// clock (its minute, in the club's zone); `demo` books it with `beheer`. The server's job queue
// runs the reminder 2 hours before the tee time, not at the booking: both players hear it then,
// and demo sees it in the inbox, with the date, time and players, and a tap opens the booking.
// The course is the spec's own, so the demo's sheets stay as the other specs know them.
test('a member hears of their tee time 2 hours before it and taps through to the booking', async ({
  page,
}) => {
  // The reminder is due up to 105 s after the set-up.
  test.setTimeout(300_000);
  await loggedInAs(page, marker);
  const name = `Zz Herinnering ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/courses', {
    headers: writeHeaders(),
    data: { name, holes: 18, hole_options: [9, 18], tees: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const courseId = ((await created.json()) as { id: number }).id;

  // The tee time to the minute, 45 s and more after 2 hours from now: time for the set-up before
  // its reminder is due. The server's clock starts on a morning, so the day goes on after it.
  const teeOff = new Date(
    Math.ceil((serverNow().getTime() + BEFORE_MS + 45_000) / 60_000) * 60_000,
  );
  const { date, time } = clubDateTime(teeOff, DEFAULT_CLUB_TIME_ZONE);
  const sheetPath = `/api/admin/courses/${courseId}/tee-sheet`;
  const sheet = await getJson<Record<string, unknown>>(page.request, sheetPath);
  const laidOut = await page.request.put(sheetPath, {
    headers: writeHeaders(),
    data: {
      first_time: time,
      last_time: plusMinutes(time, 30),
      intervals: [10],
      seasons: [],
      capacity: sheet.capacity,
      bookable: true,
      booking_days_ahead: sheet.booking_days_ahead,
      booking_opens_at: sheet.booking_opens_at,
    },
  });
  expect(laidOut.ok(), await laidOut.text()).toBe(true);

  const beheerSelf = await loggedInAs(page, beheer);
  const demoSelf = await loggedInAs(page, demo);
  const booked = await page.request.post('/api/booking', {
    headers: writeHeaders(),
    data: {
      date,
      time,
      course_id: courseId,
      holes: 18,
      players: [{ member_id: beheerSelf.id }],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const flight = ((await booked.json()) as { id: number }).id;
  const { players } = await getJson<{
    players: { member_id: number | null; teetime_id: number }[];
  }>(page.request, `/api/booking/${flight}`);
  const beheerPlace = players.find((p) => p.member_id === beheerSelf.id)!.teetime_id;

  // Not at the booking: 2 hours before the tee time on the server's clock.
  const ownPlace = `/app/booking/${flight}`;
  const inbox = await getJson<{ notifications: { kind: string; link: string | null }[] }>(
    page.request,
    '/api/notifications',
  );
  expect(inbox.notifications.filter((n) => n.link === ownPlace).map((n) => n.kind)).not.toContain(
    'tee_time_soon',
  );
  const dueAt = teeOff.getTime() - BEFORE_MS;
  const told = await awaitNotification(
    page.request,
    (n) => n.kind === 'tee_time_soon' && n.link === ownPlace,
    // The server's clock started a moment after the tests' reckoning of it: a margin.
    Math.max(dueAt - serverNow().getTime(), 0) + 40_000,
  );
  // The server's clock is behind the tests' reckoning, if anything: never before it was due.
  expect(serverNow().getTime()).toBeGreaterThanOrEqual(dueAt - 2_000);
  expect(told.params).toMatchObject({ date, time });
  expect(String(told.params.players).split(', ').sort()).toEqual(
    [demoSelf.volledige_naam, beheerSelf.volledige_naam].sort(),
  );
  // The other player hears it too, with a link to their own place.
  await loggedInAs(page, beheer);
  await awaitNotification(
    page.request,
    (n) => n.kind === 'tee_time_soon' && n.link === `/app/booking/${beheerPlace}`,
  );

  const message = await newInInbox(
    page,
    demo,
    nl('notifications.kind.tee_time_soon', {
      date: shownDate(date),
      time,
      players: String(told.params.players),
    }),
  );
  await message.click();
  await expect(page).toHaveURL(path(ownPlace));
  await expect(pageTitle(page, nl('booking.edit.title'))).toBeVisible();
  await expect(page.getByRole('main').getByText(beheerSelf.volledige_naam).first()).toBeVisible();

  // The flight off the members' open bookings again, for the specs after this one. Within 2
  // hours of the tee time a member may no longer cancel it; the manager closes the course's day
  // and cancels what it covers.
  await loggedInAs(page, marker);
  const closed = await page.request.post(`/api/admin/courses/${courseId}/blocks`, {
    headers: writeHeaders(),
    data: {
      kind: TEE_BLOCK_KINDS[0],
      date,
      from_time: time,
      until_time: plusMinutes(time, 40),
      bookings: 'cancel',
    },
  });
  expect(closed.status(), await closed.text()).toBe(201);
  expect(((await closed.json()) as { cancelled: number }).cancelled).toBe(2);
});
