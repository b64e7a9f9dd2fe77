import { registerSW } from 'virtual:pwa-register';
import { offerUpdate, reloadFromServer } from './app-update';

/** How often a running app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long the waiting version gets to take over before the page is loaded from the server. */
const TAKE_OVER_MS = 3000;

/**
 * Switches to the waiting version: it is told to take over, and the page reloads once it has. The
 * browser may put that off for as long as the running version still has work (seen in Chromium
 * when the tap itself fetched code) — then this worker is let go and the page loads from the
 * server, the new version, whose own worker installs again.
 */
function takeOver(update: (reload: boolean) => Promise<void>): () => Promise<void> {
  return async () => {
    await update(true);
    window.setTimeout(() => void reloadFromServer(), TAKE_OVER_MS);
  };
}

/**
 * Registers the service worker that keeps the app on the device (vite-plugins/pwa.ts). A new
 * version downloads in the background and waits: the member is told and chooses when to reload
 * (app/update-prompt.tsx), so nothing switches under them while they type a score.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(takeOver(update)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
