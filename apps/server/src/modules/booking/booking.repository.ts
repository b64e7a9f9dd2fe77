import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import type { StoredAnswer } from '../idempotency/idempotency-handle';
import {
  bookingCancellations,
  bookings,
  clubs,
  courses,
  memberships,
  players,
  teeBlocks,
  teeSheetSettings,
  teeSlots,
} from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type SlotRow = typeof teeSlots.$inferSelect;
export type BlockRow = typeof teeBlocks.$inferSelect;

/** A tee time's key: the club, course, club-local date and time. */
export interface SlotKey {
  clubId: number;
  courseId: number;
  date: string;
  time: string;
}

/** A course members can book, with its sheet settings. */
export interface SheetCourse {
  id: number;
  name: string;
  holes: number;
  hole_options: number[];
  first_time: string;
  last_time: string;
  interval_minutes: number;
  capacity: number;
}

export interface MemberName {
  roepnaam: string | null;
  voorletters: string | null;
  tussenvoegsel: string | null;
  achternaam: string;
}

/** A booking row with the member's name parts (null for guests and unknown players). */
export interface BookingWithName extends BookingRow {
  member: MemberName | null;
}

/** What a refusal needs to know of a tee time: its places and its lock. */
export type SlotView = Pick<SlotRow, 'occupied' | 'capacity' | 'locked_by' | 'locked_until'>;

/** A row of `takePlaces`' statement, as the driver returns it (timestamps may be strings). */
interface RawSlotView {
  taken: boolean;
  occupied: number | null;
  capacity: number | null;
  locked_by: number | null;
  locked_until: Date | string | null;
}

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'club_id'>;

/** What a member check needs from the club and the clock (the rules live in @fairway/golf). */
export interface MemberRules {
  /** How long a round keeps a player on the course: [9 holes, 18 holes], in minutes. */
  roundMinutes: [number, number];
  /** The club's today and time of day: tee times before them are history. */
  today: string;
  nowTime: string;
  /** The most open bookings a member may hold. */
  maxOpen: number;
}

/** Why a member may not join a flight. */
export type MemberRefusal =
  | { refusal: 'missing'; member: number }
  | { refusal: 'overlap'; member: number; time: string }
  | { refusal: 'limit'; member: number };

export type MemberCheck = MemberRefusal | { names: Map<number, MemberName> };

export interface NewFlight {
  key: SlotKey;
  holes: number;
  capacity: number;
  bookerId: number;
  now: Date;
  rows: NewBooking[];
  memberIds: number[];
  claim: { key: string; request_hash: string } | null;
  rules: MemberRules;
}

export type CreateResult =
  | { kind: 'booked'; rows: BookingRow[]; names: Map<number, MemberName> }
  | { kind: 'slot'; slot: SlotView | undefined; stored: StoredAnswer | null }
  | { kind: 'key-taken' }
  | { kind: 'members'; refusal: MemberRefusal };

/** booking_create's answer, as JSON gives it (timestamps are strings). */
type RawCreate =
  | {
      taken: false;
      slot: (Omit<SlotView, 'locked_until'> & { locked_until: string | null }) | null;
      stored: StoredAnswer | null;
    }
  | {
      taken: true;
      rows: (Omit<BookingRow, 'created_at'> & { created_at: string })[];
      names: ({ member: number } & MemberName)[] | null;
    };

/** The error code booking_create raises with its refusal (JSON) as the message. */
const REFUSED = 'FB001';

/** The refusal booking_create raised, if that is what `err` is (drizzle wraps driver errors). */
function raisedRefusal(err: unknown): { refusal: string } | null {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === REFUSED && typeof message === 'string')
      return JSON.parse(message) as { refusal: string };
  }
  return null;
}

function memberCheck(r: unknown): MemberCheck {
  const check = r as MemberRefusal | { names: ({ member: number } & MemberName)[] | null };
  if ('refusal' in check) return check;
  return {
    names: new Map(
      (check.names ?? []).map(({ member, roepnaam, voorletters, tussenvoegsel, achternaam }) => [
        member,
        { roepnaam, voorletters, tussenvoegsel, achternaam },
      ]),
    ),
  };
}

/** A PostgreSQL integer array literal, passed as one parameter (the ids are numbers). */
const intArray = (ids: number[]): string => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** The `result` column of a one-row function call. */
const firstResult = (r: unknown): unknown => (r as { rows: { result: unknown }[] }).rows[0]!.result;

const slotWhere = (k: SlotKey): SQL =>
  and(
    eq(teeSlots.club_id, k.clubId),
    eq(teeSlots.course_id, k.courseId),
    eq(teeSlots.date, k.date),
    eq(teeSlots.time, k.time),
  )!;

/**
 * Tee sheets, slot locks and bookings. Places are taken and given back only by conditional
 * UPDATEs of `tee_slots` (the CHECK constraint backs them up), inside the caller's transaction.
 */
export class BookingRepository {
  // The day's sheet is the busiest booking read: prepared on first use (not in the short-lived
  // repositories of transactions, which never read it).
  private dayReads?: ReturnType<BookingRepository['prepareDayReads']>;

  constructor(private readonly db: Db) {}

  /** The database or transaction this repository runs on, for a write that must share it. */
  get runner(): Db {
    return this.db;
  }

  private prepareDayReads() {
    return {
      slots: this.db
        .select()
        .from(teeSlots)
        .where(
          and(
            eq(teeSlots.club_id, sql.placeholder('clubId')),
            eq(teeSlots.course_id, sql.placeholder('courseId')),
            eq(teeSlots.date, sql.placeholder('date')),
          ),
        )
        .prepare('tee_slots_of_day'),
      bookings: this.withNames()
        .where(
          and(
            eq(bookings.club_id, sql.placeholder('clubId')),
            eq(bookings.course_id, sql.placeholder('courseId')),
            eq(bookings.date, sql.placeholder('date')),
          ),
        )
        .orderBy(asc(bookings.time), asc(bookings.id))
        .prepare('bookings_of_day'),
    };
  }

  /** A transaction (retried once on a deadlock; a savepoint in a request's transaction). */
  transaction<T>(fn: (repo: BookingRepository) => Promise<T>): Promise<T> {
    return transaction(this.db, (tx) => fn(new BookingRepository(tx)));
  }

  private withNames() {
    return this.db
      .select({
        booking: bookings,
        roepnaam: players.roepnaam,
        voorletters: players.voorletters,
        tussenvoegsel: players.tussenvoegsel,
        achternaam: players.achternaam,
      })
      .from(bookings)
      .leftJoin(
        memberships,
        and(eq(memberships.club_id, bookings.club_id), eq(memberships.id, bookings.relatie_id)),
      )
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
        interval_minutes: teeSheetSettings.interval_minutes,
        capacity: teeSheetSettings.capacity,
      })
      .from(teeSheetSettings)
      .innerJoin(
        courses,
        and(
          eq(courses.club_id, teeSheetSettings.club_id),
          eq(courses.id, teeSheetSettings.course_id),
        ),
      )
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.bookable, true)))
      .orderBy(asc(courses.name), asc(courses.id));
  }

  /** Blocks of a course that apply on `date` (its own date, or its ISO weekday every week). */
  blocksOn(clubId: number, courseId: number, date: string, weekday: number): Promise<BlockRow[]> {
    return this.db
      .select()
      .from(teeBlocks)
      .where(
        and(
          eq(teeBlocks.club_id, clubId),
          eq(teeBlocks.course_id, courseId),
          or(eq(teeBlocks.date, date), eq(teeBlocks.weekday, weekday)),
        ),
      )
      .orderBy(asc(teeBlocks.from_time));
  }

  /** Every block of a course (dated ones from `from` on), for the occupation overview. */
  blocksFrom(clubId: number, courseId: number, from: string): Promise<BlockRow[]> {
    return this.db
      .select()
      .from(teeBlocks)
      .where(
        and(
          eq(teeBlocks.club_id, clubId),
          eq(teeBlocks.course_id, courseId),
          or(isNull(teeBlocks.date), gte(teeBlocks.date, from)),
        ),
      );
  }

  slotsOfDay(clubId: number, courseId: number, date: string): Promise<SlotRow[]> {
    return (this.dayReads ??= this.prepareDayReads()).slots.execute({ clubId, courseId, date });
  }

  async bookingsOfDay(clubId: number, courseId: number, date: string): Promise<BookingWithName[]> {
    return BookingRepository.named(
      await (this.dayReads ??= this.prepareDayReads()).bookings.execute({
        clubId,
        courseId,
        date,
      }),
    );
  }

  /** Occupied places per date and time over a range of days, for the overview. */
  slotsBetween(clubId: number, courseId: number, from: string, to: string): Promise<SlotRow[]> {
    return this.db
      .select()
      .from(teeSlots)
      .where(
        and(
          eq(teeSlots.club_id, clubId),
          eq(teeSlots.course_id, courseId),
          gte(teeSlots.date, from),
          lte(teeSlots.date, to),
        ),
      );
  }

  // ——— Slots and locks ———

  /** Makes sure the tee time has its row (the first lock or booking creates it). */
  async ensureSlot(k: SlotKey, capacity: number): Promise<void> {
    await this.db
      .insert(teeSlots)
      .values({
        club_id: k.clubId,
        course_id: k.courseId,
        date: k.date,
        time: k.time,
        capacity,
      })
      .onConflictDoNothing();
  }

  async slot(k: SlotKey): Promise<SlotRow | undefined> {
    const [row] = await this.db.select().from(teeSlots).where(slotWhere(k));
    return row;
  }

  /**
   * Takes the lock when it is free, expired or already the member's own; null when someone
   * else holds it.
   */
  async lock(k: SlotKey, relatieId: number, now: Date, until: Date): Promise<SlotRow | null> {
    const [row] = await this.db
      .update(teeSlots)
      .set({ locked_by: relatieId, locked_until: until })
      .where(and(slotWhere(k), this.lockFreeFor(relatieId, now)))
      .returning();
    return row ?? null;
  }

  /** Releases the member's own lock; false when they do not hold it. */
  async unlock(k: SlotKey, relatieId: number): Promise<boolean> {
    const rows = await this.db
      .update(teeSlots)
      .set({ locked_by: null, locked_until: null })
      .where(and(slotWhere(k), eq(teeSlots.locked_by, relatieId)))
      .returning({ time: teeSlots.time });
    return rows.length === 1;
  }

  private lockFreeFor(relatieId: number, now: Date): SQL {
    return or(
      isNull(teeSlots.locked_until),
      lte(teeSlots.locked_until, now),
      eq(teeSlots.locked_by, relatieId),
    )!;
  }

  /**
   * Takes `places` places in one statement: creates the tee time's row with them, or adds them to
   * the row only while they fit and nobody else holds the lock (a conditional upsert; the CHECK on
   * tee_slots backs it up). The member's own lock is released with it (spec §4: released after
   * save). When refused, the same statement returns the tee time as its snapshot saw it, so the
   * caller can say why (full, or locked) without another round trip — in the opening rush most
   * calls are refusals, and this is their only statement.
   */
  async takePlaces(
    k: SlotKey,
    capacity: number,
    places: number,
    relatieId: number,
    now: Date,
  ): Promise<{ taken: true } | { taken: false; slot: SlotView | undefined }> {
    const t = teeSlots;
    // `seen`: the tee time in this statement's snapshot. When it is already full or locked by
    // someone else, the upsert is not even tried: a refused upsert would lock the row until this
    // transaction ends and make the next caller wait — in the rush, that queue was the tail.
    const result = await this.db.execute(sql`
      with seen as (
        select occupied, capacity, locked_by, locked_until from ${t} where ${slotWhere(k)}
      ), taken as (
        insert into ${t} (club_id, course_id, date, time, capacity, occupied)
        select ${k.clubId}, ${k.courseId}, ${k.date}, ${k.time}, ${capacity}, ${places}
         where not exists (
           select 1 from seen
            where seen.occupied + ${places} > seen.capacity
               or (seen.locked_until > ${now} and seen.locked_by <> ${relatieId}))
        on conflict (club_id, course_id, date, time) do update set
          occupied = ${t.occupied} + ${places},
          locked_by = case when ${t.locked_by} = ${relatieId} then null else ${t.locked_by} end,
          locked_until = case when ${t.locked_by} = ${relatieId} then null else ${t.locked_until} end
        where ${t.occupied} + ${places} <= ${t.capacity} and ${this.lockFreeFor(relatieId, now)}
        returning 1
      )
      select true as taken, null::smallint as occupied, null::smallint as capacity,
             null::integer as locked_by, null::timestamptz as locked_until
        from taken
      union all
      select false, occupied, capacity, locked_by, locked_until
        from seen
       where not exists (select 1 from taken)`);
    const [row] = (result as unknown as { rows: RawSlotView[] }).rows;
    if (row?.taken) return { taken: true };
    return {
      taken: false,
      slot: row && {
        occupied: row.occupied!,
        capacity: row.capacity!,
        locked_by: row.locked_by,
        locked_until: row.locked_until === null ? null : new Date(row.locked_until),
      },
    };
  }

  /** Locks the tee time's row for the rest of the transaction (the first step of a cancel). */
  async lockSlot(k: SlotKey): Promise<void> {
    await this.db.select({ time: teeSlots.time }).from(teeSlots).where(slotWhere(k)).for('update');
  }

  /** Gives places back; the member's own lock goes too. */
  async releasePlaces(k: SlotKey, places: number, relatieId: number): Promise<void> {
    await this.db
      .update(teeSlots)
      .set({
        occupied: sql`${teeSlots.occupied} - ${places}`,
        locked_by: sql`case when ${teeSlots.locked_by} = ${relatieId} then null else ${teeSlots.locked_by} end`,
        locked_until: sql`case when ${teeSlots.locked_by} = ${relatieId} then null else ${teeSlots.locked_until} end`,
      })
      .where(slotWhere(k));
  }

  // ——— Bookings ———

  /**
   * The members' checks of a flight (booking_members_check, migration 0004): locks their rows in
   * id order, then reads the tee times they hold in a fresh snapshot. `ignore`: booking rows that
   * no longer count (the places an edit gives up).
   */
  async checkMembers(
    clubId: number,
    ids: number[],
    slot: { date: string; time: string; holes: number },
    rules: MemberRules,
    ignore: number[] = [],
  ): Promise<MemberCheck> {
    const result = await this.db.execute(sql`
      select booking_members_check(${clubId}, ${intArray(ids)}::integer[], ${slot.date},
        ${slot.time}, ${slot.holes}, ${intArray(rules.roundMinutes)}::integer[], ${rules.today},
        ${rules.nowTime}, ${rules.maxOpen}, ${intArray(ignore)}::integer[]) as result`);
    return memberCheck(firstResult(result));
  }

  /**
   * A new booking in one statement, its own transaction (booking_create, migration 0004): takes
   * the places, claims the Idempotency-Key, checks the members and inserts the rows — the opening
   * rush's call, where every round trip counts. Refused at the tee time, it also answers the
   * key's stored answer, if any. `rows`: the main booker's first.
   */
  async create(b: NewFlight): Promise<CreateResult> {
    let result: unknown;
    try {
      result = firstResult(
        await this.db.execute(sql`
          select booking_create(${b.key.clubId}, ${b.key.courseId}, ${b.key.date}, ${b.key.time},
            ${b.holes}, ${b.capacity}, ${b.bookerId}, ${b.now}, ${JSON.stringify(b.rows)}::jsonb,
            ${intArray(b.memberIds)}::integer[], ${b.claim?.key ?? null}, ${b.claim?.request_hash ?? null},
            ${intArray(b.rules.roundMinutes)}::integer[], ${b.rules.today}, ${b.rules.nowTime},
            ${b.rules.maxOpen}) as result`),
      );
    } catch (err) {
      const refusal = raisedRefusal(err);
      if (!refusal) throw err;
      return refusal.refusal === 'key'
        ? { kind: 'key-taken' }
        : { kind: 'members', refusal: refusal as MemberRefusal };
    }
    const r = result as RawCreate;
    if (!r.taken) {
      return {
        kind: 'slot',
        slot: r.slot
          ? {
              ...r.slot,
              locked_until: r.slot.locked_until === null ? null : new Date(r.slot.locked_until),
            }
          : undefined,
        stored: r.stored,
      };
    }
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

  /** The main booking and its extra players, main booker first. */
  async flight(clubId: number, parentId: number): Promise<BookingWithName[]> {
    return BookingRepository.named(
      await this.withNames()
        .where(
          and(
            eq(bookings.club_id, clubId),
            or(eq(bookings.id, parentId), eq(bookings.parent_id, parentId)),
          ),
        )
        .orderBy(sql`${bookings.parent_id} nulls first`, asc(bookings.id)),
    );
  }

  /** The member's own places from `from` on (a date), soonest first. */
  memberBookings(clubId: number, relatieId: number, from: string): Promise<BookingRow[]> {
    return this.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.club_id, clubId),
          eq(bookings.relatie_id, relatieId),
          gte(bookings.date, from),
        ),
      )
      .orderBy(asc(bookings.date), asc(bookings.time), asc(bookings.id));
  }

  /** Every place of the flights `parentIds`, with names, for the lists. */
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

  async memberAt(k: SlotKey, relatieId: number): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.club_id, k.clubId),
          eq(bookings.course_id, k.courseId),
          eq(bookings.date, k.date),
          eq(bookings.time, k.time),
          eq(bookings.relatie_id, relatieId),
        ),
      );
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
          eq(bookings.club_id, clubId),
          eq(bookings.relatie_id, relatieId),
          eq(bookings.course_id, at.courseId),
          eq(bookings.date, at.date),
          eq(bookings.time, at.time),
        ),
      );
    return row;
  }

  /** Removes places, writing who cancelled what (and why) to the club's record. */
  async remove(
    clubId: number,
    rows: { id: number; course_id: number; date: string; time: string; name: string }[],
    by: number,
    reasonId: number | null,
    now: Date,
  ): Promise<number> {
    if (rows.length === 0) return 0;
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
      .returning({ id: bookings.id });
    const gone = new Set(deleted.map((d) => d.id));
    if (gone.size === 0) return 0;
    await this.db.insert(bookingCancellations).values(
      rows
        .filter((r) => gone.has(r.id))
        .map((r) => ({
          club_id: clubId,
          booking_id: r.id,
          course_id: r.course_id,
          date: r.date,
          time: r.time,
          player_name: r.name,
          reason_id: reasonId,
          cancelled_by: by,
          cancelled_at: now,
        })),
    );
    return gone.size;
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
      .where(and(eq(bookings.club_id, clubId), eq(bookings.relatie_id, relatieId)))
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
