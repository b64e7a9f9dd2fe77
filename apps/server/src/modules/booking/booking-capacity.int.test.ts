import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSummary, TeeTimeCoursesResponse, type TeeTimeCourse } from '@fairway/contract';
import { bookings, teeSlots } from '../../db/schema';
import { NOW, bookingFixtures, type Member } from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * Issue 5: "many parallel bookings for one slot through HTTP leave exactly its capacity booked".
 * Dozens of members ask for the same tee time at once; the database hands out the places.
 */
const DAY = '2026-11-28';
const CAPACITY = 4;
let t: TestApp;
let demo: string;
let main: TeeTimeCourse;
let rush: Member[];

const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const sheet = () => fx.sheet(main, DAY, demo);

/** Everyone in `who` books `time` at the same moment with `extra` players each. */
const rushFor = (who: { cookie: string }[], time: string, extra: unknown[] = []) =>
  Promise.all(
    who.map((m) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: writeHeaders(m.cookie),
        payload: { date: DAY, time, course_id: main.id, holes: 18, players: extra },
      }),
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  const courses = TeeTimeCoursesResponse.parse(
    (await t.app.inject({ url: '/api/courses/teetime', headers: { cookie: demo } })).json(),
  );
  main = courses.find((c) => c.holes === 18)!;
  // Guests too: this is about places, not who may book.
  rush = await fx.members('all', [DAY], { guests: true });
  expect(rush.length).toBeGreaterThanOrEqual(70);
});
afterAll(() => t.close());

describe('the opening rush on one tee time', () => {
  it('of 40 members booking the same free time at once, exactly 4 get a place', async () => {
    const free = (await sheet()).filter((s) => s.available && s.free_slots === CAPACITY);
    const time = free[0]!.time;
    const crowd = rush.slice(0, 40);
    const answers = await rushFor(crowd, time);

    const accepted = answers.filter((a) => a.statusCode === 201);
    expect(accepted).toHaveLength(CAPACITY);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(40 - CAPACITY).fill(409));
    expect(refused.map((a) => a.json().code)).toEqual(Array(40 - CAPACITY).fill('SLOT_FULL'));

    // Every accepted answer is a booking of its own member, in that time.
    const booked = accepted.map((a) => BookingSummary.parse(a.json()));
    expect(new Set(booked.map((b) => b.player.id)).size).toBe(CAPACITY);
    expect(booked.every((b) => b.loops[0]!.time === time && b.date === DAY)).toBe(true);

    const slot = (await sheet()).find((s) => s.time === time)!;
    expect(slot).toMatchObject({ occupied_slots: CAPACITY, free_slots: 0, available: false });
    expect(slot.reservations).toHaveLength(CAPACITY);
    // The rows agree with the count.
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.course_id, main.id), eq(bookings.date, DAY), eq(bookings.time, time)));
    expect(rows.map((r) => r.relatie_id).sort()).toEqual(booked.map((b) => b.player.id).sort());
    const [row] = await t.database.db
      .select()
      .from(teeSlots)
      .where(and(eq(teeSlots.course_id, main.id), eq(teeSlots.date, DAY), eq(teeSlots.time, time)));
    expect(row!.occupied).toBe(CAPACITY);
    // The other times of the day are untouched.
    expect((await sheet()).find((s) => s.time === free[1]!.time)!.occupied_slots).toBe(0);
  });

  it('of 30 two-balls (a member and an unknown player) at once, exactly 2 fit', async () => {
    const time = (await sheet()).filter((s) => s.available && s.free_slots === CAPACITY)[0]!.time;
    const crowd = rush.slice(40, 70);
    const answers = await rushFor(crowd, time, [{ unknown: true }]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(
      answers.filter((a) => a.statusCode !== 201).every((a) => a.json().code === 'SLOT_FULL'),
    ).toBe(true);
    expect((await sheet()).find((s) => s.time === time)).toMatchObject({
      occupied_slots: CAPACITY,
      free_slots: 0,
    });
  });

  it('the refused members hold no booking and can book another time', async () => {
    const losers = [];
    for (const m of rush.slice(0, 70)) {
      const mine = BookingSummary.array().parse(
        (await t.app.inject({ url: '/api/booking/self', headers: { cookie: m.cookie } })).json(),
      );
      if (!mine.some((b) => b.date === DAY)) losers.push(m);
    }
    expect(losers).toHaveLength(70 - CAPACITY - 2);
    const time = (await sheet()).filter((s) => s.available && s.free_slots === CAPACITY)[0]!.time;
    const [res] = await rushFor(losers.slice(0, 1), time);
    expect(res!.statusCode).toBe(201);
  });
});
