import { expect, type APIRequestContext } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiLogin, literal, login, pageTitle, path } from './support/app';
import { clubDate } from './support/booking';
import { beheer, commissie, marker } from './support/demo';
import { nl } from './support/i18n';
import { writeHeaders } from './support/matches';
import { getJson, shownDate } from './support/scorecards';
import { awaitNotification, loggedInAs, newInInbox } from './support/notifications';
import { test } from './support/fixtures';

interface Inbox {
  notifications: { id: number; kind: string; link: string | null; read: boolean }[];
}

/** De Lange Baan's first free tee time from 15:00 on `date` (all four places free). */
async function freeTime(request: APIRequestContext, date: string) {
  const courses = await getJson<{ id: number; holes: number }[]>(request, '/api/courses/teetime');
  const course = courses.find((c) => c.holes === 18)!.id;
  const sheet = await getJson<
    { time: string; available: boolean; closed: unknown; free_slots: number }[]
  >(request, `/api/teetimes?course_id=${course}&holes=18&date=${date}`);
  const free = sheet.find(
    (s) => s.available && s.closed === null && s.free_slots === 4 && s.time >= '15:00',
  )!;
  return { course, time: free.time };
}

// A member added to a booking by another: `marker` books in 5 days with `beheer` as a player
// through the API; the server's job queue tells beheer; beheer sees it in the inbox, and a tap
// opens their own place in that booking.
test('a member added to a booking sees it in the inbox and taps through to the booking', async ({
  page,
}) => {
  const beheerId = (await loggedInAs(page, beheer)).id;
  const booker = (await loggedInAs(page, marker)).volledige_naam;
  const date = clubDate(5).wire;
  const free = await freeTime(page.request, date);
  const booked = await page.request.post('/api/booking', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: {
      date,
      time: free.time,
      course_id: free.course,
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

// Another member changes a booking: `marker` books in 6 days with `beheer` and `commissie`, then
// keeps beheer and takes commissie off (through the API). The server's job queue tells both:
// beheer that the booking changed, with its players now, and commissie that their place was
// cancelled. Each sees it in the inbox as new; a tap opens beheer's own place in the booking, and
// commissie's tee times. Neither hears "your tee time is in 2 hours" of a tee time days away.
test('members whose booking another changes see it in the inbox and tap through', async ({
  page,
}) => {
  const beheerId = (await loggedInAs(page, beheer)).id;
  const commissieId = (await loggedInAs(page, commissie)).id;
  const booker = (await loggedInAs(page, marker)).volledige_naam;
  const date = clubDate(6).wire;
  const { course, time } = await freeTime(page.request, date);
  const booked = await page.request.post('/api/booking', {
    headers: writeHeaders(),
    data: {
      date,
      time,
      course_id: course,
      holes: 18,
      players: [{ member_id: beheerId }, { member_id: commissieId }],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const flight = ((await booked.json()) as { id: number }).id;
  type Players = { players: { member_id: number | null; name: string; teetime_id: number }[] };
  const placeOf = async (id: number) =>
    (await getJson<Players>(page.request, `/api/booking/${flight}`)).players.find(
      (p) => p.member_id === id,
    )!.teetime_id;
  const beheerPlace = await placeOf(beheerId);
  const changed = await page.request.put(`/api/booking/${flight}`, {
    headers: writeHeaders(),
    data: { players: [{ teetime_id: beheerPlace }] },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const playing = (await getJson<Players>(page.request, `/api/booking/${flight}`)).players.map(
    (p) => p.name,
  );

  // The messages are jobs the server's workers run within seconds.
  const ownPlace = `/app/booking/${beheerPlace}`;
  await page.context().clearCookies();
  await apiLogin(page.request, beheer);
  const told = await awaitNotification(
    page.request,
    (n) => n.kind === 'booking_changed' && n.link === ownPlace,
  );
  // The players as they are now: the booker and beheer, commissie no longer.
  expect(String(told.params.players).split(', ').sort()).toEqual([...playing].sort());
  expect(playing).toHaveLength(2);
  // The reminder is due 2 hours before the tee time on the server's clock, not at the booking.
  const inbox = await getJson<Inbox>(page.request, '/api/notifications');
  expect(inbox.notifications.filter((n) => n.link === ownPlace).map((n) => n.kind)).not.toContain(
    'tee_time_soon',
  );
  await page.context().clearCookies();
  await apiLogin(page.request, commissie);
  await awaitNotification(
    page.request,
    (n) => n.kind === 'booking_cancelled' && n.params.date === date && n.params.time === time,
  );

  const shown = { by: booker, date: shownDate(date), time };
  const change = await newInInbox(
    page,
    beheer,
    nl('notifications.kind.booking_changed', { ...shown, players: String(told.params.players) }),
  );
  await change.click();
  await expect(page).toHaveURL(path(ownPlace));
  await expect(pageTitle(page, nl('booking.edit.title'))).toBeVisible();

  const cancel = await newInInbox(
    page,
    commissie,
    nl('notifications.kind.booking_cancelled', shown),
  );
  await cancel.click();
  await expect(page).toHaveURL(path('/app/booking/list'));
  await expect(pageTitle(page, nl('booking.title'))).toBeVisible();

  // Its places free again for the specs after this one (the booker's open bookings are limited):
  // the booker leaves, beheer then leads the booking and leaves too.
  const reasons = await getJson<{ cancellation_reasons: { id: number }[] }>(
    page.request,
    '/api/config',
  );
  const reasonId = reasons.cancellation_reasons[0]!.id;
  for (const [account, place] of [
    [marker, flight],
    [beheer, beheerPlace],
  ] as const) {
    await loggedInAs(page, account);
    const left = await page.request.delete(`/api/booking/${place}`, {
      headers: writeHeaders(),
      data: { delete_all_bookings: false, reasonId },
    });
    expect(left.ok(), await left.text()).toBe(true);
  }
});
