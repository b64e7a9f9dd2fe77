import type { BookingInvalid } from '@fairway/golf';

/** spec §5 Booking: the validity messages, by the rule's key. */
export const INVALID_MESSAGE = {
  noDate: 'booking.invalid.noDate',
  noTime: 'booking.invalid.noTime',
  noCourse: 'booking.invalid.noCourse',
  noHoles: 'booking.invalid.noHoles',
  inPast: 'booking.invalid.inPast',
} as const satisfies Record<BookingInvalid, string>;
