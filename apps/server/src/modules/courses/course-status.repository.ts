import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { courseStatus } from '../../db/schema';

export type CourseStatusRow = typeof courseStatus.$inferSelect;

/** The day's course status per course (spec §3 has_baanstatus). */
export class CourseStatusRepository {
  constructor(private readonly db: Db) {}

  ofDay(clubId: number, datum: string): Promise<CourseStatusRow[]> {
    return this.db
      .select()
      .from(courseStatus)
      .where(and(eq(courseStatus.club_id, clubId), eq(courseStatus.datum, datum)));
  }

  /** Sets (or replaces) a course's status for the day. */
  async set(row: CourseStatusRow): Promise<void> {
    const { club_id, course_id, datum, ...status } = row;
    await this.db
      .insert(courseStatus)
      .values({ club_id, course_id, datum, ...status })
      .onConflictDoUpdate({
        target: [courseStatus.club_id, courseStatus.course_id, courseStatus.datum],
        set: status,
      });
  }
}
