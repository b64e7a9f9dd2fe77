import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shownGuestFields } from '@fairway/golf';
import {
  ADMIN_GUEST_FIELDS,
  AdminGuestFieldsResponse,
  ConfigResponse,
  type GuestFieldSetting,
  type TeeTimeCourse,
} from '@fairway/contract';
import { auditLog, guestFieldConfig } from '../../db/schema';
import { bookingFixtures, NOW, WEDNESDAY } from '../../../test/booking-fixtures';
import { sessionWithRole } from '../../../test/admin-calls';
import { callAs, readAs, withSessions, writeHeaders } from '../../../test/harness';

/** The club's guest fields: the calls, and the booking form's checks that follow them. */
const s = withSessions(['commissie', 'demo'], { clock: () => NOW });
let course: TeeTimeCourse;
const fx = bookingFixtures(() => s.t);
const url = '/api/admin/guest-fields';
const put = (cookie: string, veld: string, body: unknown, key?: string) =>
  callAs(s.t, 'PUT', `${url}/${veld}`, cookie, body, key ? { 'idempotency-key': key } : {});
const list = async (cookie = s.commissie) => {
  const res = await readAs(s.t, url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return AdminGuestFieldsResponse.parse(res.json()).fields;
};
const set = async (veld: string, setting: GuestFieldSetting) => {
  const res = await put(s.commissie, veld, setting);
  expect(res.statusCode, res.body).toBe(200);
  return AdminGuestFieldsResponse.parse(res.json()).fields;
};
const trail = (veld: string) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'guest_field_config'), eq(auditLog.record_id, veld)))
    .orderBy(asc(auditLog.id));

beforeAll(async () => {
  course = await fx.teeTimeCourse(s.demo);
});

describe('/api/admin/guest-fields', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await s.t.app.inject({ url })).statusCode).toBe(401);
    expect((await put('', 'email', { shown: true, required: true })).statusCode).toBe(401);
    expect((await s.t.app.inject({ url, headers: { cookie: s.demo } })).statusCode).toBe(403);
    expect((await put(s.demo, 'email', { shown: true, required: true })).statusCode).toBe(403);
    const order = { fields: [...ADMIN_GUEST_FIELDS].reverse() };
    expect((await put('', 'order', order)).statusCode).toBe(401);
    expect((await put(s.demo, 'order', order)).statusCode).toBe(403);
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
      ['order', { fields: [...ADMIN_GUEST_FIELDS, 'email'] }, 'fields'],
      ['order', { fields: ADMIN_GUEST_FIELDS.slice(1) }, 'fields'],
      ['order', { fields: [...ADMIN_GUEST_FIELDS, 'city'] }, 'fields'],
      ['order', { fields: 'email' }, 'fields'],
      ['order', { fields: ADMIN_GUEST_FIELDS, extra: 1 }, ''],
    ] as const) {
      const res = await put(s.commissie, veld, body);
      expect(res.statusCode, `${veld} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().fields?.[0]?.field ?? res.body).toContain(field);
    }
    expect(await list()).toEqual(before);
  });

  it("changes only the caller's own club", async () => {
    const zuid = await sessionWithRole(s.t, 'zuid', 'zuid', 'administrator');
    const before = await list();
    expect((await put(zuid, 'initials', { shown: true, required: true })).statusCode).toBe(200);
    const reversed = { fields: [...ADMIN_GUEST_FIELDS].reverse() };
    expect((await put(zuid, 'order', reversed)).statusCode).toBe(200);
    expect(await list()).toEqual(before);
    expect((await list(zuid)).map((f) => f.veld)).toEqual(reversed.fields);
    const rows = await s.t.database.db
      .select()
      .from(guestFieldConfig)
      .where(eq(guestFieldConfig.veld, 'initials'));
    expect(rows.map((r) => r.club_id)).toEqual([s.t.clubId('zuid')]);
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
    const time = await fx.freeTime(course, WEDNESDAY, s.demo);
    const book = (g: object) =>
      s.t.app.inject({
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

  it("orders the fields, audited once; the member's booking form asks them in that order", async () => {
    const [member] = await fx.members(1, [WEDNESDAY]);
    const before = (await list()).map((f) => f.veld);
    // The shown fields the other way round, the hidden ones after them as they were.
    const shown = (await list()).filter((f) => f.shown).map((f) => f.veld);
    const fields = [...shown].reverse().concat(before.filter((f) => !shown.includes(f)));
    const res = await put(s.commissie, 'order', { fields });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminGuestFieldsResponse.parse(res.json()).fields.map((f) => f.veld)).toEqual(fields);
    expect((await list()).map((f) => f.veld)).toEqual(fields);
    const ours = async () => (await trail('order')).filter((r) => r.club_id !== s.t.clubId('zuid'));
    expect(await ours()).toMatchObject([
      { action: 'update', before: { fields: before }, after: { fields } },
    ]);
    await put(s.commissie, 'order', { fields });
    expect(await ours()).toHaveLength(1);

    const config = ConfigResponse.parse((await fx.get('/api/config', member!.cookie)).json());
    const asked = shownGuestFields(config.gastspeler_velden);
    expect(asked.filter((f) => (shown as string[]).includes(f))).toEqual([...shown].reverse());

    // A hidden field shown later keeps the place it was given, not the end.
    const hidden = fields.findIndex((f) => !shown.includes(f));
    const later = await set(fields[hidden]!, { shown: true, required: false });
    expect(later.map((f) => f.veld)).toEqual(fields);
    await set(fields[hidden]!, { shown: false, required: false });
  });

  it('orders the fields once for one Idempotency-Key', async () => {
    const first = { fields: [...ADMIN_GUEST_FIELDS] };
    const once = await put(s.commissie, 'order', first, 'fields-once');
    const other = await put(
      s.commissie,
      'order',
      { fields: [...first.fields].reverse() },
      'fields-other',
    );
    const again = await put(s.commissie, 'order', first, 'fields-once');
    expect([once.statusCode, other.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.json()).toEqual(once.json());
    expect((await list()).map((f) => f.veld)).toEqual([...first.fields].reverse());
  });
});
