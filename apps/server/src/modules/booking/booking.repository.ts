import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TeeBlockKind } from '@fairway/golf';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { PLAYER_NAME } from '../../db/member-columns';
import {
  bookingCancellations,
  bookings,
  clubs,
  courses,
  memberships,
  players,
  teeBlocks,
  teeSheetSettings,
} from '../../db/schema';
import type {
  BlockRow,
  BookingRow,
  BookingWithName,
  CancelledPlace,
  CreateResult,
  MemberCheck,
  MemberRules,
  NewBooking,
  NewFlight,
  SheetCourse,
  SlotKey,
} from './booking.types';
import { NO_BOOKING_EVENTS, type BookingEvents } from './booking-events';
import {
  firstResult,
  slotFromJson,
  TeeSlotsRepository,
  type SlotJson,
} from './tee-slots.repository';
import { sameClubRow } from '../../db/same-club';
import { memberCheck, memberRefusal, raisedRefusal, type RawCreate } from './booking-answers';

/** A create refused (not booked): leaves the events' transaction without writing. */
class NotBooked extends Error {
  constructor(readonly result: CreateResult) {
    super('not booked');
  }
}

/** The places the member holds at the club. */
const placesOf = (clubId: number, relatieId: number) =>
  and(eq(bookings.club_id, clubId), eq(bookings.relatie_id, relatieId));

/** A PostgreSQL integer array literal, passed as one parameter (the ids are numbers). */
const intArray = (ids: number[]): string => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/**
 * Tee sheets' settings and bookings; `slots`, on the same database or transaction, holds the tee
 * times' places and locks.
 */
export class BookingRepository {
  // The day's bookings are the busiest booking read: prepared on first use (not in the
  // short-lived repositories of transactions, which never read them).
  private ofDay?: ReturnType<BookingRepository['prepareOfDay']>;
  readonly slots: TeeSlotsRepository;
  /** Told of every booking's change in its transaction (set at app build; kept by `within`). */
  events: BookingEvents = NO_BOOKING_EVENTS;

  constructor(private readonly db: Db) {
    this.slots = new TeeSlotsRepository(db);
  }

  useEvents(events: BookingEvents): void {
    this.events = events;
  }

  /** This repository on `tx` (the caller's transaction), with the same events. */
  within(tx: Db): BookingRepository {
    const repo = new BookingRepository(tx);
    repo.events = this.events;
    return repo;
  }

  /** The database or transaction this repository runs on, for a write that must share it. */
  get runner(): Db {
    return this.db;
  }

  private prepareOfDay() {
    return this.withNames()
      .where(
        and(
          eq(bookings.club_id, sql.placeholder('clubId')),
          eq(bookings.course_id, sql.placeholder('courseId')),
          eq(bookings.date, sql.placeholder('date')),
        ),
      )
      .orderBy(asc(bookings.time), asc(bookings.id))
      .prepare('bookings_of_day');
  }

  /** A transaction (retried once on a deadlock; a savepoint in a request's transaction). */
  transaction<T>(fn: (repo: BookingRepository) => Promise<T>): Promise<T> {
    return transaction(this.db, (tx) => fn(this.within(tx)));
  }

  private withNames() {
    return this.db
      .select({
        booking: bookings,
        ...PLAYER_NAME,
      })
      .from(bookings)
      .leftJoin(memberships, sameClubRow(memberships, bookings, bookings.relatie_id))
      .leftJoin(players, eq(players.id, memberships.player_id));
  }

  private static named(
    rows: Awaited<ReturnType<BookingRepository['withNames']>>,
  ): BookingWithName[] {
    return rows.map((r) => ({
      ...r.booking,
      member:
        r.achternaam === null
          ? null
          : {
              roepnaam: r.roepnaam,
              voorletters: r.voorletters,
              tussenvoegsel: r.tussenvoegsel,
              achternaam: r.achternaam,
            },
    }));
  }

  // ——— Sheet ———

  /** The club's bookable courses with their sheet settings, by name. */
  async sheetCourses(clubId: number): Promise<SheetCourse[]> {
    return this.db
      .select({
        id: courses.id,
        name: courses.name,
        holes: courses.holes,
        hole_options: courses.hole_options,
        first_time: teeSheetSettings.first_time,
        last_time: teeSheetSettings.last_time,
        intervals: teeSheetSettings.intervals,
        seasons: teeSheetSettings.seasons,
        capacity: teeSheetSettings.capacity,
        booking_days_ahead: teeSheetSettings.booking_days_ahead,
        booking_opens_at: teeSheetSettings.booking_opens_at,
        start_tees: teeSheetSettings.start_tees,
        tee_ten_minutes: teeSheetSettings.tee_ten_minutes,
      })
      .from(teeSheetSettings)
      .innerJoin(courses, sameClubRow(courses, teeSheetSettings, teeSheetSettings.course_id))
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.bookable, true)))
      .orderBy(asc(courses.name), asc(courses.id));
  }

  /** Blocks of a course that apply on `date` (its own date, or its ISO weekday every week). */
  blocksOn(clubId: number, courseId: number, date: string, weekday: number): Promise<BlockRow[]> {
    return this.blocksOf(
      clubId,
      courseId,
      or(eq(teeBlocks.date, date), eq(teeBlocks.weekday, weekday))!,
    ).orderBy(asc(teeBlocks.from_time));
  }

  /** Every block of a course (dated ones from `from` on), for the occupation overview. */
  blocksFrom(clubId: number, courseId: number, from: string): Promise<BlockRow[]> {
    return this.blocksOf(clubId, courseId, or(isNull(teeBlocks.date), gte(teeBlocks.date, from))!);
  }

  private blocksOf(clubId: number, courseId: number, when: SQL) {
    return this.db
      .select()
      .from(teeBlocks)
      .where(and(eq(teeBlocks.club_id, clubId), eq(teeBlocks.course_id, courseId), when));
  }

  async bookingsOfDay(clubId: number, courseId: number, date: string): Promise<BookingWithName[]> {
    return BookingRepository.named(
      await (this.ofDay ??= this.prepareOfDay()).execute({ clubId, courseId, date }),
    );
  }

  // ——— Bookings ———

  /**
   * The members' checks of a flight (booking_members_check, migration booking_limit_own_bookings):
   * locks their rows in id order, then reads the tee times they hold in a fresh snapshot.
   * `bookerId`: who is booking (only their own place counts against their open-bookings limit);
   * `ignore`: booking rows that no longer count (the places an edit gives up).
   */
  async checkMembers(
    clubId: number,
    bookerId: number,
    ids: number[],
    slot: { date: string; time: string; holes: number },
    rules: MemberRules,
    ignore: number[] = [],
  ): Promise<MemberCheck> {
    const result = await this.db.execute(sql`
      select booking_members_check(${clubId}, ${intArray(ids)}::integer[], ${slot.date},
        ${slot.time}, ${slot.holes}, ${intArray(rules.roundMinutes)}::integer[], ${rules.today},
        ${rules.nowTime}, ${rules.maxOpen}, ${intArray(ignore)}::integer[], ${bookerId}) as result`);
    return memberCheck(firstResult(result));
  }

  /**
   * A new booking in one statement, its own transaction (booking_create, migrations 0004, 0007 and
   * booking_limit_own_bookings): takes the places, claims the Idempotency-Key, checks the members
   * and inserts the rows — the opening rush's call, where every round trip counts. Refused at the tee time, it also answers the
   * key's stored answer, if any. `rows`: the main booker's first.
   */
  async create(b: NewFlight): Promise<CreateResult> {
    if (this.events === NO_BOOKING_EVENTS) return this.createAlone(b);
    // With the events' jobs in the same transaction; a refusal rolls it back (it wrote nothing).
    try {
      return await this.transaction(async (tx) => {
        const r = await tx.createAlone(b);
        if (r.kind !== 'booked') throw new NotBooked(r);
        await tx.events.booked(tx.runner, { rows: r.rows, by: b.bookerId, timeZone: b.timeZone });
        return r;
      });
    } catch (err) {
      if (err instanceof NotBooked) return err.result;
      throw err;
    }
  }

  private async createAlone(b: NewFlight): Promise<CreateResult> {
    let result: unknown;
    try {
      result = firstResult(
        await this.db.execute(sql`
          select booking_create(${b.key.clubId}, ${b.key.courseId}, ${b.key.date}, ${b.key.time},
            ${b.key.startTee}, ${b.holes}, ${b.capacity}, ${b.bookerId}, ${b.now}, ${JSON.stringify(b.rows)}::jsonb,
            ${intArray(b.memberIds)}::integer[], ${b.claim?.key ?? null}, ${b.claim?.request_hash ?? null},
            ${intArray(b.rules.roundMinutes)}::integer[], ${b.rules.today}, ${b.rules.nowTime},
            ${b.rules.maxOpen}, ${b.turnTime}) as result`),
      );
    } catch (err) {
      const refusal = raisedRefusal(err);
      if (!refusal) throw err;
      if (refusal.refusal === 'key') return { kind: 'key-taken' };
      if (refusal.refusal === 'blocked') return { kind: 'blocked' };
      const { blocked, slot } = refusal as { blocked?: boolean; slot?: SlotJson };
      if (refusal.refusal === 'turn')
        return { kind: 'turn', blocked: !!blocked, slot: slotFromJson(slot ?? null) };
      return { kind: 'members', refusal: memberRefusal(refusal) };
    }
    const r = result as RawCreate;
    if (!r.taken) return { kind: 'slot', slot: slotFromJson(r.slot), stored: r.stored };
    const check = memberCheck(r);
    return {
      kind: 'booked',
      rows: r.rows.map((row) => ({ ...row, created_at: new Date(row.created_at) })),
      names: 'names' in check ? check.names : new Map(),
    };
  }

  async insert(clubId: number, rows: NewBooking[]): Promise<BookingRow[]> {
    if (rows.length === 0) return [];
    return this.db
      .insert(bookings)
      .values(rows.map((r) => ({ ...r, club_id: clubId })))
      .returning();
  }

  async setParent(clubId: number, ids: number[], parentId: number | null): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(bookings)
      .set({ parent_id: parentId })
      .where(and(eq(bookings.club_id, clubId), inArray(bookings.id, ids)));
  }

  async find(clubId: number, id: number): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.club_id, clubId), eq(bookings.id, id)));
    return row;
  }

  /** The member's own place at a tee time (a member holds at most one per tee time). */
  async ownAt(
    clubId: number,
    relatieId: number,
    at: Omit<SlotKey, 'clubId'>,
  ): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(
        and(
          placesOf(clubId, relatieId),
          eq(bookings.course_id, at.courseId),
          eq(bookings.date, at.date),
          eq(bookings.time, at.time),
          eq(bookings.start_tee, at.startTee),
        ),
      );
    return row;
  }

  /** The member's own places from `from` on (a date), soonest first. */
  memberBookings(clubId: number, relatieId: number, from: string): Promise<BookingRow[]> {
    return this.db
      .select()
      .from(bookings)
      .where(and(placesOf(clubId, relatieId), gte(bookings.date, from)))
      .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id));
  }

  /** Every place of the flights `parentIds`, with names, each flight's main booker first. */
  async flights(clubId: number, parentIds: number[]): Promise<BookingWithName[]> {
    if (parentIds.length === 0) return [];
    return BookingRepository.named(
      await this.withNames()
        .where(
          and(
            eq(bookings.club_id, clubId),
            or(inArray(bookings.id, parentIds), inArray(bookings.parent_id, parentIds)),
          ),
        )
        .orderBy(sql`${bookings.parent_id} nulls first`, asc(bookings.id)),
    );
  }

  /**
   * The places at a course's tee times from `fromDate` (to `untilDate`, when set) whose time, or
   * turn at tee 1, lies in [fromTime, untilTime), with names, by date, time and tee: what a block
   * over them covers.
   */
  async placesBetween(
    clubId: number,
    courseId: number,
    dates: { from: string; until: string | null },
    times: { from: string; until: string },
  ): Promise<BookingWithName[]> {
    return BookingRepository.named(
      await this.withNames()
        .where(
          and(
            eq(bookings.club_id, clubId),
            eq(bookings.course_id, courseId),
            gte(bookings.date, dates.from),
            dates.until === null ? undefined : sql`${bookings.date} <= ${dates.until}`,
            or(
              and(gte(bookings.time, times.from), lt(bookings.time, times.until)),
              and(gte(bookings.turn_time, times.from), lt(bookings.turn_time, times.until)),
            ),
          ),
        )
        .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.start_tee), asc(bookings.id)),
    );
  }

  /**
   * Removes places, writing who cancelled what (and why) to the club's record (`blockReason`:
   * the club closed the time with a block); answers the rows it really removed.
   */
  async remove(
    clubId: number,
    rows: CancelledPlace[],
    by: number,
    reasonId: number | null,
    now: Date,
    blockReason: TeeBlockKind | null = null,
  ): Promise<{ id: number; turn_time: string | null }[]> {
    if (rows.length === 0) return [];
    const deleted = await this.db
      .delete(bookings)
      .where(
        and(
          eq(bookings.club_id, clubId),
          inArray(
            bookings.id,
            rows.map((r) => r.id),
          ),
        ),
      )
      .returning({ id: bookings.id, turn_time: bookings.turn_time });
    const gone = new Set(deleted.map((d) => d.id));
    if (gone.size === 0) return [];
    await this.db.insert(bookingCancellations).values(
      rows
        .filter((r) => gone.has(r.id))
        .map((r) => ({
          club_id: clubId,
          booking_id: r.id,
          course_id: r.course_id,
          date: r.date,
          time: r.time,
          start_tee: r.start_tee,
          player_name: r.name,
          reason_id: reasonId,
          block_reason: blockReason,
          cancelled_by: by,
          cancelled_at: now,
        })),
    );
    return deleted;
  }

  /** Members the member played with most (their co-players in past and coming bookings). */
  async playingPartners(
    clubId: number,
    relatieId: number,
    limit: number,
    offset: number,
  ): Promise<{ id: number; n: number }[]> {
    const mine = this.db
      .select({ flight: sql<number>`coalesce(${bookings.parent_id}, ${bookings.id})`.as('flight') })
      .from(bookings)
      .where(placesOf(clubId, relatieId))
      .as('mine');
    return this.db
      .select({ id: sql<number>`${bookings.relatie_id}`, n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(mine, sql`coalesce(${bookings.parent_id}, ${bookings.id}) = ${mine.flight}`)
      .where(
        and(
          eq(bookings.club_id, clubId),
          sql`${bookings.relatie_id} is not null`,
          sql`${bookings.relatie_id} <> ${relatieId}`,
          // A deactivated member is no one to book with any more.
          sql`not exists (select 1 from ${memberships} d where d.club_id = ${clubId}
            and d.id = ${bookings.relatie_id} and d.deactivated_at is not null)`,
        ),
      )
      .groupBy(bookings.relatie_id)
      .orderBy(sql`count(*) desc`, asc(bookings.relatie_id))
      .limit(limit)
      .offset(offset);
  }

  /** A federation player by GSN with the club they are a member of (for filling in a guest). */
  async playerByGsn(gsn: string) {
    const [row] = await this.db
      .select({ player: players, club: clubs.naam })
      .from(players)
      .leftJoin(
        memberships,
        and(eq(memberships.player_id, players.id), eq(memberships.is_gast, false)),
      )
      .leftJoin(clubs, eq(clubs.id, memberships.club_id))
      .where(eq(players.gsn, gsn))
      .orderBy(asc(memberships.club_id))
      .limit(1);
    return row;
  }
}
