import { describe, expect, it } from 'vitest';
import { PushKeyResponse } from '@fairway/contract';
import { type TestApp, withTestApp } from '../../../test/harness';
import { pushTestMembers, storedEndpoints, subscriptionCall } from '../../../test/push-fake';
import { vapidKeys } from '../../db/schema';
import { PushKeys } from './push-keys';
import { MAX_DEVICES, PushRepository } from './push.repository';

let t: TestApp;
let demo: string;
let demoId: number;
let other: string;
let otherId: number;
withTestApp(async (app) => {
  t = app;
  const members = await pushTestMembers(app, 1);
  ({ id: demoId, cookie: demo } = members.demo);
  ({ id: otherId, cookie: other } = members.others[0]!);
});

let n = 0;
/** A subscription as Chrome's would look: at FCM, with a 65-byte key and a 16-byte secret. */
const device = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${++n}`,
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LXNlY3JldC0x' + 'AA' },
});

const put = (cookie: string | undefined, payload: unknown) =>
  subscriptionCall(t, 'PUT', cookie, payload);
const del = (cookie: string | undefined, payload: unknown) =>
  subscriptionCall(t, 'DELETE', cookie, payload);
const endpointsOf = (relatieId: number) => storedEndpoints(t, relatieId);

describe('the VAPID key pair', () => {
  it('is made once, and every instance that asks at once answers the same', async () => {
    expect(await t.database.db.select().from(vapidKeys)).toHaveLength(0);
    const starts = Array.from({ length: 5 }, () =>
      new PushKeys(new PushRepository(t.database.db)).get(),
    );
    const pairs = await Promise.all(starts);
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    expect(await t.database.db.select().from(vapidKeys)).toHaveLength(1);
  });
});

describe('GET /api/push/key', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/push/key' })).statusCode).toBe(401);
  });

  it('answers the one key pair made at first use, the same every time', async () => {
    const first = await t.app.inject({ url: '/api/push/key', headers: { cookie: demo } });
    expect(first.statusCode).toBe(200);
    const { public_key } = PushKeyResponse.parse(first.json());
    // An uncompressed P-256 point: 65 bytes, the applicationServerKey a browser takes.
    expect(Buffer.from(public_key, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ url: '/api/push/key', headers: { cookie: other } });
    expect(again.json()).toEqual({ public_key });
    const rows = await t.database.db.select().from(vapidKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.public_key).toBe(public_key);
  });
});

describe('PUT /api/push/subscription', () => {
  it('answers 401 without a session', async () => {
    expect((await put(undefined, device())).statusCode).toBe(401);
  });

  it.each([
    ['endpoint', { ...device(), endpoint: 'http://fcm.googleapis.com/fcm/send/x' }],
    ['endpoint', { ...device(), endpoint: 'not a url' }],
    ['keys', { endpoint: device().endpoint }],
    ['keys.p256dh', { ...device(), keys: { p256dh: 'short', auth: device().keys.auth } }],
    ['keys.auth', { ...device(), keys: { p256dh: device().keys.p256dh, auth: 'a+b/c=' } }],
  ])('refuses a bad %s with 400 naming it', async (field, payload) => {
    const res = await put(demo, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it('refuses an endpoint that is no browser push service (400) and keeps nothing', async () => {
    const res = await put(demo, { ...device(), endpoint: 'https://127.0.0.1:8443/internal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'endpoint', message: 'must be the address of a browser push service' },
    ]);
    expect(await endpointsOf(demoId)).not.toContain('https://127.0.0.1:8443/internal');
  });

  it("keeps each of the member's devices once, however often one subscribes", async () => {
    const phone = device();
    const tablet = device();
    for (const d of [phone, tablet, phone]) expect((await put(demo, d)).statusCode).toBe(204);
    const mine = await endpointsOf(demoId);
    expect(mine.filter((e) => e === phone.endpoint)).toHaveLength(1);
    expect(mine).toContain(tablet.endpoint);
  });

  it('gives a device to the member who subscribes on it last', async () => {
    const shared = device();
    await put(demo, shared);
    expect((await put(other, shared)).statusCode).toBe(204);
    expect(await endpointsOf(demoId)).not.toContain(shared.endpoint);
    expect(await endpointsOf(otherId)).toContain(shared.endpoint);
  });

  it(`keeps a member's ${MAX_DEVICES} newest devices`, async () => {
    const many = Array.from({ length: MAX_DEVICES + 2 }, device);
    for (const d of many) await put(other, d);
    const kept = await endpointsOf(otherId);
    expect(kept).toHaveLength(MAX_DEVICES);
    expect(kept).toContain(many.at(-1)!.endpoint);
    expect(kept).not.toContain(many[0]!.endpoint);
  });
});

describe('DELETE /api/push/subscription', () => {
  it('answers 401 without a session', async () => {
    expect((await del(undefined, { endpoint: device().endpoint })).statusCode).toBe(401);
  });

  it('refuses a body without an https endpoint (400)', async () => {
    const res = await del(demo, { endpoint: 'ftp://x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('endpoint');
  });

  it("forgets the member's own device and leaves another member's alone", async () => {
    const mine = device();
    const theirs = device();
    await put(demo, mine);
    await put(other, theirs);
    expect((await del(demo, { endpoint: mine.endpoint })).statusCode).toBe(204);
    expect(await endpointsOf(demoId)).not.toContain(mine.endpoint);
    // Naming another member's device changes nothing and tells nothing.
    expect((await del(demo, { endpoint: theirs.endpoint })).statusCode).toBe(204);
    expect(await endpointsOf(otherId)).toContain(theirs.endpoint);
  });
});
