import type { PushSubscriptionRequest } from '@fairway/contract';
import { fetchPushKey, forgetPushSubscription, savePushSubscription } from '../../api/push.api';

/**
 * Where this device stands with push notifications:
 * - `needs-home-screen`: iPhone or iPad in Safari; push only works in the app added to the home
 *   screen, so the member is told how;
 * - `unsupported`: the browser has no Web Push;
 * - `denied`: the member blocked notifications for the app (only the browser's settings undo it);
 * - `on` / `off`: whether this device has a subscription.
 */
export type PushState = 'needs-home-screen' | 'unsupported' | 'denied' | 'on' | 'off';

/** What the state is read from: the browser's, or a test's. */
export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The Push API, the Notification API and a service worker are there. */
  pushApi: boolean;
  permission: NotificationPermission | undefined;
}

/** iPhone, iPod, or an iPad (which calls itself a Mac, but has a touch screen). */
export const isIos = (env: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>) =>
  /iPhone|iPad|iPod/.test(env.userAgent) ||
  (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1);

/** The state before asking the service worker whether there is a subscription. */
export function pushStateOf(env: PushEnvironment): Exclude<PushState, 'on'> {
  // Safari on iOS has no Push API outside the installed app: say why rather than "unsupported".
  if (isIos(env) && !env.standalone) return 'needs-home-screen';
  if (!env.pushApi) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'off';
}

function browserEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
    pushApi:
      'serviceWorker' in nav &&
      typeof PushManager !== 'undefined' &&
      typeof Notification !== 'undefined',
    permission: typeof Notification === 'undefined' ? undefined : Notification.permission,
  };
}

/** The app's service worker (src/app/service-worker.ts); none in development. */
const registration = () => navigator.serviceWorker.getRegistration();

/** The base64url key as the bytes `PushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the server keeps of a subscription (the server checks it; zod stays out of this screen). */
function toRequest(s: PushSubscription): PushSubscriptionRequest {
  const { keys } = s.toJSON();
  return {
    endpoint: s.endpoint,
    expirationTime: s.expirationTime,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/**
 * This device's state. A device that has a subscription is told to the server again, so the
 * member who uses it now is the one it notifies (and a subscription the server let go is back).
 */
export async function readPushState(): Promise<PushState> {
  const state = pushStateOf(browserEnvironment());
  if (state !== 'off') return state;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return 'off';
  if (Notification.permission !== 'granted') return 'off';
  await savePushSubscription(toRequest(subscription));
  return 'on';
}

/** Asks the member's permission (after their tap) and subscribes this device. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const found = await registration();
  if (!found) return 'unsupported';
  const { public_key } = await fetchPushKey();
  const key = keyBytes(public_key);
  let subscription = await found.pushManager.getSubscription();
  // One made with another key (another installation's) would never get this server's messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await found.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await savePushSubscription(toRequest(subscription));
  return 'on';
}

/** Stops notifications on this device: the server forgets it, and the browser's subscription ends. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await forgetPushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((v, i) => v === b[i]);
}

/**
 * At logout, while the session still exists: this device stops taking the member's notifications,
 * so a shared phone does not show the next person the last member's. The server forgets the
 * subscription (with no signal it cannot; the browser's unsubscribe below then makes the push
 * service answer 410 to the next message, which makes the server forget it). Never throws: the
 * logout goes on whatever happens here.
 */
export async function leavePushOnLogout(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return;
    await forgetPushSubscription(subscription.endpoint, { silentOffline: true }).catch(() => {});
    await subscription.unsubscribe();
  } catch {
    // A browser that will not say or unsubscribe: the logout itself matters more.
  }
}
