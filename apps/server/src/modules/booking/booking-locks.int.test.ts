import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT } from '@fairway/golf';
import {
  BookingSummary,
  LockResponse,
  TeeTimeCoursesResponse,
  type TeeTime,
} from '@fairway/contract';
import { teeSlots } from '../../db/schema';
import { NOW, bookingFixtures } from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * POST /api/teetimes/lock and /unlock (spec §4 "Tee time slots"): a lock is asked first, held by one
 * member for booking_lock_minutes (5 at the demo club), refused to others with the minutes left,
 * released after save and running out by itself.
 */
// The clock moves in the expiry tests.
const DAY = '2026-11-26'; // Thursday: no weekly blocks
let now = NOW;
let t: TestApp;
let demo: string;
let marker: string;
let gast: string;
let courseId: number;
let free: TeeTime[];
let nextFree = 0;

const fx = bookingFixtures(
  () => t,
  () => now,
);
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const { get } = fx;
const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), payload: payload as object });
const lock = (cookie: string, timestamp: number, course = courseId) =>
  post('/api/teetimes/lock', cookie, { course_id: course, timestamp });
const unlock = (cookie: string, timestamp: number, course = courseId) =>
  post('/api/teetimes/unlock', cookie, { course_id: course, timestamp });
const sheet = (cookie: string, date = DAY) => fx.sheet({ id: courseId, holes: 18 }, date, cookie);
const slotOf = async (cookie: string, time: string) =>
  (await sheet(cookie)).find((s) => s.time === time)!;
/** A time of DAY nobody has booked or locked yet, one per test. */
const takeFree = () => free[nextFree++]!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  [demo, marker, gast] = await Promise.all([t.login('demo'), t.login('marker'), t.login('gast')]);
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
  courseId = courses.find((c) => c.holes === 18)!.id;
  free = (await sheet(demo)).filter((s) => s.available && s.free_slots === 4);
  expect(free.length).toBeGreaterThan(10);
});
afterEach(() => {
  now = NOW;
});
afterAll(() => t.close());

describe('POST /api/teetimes/lock', () => {
  it('gives the first member the lock (FLIGHT.FREE) and the second LOCKED with the minutes left', async () => {
    const slot = takeFree();
    const first = await lock(demo, slot.timestamp);
    expect(first.statusCode).toBe(200);
    expect(LockResponse.parse(first.json())).toEqual({
      status: FLIGHT.FREE,
      remaining_lock_time: 0,
    });
    expect(FLIGHT.FREE).toBe(1);

    const second = await lock(marker, slot.timestamp);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: FLIGHT.LOCKED, remaining_lock_time: 5 });

    now = minutes(2);
    expect((await lock(marker, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 3,
    });
    // Minutes are rounded up: 30 seconds left is still "1 minute".
    now = new Date(minutes(4).getTime() + 30_000);
    expect((await lock(marker, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 1,
    });
  });

  it('members locking one time at once: one gets it, the others are told LOCKED with its minutes; the holder renews while they try again', async () => {
    const slot = takeFree();
    const members = [demo, marker, gast];
    const first = await Promise.all(members.map((m) => lock(m, slot.timestamp)));
    const statuses = first.map((a) => LockResponse.parse(a.json()).status);
    expect(statuses.filter((s) => s === FLIGHT.FREE)).toHaveLength(1);
    const holder = members[statuses.indexOf(FLIGHT.FREE)]!;
    for (const [i, a] of first.entries())
      if (members[i] !== holder)
        expect(a.json()).toEqual({ status: FLIGHT.LOCKED, remaining_lock_time: 5 });
    const others = members.filter((m) => m !== holder);
    for (const m of others) expect(await slotOf(m, slot.time)).toMatchObject({ closed: 'locked' });

    // Two minutes on: 3 minutes left, or 5 when the holder's renewal came first.
    now = minutes(2);
    const again = await Promise.all(members.map((m) => lock(m, slot.timestamp)));
    for (const [i, a] of again.entries()) {
      const answer = LockResponse.parse(a.json());
      if (members[i] === holder)
        expect(answer).toEqual({ status: FLIGHT.FREE, remaining_lock_time: 0 });
      else
        expect(answer).toMatchObject({
          status: FLIGHT.LOCKED,
          remaining_lock_time: expect.toBeOneOf([3, 5]),
        });
    }
  });

  it('shows the time as locked to others on the sheet, and as bookable to the one holding it', async () => {
    const slot = takeFree();
    expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    const theirs = await slotOf(marker, slot.time);
    expect(theirs).toMatchObject({ closed: 'locked', available: false, free_slots: 4 });
    const mine = await slotOf(demo, slot.time);
    expect(mine).toMatchObject({ closed: null, available: true, free_slots: 4 });
  });

  it('lets the holder lock again, which renews the lock', async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    now = minutes(4);
    expect((await lock(demo, slot.timestamp)).json()).toEqual({
      status: FLIGHT.FREE,
      remaining_lock_time: 0,
    });
    now = minutes(8); // 4 minutes after the renewal: still held
    expect((await lock(marker, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 1,
    });
  });

  it('runs out by itself after booking_lock_minutes (5)', async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    now = new Date(minutes(5).getTime() - 1_000);
    expect((await lock(marker, slot.timestamp)).json().status).toBe(FLIGHT.LOCKED);
    expect((await slotOf(marker, slot.time)).closed).toBe('locked');
    now = minutes(5);
    expect((await slotOf(marker, slot.time)).closed).toBeNull();
    expect((await lock(marker, slot.timestamp)).json()).toEqual({
      status: FLIGHT.FREE,
      remaining_lock_time: 0,
    });
    // Now marker holds it and demo is the one kept out.
    expect((await lock(demo, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 5,
    });
  });

  it('locks each time on its own', async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    const other = free[free.length - 1]!;
    expect((await lock(marker, other.timestamp)).json().status).toBe(FLIGHT.FREE);
    await unlock(marker, other.timestamp);
  });
});

describe('one lock per member', () => {
  it('49 parallel locks by one member leave one time locked by them; another member can lock every other time', async () => {
    const day = '2026-11-27'; // Friday: no weekly blocks, no other test's locks
    const times = (await sheet(marker, day)).filter((s) => s.available);
    expect(times.length).toBeGreaterThanOrEqual(49);
    const answers = await Promise.all(times.slice(0, 49).map((s) => lock(gast, s.timestamp)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));

    const locked = (await sheet(marker, day)).filter((s) => s.closed === 'locked');
    expect(locked).toHaveLength(1);
    for (const s of times) {
      const answer = (await lock(marker, s.timestamp)).json();
      expect(answer.status).toBe(s.time === locked[0]!.time ? FLIGHT.LOCKED : FLIGHT.FREE);
    }
    await unlock(marker, times[times.length - 1]!.timestamp);
  });

  it("taking another time ends the member's first lock (a second booking screen releases the first)", async () => {
    const [first, second] = [takeFree(), takeFree()];
    expect((await lock(demo, first.timestamp)).json().status).toBe(FLIGHT.FREE);
    expect((await lock(demo, second.timestamp)).json().status).toBe(FLIGHT.FREE);
    expect((await slotOf(marker, first.time)).closed).toBeNull();
    expect((await slotOf(marker, second.time)).closed).toBe('locked');
    expect((await lock(marker, first.timestamp)).json().status).toBe(FLIGHT.FREE);
    // A refused take keeps the lock the member has.
    expect((await lock(demo, first.timestamp)).json().status).toBe(FLIGHT.LOCKED);
    expect((await slotOf(marker, second.time)).closed).toBe('locked');
  });
});

describe('a lock cannot be renewed for ever', () => {
  it('ends twice booking_lock_minutes (10) after the first take, however often it is renewed', async () => {
    const slot = takeFree();
    for (const m of [0, 4, 8, 9]) {
      now = minutes(m);
      expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    }
    now = new Date(minutes(10).getTime() - 1_000);
    expect((await lock(marker, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 1,
    });
    now = minutes(10);
    expect((await slotOf(marker, slot.time)).closed).toBeNull();
    // The holder's renewal past the cap is refused for one lock duration; others may take it.
    expect((await lock(demo, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 5,
    });
    expect((await lock(marker, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
  });

  it('a release and a new take do not start the life again', async () => {
    const slot = takeFree();
    expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    now = minutes(9);
    expect((await unlock(demo, slot.timestamp)).json()).toEqual({ status: 'success' });
    expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    now = minutes(10);
    expect((await slotOf(marker, slot.time)).closed).toBeNull();
    now = minutes(12);
    expect((await lock(demo, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 3,
    });
    // After the rest the time may be taken afresh, for a full lock again.
    now = minutes(15);
    expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    now = new Date(minutes(20).getTime() - 1_000);
    expect((await lock(marker, slot.timestamp)).json().status).toBe(FLIGHT.LOCKED);
  });

  it('a member who held a time only briefly may take it again later', async () => {
    const slot = takeFree();
    expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    now = minutes(1);
    await unlock(demo, slot.timestamp);
    now = minutes(12);
    expect((await lock(demo, slot.timestamp)).json()).toEqual({
      status: FLIGHT.FREE,
      remaining_lock_time: 0,
    });
    now = minutes(16);
    expect((await lock(marker, slot.timestamp)).json().status).toBe(FLIGHT.LOCKED);
  });
});

describe('POST /api/teetimes/unlock', () => {
  it('releases your own lock so another member gets it at once', async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    const res = await unlock(demo, slot.timestamp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect((await slotOf(marker, slot.time)).closed).toBeNull();
    expect((await lock(marker, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
  });

  it("refuses to release someone else's lock (409 SLOT_LOCKED) and the lock stays", async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    const res = await unlock(marker, slot.timestamp);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_LOCKED');
    expect((await slotOf(marker, slot.time)).closed).toBe('locked');
    expect((await lock(marker, slot.timestamp)).json()).toEqual({
      status: FLIGHT.LOCKED,
      remaining_lock_time: 5,
    });
  });

  it('answers success for a time nobody holds', async () => {
    const slot = takeFree();
    expect((await unlock(demo, slot.timestamp)).json()).toEqual({ status: 'success' });
  });
});

describe('a lock and booking', () => {
  it('refuses another member booking a locked time (SLOT_LOCKED); the holder books and the lock is released', async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    const body = { date: DAY, time: slot.time, course_id: courseId, holes: 18, players: [] };
    const refused = await post('/api/booking', marker, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_LOCKED');
    expect((await slotOf(demo, slot.time)).occupied_slots).toBe(0);

    const booked = await post('/api/booking', demo, body);
    expect(booked.statusCode).toBe(201);
    const id = BookingSummary.parse(booked.json()).id;
    const [row] = await t.database.db
      .select()
      .from(teeSlots)
      .where(
        and(eq(teeSlots.course_id, courseId), eq(teeSlots.date, DAY), eq(teeSlots.time, slot.time)),
      );
    expect(row).toMatchObject({ occupied: 1, locked_by: null, locked_until: null });
    // Released after save: marker sees the time open and may lock and book it.
    expect(await slotOf(marker, slot.time)).toMatchObject({
      closed: null,
      available: true,
      free_slots: 3,
    });
    expect((await lock(marker, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    expect((await post('/api/booking', marker, body)).statusCode).toBe(201);
    expect((await slotOf(demo, slot.time)).own_booking_id).toBe(id);
    await fx.cancel(demo, id);
  });

  it('lets another member book once the lock has run out', async () => {
    const slot = takeFree();
    await lock(demo, slot.timestamp);
    now = minutes(6);
    const res = await post('/api/booking', gast, {
      date: DAY,
      time: slot.time,
      course_id: courseId,
      holes: 18,
      players: [],
    });
    expect(res.statusCode).toBe(201);
  });

  it('a lock on a partly booked time keeps others out until it is released', async () => {
    const slot = takeFree();
    const body = { date: DAY, time: slot.time, course_id: courseId, holes: 18, players: [] };
    const [first, second] = await membersWithoutTeeTime(2, DAY);
    expect((await post('/api/booking', first!, body)).statusCode).toBe(201);
    expect((await lock(demo, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    const refused = await post('/api/booking', second!, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_LOCKED');
    expect((await slotOf(second!, slot.time)).occupied_slots).toBe(1);
    await unlock(demo, slot.timestamp);
    expect((await post('/api/booking', second!, body)).statusCode).toBe(201);
    expect((await slotOf(second!, slot.time)).occupied_slots).toBe(2);
  });
});

describe('the lock of an own booking (its edit view)', () => {
  it('is released after an edit', async () => {
    // The seeded flight tomorrow 10:00: demo with marker and a guest.
    const monday = (await sheet(demo, '2026-11-23')).find((s) => s.time === '10:00')!;
    expect(monday.own_booking_id).not.toBeNull();
    expect((await lock(demo, monday.timestamp)).json().status).toBe(FLIGHT.FREE);
    expect((await lock(marker, monday.timestamp)).json().status).toBe(FLIGHT.LOCKED);
    const flight = (await get(`/api/booking/${monday.own_booking_id}`, demo)).json() as {
      players: { teetime_id: number }[];
    };
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/booking/${monday.own_booking_id}`,
      headers: writeHeaders(demo),
      payload: { players: flight.players.slice(1).map((p) => ({ teetime_id: p.teetime_id })) },
    });
    expect(edit.statusCode).toBe(200);
    expect((await lock(marker, monday.timestamp)).json().status).toBe(FLIGHT.FREE);
    await unlock(marker, monday.timestamp);
  });

  it('is released after a cancel', async () => {
    const slot = takeFree();
    const [booker, other] = await membersWithoutTeeTime(2, DAY);
    const created = await post('/api/booking', booker!, {
      date: DAY,
      time: slot.time,
      course_id: courseId,
      holes: 18,
      players: [],
    });
    expect(created.statusCode).toBe(201);
    expect((await lock(booker!, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
    expect((await lock(other!, slot.timestamp)).json().status).toBe(FLIGHT.LOCKED);
    const cancel = await fx.cancel(booker!, BookingSummary.parse(created.json()).id);
    expect(cancel.statusCode).toBe(200);
    expect((await lock(other!, slot.timestamp)).json().status).toBe(FLIGHT.FREE);
  });
});

describe('lock: bad input', () => {
  it.each([
    ['no course_id', { timestamp: 1795600800 }],
    ['no timestamp', { course_id: 1 }],
    ['a timestamp that is a word', { course_id: 1, timestamp: 'soon' }],
    ['a negative timestamp', { course_id: 1, timestamp: -5 }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await post('/api/teetimes/lock', demo, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('refuses a timestamp that is not a tee time of the course with 400 naming time', async () => {
    const slot = free[0]!;
    const res = await lock(demo, slot.timestamp + 5 * 60);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'time', message: 'not a tee time of this course' },
    ]);
  });

  it('refuses a time that has passed with 400', async () => {
    const today = (await sheet(demo, '2026-11-22'))[0]!; // 11:00, now
    now = minutes(10);
    const res = await lock(demo, today.timestamp);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('timestamp');
  });

  it('refuses a time held for a match or blocked with 409 SLOT_CLOSED', async () => {
    const tuesday = (await sheet(demo, '2026-11-24')).find((s) => s.time === '09:30')!;
    expect(tuesday.closed).toBe('match');
    const res = await lock(demo, tuesday.timestamp);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SLOT_CLOSED');
  });

  it('refuses a day the sheet has not opened yet with 409 SHEET_NOT_OPEN', async () => {
    const later = (await sheet(demo, '2026-12-10')).find((s) => s.time === '12:00')!;
    const res = await lock(demo, later.timestamp);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SHEET_NOT_OPEN');
  });

  it('answers 404 for a course that does not exist', async () => {
    const res = await lock(demo, free[0]!.timestamp, 999999);
    expect(res.statusCode).toBe(404);
  });
});

/** Session cookies of `n` demo-club members who hold no tee time on `date`. */
const membersWithoutTeeTime = async (n: number, date: string) =>
  (await fx.members(n, [date], { guests: true })).map((m) => m.cookie);
