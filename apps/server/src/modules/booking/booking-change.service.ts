import type { BookingPlayerInput, BookingSummary } from '@fairway/contract';
import { nextMainBooker } from '@fairway/golf';
import { afterCommit } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { BookingRepository } from './booking.repository';
import type { BookingWithName } from './booking.types';
import type { TeeSheetService } from './tee-sheet.service';
import {
  bad,
  bookingRow,
  checkFlightSize,
  checkMembers,
  holdFlight,
  planFlight,
  takePlaces,
} from './booking-flight';
import { teeTimeOf, turnOf, type BookingReads } from './booking-reads';
import { cancelPlaces, releasePlaces } from './booking-cancel';

/**
 * Changing a booking (spec §6, §7 Booking): the main booker replaces the extra players, a player
 * cancels their own place or the main booker the whole booking.
 */
export class BookingChangeService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly sheet: TeeSheetService,
    private readonly clock: () => Date,
    private readonly reads: BookingReads,
  ) {}

  /** PUT /api/booking/{id}: the main booker replaces the extra players. */
  async update(auth: Auth, id: number, players: BookingPlayerInput[]): Promise<BookingSummary> {
    const ctx = await this.reads.context(auth);
    const read = await this.reads.ownFlight(auth, id);
    const { parent, flight } = read;
    const perms = this.reads.permissions(ctx, auth, parent, flight);
    if (parent.relatie_id !== auth.relatieId) {
      throw new AppError('NOT_MAIN_BOOKER', 'only the main booker can change the players');
    }
    if (!perms.canEdit) throw this.reads.refusal(ctx, perms.history, 'edit');
    const extras = flight.filter((b) => b.id !== parent.id);
    const keepIds = new Set(players.flatMap((p) => ('teetime_id' in p ? [p.teetime_id] : [])));
    const unknownKeep = [...keepIds].find((k) => !extras.some((e) => e.id === k));
    if (unknownKeep !== undefined)
      throw bad('players', `teetime ${unknownKeep} is not in this booking`);
    const kept = extras.filter((e) => keepIds.has(e.id));
    const removed = extras.filter((e) => !keepIds.has(e.id));
    const added = planFlight(ctx, auth.relatieId, players, kept).slice(1);
    const course = await this.sheet.bookableCourse(auth.clubId, parent.course_id);
    checkFlightSize(ctx, course.capacity, 1 + kept.length + added.length);
    const key = teeTimeOf(auth.clubId, parent);
    const now = this.clock();
    await this.repo.transaction(async (tx) => {
      // Tee time first, then members, then booking rows: the order of every booking transaction.
      await holdFlight(tx, key, read);
      const delta = added.length - removed.length;
      const turn = turnOf(auth.clubId, parent);
      if (delta > 0) await takePlaces(tx, key, course.capacity, delta, auth.relatieId, now, turn);
      else await releasePlaces(tx, key, turn, -delta, auth.relatieId);
      // The places this edit gives up are no clash: a member taken off and named again stays in.
      await checkMembers(
        tx,
        ctx,
        auth,
        added,
        parent,
        removed.map((r) => r.id),
      );
      await tx.remove(
        auth.clubId,
        removed.map((r) => this.reads.cancelled(r)),
        auth.relatieId,
        null,
        now,
      );
      const rows = await tx.insert(
        auth.clubId,
        added.map((p) => ({
          ...bookingRow(p, key, parent.holes, auth.relatieId, now, parent.turn_time),
          parent_id: parent.id,
        })),
      );
      await tx.events.playersChanged(tx.runner, {
        parent,
        added: rows,
        removed,
        kept,
        by: auth.relatieId,
      });
    });
    // Inside a request's transaction (a key), only once it committed: a day read in between
    // would keep the old sheet.
    afterCommit(() => this.sheet.changed(key.clubId, key.courseId, key.date));
    return this.reads.summary(auth, ctx, parent.id);
  }

  /**
   * DELETE /api/booking/{id}: a player takes their own place off, the main booker too (spec §6).
   * The main booker takes the other players off as well (`delete_all_bookings`) only where the
   * booking offers that choice (`offer_delete_choice`: can_delete_another_player and the club's
   * hoofdboeker_alleen_zichzelf_annuleren '1'); asking for it elsewhere, where it would take off
   * a member who may stay, is refused (403, field `delete_all_bookings`) and changes nothing.
   * When the main booker leaves alone, the next member of the flight (in booking order) becomes
   * main booker; guests and unknown players never stay behind without one, so they leave with a
   * main booker no member stays behind with.
   */
  async remove(
    auth: Auth,
    id: number,
    input: { delete_all_bookings: boolean; reasonId?: number | null | undefined },
  ): Promise<{ success: true; message: string }> {
    const ctx = await this.reads.context(auth);
    const read = await this.reads.ownFlight(auth, id);
    const { parent, flight, own } = read;
    const perms = this.reads.permissions(ctx, auth, own.id === parent.id ? parent : own, flight);
    if (!perms.canDelete) {
      if (parent.match_id !== null) {
        throw new AppError('FORBIDDEN', 'a tournament booking cannot be cancelled here');
      }
      throw this.reads.refusal(ctx, perms.history, 'cancel');
    }
    const reasonId = input.reasonId ?? null;
    if (ctx.config.cancellation_reason_enabled === '1') {
      if (reasonId === null) throw bad('reasonId', 'choose a reason for cancelling');
    }
    if (reasonId !== null && !ctx.lists.reasons.some((r) => r.id === reasonId)) {
      throw bad('reasonId', 'unknown cancellation reason');
    }
    const isMain = own.id === parent.id;
    // Who stays when the caller leaves alone: the rest of the flight, with a member leading it.
    const newParent = isMain
      ? nextMainBooker(
          flight,
          (b) => b.relatie_id !== null,
          (b) => b.id === parent.id,
        )
      : undefined;
    const onlySelf: BookingWithName[] = !isMain ? [own] : newParent ? [parent] : flight;
    const everyone = isMain && perms.offerDeleteChoice && input.delete_all_bookings;
    if (input.delete_all_bookings && !everyone && onlySelf.length < flight.length) {
      const message = 'you may cancel only your own place in this booking';
      throw new AppError('FORBIDDEN', message, [{ field: 'delete_all_bookings', message }]);
    }
    const leaving = everyone ? flight : onlySelf;
    const handOver = everyone ? undefined : newParent;
    const key = teeTimeOf(auth.clubId, parent);
    await this.repo.transaction(async (tx) => {
      await holdFlight(tx, key, read);
      const gone = await cancelPlaces(tx, key, leaving, {
        by: auth.relatieId,
        reasonId,
        now: this.clock(),
      });
      if (gone === 0) throw notFound('booking');
      if (handOver) {
        await tx.setParent(auth.clubId, [handOver.id], null);
        await tx.setParent(
          auth.clubId,
          flight.filter((b) => b.id !== parent.id && b.id !== handOver.id).map((b) => b.id),
          handOver.id,
        );
      }
      await tx.events.cancelled(tx.runner, {
        flightId: parent.id,
        gone: leaving,
        stay: flight.filter((b) => !leaving.includes(b)),
        by: auth.relatieId,
        ...(handOver ? { handOver: { to: handOver, timeZone: ctx.club.timezone } } : {}),
      });
    });
    afterCommit(() => this.sheet.changed(key.clubId, key.courseId, key.date));
    return {
      success: true,
      message:
        leaving.length > 1 ? 'The booking has been cancelled' : 'Your place has been cancelled',
    };
  }
}
