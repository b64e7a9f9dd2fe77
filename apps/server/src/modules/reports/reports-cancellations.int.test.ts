import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BookingSummary, TeeTimeCoursesResponse, type TeeTimeCourse } from '@fairway/contract';
import { bookingCancellations, courses } from '../../db/schema';
import { bookingFixtures, NOW, THURSDAY, type Member } from '../../../test/booking-fixtures';
import { readAs, withTestApp, type TestApp } from '../../../test/harness';
import { reportCsv as csv } from '../../../test/report-csv';
import { keysetBatches } from '../../lib/export-file';
import { ReportsRepository, type BookingRow, type CancellationRow } from './reports.repository';

// The cancellations report: a member's own cancel and a place the club's block took off, each
// with who, when and how long before the tee time; never another club's.
let t: TestApp;
let admin: string;
let course: TeeTimeCourse;
let member: Member;
let time: string;
let bookingId: number;
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

withTestApp(
  async (app) => {
    t = app;
    admin = await t.login('beheer');
    const list = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', admin)).json());
    course = list.find((c) => c.holes === 18)!;
    [member] = (await fx.members(1, [THURSDAY])) as [Member];
    time = await fx.freeTime(course, THURSDAY, member.cookie, '10:00');
    const booked = await fx.book(member.cookie, course, THURSDAY, time);
    expect(booked.statusCode, booked.body).toBe(201);
    bookingId = BookingSummary.parse(booked.json()).id;
    expect((await fx.cancel(member.cookie, bookingId)).statusCode).toBe(200);
    // A place the club's block took off, and another club's cancellation.
    const [zuidCourse] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, t.clubId('zuid')));
    await t.database.db.insert(bookingCancellations).values([
      {
        club_id: t.clubId('demo'),
        booking_id: 990_001,
        course_id: course.id,
        date: THURSDAY,
        time: '15:00',
        player_name: 'Geblokkeerd Lid',
        block_reason: 'maintenance',
        cancelled_by: member.id,
        cancelled_at: new Date('2026-11-26T08:00:00Z'),
      },
      {
        club_id: t.clubId('zuid'),
        booking_id: 990_002,
        course_id: zuidCourse!.id,
        date: THURSDAY,
        time: '09:00',
        player_name: 'Lid van Zuid',
        cancelled_by: member.id,
        cancelled_at: NOW,
      },
    ]);
  },
  { clock: () => NOW },
);

const get = (url: string, cookie = admin) => readAs(t, url, cookie);
const DAY = `from=${THURSDAY}&until=${THURSDAY}`;

describe('the cancellations report', () => {
  it('answers 401 without a session, 403 to a member, 200 to the tee-sheet manager, 400 naming the field', async () => {
    expect((await get(`/api/admin/reports/cancellations.csv?${DAY}`, '')).statusCode).toBe(401);
    // commissie is on the committee and the demo's tee-sheet manager.
    for (const [who, status] of [
      ['demo', 403],
      ['commissie', 200],
    ] as const)
      expect(
        (await get(`/api/admin/reports/cancellations.csv?${DAY}`, await t.login(who))).statusCode,
        who,
      ).toBe(status);
    for (const [query, field] of [
      ['from=2026-11-31&until=2026-12-01', 'from'],
      [`from=${THURSDAY}`, 'until'],
      ['from=2026-11-27&until=2026-11-26', 'until'],
      [`${DAY}&course_id=x`, 'course_id'],
    ] as const) {
      const res = await get(`/api/admin/reports/cancellations.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
        field,
      ]);
    }
  });

  it("lists the day's cancelled places with who, when, why and how long before", async () => {
    const res = await get(`/api/admin/reports/cancellations.csv?${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cancellations-${THURSDAY}-${THURSDAY}.csv"`,
    );
    const { fields, rows } = csv(res.body);
    expect(fields).toEqual([
      'date',
      'time',
      'course',
      'booking_id',
      'player',
      'reason',
      'block',
      'cancelled_by',
      'cancelled_by_name',
      'cancelled_at',
      'minutes_before',
    ]);
    const own = rows.find((r) => Number(r.booking_id) === bookingId)!;
    expect(own).toMatchObject({
      date: THURSDAY,
      time,
      course: course.name,
      block: '',
      cancelled_by: String(member.id),
      // Cancelled at the test's clock: Sunday 11:00 in Amsterdam.
      cancelled_at: '2026-11-22 11:00',
    });
    expect(own.reason).not.toBe('');
    expect(own.player).toBe(own.cancelled_by_name);
    const hours = Number(time.slice(0, 2)) - 11 + 4 * 24;
    expect(Number(own.minutes_before)).toBe(hours * 60 + Number(time.slice(3)));
    const blocked = rows.find((r) => r.booking_id === '990001')!;
    // 08:00 UTC is 09:00 in Amsterdam, six hours before 15:00.
    expect(blocked).toMatchObject({ block: 'maintenance', reason: '', minutes_before: '360' });
    expect(res.body).not.toContain('Lid van Zuid');
  });

  it('narrows to a course, and writes XLSX with numbers and dates', async () => {
    const other = await get(
      `/api/admin/reports/cancellations.csv?${DAY}&course_id=${course.id + 1_000}`,
    );
    expect(csv(other.body).rows).toEqual([]);
    const res = await get(`/api/admin/reports/cancellations.xlsx?${DAY}&course_id=${course.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    const blocked = rows.find((r) => r.getCell(col('booking_id')).value === 990_001)!;
    expect(blocked.getCell(col('minutes_before')).value).toBe(360);
    expect((blocked.getCell(col('cancelled_at')).value as Date).toISOString()).toBe(
      '2026-11-26T09:00:00.000Z',
    );
  });

  it('reads bookings and cancellations in batches, each from the last row of the one before', async () => {
    const repo = new ReportsRepository(t.database.db);
    const demo = t.clubId('demo');
    // Every day of the demo club's: its seeded bookings and this file's two cancellations.
    const r = { from: '2000-01-01', until: '2100-12-31', timeZone: 'Europe/Amsterdam' };
    /** The rows `read` answers at once, and the same read one row a batch: the same rows. */
    async function byOne<R extends { id: number }>(
      read: (last: R | undefined, limit: number) => Promise<R[]>,
    ) {
      const all = await read(undefined, 10_000);
      expect(all.length).toBeGreaterThan(1);
      const batched: R[] = [];
      for await (const batch of keysetBatches<R>((last) => read(last, 1), 1))
        batched.push(...batch);
      expect(batched.map((b) => b.id)).toEqual(all.map((a) => a.id));
    }
    await byOne<BookingRow>((last, limit) => repo.bookings(demo, r, undefined, last, limit));
    await byOne<CancellationRow>((last, limit) =>
      repo.cancellations(demo, r, undefined, last, limit),
    );
  });
});
