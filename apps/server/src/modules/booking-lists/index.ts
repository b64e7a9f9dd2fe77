// The club's cancellation reasons and guest fields (role tee_sheet_manager): the lists the member
// app's booking form and cancel panel read through the club's configuration.
export { BookingListsRepository } from './booking-lists.repository';
export { bookingListsRoutes } from './booking-lists.routes';
export { CancellationReasonsService } from './cancellation-reasons.service';
export { GuestFieldsService } from './guest-fields.service';
