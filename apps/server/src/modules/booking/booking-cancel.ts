import type { TeeBlockKind } from '@fairway/golf';
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
  if (gone > 0) await tx.slots.releasePlaces(key, gone, why.by);
  return gone;
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
