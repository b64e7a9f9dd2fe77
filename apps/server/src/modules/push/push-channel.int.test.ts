import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  pushTestMembers,
  storedEndpoints,
  subscriptionCall,
  startPushFake,
  type FakeDevice,
  type PushFake,
} from '../../../test/push-fake';
import { memberships } from '../../db/schema';

// The channel against a push service on this machine: what it receives is decrypted with the
// device's own keys, as the browser would.
let t: TestApp;
let fake: PushFake;
let demo: string;
let demoId: number;
let other: string;
let otherId: number;
let thirdId: number;
beforeAll(async () => {
  fake = await startPushFake();
  t = await createTestApp({ push: { agent: fake.agent, isPushService: () => true } });
  const members = await pushTestMembers(t, 2);
  ({ id: demoId, cookie: demo } = members.demo);
  ({ id: otherId, cookie: other } = members.others[0]!);
  thirdId = members.others[1]!.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const subscribe = async (cookie: string, d: FakeDevice) => {
  expect((await subscriptionCall(t, 'PUT', cookie, d)).statusCode).toBe(204);
};
const message = (relatieId: number, tag?: string) => ({
  clubId: t.clubId('demo'),
  relatieId,
  title: 'Kaart aftekenen',
  body: 'Jan de Vries vraagt je zijn kaart van 2 juni af te tekenen.',
  url: '/app/mark/12',
  ...(tag ? { tag } : {}),
});
const deliver = (n: ReturnType<typeof message>) => t.app.notificationChannels.push.deliver(n);
const receivedBy = (d: FakeDevice) =>
  fake.received.filter((r) => r.path === new URL(d.endpoint).pathname);
const stored = (relatieId: number) => storedEndpoints(t, relatieId);

describe('PushChannel', () => {
  it("sends the encrypted message to every device of the member and no one else's", async () => {
    const phone = fake.device();
    const laptop = fake.device();
    const theirs = fake.device();
    await subscribe(demo, phone);
    await subscribe(demo, laptop);
    await subscribe(other, theirs);

    await deliver(message(demoId, 'mark-12'));

    for (const d of [phone, laptop]) {
      const [got] = receivedBy(d);
      expect(got?.payload).toEqual({
        title: 'Kaart aftekenen',
        body: 'Jan de Vries vraagt je zijn kaart van 2 juni af te tekenen.',
        url: '/app/mark/12',
        tag: 'mark-12',
      });
      expect(got?.headers['content-encoding']).toBe('aes128gcm');
      expect(got?.headers.ttl).toBe('86400');
      expect(got?.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // VAPID (RFC 8292): signed with the installation's key, which the member's app subscribed with.
      const { public_key } = (
        await t.app.inject({ url: '/api/push/key', headers: { cookie: demo } })
      ).json();
      expect(got?.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${public_key}$`));
    }
    expect(receivedBy(theirs)).toHaveLength(0);
    expect(t.app.notificationChannels.push.name).toBe('push');
  });

  it('forgets a device its push service says is gone (410, 404) and still reaches the others', async () => {
    const gone = fake.device();
    const unknown = fake.device();
    const kept = fake.device();
    for (const d of [gone, unknown, kept]) await subscribe(other, d);
    fake.answer(gone, 410);
    fake.answer(unknown, 404);

    await deliver(message(otherId));

    expect(await stored(otherId)).not.toContain(gone.endpoint);
    expect(await stored(otherId)).not.toContain(unknown.endpoint);
    expect(await stored(otherId)).toContain(kept.endpoint);
    expect(receivedBy(kept)).toHaveLength(1);
    expect(receivedBy(gone)).toHaveLength(0);

    // The next message goes to the device that is left, and only to it.
    await deliver(message(otherId));
    expect(receivedBy(kept)).toHaveLength(2);
    expect([...receivedBy(gone), ...receivedBy(unknown)]).toHaveLength(0);
  });

  it('throws when no device got the message for another reason, and keeps the devices', async () => {
    const d = fake.device();
    await subscribe(await t.sessionFor(thirdId), d);
    fake.answer(d, 503);

    await expect(deliver(message(thirdId))).rejects.toThrow(/reached none/);
    expect(await stored(thirdId)).toEqual([d.endpoint]);
    // Tried again, it arrives.
    await deliver(message(thirdId));
    expect(receivedBy(d)).toHaveLength(1);
  });

  it('sends nothing to a member without devices', async () => {
    const before = fake.received.length;
    const [nobody] = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.club_id, t.clubId('zuid')))
      .limit(1);
    await deliver({ ...message(nobody!.id), clubId: t.clubId('zuid') });
    expect(fake.received.length).toBe(before);
  });
});
