import { expect, type BrowserContext, type Page } from '@playwright/test';
import { login, LOGIN_PATH, openMenu, path } from './support/app';
import { marker } from './support/demo';
import { nl } from './support/i18n';
import { test } from './support/fixtures';

/**
 * Headless Chromium has no push service to register at, so the device's PushManager is a
 * stand-in that keeps the subscription it made and the key it was given (in localStorage, so the
 * device keeps them across page loads as a real one does); everything else (the permission, the
 * service worker, the app's calls to the server) is the browser's own.
 */
async function standInPushManager(page: Page) {
  await page.addInitScript(() => {
    const STORED = 'e2e-push-device';
    const device: { subscription: PushSubscription | null; key: string | null } = {
      subscription: null,
      key: null,
    };
    (window as unknown as { pushDevice: typeof device }).pushDevice = device;
    const subscription = (endpoint: string, key: Uint8Array) =>
      ({
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
        }),
        unsubscribe: () => {
          device.subscription = null;
          localStorage.removeItem(STORED);
          return Promise.resolve(true);
        },
      }) as unknown as PushSubscription;
    const stored = localStorage.getItem(STORED);
    if (stored) {
      const { endpoint, key } = JSON.parse(stored) as { endpoint: string; key: number[] };
      device.subscription = subscription(endpoint, new Uint8Array(key));
    }
    PushManager.prototype.getSubscription = () => Promise.resolve(device.subscription);
    PushManager.prototype.subscribe = (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
      device.key = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
      device.subscription = subscription(endpoint, key);
      localStorage.setItem(STORED, JSON.stringify({ endpoint, key: [...key] }));
      return Promise.resolve(device.subscription);
    };
  });
}

const pushCall = (page: Page, method: string) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscription') && r.request().method() === method,
  );

// The profile's "notifications on this device" switch (Web Push): it needs the app's service worker.
test.use({ serviceWorkers: 'allow' });

/** The marker's profile on a device that allows notifications (a stand-in push service). */
async function pushSwitch(page: Page, context: BrowserContext, baseURL: string) {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await standInPushManager(page);
  await login(page, marker);
  await page.goto('/app/profile/show');
  return page.getByRole('switch', { name: nl('profile.push.label') });
}

test.describe('notifications on this device', () => {
  test('the switch subscribes the device with the server key and unsubscribes it', async ({
    page,
    context,
    baseURL,
  }) => {
    const toggle = await pushSwitch(page, context, baseURL!);
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(nl('profile.push.hint'))).toBeVisible();

    const saved = pushCall(page, 'PUT');
    await toggle.click();
    expect((await saved).status()).toBe(204);
    await expect(toggle).toBeChecked();
    const { public_key } = await (await page.request.get('/api/push/key')).json();
    expect(
      await page.evaluate(
        () => (window as unknown as { pushDevice: { key: string } }).pushDevice.key,
      ),
    ).toBe(public_key);

    const forgotten = pushCall(page, 'DELETE');
    await toggle.click();
    expect((await forgotten).status()).toBe(204);
    await expect(toggle).not.toBeChecked();
  });

  test('logging out forgets the device at the server; the next login finds the switch off', async ({
    page,
    context,
    baseURL,
  }) => {
    const toggle = await pushSwitch(page, context, baseURL!);
    const saved = pushCall(page, 'PUT');
    await toggle.click();
    expect((await saved).status()).toBe(204);
    await expect(toggle).toBeChecked();
    const subscribed = await page.evaluate(
      () =>
        (window as unknown as { pushDevice: { subscription: PushSubscription } }).pushDevice
          .subscription.endpoint,
    );

    // The logout tells the server to forget this device's subscription while its session still
    // allows the call, then ends the browser's subscription.
    const forgotten = pushCall(page, 'DELETE');
    const menu = await openMenu(page, nl('profile.title'));
    await menu.getByRole('button', { name: nl('menu.logout'), exact: true }).click();
    const call = await forgotten;
    expect(call.status()).toBe(204);
    expect(call.request().postDataJSON()).toEqual({ endpoint: subscribed });
    await expect(page).toHaveURL(path(LOGIN_PATH));
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { pushDevice: { subscription: unknown } }).pushDevice.subscription,
      ),
    ).toBeNull();
    // Without a session the server's push calls are closed: the logout's call was the last.
    expect((await page.request.get('/api/push/key')).status()).toBe(401);

    await login(page, marker);
    await page.goto('/app/profile/show');
    await expect(page.getByRole('switch', { name: nl('profile.push.label') })).not.toBeChecked();
  });

  test('blocked notifications are said as such and the switch stays off', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' }),
    );
    await login(page, marker);
    await page.goto('/app/profile/show');
    await expect(page.getByText(nl('profile.push.denied'))).toBeVisible();
    await expect(page.getByRole('switch', { name: nl('profile.push.label') })).toBeDisabled();
  });
});
