// The booking feature's face: what other areas and the app use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export {
  BOOKING_OFF_PATH,
  DEFAULT_BOOKING_TAB,
  bookingEnabled,
  toBookingTab,
  useStoredBookingTab,
  type BookingTab,
} from './booking-tab';
export { OccupationView } from './components/occupation-view';
export { bookingKeys } from './booking.queries';
