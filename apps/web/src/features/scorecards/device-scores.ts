import { del, entries } from 'idb-keyval';
import { clearDraft, QUALIFYING_DRAFT_KEY } from './draft-storage';
import { resetForeignDraft } from './foreign-draft-store';
import type { LocalCard } from './score-sync';

/** The keys under which score-sync keeps each card's holes (`scoreStoreKey`). */
const SCORE_KEY_PREFIX = 'fairway:score:';

async function deviceCards(): Promise<[string, Partial<LocalCard>][]> {
  try {
    const all = await entries<IDBValidKey, Partial<LocalCard>>();
    return all.filter((entry): entry is [string, Partial<LocalCard>] => {
      const [key] = entry;
      return typeof key === 'string' && key.startsWith(SCORE_KEY_PREFIX);
    });
  } catch {
    // No IndexedDB: nothing was kept.
    return [];
  }
}

/** Holes typed on this device that the server has not confirmed yet, over all cards. */
export async function unsentHoleCount(): Promise<number> {
  const cards = await deviceCards();
  return cards.reduce((count, [, card]) => count + (card.queue?.length ?? 0), 0);
}

/** Removes the member's scores and card drafts from the device (logout). */
export async function forgetDeviceScores(): Promise<void> {
  const cards = await deviceCards();
  await Promise.all(cards.map(([key]) => del(key).catch(() => {})));
  clearDraft(QUALIFYING_DRAFT_KEY);
  resetForeignDraft();
}
