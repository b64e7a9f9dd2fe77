const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `callback` once, at the first tap, key or focus anywhere on the page: work a screen will
 * need soon but not for its first paint. Returns a function that cancels it.
 */
export function onFirstInteraction(callback: () => void): () => void {
  const cancel = () => EVENTS.forEach((type) => window.removeEventListener(type, run, true));
  function run() {
    cancel();
    callback();
  }
  EVENTS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return cancel;
}
