import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { PromiseCache } from '../../lib/promise-cache';
import { clubs, countries, courses, holes, tees } from '../../db/schema';

export type CourseRow = typeof courses.$inferSelect;
export type TeeRow = typeof tees.$inferSelect;
export type HoleRow = typeof holes.$inferSelect;

/** Courses, tees and holes of a club (own or foreign), and the country list. */
export class CoursesRepository {
  // The keypad reads a tee's holes on every hole save: prepared once, and kept a minute (a tee's
  // par and stroke indexes change once in years; a re-rating shows within the minute).
  private readonly holesQuery;
  private readonly holesCache = new PromiseCache({ ttlMs: 60_000, max: 2_000 });

  constructor(private readonly db: Db) {
    this.holesQuery = db
      .select()
      .from(holes)
      .where(
        and(
          eq(holes.club_id, sql.placeholder('clubId')),
          eq(holes.tee_id, sql.placeholder('teeId')),
        ),
      )
      .orderBy(asc(holes.hole_nr))
      .prepare('tee_holes');
  }

  courses(clubId: number): Promise<CourseRow[]> {
    return this.db
      .select()
      .from(courses)
      .where(eq(courses.club_id, clubId))
      .orderBy(asc(courses.id));
  }

  async course(clubId: number, id: number): Promise<CourseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(courses)
      .where(and(eq(courses.club_id, clubId), eq(courses.id, id)));
    return row;
  }

  /** A course of a club that is not on the platform (foreign cards), with its club id. */
  async foreignCourse(id: number): Promise<CourseRow | undefined> {
    const [row] = await this.db
      .select({ course: courses })
      .from(courses)
      .innerJoin(clubs, eq(clubs.id, courses.club_id))
      .where(and(eq(courses.id, id), eq(clubs.on_platform, false)));
    return row?.course;
  }

  tees(clubId: number, courseId: number): Promise<TeeRow[]> {
    return this.db
      .select()
      .from(tees)
      .where(and(eq(tees.club_id, clubId), eq(tees.course_id, courseId)))
      .orderBy(asc(tees.id));
  }

  async tee(clubId: number, courseId: number, teeId: number): Promise<TeeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(tees)
      .where(and(eq(tees.club_id, clubId), eq(tees.course_id, courseId), eq(tees.id, teeId)));
    return row;
  }

  holes(clubId: number, teeId: number): Promise<HoleRow[]> {
    return this.holesCache.get(`${clubId}:${teeId}`, () =>
      this.holesQuery.execute({ clubId, teeId }),
    );
  }

  /** Forget the tee's kept holes (the back office changed them). */
  forgetHoles(clubId: number, teeId: number): void {
    this.holesCache.delete(`${clubId}:${teeId}`);
  }

  countries() {
    return this.db.select().from(countries).orderBy(asc(countries.name));
  }

  async country(id: number) {
    const [row] = await this.db.select().from(countries).where(eq(countries.id, id));
    return row;
  }
}
