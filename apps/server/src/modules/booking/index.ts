// The booking module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { BookingChangeService } from './booking-change.service';
export { BookingCreateService } from './booking-create.service';
export { BookingPlayersService } from './booking-players.service';
export { BookingReads } from './booking-reads';
export { BookingRepository } from './booking.repository';
export { bookingRoutes } from './booking.routes';
export { BookingService } from './booking.service';
export { TeeSheetService } from './tee-sheet.service';
export { TeeSlotsRepository } from './tee-slots.repository';
export { cancelPlaces } from './booking-cancel';
export { playerName } from './booking.mapper';
export type { BookingRow, BookingWithName, LockEvents, SlotKey } from './booking.types';
export type {
  BookingEvents,
  FlightBooked,
  PlacesCancelled,
  PlayersChanged,
} from './booking-events';
