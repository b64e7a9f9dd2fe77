import type { BookingSummary, CreateBookingRequest } from '@fairway/contract';
import { bookingInvalid, FIRST_TEE, sheetOpen, storedHoles } from '@fairway/golf';
import { AppError } from '../../errors';
import { memberRulesOn } from '../booking-rules';
import { NO_KEY, type IdempotencyHandle } from '../idempotency';
import type { Auth } from '../../club-context/caller';
import type { BookingRepository } from './booking.repository';
import { toSummary } from './booking.mapper';
import type { TeeSheetService } from './tee-sheet.service';
import {
  bad,
  bookingRow,
  checkFlightSize,
  memberIds,
  memberRefusal,
  memberRules,
  planFlight,
  refuseTaken,
  slotClosed,
  turnRefused,
} from './booking-flight';
import { view, type BookingReads } from './booking-reads';
import { checkHoles, checkStartTee } from './sheet-course';

/** A member's new booking (spec §7 Booking): checked, then made in one SQL call. */
export class BookingCreateService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly sheet: TeeSheetService,
    private readonly clock: () => Date,
    private readonly reads: BookingReads,
  ) {}

  /**
   * POST /api/booking. The request's Idempotency-Key is claimed in the booking's transaction,
   * after the cheap checks: a refusal writes nothing, and the booking and its key are made (or
   * not) together.
   */
  async create(
    auth: Auth,
    input: CreateBookingRequest,
    idempotency: IdempotencyHandle = NO_KEY,
  ): Promise<BookingSummary> {
    const ctx = await this.reads.context(auth, { withMember: false });
    const holes = storedHoles(input.holes);
    if (holes === null) throw bad('holes', 'must be 9, 18 or 27');
    const invalid = bookingInvalid(
      { date: input.date, time: input.time, courseId: input.course_id, holes },
      ctx.now,
    );
    if (invalid === 'inPast') throw bad('date', 'the chosen date lies in the past');
    const course = await this.sheet.bookableCourse(auth.clubId, input.course_id);
    checkHoles(course, holes);
    checkStartTee(course, input.start_tee);
    const time = await this.sheet.checkTime(auth.clubId, course, {
      date: input.date,
      time: input.time,
      tee: input.start_tee,
      holes,
    });
    if (!sheetOpen(memberRulesOn(ctx.config, ctx.category, course), ctx.now, input.date)) {
      throw new AppError('SHEET_NOT_OPEN', 'the tee sheet for this date is not open yet');
    }
    if (time.block) throw slotClosed();
    const planned = planFlight(ctx, auth.relatieId, input.players, []);
    checkFlightSize(ctx, course.capacity, planned.length);
    const key = {
      clubId: auth.clubId,
      courseId: course.id,
      date: input.date,
      time: input.time,
      startTee: input.start_tee,
    };
    const now = this.clock();
    // One statement (in a transaction with the events' jobs): the tee time first, then the key,
    // the members and the booking rows — the order of every booking transaction, so two never
    // wait on each other in a circle. Most calls of the opening rush lose the tee time there and
    // write nothing (not even the key, so a retry runs).
    const result = await this.repo.create({
      key,
      holes,
      capacity: course.capacity,
      bookerId: auth.relatieId,
      now,
      rows: planned.map((p) => bookingRow(p, key, holes, auth.relatieId, now)),
      memberIds: memberIds(planned),
      claim: idempotency.key,
      rules: memberRules(ctx),
      timeZone: ctx.club.timezone,
      turnTime: time.turn,
    });
    // The check above reads the blocks this server keeps; this one, the database's under the lock
    // a block's write takes (a block written a moment ago).
    if (result.kind === 'blocked') throw slotClosed();
    if (result.kind === 'turn') throw turnRefused(result, planned.length, auth.relatieId, now);
    if (result.kind === 'slot') {
      idempotency.stored(result.stored);
      refuseTaken(result.slot, planned.length, auth.relatieId, now);
    }
    idempotency.claimed();
    if (result.kind === 'key-taken') idempotency.taken();
    if (result.kind === 'members') throw memberRefusal(result.refusal, auth.relatieId, ctx);
    if (result.kind !== 'booked') throw new Error('unreachable');
    const flight = result.rows.map((b) => ({
      ...b,
      member: b.relatie_id === null ? null : (result.names.get(b.relatie_id) ?? null),
    }));
    idempotency.committed();
    this.sheet.changed(key.clubId, key.courseId, key.date);
    // Built from what the transaction wrote and read: no read-back in the opening rush.
    const courses = await this.sheet.courseNames(auth.clubId);
    return toSummary(view(ctx, auth), flight[0]!, flight, courses);
  }

  /**
   * The booking a POST /api/booking with a key made when its answer was not stored (the server
   * stopped between the booking's commit and storing the answer): the key's claim commits with
   * the booking, so the booking is there. The same key means the same body: the booker's own
   * booking at that tee time (a member holds one place per tee time), as it is now.
   */
  async createdWithKey(auth: Auth, input: CreateBookingRequest): Promise<BookingSummary> {
    const ctx = await this.reads.context(auth, { withMember: false });
    const own = await this.repo.ownAt(auth.clubId, auth.relatieId, {
      courseId: input.course_id,
      date: input.date,
      time: input.time,
      startTee: input.start_tee ?? FIRST_TEE,
    });
    if (!own) {
      throw new AppError(
        'CONFLICT',
        'the booking made with this Idempotency-Key has been cancelled since',
      );
    }
    return this.reads.summary(auth, ctx, own.parent_id ?? own.id);
  }
}
