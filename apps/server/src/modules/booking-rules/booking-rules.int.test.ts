import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminBookingRulesResponse,
  ConfigResponse,
  NO_OWN_BOOKING_RULES,
  TeeTimeCoursesResponse,
  type CategoryBookingRules,
  type TeeTimeCourse,
} from '@fairway/contract';
import { auditLog, bookings, memberCategories, memberRoles, memberships } from '../../db/schema';
import {
  bookingFixtures,
  NOW,
  MONDAY,
  TUESDAY,
  WEDNESDAY,
  THURSDAY,
  FRIDAY,
  SATURDAY,
  type Member,
} from '../../../test/booking-fixtures';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/** Booking rules per member category: the calls, and what a member may book under them. */
let t: TestApp;
let manager: string;
let demo: string;
let course: TeeTimeCourse;
/** The demo club's own days ahead (more than a week). */
let clubDaysAhead: number;
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

const put = (cookie: string, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/booking-rules/${id}`,
    headers: writeHeaders(cookie),
    payload: payload as object,
  });
const list = (cookie: string) =>
  t.app.inject({ url: '/api/admin/booking-rules', headers: { cookie } });
const book = (m: Member, date: string, time: string, players: unknown[] = []) =>
  fx.book(m.cookie, course, date, time, players);
const guest = (lastname: string) => ({
  guest: {
    gsn: 'NL12345678',
    firstname: 'Gast',
    lastname,
    handicap: 12.3,
    gender: 'm',
    email: 'gast@example.nl',
  },
});

/** A new category of the demo club with `rules`, holding the members given. */
async function category(naam: string, rules: Partial<CategoryBookingRules>, held: Member[]) {
  const [row] = await t.database.db
    .insert(memberCategories)
    .values({ club_id: t.clubId('demo'), naam })
    .returning();
  for (const m of held) {
    await t.database.db
      .update(memberships)
      .set({ category_id: row!.id })
      .where(eq(memberships.id, m.id));
  }
  const res = await put(manager, row!.id, { ...NO_OWN_BOOKING_RULES, ...rules });
  expect(res.statusCode, res.body).toBe(200);
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [manager, demo] = await Promise.all([t.login('commissie'), t.login('demo')]);
  const courses = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json());
  course = courses.find((c) => c.holes === 18)!;
  clubDaysAhead = ConfigResponse.parse(
    (await fx.get('/api/config', demo)).json(),
  ).booking_days_ahead;
  expect(clubDaysAhead).toBeGreaterThan(6);
});
afterAll(() => t.close());

describe('/api/admin/booking-rules', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await t.app.inject({ url: '/api/admin/booking-rules' })).statusCode).toBe(401);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/booking-rules/1',
      headers: writeHeaders(''),
      payload: NO_OWN_BOOKING_RULES,
    });
    expect(anon.statusCode).toBe(401);
    expect((await list(demo)).statusCode).toBe(403);
    const refused = await put(demo, 1, NO_OWN_BOOKING_RULES);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const id = await category('Bad input', {}, []);
    for (const [field, value] of [
      ['days_ahead', -1],
      ['days_ahead', 1.5],
      ['opens_at', '25:00'],
      ['max_open', 0],
      ['guests_per_booking', 4],
      ['unnamed_players', 'yes'],
      ['edit_lead', '2 hours'],
      ['cancel_lead', '200:00'],
    ] as const) {
      const res = await put(manager, id, { ...NO_OWN_BOOKING_RULES, [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().fields?.[0]?.field ?? res.body, `${field}`).toContain(field);
    }
    const missing = await put(manager, id, { days_ahead: 3 });
    expect(missing.statusCode).toBe(400);
  });

  it("answers 404 for another club's category and for none", async () => {
    const id = await category('Not yours', {}, []);
    const zuid = await t.login('zuid');
    const self = (await fx.get('/api/relatie/self', zuid)).json() as { id: number };
    await t.database.db
      .insert(memberRoles)
      .values({ club_id: t.clubId('zuid'), relatie_id: self.id, role: 'administrator' });
    const res = await put(zuid, id, { ...NO_OWN_BOOKING_RULES, days_ahead: 1 });
    expect(res.statusCode).toBe(404);
    expect((await put(manager, 2_000_000_000, NO_OWN_BOOKING_RULES)).statusCode).toBe(404);
    const theirs = AdminBookingRulesResponse.parse((await list(zuid)).json());
    expect(theirs.categories.map((c) => c.id)).not.toContain(id);
  });

  it("lists every category with its rules and the club's settings, and audits a change", async () => {
    const id = await category('Senioren', { days_ahead: 10, unnamed_players: false }, []);
    const body = AdminBookingRulesResponse.parse((await list(manager)).json());
    expect(body.club).toMatchObject({ booking_days_ahead: clubDaysAhead, booking_max_open: 4 });
    const row = body.categories.find((c) => c.id === id)!;
    expect(row).toMatchObject({ naam: 'Senioren', members: 0 });
    expect(row.rules).toEqual({ ...NO_OWN_BOOKING_RULES, days_ahead: 10, unnamed_players: false });

    const res = await put(manager, id, {
      ...NO_OWN_BOOKING_RULES,
      days_ahead: 10,
      cancel_lead: '48:00',
    });
    expect(res.json().rules).toEqual({
      ...NO_OWN_BOOKING_RULES,
      days_ahead: 10,
      cancel_lead: '48:00',
    });
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category_booking_rules'), eq(auditLog.record_id, `${id}`)))
      .orderBy(asc(auditLog.id));
    expect(trail.at(-1)).toMatchObject({
      action: 'update',
      before: { unnamed_players: false, cancel_lead: null },
      after: { unnamed_players: null, cancel_lead: '48:00' },
    });
    // The same rules again change nothing and write no row.
    await put(manager, id, { ...NO_OWN_BOOKING_RULES, days_ahead: 10, cancel_lead: '48:00' });
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category_booking_rules'), eq(auditLog.record_id, `${id}`)))
      .orderBy(asc(auditLog.id));
    expect(again).toHaveLength(trail.length);
  });

  it('lets an administrator act as the tee-sheet manager', async () => {
    const id = await category('Beheer mag', {}, []);
    const res = await put(await t.login('beheer'), id, { ...NO_OWN_BOOKING_RULES, max_open: 2 });
    expect(res.statusCode).toBe(200);
  });
});

describe("a member books under their category's rules", () => {
  it('a junior with 3 days ahead cannot book day 5 while a full member can', async () => {
    const [junior, full] = await fx.members(2, [FRIDAY]);
    await category('Junioren', { days_ahead: 3 }, [junior!]);
    // The app is told the member's own days ahead; the club's stays beside it.
    const config = ConfigResponse.parse((await fx.get('/api/config', junior!.cookie)).json());
    expect(config.booking_rules.booking_days_ahead).toBe(3);
    expect(config.booking_days_ahead).toBe(clubDaysAhead);
    const fullConfig = ConfigResponse.parse((await fx.get('/api/config', full!.cookie)).json());
    expect(fullConfig.booking_rules.booking_days_ahead).toBe(clubDaysAhead);

    const time = await fx.freeTime(course, FRIDAY, full!.cookie);
    // Sunday + 5 = Friday: beyond a junior's sheet, shown closed to them and refused.
    const seen = await fx.sheet(course, FRIDAY, junior!.cookie);
    expect(seen.every((s) => !s.available)).toBe(true);
    expect(seen.find((s) => s.time === time)!.closed).toBe('not_open');
    const refused = await book(junior!, FRIDAY, time);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SHEET_NOT_OPEN');
    expect((await book(full!, FRIDAY, time)).statusCode).toBe(201);
    // Day 3 is the junior's newest day and open (past the club's 07:00).
    const wednesday = await fx.freeTime(course, WEDNESDAY, junior!.cookie);
    expect((await book(junior!, WEDNESDAY, wednesday)).statusCode).toBe(201);
  });

  it('max open 1 refuses the second booking', async () => {
    const [member] = await fx.members(1, [MONDAY, TUESDAY]);
    await category('Eén open', { max_open: 1 }, [member!]);
    expect((await book(member!, MONDAY, await fx.freeTime(course, MONDAY, demo))).statusCode).toBe(
      201,
    );
    const second = await book(member!, TUESDAY, await fx.freeTime(course, TUESDAY, demo));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('BOOKING_LIMIT');
    expect(second.json().message).toContain('(1)');
  });

  it('guests per booking and players without a name are refused with their own codes', async () => {
    const [member] = await fx.members(1, [THURSDAY]);
    await category('Weinig gasten', { guests_per_booking: 1, unnamed_players: false }, [member!]);
    const config = ConfigResponse.parse((await fx.get('/api/config', member!.cookie)).json());
    expect(config.booking_rules).toMatchObject({ guests_per_booking: 1, unnamed_players: false });
    const time = await fx.freeTime(course, THURSDAY, demo);
    const guests = await book(member!, THURSDAY, time, [guest('Een'), guest('Twee')]);
    expect(guests.statusCode).toBe(403);
    expect(guests.json()).toMatchObject({
      code: 'BOOKING_TOO_MANY_GUESTS',
      fields: [{ field: 'players.1.guest' }],
    });
    const unnamed = await book(member!, THURSDAY, time, [{ unknown: true }]);
    expect(unnamed.statusCode).toBe(403);
    expect(unnamed.json()).toMatchObject({
      code: 'BOOKING_UNNAMED_PLAYERS',
      fields: [{ field: 'players.0.unknown' }],
    });
    expect((await book(member!, THURSDAY, time, [guest('Een')])).statusCode).toBe(201);
  });

  it('a changed rule applies to what is not booked yet', async () => {
    const [member] = await fx.members(1, [SATURDAY, FRIDAY]);
    const id = await category('Wisselend', { max_open: 2 }, [member!]);
    const made = await book(member!, SATURDAY, await fx.freeTime(course, SATURDAY, demo));
    expect(made.statusCode).toBe(201);
    // Saturday is six days ahead: past the new horizon, but the booking made stays.
    await put(manager, id, { ...NO_OWN_BOOKING_RULES, days_ahead: 2, max_open: 2 });
    const kept = await t.database.db.select().from(bookings).where(eq(bookings.id, made.json().id));
    expect(kept).toHaveLength(1);
    const later = await book(member!, FRIDAY, await fx.freeTime(course, FRIDAY, demo));
    expect(later.json().code).toBe('SHEET_NOT_OPEN');
    // Back to the club's setting: the day opens again for them.
    await put(manager, id, NO_OWN_BOOKING_RULES);
    expect((await book(member!, FRIDAY, await fx.freeTime(course, FRIDAY, demo))).statusCode).toBe(
      201,
    );
  });

  it('a category deleted takes its rules with it', async () => {
    const id = await category('Weg', { days_ahead: 1 }, []);
    await t.database.db.delete(memberCategories).where(eq(memberCategories.id, id));
    const body = AdminBookingRulesResponse.parse((await list(manager)).json());
    expect(body.categories.map((c) => c.id)).not.toContain(id);
  });
});
