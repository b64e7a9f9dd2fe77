/**
 * A short message for a list after an action elsewhere (a card signed, rejected or created; a tee
 * time booked or changed): the list page stays mounted under the screen that sets it, so it
 * listens instead of reading once. `components/flash-notice.tsx` shows it.
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

/** The message for one list, if it is the one waiting. */
export const flashFor = (place: Flash['place']): Flash | null =>
  current?.place === place ? current : null;

export function subscribeFlash(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
