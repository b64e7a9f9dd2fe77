import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminTeeSheetDay,
  Booking,
  BookingSummary,
  TeeTimeCoursesResponse,
  TeeTimesResponse,
  type TeeTime,
  type TeeTimeCourse,
} from '@fairway/contract';
import { bookings, teeSheetSettings } from '../../db/schema';
import { NOW, bookingFixtures, type Member } from '../../../test/booking-fixtures';
import { adminCalls } from '../../../test/admin-calls';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * Two-tee starts, the crossover: an 18-hole round from tee 10 plays the back nine, then the front
 * nine from tee 1, where it holds a place at the turn from the moment it is booked. Both tee
 * times' places are taken in one statement, or neither; an edit and a cancel move both.
 */
const DAY = '2026-11-27';
const CAPACITY = 4;
/** The course's tee_ten_minutes: a nine's playing time, and the turn's distance from the start. */
const NINE = 120;
let t: TestApp;
let demo: string;
let marker: string;
let main: TeeTimeCourse;
let crowd: Member[];
let next = 0;
/** Members without a tee time on DAY, each handed out once. */
const member = () => crowd[next++]!;

const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const { call } = adminCalls(() => t, 'crossover');
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: writeHeaders(cookie), payload });
const sheetOf = async (tee: number, holes: 9 | 18, cookie = demo) =>
  TeeTimesResponse.parse(
    (
      await get(
        `/api/teetimes?course_id=${main.id}&holes=${holes}&date=${DAY}&start_tee=${tee}`,
        cookie,
      )
    ).json(),
  );
const book = (cookie: string, time: string, tee: number, holes: 9 | 18, players: object[] = []) =>
  send('POST', '/api/booking', cookie, {
    date: DAY,
    time,
    course_id: main.id,
    holes,
    start_tee: tee,
    players,
  });
const occupied = (time: string, tee: number) => fx.occupied(main.id, DAY, time, tee);
const rowsAt = (time: string, tee: number) =>
  t.database.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.course_id, main.id),
        eq(bookings.date, DAY),
        eq(bookings.time, time),
        eq(bookings.start_tee, tee),
      ),
    );
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The tee-sheet manager closes tee 1's time `turn` (and only that) for maintenance. */
async function blockTurn(turn: string, extra: object = {}) {
  const until = (await sheetOf(1, 9)).find((s) => s.time > turn)!.time;
  return call('POST', `/api/admin/courses/${main.id}/blocks`, marker, {
    kind: 'maintenance',
    date: DAY,
    from_time: turn,
    until_time: until,
    message: null,
    ...extra,
  });
}

/** A tee-10 time with four free places whose turn at tee 1 is untouched too, handed out once. */
const usedTimes = new Set<string>();
async function freeCrossing(): Promise<TeeTime> {
  const [ten, one] = await Promise.all([sheetOf(10, 18), sheetOf(1, 9)]);
  const found = ten.find((s) => {
    const turn = one.find((x) => x.time === s.turn_time);
    return (
      s.available &&
      s.free_slots === CAPACITY &&
      !usedTimes.has(s.time) &&
      !usedTimes.has(s.turn_time!) &&
      turn?.available === true &&
      turn.free_slots === CAPACITY
    );
  });
  if (!found) throw new Error('no free tee-10 time with a free turn');
  usedTimes.add(found.time);
  usedTimes.add(found.turn_time!);
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
  await t.database.db
    .update(teeSheetSettings)
    .set({ start_tees: [1, 10], tee_ten_minutes: NINE })
    .where(eq(teeSheetSettings.club_id, t.clubId('demo')));
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
  crowd = await fx.members(60, [DAY]);
});
afterAll(() => t.close());

describe('an 18-hole round from tee 10', () => {
  it("offers tee 10's times for 18 holes, each with the tee-1 time of its turn a nine later", async () => {
    const [ten, one] = await Promise.all([sheetOf(10, 18), sheetOf(1, 9)]);
    expect(ten.length).toBeGreaterThan(0);
    for (const s of ten) {
      const turn = one.find((x) => minutes(x.time) >= minutes(s.time) + NINE);
      expect(s.turn_time).toBe(turn!.time);
    }
    // Tee 1's own times have no turn; tee 10's carry it for 9 holes too (the app shows it once
    // the member chooses 18).
    expect(one.every((s) => s.turn_time === null)).toBe(true);
    expect((await sheetOf(10, 9)).map((s) => s.turn_time)).toEqual(ten.map((s) => s.turn_time));
  });

  it('takes places at tee 10 and at tee 1 at the turn; the turn lists the flight; both show in the booking', async () => {
    const time = await freeCrossing();
    const turn = time.turn_time!;
    const other = member();
    const res = await book(demo, time.time, 10, 18, [{ member_id: other.id }]);
    expect(res.statusCode).toBe(201);
    const created = BookingSummary.parse(res.json());
    expect(created).toMatchObject({ start_tee: 10, holes: 18 });
    expect(created.loops).toEqual([{ time: time.time }, { time: turn }]);
    expect(await occupied(time.time, 10)).toBe(2);
    expect(await occupied(turn, 1)).toBe(2);
    expect((await rowsAt(time.time, 10)).map((r) => r.turn_time)).toEqual([turn, turn]);
    // Tee 1 at the turn: two places taken, by the two of them.
    const atTurn = (await sheetOf(1, 9, other.cookie)).find((s) => s.time === turn)!;
    expect(atTurn).toMatchObject({ occupied_slots: 2, free_slots: 2, own_booking_id: null });
    expect(atTurn.reservations.filter((r) => r.is_self)).toHaveLength(1);
    // Tee 10 for 18 holes: as full as the fuller of the two.
    expect((await sheetOf(10, 18)).find((s) => s.time === time.time)!.free_slots).toBe(2);
    const detail = Booking.parse((await get(`/api/booking/${created.id}`, demo)).json());
    expect(detail.turn_time).toBe(turn);
    const mine = await fx.mine(demo);
    expect(mine.find((b) => b.id === created.id)?.loops).toEqual(created.loops);
    // The starter's day sheet says where the flight comes through tee 1.
    const day = AdminTeeSheetDay.parse(
      (await get(`/api/admin/courses/${main.id}/day?date=${DAY}`, marker)).json(),
    );
    expect(day.flights.find((f) => f.booking_id === created.id)).toMatchObject({
      start_tee: 10,
      holes: 18,
      turn_time: turn,
    });
    // A 9-hole round from tee 10 holds nothing at tee 1.
    const nine = await freeCrossing();
    const back = await book(member().cookie, nine.time, 10, 9);
    expect(back.statusCode).toBe(201);
    expect(BookingSummary.parse(back.json()).loops).toEqual([{ time: nine.time }]);
    expect(await occupied(nine.turn_time!, 1)).toBe(0);
    expect((await rowsAt(nine.time, 10))[0]!.turn_time).toBeNull();
  });

  it('is refused SLOT_FULL when tee 1 has no room at the turn, and writes nothing at either tee', async () => {
    const time = await freeCrossing();
    const turn = time.turn_time!;
    const four = await book(member().cookie, turn, 1, 18, [
      { member_id: member().id },
      { member_id: member().id },
      { member_id: member().id },
    ]);
    expect(four.statusCode).toBe(201);
    // The sheet says so before anyone tries: no place for 18 holes, all four for 9.
    expect((await sheetOf(10, 18)).find((s) => s.time === time.time)).toMatchObject({
      available: false,
      free_slots: 0,
    });
    expect((await sheetOf(10, 9)).find((s) => s.time === time.time)).toMatchObject({
      available: true,
      free_slots: CAPACITY,
    });
    const res = await book(member().cookie, time.time, 10, 18);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_FULL' });
    expect(res.json().message).toContain('tee 1');
    expect(await rowsAt(time.time, 10)).toEqual([]);
    expect(await occupied(time.time, 10)).toBe(0);
    expect(await occupied(turn, 1)).toBe(CAPACITY);
    // The back nine alone still fits.
    expect((await book(member().cookie, time.time, 10, 9)).statusCode).toBe(201);
  });

  it('moves the places at the turn with an edit and gives both back with a cancel', async () => {
    const time = await freeCrossing();
    const turn = time.turn_time!;
    const booker = member();
    const res = await book(booker.cookie, time.time, 10, 18, [{ unknown: true }]);
    expect(res.statusCode).toBe(201);
    const id = BookingSummary.parse(res.json()).id;
    const flight = Booking.parse((await get(`/api/booking/${id}`, booker.cookie)).json());
    const unknownRow = flight.players.find((p) => p.unknown)!;
    // Two more players: four at each tee.
    const more = await send('PUT', `/api/booking/${id}`, booker.cookie, {
      players: [{ teetime_id: unknownRow.teetime_id }, { unknown: true }, { unknown: true }],
    });
    expect(more.statusCode).toBe(200);
    expect([await occupied(time.time, 10), await occupied(turn, 1)]).toEqual([4, 4]);
    expect((await rowsAt(time.time, 10)).every((r) => r.turn_time === turn)).toBe(true);
    // Down to the booker alone: one at each.
    const fewer = await send('PUT', `/api/booking/${id}`, booker.cookie, { players: [] });
    expect(fewer.statusCode).toBe(200);
    expect([await occupied(time.time, 10), await occupied(turn, 1)]).toEqual([1, 1]);
    expect((await fx.cancel(booker.cookie, id)).statusCode).toBe(200);
    expect([await occupied(time.time, 10), await occupied(turn, 1)]).toEqual([0, 0]);
    expect(await rowsAt(time.time, 10)).toEqual([]);
  });

  it('is refused when an edit would overfill the turn, and the flight stays as it was', async () => {
    const time = await freeCrossing();
    const turn = time.turn_time!;
    const booker = member();
    const res = await book(booker.cookie, time.time, 10, 18);
    const id = BookingSummary.parse(res.json()).id;
    const three = await book(member().cookie, turn, 1, 9, [{ unknown: true }, { unknown: true }]);
    expect(three.statusCode).toBe(201);
    const more = await send('PUT', `/api/booking/${id}`, booker.cookie, {
      players: [{ unknown: true }],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('SLOT_FULL');
    expect([await occupied(time.time, 10), await occupied(turn, 1)]).toEqual([1, 4]);
    expect(await rowsAt(time.time, 10)).toHaveLength(1);
  });

  it('is closed on the sheet and refused SLOT_CLOSED when a block holds tee 1 at the turn', async () => {
    const time = await freeCrossing();
    const turn = time.turn_time!;
    const block = await blockTurn(turn);
    expect(block.statusCode).toBe(201);
    const shown = (await sheetOf(10, 18)).find((s) => s.time === time.time)!;
    expect(shown).toMatchObject({ available: false, closed: 'blocked' });
    // The back nine alone is not held up by it.
    expect((await sheetOf(10, 9)).find((s) => s.time === time.time)!.closed).toBeNull();
    const res = await book(member().cookie, time.time, 10, 18);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_CLOSED');
    expect(await rowsAt(time.time, 10)).toEqual([]);
    expect(await occupied(time.time, 10)).toBe(0);
  });

  it('is cancelled, both places given back, by a block written over its turn with its bookings cancelled', async () => {
    const time = await freeCrossing();
    const turn = time.turn_time!;
    const booker = member();
    const res = await book(booker.cookie, time.time, 10, 18, [{ unknown: true }]);
    expect(res.statusCode).toBe(201);
    const block = await blockTurn(turn, { bookings: 'cancel' });
    expect(block.statusCode).toBe(201);
    expect(await rowsAt(time.time, 10)).toEqual([]);
    expect([await occupied(time.time, 10), await occupied(turn, 1)]).toEqual([0, 0]);
    expect((await fx.mine(booker.cookie)).some((b) => b.date === DAY)).toBe(false);
  });

  it('of members booking tee 10 for 18 holes and tee 1 at its turn at once, never more than the places at the turn', async () => {
    for (let round = 0; round < 3; round++) {
      const time = await freeCrossing();
      const turn = time.turn_time!;
      const who = Array.from({ length: 8 }, () => member());
      const answers = await Promise.all(
        who.map((m, i) =>
          i % 2 === 0 ? book(m.cookie, time.time, 10, 18) : book(m.cookie, turn, 1, 9),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CAPACITY);
      expect(
        answers.filter((a) => a.statusCode !== 201).every((a) => a.json().code === 'SLOT_FULL'),
      ).toBe(true);
      const crossing = await rowsAt(time.time, 10);
      const atTurn = await rowsAt(turn, 1);
      expect(crossing.length + atTurn.length).toBe(CAPACITY);
      expect(await occupied(turn, 1)).toBe(CAPACITY);
      expect(await occupied(time.time, 10)).toBe(crossing.length);
    }
  });
});
