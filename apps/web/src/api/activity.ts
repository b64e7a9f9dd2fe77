/**
 * Counts the calls in flight so the shell can show a loading indicator (spec §9) without pages
 * reporting their own loading state.
 */
type Listener = (busy: boolean) => void;

let inFlight = 0;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener(inFlight > 0);
}

export async function trackActivity<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  if (inFlight === 1) notify();
  try {
    return await work;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) notify();
  }
}

export function isBusy(): boolean {
  return inFlight > 0;
}

/** Calls `listener` when the client goes from idle to busy or back; returns the unsubscribe. */
export function subscribeActivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
