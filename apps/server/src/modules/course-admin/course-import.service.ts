import type {
  AdminCourse,
  AuditEntity,
  CourseImportPreview,
  CourseImportRequest,
  CourseImportResult,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository } from '../audit';
import type { CourseAdminRepository } from './course-admin.repository';
import { COURSE_ROLE, type CourseCaches } from './course-admin.service';
import { changesOf, planCourseImport, readCourseCsv, reRates, type PlannedRow } from './course-csv';
import type { CourseImportRepository } from './course-import.repository';
import { courseView, teeRows } from './course-view';

const key = (name: string) => name.trim().toLowerCase();

const stale = () =>
  new AppError('IMPORT_NOT_APPLICABLE', 'the courses changed since the preview; preview again');

/**
 * The course import: a preview of each row of the file against the club's courses (kept as a
 * data_imports row), and applying it in one transaction, each write with its audit row. Applying
 * writes exactly what was previewed: when the courses changed in between, it refuses.
 */
export class CourseImportService {
  constructor(
    private readonly courses: CourseAdminRepository,
    private readonly imports: CourseImportRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly caches: CourseCaches,
    private readonly clock: () => Date,
  ) {}

  private async existing(tx: Db, clubId: number, lock = false): Promise<AdminCourse[]> {
    const views: AdminCourse[] = [];
    for (const { course } of await this.courses.list(clubId)) {
      const row = lock ? await this.courses.course(tx, clubId, course.id, true) : course;
      if (row) views.push(await courseView(this.courses, tx, row));
    }
    return views;
  }

  async preview(auth: Auth, req: CourseImportRequest): Promise<CourseImportPreview> {
    await this.context.requireRole(auth, COURSE_ROLE);
    const cells = readCourseCsv(req.content);
    return transaction(this.imports.db, async (tx) => {
      const rows = planCourseImport(cells, await this.existing(tx, auth.clubId));
      const id = await this.imports.insert(tx, auth.clubId, {
        fileName: req.file_name,
        createdBy: auth.relatieId,
        rows,
      });
      return { import_id: id, rows: rows.map(({ input: _input, ...row }) => row) };
    });
  }

  async apply(auth: Auth, importId: number): Promise<CourseImportResult> {
    await this.context.requireRole(auth, COURSE_ROLE);
    return transaction(this.imports.db, async (tx) => {
      const imp = await this.imports.forApply(tx, auth.clubId, importId);
      if (!imp) throw notFound('import');
      if (imp.applied_at || imp.undone_at) throw stale();
      const known = new Map(
        (await this.existing(tx, auth.clubId, true)).map((c) => [key(c.name), c]),
      );
      const result = { courses_created: 0, tees_created: 0, tees_changed: 0 };
      const undo = { courses: [] as number[], tees: [] as number[], changed: [] as unknown[] };
      const reRated = new Set<number>();
      // The courses made on the federation's rating id: their first rating set is that id.
      const federationRated = new Set<number>();
      if (imp.rows.some((r) => r.new_course && r.input?.course.handicap_id !== undefined))
        await this.courses.lockRatingIds(tx, auth.clubId);
      const touched: number[] = [];
      const record = (
        entity: AuditEntity,
        recordId: number,
        action: 'create' | 'update',
        before: unknown,
        after: unknown,
      ) =>
        this.audit.recordBy(tx, auth, {
          entity,
          recordId,
          action,
          before,
          after,
        });
      for (const row of imp.rows) {
        if (row.status === 'refused' || !row.input) continue;
        const { course, tee } = row.input;
        let target = known.get(key(course.name));
        const old = target?.tees.find((t) => key(t.naam) === key(tee.naam));
        if (statusNow(old, row) !== row.status) throw stale();
        if (row.status === 'unchanged') continue;
        if (!target) {
          const ratingId = course.handicap_id ?? null;
          if (
            ratingId !== null &&
            (await this.courses.ratingIdsTaken(tx, auth.clubId, [ratingId])).size
          )
            throw stale();
          const made = await this.courses.insertCourse(
            tx,
            auth.clubId,
            {
              name: course.name,
              holes: course.holes,
              hole_options: [...course.hole_options].sort((a, b) => a - b),
            },
            ratingId,
          );
          if (ratingId !== null) federationRated.add(made.id);
          target = await courseView(this.courses, tx, made);
          known.set(key(course.name), target);
          await record('course', made.id, 'create', null, target);
          undo.courses.push(made.id);
          result.courses_created++;
        }
        const rows = teeRows(tee);
        if (old) {
          await this.courses.updateTee(tx, auth.clubId, old.id, rows.tee, rows.holes);
          if (reRates(old, tee)) reRated.add(target.id);
          await record('tee', old.id, 'update', old, { id: old.id, ...tee });
          undo.changed.push(old);
          touched.push(old.id);
          result.tees_changed++;
        } else {
          const made = await this.courses.insertTee(
            tx,
            auth.clubId,
            target.id,
            rows.tee,
            rows.holes,
          );
          target.tees.push({ id: made.id, ...tee, in_use: false });
          reRated.add(target.id);
          await record('tee', made.id, 'create', null, { id: made.id, ...tee });
          undo.tees.push(made.id);
          result.tees_created++;
        }
      }
      for (const id of reRated)
        if (!federationRated.has(id)) await this.courses.newRatingSet(tx, auth.clubId, id);
      await this.imports.applied(tx, auth.clubId, importId, this.clock(), undo);
      afterCommit(() => this.caches.forget(auth.clubId, touched));
      return result;
    });
  }
}

/** The row's status against the courses as they are now (the preview's, unless they changed). */
function statusNow(old: AdminCourse['tees'][number] | undefined, row: PlannedRow) {
  if (!old) return 'new';
  return changesOf(old, row.input!.tee).length ? 'changed' : 'unchanged';
}
