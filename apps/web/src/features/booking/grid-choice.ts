import { useSyncExternalStore } from 'react';
import { LIMITS } from '@fairway/golf';

/**
 * What the member is looking at on the tee sheet: course, holes and day. The grid, the occupation
 * view and the way back from a booking share it, and it lasts the browser session, so returning
 * to the grid shows the same day.
 */
export interface GridChoice {
  courseId: number | null;
  holes: number;
  date: string | null;
  /** The tee the grid shows (a course with two start tees; from tee 10, 9 holes). */
  startTee: number;
}

const STORAGE_KEY = 'fw_booking_grid';
const EMPTY: GridChoice = {
  courseId: null,
  holes: LIMITS.BOOKING_DEFAULT_HOLES,
  date: null,
  startTee: 1,
};

function read(): GridChoice {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const v = JSON.parse(raw) as Partial<GridChoice>;
    return {
      courseId: typeof v.courseId === 'number' ? v.courseId : null,
      holes: v.holes === 18 ? 18 : LIMITS.BOOKING_DEFAULT_HOLES,
      date: typeof v.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.date) ? v.date : null,
      startTee: v.startTee === 10 ? 10 : 1,
    };
  } catch {
    return EMPTY;
  }
}

let current: GridChoice = read();
const listeners = new Set<() => void>();

export function setGridChoice(patch: Partial<GridChoice>): void {
  current = { ...current, ...patch };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useGridChoice = (): GridChoice =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
