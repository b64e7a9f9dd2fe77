import type { Db } from '../../db/connect';
import type { BookingRow } from './booking.types';

/**
 * What a booking's changes start elsewhere (the notifications and the tee-time reminder of
 * modules/notifications), called in the transaction that makes the change (`tx`): a job made
 * there exists exactly when the change committed.
 */
export interface BookingEvents {
  /** A new flight (`rows`, the main booker's first), booked by member `by`. */
  booked(tx: Db, e: { rows: readonly BookingRow[]; by: number; timeZone: string }): Promise<void>;
  /**
   * The main booker `by` changed the players of `parent`'s flight: `added` places are new,
   * `removed` ones went, `kept` stayed.
   */
  playersChanged(
    tx: Db,
    e: {
      parent: BookingRow;
      added: readonly BookingRow[];
      removed: readonly BookingRow[];
      kept: readonly BookingRow[];
      by: number;
    },
  ): Promise<void>;
  /**
   * Places of one flight were cancelled (`gone`); `stay` are the places left of it. `by` the
   * member who cancelled, or null when the club did (a block over the time). When the main
   * booker left alone, `handOver` is the place that leads the flight now.
   */
  cancelled(
    tx: Db,
    e: {
      flightId: number;
      gone: readonly BookingRow[];
      stay: readonly BookingRow[];
      by: number | null;
      handOver?: { to: BookingRow; timeZone: string };
    },
  ): Promise<void>;
}

/** Nothing starts elsewhere: until the app sets its events (and in a repository's own tests). */
export const NO_BOOKING_EVENTS: BookingEvents = {
  booked: async () => {},
  playersChanged: async () => {},
  cancelled: async () => {},
};
