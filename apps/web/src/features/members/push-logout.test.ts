import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What happens at logout, in order: the server told first (the session still allows the call),
// then the browser's subscription ended.
const steps: string[] = [];
const forget = vi.fn(async (endpoint: string) => void steps.push(`DELETE ${endpoint}`));
vi.mock('../../api/push.api', () => ({
  forgetPushSubscription: (endpoint: string) => forget(endpoint),
  fetchPushKey: vi.fn(),
  savePushSubscription: vi.fn(),
}));
const { leavePushOnLogout } = await import('./push-device');

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const device = (subscription: object | null) =>
  vi.stubGlobal('navigator', {
    serviceWorker: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
  });
const subscription = () => ({
  endpoint: ENDPOINT,
  unsubscribe: vi.fn(async () => {
    steps.push('unsubscribe');
    return true;
  }),
});

beforeEach(() => {
  steps.length = 0;
  forget.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('leavePushOnLogout', () => {
  it("tells the server to forget this device's subscription, then unsubscribes it", async () => {
    device(subscription());
    await leavePushOnLogout();
    expect(steps).toEqual([`DELETE ${ENDPOINT}`, 'unsubscribe']);
  });

  it('unsubscribes also when the server cannot be told (no signal)', async () => {
    device(subscription());
    forget.mockRejectedValueOnce(new Error('offline'));
    await leavePushOnLogout();
    expect(steps).toEqual(['unsubscribe']);
  });

  it('does nothing on a device without a subscription or a service worker', async () => {
    device(null);
    await leavePushOnLogout();
    vi.stubGlobal('navigator', {});
    await leavePushOnLogout();
    expect(forget).not.toHaveBeenCalled();
  });

  it('never throws: the logout goes on', async () => {
    const failing = { ...subscription(), unsubscribe: async () => Promise.reject(new Error('no')) };
    device(failing);
    await expect(leavePushOnLogout()).resolves.toBeUndefined();
  });
});
