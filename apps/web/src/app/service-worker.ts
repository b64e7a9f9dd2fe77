import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** How often a running app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that keeps the app on the device (vite-plugins/pwa.ts). A new
 * version downloads in the background and waits: the member is told and chooses when to reload
 * (app/update-prompt.tsx), so nothing switches under them while they type a score.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => update(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
