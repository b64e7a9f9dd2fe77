import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { cardHandedTo } from '../../../test/marker-card';
import { MARKER_REMINDER } from './card-reminders';
import type { OutgoingNotification } from './dispatcher';

/**
 * A push or email waiting in its job (quiet hours, a retry) goes out only if, when it runs, the
 * club still sends its kind and the member still wants it by that channel: a choice made after
 * the job was queued holds for it. The inbox keeps the notification either way.
 */
const CHANNELS = 'notification-channel';
let t: TestApp;
let beheer: string;
let demo: string;
let marker: string;
let demoId: number;
const sent: { channel: string; n: OutgoingNotification }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    notificationChannels: (['push', 'email'] as const).map((name) => ({
      name,
      deliver: async (n) => void sent.push({ channel: name, n }),
    })),
  });
  [beheer, demo, marker] = await Promise.all([
    t.login('beheer'),
    t.login('demo'),
    t.login('marker'),
  ]);
  demoId = (await t.app.inject({ url: '/api/relatie/self', headers: { cookie: demo } })).json().id;
});
afterAll(() => t?.close());

const clubKind = (on: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/notification-kinds',
    headers: { ...writeHeaders(beheer), 'idempotency-key': randomUUID() },
    payload: { kinds: [{ kind: 'marker_card_to_sign', on }] },
  });
const demoWants = (email: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: writeHeaders(demo),
    payload: { kinds: [{ kind: 'marker_card_to_sign', push: true, email }], quiet_hours: null },
  });
const inboxIds = async () =>
  (
    (await t.app.inject({ url: '/api/notifications', headers: { cookie: demo } })).json() as {
      notifications: { id: number }[];
    }
  ).notifications.map((n) => n.id);

/** A card handed to demo, its reminder run: the inbox row made and its channel jobs queued. */
async function queued(): Promise<number> {
  await cardHandedTo(t, marker, demoId);
  expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(1);
  return (await inboxIds())[0]!;
}
const sentOf = (id: number) =>
  sent
    .filter((s) => s.n.id === id)
    .map((s) => s.channel)
    .sort();

describe('a channel job queued before a choice', () => {
  it('goes out by push and email when nothing changed', async () => {
    const id = await queued();
    expect(await t.app.jobs.runDue(CHANNELS)).toBe(2);
    expect(sentOf(id)).toEqual(['email', 'push']);
  });

  it('sends nothing when the club turned the kind off meanwhile; the inbox keeps it', async () => {
    const id = await queued();
    expect((await clubKind(false)).statusCode).toBe(200);
    expect(await t.app.jobs.runDue(CHANNELS)).toBe(2);
    expect(sentOf(id)).toEqual([]);
    expect(await inboxIds()).toContain(id);
    expect((await clubKind(true)).statusCode).toBe(200);
  });

  it('is not mailed when the member turned email off meanwhile; push still comes', async () => {
    const id = await queued();
    expect((await demoWants(false)).statusCode).toBe(200);
    expect(await t.app.jobs.runDue(CHANNELS)).toBe(2);
    expect(sentOf(id)).toEqual(['push']);
    expect((await demoWants(true)).statusCode).toBe(200);
  });
});
