import type {
  AdminDayFlight,
  AdminTeeSheetDay,
  AttendanceInput,
  Attendance,
  AttendanceParams,
} from '@fairway/contract';
import { attendanceRefusal } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import { playerName, type BookingRepository, type BookingWithName } from '../booking';
import type { CourseAdminRepository } from './course-admin.repository';
import { COURSE_ROLE } from './course-admin.service';
import type { TeeSheetDayRepository } from './tee-sheet-day.repository';

const kindOf = (b: BookingWithName) =>
  b.relatie_id !== null ? 'member' : b.guest !== null ? 'guest' : 'unknown';

/** The day's places as flights: each main booking with its players, in the sheet's order. */
function flightsOf(places: readonly BookingWithName[]): AdminDayFlight[] {
  const flights = new Map<number, AdminDayFlight>();
  for (const b of places) {
    const id = b.parent_id ?? b.id;
    const flight = flights.get(id) ?? {
      booking_id: id,
      time: b.time,
      start_tee: b.start_tee,
      holes: b.holes,
      turn_time: b.turn_time,
      match_id: b.match_id,
      players: [],
    };
    flight.players.push({
      id: b.id,
      kind: kindOf(b),
      name: playerName(b),
      attendance: b.attendance ?? null,
    });
    flights.set(id, flight);
  }
  return [...flights.values()];
}

/**
 * A course's day for the starter (back office, role tee_sheet_manager): the tee times with their
 * players, and per player the mark arrived or no-show. The bookings report counts the no-shows.
 */
export class TeeSheetDayService {
  constructor(
    private readonly repo: TeeSheetDayRepository,
    private readonly courses: CourseAdminRepository,
    private readonly bookings: BookingRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
  ) {}

  async day(auth: Auth, courseId: number, day?: string): Promise<AdminTeeSheetDay> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const course = await this.courses.course(this.repo.db, auth.clubId, courseId);
    if (!course) throw notFound('course');
    const now = await this.context.now(auth.clubId);
    const date = day ?? now.date;
    // '24:00' sorts after every time of the day: the whole day.
    const places = await this.bookings.placesBetween(
      auth.clubId,
      courseId,
      { from: date, until: date },
      { from: '00:00', until: '24:00' },
    );
    return {
      course_id: course.id,
      course_name: course.name,
      date,
      now: { date: now.date, time: now.time },
      flights: flightsOf(places),
    };
  }

  /** Writes the player's mark with its audit row; answers the player's day as it is then. */
  async mark(auth: Auth, ref: AttendanceParams, input: AttendanceInput): Promise<AdminTeeSheetDay> {
    await this.context.requireRole(auth, COURSE_ROLE);
    // Read before the transaction: the club's row comes through the shared connection, which the
    // transaction holds on PGlite.
    const now = await this.context.now(auth.clubId);
    const date = await transaction(this.repo.db, async (tx) => {
      const place = await this.repo.place(tx, auth.clubId, ref.course_id, ref.booking_id);
      if (!place) throw notFound('booking');
      if (attendanceRefusal(place, input.attendance, now) !== null) {
        throw new AppError(
          'TEE_TIME_NOT_STARTED',
          input.attendance === 'no_show'
            ? 'a player is a no-show only once their tee time has started'
            : 'a tee time of a day still to come takes no mark',
        );
      }
      if (place.attendance !== input.attendance) {
        await this.repo.mark(tx, auth.clubId, place.id, input.attendance);
        await this.audit.recordBy(tx, auth, {
          entity: 'booking_attendance',
          recordId: place.id,
          action: 'update',
          before: marked(place, place.attendance),
          after: marked(place, input.attendance),
        });
      }
      return place.date;
    });
    return this.day(auth, ref.course_id, date);
  }
}

const marked = (
  p: { date: string; time: string; start_tee: number },
  attendance: Attendance | null,
) => ({ date: p.date, time: p.time, start_tee: p.start_tee, attendance });
