import type { Db } from '../../db/connect';
import type { BookingRow } from './booking.types';

/** A new flight (`rows`, the main booker's first), booked by member `by`. */
export interface FlightBooked {
  rows: readonly BookingRow[];
  by: number;
  timeZone: string;
}

/**
 * The main booker `by` changed the players of `parent`'s flight: `added` places are new,
 * `removed` ones went, `kept` stayed.
 */
export interface PlayersChanged {
  parent: BookingRow;
  added: readonly BookingRow[];
  removed: readonly BookingRow[];
  kept: readonly BookingRow[];
  by: number;
}

/**
 * Places of one flight were cancelled (`gone`); `stay` are the places left of it. `by` the member
 * who cancelled, or null when the club did (a block over the time). When the main booker left
 * alone, `handOver` is the place that leads the flight now.
 */
export interface PlacesCancelled {
  flightId: number;
  gone: readonly BookingRow[];
  stay: readonly BookingRow[];
  by: number | null;
  handOver?: { to: BookingRow; timeZone: string };
}

/**
 * What a booking's changes start elsewhere (the notifications and the tee-time reminder of
 * modules/notifications), called in the transaction that makes the change (`tx`): a job made
 * there exists exactly when the change committed.
 */
export interface BookingEvents {
  booked(tx: Db, e: FlightBooked): Promise<void>;
  playersChanged(tx: Db, e: PlayersChanged): Promise<void>;
  cancelled(tx: Db, e: PlacesCancelled): Promise<void>;
}

/** Nothing starts elsewhere: until the app sets its events (and in a repository's own tests). */
export const NO_BOOKING_EVENTS: BookingEvents = {
  booked: async () => {},
  playersChanged: async () => {},
  cancelled: async () => {},
};
