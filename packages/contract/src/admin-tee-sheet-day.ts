import { z } from 'zod';
import { Id, InputDate } from './common';
import { CourseParams } from './admin-courses';

/**
 * A course's day in the back office (role tee_sheet_manager,
 * /api/admin/courses/:course_id/day): every tee time with its booked players, and what the
 * starter wrote of each (arrived, no-show, or nothing yet). The bookings report
 * (/api/admin/reports/bookings) reads the same marks.
 */

/** What the starter wrote of a player: there, or never came; null = not known (no mark). */
export const Attendance = z.enum(['arrived', 'no_show']);
export type Attendance = z.infer<typeof Attendance>;

/** Without a date: the club's today (what the starter opens the sheet for). */
export const AdminDayQuery = z.object({ date: InputDate.optional() });
export type AdminDayQuery = z.infer<typeof AdminDayQuery>;

export const AdminDayPlayer = z.object({
  /** The player's place (a booking row): the id a mark is written to. */
  id: z.number().int(),
  kind: z.enum(['member', 'guest', 'unknown']),
  /** The member's or guest's name; '' for a player booked without one. */
  name: z.string(),
  attendance: Attendance.nullable(),
});
export type AdminDayPlayer = z.infer<typeof AdminDayPlayer>;

/** One flight: the main booking's players at a tee time and start tee. */
export const AdminDayFlight = z.object({
  booking_id: z.number().int(),
  time: z.string(),
  start_tee: z.number().int(),
  holes: z.number().int(),
  /** An 18-hole round from tee 10: the tee-1 time it comes through at the turn; null otherwise. */
  turn_time: z.string().nullable(),
  match_id: z.number().int().nullable(),
  players: z.array(AdminDayPlayer),
});
export type AdminDayFlight = z.infer<typeof AdminDayFlight>;

export const AdminTeeSheetDay = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  date: z.string(),
  /** The club's date and time now: marks are for tee times up to today (golf attendanceRefusal). */
  now: z.object({ date: z.string(), time: z.string() }),
  flights: z.array(AdminDayFlight),
});
export type AdminTeeSheetDay = z.infer<typeof AdminTeeSheetDay>;

export const AttendanceParams = CourseParams.extend({ booking_id: Id });
export type AttendanceParams = z.infer<typeof AttendanceParams>;

/**
 * PUT …/day/bookings/:booking_id/attendance: the player's mark, null clears it. Refused with
 * TEE_TIME_NOT_STARTED for a day still to come, and for a no-show before the tee time.
 */
export const AttendanceInput = z.object({ attendance: Attendance.nullable() });
export type AttendanceInput = z.infer<typeof AttendanceInput>;
