import { and, asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AdminTeeSheetDay, type AdminDayFlight } from '@fairway/contract';
import { auditLog, bookings, courses, memberRoles, teeSlots } from '../../db/schema';
import { bookingFixtures, MONDAY as TOMORROW, NOW, TODAY } from '../../../test/booking-fixtures';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, refusedFields } from '../../../test/admin-calls';
import { reportCsv as csv } from '../../../test/report-csv';

/** The starter's day in the back office: each booked player marked arrived or no-show. */
let t: TestApp;
let manager: string;
let member: string;
let otherRoles: string;
let admin: string;
let managerId: number;
let courseId: number;
const YESTERDAY = '2026-11-21';
/** The flights this file books: yesterday's (two members and a guest), today's, tomorrow's. */
const ids = { yesterday: [] as number[], earlier: 0, later: 0, tomorrow: 0, zuid: 0 };

const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const { call, get } = adminCalls(() => t, 'tee-sheet-day');

/** A flight written as the booking function leaves one: the tee time's places taken, its rows. */
async function flight(
  club: number,
  course: number,
  at: { date: string; time: string },
  players: ({ relatie_id: number } | { guest: object })[],
): Promise<number[]> {
  const db = t.database.db;
  await db.insert(teeSlots).values({
    club_id: club,
    course_id: course,
    date: at.date,
    time: at.time,
    capacity: 4,
    occupied: players.length,
  });
  const made: number[] = [];
  for (const p of players) {
    const [row] = await db
      .insert(bookings)
      .values({
        club_id: club,
        course_id: course,
        ...at,
        holes: 18,
        parent_id: made[0] ?? null,
        ...p,
        booked_by: 'relatie_id' in p ? p.relatie_id : made[0]!,
        created_at: NOW,
      })
      .returning({ id: bookings.id, relatie_id: bookings.relatie_id });
    made.push(row!.id);
  }
  return made;
}

const firstCourse = async (club: number) =>
  (
    await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, club))
      .orderBy(asc(courses.id))
      .limit(1)
  )[0]!.id;

withTestApp(
  async (app) => {
    t = app;
    [manager, member, admin] = await Promise.all([
      t.login('commissie'),
      t.login('demo'),
      t.login('beheer'),
    ]);
    managerId = ((await fx.get('/api/relatie/self', manager)).json() as { id: number }).id;
    const demo = t.clubId('demo');
    courseId = await firstCourse(demo);
    const [a, b, c, d, e, roles] = await fx.members(6, [YESTERDAY, TODAY, TOMORROW]);
    // A member who holds every role but the tee-sheet manager's (and the administrator's).
    await t.database.db.insert(memberRoles).values(
      (['match_committee', 'handicap_committee', 'member_admin'] as const).map((role) => ({
        club_id: demo,
        relatie_id: roles!.id,
        role,
      })),
    );
    otherRoles = roles!.cookie;
    ids.yesterday = await flight(demo, courseId, { date: YESTERDAY, time: '09:01' }, [
      { relatie_id: a!.id },
      { relatie_id: b!.id },
      { guest: { firstname: 'Gerda', lastname: 'Gast' } },
    ]);
    const alone = async (date: string, time: string, relatie: number) =>
      (await flight(demo, courseId, { date, time }, [{ relatie_id: relatie }]))[0]!;
    ids.earlier = await alone(TODAY, '10:01', c!.id);
    ids.later = await alone(TODAY, '15:01', d!.id);
    ids.tomorrow = await alone(TOMORROW, '09:01', e!.id);
    const zuid = t.clubId('zuid');
    const zuidMember = (await fx.get('/api/relatie/self', await t.login('zuid'))).json() as {
      id: number;
    };
    const zuidCourse = await firstCourse(zuid);
    const [zuidPlace] = await flight(zuid, zuidCourse, { date: YESTERDAY, time: '09:01' }, [
      { relatie_id: zuidMember.id },
    ]);
    ids.zuid = zuidPlace!;
  },
  { clock: () => NOW },
);

const dayUrl = (date: string, course = courseId) => `/api/admin/courses/${course}/day?date=${date}`;
const markUrl = (id: number | string, course: number | string = courseId) =>
  `/api/admin/courses/${course}/day/bookings/${id}/attendance`;
const mark = (id: number, attendance: string | null, cookie = manager) =>
  call('PUT', markUrl(id), cookie, { attendance });
const ours = (day: AdminTeeSheetDay, id: number): AdminDayFlight =>
  day.flights.find((f) => f.booking_id === id)!;

describe('GET /api/admin/courses/:course_id/day', () => {
  it('answers 401, 400 naming the field, 403 without the role, 404 for another club', async () => {
    expect((await get(dayUrl(YESTERDAY))).statusCode).toBe(401);
    const bad = await get(dayUrl('2026-02-30'), manager);
    expect(bad.statusCode).toBe(400);
    expect(refusedFields(bad)).toEqual(['date']);
    // Without a date: the club's today.
    const today = await get(`/api/admin/courses/${courseId}/day`, manager);
    expect(today.statusCode).toBe(200);
    expect(AdminTeeSheetDay.parse(today.json())).toMatchObject({
      date: TODAY,
      now: { date: TODAY },
    });
    for (const cookie of [member, otherRoles])
      expect((await get(dayUrl(YESTERDAY), cookie)).statusCode).toBe(403);
    const zuidCourse = await firstCourse(t.clubId('zuid'));
    expect((await get(dayUrl(YESTERDAY, zuidCourse), manager)).statusCode).toBe(404);
  });

  it("lists the day's flights with their players, kinds and no marks yet", async () => {
    const res = await get(dayUrl(YESTERDAY), manager);
    expect(res.statusCode).toBe(200);
    const day = AdminTeeSheetDay.parse(res.json());
    expect(day).toMatchObject({ course_id: courseId, date: YESTERDAY, now: { date: TODAY } });
    expect(ours(day, ids.yesterday[0]!)).toMatchObject({
      time: '09:01',
      start_tee: 1,
      holes: 18,
      players: [
        { id: ids.yesterday[0], kind: 'member', attendance: null },
        { id: ids.yesterday[1], kind: 'member', attendance: null },
        { id: ids.yesterday[2], kind: 'guest', name: 'Gerda Gast', attendance: null },
      ],
    });
    expect(day.flights.some((f) => f.booking_id === ids.zuid)).toBe(false);
  });
});

describe('PUT /api/admin/courses/:course_id/day/bookings/:booking_id/attendance', () => {
  it('answers 401 and 403 (a member, other roles) and changes nothing', async () => {
    const anon = await t.app.inject({
      method: 'PUT',
      url: markUrl(ids.yesterday[0]!),
      headers: { ...writeHeaders(''), 'idempotency-key': 'tee-sheet-day-anon' },
      payload: { attendance: 'no_show' },
    });
    expect(anon.statusCode).toBe(401);
    for (const cookie of [member, otherRoles])
      expect((await mark(ids.yesterday[0]!, 'no_show', cookie)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ attendance: bookings.attendance })
      .from(bookings)
      .where(eq(bookings.id, ids.yesterday[0]!));
    expect(row!.attendance).toBeNull();
  });

  it('refuses with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ attendance: 'late' }, 'attendance'],
      [{}, 'attendance'],
    ] as const) {
      const res = await call('PUT', markUrl(ids.yesterday[0]!), manager, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refusedFields(res)).toEqual([field]);
    }
    const res = await call('PUT', markUrl('x'), manager, { attendance: 'arrived' });
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toEqual(['booking_id']);
  });

  it("answers 404 for another club's booking and for a booking of another course", async () => {
    expect((await mark(ids.zuid, 'no_show')).statusCode).toBe(404);
    const elsewhere = await call('PUT', markUrl(ids.yesterday[0]!, courseId + 100_000), manager, {
      attendance: 'no_show',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a no-show before the tee time and any mark for a day to come', async () => {
    const later = await mark(ids.later, 'no_show');
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ code: 'TEE_TIME_NOT_STARTED' });
    expect((await mark(ids.tomorrow, 'arrived')).json()).toMatchObject({
      code: 'TEE_TIME_NOT_STARTED',
    });
    // A player of today's later tee time who came in early is written as arrived.
    const arrived = AdminTeeSheetDay.parse((await mark(ids.later, 'arrived')).json());
    expect(ours(arrived, ids.later).players[0]!.attendance).toBe('arrived');
    const started = AdminTeeSheetDay.parse((await mark(ids.earlier, 'no_show')).json());
    expect(ours(started, ids.earlier).players[0]!.attendance).toBe('no_show');
  });

  it('marks a no-show with its audit row, and the bookings report counts it', async () => {
    const [first, second, guest] = ids.yesterday as [number, number, number];
    const res = await mark(second, 'no_show');
    expect(res.statusCode).toBe(200);
    const day = AdminTeeSheetDay.parse(res.json());
    expect(day.date).toBe(YESTERDAY);
    expect(ours(day, first).players.map((p) => p.attendance)).toEqual([null, 'no_show', null]);
    expect((await mark(first, 'arrived')).statusCode).toBe(200);
    expect((await mark(guest, 'arrived')).statusCode).toBe(200);
    // The same mark again writes nothing: no second audit row.
    expect((await mark(second, 'no_show')).statusCode).toBe(200);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.club_id, t.clubId('demo')),
          eq(auditLog.entity, 'booking_attendance'),
          eq(auditLog.record_id, String(second)),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: managerId,
      action: 'update',
      before: { date: YESTERDAY, time: '09:01', attendance: null },
      after: { date: YESTERDAY, time: '09:01', attendance: 'no_show' },
    });

    const range = `from=${YESTERDAY}&until=${YESTERDAY}&course_id=${courseId}`;
    const file = await get(`/api/admin/reports/bookings.csv?${range}`, admin);
    expect(file.statusCode).toBe(200);
    const { fields, rows } = csv(file.body);
    expect(fields).toEqual(expect.arrayContaining(['attendance', 'booking_no_shows']));
    const line = (id: number) => rows.find((r) => Number(r.player_id) === id)!;
    expect(line(first)).toMatchObject({ attendance: 'arrived', booking_no_shows: '1' });
    expect(line(second)).toMatchObject({ attendance: 'no_show', booking_no_shows: '1' });
    expect(line(guest)).toMatchObject({ attendance: 'arrived', booking_no_shows: '1' });

    const xlsx = await get(`/api/admin/reports/bookings.xlsx?${range}`, admin);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const rowOf = (id: number) => {
      for (let i = 2; i <= sheet.rowCount; i++)
        if (sheet.getRow(i).getCell(col('player_id')).value === id) return sheet.getRow(i);
      throw new Error(`no row for ${id}`);
    };
    expect(rowOf(second).getCell(col('attendance')).value).toBe('no_show');
    expect(rowOf(second).getCell(col('booking_no_shows')).value).toBe(1);

    // Cleared, the mark is unknown again and the booking counts no no-show.
    expect((await mark(second, null)).statusCode).toBe(200);
    const after = csv((await get(`/api/admin/reports/bookings.csv?${range}`, admin)).body);
    expect(after.rows.find((r) => Number(r.player_id) === second)).toMatchObject({
      attendance: '',
      booking_no_shows: '0',
    });
  });
});
