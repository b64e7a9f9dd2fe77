import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminGuestFieldsResponse,
  ConfigResponse,
  TeeTimeCoursesResponse,
  type GuestFieldSetting,
  type TeeTimeCourse,
} from '@fairway/contract';
import { auditLog, guestFieldConfig } from '../../db/schema';
import { bookingFixtures, NOW, WEDNESDAY } from '../../../test/booking-fixtures';
import { sessionWithRole } from '../../../test/admin-calls';
import { callAs, createTestApp, readAs, writeHeaders, type TestApp } from '../../../test/harness';

/** The club's guest fields: the calls, and the booking form's checks that follow them. */
let t: TestApp;
let manager: string;
let demo: string;
let course: TeeTimeCourse;
const fx = bookingFixtures(
  () => t,
  () => NOW,
);
const url = '/api/admin/guest-fields';
const put = (cookie: string, veld: string, body: unknown) =>
  callAs(t, 'PUT', `${url}/${veld}`, cookie, body);
const list = async (cookie = manager) => {
  const res = await readAs(t, url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AdminGuestFieldsResponse.parse(res.json()).fields;
};
const set = async (veld: string, setting: GuestFieldSetting) => {
  const res = await put(manager, veld, setting);
  expect(res.statusCode, res.body).toBe(200);
  return AdminGuestFieldsResponse.parse(res.json()).fields;
};
const trail = (veld: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'guest_field_config'), eq(auditLog.record_id, veld)));

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [manager, demo] = await Promise.all([t.login('commissie'), t.login('demo')]);
  const courses = TeeTimeCoursesResponse.parse((await fx.get('/api/courses/teetime', demo)).json());
  course = courses.find((c) => c.holes === 18)!;
});
afterAll(() => t.close());

describe('/api/admin/guest-fields', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await put('', 'email', { shown: true, required: true })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: demo } })).statusCode).toBe(403);
    expect((await put(demo, 'email', { shown: true, required: true })).statusCode).toBe(403);
  });

  it("lists the club's fields in its order, then the others hidden", async () => {
    const fields = await list();
    expect(fields.slice(0, 3)).toEqual([
      { veld: 'firstname', shown: true, required: false },
      { veld: 'lastname', shown: true, required: true },
      { veld: 'gsn', shown: true, required: false },
    ]);
    expect(fields.find((f) => f.veld === 'mobile')).toEqual({
      veld: 'mobile',
      shown: false,
      required: false,
    });
    // Postal code and city come with the address: not set of their own.
    expect(fields.map((f) => f.veld)).not.toContain('city');
    expect(new Set(fields.map((f) => f.veld)).size).toBe(fields.length);
  });

  it('refuses bad input with 400 naming the field and changes nothing', async () => {
    const before = await list();
    for (const [veld, body, field] of [
      ['email', { shown: false, required: true }, 'required'],
      ['email', { shown: 'yes', required: false }, 'shown'],
      ['email', { shown: true }, 'required'],
      ['city', { shown: true, required: false }, 'veld'],
      ['shoe_size', { shown: true, required: false }, 'veld'],
    ] as const) {
      const res = await put(manager, veld, body);
      expect(res.statusCode, `${veld} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().fields?.[0]?.field ?? res.body).toContain(field);
    }
    expect(await list()).toEqual(before);
  });

  it("changes only the caller's own club", async () => {
    const zuid = await sessionWithRole(t, 'zuid', 'zuid', 'administrator');
    const before = await list();
    expect((await put(zuid, 'initials', { shown: true, required: true })).statusCode).toBe(200);
    expect(await list()).toEqual(before);
    const rows = await t.database.db
      .select()
      .from(guestFieldConfig)
      .where(eq(guestFieldConfig.veld, 'initials'));
    expect(rows.map((r) => r.club_id)).toEqual([t.clubId('zuid')]);
  });

  it('a newly required field refuses a guest without it; each change audited once', async () => {
    const [member] = await fx.members(1, [WEDNESDAY]);
    const fields = await set('mobile', { shown: true, required: true });
    // A field the club never listed joins the list last.
    expect(fields.filter((f) => f.shown).at(-1)).toEqual({
      veld: 'mobile',
      shown: true,
      required: true,
    });
    const config = ConfigResponse.parse((await fx.get('/api/config', member!.cookie)).json());
    expect(config.gastspeler_velden).toContainEqual({
      veld: 'mobile',
      tonen: 'on',
      verplicht: '1',
    });
    expect(await trail('mobile')).toMatchObject([
      { action: 'create', before: { shown: false, required: false }, after: { required: true } },
    ]);
    await set('mobile', { shown: true, required: true });
    expect(await trail('mobile')).toHaveLength(1);

    const guest = {
      firstname: 'Gast',
      lastname: 'Zonder Nummer',
      handicap: 12.3,
      gsn: 'NL12345678',
    };
    const time = await fx.freeTime(course, WEDNESDAY, demo);
    const book = (g: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: writeHeaders(member!.cookie),
        payload: {
          date: WEDNESDAY,
          time,
          course_id: course.id,
          holes: 18,
          players: [{ guest: g }],
        },
      });
    const refused = await book(guest);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual(
      expect.objectContaining({ field: 'players.0.guest.mobile' }),
    );
    expect((await book({ ...guest, mobile: '0612345678' })).statusCode).toBe(201);

    // Optional again: the booking form still shows it, a guest may come without it.
    await set('mobile', { shown: true, required: false });
    expect((await trail('mobile')).at(-1)).toMatchObject({
      action: 'update',
      before: { required: true },
      after: { required: false },
    });
  });
});
