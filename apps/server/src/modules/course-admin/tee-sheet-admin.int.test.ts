import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminCourse,
  AdminTeeSheet,
  TeeTimeCoursesResponse,
  TeeTimesResponse,
  type AdminTeeSheetInput,
} from '@fairway/contract';
import { auditLog, bookings, courses } from '../../db/schema';
import { bookingFixtures, FRIDAY, NOW, TODAY } from '../../../test/booking-fixtures';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, refusedFields } from '../../../test/admin-calls';

/** A course's tee-sheet layout in the back office, and the member's sheet that follows it. */
let t: TestApp;
let commissie: string;
let demo: string;
let courseId: number;
withTestApp(
  async (app) => {
    t = app;
    [commissie, demo] = await Promise.all([t.login('commissie'), t.login('demo')]);
    const res = await call('POST', '/api/admin/courses', commissie, {
      name: 'De Winterlus',
      holes: 9,
      hole_options: [9],
      tees: [],
    });
    courseId = AdminCourse.parse(res.json()).id;
  },
  { clock: () => NOW },
);
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

const { call, get } = adminCalls(() => t, 'tee-sheet-admin');
const url = () => `/api/admin/courses/${courseId}/tee-sheet`;

const winter = {
  name: 'Winter',
  from: '11-01',
  until: '02-28',
  first_time: '08:30',
  last_time: '09:30',
};
const layout = (over: Partial<AdminTeeSheetInput> = {}): AdminTeeSheetInput => ({
  first_time: '07:00',
  last_time: '18:00',
  intervals: [8, 9],
  seasons: [winter],
  capacity: 3,
  bookable: true,
  start_tees: [1],
  booking_days_ahead: null,
  booking_opens_at: null,
  ...over,
});
const memberDay = async (date: string, cookie = demo) => {
  const res = await get(`/api/teetimes?course_id=${courseId}&holes=9&date=${date}`, cookie);
  expect(res.statusCode).toBe(200);
  return TeeTimesResponse.parse(res.json());
};

describe('GET /api/admin/courses/:course_id/tee-sheet', () => {
  it("answers 401, 403, 404 for another club's course, and the layout with the club defaults", async () => {
    expect((await get(url())).statusCode).toBe(401);
    expect((await get(url(), demo)).statusCode).toBe(403);
    const [other] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, t.clubId('zuid')));
    expect((await get(`/api/admin/courses/${other!.id}/tee-sheet`, commissie)).statusCode).toBe(
      404,
    );
    const res = await get(url(), commissie);
    expect(res.statusCode).toBe(200);
    expect(AdminTeeSheet.parse(res.json())).toMatchObject({
      course_id: courseId,
      course_name: 'De Winterlus',
      first_time: '08:00',
      last_time: '17:00',
      intervals: [10],
      seasons: [],
      booking_days_ahead: null,
      booking_opens_at: null,
      club_opening: { booking_opens_at: expect.any(String) },
    });
  });
});

describe('PUT /api/admin/courses/:course_id/tee-sheet', () => {
  it('answers 401 and 403 before it reads the layout', async () => {
    const anon = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: writeHeaders(''),
      payload: layout(),
    });
    expect(anon.statusCode).toBe(401);
    expect((await call('PUT', url(), demo, layout())).statusCode).toBe(403);
  });

  it('refuses with 400 naming the field', async () => {
    const cases: [Partial<AdminTeeSheetInput>, string][] = [
      [{ first_time: '09:00', last_time: '08:50' }, 'last_time'],
      [{ seasons: [{ ...winter, last_time: '08:00' }] }, 'seasons.0.last_time'],
      [{ seasons: [{ ...winter, until: '02-30' }] }, 'seasons.0.until'],
      [{ seasons: [{ ...winter, from: '1-11' }] }, 'seasons.0.from'],
      [
        { seasons: [winter, { ...winter, name: 'Late', from: '02-01', until: '03-31' }] },
        'seasons.1.from',
      ],
      [{ intervals: [0] }, 'intervals.0'],
      [{ intervals: [] }, 'intervals'],
      [{ booking_opens_at: '24:00' }, 'booking_opens_at'],
      [{ booking_days_ahead: 400 }, 'booking_days_ahead'],
      [{ capacity: 0 }, 'capacity'],
      // De Winterlus has 9 holes: no back nine to start from.
      [{ start_tees: [1, 10] }, 'start_tees'],
      [{ start_tees: [1, 9] }, 'start_tees'],
      [{ tee_ten_minutes: 59 }, 'tee_ten_minutes'],
      [{ tee_ten_minutes: 181 }, 'tee_ten_minutes'],
      [{ tee_ten_minutes: 90.5 }, 'tee_ten_minutes'],
    ];
    for (const [over, field] of cases) {
      const res = await call('PUT', url(), commissie, layout(over));
      expect(res.statusCode, field).toBe(400);
      expect(refusedFields(res), field).toContain(field);
    }
    expect(
      (await call('PUT', '/api/admin/courses/2147483648/tee-sheet', commissie, layout()))
        .statusCode,
    ).toBe(400);
  });

  it('lays out the days not booked yet from the new layout at once, keeps bookings, with its audit row', async () => {
    const [member] = await fx.members(1, [FRIDAY]);
    const booked = await call('POST', '/api/booking', member!.cookie, {
      date: FRIDAY,
      time: '09:10',
      course_id: courseId,
      holes: 9,
      players: [],
    });
    expect(booked.statusCode).toBe(201);
    // Read once, so the member's sheet of the old layout is in this process's cache.
    expect((await memberDay(FRIDAY)).map((s) => s.time)).toContain('16:50');

    const res = await call('PUT', url(), commissie, layout());
    expect(res.statusCode).toBe(200);
    expect(AdminTeeSheet.parse(res.json())).toMatchObject({ intervals: [8, 9], seasons: [winter] });

    // A winter date: the season's short day at 8 and 9 minutes in turn.
    expect((await memberDay(FRIDAY)).map((s) => s.time)).toEqual([
      '08:30',
      '08:38',
      '08:47',
      '08:55',
      '09:04',
      '09:12',
      '09:21',
      '09:29',
    ]);
    expect((await memberDay(FRIDAY)).every((s) => s.free_slots + s.occupied_slots === 3)).toBe(
      true,
    );
    const list = TeeTimeCoursesResponse.parse(
      (await get(`/api/courses/teetime?date=${FRIDAY}`, demo)).json(),
    ).find((c) => c.id === courseId);
    expect(list).toMatchObject({ first_time: '08:30', last_time: '09:30', intervals: [8, 9] });

    // The booking made on the old layout stays as it was.
    const [kept] = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.course_id, courseId), eq(bookings.date, FRIDAY)));
    expect(kept).toMatchObject({ time: '09:10' });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.club_id, t.clubId('demo')), eq(auditLog.entity, 'tee_sheet')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'update', record_id: String(courseId) });
    expect(audit!.before).toMatchObject({ intervals: [10] });
    expect(audit!.after).toMatchObject({ intervals: [8, 9], seasons: [winter] });
  });

  it("opens the course's days by its own days ahead, else the club's", async () => {
    const ahead = (n: number) =>
      new Date(Date.parse(`${TODAY}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await call(
          'PUT',
          url(),
          commissie,
          layout({ booking_days_ahead: 1, booking_opens_at: '07:00' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await memberDay(ahead(1))).some((s) => s.closed === 'not_open')).toBe(false);
    expect((await memberDay(ahead(2))).every((s) => s.closed === 'not_open')).toBe(true);
    const list = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime', demo)).json());
    expect(list.find((c) => c.id === courseId)!.booking_days_ahead).toBe(1);

    const back = await call('PUT', url(), commissie, layout());
    expect(AdminTeeSheet.parse(back.json()).booking_days_ahead).toBeNull();
    expect((await memberDay(ahead(2))).some((s) => s.closed === 'not_open')).toBe(false);
  });

  it('keeps the start tees of a course when a client leaves them out', async () => {
    // The demo's 18-hole course; its own layout is put back afterwards.
    const path = '/api/admin/courses/1/tee-sheet';
    const { course_id, course_name, club_opening, ...own } = AdminTeeSheet.parse(
      (await get(path, commissie)).json(),
    );
    const startTees = async () =>
      AdminTeeSheet.parse((await get(path, commissie)).json()).start_tees;
    try {
      expect((await call('PUT', path, commissie, { ...own, start_tees: [1, 10] })).statusCode).toBe(
        200,
      );
      const { start_tees, ...older } = own;
      expect((await call('PUT', path, commissie, older)).statusCode).toBe(200);
      expect(await startTees()).toEqual([1, 10]);
    } finally {
      await call('PUT', path, commissie, own);
    }
    expect(await startTees()).toEqual(own.start_tees);
  });

  it("sets how long tee 10 starts flights: the member's tee-10 sheet follows, a client leaving it out keeps it", async () => {
    // The demo's 18-hole course with tees 1 and 10; its own layout is put back afterwards.
    const path = '/api/admin/courses/1/tee-sheet';
    const { course_id, course_name, club_opening, ...own } = AdminTeeSheet.parse(
      (await get(path, commissie)).json(),
    );
    const date = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const tee10 = async () => {
      const res = await get(`/api/teetimes?course_id=1&holes=9&date=${date}&start_tee=10`, demo);
      expect(res.statusCode).toBe(200);
      return TeeTimesResponse.parse(res.json()).map((s) => s.time);
    };
    const put = (over: Partial<AdminTeeSheetInput>) =>
      call('PUT', path, commissie, { ...own, start_tees: [1, 10], intervals: [10], ...over });
    try {
      expect(own.tee_ten_minutes).toBe(120);
      expect((await put({ first_time: '08:00', seasons: [] })).statusCode).toBe(200);
      expect((await tee10()).at(-1)).toBe('09:50');
      const res = await put({ first_time: '08:00', seasons: [], tee_ten_minutes: 150 });
      expect(AdminTeeSheet.parse(res.json()).tee_ten_minutes).toBe(150);
      expect((await tee10()).at(-1)).toBe('10:20');
      const { tee_ten_minutes, ...older } = own;
      expect(
        (await call('PUT', path, commissie, { ...older, start_tees: [1, 10] })).statusCode,
      ).toBe(200);
      expect(AdminTeeSheet.parse((await get(path, commissie)).json()).tee_ten_minutes).toBe(150);
    } finally {
      await call('PUT', path, commissie, own);
    }
  });
});
