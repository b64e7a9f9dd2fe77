import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeeTimeCoursesResponse, type TeeTimeCourse } from '@fairway/contract';
import { bookings, teeBlocks } from '../../db/schema';
import {
  bookingFixtures,
  FRIDAY,
  MONDAY,
  NOW,
  SATURDAY,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
} from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * A block that cancels the bookings under it leaves none behind, also when members book its times
 * while it is written: the block's write and booking_create take the course's tee-sheet row, and
 * booking_create refuses a time inside a block it sees under that lock.
 */
const DAYS = [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY];
const ROUNDS = 12;
/** Times of a round's block; the members book all but the first, which is booked beforehand. */
const WINDOW = 4;

let t: TestApp;
let manager: string;
let course: TeeTimeCourse;
const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const used = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  manager = await t.login('marker');
  const courses = TeeTimeCoursesResponse.parse(
    (await fx.get('/api/courses/teetime', manager)).json(),
  );
  course = courses.find((c) => c.holes === 18)!;
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), payload });

/** A booking of the member alone at `time`. */
const book = (cookie: string, date: string, time: string | undefined) =>
  post('/api/booking', cookie, { date, time, course_id: course.id, holes: 18, players: [] });

/** A maintenance block of [from, until) on `date` that keeps or cancels the bookings under it. */
const blockOf = (date: string, from: string, until: string, bookings: 'keep' | 'cancel') =>
  post(`/api/admin/courses/${course.id}/blocks`, manager, {
    kind: 'maintenance',
    date,
    from_time: from,
    until_time: until,
    message: null,
    bookings,
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `WINDOW` free times in a row on `date` that no round used, and the time after them. */
async function window(date: string): Promise<{ times: string[]; until: string }> {
  const sheet = await fx.sheet(course, date, manager);
  for (let i = 0; i + WINDOW < sheet.length; i++) {
    const run = sheet.slice(i, i + WINDOW);
    if (run.every((s) => s.available && s.free_slots === 4 && !used.has(`${date} ${s.time}`))) {
      for (const s of run) used.add(`${date} ${s.time}`);
      return { times: run.map((s) => s.time), until: sheet[i + WINDOW]!.time };
    }
  }
  throw new Error(`no free window on ${date}`);
}

/** The bookings (not a match's) left on `date` in [from, until). */
const left = (date: string, from: string, until: string) =>
  t.database.db
    .select({ id: bookings.id, time: bookings.time })
    .from(bookings)
    .where(
      and(
        eq(bookings.club_id, t.clubId('demo')),
        eq(bookings.course_id, course.id),
        eq(bookings.date, date),
        gte(bookings.time, from),
        lt(bookings.time, until),
        isNull(bookings.match_id),
      ),
    );

describe('a cancelling block and bookings of its times at once', () => {
  it(`leaves no booking inside the block (${ROUNDS} rounds)`, async () => {
    const found: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const date = DAYS[round % DAYS.length]!;
      const { times, until } = await window(date);
      const [first, ...members] = await fx.members(1 + 2 * (WINDOW - 1), [date]);
      // A booking the block must cancel: its write then takes a while after reading what it covers.
      const before = await book(first!.cookie, date, times[0]);
      expect(before.statusCode, before.body).toBe(201);
      const block = blockOf(date, times[0]!, until, 'cancel');
      const booked = members.map(async (m, i) => {
        await pause(i * 2);
        return book(m.cookie, date, times[1 + (i % (WINDOW - 1))]);
      });
      const [blockRes, ...answers] = await Promise.all([block, ...booked]);
      expect(blockRes.statusCode, blockRes.body).toBe(201);
      for (const a of answers) {
        if (a.statusCode !== 201) expect(a.json().code, a.body).toBe('SLOT_CLOSED');
      }
      const rows = await left(date, times[0]!, until);
      if (rows.length) found.push(`round ${round}, ${date}: ${rows.map((r) => r.time).join(', ')}`);
    }
    expect(found, 'bookings left inside a block').toEqual([]);
  });
});

describe('a booking of a blocked time the server still holds as free', () => {
  it('is refused by booking_create with SLOT_CLOSED', async () => {
    const date = WEDNESDAY;
    const { times, until } = await window(date);
    const [member] = await fx.members(1, [date]);
    // The sheet is read (and kept) before the block exists; the block then comes in straight to
    // the database, as another server's write would: only the database knows of it.
    const sheet = await fx.sheet(course, date, member!.cookie);
    expect(sheet.find((s) => s.time === times[1])!.available).toBe(true);
    await t.database.db.insert(teeBlocks).values({
      club_id: t.clubId('demo'),
      course_id: course.id,
      date,
      from_time: times[0]!,
      until_time: until,
      reason: 'maintenance',
    });
    const res = await book(member!.cookie, date, times[1]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('SLOT_CLOSED');
    expect(await left(date, times[0]!, until)).toEqual([]);
  });
});

describe('adding players to a booking inside a block that kept it', () => {
  it('is refused with SLOT_CLOSED and takes no place the block closed', async () => {
    const date = THURSDAY;
    const { times, until } = await window(date);
    const [booker, friend] = await fx.members(2, [date]);
    const created = await book(booker!.cookie, date, times[0]);
    expect(created.statusCode, created.body).toBe(201);
    const kept = await blockOf(date, times[0]!, until, 'keep');
    expect(kept.statusCode, kept.body).toBe(201);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/booking/${created.json().id}`,
      headers: writeHeaders(booker!.cookie),
      payload: { players: [{ member_id: friend!.id }] },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('SLOT_CLOSED');
    expect((await left(date, times[0]!, until)).map((r) => r.time)).toEqual([times[0]]);
  });
});

/** Rounds of the edits' race, and the bookings (on the window's first times) edited in each. */
const EDIT_ROUNDS = 8;
const EDITED = 2;

describe('a cancelling block and players added to the bookings of its times at once', () => {
  it(`leaves no booking inside the block (${EDIT_ROUNDS} rounds)`, async () => {
    const found: string[] = [];
    for (let round = 0; round < EDIT_ROUNDS; round++) {
      const date = DAYS[(round + 3) % DAYS.length]!;
      const { times, until } = await window(date);
      const people = await fx.members(2 * EDITED, [date]);
      const bookers = people.slice(0, EDITED);
      const friends = people.slice(EDITED);
      const created = await Promise.all(bookers.map((b, i) => book(b.cookie, date, times[i])));
      for (const c of created) expect(c.statusCode, c.body).toBe(201);
      const block = blockOf(date, times[0]!, until, 'cancel');
      const edits = bookers.map(async (b, i) => {
        await pause(i * 2);
        return t.app.inject({
          method: 'PUT',
          url: `/api/booking/${created[i]!.json().id}`,
          headers: writeHeaders(b.cookie),
          payload: { players: [{ member_id: friends[i]!.id }] },
        });
      });
      const [blockRes, ...answers] = await Promise.all([block, ...edits]);
      expect(blockRes.statusCode, blockRes.body).toBe(201);
      for (const a of answers) {
        if (a.statusCode !== 200) expect([409, 404], a.body).toContain(a.statusCode);
      }
      const rows = await left(date, times[0]!, until);
      if (rows.length) found.push(`round ${round}, ${date}: ${rows.map((r) => r.time).join(', ')}`);
    }
    expect(found, 'bookings left inside a block').toEqual([]);
  });
});
