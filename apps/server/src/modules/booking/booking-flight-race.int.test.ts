import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingSummary, TeeTimeCoursesResponse, type TeeTimeCourse } from '@fairway/contract';
import { bookings } from '../../db/schema';
import { bookingFixtures, NOW, WEEK_AHEAD } from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * Two changes of one flight at the same moment (PUT and DELETE /api/booking/{id}): each is planned
 * on the flight as it was read, so the second must not be applied to a flight the first has
 * changed. Run many times: the order of the two is up to the database.
 */
let t: TestApp;
let main: TeeTimeCourse;
let reasonId: number;
let demo: string;
const fx = bookingFixtures(() => t);
const ROUNDS = 12;

const send = (method: 'PUT' | 'DELETE', id: number, cookie: string, payload: object) =>
  t.app.inject({ method, url: `/api/booking/${id}`, headers: writeHeaders(cookie), payload });

/** The rows left at a tee time: who plays and whom they are booked under. */
async function rowsAt(date: string, time: string) {
  const rows = await t.database.db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.club_id, t.clubId('demo')),
        eq(bookings.course_id, main.id),
        eq(bookings.date, date),
        eq(bookings.time, time),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    parent: r.parent_id,
    member: r.relatie_id,
    guest: r.guest !== null,
  }));
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  main = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json()).find(
    (c) => c.holes === 18,
  )!;
  const config = (await fx.get('/api/config', demo)).json() as {
    cancellation_reasons: { id: number }[];
  };
  reasonId = config.cancellation_reasons[0]!.id;
});
afterAll(() => t.close());

describe('two changes of one flight at once', () => {
  it('two members cancelling their own places never leave a guest behind without a member', async () => {
    const stranded: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const date = WEEK_AHEAD[i % WEEK_AHEAD.length]!;
      const [a, b] = await fx.members(2, [date]);
      const time = await fx.freeTime(main, date, demo, '08:00');
      const guest = { guest: { firstname: 'Piet', lastname: 'Gast', handicap: 14 } };
      const made = await fx.book(a!.cookie, main, date, time, [{ member_id: b!.id }, guest]);
      expect(made.statusCode).toBe(201);
      const flight = BookingSummary.parse(made.json());
      const place = (await rowsAt(date, time)).find((r) => r.member === b!.id)!;
      const body = { delete_all_bookings: false, reasonId };
      const answers = await Promise.all([
        send('DELETE', flight.id, a!.cookie, body),
        send('DELETE', place.id, b!.cookie, body),
      ]);
      // One may be told the booking changed meanwhile; nothing else but success.
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect(answer.json().code).toBe('CONFLICT');
      }
      const left = await rowsAt(date, time);
      const members = left.filter((r) => r.member !== null);
      const ids = new Set(left.map((r) => r.id));
      const orphaned = left.some((r) => r.parent !== null && !ids.has(r.parent));
      if ((left.length > 0 && members.length === 0) || orphaned) {
        stranded.push(`${date} ${time}: ${JSON.stringify(left)}`);
      }
      expect(await fx.occupied(main.id, date, time)).toBe(left.length);
    }
    expect(stranded).toEqual([]);
  });

  it('two edits of the players at once: the flight is what one of them asked for', async () => {
    const mixed: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const date = WEEK_AHEAD[i % WEEK_AHEAD.length]!;
      const [a, b, c] = await fx.members(3, [date]);
      const time = await fx.freeTime(main, date, demo, '08:00');
      const made = await fx.book(a!.cookie, main, date, time, []);
      expect(made.statusCode).toBe(201);
      const flight = BookingSummary.parse(made.json());
      const answers = await Promise.all([
        send('PUT', flight.id, a!.cookie, { players: [{ member_id: b!.id }] }),
        send('PUT', flight.id, a!.cookie, { players: [{ member_id: c!.id }] }),
      ]);
      for (const answer of answers) {
        if (answer.statusCode !== 200) expect(answer.json().code).toBe('CONFLICT');
      }
      const players = (await rowsAt(date, time)).map((r) => r.member).sort();
      const asked = [[a!.id, b!.id].sort(), [a!.id, c!.id].sort()].map((p) => JSON.stringify(p));
      if (!asked.includes(JSON.stringify(players))) mixed.push(`${date} ${time}: ${players}`);
      expect(await fx.occupied(main.id, date, time)).toBe(players.length);
    }
    expect(mixed).toEqual([]);
  });
});
