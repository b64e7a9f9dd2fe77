import type {
  AdminCourse,
  AdminCourseEdit,
  AdminCourseInput,
  AdminCourseListResponse,
  AdminTeeInput,
  TeeParams,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import type { CourseAdminRepository, CourseRow } from './course-admin.repository';
import { courseView, ratingKey, teeRows } from './course-view';

/**
 * What the member app keeps of a club's courses in this process (the tee sheet's course list,
 * a tee's holes): forgotten once a write commits, so a new course is bookable and a new hole
 * layout is scored at once here (other processes within their caches' minute).
 */
export interface CourseCaches {
  forget(clubId: number, teeIds: readonly number[]): void;
}

/**
 * The role that keeps courses and tees. The tee-sheet manager runs the courses day to day (course
 * status, tee sheets); ratings come from the federation's rating, which this role types in or
 * imports. A club that wants its handicap committee to keep them grants that member this role.
 */
export const COURSE_ROLE = 'tee_sheet_manager' as const;

const holesMismatch = (field: string, holes: number) =>
  new AppError('VALIDATION', `the course has ${holes} holes`, [
    { field, message: `the course has ${holes} holes` },
  ]);

/**
 * The club's courses and tees (back office): each call checks the role first; each write runs
 * in one transaction with its audit row. A tee's ratings and holes changing give the course a new
 * rating set (`handicap_id`); cards already made keep the ratings they copied when made.
 */
export class CourseAdminService {
  constructor(
    private readonly repo: CourseAdminRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly caches: CourseCaches,
  ) {}

  async list(auth: Auth): Promise<AdminCourseListResponse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const rows = await this.repo.list(auth.clubId);
    return {
      courses: rows.map((r) => ({
        id: r.course.id,
        name: r.course.name,
        holes: r.course.holes,
        hole_options: r.course.hole_options,
        handicap_id: r.course.handicap_id,
        bookable: r.bookable,
        tee_count: r.tee_count,
      })),
    };
  }

  async get(auth: Auth, courseId: number): Promise<AdminCourse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const db = this.repo.db;
    const course = await this.repo.course(db, auth.clubId, courseId);
    if (!course) throw notFound('course');
    return courseView(this.repo, db, course);
  }

  /**
   * A new course with its tees and a tee sheet members can book on. Its rating set is the
   * federation's id when the input gives one (400 when another course of the club has it), else 1.
   */
  async create(auth: Auth, input: AdminCourseInput): Promise<AdminCourse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    return transaction(this.repo.db, async (tx) => {
      const ratingId = input.handicap_id ?? null;
      if (ratingId !== null) {
        await this.repo.lockRatingIds(tx, auth.clubId);
        if ((await this.repo.ratingIdsTaken(tx, auth.clubId, [ratingId])).size)
          throw new AppError('VALIDATION', 'another course of the club has this rating id', [
            { field: 'handicap_id', message: 'another course of the club has this rating id' },
          ]);
      }
      const course = await this.repo.insertCourse(tx, auth.clubId, fieldsOf(input), ratingId);
      for (const t of input.tees) {
        const rows = teeRows(t);
        await this.repo.insertTee(tx, auth.clubId, course.id, rows.tee, rows.holes);
      }
      if (input.tees.length && ratingId === null)
        await this.repo.newRatingSet(tx, auth.clubId, course.id);
      const after = await this.reread(tx, auth, course.id);
      await this.audit.recordBy(tx, auth, {
        entity: 'course',
        recordId: course.id,
        action: 'create',
        after,
      });
      this.forget(auth, []);
      return after;
    });
  }

  /** The course's name, hole count (only while it has no tees) and round lengths. */
  async edit(auth: Auth, courseId: number, input: AdminCourseEdit): Promise<AdminCourse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    return this.onCourse(auth, courseId, async (tx, course, before) => {
      if (input.holes !== course.holes && before.tees.length)
        throw holesMismatch('holes', course.holes);
      await this.repo.updateCourse(tx, auth.clubId, courseId, fieldsOf(input));
      return { entity: 'course', recordId: courseId, action: 'update', before: strip(before) };
    });
  }

  async createTee(auth: Auth, courseId: number, input: AdminTeeInput): Promise<AdminCourse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    return this.onCourse(auth, courseId, async (tx, course) => {
      if (input.holes.length !== course.holes) throw holesMismatch('holes', course.holes);
      const rows = teeRows(input);
      const tee = await this.repo.insertTee(tx, auth.clubId, courseId, rows.tee, rows.holes);
      await this.repo.newRatingSet(tx, auth.clubId, courseId);
      return { entity: 'tee', recordId: tee.id, action: 'create', before: null, teeId: tee.id };
    });
  }

  /**
   * The tee's name, colours, ratings and holes. Cards played from it keep the ratings they were
   * made with (scorecards copy them); only a change of ratings or holes makes a new rating set.
   */
  async editTee(auth: Auth, ids: TeeParams, input: AdminTeeInput): Promise<AdminCourse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const tee = ids.tee_id;
    return this.onCourse(auth, ids.course_id, async (tx, course, before) => {
      const old = before.tees.find((t) => t.id === tee);
      if (!old) throw notFound('tee');
      if (input.holes.length !== course.holes) throw holesMismatch('holes', course.holes);
      const rows = teeRows(input);
      await this.repo.updateTee(tx, auth.clubId, tee, rows.tee, rows.holes);
      if (ratingKey(old) !== ratingKey(input))
        await this.repo.newRatingSet(tx, auth.clubId, ids.course_id);
      return { entity: 'tee', recordId: tee, action: 'update', before: old, teeId: tee };
    });
  }

  /** Removes a tee no card or match names (409 TEE_IN_USE otherwise: they point at it). */
  async deleteTee(auth: Auth, ids: TeeParams): Promise<AdminCourse> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const tee = ids.tee_id;
    return this.onCourse(auth, ids.course_id, async (tx, _course, before) => {
      const old = before.tees.find((t) => t.id === tee);
      if (!old) throw notFound('tee');
      if (old.in_use)
        throw new AppError('TEE_IN_USE', 'cards or matches were played from this tee');
      await this.repo.deleteTee(tx, auth.clubId, tee);
      await this.repo.newRatingSet(tx, auth.clubId, ids.course_id);
      return { entity: 'tee', recordId: tee, action: 'delete', before: old, teeId: tee };
    });
  }

  /**
   * A write to one course under its lock: `write` does it and says what it did; the course is
   * read again for the answer and the audit row (a tee's row holds the tee after, or nothing).
   */
  private onCourse(
    auth: Auth,
    courseId: number,
    write: (
      tx: Db,
      course: CourseRow,
      before: AdminCourse,
    ) => Promise<{
      entity: 'course' | 'tee';
      recordId: number;
      action: 'create' | 'update' | 'delete';
      before: unknown;
      teeId?: number;
    }>,
  ): Promise<AdminCourse> {
    return transaction(this.repo.db, async (tx) => {
      const course = await this.repo.course(tx, auth.clubId, courseId, true);
      if (!course) throw notFound('course');
      const before = await courseView(this.repo, tx, course);
      const done = await write(tx, course, before);
      const after = await this.reread(tx, auth, courseId);
      const teeAfter =
        done.teeId === undefined ? strip(after) : after.tees.find((t) => t.id === done.teeId);
      await this.audit.recordBy(tx, auth, {
        entity: done.entity,
        recordId: done.recordId,
        action: done.action,
        before: done.before,
        after: teeAfter ?? null,
      });
      this.forget(auth, done.teeId === undefined ? [] : [done.teeId]);
      return after;
    });
  }

  private async reread(tx: Db, auth: Auth, courseId: number): Promise<AdminCourse> {
    const course = await this.repo.course(tx, auth.clubId, courseId);
    if (!course) throw notFound('course');
    return courseView(this.repo, tx, course);
  }

  private forget(auth: Auth, teeIds: number[]) {
    afterCommit(() => this.caches.forget(auth.clubId, teeIds));
  }
}

const fieldsOf = (c: AdminCourseEdit) => ({
  name: c.name,
  holes: c.holes,
  hole_options: [...c.hole_options].sort((a, b) => a - b),
});

/** The course's own fields, for the audit row of a course edit (its tees have rows of their own). */
const strip = ({ tees: _tees, ...course }: AdminCourse) => course;
