// Booking rules per member category (role tee_sheet_manager): its page is reached through the
// route table.
export { bookingRulesKeys } from './booking-rules.queries';
