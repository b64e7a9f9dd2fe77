import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { apiLogin, login, pageTitle } from './support/app';
import {
  firstFreeTime,
  flightPlayer,
  openGrid,
  playerItems,
  playersSection,
  settled,
  teeTimeRow,
} from './support/booking';
import { demo, marker } from './support/demo';
import { nl } from './support/i18n';
import { selfName } from './support/scorecards';
import { test } from './support/fixtures';

// spec §4 "Tee time slots": the create screen holds the time's lock while the member fills in
// the flight. A reload of that screen keeps the players already added and takes the lock again.
// Five days ahead, away from the other booking stories; nothing is booked here.
const DAYS_AHEAD = 5;

test('reloading Starttijd boeken keeps the flight and the lock', async ({
  page,
  playwright,
  baseURL,
}) => {
  await login(page, marker);
  const markerName = await selfName(page.request);
  await openGrid(page, DAYS_AHEAD);
  const time = await firstFreeTime(page, '11:00');
  await teeTimeRow(page, time).click();
  await settled(page, pageTitle(page, nl('booking.create.title')));
  await playersSection(page)
    .getByRole('button', { name: nl('booking.players.addUnknown'), exact: true })
    .click();
  const flight = [
    flightPlayer(markerName, 'mainBooker'),
    flightPlayer(nl('booking.unknownPlayer'), 'unknown'),
  ];
  await expect(playerItems(page)).toHaveText(flight);

  // The lock runs out while the screen is open (released here through the API, as the server
  // would after the club's minutes); then the member reloads.
  const url = new URL(page.url());
  const lock = {
    course_id: Number(url.searchParams.get('course')),
    timestamp: Number(url.searchParams.get('ts')),
  };
  const released = await page.request.post('/api/teetimes/unlock', {
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    data: lock,
  });
  expect(released.ok()).toBe(true);
  const relocked = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/teetimes/lock' && r.ok(),
  );
  await page.reload();
  await settled(page, pageTitle(page, nl('booking.create.title')));
  await expect(playerItems(page)).toHaveText(flight);
  await relocked;

  // The time is the member's again: another member who asks for it is told it is being booked.
  const other = await playwright.request.newContext({ baseURL });
  try {
    await apiLogin(other, demo);
    const answer = await other.post('/api/teetimes/lock', {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: lock,
    });
    // FLIGHT.LOCKED (0): the time is held by someone else.
    expect(((await answer.json()) as { status: number }).status).toBe(0);
  } finally {
    await other.dispose();
  }
});
