import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Booking,
  BookingSummary,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  Relatie,
  TeeTimeCoursesResponse,
  TeeTimesResponse,
} from '@fairway/contract';
import { bookings } from '../../db/schema';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * Who may reach the booking calls at all: no session is 401 on every call, a club with booking off
 * is BOOKING_DISABLED on every call, and another club's courses and bookings do not exist (404).
 */
// The seed's day: Sunday 2026-11-22, 11:00 in Amsterdam.
const NOW = new Date('2026-11-22T10:00:00Z');
const DAY = '2026-11-25'; // Wednesday: no weekly blocks
let t: TestApp;
let demo: string;
let zuid: string;
let veld: string;
let demoCourse: number;
let veldCourse: number;
let veldBooking: Booking;

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method, url, headers: writeHeaders(cookie), payload: payload as object });

async function courseOf(cookie: string) {
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', cookie)).json());
  return courses.find((c) => c.holes === 18)!.id;
}

async function timestampOf(cookie: string, courseId: number, date: string, time: string) {
  const sheet = TeeTimesResponse.parse(
    (await get(`/api/teetimes?course_id=${courseId}&holes=18&date=${date}`, cookie)).json(),
  );
  return sheet.find((s) => s.time === time)!.timestamp;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, zuid, veld] = await Promise.all([t.login('demo'), t.login('zuid'), t.login('veld')]);
  [demoCourse, veldCourse] = await Promise.all([courseOf(demo), courseOf(veld)]);
  // Veldzicht's member books a tee time of their own club.
  const sheet = TeeTimesResponse.parse(
    (await get(`/api/teetimes?course_id=${veldCourse}&holes=18&date=${DAY}`, veld)).json(),
  );
  const free = sheet.find((s) => s.available && s.free_slots === 4)!;
  const created = await send('POST', '/api/booking', veld, {
    date: DAY,
    time: free.time,
    course_id: veldCourse,
    holes: 18,
    players: [{ unknown: true }],
  });
  expect(created.statusCode).toBe(201);
  veldBooking = Booking.parse(
    (await get(`/api/booking/${BookingSummary.parse(created.json()).id}`, veld)).json(),
  );
});
afterAll(() => t.close());

/** Every booking call, with a payload its schema accepts. */
const calls = () => {
  const ts = Math.floor(Date.parse(`${DAY}T10:00:00Z`) / 1000);
  return [
    { method: 'GET', url: '/api/courses/teetime' },
    { method: 'GET', url: `/api/teetimes?course_id=1&holes=18&date=${DAY}` },
    { method: 'GET', url: '/api/teetimes/overview?courseId=1&holes=18' },
    { method: 'POST', url: '/api/teetimes/lock', payload: { course_id: 1, timestamp: ts } },
    { method: 'POST', url: '/api/teetimes/unlock', payload: { course_id: 1, timestamp: ts } },
    {
      method: 'POST',
      url: '/api/booking',
      payload: { date: DAY, time: '11:00', course_id: 1, holes: 18, players: [] },
    },
    { method: 'GET', url: '/api/booking' },
    { method: 'GET', url: '/api/booking/self' },
    { method: 'GET', url: '/api/booking/1' },
    { method: 'GET', url: `/api/booking/by_timestamp/${ts}?course_id=1` },
    { method: 'PUT', url: '/api/booking/1', payload: { players: [] } },
    {
      method: 'DELETE',
      url: '/api/booking/1',
      payload: { delete_all_bookings: true, reasonId: 1 },
    },
    { method: 'GET', url: '/api/teetime/relatie' },
    { method: 'GET', url: '/api/teetime/relatie/search?term=de' },
    { method: 'GET', url: '/api/relatie/gsn/NL10000000' },
  ] as const;
};

describe('without a session', () => {
  it.each(calls().map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s answers 401',
    async (_name, c) => {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        // The CSRF header is there, so the missing session is what is refused.
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    },
  );

  it('a made-up session cookie is 401 too', async () => {
    const res = await get('/api/booking/self', 'fw_session=not-a-session-token-at-all-0000');
    expect(res.statusCode).toBe(401);
  });
});

describe('a club with booking off (Golfbaan Zuid)', () => {
  it.each(calls().map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s answers 403 BOOKING_DISABLED',
    async (_name, c) => {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: c.method === 'GET' ? { cookie: zuid } : writeHeaders(zuid),
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('BOOKING_DISABLED');
    },
  );

  it('wrote nothing for Zuid', async () => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.club_id, t.clubId('zuid')));
    expect(row!.n).toBe(0);
  });
});

describe("another club's courses and bookings do not exist", () => {
  const veldTs = () => timestampOf(veld, veldCourse, DAY, veldBooking.time);

  it("the demo member's course list holds only the demo courses", async () => {
    const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
    expect(courses.map((c) => c.id)).not.toContain(veldCourse);
    expect(courses.map((c) => c.id)).toContain(demoCourse);
  });

  it("Veldzicht's course on the sheet, the overview and by_timestamp is 404", async () => {
    const sheet = await get(`/api/teetimes?course_id=${veldCourse}&holes=18&date=${DAY}`, demo);
    expect(sheet.statusCode).toBe(404);
    expect(sheet.json().code).toBe('NOT_FOUND');
    const overview = await get(`/api/teetimes/overview?courseId=${veldCourse}&holes=18`, demo);
    expect(overview.statusCode).toBe(404);
    const byTs = await get(
      `/api/booking/by_timestamp/${await veldTs()}?course_id=${veldCourse}`,
      demo,
    );
    expect(byTs.statusCode).toBe(404);
  });

  it("locking a time on Veldzicht's course is 404 and leaves Veldzicht's sheet unlocked", async () => {
    const ts = await veldTs();
    const lock = await send('POST', '/api/teetimes/lock', demo, {
      course_id: veldCourse,
      timestamp: ts,
    });
    expect(lock.statusCode).toBe(404);
    const unlock = await send('POST', '/api/teetimes/unlock', demo, {
      course_id: veldCourse,
      timestamp: ts,
    });
    expect(unlock.statusCode).toBe(404);
    const sheet = TeeTimesResponse.parse(
      (await get(`/api/teetimes?course_id=${veldCourse}&holes=18&date=${DAY}`, veld)).json(),
    );
    expect(sheet.every((s) => s.closed !== 'locked')).toBe(true);
  });

  it("booking on Veldzicht's course is 404 and takes no place there", async () => {
    const before = TeeTimesResponse.parse(
      (await get(`/api/teetimes?course_id=${veldCourse}&holes=18&date=${DAY}`, veld)).json(),
    );
    const free = before.find((s) => s.available && s.free_slots === 4)!;
    const res = await send('POST', '/api/booking', demo, {
      date: DAY,
      time: free.time,
      course_id: veldCourse,
      holes: 18,
      players: [],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const after = TeeTimesResponse.parse(
      (await get(`/api/teetimes?course_id=${veldCourse}&holes=18&date=${DAY}`, veld)).json(),
    );
    expect(after.find((s) => s.time === free.time)!.occupied_slots).toBe(0);
    const mine = BookingSummary.array().parse((await get('/api/booking/self', demo)).json());
    expect(mine.some((b) => b.course.id === veldCourse)).toBe(false);
  });

  it("Veldzicht's booking id is 404 to read, change and cancel, and stays as it was", async () => {
    const id = veldBooking.id;
    const read = await get(`/api/booking/${id}`, demo);
    expect(read.statusCode).toBe(404);
    expect(read.json()).not.toHaveProperty('players');
    const put = await send('PUT', `/api/booking/${id}`, demo, { players: [] });
    expect(put.statusCode).toBe(404);
    const del = await send('DELETE', `/api/booking/${id}`, demo, {
      delete_all_bookings: true,
      reasonId: 1,
    });
    expect(del.statusCode).toBe(404);
    const still = Booking.parse((await get(`/api/booking/${id}`, veld)).json());
    expect(still).toEqual(veldBooking);
    const lists = BookingSummary.array().parse((await get('/api/booking', demo)).json());
    expect(lists.some((b) => b.id === id)).toBe(false);
  });

  it("another demo member's booking id is 404 too and stays as it was", async () => {
    // A seeded flight the demo account is not in.
    const myId = Relatie.parse((await get('/api/relatie/self', demo)).json()).id;
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.club_id, t.clubId('demo')), eq(bookings.date, DAY)));
    const other = rows.find((r) => r.parent_id === null && r.relatie_id !== myId)!;
    expect(other).toBeDefined();
    expect((await get(`/api/booking/${other.id}`, demo)).statusCode).toBe(404);
    expect((await send('PUT', `/api/booking/${other.id}`, demo, { players: [] })).statusCode).toBe(
      404,
    );
    const del = await send('DELETE', `/api/booking/${other.id}`, demo, {
      delete_all_bookings: true,
      reasonId: 1,
    });
    expect(del.statusCode).toBe(404);
    const after = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.club_id, t.clubId('demo')), eq(bookings.date, DAY)));
    expect(after).toEqual(rows);
  });
});
