import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ClubNotificationKinds, NOTIFICATION_KINDS, NotificationList } from '@fairway/contract';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { cardHandedTo } from '../../../test/marker-card';
import { MARKER_REMINDER } from './card-reminders';
import { auditRowsOf, sessionWithRole } from '../../../test/admin-calls';

/**
 * The kinds of notification the club sends (role administrator): 401 without a session, 400
 * naming the problem, 403 for a plain member, each administrator their own club only, an audit
 * row per change, and a kind turned off makes no notification at all.
 */
const URL = '/api/admin/notification-kinds';
let t: TestApp;
let beheer: string;
let demo: string;
let marker: string;
let demoId: number;
let zuidAdmin: string;
withTestApp(async (app) => {
  t = app;
  [beheer, demo, marker] = await Promise.all([
    t.login('beheer'),
    t.login('demo'),
    t.login('marker'),
  ]);
  demoId = (await t.app.inject({ url: '/api/relatie/self', headers: { cookie: demo } })).json().id;
  // A member of Golfbaan Zuid made its administrator: another club's administrator.
  zuidAdmin = await sessionWithRole(t, 'zuid', 'zuid', 'administrator');
});

const read = (cookie: string) => t.app.inject({ url: URL, headers: { cookie } });
const write = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { ...writeHeaders(cookie), 'idempotency-key': randomUUID() },
    payload: payload as object,
  });
const kindsOf = async (cookie: string) => ClubNotificationKinds.parse((await read(cookie)).json());
const allOn = { kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, on: true })) };
const auditRows = (clubId: number) => auditRowsOf(t, clubId, 'club_notification_kinds');

describe('the club notification kinds', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers: writeHeaders(''),
      payload: allOn,
    });
    expect(put.statusCode).toBe(401);
  });

  it('answers 403 to a plain member, and changes nothing', async () => {
    expect((await read(demo)).statusCode).toBe(403);
    expect((await write(demo, { kinds: [{ kind: 'card_signed', on: false }] })).statusCode).toBe(
      403,
    );
    expect((await kindsOf(beheer)).kinds.every((k) => k.on)).toBe(true);
  });

  it.each([
    [{ kinds: [{ kind: 'nope', on: false }] }, 'kinds.0.kind'],
    [{ kinds: [] }, 'kinds'],
    [{ kinds: [{ kind: 'card_signed', on: 'no' }] }, 'kinds.0.on'],
    [
      {
        kinds: [
          { kind: 'card_signed', on: false },
          { kind: 'card_signed', on: true },
        ],
      },
      'kinds',
    ],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const res = await write(beheer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it('lists every kind, on by default', async () => {
    expect((await kindsOf(beheer)).kinds).toEqual(allOn.kinds);
  });

  it("turns a kind off for the administrator's own club only, with an audit row", async () => {
    const res = await write(zuidAdmin, { kinds: [{ kind: 'card_signed', on: false }] });
    expect(res.statusCode).toBe(200);
    expect(ClubNotificationKinds.parse(res.json()).kinds).toContainEqual({
      kind: 'card_signed',
      on: false,
    });
    expect((await kindsOf(beheer)).kinds.every((k) => k.on)).toBe(true);
    const [row] = await auditRows(t.clubId('zuid'));
    expect(row).toMatchObject({
      action: 'update',
      before: { off: [] },
      after: { off: ['card_signed'] },
    });
    expect(await auditRows(t.clubId('demo'))).toHaveLength(0);
    // The same again changes nothing and writes no second row.
    expect(
      (await write(zuidAdmin, { kinds: [{ kind: 'card_signed', on: false }] })).statusCode,
    ).toBe(200);
    expect(await auditRows(t.clubId('zuid'))).toHaveLength(1);
  });

  it('a kind turned off makes no notification; turned on again, it does', async () => {
    const off = await write(beheer, { kinds: [{ kind: 'marker_card_to_sign', on: false }] });
    expect(off.statusCode).toBe(200);
    const prefs = await t.app.inject({
      url: '/api/notifications/preferences',
      headers: { cookie: demo },
    });
    expect(prefs.json().club_off).toEqual(['marker_card_to_sign']);
    const inbox = async () =>
      NotificationList.parse(
        (await t.app.inject({ url: '/api/notifications', headers: { cookie: demo } })).json(),
      ).notifications.length;
    const before = await inbox();
    await cardHandedTo(t, marker, demoId);
    expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(1);
    expect(await inbox()).toBe(before);
    expect(await t.app.jobs.runDue('notification-channel')).toBe(0);

    expect((await write(beheer, allOn)).statusCode).toBe(200);
    const [row] = await auditRows(t.clubId('demo'));
    expect(row).toMatchObject({ before: { off: ['marker_card_to_sign'] }, after: { off: [] } });
    await cardHandedTo(t, marker, demoId);
    expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(1);
    expect(await inbox()).toBe(before + 1);
  });
});
