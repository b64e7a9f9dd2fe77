import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, isNull } from 'drizzle-orm';
import ece from 'http_ece';
import { memberships, pushSubscriptions } from '../src/db/schema';
import { callAs, type TestApp } from './harness';
import { selfSigned } from './self-signed';

/**
 * A loopback push service (RFC 8030) and the devices subscribed at it: each device has its own
 * P-256 key and auth secret, as a browser makes them, so a test decrypts what the server sent
 * (RFC 8291, aes128gcm) the way the device would. HTTPS with a self-signed certificate that only
 * `agent` trusts.
 */
export interface PushFake {
  agent: https.Agent;
  /** A new device: its subscription as `PushSubscription.toJSON()` gives it. */
  device(): FakeDevice;
  /** Every message received: the device's path, the headers and the decrypted payload. */
  received: {
    path: string;
    headers: Record<string, string | string[] | undefined>;
    payload: unknown;
  }[];
  /** Answers these statuses, in turn, to the device's next messages (201 after them). */
  answer(device: FakeDevice, ...statuses: number[]): void;
  close(): Promise<void>;
}

export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function startPushFake(): Promise<PushFake> {
  const { key, cert } = selfSigned();
  const devices = new Map<string, { ecdh: ECDH; auth: string; answers: number[] }>();
  const received: PushFake['received'] = [];
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = devices.get(req.url ?? '');
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const status = device.answers.shift() ?? 201;
      if (status === 201) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          payload: JSON.parse(plain.toString('utf8')),
        });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert });
  let count = 0;
  return {
    agent,
    received,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/device-${++count}-${randomBytes(4).toString('hex')}`;
      devices.set(path, { ecdh, auth, answers: [] });
      return {
        endpoint: `${base}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    answer(device, ...statuses) {
      devices.get(new URL(device.endpoint).pathname)!.answers.push(...statuses);
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The demo account's member id and `others` more active demo-club members, with a session each. */
export async function pushTestMembers(t: TestApp, others: number) {
  const club = t.clubId('demo');
  const rows = await t.database.db
    .select({ id: memberships.id, username: memberships.username })
    .from(memberships)
    .where(and(eq(memberships.club_id, club), isNull(memberships.deactivated_at)))
    .orderBy(asc(memberships.id));
  const demo = rows.find((r) => r.username === 'demo')!;
  const rest = rows.filter((r) => r !== demo).slice(0, others);
  return {
    demo: { id: demo.id, cookie: await t.login('demo') },
    others: await Promise.all(
      rest.map(async (r) => ({ id: r.id, cookie: await t.sessionFor(r.id) })),
    ),
  };
}

/** PUT or DELETE /api/push/subscription as the member whose session `cookie` is (none: no session). */
export const subscriptionCall = (
  t: TestApp,
  method: 'PUT' | 'DELETE',
  cookie: string | undefined,
  payload: unknown,
) => callAs(t, method, '/api/push/subscription', cookie, payload);

/** The endpoints kept for a member of the demo club. */
export const storedEndpoints = async (t: TestApp, relatieId: number) =>
  (
    await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.club_id, t.clubId('demo')),
          eq(pushSubscriptions.relatie_id, relatieId),
        ),
      )
  ).map((r) => r.endpoint);
