import { sameClubRow } from '../../db/same-club';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import {
  courses,
  holes,
  matchRegistrations,
  matchTees,
  scorecards,
  tees,
  teeSheetSettings,
} from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type TeeRow = typeof tees.$inferSelect;
export type HoleRow = typeof holes.$inferSelect;
export type NewTee = Omit<typeof tees.$inferInsert, 'club_id' | 'course_id' | 'id'>;
export type NewHole = Omit<typeof holes.$inferInsert, 'club_id' | 'tee_id'>;

/**
 * The advisory-lock class (pg_advisory_xact_lock's first key) under which the writes giving a
 * club's course a federation rating id take turns; the second key is the club's id.
 */
const RATING_ID_LOCKS = 727_276;

/** The club's courses, tees and holes as the tee-sheet manager writes them. */
export class CourseAdminRepository {
  constructor(readonly db: Db) {}

  /** Each course with its number of tees and whether its tee sheet is bookable, by name. */
  list(clubId: number) {
    return this.db
      .select({
        course: courses,
        bookable: sql<boolean>`coalesce(${teeSheetSettings.bookable}, false)`,
        tee_count: sql<number>`(select count(*)::int from ${tees} where ${tees.club_id} = ${courses.club_id} and ${tees.course_id} = ${courses.id})`,
      })
      .from(courses)
      .leftJoin(
        teeSheetSettings,
        sameClubRow(courses, teeSheetSettings, teeSheetSettings.course_id),
      )
      .where(eq(courses.club_id, clubId))
      .orderBy(asc(courses.name), asc(courses.id));
  }

  /** The course, held until `tx` ends when `lock` (writes to one course run one after another). */
  async course(tx: Db, clubId: number, id: number, lock = false): Promise<CourseRow | undefined> {
    const q = tx
      .select()
      .from(courses)
      .where(and(eq(courses.club_id, clubId), eq(courses.id, id)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  }

  async bookable(tx: Db, clubId: number, courseId: number): Promise<boolean> {
    const [row] = await tx
      .select({ bookable: teeSheetSettings.bookable })
      .from(teeSheetSettings)
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.course_id, courseId)));
    return row?.bookable ?? false;
  }

  tees(tx: Db, clubId: number, courseId: number): Promise<TeeRow[]> {
    return tx
      .select()
      .from(tees)
      .where(and(eq(tees.club_id, clubId), eq(tees.course_id, courseId)))
      .orderBy(asc(tees.id));
  }

  holesOf(tx: Db, clubId: number, teeIds: number[]): Promise<HoleRow[]> {
    if (!teeIds.length) return Promise.resolve([]);
    return tx
      .select()
      .from(holes)
      .where(and(eq(holes.club_id, clubId), inArray(holes.tee_id, teeIds)))
      .orderBy(asc(holes.tee_id), asc(holes.hole_nr));
  }

  /** The tees of `teeIds` a card or a match names (tee ids are unique across clubs). */
  async teesInUse(tx: Db, teeIds: number[]): Promise<Set<number>> {
    if (!teeIds.length) return new Set();
    // One after another: inside a request's transaction every query goes to one connection.
    const cards = await tx
      .selectDistinct({ id: scorecards.tee_id })
      .from(scorecards)
      .where(inArray(scorecards.tee_id, teeIds));
    const matchRows = await tx
      .selectDistinct({ id: matchTees.tee_id })
      .from(matchTees)
      .where(inArray(matchTees.tee_id, teeIds));
    const signUps = await tx
      .selectDistinct({ id: matchRegistrations.tee_id })
      .from(matchRegistrations)
      .where(inArray(matchRegistrations.tee_id, teeIds));
    return new Set([...cards, ...matchRows, ...signUps].flatMap((r) => (r.id ? [r.id] : [])));
  }

  /**
   * A new course with a bookable tee sheet of the table's defaults (08:00–17:00, 4 a time). Its
   * rating set is `handicapId` (the federation's) or none until its first tee (`newRatingSet`).
   */
  async insertCourse(
    tx: Db,
    clubId: number,
    c: { name: string; holes: number; hole_options: number[] },
    handicapId: number | null = null,
  ): Promise<CourseRow> {
    const [row] = await tx
      .insert(courses)
      .values({ club_id: clubId, ...c, handicap_id: handicapId })
      .returning();
    await tx.insert(teeSheetSettings).values({ club_id: clubId, course_id: row!.id });
    return row!;
  }

  async updateCourse(
    tx: Db,
    clubId: number,
    id: number,
    c: { name: string; holes: number; hole_options: number[] },
  ) {
    await tx
      .update(courses)
      .set(c)
      .where(and(eq(courses.club_id, clubId), eq(courses.id, id)));
  }

  /**
   * Holds the club's rating ids until `tx` ends: two writes giving a course a federation rating id
   * check that no other course has it one after the other.
   */
  async lockRatingIds(tx: Db, clubId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${RATING_ID_LOCKS}::int, ${clubId}::int)`);
  }

  /** The club's rating ids of `ids` that a course of the club already has. */
  async ratingIdsTaken(tx: Db, clubId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await tx
      .select({ id: courses.handicap_id })
      .from(courses)
      .where(and(eq(courses.club_id, clubId), inArray(courses.handicap_id, ids)));
    return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
  }

  /**
   * A new rating set for the course: a card app holding the old `handicap_id` is refused
   * (CARD_RATING_CHANGED) and reads the course again, so no card starts off ratings gone by.
   */
  async newRatingSet(tx: Db, clubId: number, id: number): Promise<number> {
    const [row] = await tx
      .update(courses)
      .set({ handicap_id: sql`coalesce(${courses.handicap_id}, 0) + 1` })
      .where(and(eq(courses.club_id, clubId), eq(courses.id, id)))
      .returning({ handicap_id: courses.handicap_id });
    return row!.handicap_id!;
  }

  async insertTee(tx: Db, clubId: number, courseId: number, tee: NewTee, rows: NewHole[]) {
    const [row] = await tx
      .insert(tees)
      .values({ club_id: clubId, course_id: courseId, ...tee })
      .returning();
    await this.replaceHoles(tx, clubId, row!.id, rows);
    return row!;
  }

  async updateTee(tx: Db, clubId: number, teeId: number, tee: NewTee, rows: NewHole[]) {
    await tx
      .update(tees)
      .set(tee)
      .where(and(eq(tees.club_id, clubId), eq(tees.id, teeId)));
    await this.replaceHoles(tx, clubId, teeId, rows);
  }

  async deleteTee(tx: Db, clubId: number, teeId: number) {
    await tx.delete(holes).where(and(eq(holes.club_id, clubId), eq(holes.tee_id, teeId)));
    await tx.delete(tees).where(and(eq(tees.club_id, clubId), eq(tees.id, teeId)));
  }

  private async replaceHoles(tx: Db, clubId: number, teeId: number, rows: NewHole[]) {
    await tx.delete(holes).where(and(eq(holes.club_id, clubId), eq(holes.tee_id, teeId)));
    if (rows.length)
      await tx.insert(holes).values(rows.map((h) => ({ club_id: clubId, tee_id: teeId, ...h })));
  }
}
