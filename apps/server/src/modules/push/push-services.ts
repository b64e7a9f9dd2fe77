/**
 * The push services browsers subscribe at (Chrome, Edge, Firefox, Safari and those built on
 * them). The server sends to a subscription's endpoint, so an address a member names is only kept
 * at one of these: it cannot make the server post to a machine of its choosing.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Whether the endpoint's host is a known push service's or below one. */
export function isKnownPushService(endpoint: string): boolean {
  const host = new URL(endpoint).hostname;
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}
