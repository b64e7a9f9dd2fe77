/**
 * Whether a new version of the app waits on the device, and how to switch to it: the one way the
 * app moves to a new deploy, whoever notices it — the worker's own check (app/service-worker.ts),
 * a call the server refused as made for another contract (api/client.ts), or code of this build
 * the server no longer has (api/code-missing.ts). Kept apart from the service worker's code, which
 * loads after the first screen, so the prompt can be in the app frame without it. Nothing switches
 * by itself: the member reloads from the prompt (app/update-prompt.tsx) when it suits them, never
 * in the middle of typing a score.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

const listeners = new Set<Listener>();
let apply: (() => Promise<void>) | undefined;
let looking: Promise<void> | undefined;
/** The member closed the prompt; the next call the old version cannot make shows it again. */
let dismissed = false;

const notify = () => listeners.forEach((listener) => listener());

/** Called by the service worker's registration when a new version has been downloaded. */
export function offerUpdate(applyUpdate: () => Promise<void>): void {
  apply = applyUpdate;
  notify();
}

/** The member closed the prompt without reloading. */
export function dismissUpdate(): void {
  dismissed = true;
  notify();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = (): boolean => apply !== undefined;

/** Whether a new version waits, live (false on a server render). */
export const useUpdateWaiting = (): boolean =>
  useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);

export const updatePromptShown = (): boolean => updateWaiting() && !dismissed;

/** Whether the update prompt shows: a version waits and the prompt was not closed since. */
export const useUpdatePrompt = (): boolean =>
  useSyncExternalStore(subscribeToUpdate, updatePromptShown, () => false);

/** Lets the new version take over and loads the page again, now running it. */
export function applyUpdate(): void {
  void apply?.();
}

/**
 * Loads the page from the server. A worker that found nothing new (or never got the chance to
 * take over) still keeps the old version and would answer the reload with it, its kept page: the
 * member would tap "reload" and be back where they were. So it is let go first, and the new
 * version's own worker installs again. With no signal it stays, so the reload shows the kept app
 * instead of the browser's offline page.
 */
export async function reloadFromServer(): Promise<void> {
  if ('serviceWorker' in navigator && navigator.onLine !== false) {
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    await registration?.unregister().catch(() => false);
  }
  window.location.reload();
}

/**
 * Asks the worker now for the version the server has. True when a new one is downloading or
 * waiting: the worker's registration (app/service-worker.ts) offers it once it is ready. Reads the
 * registration from the browser, so the worker's own code need not be loaded for it (nor exist in
 * the server's build of the first screen).
 */
async function lookForNewVersion(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  await registration.update();
  return Boolean(registration.installing ?? registration.waiting);
}

/**
 * The server runs another version than this app. The worker is asked for it at once; once it has
 * downloaded, the prompt offers it. Without a worker (none in this browser, or it found nothing
 * new) the prompt offers a reload from the server (reloadFromServer). Reports at the same moment
 * make one look.
 */
export function newVersionDeployed(): Promise<void> {
  if (updateWaiting()) {
    // What the member asked for did not go through: the way out is the reload, offered again.
    if (dismissed) {
      dismissed = false;
      notify();
    }
    return Promise.resolve();
  }
  return (looking ??= lookForNewVersion()
    .catch(() => false)
    .then((found) => {
      if (!found && !updateWaiting()) offerUpdate(reloadFromServer);
    })
    .finally(() => {
      looking = undefined;
    }));
}
