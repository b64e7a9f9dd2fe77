/**
 * Runs `work` when the browser is idle (at the latest after `timeout` ms); returns a cancel.
 * Falls back to the next task where requestIdleCallback is missing (Safari).
 */
export function whenIdle(work: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 1);
  return () => window.clearTimeout(timer);
}
