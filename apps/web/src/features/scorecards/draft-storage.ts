/**
 * Card drafts in local storage (spec §4 "Drafts": kept locally, cleared after creation), so a
 * reload or a closed tab keeps what the member filled in.
 */
export const QUALIFYING_DRAFT_KEY = 'fw_qualifying_draft';
export const FOREIGN_DRAFT_KEY = 'fw_foreign_draft';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft as a plain object, or null when there is none (or it is unreadable). */
export function readDraft(key: string, store = storage()): Record<string, unknown> | null {
  try {
    const text = store?.getItem(key);
    if (!text) return null;
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: unknown, store = storage()): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or blocked storage: the draft lives on while the screen is open.
  }
}

export function clearDraft(key: string, store = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
