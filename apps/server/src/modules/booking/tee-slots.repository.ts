import { and, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import { bookings, teeSheetSettings, teeSlots } from '../../db/schema';
import type { LockEvents, LockLife, SlotKey, SlotRow, SlotView, TakeResult } from './booking.types';

/**
 * The advisory-lock class (pg_advisory_xact_lock's first key) under which one member's lock calls
 * take turns; the second key is the member's id.
 */
const MEMBER_LOCK_CALLS = 727_275;

/** The `result` column of a one-row function call. */
export const firstResult = (r: unknown): unknown =>
  (r as { rows: { result: unknown }[] }).rows[0]!.result;

/** A tee time as a function's JSON answer gives it (its timestamp a string), or none. */
export type SlotJson = (Omit<SlotView, 'locked_until'> & { locked_until: string | null }) | null;

export const slotFromJson = (slot: SlotJson): SlotView | undefined =>
  slot
    ? { ...slot, locked_until: slot.locked_until === null ? null : new Date(slot.locked_until) }
    : undefined;

const slotWhere = (k: SlotKey): SQL =>
  and(
    eq(teeSlots.club_id, k.clubId),
    eq(teeSlots.course_id, k.courseId),
    eq(teeSlots.date, k.date),
    eq(teeSlots.time, k.time),
    eq(teeSlots.start_tee, k.startTee),
  )!;

/**
 * A tee time's row (`tee_slots`): its places and its lock. Places are taken only by
 * booking_take_places (migration 0007; booking_create calls it too) and given back by conditional
 * UPDATEs, inside the caller's transaction; the CHECK constraint backs them up.
 */
export class TeeSlotsRepository {
  // The day's places are the busiest booking read: prepared on first use (not in the short-lived
  // repositories of transactions, which never read them).
  private ofDay?: ReturnType<TeeSlotsRepository['prepareOfDay']>;

  constructor(private readonly db: Db) {}

  private prepareOfDay() {
    return this.db
      .select()
      .from(teeSlots)
      .where(
        and(
          eq(teeSlots.club_id, sql.placeholder('clubId')),
          eq(teeSlots.course_id, sql.placeholder('courseId')),
          eq(teeSlots.date, sql.placeholder('date')),
        ),
      )
      .prepare('tee_slots_of_day');
  }

  ofDate(clubId: number, courseId: number, date: string): Promise<SlotRow[]> {
    return (this.ofDay ??= this.prepareOfDay()).execute({ clubId, courseId, date });
  }

  /** Occupied places per date and time over a range of days, for the overview. */
  between(clubId: number, courseId: number, from: string, to: string): Promise<SlotRow[]> {
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

  async find(k: SlotKey): Promise<SlotRow | undefined> {
    const [row] = await this.db.select().from(teeSlots).where(slotWhere(k));
    return row;
  }

  // ——— Locks ———

  /**
   * Takes the lock for the member, and ends any other lock they hold at the club in the same
   * statement: a member holds one tee time at a time, so one account cannot lock up a day's sheet.
   * A take of a time the member held until less than `life.restMs` ago continues that lock's life
   * (its `locked_since`), so renewals, and a release followed by a new take, never carry it past
   * `life.maxLifeMs`; once there, the member must leave the time alone for `life.restMs`. False
   * when someone else holds the time, or the member is resting from it. The tee time's row is
   * created with the lock when it has none (an upsert, so a clean-up deleting it meanwhile does
   * not matter). `events.taken` runs in the same transaction with the lock's new end.
   */
  async lock(
    k: SlotKey,
    capacity: number,
    relatieId: number,
    now: Date,
    life: LockLife,
    events?: LockEvents,
  ): Promise<boolean> {
    const t = teeSlots;
    const interval = (ms: number) => sql`${`${Math.trunc(ms)} milliseconds`}::interval`;
    const at = sql`${now}::timestamptz`;
    const continuing = sql`(${t.locked_by} = ${relatieId} and ${t.locked_since} is not null
      and ${t.locked_until} > ${at} - ${interval(life.restMs)})`;
    // A transaction of its own (retried once should two members' calls ever deadlock).
    return transaction(this.db, async (tx) => {
      // One member's lock calls take turns, across every process and connection: two at once
      // would each end the member's other locks before the other's new one was committed, and
      // both would stay.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${MEMBER_LOCK_CALLS}::int, ${relatieId}::int)`,
      );
      const result = await tx.execute(sql`
        with taken as (
          insert into ${t} (club_id, course_id, date, time, start_tee, capacity, locked_by,
                            locked_since, locked_until)
          values (${k.clubId}, ${k.courseId}, ${k.date}, ${k.time}, ${k.startTee}, ${capacity},
                  ${relatieId}, ${at}, ${at} + ${interval(life.durationMs)})
          on conflict (club_id, course_id, date, time, start_tee) do update set
            locked_by = ${relatieId},
            locked_since = case when ${continuing} then ${t.locked_since} else ${at} end,
            locked_until = case when ${continuing}
              then least(${at} + ${interval(life.durationMs)}, ${t.locked_since} + ${interval(life.maxLifeMs)})
              else ${at} + ${interval(life.durationMs)} end
          where ${lockFreeFor(relatieId, now)}
            and not (${continuing} and ${t.locked_since} + ${interval(life.maxLifeMs)} <= ${at})
          returning (extract(epoch from ${t.locked_until}) * 1000)::float8 as until_ms
        ), ended as (
          update ${t} set locked_until = ${at}
           where ${t.club_id} = ${k.clubId} and ${t.locked_by} = ${relatieId} and ${t.locked_until} > ${at}
             and (${t.course_id}, ${t.date}, ${t.time}, ${t.start_tee})
                 <> (${k.courseId}, ${k.date}, ${k.time}, ${k.startTee})
             and exists (select 1 from taken)
        )
        select until_ms from taken`);
      const [taken] = (result as unknown as { rows: { until_ms: number }[] }).rows;
      if (!taken) return false;
      await events?.taken(tx, k, new Date(taken.until_ms));
      return true;
    });
  }

  /**
   * Ends the member's own lock; false when they do not hold it. Who held it and since when stay
   * on the row, so taking it again soon after continues the same lock's life.
   */
  async unlock(k: SlotKey, relatieId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(teeSlots)
      .set({ locked_until: sql`least(${teeSlots.locked_until}, ${now}::timestamptz)` })
      .where(and(slotWhere(k), eq(teeSlots.locked_by, relatieId)))
      .returning({ time: teeSlots.time });
    return rows.length === 1;
  }

  /**
   * Deletes the rows of tee times that hold no places and no lock that ended after `before`: a
   * lock or a booking since cancelled made them, and now they say nothing the computed sheet does
   * not. Race-free: locks and bookings create a missing row in the same upsert that takes it.
   */
  async pruneIdle(before: Date): Promise<void> {
    const t = teeSlots;
    await this.db.delete(t).where(
      and(
        eq(t.occupied, 0),
        or(isNull(t.locked_until), lt(t.locked_until, before)),
        // `occupied` counts the bookings; this keeps a row a booking points at even if it did not.
        sql`not exists (select 1 from ${bookings} b where b.club_id = ${t.club_id}
          and b.course_id = ${t.course_id} and b.date = ${t.date} and b.time = ${t.time}
          and b.start_tee = ${t.start_tee})`,
      ),
    );
  }

  /**
   * Sends the tee time's sheet its live update (`live_notify`, as the triggers do) when its lock
   * still ends at `until`: nobody renewed, released or ended it since (each of those wrote the row,
   * and its trigger sent its own update). True when sent.
   */
  async notifyLockEnded(k: SlotKey, until: Date): Promise<boolean> {
    const result = await this.db.execute(sql`
      select live_notify('tee-sheet', ${teeSlots.club_id}, ${teeSlots.course_id} || '/' || ${teeSlots.date}, null)
        from ${teeSlots}
       where ${slotWhere(k)} and ${teeSlots.locked_until} = ${until}::timestamptz`);
    return (result as unknown as { rows: unknown[] }).rows.length === 1;
  }

  // ——— Places ———

  /**
   * Takes `places` places, or answers that a block closes the time or the tee time as the refusal
   * saw it (full, or locked by someone else) — booking_take_places, the same statement a new
   * booking's booking_create runs.
   */
  async takePlaces(
    k: SlotKey,
    capacity: number,
    places: number,
    relatieId: number,
    now: Date,
  ): Promise<TakeResult> {
    const r = firstResult(
      await this.db.execute(sql`
        select booking_take_places(${k.clubId}, ${k.courseId}, ${k.date}, ${k.time},
          ${k.startTee}, ${capacity}, ${places}, ${relatieId}, ${now}) as result`),
    ) as { taken: true } | { taken: false; refusal: 'blocked' } | { taken: false; slot: SlotJson };
    if (r.taken) return r;
    if ('refusal' in r) return { taken: false, blocked: true };
    return { taken: false, slot: slotFromJson(r.slot) };
  }

  /**
   * Takes the course's tee-sheet row as booking_take_places does (FOR KEY SHARE: bookings do not
   * wait on each other, a block's write does) and then the tee time's row, in that order: a
   * change of a flight that may take places holds both before it reads the flight again.
   */
  async lockSheetAndRow(k: SlotKey): Promise<void> {
    await this.db
      .select({ course_id: teeSheetSettings.course_id })
      .from(teeSheetSettings)
      .where(
        and(eq(teeSheetSettings.club_id, k.clubId), eq(teeSheetSettings.course_id, k.courseId)),
      )
      .for('key share');
    await this.lockRow(k);
  }

  /** Locks the tee time's row for the rest of the transaction (the first step of a cancel). */
  async lockRow(k: SlotKey): Promise<void> {
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
}

/** Nobody holds the tee time's lock but (perhaps) the member. */
function lockFreeFor(relatieId: number, now: Date): SQL {
  return or(
    isNull(teeSlots.locked_until),
    lte(teeSlots.locked_until, now),
    eq(teeSlots.locked_by, relatieId),
  )!;
}
