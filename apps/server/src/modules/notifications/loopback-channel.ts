import type { NotificationChannel } from './dispatcher';

/**
 * A test's channel (FAIRWAY_TEST_CHANNEL_URL, refused in production): each notification is POSTed
 * to a receiver on this machine, which counts what arrives per notification. It stands in for
 * push, so the member's push choices and quiet hours decide whether it is sent, as for push.
 *
 * A delivery is a job that pg-boss may hand out again (a server killed after the POST but before
 * the job was completed): the receiver then sees the same notification a second time. The
 * notification's id, sent as the Idempotency-Key, is what lets a receiver keep one: a real push or
 * email channel must pass it on likewise (a push message's Topic, an email's Message-ID).
 */
export function loopbackChannel(url: string): NotificationChannel {
  return {
    name: 'push',
    async deliver(n) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `${n.clubId}:${n.id}` },
        body: JSON.stringify(n),
        // A receiver that hangs fails the delivery (tried again later), not the job's expiry.
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`test channel answered ${res.status}`);
    },
  };
}
