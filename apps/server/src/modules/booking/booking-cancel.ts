import { FIRST_TEE, type TeeBlockKind } from '@fairway/golf';
import type { BookingRepository } from './booking.repository';
import type { BookingWithName, SlotKey } from './booking.types';
import { playerName } from './booking.mapper';

/**
 * Takes places of one tee time off in `tx` (a booking repository on the caller's transaction):
 * a member's cancel and the club closing the time with a block go this one way. Tee time first,
 * then booking rows: the order of every booking transaction. Only the places this call really
 * took off are given back (a cancel at the same moment may have taken them first), so `occupied`
 * stays the count of the rows. Bookings carry no payment or bon (a match's fee is its
 * registration's), so nothing else changes with them. Answers how many places went.
 */
export async function cancelPlaces(
  tx: BookingRepository,
  key: SlotKey,
  places: readonly BookingWithName[],
  why: { by: number; reasonId: number | null; now: Date; blockReason?: TeeBlockKind },
): Promise<number> {
  await tx.slots.lockRow(key);
  const gone = await tx.remove(
    key.clubId,
    places.map(cancelledRow),
    why.by,
    why.reasonId,
    why.now,
    why.blockReason ?? null,
  );
  if (gone.length > 0) await tx.slots.releasePlaces(key, gone.length, why.by);
  // A flight from tee 10 that crosses over gives back its places at tee 1 at the turn too, after
  // the tee time's own (the order of booking_create); a block may take several flights' rows.
  const turns = new Map<string, number>();
  for (const b of gone) {
    if (b.turn_time !== null) turns.set(b.turn_time, (turns.get(b.turn_time) ?? 0) + 1);
  }
  for (const [time, count] of [...turns].sort()) {
    await tx.slots.releasePlaces({ ...key, time, startTee: FIRST_TEE }, count, why.by);
  }
  return gone.length;
}

/**
 * Gives places back to the tee time (none: only the member's lock ends, as after every edit),
 * and as many to its turn at tee 1 when it has one.
 */
export async function releasePlaces(
  tx: BookingRepository,
  key: SlotKey,
  turn: SlotKey | null,
  places: number,
  relatieId: number,
): Promise<void> {
  await tx.slots.releasePlaces(key, places, relatieId);
  if (turn !== null && places > 0) await tx.slots.releasePlaces(turn, places, relatieId);
}

/** What the club's record of a cancelled place keeps of it (booking_cancellations). */
export const cancelledRow = (b: BookingWithName) => ({
  id: b.id,
  course_id: b.course_id,
  date: b.date,
  time: b.time,
  start_tee: b.start_tee,
  name: playerName(b),
});
