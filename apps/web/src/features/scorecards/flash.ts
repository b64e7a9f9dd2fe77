/**
 * A short message for the card list after an action elsewhere (signed, rejected, created): the
 * list page stays mounted under the screen that sets it, so it listens instead of reading once.
 */
export interface Flash {
  tone: 'success' | 'warning';
  /** The list that shows it: the card list, or my tee times (after booking or editing). */
  place: 'cards' | 'bookings';
  text: string;
  /** Grows with each message, so the same text twice still shows twice. */
  id: number;
}

let current: Flash | null = null;
let seq = 0;
const listeners = new Set<() => void>();

export function showFlash(
  tone: Flash['tone'],
  text: string,
  place: Flash['place'] = 'cards',
): void {
  current = { tone, text, place, id: ++seq };
  for (const l of listeners) l();
}

export function dismissFlash(): void {
  current = null;
  for (const l of listeners) l();
}

export const currentFlash = (): Flash | null => current;

/** The message for the card list, if it is the one waiting. */
export const cardsFlash = (): Flash | null => (current?.place === 'cards' ? current : null);

/** The message for my tee times, if it is the one waiting. */
export const bookingsFlash = (): Flash | null => (current?.place === 'bookings' ? current : null);

export function subscribeFlash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
