// Booking rules per member category (role tee_sheet_manager) and the one reader of a member's
// rules that the booking calls and the app's configuration use.
export { BookingRulesRepository } from './booking-rules.repository';
export { bookingRulesRoutes } from './booking-rules.routes';
export { BookingRulesService } from './booking-rules.service';
export { MemberBookingRules, memberRulesOn } from './member-booking-rules';
