/** The contract schemas of the tee-time and booking calls' replies (api/reply.ts). */
export {
  BookablePlayersResponse,
  Booking,
  BookingListResponse,
  BookingSummary,
  DeleteBookingResponse,
  GsnLookupResponse,
  LockResponse,
  TeeTimeCoursesResponse,
  TeeTimesOverviewResponse,
  TeeTimesResponse,
  UnlockResponse,
} from '@fairway/contract';
