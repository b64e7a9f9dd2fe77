import { z } from 'zod';
import { FIRST_TEE, FLIGHT, GSN_PATTERN, LIMITS, TEE_BLOCK_KINDS } from '@fairway/golf';
import { InputDate, WireDate } from './common';

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time must be HH:mm' });
const PosInt = z.coerce.number().int().positive().max(2_147_483_647);
/** spec §9: 9 or 18 holes; 27 is accepted and stored as 18. */
const Holes = z.coerce
  .number()
  .int()
  .refine((h) => h === 9 || h === 18 || h === 27, { error: 'holes must be 9, 18 or 27' });
/** A tee time's start as Unix seconds (spec §3 Tee time.timestamp). */
const Timestamp = z.coerce.number().int().min(0).max(4_102_444_800);
/**
 * The tee a flight starts from: 1, or 10 on a course with two start tees (which tees a course
 * has, the server checks). Left out, 1: clients that know of one tee keep working.
 */
const StartTee = z.coerce.number().int().min(1).max(18).default(FIRST_TEE);

// ——— Tee sheet ———

/** GET /api/teetimes: a course's sheet for one day; `from_time` is sent when the date is today. */
export const TeeTimesQuery = z.object({
  course_id: PosInt,
  holes: Holes.default(LIMITS.BOOKING_DEFAULT_HOLES),
  date: InputDate,
  from_time: Time.optional(),
  start_tee: StartTee,
});

/** Someone holding a place in a tee time; the name only when the club shows names. */
export const Reservation = z.object({
  name: z.string().nullable(),
  is_self: z.boolean(),
  is_guest: z.boolean(),
  unknown: z.boolean(),
});

/** spec §3 Tee time, plus the wall-clock time and why a time cannot be booked. */
export const TeeTime = z.object({
  timestamp: z.number(),
  time: z.string(),
  /** The tee the flight starts from (a course with two start tees has each time on both). */
  start_tee: z.number(),
  /**
   * Tee 10: the tee-1 time where an 18-hole round holds its place at the turn (asked with 18
   * holes, that time's free places and block count as this one's); null on tee 1, and on tee 10
   * when the day has no tee time that late (the time is then not offered for 18 holes).
   */
  turn_time: z.string().nullable(),
  available: z.boolean(),
  free_slots: z.number(),
  occupied_slots: z.number(),
  reservations: z.array(Reservation),
  /**
   * Why the time cannot be booked: 'blocked' by the club, held for a 'match', 'locked' by someone
   * booking, 'not_open' yet (beyond the days ahead); null when it can.
   */
  closed: z.enum(['blocked', 'match', 'locked', 'not_open']).nullable(),
  /**
   * The block closing the time: what the club holds it for and the club's own message to members
   * (shown as typed, not translated); null when no block closes it.
   */
  block: z.object({ kind: z.enum(TEE_BLOCK_KINDS), message: z.string().nullable() }).nullable(),
  /** The caller's own booking in this time, to open its edit view. */
  own_booking_id: z.number().nullable(),
});
export type TeeTime = z.infer<typeof TeeTime>;
export const TeeTimesResponse = z.array(TeeTime);

/** GET /api/teetimes/overview: occupation per day and hour for the days the sheet is open. */
/**
 * GET /api/teetimes/overview: `holes` is the round the member means to play; the course must be
 * played over that many holes (400 naming holes otherwise). A booking takes one place of its tee
 * time whatever its holes, so the places shown do not depend on it.
 */
export const TeeTimesOverviewQuery = z.object({
  courseId: PosInt,
  holes: Holes.default(LIMITS.BOOKING_DEFAULT_HOLES),
});
export const OverviewHour = z.object({
  hour: z.number(),
  places: z.number(),
  occupied: z.number(),
});
export const OverviewDay = z.object({
  date: WireDate,
  places: z.number(),
  occupied: z.number(),
  hours: z.array(OverviewHour),
});
export const TeeTimesOverviewResponse = z.object({
  course_id: z.number(),
  days: z.array(OverviewDay),
});
export type TeeTimesOverview = z.infer<typeof TeeTimesOverviewResponse>;

/** POST /api/teetimes/lock and /unlock (spec §7). */
export const LockRequest = z.object({
  course_id: PosInt,
  timestamp: Timestamp,
  start_tee: StartTee,
});
export type LockRequest = z.infer<typeof LockRequest>;
/**
 * spec §3 Flight states: FREE 1 (the lock is yours; any other lock of yours has ended), LOCKED 0
 * (someone else is booking, or you held this time as long as a lock may last).
 */
export const LockResponse = z.object({
  status: z.union([z.literal(FLIGHT.FREE), z.literal(FLIGHT.LOCKED)]),
  /** Minutes until the time may be locked again (rounded up); 0 when free. */
  remaining_lock_time: z.number(),
});
export type LockResponse = z.infer<typeof LockResponse>;
export const UnlockResponse = z.object({ status: z.literal('success') });

/**
 * GET /api/courses/teetime: the courses members may book, with the day's sheet settings. With
 * `date`, only the courses open for tee times that day: none for a day gone by, and no course
 * whose whole sheet is blocked that day.
 */
export const TeeTimeCoursesQuery = z.object({ date: InputDate.optional() });
export const TeeTimeCourse = z.object({
  id: z.number(),
  name: z.string(),
  holes: z.number(),
  hole_options: z.array(z.number()),
  /** The day's first and last time (its season's when `date` was asked, else today's). */
  first_time: z.string(),
  last_time: z.string(),
  /** The first interval of the pattern; `intervals` is the whole pattern. */
  interval: z.number(),
  intervals: z.array(z.number()),
  free_slots: z.number(),
  /** The tees flights start from: [1], or [1, 10] (from tee 10 the back nine only). */
  start_tees: z.array(z.number()),
  /** How many days ahead the course's sheet opens (the course's setting, else the club's). */
  booking_days_ahead: z.number(),
});
export const TeeTimeCoursesResponse = z.array(TeeTimeCourse);
export type TeeTimeCourse = z.infer<typeof TeeTimeCourse>;

// ——— Bookings ———

/** spec §3 Guest player. Handicap is clamped to −9..54 (spec §5). */
export const GuestPlayer = z.object({
  gsn: z
    .string()
    .trim()
    .regex(GSN_PATTERN, { error: 'gsn must be NL followed by digits' })
    .nullish(),
  initials: z.string().trim().max(20).nullish(),
  firstname: z.string().trim().max(60).nullish(),
  middlename: z.string().trim().max(30).nullish(),
  lastname: z.string().trim().max(80).nullish(),
  birthdate: InputDate.nullish(),
  handicap: z.number().min(-100).max(100).nullish(),
  gender: z.enum(['m', 'v']).nullish(),
  email: z.email().max(254).nullish(),
  mobile: z.string().trim().max(30).nullish(),
  country: z.string().trim().max(60).nullish(),
  homecourse: z.string().trim().max(100).nullish(),
  address: z.string().trim().max(120).nullish(),
  postalCode: z.string().trim().max(12).nullish(),
  city: z.string().trim().max(60).nullish(),
});
export type GuestPlayer = z.infer<typeof GuestPlayer>;

/** A player to book: a known member, a guest, or an unknown player (spec §3 Booking player). */
export const BookingPlayerInput = z.union([
  z.object({ member_id: PosInt }).strict(),
  z.object({ guest: GuestPlayer }).strict(),
  z.object({ unknown: z.literal(true) }).strict(),
  /** A player already in the booking, kept as is on an edit. */
  z.object({ teetime_id: PosInt }).strict(),
]);
export type BookingPlayerInput = z.infer<typeof BookingPlayerInput>;

/** The extra players besides the booker (the booker is always the first player). */
const Players = z.array(BookingPlayerInput).max(8);

/** POST /api/booking (spec §7). */
export const CreateBookingRequest = z.object({
  date: InputDate,
  time: Time,
  course_id: PosInt,
  holes: Holes,
  start_tee: StartTee,
  players: Players.default([]),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;

/** PUT /api/booking/{id}: the extra players as they should be after the edit. */
export const UpdateBookingRequest = z.object({ players: Players });
export type UpdateBookingRequest = z.infer<typeof UpdateBookingRequest>;

/** DELETE /api/booking/{id} (spec §7). */
export const DeleteBookingRequest = z
  .object({
    delete_all_bookings: z.boolean().default(false),
    reasonId: PosInt.nullish(),
  })
  .default({ delete_all_bookings: false });
export const DeleteBookingResponse = z.object({ success: z.boolean(), message: z.string() });

/** spec §3 Booking player. */
export const BookingPlayer = z.object({
  member_id: z.number().nullable(),
  name: z.string(),
  unknown: z.boolean(),
  is_guest: z.boolean(),
  is_new: z.boolean(),
  teetime_id: z.number(),
  parent_teetime_id: z.number().nullable(),
  saved: z.boolean(),
});
export type BookingPlayer = z.infer<typeof BookingPlayer>;

/** GET /api/booking/{id}: spec §3 Booking, with the permissions of spec §6 decided by the server. */
export const Booking = z.object({
  id: z.number(),
  date: WireDate,
  time: z.string(),
  timestamp: z.number(),
  course_id: z.number(),
  course_name: z.string(),
  start_tee: z.number(),
  holes: z.number(),
  /** An 18-hole round from tee 10: the tee-1 time of its place at the turn; null otherwise. */
  turn_time: z.string().nullable(),
  free_slots: z.number(),
  occupied_slots: z.number(),
  players: z.array(BookingPlayer),
  max_players: z.number(),
  owner: z.object({ id: z.number(), name: z.string() }),
  new: z.boolean(),
  is_hoofdboeker: z.boolean(),
  history: z.boolean(),
  match_id: z.number().nullable(),
  can_delete_another_player: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** spec §6: offer "delete the extra players too" or "only myself". */
  offer_delete_choice: z.boolean(),
});
export type Booking = z.infer<typeof Booking>;

/** spec §3 Booking response: one booking as the lists and the create answer give it. */
export const BookingSummary = z.object({
  id: z.number(),
  date: WireDate,
  /** The round's start, then (an 18-hole round from tee 10) its tee-1 time at the turn. */
  loops: z.array(z.object({ time: z.string() })),
  course: z.object({ id: z.number(), name: z.string() }),
  match_id: z.number().nullable(),
  holes: z.number(),
  start_tee: z.number(),
  is_hoofdboeker: z.boolean(),
  player: z.object({ id: z.number(), name: z.string() }),
  extra_players: z.array(z.object({ id: z.number().nullable(), name: z.string() })),
  free_places: z.number(),
  history: z.boolean(),
  timestamp: z.number(),
});
export type BookingSummary = z.infer<typeof BookingSummary>;
export const BookingListResponse = z.array(BookingSummary);

export const ByTimestampParams = z.object({ ts: Timestamp });
export const ByTimestampQuery = z.object({ course_id: PosInt, start_tee: StartTee });

/**
 * GET /api/teetime/relatie (recent playing partners first) and /search: members that can be added
 * to a booking.
 */
export const BookablePlayer = z.object({
  id: z.number(),
  name: z.string(),
  handicap: z.number().nullable(),
});
export type BookablePlayer = z.infer<typeof BookablePlayer>;
export const BookablePlayersResponse = z.array(BookablePlayer);
export type BookablePlayersResponse = z.infer<typeof BookablePlayersResponse>;
export const BookablePlayersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const BookablePlayersSearchQuery = z.object({
  term: z.string().trim().min(LIMITS.SEARCH_MIN_CHARS).max(LIMITS.SEARCH_MAX_CHARS),
});

/** GET /api/relatie/gsn/{gsn}: a federation player found by GSN, to fill in a guest. */
export const GsnParams = z.object({
  gsn: z.string().trim().regex(GSN_PATTERN, { error: 'gsn must be NL followed by digits' }),
});
export const GsnLookupResponse = GuestPlayer.pick({
  gsn: true,
  initials: true,
  firstname: true,
  middlename: true,
  lastname: true,
  handicap: true,
  gender: true,
  homecourse: true,
});
export type GsnLookupResponse = z.infer<typeof GsnLookupResponse>;
