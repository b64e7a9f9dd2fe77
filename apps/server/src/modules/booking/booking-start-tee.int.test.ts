import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingSummary,
  LockResponse,
  TeeTimeCoursesResponse,
  TeeTimesResponse,
  type TeeTimeCourse,
} from '@fairway/contract';
import { bookings, teeSheetSettings, teeSlots } from '../../db/schema';
import { NOW, bookingFixtures, type Member } from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * Two-tee starts: the main course starts flights from tees 1 and 10. Tee 10's times are tee
 * times of their own (places, lock, bookings), and a client that names no tee books tee 1 (the
 * 18-hole round from tee 10 and its turn: booking-crossover.int.test.ts).
 */
const DAY = '2026-11-27';
const CAPACITY = 4;
let t: TestApp;
let demo: string;
let veld: string;
let main: TeeTimeCourse;
let short: TeeTimeCourse;
let crowd: Member[];

const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: writeHeaders(cookie), payload });
const sheetOf = async (tee: number, cookie = demo) =>
  TeeTimesResponse.parse(
    (
      await get(`/api/teetimes?course_id=${main.id}&holes=9&date=${DAY}&start_tee=${tee}`, cookie)
    ).json(),
  );
const book = (cookie: string, time: string, extra: Record<string, unknown> = {}) =>
  send('POST', '/api/booking', cookie, {
    date: DAY,
    time,
    course_id: main.id,
    holes: 9,
    start_tee: 10,
    ...extra,
  });

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The overview's occupied places on DAY. */
const occupiedOn = async () => {
  const overview = (await get(`/api/teetimes/overview?courseId=${main.id}&holes=9`, demo)).json();
  return (overview as { days: { date: string; occupied: number }[] }).days.find(
    (d) => d.date === DAY,
  )!.occupied;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, veld] = await Promise.all([t.login('demo'), t.login('veld')]);
  await t.database.db
    .update(teeSheetSettings)
    .set({ start_tees: [1, 10] })
    .where(eq(teeSheetSettings.club_id, t.clubId('demo')));
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
  short = courses.find((c) => c.holes === 9)!;
  crowd = await fx.members(40, [DAY]);
});
afterAll(() => t.close());

describe('a course with start tees 1 and 10', () => {
  it('lists tees 1 and 10 for the 18-hole course, tee 1 alone for the 9-hole one', () => {
    expect(main.start_tees).toEqual([1, 10]);
    // The row says {1,10} for every course of the club; a 9-hole course has no back nine.
    expect(short.start_tees).toEqual([1]);
  });

  it("lays out tee 10's times like tee 1's until the first flights from tee 1 reach it, each marked with its tee", async () => {
    const [one, ten] = await Promise.all([sheetOf(1), sheetOf(10)]);
    // The course's default: tee 10 starts flights for 120 minutes from the day's first start.
    const first = minutes(one[0]!.time);
    expect(ten.map((s) => s.time)).toEqual(
      one.map((s) => s.time).filter((time) => minutes(time) < first + 120),
    );
    expect(one.length).toBeGreaterThan(ten.length);
    expect(new Set(ten.map((s) => s.start_tee))).toEqual(new Set([10]));
    expect(new Set(one.map((s) => s.start_tee))).toEqual(new Set([1]));
  });

  it('refuses a tee-10 lock or booking once the first flights from tee 1 reach it (400 naming time), booking nothing', async () => {
    const [one, ten] = await Promise.all([sheetOf(1), sheetOf(10)]);
    const late = one.find((s) => s.available && !ten.some((x) => x.time === s.time))!;
    const lock = await send('POST', '/api/teetimes/lock', demo, {
      course_id: main.id,
      timestamp: late.timestamp,
      start_tee: 10,
    });
    expect(lock.statusCode).toBe(400);
    expect(JSON.stringify(lock.json())).toContain('time');
    const res = await book(demo, late.time);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'time', message: 'not a tee time from tee 10' }]);
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.date, DAY), eq(bookings.time, late.time))),
    ).toEqual([]);
  });

  it("counts tee 10's places in the overview only while it starts flights", async () => {
    const [one, ten] = await Promise.all([sheetOf(1), sheetOf(10)]);
    const open = [...one, ...ten].filter((s) => s.block === null).length;
    const overview = (await get(`/api/teetimes/overview?courseId=${main.id}&holes=9`, demo)).json();
    const day = (overview as { days: { date: string; places: number }[] }).days.find(
      (d) => d.date === DAY,
    )!;
    expect(day.places).toBe(open * CAPACITY);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: { 'x-fairway-request': '1' },
      payload: { date: DAY, time: '10:00', course_id: main.id, holes: 9, start_tee: 10 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['tee 10 on the 9-hole course', { course_id: () => short.id, start_tee: 10 }],
    ['a tee no course starts from', { start_tee: 4 }],
    ['a tee that is no number', { start_tee: 'ten' }],
    ['tee 0', { start_tee: 0 }],
  ])('refuses %s with 400 naming start_tee, booking nothing', async (_, over) => {
    const { course_id, ...rest } = over as { course_id?: () => number };
    const time = (await sheetOf(10)).find((s) => s.available)!.time;
    const res = await book(demo, time, {
      ...rest,
      ...(course_id ? { course_id: course_id(), time: '10:00' } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('start_tee');
    expect(
      await t.database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.date, DAY), eq(bookings.start_tee, 10))),
    ).toEqual([]);
  });

  it('refuses tee 10 on the sheet and the lock of a course without it (400)', async () => {
    const sheet = await get(
      `/api/teetimes?course_id=${short.id}&holes=9&date=${DAY}&start_tee=10`,
      demo,
    );
    expect(sheet.statusCode).toBe(400);
    const ts = (await sheetOf(10))[0]!.timestamp;
    const lock = await send('POST', '/api/teetimes/lock', demo, {
      course_id: short.id,
      timestamp: ts,
      start_tee: 10,
    });
    expect(lock.statusCode).toBe(400);
  });

  it("answers 404 for another club's course on tee 10", async () => {
    const veldCourse = TeeTimeCoursesResponse.parse(
      (await get('/api/courses/teetime', veld)).json(),
    )[0]!;
    const res = await book(demo, '10:00', { course_id: veldCourse.id });
    expect(res.statusCode).toBe(404);
  });

  it('books tee 10 apart from tee 1 at the same time: own places, own lock, in my bookings', async () => {
    const time = (await sheetOf(10)).find((s) => s.available && s.free_slots === CAPACITY)!.time;
    const ts = (await sheetOf(10)).find((s) => s.time === time)!.timestamp;
    // A lock on tee 10 leaves tee 1 at that time free for others.
    const occupiedBefore = await occupiedOn();
    const lock = await send('POST', '/api/teetimes/lock', demo, {
      course_id: main.id,
      timestamp: ts,
      start_tee: 10,
    });
    expect(LockResponse.parse(lock.json()).status).toBe(1);
    expect((await sheetOf(1, crowd[0]!.cookie)).find((s) => s.time === time)!.closed).toBeNull();
    expect((await sheetOf(10, crowd[0]!.cookie)).find((s) => s.time === time)!.closed).toBe(
      'locked',
    );

    const res = await book(demo, time, { players: [{ unknown: true }] });
    expect(res.statusCode).toBe(201);
    const created = BookingSummary.parse(res.json());
    expect(created).toMatchObject({ start_tee: 10, holes: 9, loops: [{ time }] });
    expect((await sheetOf(10)).find((s) => s.time === time)).toMatchObject({
      occupied_slots: 2,
      own_booking_id: created.id,
    });
    expect((await sheetOf(1)).find((s) => s.time === time)).toMatchObject({ occupied_slots: 0 });
    const mine = BookingSummary.array().parse((await get('/api/booking/self', demo)).json());
    expect(mine.find((b) => b.id === created.id)?.start_tee).toBe(10);
    const byTs = await get(
      `/api/booking/by_timestamp/${ts}?course_id=${main.id}&start_tee=10`,
      demo,
    );
    expect(byTs.json()).toMatchObject({ id: created.id, start_tee: 10 });
    // Not on tee 1, where the client that names no tee looks.
    expect(
      (await get(`/api/booking/by_timestamp/${ts}?course_id=${main.id}`, demo)).statusCode,
    ).toBe(404);
    // The same member on tee 1 at the same time overlaps the round from tee 10.
    const both = await book(demo, time, { start_tee: 1 });
    expect(both.statusCode).toBe(409);
    expect(both.json().code).toBe('BOOKING_OVERLAP');
    // Someone else books tee 1 at that time without naming a tee: the old call.
    const other = await send('POST', '/api/booking', crowd[1]!.cookie, {
      date: DAY,
      time,
      course_id: main.id,
      holes: 18,
    });
    expect(other.statusCode).toBe(201);
    expect(BookingSummary.parse(other.json()).start_tee).toBe(1);
    // The overview counts both tees' places.
    expect((await occupiedOn()) - occupiedBefore).toBe(3);
  });

  it('of many members booking the same tee-10 time at once, exactly its places are taken', async () => {
    const free = (await sheetOf(10)).filter((s) => s.available && s.free_slots === CAPACITY);
    // Several rounds, each on a time of its own, with the whole crowd at once.
    for (const [round, slot] of free.slice(0, 3).entries()) {
      const who = crowd.slice(2 + round * 12, 2 + (round + 1) * 12);
      const answers = await Promise.all(who.map((m) => book(m.cookie, slot.time)));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(CAPACITY);
      expect(
        answers.filter((a) => a.statusCode !== 201).every((a) => a.json().code === 'SLOT_FULL'),
      ).toBe(true);
      const rows = await t.database.db
        .select()
        .from(bookings)
        .where(
          and(eq(bookings.date, DAY), eq(bookings.time, slot.time), eq(bookings.start_tee, 10)),
        );
      expect(rows).toHaveLength(CAPACITY);
      const [row] = await t.database.db
        .select()
        .from(teeSlots)
        .where(
          and(eq(teeSlots.date, DAY), eq(teeSlots.time, slot.time), eq(teeSlots.start_tee, 10)),
        );
      expect(row!.occupied).toBe(CAPACITY);
    }
  });
});
