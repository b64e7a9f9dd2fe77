import { expect } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { alertDialog, apiSession, literal, login, pageTitle, path } from './support/app';
import {
  FOUR_FREE,
  bookingRow,
  chooseDay,
  chooseHoles,
  clubDate,
  dayChip,
  firstFreeTime,
  flightPlayer,
  onTab,
  openBooking,
  openMyBooking,
  playerItems,
  playersSection,
  settled,
  showTab,
  teeTimeRow,
} from './support/booking';
import { DEMO_MEMBER_NAME, demo, demoAccountTeeTime, marker } from './support/demo';
import { nl } from './support/i18n';
import { selfName } from './support/scorecards';
import { test } from './support/fixtures';

// spec §2 Bookings, §4 tee-time slots, §5 Booking, §6 editing and deleting a booking. One story
// on a day two days ahead (no blocks of its own, away from demo's tee time of tomorrow): demo
// books a time with a member and a guest, changes the flight, and signs off with a reason. Each
// step needs the one before it; the last one leaves demo with only the tee time the demo data gives.
test.describe.configure({ mode: 'serial' });

const DAYS_AHEAD = 2;
/** The guest demo brings (test data: any name will do). */
const GUEST = { lastname: 'Verhoeven', handicap: '18,4' };

let markerName = '';
let time = '';
const date = () => clubDate(DAYS_AHEAD).wire;

test.describe('booking a tee time: grid, flight, edit and cancel', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await apiSession({ playwright, baseURL }, marker);
    markerName = await selfName(request);
    await request.dispose();
  });

  test('demo finds a free time, adds a member and a guest, and books it', async ({ page }) => {
    await login(page, demo);
    await openBooking(page);
    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    await showTab(page, 'grid');

    // Two days ahead, 18 holes: the first time with all four places free.
    await chooseHoles(page, 18);
    await chooseDay(page, DAYS_AHEAD);
    time = await firstFreeTime(page);
    const row = teeTimeRow(page, time);
    await expect(row).toContainText(FOUR_FREE);
    await row.click();

    // The create screen: the chosen day, time and holes; demo is the main booker.
    await expect(page).toHaveURL(/\/app\/booking\/create\?/);
    await settled(page, pageTitle(page, nl('booking.create.title')));
    const form = page.getByRole('main').filter({ has: playersSection(page) });
    await expect(form).toContainText(time);
    await expect(form).toContainText(clubDate(DAYS_AHEAD).shown);
    await expect(
      form.getByRole('radio', { name: nl('booking.holes_other', { count: 18 }), exact: true }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(playerItems(page)).toHaveText([flightPlayer(DEMO_MEMBER_NAME, 'mainBooker')]);
    const count = playersSection(page).getByText(
      nl('booking.players.count_other', { count: 1, max: 4 }),
      { exact: true },
    );
    await expect(count).toBeVisible();

    // A member, found by two letters and more of the surname.
    await playersSection(page)
      .getByRole('button', { name: nl('booking.players.addMember'), exact: true })
      .click();
    const search = playersSection(page).getByRole('searchbox', {
      name: nl('booking.players.search'),
    });
    await search.fill(markerName.split(' ').at(-1)!.slice(0, 4));
    await playersSection(page)
      .getByRole('list', { name: nl('booking.players.results') })
      .getByRole('button', { name: new RegExp(`^${literal(markerName)} `) })
      .click();
    await expect(search).toBeHidden();
    await expect(playerItems(page).nth(1)).toHaveText(flightPlayer(markerName, 'member'));

    // A guest: the empty form names the club's required fields first.
    await playersSection(page)
      .getByRole('button', { name: nl('booking.players.addGuest'), exact: true })
      .click();
    const lastname = page.getByRole('textbox', {
      name: `${nl('booking.guest.fields.lastname')} *`,
      exact: true,
    });
    const handicap = page.getByRole('textbox', {
      name: `${nl('booking.guest.fields.handicap')} *`,
      exact: true,
    });
    const addGuest = page.getByRole('button', { name: nl('booking.guest.add'), exact: true });
    await addGuest.click();
    const required = new Intl.ListFormat('nl-NL', { type: 'conjunction' }).format([
      nl('booking.guest.fields.lastname'),
      nl('booking.guest.fields.handicap'),
    ]);
    await expect(playersSection(page).getByRole('alert')).toHaveText(
      nl('booking.guest.required_other', { count: 2, fields: required }),
    );
    await expect(lastname).toHaveAttribute('aria-invalid', 'true');
    await expect(handicap).toHaveAttribute('aria-invalid', 'true');
    await lastname.fill(GUEST.lastname);
    await handicap.fill(GUEST.handicap);
    await addGuest.click();
    await expect(addGuest).toBeHidden();
    await expect(playerItems(page)).toHaveText([
      flightPlayer(DEMO_MEMBER_NAME, 'mainBooker'),
      flightPlayer(markerName, 'member'),
      flightPlayer(GUEST.lastname, 'guest'),
    ]);
    await expect(
      playersSection(page).getByText(nl('booking.players.count_other', { count: 3, max: 4 }), {
        exact: true,
      }),
    ).toBeVisible();

    // Booked: my tee times, with the new time and its players.
    await page.getByRole('button', { name: nl('booking.create.submit'), exact: true }).click();
    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    await expect(page.getByRole('status')).toHaveText(nl('booking.create.done'));
    const booked = bookingRow(page, date(), time);
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText(nl('booking.holes_other', { count: 18 }));
    await expect(booked).toContainText(`${DEMO_MEMBER_NAME}, ${markerName}, ${GUEST.lastname}`);

    // The grid, still on that day, shows the time as demo's own.
    await showTab(page, 'grid');
    await expect(dayChip(page, DAYS_AHEAD)).toHaveAttribute('aria-checked', 'true');
    await expect(teeTimeRow(page, time)).toContainText(nl('booking.slot.own'));
    await expect(teeTimeRow(page, time)).toContainText(nl('booking.you'));
  });

  test('demo opens the booking, swaps the guest for an unknown player and saves', async ({
    page,
  }) => {
    expect(time).not.toBe('');
    await login(page, demo);
    await openMyBooking(page, date(), time);

    await expect(page).toHaveURL(/\/app\/booking\/\d+$/);
    await settled(page, pageTitle(page, nl('booking.edit.title')));
    await expect(page.getByRole('main')).toContainText(time);
    await expect(playerItems(page)).toHaveText([
      flightPlayer(DEMO_MEMBER_NAME, 'mainBooker'),
      flightPlayer(markerName, 'member'),
      flightPlayer(GUEST.lastname, 'guest'),
    ]);
    const save = page.getByRole('button', { name: nl('booking.edit.save'), exact: true });
    await expect(save).toBeDisabled();

    await playersSection(page)
      .getByRole('button', { name: nl('booking.players.remove', { name: GUEST.lastname }) })
      .click();
    // A booked player is taken off only once demo confirms; cancelling keeps them.
    const confirmRemove = alertDialog(page, nl('booking.players.removeConfirmTitle'));
    await expect(confirmRemove).toContainText(
      nl('booking.players.removeConfirm', { name: GUEST.lastname }),
    );
    await confirmRemove.getByRole('button', { name: nl('common.cancel'), exact: true }).click();
    await expect(confirmRemove).toBeHidden();
    await expect(playerItems(page)).toHaveCount(3);
    await playersSection(page)
      .getByRole('button', { name: nl('booking.players.remove', { name: GUEST.lastname }) })
      .click();
    await confirmRemove
      .getByRole('button', { name: nl('booking.players.removeYes'), exact: true })
      .click();
    await expect(confirmRemove).toBeHidden();
    await playersSection(page)
      .getByRole('button', { name: nl('booking.players.addUnknown'), exact: true })
      .click();
    await expect(playerItems(page)).toHaveText([
      flightPlayer(DEMO_MEMBER_NAME, 'mainBooker'),
      flightPlayer(markerName, 'member'),
      flightPlayer(nl('booking.unknownPlayer'), 'unknown'),
    ]);
    await save.click();

    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    await expect(page.getByRole('status')).toHaveText(nl('booking.edit.done'));
    const changed = bookingRow(page, date(), time);
    await expect(changed).toContainText(
      `${DEMO_MEMBER_NAME}, ${markerName}, ${nl('booking.unknownPlayer')}`,
    );
    await expect(changed).not.toContainText(GUEST.lastname);
  });

  // spec §6: the club does not let a main booker take the others off (demo data:
  // hoofdboeker_alleen_zichzelf_annuleren '0'), so demo signs only themselves off and marker
  // leads the flight on; then marker cancels it, which leaves the time free.
  test('demo signs off, which needs a reason; marker keeps the time and becomes main booker', async ({
    page,
    playwright,
    baseURL,
  }) => {
    expect(time).not.toBe('');
    await login(page, demo);
    await openMyBooking(page, date(), time);
    await settled(page, pageTitle(page, nl('booking.edit.title')));

    await page.getByRole('button', { name: nl('booking.cancel.openOwn'), exact: true }).click();
    const panel = page.getByRole('region', { name: nl('booking.cancel.title'), exact: true });
    await expect(panel.getByText(nl('booking.cancel.reason'), { exact: true })).toBeVisible();
    await expect(panel).toContainText(nl('booking.cancel.othersStay', { name: markerName }));
    await expect(
      panel.getByRole('button', { name: nl('booking.cancel.all'), exact: true }),
    ).toHaveCount(0);
    const confirm = panel.getByRole('button', { name: nl('booking.cancel.confirm'), exact: true });

    // Without a reason the club does not take the cancellation.
    await confirm.click();
    await expect(panel.getByRole('alert')).toHaveText(nl('booking.cancel.reasonRequired'));
    await expect(pageTitle(page, nl('booking.edit.title'))).toBeVisible();

    // With one it does: back on my tee times, and the booking is gone.
    const reason = panel.getByRole('radio').first();
    await reason.click();
    await expect(reason).toBeChecked();
    await expect(panel.getByRole('alert')).toBeHidden();
    await confirm.click();
    await expect(page).toHaveURL(path('/app/booking/list'));
    await onTab(page, 'list');
    await expect(page.getByRole('status')).toHaveText(nl('booking.cancel.done'));
    await expect(bookingRow(page, date(), time)).toHaveCount(0);
    // demo's own tee time of tomorrow (demo data) is still there.
    await expect(
      bookingRow(page, clubDate(1).wire, demoAccountTeeTime(clubDate(1).wire)),
    ).toHaveCount(1);

    // On the grid the time has demo's place back; marker and the unknown player keep theirs.
    await showTab(page, 'grid');
    await chooseDay(page, DAYS_AHEAD);
    await expect(teeTimeRow(page, time)).toContainText(nl('booking.slot.free_other', { count: 2 }));

    // Marker now leads the flight; their cancel takes it off (the unknown player never stays
    // alone), and the time has all its places back.
    const request = await apiSession({ playwright, baseURL }, marker);
    const theirs = (
      (await (await request.get('/api/booking/self')).json()) as {
        id: number;
        date: string;
        is_hoofdboeker: boolean;
        loops: { time: string }[];
      }[]
    ).find((b) => b.date === date() && b.loops[0]?.time === time);
    expect(theirs?.is_hoofdboeker).toBe(true);
    const config = (await (await request.get('/api/config')).json()) as {
      cancellation_reasons: { id: number }[];
    };
    const gone = await request.delete(`/api/booking/${theirs!.id}`, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      data: { delete_all_bookings: false, reasonId: config.cancellation_reasons[0]!.id },
    });
    expect(gone.ok(), await gone.text()).toBe(true);
    await request.dispose();
    await page.reload();
    await chooseDay(page, DAYS_AHEAD);
    await expect(teeTimeRow(page, time)).toContainText(FOUR_FREE);
  });
});
