import type { BookingPlayer, GuestPlayer } from '@fairway/contract';
import { guestName, rekeyPlayers, type DraftPlayer } from './booking-draft';

/**
 * The create screen's flight, kept in session storage for the tee time it is for, so a reload
 * keeps the players already added (the address keeps the time). Another tee time starts empty.
 */
const STORAGE_KEY = 'fw_booking_create';

/** The tee time a stored flight belongs to: course and start, as the address carries them. */
export const createDraftKey = (courseId: number | null, timestamp: number | null): string =>
  `${courseId ?? ''}@${timestamp ?? ''}`;

interface Stored {
  for: string;
  players: readonly DraftPlayer[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** One stored player read back; anything unreadable is left out. */
function readPlayer(v: unknown): DraftPlayer | null {
  if (!isObject(v)) return null;
  if (v.kind === 'member' && typeof v.memberId === 'number' && typeof v.name === 'string') {
    return { kind: 'member', key: '', memberId: v.memberId, name: v.name };
  }
  if (v.kind === 'guest' && isObject(v.guest)) {
    const guest = v.guest as GuestPlayer;
    return { kind: 'guest', key: '', name: guestName(guest), guest };
  }
  if (v.kind === 'unknown') return { kind: 'unknown', key: '' };
  if (v.kind === 'saved' && isObject(v.player)) {
    return { kind: 'saved', key: '', player: v.player as BookingPlayer };
  }
  return null;
}

/** The stored flight for `forKey`, with fresh keys; empty for another tee time or none. */
export function readCreateDraft(text: string | null, forKey: string): readonly DraftPlayer[] {
  if (!text) return [];
  try {
    const stored = JSON.parse(text) as unknown;
    if (!isObject(stored) || stored.for !== forKey || !Array.isArray(stored.players)) return [];
    return rekeyPlayers(stored.players.map(readPlayer).filter((p): p is DraftPlayer => p !== null));
  } catch {
    return [];
  }
}

export function loadCreateDraft(forKey: string): readonly DraftPlayer[] {
  try {
    return readCreateDraft(sessionStorage.getItem(STORAGE_KEY), forKey);
  } catch {
    return [];
  }
}

export function saveCreateDraft(forKey: string, players: readonly DraftPlayer[]): void {
  try {
    const stored: Stored = { for: forKey, players };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the flight lasts until the page is reloaded.
  }
}

/** Booked, or left for another time: the next create screen starts empty. */
export function clearCreateDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
