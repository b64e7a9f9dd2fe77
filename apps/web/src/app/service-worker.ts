import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** How often a running app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Registers the service worker that keeps the app on the device (vite-plugins/pwa.ts), once. A new
 * version downloads in the background and waits: the member is told and chooses when to reload
 * (app/app-update.ts), so nothing switches under them while they type a score.
 */
export function startServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  return (registered ??= new Promise((resolve) => {
    const update = registerSW({
      immediate: true,
      onNeedRefresh: () => offerUpdate(() => update(true)),
      onRegisteredSW(_url, registration) {
        resolve(registration);
        if (!registration) return;
        window.setInterval(() => {
          if (navigator.onLine) void registration.update();
        }, UPDATE_CHECK_MS);
      },
      onRegisterError: () => resolve(undefined),
    });
  }));
}

/**
 * Asks the worker now for the version the server has (a deploy was noticed, app/app-update.ts).
 * True when a new version is downloading or waiting: the prompt follows once it is ready.
 */
export async function lookForNewVersion(): Promise<boolean> {
  const registration = await startServiceWorker();
  if (!registration) return false;
  await registration.update();
  return Boolean(registration.installing ?? registration.waiting);
}
