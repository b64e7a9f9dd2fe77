import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  Booking,
  BookingSummary,
  Relatie,
  TeeTimeCoursesResponse,
  type TeeTimeCourse,
} from '@fairway/contract';
import { bookings } from '../../db/schema';
import {
  bookingFixtures,
  NOW,
  TUESDAY,
  WEDNESDAY,
  THURSDAY,
  FRIDAY,
  SATURDAY,
} from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/** POST /api/booking (spec §7): what a booking takes, what it answers and every refusal. */
// The clock starts at the seed's day (NOW) and moves in the opening tests.
let now = NOW;
let t: TestApp;
let demo: string;
let marker: string;
let veld: string;
let main: TeeTimeCourse;
let short: TeeTimeCourse;
let demoMe: Relatie;
let markerMe: Relatie;

const fx = bookingFixtures(
  () => t,
  () => now,
);
const { get, members, mine } = fx;
/** A booking's body: `players` at `time` on `date`, 18 holes on the main course unless told. */
const bookingBody = (
  date: string,
  time: string,
  players: unknown[] = [],
  holes = 18,
  course: TeeTimeCourse = main,
) => ({ date, time, course_id: course.id, holes, players });
const book = (cookie: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: { ...writeHeaders(cookie), ...headers },
    payload: payload as object,
  });
const sheet = (date: string, course = main, cookie = demo) => fx.sheet(course, date, cookie);
const slotOf = async (date: string, time: string, course = main) =>
  (await sheet(date, course)).find((s) => s.time === time)!;
const freeTime = (date: string, course = main, from = '00:00') =>
  fx.freeTime(course, date, demo, from);
/** A member with nothing booked books a free Friday time on `course` with `players`. */
async function bookFriday(holes: number, players: unknown[], course = main) {
  const [booker] = await members(1, [FRIDAY]);
  const time = await freeTime(FRIDAY, course);
  const res = await book(booker!.cookie, bookingBody(FRIDAY, time, players, holes, course));
  return { booker: booker!, time, res };
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [demo, marker, veld] = await Promise.all([t.login('demo'), t.login('marker'), t.login('veld')]);
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
  short = courses.find((c) => c.holes === 9)!;
  demoMe = Relatie.parse((await get('/api/relatie/self', demo)).json());
  markerMe = Relatie.parse((await get('/api/relatie/self', marker)).json());
});
afterEach(() => {
  now = NOW;
});
afterAll(() => t.close());

describe('POST /api/booking: a booking with a member, a guest and an unknown player', () => {
  it('answers 201 with the spec §3 booking response and takes four places', async () => {
    const time = await freeTime(WEDNESDAY);
    const res = await book(demo, {
      date: WEDNESDAY,
      time,
      course_id: main.id,
      holes: 18,
      players: [
        { member_id: markerMe.id },
        {
          guest: {
            gsn: 'NL12345678',
            firstname: 'Piet',
            lastname: 'Bakker',
            handicap: 12.3,
            gender: 'm',
            email: 'piet@example.nl',
          },
        },
        { unknown: true },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created = BookingSummary.parse(res.json());
    expect(created).toEqual({
      id: expect.any(Number),
      date: WEDNESDAY,
      loops: [{ time }],
      course: { id: main.id, name: 'De Lange Baan' },
      match_id: null,
      holes: 18,
      start_tee: 1,
      is_hoofdboeker: true,
      player: { id: demoMe.id, name: 'Jan Demo' },
      extra_players: [
        { id: markerMe.id, name: expect.stringContaining(markerMe.achternaam) },
        { id: null, name: 'Piet Bakker' },
        { id: null, name: '' },
      ],
      free_places: 0,
      history: false,
      timestamp: expect.any(Number),
    });
    const slot = await slotOf(WEDNESDAY, time);
    expect(created.timestamp).toBe(slot.timestamp);
    expect(slot).toMatchObject({
      occupied_slots: 4,
      free_slots: 0,
      available: false,
      own_booking_id: created.id,
    });

    // The booking as the main booker reads it (spec §3 Booking, permissions of spec §6).
    const detail = Booking.parse((await get(`/api/booking/${created.id}`, demo)).json());
    expect(detail).toMatchObject({
      id: created.id,
      date: WEDNESDAY,
      time,
      timestamp: slot.timestamp,
      course_id: main.id,
      course_name: 'De Lange Baan',
      holes: 18,
      free_slots: 0,
      occupied_slots: 4,
      max_players: 4,
      owner: { id: demoMe.id, name: 'Jan Demo' },
      new: false,
      is_hoofdboeker: true,
      history: false,
      match_id: null,
      can_edit: true,
      can_delete: true,
      can_delete_another_player: true,
      offer_delete_choice: false,
    });
    expect(detail.players.map((p) => [p.member_id, p.name, p.is_guest, p.unknown])).toEqual([
      [demoMe.id, 'Jan Demo', false, false],
      [markerMe.id, expect.any(String), false, false],
      [null, 'Piet Bakker', true, false],
      [expect.any(Number), '', false, true], // the club's onbekend_relatie_id
    ]);
    expect(detail.players[0]!.parent_teetime_id).toBeNull();
    expect(detail.players.slice(1).every((p) => p.parent_teetime_id === created.id)).toBe(true);
    expect(detail.players.every((p) => p.saved && !p.is_new)).toBe(true);

    // The same booking by its tee time.
    const byTs = await get(
      `/api/booking/by_timestamp/${slot.timestamp}?course_id=${main.id}`,
      demo,
    );
    expect(byTs.statusCode).toBe(200);
    expect(Booking.parse(byTs.json())).toEqual(detail);

    // Marker sees it in their own list as an extra player.
    const theirs = (await mine(marker)).find((b) => b.date === WEDNESDAY)!;
    expect(theirs).toMatchObject({
      is_hoofdboeker: false,
      player: { id: markerMe.id },
      loops: [{ time }],
    });
    expect(theirs.extra_players.map((p) => p.name)).toEqual(['Jan Demo', 'Piet Bakker', '']);
    const markerView = Booking.parse((await get(`/api/booking/${theirs.id}`, marker)).json());
    expect(markerView).toMatchObject({
      is_hoofdboeker: false,
      can_edit: false,
      can_delete: true,
      can_delete_another_player: false,
    });
    // The guest is stored with what was given.
    const [guestRow] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.parent_id, created.id), isNotNull(bookings.guest)));
    expect(guestRow!.guest).toMatchObject({
      gsn: 'NL12345678',
      lastname: 'Bakker',
      handicap: 12.3,
    });
  });

  it('ignores a member added twice, and the booker added as a player', async () => {
    const [booker, friend] = await members(2, [THURSDAY]);
    const time = await freeTime(THURSDAY);
    const res = await book(
      booker!.cookie,
      bookingBody(
        THURSDAY,
        time,
        [{ member_id: friend!.id }, { member_id: friend!.id }, { member_id: booker!.id }],
        9,
      ),
    );
    expect(res.statusCode).toBe(201);
    const created = BookingSummary.parse(res.json());
    expect(created.extra_players.map((p) => p.id)).toEqual([friend!.id]);
    expect(created.free_places).toBe(2);
    expect(created.holes).toBe(9);
    expect((await slotOf(THURSDAY, time)).occupied_slots).toBe(2);
  });

  it('stores 27 holes as 18', async () => {
    const { booker, res } = await bookFriday(27, []);
    expect(res.statusCode).toBe(201);
    const created = BookingSummary.parse(res.json());
    expect(created.holes).toBe(18);
    expect(
      Booking.parse((await get(`/api/booking/${created.id}`, booker.cookie)).json()).holes,
    ).toBe(18);
  });

  it("clamps a guest's handicap to −9..54", async () => {
    const { res } = await bookFriday(18, [
      { guest: { lastname: 'Hoog', handicap: 60 } },
      { guest: { lastname: 'Laag', handicap: -20 } },
    ]);
    expect(res.statusCode).toBe(201);
    const id = BookingSummary.parse(res.json()).id;
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.parent_id, id))
      .orderBy(asc(bookings.id));
    expect(rows.map((r) => (r.guest as { handicap: number }).handicap)).toEqual([54, -9]);
  });

  it('books the short course over 9 holes', async () => {
    const { time, res } = await bookFriday(9, [], short);
    expect(res.statusCode).toBe(201);
    expect(BookingSummary.parse(res.json()).course).toEqual({
      id: short.id,
      name: 'De Korte Negen',
    });
    expect((await slotOf(FRIDAY, time, short)).occupied_slots).toBe(1);
  });
});

describe('POST /api/booking: bad input is 400 and changes nothing', () => {
  let time: string;
  let before: BookingSummary[];
  beforeAll(async () => {
    time = await freeTime(SATURDAY);
    before = await mine(marker);
  });
  const base = () => bookingBody(SATURDAY, time);
  const guest = (g: Record<string, unknown>) => ({ players: [{ guest: g }] });

  it.each([
    ['players that are not a list', { players: 'marker' }, 'players'],
    ['a player of no known shape', { players: [{ name: 'Kees' }] }, 'players.0'],
    [
      'a player that is a member and a guest',
      { players: [{ member_id: 5, guest: {} }] },
      'players.0',
    ],
    ['an unknown player that is false', { players: [{ unknown: false }] }, 'players.0'],
    ['a member id that is no number', { players: [{ member_id: 'abc' }] }, 'players.0'],
    ['more than 8 players', { players: Array(9).fill({ unknown: true }) }, 'players'],
    [
      'a guest with GSN XX12',
      guest({ lastname: 'B', handicap: 10, gsn: 'XX12' }),
      'players.0.guest.gsn',
    ],
    [
      'a guest handicap of 150',
      guest({ lastname: 'B', handicap: 150 }),
      'players.0.guest.handicap',
    ],
    ['a guest handicap that is text', guest({ lastname: 'B', handicap: 'plus' }), 'players.0'],
    [
      'a guest email that is no address',
      guest({ lastname: 'B', handicap: 1, email: 'x' }),
      'players.0.guest.email',
    ],
    ['no date', { date: undefined }, 'date'],
    ['a date as DD-MM-YYYY', { date: '28-11-2026' }, 'date'],
    ['a time of 25:00', { time: '25:00' }, 'time'],
    ['a time as 9:30', { time: '9:30' }, 'time'],
    ['no course', { course_id: undefined }, 'course_id'],
    ['course 0', { course_id: 0 }, 'course_id'],
    ['no holes', { holes: undefined }, 'holes'],
    ['12 holes', { holes: 12 }, 'holes'],
    ['36 holes', { holes: 36 }, 'holes'],
  ])('refuses %s (schema)', async (_name, change, field) => {
    const res = await book(marker, { ...base(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.some((f: { field: string }) => f.field.startsWith(field))).toBe(true);
  });

  it.each([
    ['a time not on the sheet (10:05)', { time: '10:05' }, 'time'],
    ['a time before the first tee time (06:00)', { time: '06:00' }, 'time'],
    ['a time after the last tee time (17:10)', { time: '17:10' }, 'time'],
    [
      'a time of the 18-hole sheet on the 9-hole course',
      { course_id: 'SHORT', holes: 9, time: '07:40' },
      'time',
    ],
    ['a past date', { date: '2026-11-21' }, 'date'],
    ['a time earlier today', { date: '2026-11-22', time: '10:50' }, 'date'],
    ['18 holes on the 9-hole course', { course_id: 'SHORT', holes: 18, time: '12:00' }, 'holes'],
    ['27 holes on the 9-hole course', { course_id: 'SHORT', holes: 27, time: '12:00' }, 'holes'],
    ['five players in a four-ball', { players: Array(4).fill({ unknown: true }) }, 'players'],
    [
      'a guest without the required last name',
      guest({ firstname: 'Piet', handicap: 10 }),
      'players.0.guest.lastname',
    ],
    [
      'a guest without the required handicap',
      guest({ lastname: 'Bakker' }),
      'players.0.guest.handicap',
    ],
  ])('refuses %s (club rules)', async (_name, change, field) => {
    const payload: Record<string, unknown> = { ...base(), ...change };
    if (payload.course_id === 'SHORT') payload.course_id = short.id;
    const res = await book(marker, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('names the problem in the message', async () => {
    const past = await book(marker, { ...base(), date: '2026-11-21' });
    expect(past.json().message).toBe('date: the chosen date lies in the past');
    const many = await book(marker, { ...base(), players: Array(4).fill({ unknown: true }) });
    expect(many.json().message).toBe('players: a tee time holds at most 4 players');
  });

  it("refuses the club's unknown-player placeholder named as a member", async () => {
    const config = (await get('/api/config', marker)).json() as { onbekend_relatie_id: number };
    const res = await book(marker, {
      ...base(),
      players: [{ member_id: config.onbekend_relatie_id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(
      'players.0.member_id',
    );
    expect(await mine(marker)).toEqual(before);
  });

  it('refuses a member of another club as a player', async () => {
    const veldMe = Relatie.parse((await get('/api/relatie/self', veld)).json());
    const res = await book(marker, { ...base(), players: [{ member_id: veldMe.id }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('not a member of this club');
    expect((await mine(veld)).some((b) => b.date === SATURDAY && b.course.id === main.id)).toBe(
      false,
    );
  });

  it('answers 404 for a course that does not exist', async () => {
    const res = await book(marker, { ...base(), course_id: 999999 });
    expect(res.statusCode).toBe(404);
  });

  it('left the time and the member as they were', async () => {
    expect(await mine(marker)).toEqual(before);
    expect(await slotOf(SATURDAY, time)).toMatchObject({ occupied_slots: 0, reservations: [] });
  });
});

describe('POST /api/booking: refusals of the sheet and the club rules', () => {
  it('refuses a time held for a match or blocked with 409 SLOT_CLOSED', async () => {
    const before = (await slotOf(TUESDAY, '09:30')).occupied_slots;
    const match = await book(marker, bookingBody(TUESDAY, '09:30'));
    expect(match.statusCode).toBe(409);
    expect(match.json().code).toBe('SLOT_CLOSED');
    const blocked = await book(marker, bookingBody('2026-11-23', '07:30', [], 9));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('SLOT_CLOSED');
    expect((await slotOf(TUESDAY, '09:30')).occupied_slots).toBe(before);
  });

  it('refuses with 409 SLOT_FULL when the places run out, and keeps the places taken', async () => {
    const [a, b, c] = await members(3, [SATURDAY]);
    const time = await freeTime(SATURDAY);
    const body = (players: unknown[]) => bookingBody(SATURDAY, time, players);
    expect((await book(a!.cookie, body([{ unknown: true }, { unknown: true }]))).statusCode).toBe(
      201,
    );
    const bBefore = await mine(b!.cookie);
    const tooMany = await book(b!.cookie, body([{ unknown: true }]));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('SLOT_FULL');
    expect((await slotOf(SATURDAY, time)).occupied_slots).toBe(3);
    expect(await mine(b!.cookie)).toEqual(bBefore);
    expect((await book(b!.cookie, body([]))).statusCode).toBe(201);
    const full = await book(c!.cookie, body([]));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SLOT_FULL');
    expect(await slotOf(SATURDAY, time)).toMatchObject({ occupied_slots: 4, free_slots: 0 });
  });

  it('refuses an overlapping tee time with 409 BOOKING_OVERLAP, for the booker and for a player', async () => {
    const [a, b] = await members(2, [THURSDAY]);
    const at = (time: string, holes: number, course = main, players: unknown[] = []) =>
      bookingBody(THURSDAY, time, players, holes, course);
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const first = await freeTime(THURSDAY, main, '09:00');
    const start = minutesOf(first);
    expect((await book(a!.cookie, at(first, 18))).statusCode).toBe(201);
    const later = await freeTime(THURSDAY, main, clock(start + 60));
    expect(minutesOf(later)).toBeLessThan(start + 270);
    const again = await book(a!.cookie, at(later, 9));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOOKING_OVERLAP',
      message: `you already have a tee time at ${first} that day`,
    });
    // On the other course too: a member plays one round at a time.
    const other = await book(a!.cookie, at(await freeTime(THURSDAY, short, first), 9, short));
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('BOOKING_OVERLAP');
    // b books and wants a along: a's round is in the way.
    const bBefore = await mine(b!.cookie);
    const meanwhile = await freeTime(THURSDAY, main, clock(start + 120));
    const withA = await book(b!.cookie, at(meanwhile, 18, main, [{ member_id: a!.id }]));
    expect(withA.statusCode).toBe(409);
    expect(withA.json().message).toBe(`a player already has a tee time at ${first} that day`);
    expect(await mine(b!.cookie)).toEqual(bBefore);
    expect((await slotOf(THURSDAY, meanwhile)).occupied_slots).toBe(0);
    // 18 holes take 4 h 30: from then on a may book again.
    const after = await freeTime(THURSDAY, main, clock(start + 270));
    expect((await book(a!.cookie, at(after, 18))).statusCode).toBe(201);
    expect((await mine(a!.cookie)).filter((x) => x.date === THURSDAY)).toHaveLength(2);
  });

  it('refuses a fifth open booking with 409 BOOKING_LIMIT (booking_max_open 4)', async () => {
    const days = [WEDNESDAY, THURSDAY, FRIDAY, SATURDAY];
    const [a, b] = await members(2, [TUESDAY, ...days]);
    // What counts is what a booked themselves: the demo's flights are booked by their main booker.
    const made = (await mine(a!.cookie)).filter((x) => x.is_hoofdboeker).length;
    expect(made).toBeLessThan(4);
    for (const date of days.slice(0, 4 - made)) {
      const res = await book(a!.cookie, bookingBody(date, await freeTime(date), [], 9));
      expect(res.statusCode).toBe(201);
    }
    const before = await mine(a!.cookie);
    expect(before.filter((x) => x.is_hoofdboeker)).toHaveLength(4);
    const fifth = bookingBody(TUESDAY, await freeTime(TUESDAY), [], 9);
    const res = await book(a!.cookie, fifth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'BOOKING_LIMIT',
      message: 'you made the most open bookings you may hold (4)',
    });
    expect(await mine(a!.cookie)).toEqual(before);
    expect((await slotOf(TUESDAY, fifth.time)).occupied_slots).toBe(0);
    // Someone else may still take a along: that booking is b's to count, not a's.
    const along = await book(b!.cookie, { ...fifth, players: [{ member_id: a!.id }] });
    expect(along.statusCode).toBe(201);
    expect(await mine(a!.cookie)).toHaveLength(before.length + 1);
  });

  it('counts only the bookings a member made: places others booked for them never refuse their own', async () => {
    const days = [WEDNESDAY, THURSDAY, FRIDAY, SATURDAY];
    const [victim, b, c] = await members(3, [TUESDAY, ...days]);
    // The demo's own tee times (on other days), which the victim booked themselves.
    const before = await mine(victim!.cookie);
    expect(before.filter((x) => x.is_hoofdboeker).length).toBeLessThan(4);
    const along = (date: string) => ({
      date,
      course_id: main.id,
      holes: 9,
      players: [{ member_id: victim!.id }],
    });
    // Two members take the victim along twice each.
    for (const [i, date] of days.entries()) {
      const res = await book((i < 2 ? b : c)!.cookie, {
        ...along(date),
        time: await freeTime(date),
      });
      expect(res.statusCode).toBe(201);
    }
    const theirs = (await mine(victim!.cookie)).filter((x) => days.includes(x.date));
    expect(theirs).toHaveLength(4);
    expect(theirs.every((x) => !x.is_hoofdboeker)).toBe(true);
    expect(before.length + theirs.length).toBeGreaterThanOrEqual(4);

    const own = await book(victim!.cookie, bookingBody(TUESDAY, await freeTime(TUESDAY), [], 9));
    expect(own.statusCode).toBe(201);
    expect(await mine(victim!.cookie)).toHaveLength(before.length + 5);

    // A place someone else made for them is theirs to leave; the booker keeps the tee time.
    const config = (await get('/api/config', victim!.cookie)).json() as {
      cancellation_reasons: { id: number }[];
    };
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/${theirs[0]!.id}`,
      headers: writeHeaders(victim!.cookie),
      payload: { delete_all_bookings: false, reasonId: config.cancellation_reasons[0]!.id },
    });
    expect(left.statusCode).toBe(200);
    expect((await mine(victim!.cookie)).map((x) => x.date)).not.toContain(theirs[0]!.date);
    const bookers = [...(await mine(b!.cookie)), ...(await mine(c!.cookie))];
    const kept = bookers.find((x) => x.date === theirs[0]!.date)!;
    expect(kept.is_hoofdboeker).toBe(true);
    expect(kept.extra_players).toEqual([]);
  });

  it('refuses a day beyond booking_days_ahead (14) with 409 SHEET_NOT_OPEN', async () => {
    const res = await book(marker, bookingBody('2026-12-07', '12:00'));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SHEET_NOT_OPEN');
  });

  it('opens the newest day at booking_opens_at (07:00 club time)', async () => {
    const [a] = await members(1, ['2026-12-06']);
    const body = bookingBody('2026-12-06', await freeTime('2026-12-06'));
    now = new Date('2026-11-22T05:59:00Z'); // 06:59 in Amsterdam
    const early = await book(a!.cookie, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SHEET_NOT_OPEN');
    expect((await sheet('2026-12-06')).every((s) => s.closed !== null)).toBe(true);
    now = new Date('2026-11-22T06:00:00Z'); // 07:00
    expect((await book(a!.cookie, body)).statusCode).toBe(201);
  });
});

describe('POST /api/booking with an Idempotency-Key', () => {
  it('a replay answers the first answer and books once', async () => {
    const [a] = await members(1, [FRIDAY]);
    const time = await freeTime(FRIDAY);
    const body = bookingBody(FRIDAY, time, [{ unknown: true }]);
    const key = { 'idempotency-key': 'booking-key-0001' };
    const before = (await mine(a!.cookie)).length;
    const first = await book(a!.cookie, body, key);
    const replay = await book(a!.cookie, body, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await mine(a!.cookie)).toHaveLength(before + 1);
    expect((await slotOf(FRIDAY, time)).occupied_slots).toBe(2);
  });

  it('the same key with another body is refused with 422 IDEMPOTENCY_MISMATCH and books nothing', async () => {
    const [a] = await members(1, [FRIDAY, SATURDAY]);
    const key = { 'idempotency-key': 'booking-key-0002' };
    const time = await freeTime(FRIDAY);
    const first = await book(a!.cookie, bookingBody(FRIDAY, time), key);
    expect(first.statusCode).toBe(201);
    const other = await freeTime(SATURDAY);
    const res = await book(a!.cookie, bookingBody(SATURDAY, other), key);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await slotOf(SATURDAY, other)).occupied_slots).toBe(0);
    expect((await mine(a!.cookie)).some((b) => b.date === SATURDAY)).toBe(false);
  });

  it('a refusal is replayed as the same refusal', async () => {
    const [a] = await members(1, [SATURDAY]);
    const key = { 'idempotency-key': 'booking-key-0003' };
    const body = bookingBody(TUESDAY, '09:00');
    const first = await book(a!.cookie, body, key);
    const again = await book(a!.cookie, body, key);
    expect(first.statusCode).toBe(409);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(first.json());
  });

  it('a replay of the booking that filled the time still gets its 201, not SLOT_FULL', async () => {
    const [a] = await members(1, [FRIDAY]);
    const time = await freeTime(FRIDAY);
    const body = bookingBody(FRIDAY, time, [
      { unknown: true },
      { unknown: true },
      { unknown: true },
    ]);
    const key = { 'idempotency-key': 'booking-key-0005' };
    const first = await book(a!.cookie, body, key);
    expect(first.statusCode).toBe(201);
    expect((await slotOf(FRIDAY, time)).free_slots).toBe(0);
    const replay = await book(a!.cookie, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
  });

  it('a refusal from the quick checks stores nothing: the same key books once the time is free', async () => {
    const [a, b] = await members(2, [SATURDAY]);
    const time = await freeTime(SATURDAY);
    const full = bookingBody(SATURDAY, time, [
      { unknown: true },
      { unknown: true },
      { unknown: true },
    ]);
    const taken = await book(b!.cookie, full);
    expect(taken.statusCode).toBe(201);
    const key = { 'idempotency-key': 'booking-key-0006' };
    const body = bookingBody(SATURDAY, time);
    const refused = await book(a!.cookie, body, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_FULL');
    const cancel = await fx.cancel(b!.cookie, BookingSummary.parse(taken.json()).id);
    expect(cancel.statusCode).toBe(200);
    expect((await book(a!.cookie, body, key)).statusCode).toBe(201);
  });

  it('a refusal inside the booking transaction rolls its key back: the key books later', async () => {
    const [a] = await members(1, [FRIDAY]);
    const first = await freeTime(FRIDAY);
    const held = await book(a!.cookie, bookingBody(FRIDAY, first));
    expect(held.statusCode).toBe(201);
    // A second round the same morning: the time is free, the member is not (BOOKING_OVERLAP is
    // decided under the member's lock, after the key was claimed).
    const key = { 'idempotency-key': 'booking-key-0007' };
    const later = await freeTime(
      FRIDAY,
      main,
      first.replace(/^(\d\d)/, (h) => String(Number(h) + 1).padStart(2, '0')),
    );
    const body = bookingBody(FRIDAY, later);
    const refused = await book(a!.cookie, body, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_OVERLAP');
    const cancel = await fx.cancel(a!.cookie, BookingSummary.parse(held.json()).id);
    expect(cancel.statusCode).toBe(200);
    const booked = await book(a!.cookie, body, key);
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
    expect((await slotOf(FRIDAY, later)).occupied_slots).toBe(1);
  });

  it('a key belongs to its member: another member with the same key books for themselves', async () => {
    const [a, b] = await members(2, [FRIDAY]);
    const key = { 'idempotency-key': 'booking-key-0004' };
    const time = await freeTime(FRIDAY);
    const body = bookingBody(FRIDAY, time, [], 9);
    expect((await book(a!.cookie, body, key)).statusCode).toBe(201);
    const res = await book(b!.cookie, body, key);
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(BookingSummary.parse(res.json()).player.id).toBe(b!.id);
    expect((await slotOf(FRIDAY, time)).occupied_slots).toBe(2);
  });

  it('refuses a key shorter than 8 characters with 400', async () => {
    const res = await book(marker, bookingBody(FRIDAY, '12:00', [], 9), {
      'idempotency-key': 'short',
    });
    expect(res.statusCode).toBe(400);
  });
});
