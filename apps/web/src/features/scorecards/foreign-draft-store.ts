import { useSyncExternalStore } from 'react';
import { clubNow } from '../../lib/club-clock';
import { clearDraft, FOREIGN_DRAFT_KEY, readDraft, writeDraft } from './draft-storage';
import { emptyForeignDraft, readForeignDraft, type ForeignDraft } from './foreign-draft';

/**
 * The one foreign card draft all four step screens share (each step is its own screen in the
 * navigation stack, so they must not keep copies), mirrored to local storage (spec §4 "Drafts").
 */
let draft: ForeignDraft | null = null;
const listeners = new Set<() => void>();

const fresh = () => {
  const now = clubNow(new Date());
  return emptyForeignDraft(now.date, now.time);
};

export function foreignDraft(): ForeignDraft {
  draft ??= readForeignDraft(readDraft(FOREIGN_DRAFT_KEY), fresh());
  return draft;
}

export function updateForeignDraft(patch: Partial<ForeignDraft>): void {
  draft = { ...foreignDraft(), ...patch };
  writeDraft(FOREIGN_DRAFT_KEY, draft);
  for (const l of listeners) l();
}

/** Cleared after creation (spec §4), or when the member starts over. */
export function resetForeignDraft(): void {
  draft = fresh();
  clearDraft(FOREIGN_DRAFT_KEY);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useForeignDraft = () => useSyncExternalStore(subscribe, foreignDraft);
