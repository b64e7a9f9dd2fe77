import { z } from 'zod';

/** GET /api/push/key: the server's VAPID public key, the `applicationServerKey` a device subscribes with. */
export const PushKeyResponse = z.object({ public_key: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** Unpadded base64url, as `PushSubscription.toJSON()` gives its keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3), { error: `must be ${bytes} bytes in base64url` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be base64url' });

/** The push service's address of one device: always HTTPS (the Push API never hands out another). */
const PushEndpoint = z.url({ protocol: /^https$/, error: 'must be an https address' }).max(2000);

/**
 * PUT /api/push/subscription: a device's subscription as `PushSubscription.toJSON()` gives it
 * (RFC 8291: the device's P-256 public key and its 16-byte auth secret).
 */
export const PushSubscriptionRequest = z.object({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequest>;

/** DELETE /api/push/subscription: the device that no longer wants notifications. */
export const PushUnsubscribeRequest = z.object({ endpoint: PushEndpoint });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;
