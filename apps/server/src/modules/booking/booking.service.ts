import type {
  Booking,
  BookingPlayerInput,
  BookingSummary,
  CreateBookingRequest,
  GuestPlayer,
} from '@fairway/contract';
import {
  bookingInvalid,
  bookingPermissions,
  clampGuestHandicap,
  guestProblems,
  leadTimeFor,
  nextMainBooker,
  roundMinutes,
  sheetOpen,
  storedHoles,
  type GuestFieldConfig,
  type LeadTimes,
  addDays,
  clubDateTime,
} from '@fairway/golf';
import { afterCommit } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import { NO_KEY, type IdempotencyHandle } from '../idempotency/idempotency-handle';
import type { Auth } from '../auth/auth.service';
import type { BookingLists, ClubConfigRow, ClubRepository, ClubRow } from '../club/club.repository';
import type { MembersRepository } from '../members/members.repository';
import type { BookingRepository } from './booking.repository';
import type {
  BookingRow,
  BookingWithName,
  MemberRefusal,
  MemberRules,
  NewBooking,
  SlotKey,
  SlotView,
} from './booking.types';
import { maxPlayers, playerName, toBooking, toSummary, type BookingView } from './booking.mapper';
import type { TeeSheetService } from './tee-sheet.service';

/** A booking's player as the flight is being built. */
type PlannedPlayer =
  | { kind: 'member'; relatieId: number }
  | { kind: 'guest'; guest: GuestPlayer }
  | { kind: 'unknown' };

interface ClubContext {
  club: ClubRow;
  config: ClubConfigRow;
  lists: BookingLists;
  now: { date: string; time: string };
  isGuest: boolean;
}

/** How far back "my tee times" shows history. */
const HISTORY_DAYS = 365;

const bad = (field: string, message: string) =>
  new AppError('VALIDATION', `${field}: ${message}`, [{ field, message }]);

/** Own bookings: create, edit, cancel, and read (spec §7 Booking; permissions spec §6). */
export class BookingService {
  constructor(
    private readonly repo: BookingRepository,
    private readonly clubs: ClubRepository,
    private readonly members: MembersRepository,
    private readonly sheet: TeeSheetService,
    private readonly clock: () => Date,
  ) {}

  /**
   * The club's booking settings and the clock; `isGuest` (one more read) unless `withMember` is
   * false: only lead times need it, so the create call of the opening rush skips it.
   */
  private async context(auth: Auth, { withMember = true } = {}): Promise<ClubContext> {
    const row = await this.clubs.config(auth.clubId);
    if (!row) throw notFound('club');
    if (!row.config.booking_mob_enabled) {
      throw new AppError('BOOKING_DISABLED', 'booking is not enabled for this club');
    }
    let isGuest = false;
    if (withMember) {
      const me = await this.members.findById(auth.clubId, auth.relatieId);
      if (!me) throw new AppError('UNAUTHENTICATED', 'not logged in');
      isGuest = me.is_gast;
    }
    return {
      club: row.club,
      config: row.config,
      lists: await this.clubs.bookingLists(auth.clubId),
      now: clubDateTime(this.clock(), row.club.timezone),
      isGuest,
    };
  }

  // ——— Create ———

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
    const ctx = await this.context(auth, { withMember: false });
    const holes = storedHoles(input.holes);
    if (holes === null) throw bad('holes', 'must be 9, 18 or 27');
    const invalid = bookingInvalid(
      { date: input.date, time: input.time, courseId: input.course_id, holes },
      ctx.now,
    );
    if (invalid === 'inPast') throw bad('date', 'the chosen date lies in the past');
    const course = await this.sheet.bookableCourse(auth.clubId, input.course_id);
    this.sheet.checkHoles(course, holes);
    const time = await this.sheet.checkTime(auth.clubId, course, input.date, input.time);
    if (!sheetOpen(ctx.config, ctx.now, input.date)) {
      throw new AppError('SHEET_NOT_OPEN', 'the tee sheet for this date is not open yet');
    }
    if (time.block) {
      throw new AppError('SLOT_CLOSED', 'this tee time is not available for booking');
    }
    const planned = this.plan(ctx, auth.relatieId, input.players, []);
    checkFlightSize(ctx, course.capacity, planned.length);
    const key = { clubId: auth.clubId, courseId: course.id, date: input.date, time: input.time };
    const now = this.clock();
    // One statement, its own transaction: the tee time first, then the key, the members and the
    // booking rows — the order of every booking transaction, so two never wait on each other in
    // a circle. Most calls of the opening rush lose the tee time there and write nothing (not
    // even the key, so a retry runs).
    const result = await this.repo.create({
      key,
      holes,
      capacity: course.capacity,
      bookerId: auth.relatieId,
      now,
      rows: planned.map((p) =>
        this.row(p, key.courseId, input.date, input.time, holes, auth.relatieId, now),
      ),
      memberIds: memberIds(planned),
      claim: idempotency.key,
      rules: memberRules(ctx),
    });
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
    const ctx = await this.context(auth, { withMember: false });
    const own = await this.repo.ownAt(auth.clubId, auth.relatieId, {
      courseId: input.course_id,
      date: input.date,
      time: input.time,
    });
    if (!own) {
      throw new AppError(
        'CONFLICT',
        'the booking made with this Idempotency-Key has been cancelled since',
      );
    }
    return this.summary(auth, ctx, own.parent_id ?? own.id);
  }

  /**
   * The players of a flight: the booker first, then the extra players as asked. A member already in
   * the booking is ignored (spec §5); guests are checked against the club's field list and their
   * handicap clamped; unknown players only where the club allows them.
   */
  private plan(
    ctx: ClubContext,
    bookerId: number,
    players: BookingPlayerInput[],
    keep: BookingRow[],
  ): PlannedPlayer[] {
    const planned: PlannedPlayer[] = [{ kind: 'member', relatieId: bookerId }];
    const seen = new Set<number>([
      bookerId,
      ...keep.flatMap((k) => (k.relatie_id ? [k.relatie_id] : [])),
    ]);
    const extrasAllowed = ctx.config.booking_web_spelers_bijboeken === '1';
    players.forEach((p, i) => {
      if ('teetime_id' in p) return;
      if (!extrasAllowed)
        throw bad(`players.${i}`, 'this club does not allow booking extra players');
      if ('member_id' in p) {
        // The placeholder is booked as { unknown: true }, where the club's rules for it apply.
        if (p.member_id === ctx.config.onbekend_relatie_id) {
          throw bad(`players.${i}.member_id`, 'the unknown player is booked as { unknown: true }');
        }
        if (seen.has(p.member_id)) return;
        seen.add(p.member_id);
        planned.push({ kind: 'member', relatieId: p.member_id });
      } else if ('guest' in p) {
        if (ctx.config.booking_web_gastspeler_bijboeken !== '1') {
          throw bad(`players.${i}.guest`, 'this club does not allow booking guests');
        }
        const problems = guestProblems(p.guest, ctx.lists.guestFields as GuestFieldConfig[]);
        if (problems.length > 0) {
          throw new AppError(
            'VALIDATION',
            `players.${i}.guest: ${problems.map((x) => `${x.field} ${x.problem}`).join(', ')}`,
            problems.map((x) => ({ field: `players.${i}.guest.${x.field}`, message: x.problem })),
          );
        }
        const handicap =
          p.guest.handicap === null || p.guest.handicap === undefined
            ? null
            : clampGuestHandicap(p.guest.handicap);
        planned.push({ kind: 'guest', guest: { ...p.guest, handicap } });
      } else {
        if (ctx.config.onbekend_relatie_id === null) {
          throw bad(`players.${i}.unknown`, 'this club does not book unknown players');
        }
        if (ctx.config.website_extra_spelers_verplicht_opgeven === '1') {
          throw bad(`players.${i}.unknown`, 'extra players must be named at this club');
        }
        planned.push({ kind: 'unknown' });
      }
    });
    return planned;
  }

  /**
   * Under the members' row locks (see BookingRepository.checkMembers): every member exists in
   * this club and holds no overlapping tee time. The open-bookings limit is the booker's alone,
   * and an edit only adds places for others, so it never refuses one.
   */
  private async checkMembers(
    tx: BookingRepository,
    ctx: ClubContext,
    auth: Auth,
    planned: PlannedPlayer[],
    slot: { date: string; time: string; holes: number },
    ignoreIds: number[],
  ): Promise<void> {
    const ids = memberIds(planned);
    if (ids.length === 0) return;
    const check = await tx.checkMembers(
      auth.clubId,
      auth.relatieId,
      ids,
      slot,
      memberRules(ctx),
      ignoreIds,
    );
    if ('refusal' in check) throw memberRefusal(check, auth.relatieId, ctx);
  }

  /** Takes the places or says why not: full, or locked by someone else booking. */
  private async take(
    tx: BookingRepository,
    key: SlotKey,
    capacity: number,
    places: number,
    relatieId: number,
    now: Date,
  ): Promise<void> {
    if (places <= 0) return;
    const result = await tx.slots.takePlaces(key, capacity, places, relatieId, now);
    if (!result.taken) refuseTaken(result.slot, places, relatieId, now);
  }

  private row(
    p: PlannedPlayer,
    courseId: number,
    date: string,
    time: string,
    holes: number,
    bookedBy: number,
    now: Date,
  ): NewBooking {
    return {
      course_id: courseId,
      date,
      time,
      holes,
      parent_id: null,
      relatie_id: p.kind === 'member' ? p.relatieId : null,
      guest: p.kind === 'guest' ? p.guest : null,
      unknown: p.kind === 'unknown',
      match_id: null,
      booked_by: bookedBy,
      created_at: now,
    };
  }

  // ——— Edit ———

  /** PUT /api/booking/{id}: the main booker replaces the extra players. */
  async update(auth: Auth, id: number, players: BookingPlayerInput[]): Promise<BookingSummary> {
    const ctx = await this.context(auth);
    const { parent, flight } = await this.ownFlight(auth, id);
    const perms = this.permissions(ctx, auth, parent, flight);
    if (parent.relatie_id !== auth.relatieId) {
      throw new AppError('NOT_MAIN_BOOKER', 'only the main booker can change the players');
    }
    if (!perms.canEdit) throw this.refusal(ctx, perms.history, 'edit');
    const extras = flight.filter((b) => b.id !== parent.id);
    const keepIds = new Set(players.flatMap((p) => ('teetime_id' in p ? [p.teetime_id] : [])));
    const unknownKeep = [...keepIds].find((k) => !extras.some((e) => e.id === k));
    if (unknownKeep !== undefined)
      throw bad('players', `teetime ${unknownKeep} is not in this booking`);
    const kept = extras.filter((e) => keepIds.has(e.id));
    const removed = extras.filter((e) => !keepIds.has(e.id));
    const added = this.plan(ctx, auth.relatieId, players, kept).slice(1);
    const course = await this.sheet.bookableCourse(auth.clubId, parent.course_id);
    checkFlightSize(ctx, course.capacity, 1 + kept.length + added.length);
    const key = teeTimeOf(auth.clubId, parent);
    const now = this.clock();
    await this.repo.transaction(async (tx) => {
      // Tee time first, then members, then booking rows: the order of every booking transaction.
      const delta = added.length - removed.length;
      if (delta > 0) await this.take(tx, key, course.capacity, delta, auth.relatieId, now);
      else await tx.slots.releasePlaces(key, -delta, auth.relatieId);
      // The places this edit gives up are no clash: a member taken off and named again stays in.
      await this.checkMembers(
        tx,
        ctx,
        auth,
        added,
        parent,
        removed.map((r) => r.id),
      );
      // The flight may have changed since it was read (a cancel at the same moment).
      const gone = await tx.remove(
        auth.clubId,
        removed.map((r) => this.cancelled(r)),
        auth.relatieId,
        null,
        now,
      );
      if (gone !== removed.length || !(await tx.find(auth.clubId, parent.id))) {
        throw new AppError('CONFLICT', 'the booking changed meanwhile; open it again');
      }
      const rows = await tx.insert(
        auth.clubId,
        added.map((p) => ({
          ...this.row(p, key.courseId, key.date, key.time, parent.holes, auth.relatieId, now),
          parent_id: parent.id,
        })),
      );
      return rows;
    });
    // Inside a request's transaction (a key), only once it committed: a day read in between
    // would keep the old sheet.
    afterCommit(() => this.sheet.changed(key.clubId, key.courseId, key.date));
    return this.summary(auth, ctx, parent.id);
  }

  // ——— Cancel ———

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
    const ctx = await this.context(auth);
    const { parent, flight, own } = await this.ownFlight(auth, id);
    const perms = this.permissions(ctx, auth, own.id === parent.id ? parent : own, flight);
    if (!perms.canDelete) {
      if (parent.match_id !== null) {
        throw new AppError('FORBIDDEN', 'a tournament booking cannot be cancelled here');
      }
      throw this.refusal(ctx, perms.history, 'cancel');
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
      // Tee time first, then booking rows: the order of every booking transaction. Only the
      // places this call really took off are given back: a cancel that ran at the same moment
      // may have taken them first.
      await tx.slots.lockRow(key);
      const gone = await tx.remove(
        auth.clubId,
        leaving.map((r) => this.cancelled(r)),
        auth.relatieId,
        reasonId,
        this.clock(),
      );
      if (gone === 0) throw notFound('booking');
      await tx.slots.releasePlaces(key, gone, auth.relatieId);
      if (handOver) {
        await tx.setParent(auth.clubId, [handOver.id], null);
        await tx.setParent(
          auth.clubId,
          flight.filter((b) => b.id !== parent.id && b.id !== handOver.id).map((b) => b.id),
          handOver.id,
        );
      }
    });
    afterCommit(() => this.sheet.changed(key.clubId, key.courseId, key.date));
    return {
      success: true,
      message:
        leaving.length > 1 ? 'The booking has been cancelled' : 'Your place has been cancelled',
    };
  }

  private cancelled(b: BookingWithName) {
    return { id: b.id, course_id: b.course_id, date: b.date, time: b.time, name: playerName(b) };
  }

  private refusal(ctx: ClubContext, history: boolean, action: 'edit' | 'cancel'): AppError {
    if (history) return new AppError('FORBIDDEN', 'this tee time has passed');
    if (ctx.config.website_uitschrijven !== '1') {
      return new AppError('FORBIDDEN', 'this club does not allow changing bookings in the app');
    }
    if (action === 'edit' && ctx.config.booking_web_spelers_bijboeken !== '1') {
      return new AppError('FORBIDDEN', 'this club does not allow changing the players');
    }
    const lead = leadTimeFor(leadTimes(ctx.config), action, ctx.isGuest);
    return new AppError(
      'LEAD_TIME_PASSED',
      `a booking can be ${action === 'edit' ? 'changed' : 'cancelled'} until ${lead} before the tee time`,
    );
  }

  // ——— Read ———

  /** The member's place `id` (or any place in a flight they are in) and the whole flight. */
  private async ownFlight(auth: Auth, id: number) {
    const row = await this.repo.find(auth.clubId, id);
    if (!row) throw notFound('booking');
    const parentId = row.parent_id ?? row.id;
    const flight = await this.repo.flights(auth.clubId, [parentId]);
    const own = flight.find((b) => b.relatie_id === auth.relatieId);
    const parent = flight.find((b) => b.id === parentId);
    // Another member's booking does not exist for you.
    if (!own || !parent) throw notFound('booking');
    return { parent, flight, own };
  }

  private permissions(ctx: ClubContext, auth: Auth, parent: BookingRow, flight: BookingRow[]) {
    return bookingPermissions({
      slot: { date: parent.date, time: parent.time },
      now: ctx.now,
      isGuest: ctx.isGuest,
      lead: leadTimes(ctx.config),
      isParent: parent.parent_id === null && parent.relatie_id === auth.relatieId,
      matchId: parent.match_id,
      websiteUitschrijven: ctx.config.website_uitschrijven === '1' ? '1' : '0',
      extraPlayersAllowed: ctx.config.booking_web_spelers_bijboeken === '1' ? '1' : '0',
      mainBookerOnlySelf: ctx.config.hoofdboeker_alleen_zichzelf_annuleren === '1' ? '1' : '0',
      hasExtraPlayers: flight.length > 1,
    });
  }

  async get(auth: Auth, id: number): Promise<Booking> {
    const ctx = await this.context(auth);
    const { parent, flight, own } = await this.ownFlight(auth, id);
    const course = await this.sheet.bookableCourse(auth.clubId, parent.course_id);
    const slot = await this.repo.slots.find(teeTimeOf(auth.clubId, parent));
    return toBooking(view(ctx, auth), {
      parent,
      flight,
      own,
      course,
      occupied: slot?.occupied ?? 0,
      perms: this.permissions(ctx, auth, own.id === parent.id ? parent : own, flight),
    });
  }

  /** GET /api/booking/by_timestamp/{ts}: the member's own booking in that tee time. */
  async byTimestamp(auth: Auth, ts: number, courseId: number): Promise<Booking> {
    const ctx = await this.context(auth);
    const at = this.sheet.wallClock(ctx.club, ts);
    const row = await this.repo.ownAt(auth.clubId, auth.relatieId, { courseId, ...at });
    if (!row) throw notFound('booking');
    return this.get(auth, row.id);
  }

  /** GET /api/booking (history of a year and what is coming) or /self (only what is coming). */
  async list(auth: Auth, { upcomingOnly }: { upcomingOnly: boolean }): Promise<BookingSummary[]> {
    const ctx = await this.context(auth);
    const from = upcomingOnly ? ctx.now.date : addDays(ctx.now.date, -HISTORY_DAYS);
    const own = await this.repo.memberBookings(auth.clubId, auth.relatieId, from);
    const parentIds = [...new Set(own.map((b) => b.parent_id ?? b.id))];
    const all = await this.repo.flights(auth.clubId, parentIds);
    const courses = await this.sheet.courseNames(auth.clubId);
    return own
      .map((b) => toSummary(view(ctx, auth), b, all, courses))
      .filter((s) => !(upcomingOnly && s.history));
  }

  private async summary(auth: Auth, ctx: ClubContext, parentId: number): Promise<BookingSummary> {
    const all = await this.repo.flights(auth.clubId, [parentId]);
    const own = all.find((b) => b.relatie_id === auth.relatieId) ?? all[0]!;
    return toSummary(view(ctx, auth), own, all, await this.sheet.courseNames(auth.clubId));
  }
}

/** Why the tee time could not take the places: SLOT_LOCKED while someone else holds the lock
 * (and the places would fit), SLOT_FULL otherwise. */
function refuseTaken(
  slot: SlotView | undefined,
  places: number,
  relatieId: number,
  now: Date,
): never {
  const lockedByOther =
    slot?.locked_until && slot.locked_until > now && slot.locked_by !== relatieId;
  if (lockedByOther && slot.occupied + places <= slot.capacity) {
    throw new AppError('SLOT_LOCKED', 'another player is currently booking this time');
  }
  throw new AppError('SLOT_FULL', 'not enough free places in this tee time');
}

const memberIds = (planned: PlannedPlayer[]): number[] =>
  planned.flatMap((p) => (p.kind === 'member' ? [p.relatieId] : []));

/** The rules of a member check, from @fairway/golf, the club's config and clock. */
const memberRules = (ctx: ClubContext): MemberRules => ({
  roundMinutes: [roundMinutes(9), roundMinutes(18)],
  today: ctx.now.date,
  nowTime: ctx.now.time,
  maxOpen: ctx.config.booking_max_open,
});

function memberRefusal(r: MemberRefusal, bookerId: number, ctx: ClubContext): AppError {
  switch (r.refusal) {
    case 'missing':
      return bad('players', `member ${r.member} is not a member of this club`);
    case 'overlap':
      return new AppError(
        'BOOKING_OVERLAP',
        r.member === bookerId
          ? `you already have a tee time at ${r.time} that day`
          : `a player already has a tee time at ${r.time} that day`,
      );
    case 'limit':
      // Only the booker's own tee times count, so only the booker meets the limit.
      return new AppError(
        'BOOKING_LIMIT',
        `you made the most open bookings this club allows (${ctx.config.booking_max_open})`,
      );
  }
}

/** The club's lead times for edits and cancels, members and guests (spec §5). */
const leadTimes = (config: ClubConfigRow): LeadTimes => ({
  member_edit: config.member_edit_lead,
  member_cancel: config.member_cancel_lead,
  guest_edit: config.guest_edit_lead,
  guest_cancel: config.guest_cancel_lead,
});

/** 400 when a flight of `players` does not fit the club's flight size or the course's places. */
function checkFlightSize(ctx: ClubContext, capacity: number, players: number): void {
  const most = maxPlayers(ctx.config.flight_max_deelnemers, capacity);
  if (players > most) throw bad('players', `a tee time holds at most ${most} players`);
}

/** What the mapper needs of the member, the club and its clock. */
const view = (ctx: ClubContext, auth: Auth): BookingView => ({
  relatieId: auth.relatieId,
  now: ctx.now,
  timeZone: ctx.club.timezone,
  flightMax: ctx.config.flight_max_deelnemers,
  unknownId: ctx.config.onbekend_relatie_id,
});

/** The tee time a booking row is in. */
const teeTimeOf = (clubId: number, b: BookingRow): SlotKey => ({
  clubId,
  courseId: b.course_id,
  date: b.date,
  time: b.time,
});
