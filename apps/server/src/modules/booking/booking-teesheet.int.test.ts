import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingSummary,
  TeeTimeCoursesResponse,
  TeeTimesOverviewResponse,
  TeeTimesResponse,
  type TeeTimeCourse,
} from '@fairway/contract';
import { buildApp } from '../../app';
import { clubConfig, teeBlocks } from '../../db/schema';
import { DEMO_DAYS_AHEAD } from '../../db/seed/demo-content';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/** GET /api/courses/teetime, /api/teetimes and /api/teetimes/overview: the sheet members see. */
// The seed's day: Sunday 2026-11-22, 11:00 in Amsterdam (UTC+1).
const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';
const MONDAY = '2026-11-23'; // greenkeeping: 07:30–08:30 blocked on the main course
const TUESDAY = '2026-11-24'; // ladies' competition 09:00–10:30, a match's start list from 13:00
const WEDNESDAY = '2026-11-25';
const THURSDAY = '2026-11-26';
let t: TestApp;
let demo: string;
let marker: string;
let main: TeeTimeCourse; // De Lange Baan, 18 holes
let short: TeeTimeCourse; // De Korte Negen, 9 holes

const get = (url: string, cookie = demo) => t.app.inject({ url, headers: { cookie } });
const sheet = async (courseId: number, date: string, cookie = demo, extra = '') => {
  const res = await get(
    `/api/teetimes?course_id=${courseId}&holes=${courseId === short.id ? 9 : 18}&date=${date}${extra}`,
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return TeeTimesResponse.parse(res.json());
};
/** Every time of a sheet from `first` to `last` each `step` minutes. */
const times = (first: string, last: string, step: number) => {
  const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
  const out: string[] = [];
  for (let x = m(first); x <= m(last); x += step)
    out.push(`${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`);
  return out;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
  const courses = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime')).json());
  main = courses.find((c) => c.holes === 18)!;
  short = courses.find((c) => c.holes === 9)!;
});
afterAll(() => t.close());

describe('GET /api/courses/teetime', () => {
  it("lists the demo club's two courses with their hole options and sheet settings", async () => {
    const res = await get('/api/courses/teetime');
    expect(res.statusCode).toBe(200);
    const courses = TeeTimeCoursesResponse.parse(res.json());
    expect(courses).toEqual([
      {
        id: short.id,
        name: 'De Korte Negen',
        holes: 9,
        hole_options: [9],
        first_time: '08:00',
        last_time: '18:00',
        interval: 15,
        intervals: [15],
        free_slots: 4,
        start_tees: [1],
        booking_days_ahead: DEMO_DAYS_AHEAD,
      },
      {
        id: main.id,
        name: 'De Lange Baan',
        holes: 18,
        hole_options: [9, 18],
        first_time: '07:30',
        last_time: '17:00',
        interval: 10,
        intervals: [10],
        free_slots: 4,
        start_tees: [1],
        booking_days_ahead: DEMO_DAYS_AHEAD,
      },
    ]);
  });

  it('refuses a malformed date with 400', async () => {
    const res = await get('/api/courses/teetime?date=22-11-2026');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields[0].field).toBe('date');
  });

  it('with a date, lists the courses open for tee times that day: none for a past day, not a course closed all day', async () => {
    const ids = async (date: string) =>
      TeeTimeCoursesResponse.parse((await get(`/api/courses/teetime?date=${date}`)).json()).map(
        (c) => c.id,
      );
    // Monday's greenkeeping blocks only the morning: both courses are open.
    expect((await ids(MONDAY)).sort()).toEqual([main.id, short.id].sort());
    expect((await ids(TODAY)).sort()).toEqual([main.id, short.id].sort());
    expect(await ids('2026-11-21')).toEqual([]);
    // The short course closed all Thursday (maintenance): only the main one is open that day.
    await t.database.db.insert(teeBlocks).values({
      club_id: t.clubId('demo'),
      course_id: short.id,
      date: THURSDAY,
      from_time: '00:00',
      until_time: '23:59',
      reason: 'other',
    });
    expect(await ids(THURSDAY)).toEqual([main.id]);
    expect((await sheet(short.id, THURSDAY)).every((x) => x.closed === 'blocked')).toBe(true);
  });
});

describe('GET /api/teetimes: bad input', () => {
  it.each([
    ['no course_id', `holes=18&date=${WEDNESDAY}`, 'course_id'],
    ['a course_id that is no number', `course_id=abc&holes=18&date=${WEDNESDAY}`, 'course_id'],
    ['a negative course_id', `course_id=-4&holes=18&date=${WEDNESDAY}`, 'course_id'],
    ['12 holes', `course_id=COURSE&holes=12&date=${WEDNESDAY}`, 'holes'],
    ['0 holes', `course_id=COURSE&holes=0&date=${WEDNESDAY}`, 'holes'],
    ['no date', `course_id=COURSE&holes=18`, 'date'],
    ['a date as DD-MM-YYYY', `course_id=COURSE&holes=18&date=25-11-2026`, 'date'],
    ['an impossible date', `course_id=COURSE&holes=18&date=2026-02-30`, 'date'],
    [
      'a from_time of 25:00',
      `course_id=COURSE&holes=18&date=${TODAY}&from_time=25:00`,
      'from_time',
    ],
  ])('refuses %s with 400 naming the field', async (_name, query, field) => {
    const res = await get(`/api/teetimes?${query.replace('COURSE', String(main.id))}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(body.message).toContain(field);
  });

  it('refuses 18 holes on the 9-hole course with 400 naming holes', async () => {
    const res = await get(`/api/teetimes?course_id=${short.id}&holes=18&date=${WEDNESDAY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'holes', message: 'must be 9' }]);
  });

  it('answers 404 for a course that does not exist', async () => {
    const res = await get(`/api/teetimes?course_id=999999&holes=18&date=${WEDNESDAY}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/teetimes: the day from the club settings', () => {
  it('lays out the main course 07:30–17:00 every 10 minutes and the short one 08:00–18:00 every 15', async () => {
    const long = await sheet(main.id, WEDNESDAY);
    expect(long.map((s) => s.time)).toEqual(times('07:30', '17:00', 10));
    const nine = await sheet(short.id, WEDNESDAY);
    expect(nine.map((s) => s.time)).toEqual(times('08:00', '18:00', 15));
    // No blocks on the short course; its places are free or taken by the demo data's bookings.
    expect(nine.every((s) => s.closed === null)).toBe(true);
    expect(nine.every((s) => s.free_slots + s.occupied_slots === 4)).toBe(true);
  });

  it('gives each time its Unix timestamp in club time and consistent places', async () => {
    const long = await sheet(main.id, WEDNESDAY);
    const ten = long.find((s) => s.time === '10:00')!;
    expect(ten.timestamp).toBe(Date.parse('2026-11-25T09:00:00Z') / 1000);
    for (const s of long) {
      expect(s.free_slots + s.occupied_slots).toBe(4);
      expect(s.available).toBe(s.closed === null && s.free_slots > 0);
      expect(s.reservations.length).toBeLessThanOrEqual(s.occupied_slots);
    }
  });

  it('shows 27 holes as the 18-hole sheet', async () => {
    const res = await get(`/api/teetimes?course_id=${main.id}&holes=27&date=${WEDNESDAY}`);
    expect(res.statusCode).toBe(200);
    expect(TeeTimesResponse.parse(res.json())).toEqual(await sheet(main.id, WEDNESDAY));
  });

  it("shows Tuesday's 09:00–10:30 as held for a match and Monday's 07:30–08:30 as blocked", async () => {
    const tue = await sheet(main.id, TUESDAY);
    const match = tue.filter((s) => s.closed === 'match').map((s) => s.time);
    // The weekly ladies' competition, and the afternoon match's drawn flights (13:00–13:30).
    expect(match).toEqual([...times('09:00', '10:20', 10), ...times('13:00', '13:30', 10)]);
    expect(tue.filter((s) => s.closed === 'match').every((s) => !s.available)).toBe(true);
    expect(tue.find((s) => s.time === '10:30')!.closed).toBeNull();
    const mon = await sheet(main.id, MONDAY);
    expect(mon.filter((s) => s.closed === 'blocked').map((s) => s.time)).toEqual(
      times('07:30', '08:20', 10),
    );
    expect(mon.filter((s) => s.closed === 'blocked').every((s) => !s.available)).toBe(true);
    expect(mon.find((s) => s.time === '08:30')!.closed).toBeNull();
    // The blocks are the main course's only.
    expect((await sheet(short.id, TUESDAY)).every((s) => s.closed === null)).toBe(true);
  });

  it('shows only the times from now on for today, or from a later from_time', async () => {
    expect((await sheet(main.id, TODAY))[0]!.time).toBe('11:00');
    expect((await sheet(main.id, TODAY, demo, '&from_time=08:00'))[0]!.time).toBe('11:00');
    const afternoon = await sheet(main.id, TODAY, demo, '&from_time=13:00');
    expect(afternoon.map((s) => s.time)).toEqual(times('13:00', '17:00', 10));
  });

  it('answers an empty sheet for a past date', async () => {
    expect(await sheet(main.id, '2026-11-21')).toEqual([]);
  });

  it('shows the days beyond booking_days_ahead (14) as not open', async () => {
    // 2026-12-07 is a Monday: its greenkeeping block still shows as blocked.
    const later = await sheet(main.id, '2026-12-07');
    expect(later.length).toBe(58);
    expect(later.every((s) => !s.available)).toBe(true);
    expect(later.filter((s) => s.closed !== 'blocked').map((s) => s.closed)).toEqual(
      Array(52).fill('not_open'),
    );
    const last = await sheet(main.id, '2026-12-06');
    expect(last.some((s) => s.closed === 'not_open')).toBe(false);
  });
});

describe('GET /api/teetimes: places and names', () => {
  it("counts a new booking's places and marks the booker's own time", async () => {
    const before = await sheet(main.id, WEDNESDAY);
    const free = before.filter((s) => s.available && s.free_slots === 4);
    const [slot, neighbour] = [free[0]!, free[1]!];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: writeHeaders(demo),
      payload: {
        date: WEDNESDAY,
        time: slot.time,
        course_id: main.id,
        holes: 18,
        players: [{ guest: { lastname: 'Bakker', handicap: 20 } }, { unknown: true }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = BookingSummary.parse(created.json()).id;

    const mine = (await sheet(main.id, WEDNESDAY)).find((s) => s.time === slot.time)!;
    expect(mine).toMatchObject({
      available: true,
      free_slots: 1,
      occupied_slots: 3,
      closed: null,
      own_booking_id: id,
    });
    expect(mine.reservations).toEqual([
      { name: 'Jan Demo', is_self: true, is_guest: false, unknown: false },
      { name: 'Bakker', is_self: false, is_guest: true, unknown: false },
      { name: null, is_self: false, is_guest: false, unknown: true },
    ]);
    const theirs = (await sheet(main.id, WEDNESDAY, marker)).find((s) => s.time === slot.time)!;
    expect(theirs.own_booking_id).toBeNull();
    expect(theirs.reservations.map((r) => r.is_self)).toEqual([false, false, false]);
    // The time next to it is untouched.
    expect((await sheet(main.id, WEDNESDAY)).find((s) => s.time === neighbour.time)).toEqual(
      neighbour,
    );

    // Marker takes the last place: the time is full for everyone.
    const last = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: writeHeaders(marker),
      payload: { date: WEDNESDAY, time: slot.time, course_id: main.id, holes: 9, players: [] },
    });
    expect(last.statusCode).toBe(201);
    const full = (await sheet(main.id, WEDNESDAY)).find((s) => s.time === slot.time)!;
    expect(full).toMatchObject({ available: false, free_slots: 0, occupied_slots: 4 });
    expect(full.closed).toBeNull();
  });

  it("shows other players' names when booking_show_player_name is on (the demo club)", async () => {
    // The seeded flight tomorrow 10:00: demo, marker and a guest.
    const ten = (await sheet(main.id, MONDAY, marker)).find((s) => s.time === '10:00')!;
    expect(ten.occupied_slots).toBe(3);
    expect(ten.reservations.map((r) => r.name)).toEqual([
      'Jan Demo',
      expect.any(String),
      'Peter de Gast',
    ]);
    expect(ten.reservations.map((r) => r.is_self)).toEqual([false, true, false]);
  });

  it('hides the names of others when the club turns booking_show_player_name off', async () => {
    await t.database.db
      .update(clubConfig)
      .set({ booking_show_player_name: false })
      .where(eq(clubConfig.club_id, t.clubId('demo')));
    // A fresh process, so no cached configuration hides the change.
    const app = await buildApp({ db: t.database.db, clock: () => NOW });
    try {
      const res = await app.inject({
        url: `/api/teetimes?course_id=${main.id}&holes=18&date=${MONDAY}`,
        headers: { cookie: marker },
      });
      const ten = TeeTimesResponse.parse(res.json()).find((s) => s.time === '10:00')!;
      expect(ten.occupied_slots).toBe(3);
      const own = ten.reservations.find((r) => r.is_self)!;
      expect(own.name).toEqual(expect.any(String));
      expect(ten.reservations.filter((r) => !r.is_self).map((r) => r.name)).toEqual([null, null]);
      // Every other time of the day shows no names either.
      const all = TeeTimesResponse.parse(res.json()).flatMap((s) => s.reservations);
      expect(all.filter((r) => !r.is_self).every((r) => r.name === null)).toBe(true);
      expect(all.filter((r) => !r.is_self).length).toBeGreaterThan(10);
    } finally {
      await app.close();
      await t.database.db
        .update(clubConfig)
        .set({ booking_show_player_name: true })
        .where(eq(clubConfig.club_id, t.clubId('demo')));
    }
  });
});

describe('GET /api/teetimes/overview', () => {
  it('gives places and occupied places per day and hour, today to 7 days ahead', async () => {
    const res = await get(`/api/teetimes/overview?courseId=${main.id}&holes=18`);
    expect(res.statusCode).toBe(200);
    const overview = TeeTimesOverviewResponse.parse(res.json());
    expect(overview.course_id).toBe(main.id);
    // Today and booking_days_ahead (14) more.
    expect(overview.days.map((d) => d.date)).toEqual(
      Array.from({ length: 15 }, (_, i) =>
        new Date(Date.UTC(2026, 10, 22 + i)).toISOString().slice(0, 10),
      ),
    );
    const byDate = new Map(overview.days.map((d) => [d.date, d]));
    // 58 times of 4 places; today from 11:00 (37 times), blocked and match times left out
    // (Tuesday: the ladies' 09:00–10:30 and the afternoon match's four flights).
    expect(byDate.get(TODAY)!.places).toBe(37 * 4);
    expect(byDate.get(MONDAY)!.places).toBe(52 * 4);
    expect(byDate.get(TUESDAY)!.places).toBe(45 * 4);
    expect(byDate.get(WEDNESDAY)!.places).toBe(58 * 4);
    expect(byDate.get(TODAY)!.hours[0]!.hour).toBe(11);
    expect(byDate.get(TUESDAY)!.hours.find((h) => h.hour === 9)).toBeUndefined();
    expect(byDate.get(TUESDAY)!.hours.find((h) => h.hour === 10)!.places).toBe(3 * 4);
    for (const day of overview.days) {
      // The day is the sum of its hours and agrees with the day's sheet.
      expect(day.places).toBe(day.hours.reduce((s, h) => s + h.places, 0));
      expect(day.occupied).toBe(day.hours.reduce((s, h) => s + h.occupied, 0));
      const open = (await sheet(main.id, day.date)).filter(
        (s) => s.closed !== 'blocked' && s.closed !== 'match',
      );
      expect(day.occupied).toBe(open.reduce((s, x) => s + x.occupied_slots, 0));
    }
    expect(overview.days.some((d) => d.occupied > 0)).toBe(true);
  });

  it('covers the short course with its own sheet', async () => {
    const res = await get(`/api/teetimes/overview?courseId=${short.id}&holes=9`);
    const overview = TeeTimesOverviewResponse.parse(res.json());
    expect(overview.days.find((d) => d.date === WEDNESDAY)!.places).toBe(41 * 4);
  });

  it.each([
    ['no courseId', 'holes=18'],
    ['course_id instead of courseId', 'course_id=COURSE&holes=18'],
    ['13 holes', 'courseId=COURSE&holes=13'],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await get(`/api/teetimes/overview?${query.replace('COURSE', String(main.id))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('answers 404 for a course that does not exist', async () => {
    expect((await get('/api/teetimes/overview?courseId=999999&holes=18')).statusCode).toBe(404);
  });

  it('is for a round of `holes`: 18 holes on the 9-hole course is refused naming holes, 27 is 18', async () => {
    const res = await get(`/api/teetimes/overview?courseId=${short.id}&holes=18`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('holes');
    const nine = TeeTimesOverviewResponse.parse(
      (await get(`/api/teetimes/overview?courseId=${main.id}&holes=9`)).json(),
    );
    const twentySeven = await get(`/api/teetimes/overview?courseId=${main.id}&holes=27`);
    expect(twentySeven.statusCode).toBe(200);
    // A booking takes one place of its tee time whatever its holes: the same places.
    expect(TeeTimesOverviewResponse.parse(twentySeven.json())).toEqual(nine);
  });
});
