import type { Booking, BookingSummary } from '@fairway/contract';
import { addDays, FIRST_TEE } from '@fairway/golf';
import { notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { BookingRepository } from './booking.repository';
import { toBooking, toSummary } from './booking.mapper';
import type { TeeSheetService } from './tee-sheet.service';
import { teeTimeOf, view, type BookingReads } from './booking-reads';

/** How far back "my tee times" shows history. */
const HISTORY_DAYS = 365;

/**
 * The member's own bookings as they read them: one booking, the one at a tee time, and "my tee
 * times". Making and changing a booking are booking-create.service and booking-change.service.
 */
export class BookingService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly sheet: TeeSheetService,
    private readonly reads: BookingReads,
  ) {}

  async get(auth: Auth, id: number): Promise<Booking> {
    const ctx = await this.reads.context(auth);
    const { parent, flight, own } = await this.reads.ownFlight(auth, id);
    const course = await this.sheet.bookableCourse(auth.clubId, parent.course_id);
    const slot = await this.repo.slots.find(teeTimeOf(auth.clubId, parent));
    return toBooking(view(ctx, auth), {
      parent,
      flight,
      own,
      course,
      occupied: slot?.occupied ?? 0,
      perms: this.reads.permissions(ctx, auth, own.id === parent.id ? parent : own, flight),
    });
  }

  /** GET /api/booking/by_timestamp/{ts}: the member's own booking in that tee time. */
  async byTimestamp(
    auth: Auth,
    ts: number,
    courseId: number,
    startTee: number = FIRST_TEE,
  ): Promise<Booking> {
    const ctx = await this.reads.context(auth);
    const at = this.sheet.wallClock(ctx.club, ts);
    const row = await this.repo.ownAt(auth.clubId, auth.relatieId, { courseId, startTee, ...at });
    if (!row) throw notFound('booking');
    return this.get(auth, row.id);
  }

  /** GET /api/booking (history of a year and what is coming) or /self (only what is coming). */
  async list(auth: Auth, { upcomingOnly }: { upcomingOnly: boolean }): Promise<BookingSummary[]> {
    const ctx = await this.reads.context(auth);
    const from = upcomingOnly ? ctx.now.date : addDays(ctx.now.date, -HISTORY_DAYS);
    const own = await this.repo.memberBookings(auth.clubId, auth.relatieId, from);
    const parentIds = [...new Set(own.map((b) => b.parent_id ?? b.id))];
    const all = await this.repo.flights(auth.clubId, parentIds);
    const courses = await this.sheet.courseNames(auth.clubId);
    return own
      .map((b) => toSummary(view(ctx, auth), b, all, courses))
      .filter((s) => !(upcomingOnly && s.history));
  }
}
