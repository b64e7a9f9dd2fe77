import type { BookingSummary, TeeTime } from '@fairway/contract';
import { addDays } from '../../lib/club-clock';

/** How a tee time shows on the grid, and whether choosing it does anything. */
export type SlotState = 'own' | 'free' | 'full' | 'blocked' | 'match' | 'locked' | 'not_open';

export function slotState(time: TeeTime): SlotState {
  if (time.own_booking_id !== null) return 'own';
  if (time.closed) return time.closed;
  return time.available && time.free_slots > 0 ? 'free' : 'full';
}

/** A free time can be booked; an own time opens its edit view; a locked one says for how long. */
export const isChoosable = (state: SlotState): boolean =>
  state === 'free' || state === 'own' || state === 'locked';

/** The days the grid offers: today and the days ahead the club opens its sheet. */
export function sheetDays(today: string, daysAhead: number): string[] {
  return Array.from({ length: Math.max(0, daysAhead) + 1 }, (_, i) => addDays(today, i));
}

/** 'My tee times' (spec §2): what is coming, soonest first, and the history, latest first. */
export function splitBookings(list: readonly BookingSummary[]): {
  upcoming: BookingSummary[];
  history: BookingSummary[];
} {
  const upcoming = list.filter((b) => !b.history).sort((a, b) => a.timestamp - b.timestamp);
  const history = list.filter((b) => b.history).sort((a, b) => b.timestamp - a.timestamp);
  return { upcoming, history };
}

/** The occupation of an hour as a level 0–4 for its colour: empty, quiet, half, busy, full. */
export function occupationLevel(occupied: number, places: number): 0 | 1 | 2 | 3 | 4 {
  if (places <= 0 || occupied <= 0) return 0;
  if (occupied >= places) return 4;
  const share = occupied / places;
  return share < 0.34 ? 1 : share < 0.67 ? 2 : 3;
}
