import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLIGHT } from '@fairway/golf';
import { BookingSummary, TeeTimeCoursesResponse, type TeeTimeCourse } from '@fairway/contract';
import { NOW, bookingFixtures, type Member } from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * A new booking (POST, booking_create) and an edit that adds a player (PUT, a transaction in
 * Node) take places through the same statement, booking_take_places: each is refused the same
 * way when the tee time is full or someone else holds its lock, and changes nothing.
 */
const DAY = '2026-11-27'; // Friday: no weekly blocks
let t: TestApp;
let demo: string;
let main: TeeTimeCourse;

const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const send = (method: 'POST' | 'PUT', url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method, url, headers: writeHeaders(cookie), payload: payload as object });
const slotAt = async (time: string) =>
  (await fx.sheet(main, DAY, demo)).find((s) => s.time === time)!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  const courses = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json());
  main = courses.find((c) => c.holes === 18)!;
});
afterAll(() => t.close());

/** How a tee time that already holds `booker`'s booking (one place) is made to refuse a place. */
const situations = {
  /** Others take the other three places. */
  full: async (time: string, [other]: Member[]) => {
    const res = await send('POST', '/api/booking', other!.cookie, {
      date: DAY,
      time,
      course_id: main.id,
      holes: 18,
      players: [{ unknown: true }, { unknown: true }],
    });
    expect(res.statusCode).toBe(201);
  },
  /** Another member holds the tee time's lock (the places would fit). */
  locked: async (time: string, [other]: Member[]) => {
    const res = await send('POST', '/api/teetimes/lock', other!.cookie, {
      course_id: main.id,
      timestamp: (await slotAt(time)).timestamp,
    });
    expect(res.json()).toMatchObject({ status: FLIGHT.FREE });
  },
};

/** The two ways to ask for one more place at the tee time: a new booking and an edit. */
const paths = {
  create: (time: string, _booking: BookingSummary, [, asker]: Member[]) =>
    send('POST', '/api/booking', asker!.cookie, {
      date: DAY,
      time,
      course_id: main.id,
      holes: 18,
      players: [],
    }),
  edit: (_time: string, booking: BookingSummary, _others: Member[], booker: Member) =>
    send('PUT', `/api/booking/${booking.id}`, booker.cookie, { players: [{ unknown: true }] }),
};

const cases = (['create', 'edit'] as const).flatMap((path) =>
  (
    [
      ['full', 'SLOT_FULL'],
      ['locked', 'SLOT_LOCKED'],
    ] as const
  ).map(([situation, code]) => ({ path, situation, code })),
);

describe('one take of places for a new booking and an edit', () => {
  it.each(cases)(
    '$path on a $situation tee time answers 409 $code and changes nothing',
    async ({ path, situation, code }) => {
      const time = await fx.freeTime(main, DAY, demo);
      const [booker, ...others] = await fx.members(3, [DAY]);
      const made = await send('POST', '/api/booking', booker!.cookie, {
        date: DAY,
        time,
        course_id: main.id,
        holes: 18,
        players: [],
      });
      expect(made.statusCode).toBe(201);
      const booking = BookingSummary.parse(made.json());
      await situations[situation](time, others);
      const before = await slotAt(time);

      const res = await paths[path](time, booking, others, booker!);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(code);

      const after = await slotAt(time);
      expect(after.occupied_slots).toBe(before.occupied_slots);
      expect(after.reservations).toEqual(before.reservations);
      const mine = await fx.mine(booker!.cookie);
      expect(mine.find((b) => b.id === booking.id)?.extra_players).toEqual([]);
    },
  );
});
