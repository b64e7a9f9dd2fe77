import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { ChannelMessage, MessageChannel } from '../../lib/message-channel';
import type { PushKeys } from './push-keys';
import type { PushRepository, StoredSubscription } from './push.repository';

/** How long a push service keeps a message for a device that is off: a day. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service answers within this, or the device's send counts as failed. */
const SEND_TIMEOUT_MS = 10_000;
/** Push services take about 4 KB of payload; the body is cut well below it. */
const MAX_BODY_CHARS = 1000;

/** What the service worker receives (public/push-sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export interface PushChannelOptions {
  /** The VAPID subject: the installation's https address or a mailto: the push services can reach. */
  subject: string;
  /** Another HTTPS agent (a test's push service with its own certificate). */
  agent?: Agent;
  log?: { warn(details: object, message: string): void };
}

/** RFC 8030 Topic: at most 32 base64url characters, so the tag goes as its hash. */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/** A push service's answer that the subscription no longer exists. */
const isGone = (err: unknown) =>
  err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410);

/** Web Push to every device the member subscribed (modules/push/README.md). */
export class PushChannel implements MessageChannel {
  readonly name = 'push';

  constructor(
    private readonly repo: PushRepository,
    private readonly keys: PushKeys,
    private readonly opts: PushChannelOptions,
  ) {}

  /** Makes the installation's VAPID keys if there are none yet (the server's start). */
  async prepare(): Promise<void> {
    await this.keys.get();
  }

  /**
   * Sends to each of the member's devices; a device its push service says is gone is forgotten.
   * Throws only when no device got it and one failed for another reason, so a retry sends to no
   * device twice.
   */
  async deliver(n: ChannelMessage): Promise<void> {
    const devices = await this.repo.forMember(n.clubId, n.relatieId);
    if (devices.length === 0) return;
    const payload = JSON.stringify({
      title: n.title,
      body: n.body.length > MAX_BODY_CHARS ? `${n.body.slice(0, MAX_BODY_CHARS - 1)}…` : n.body,
      url: n.url,
      ...(n.tag ? { tag: n.tag } : {}),
    } satisfies PushPayload);
    const results = await Promise.allSettled(devices.map((d) => this.send(d, payload, n.tag)));
    const gone: number[] = [];
    const failed: unknown[] = [];
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') return;
      if (isGone(r.reason)) gone.push(devices[i]!.id);
      else failed.push(r.reason);
    });
    await this.repo.remove(n.clubId, gone);
    for (const err of failed)
      this.opts.log?.warn({ err, relatieId: n.relatieId }, 'push notification not sent');
    const sent = devices.length - gone.length - failed.length;
    if (sent === 0 && failed.length > 0)
      throw new AggregateError(failed, 'push notification reached none of the devices');
  }

  private async send(d: StoredSubscription, payload: string, tag: string | undefined) {
    const keys = await this.keys.get();
    await webpush.sendNotification(
      { endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } },
      payload,
      {
        vapidDetails: { subject: this.opts.subject, ...keys },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        timeout: SEND_TIMEOUT_MS,
        ...(tag ? { topic: topicOf(tag) } : {}),
        ...(this.opts.agent ? { agent: this.opts.agent } : {}),
      },
    );
  }
}
