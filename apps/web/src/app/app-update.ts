/**
 * Whether a new version of the app waits on the device, and how to switch to it. Kept apart from
 * the service worker's code (app/service-worker.ts), which loads after the first screen, so the
 * prompt can be in the app frame without it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let apply: (() => Promise<void>) | undefined;

/** Called by the service worker's registration when a new version has been downloaded. */
export function offerUpdate(applyUpdate: () => Promise<void>): void {
  apply = applyUpdate;
  listeners.forEach((listener) => listener());
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const updateWaiting = (): boolean => apply !== undefined;

/** Lets the new version take over and loads the page again, now running it. */
export function applyUpdate(): void {
  void apply?.();
}
