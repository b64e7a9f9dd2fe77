import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { courses, memberNotices, teeBlocks, teeSheetSettings } from '../../db/schema';

export type BlockRow = typeof teeBlocks.$inferSelect;
export type BlockFields = Omit<typeof teeBlocks.$inferInsert, 'id' | 'club_id' | 'course_id'>;
export type NoticeRow = typeof memberNotices.$inferSelect;
export type NewNotice = Omit<typeof memberNotices.$inferInsert, 'id' | 'created_at'>;

/** The times a block closes on its day, from its first start until. */
export type HeldTimes = { from: string; until: string };

/** A match's own block (its drawn start list's hold). */
const ownBlockOf = (clubId: number, matchId: number) =>
  and(
    eq(teeBlocks.club_id, clubId),
    eq(teeBlocks.match_id, matchId),
    eq(teeBlocks.reason, 'match'),
  );

/** A course's blocks and the members' notices; each write takes the caller's transaction. */
export class TeeBlocksRepository {
  constructor(readonly db: Db) {}

  async course(db: Db, clubId: number, courseId: number) {
    const [row] = await db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(and(eq(courses.club_id, clubId), eq(courses.id, courseId)));
    return row;
  }

  /**
   * Locks the course's tee-sheet row for a block's write, before it reads the bookings it covers:
   * booking_create takes the same row (FOR KEY SHARE) before it checks the blocks, so a booking
   * commits before the block reads, or waits and sees the block.
   */
  async lockSheet(db: Db, clubId: number, courseId: number): Promise<void> {
    await db
      .select({ course_id: teeSheetSettings.course_id })
      .from(teeSheetSettings)
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.course_id, courseId)))
      .for('update');
  }

  list(clubId: number, courseId: number): Promise<BlockRow[]> {
    return this.db
      .select()
      .from(teeBlocks)
      .where(and(eq(teeBlocks.club_id, clubId), eq(teeBlocks.course_id, courseId)))
      .orderBy(
        sql`${teeBlocks.date} nulls first`,
        asc(teeBlocks.weekday),
        asc(teeBlocks.from_time),
        asc(teeBlocks.id),
      );
  }

  /** The block, locked for the write (an edit and a delete at the same moment go one by one). */
  async find(db: Db, clubId: number, courseId: number, id: number): Promise<BlockRow | undefined> {
    const [row] = await db
      .select()
      .from(teeBlocks)
      .where(
        and(eq(teeBlocks.club_id, clubId), eq(teeBlocks.course_id, courseId), eq(teeBlocks.id, id)),
      )
      .for('update');
    return row;
  }

  async insert(db: Db, clubId: number, courseId: number, f: BlockFields): Promise<BlockRow> {
    const [row] = await db
      .insert(teeBlocks)
      .values({ ...f, club_id: clubId, course_id: courseId })
      .returning();
    return row!;
  }

  async update(db: Db, clubId: number, id: number, f: BlockFields): Promise<BlockRow> {
    const [row] = await db
      .update(teeBlocks)
      .set(f)
      .where(and(eq(teeBlocks.club_id, clubId), eq(teeBlocks.id, id)))
      .returning();
    return row!;
  }

  async delete(db: Db, clubId: number, id: number): Promise<void> {
    await db.delete(teeBlocks).where(and(eq(teeBlocks.club_id, clubId), eq(teeBlocks.id, id)));
  }

  /**
   * The times a match's own block holds from its first start (its drawn start list's; a block of
   * its turn at tee 1 comes later in the day); null when it holds none.
   */
  matchBlocks(db: Db, clubId: number, matchId: number): Promise<HeldTimes[]> {
    return db
      .select({ from: teeBlocks.from_time, until: teeBlocks.until_time })
      .from(teeBlocks)
      .where(ownBlockOf(clubId, matchId))
      .orderBy(asc(teeBlocks.from_time));
  }

  /** The course's tee-sheet layout and the minutes to a tee-10 start's turn; none without a sheet. */
  async sheet(db: Db, clubId: number, courseId: number) {
    const [row] = await db
      .select({
        first_time: teeSheetSettings.first_time,
        last_time: teeSheetSettings.last_time,
        intervals: teeSheetSettings.intervals,
        seasons: teeSheetSettings.seasons,
        tee_ten_minutes: teeSheetSettings.tee_ten_minutes,
      })
      .from(teeSheetSettings)
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.course_id, courseId)));
    return row;
  }

  /** Removes the match's own block (its draw's hold), if it has one; answers the courses it held. */
  async deleteMatchBlocks(db: Db, clubId: number, matchId: number): Promise<number[]> {
    const rows = await db
      .delete(teeBlocks)
      .where(ownBlockOf(clubId, matchId))
      .returning({ course: teeBlocks.course_id });
    return rows.map((r) => r.course);
  }

  // ——— Notices ———

  async addNotices(db: Db, rows: NewNotice[]): Promise<void> {
    if (rows.length) await db.insert(memberNotices).values(rows);
  }

  /** The member's notices not dismissed yet, newest first. */
  openNotices(clubId: number, relatieId: number): Promise<NoticeRow[]> {
    return this.db
      .select()
      .from(memberNotices)
      .where(
        and(
          eq(memberNotices.club_id, clubId),
          eq(memberNotices.relatie_id, relatieId),
          isNull(memberNotices.dismissed_at),
        ),
      )
      .orderBy(sql`${memberNotices.created_at} desc`, sql`${memberNotices.id} desc`);
  }

  /** Dismisses the member's own notice; false when they have no such notice. */
  async dismiss(clubId: number, relatieId: number, id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(memberNotices)
      .set({ dismissed_at: sql`coalesce(${memberNotices.dismissed_at}, ${now})` })
      .where(
        and(
          eq(memberNotices.club_id, clubId),
          eq(memberNotices.relatie_id, relatieId),
          eq(memberNotices.id, id),
        ),
      )
      .returning({ id: memberNotices.id });
    return rows.length > 0;
  }
}
