import type {
  CourseInfoResponse,
  CourseStatus,
  CourseStatusRequest,
  InfoTee,
} from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { CourseStatusRepository, CourseStatusRow } from './course-status.repository';
import type { CoursesRepository, TeeRow } from './courses.repository';
import { ratingsFor } from './tee-ratings';

/** spec §3 has_baan off: the club has no course of its own to show or to set a status for. */
export const noOwnCourse = () =>
  new AppError('NO_OWN_COURSE', 'this club has no course of its own');

const toStatus = (r: CourseStatusRow): CourseStatus => ({
  open: r.open,
  winter_greens: r.winter_greens,
  buggies: r.buggies,
  trolleys: r.trolleys,
  set_at: r.set_at.toISOString(),
});

/**
 * Course information (spec §2 /app/course, tab info): each course's tees with their ratings per
 * gender and their holes, and — where the club has course status — today's status, which the
 * tee-sheet manager (role tee_sheet_manager) sets.
 */
export class CourseInfoService {
  constructor(
    private readonly courses: CoursesRepository,
    private readonly status: CourseStatusRepository,
    private readonly context: ClubContext,
  ) {}

  /** The member's club; 404 NO_OWN_COURSE where it has no course of its own (spec §3 has_baan). */
  private async club(auth: Auth) {
    const c = await this.context.club(auth.clubId);
    if (!c.config.has_baan) throw noOwnCourse();
    return c;
  }

  private today(timezone: string): string {
    return this.context.nowIn(timezone).date;
  }

  async info(auth: Auth): Promise<CourseInfoResponse> {
    const [{ club, config }, committee, rows] = await Promise.all([
      this.club(auth),
      this.context.hasRole(auth, 'tee_sheet_manager'),
      this.courses.courses(auth.clubId),
    ]);
    const statuses = config.has_baanstatus
      ? new Map(
          (await this.status.ofDay(auth.clubId, this.today(club.timezone))).map((s) => [
            s.course_id,
            toStatus(s),
          ]),
        )
      : new Map<number, CourseStatus>();
    const courses = [];
    for (const course of rows) {
      const tees: InfoTee[] = [];
      for (const tee of await this.courses.tees(course.club_id, course.id)) {
        tees.push(await this.teeOf(tee));
      }
      courses.push({
        id: course.id,
        name: course.name,
        holes: course.holes,
        tees,
        status: statuses.get(course.id) ?? null,
      });
    }
    return { courses, can_set_status: config.has_baanstatus && committee };
  }

  private async teeOf(tee: TeeRow): Promise<InfoTee> {
    const holes = await this.courses.holes(tee.club_id, tee.id);
    return {
      id: tee.id,
      naam: tee.naam,
      kleur: tee.kleur,
      inverse_kleur: tee.inverse_kleur,
      ratings: (['m', 'v'] as const).map((geslacht) => {
        const r = ratingsFor(tee, geslacht);
        return { geslacht, course_rating: r.crTenths / 10, slope_rating: r.sr, par: r.par };
      }),
      holes: holes.map((h) => ({ hole_nr: h.hole_nr, par: h.par, si: h.si, lengte: h.lengte })),
    };
  }

  /**
   * POST /api/courses/{id}/status: the tee-sheet manager sets today's status of one of its club's
   * courses. 404 NO_OWN_COURSE for a club without a course of its own; 403 for a member who is
   * not its tee-sheet manager or a club without course status.
   */
  async setStatus(auth: Auth, courseId: number, body: CourseStatusRequest): Promise<CourseStatus> {
    const [{ club, config }, committee, course] = await Promise.all([
      this.club(auth),
      this.context.hasRole(auth, 'tee_sheet_manager'),
      this.courses.course(auth.clubId, courseId),
    ]);
    if (!config.has_baanstatus) {
      throw new AppError('FORBIDDEN', 'this club has no course status');
    }
    if (!committee) throw new AppError('FORBIDDEN', 'only the tee-sheet manager sets the status');
    if (!course) throw notFound('course');
    const row: CourseStatusRow = {
      club_id: auth.clubId,
      course_id: course.id,
      datum: this.today(club.timezone),
      ...body,
      set_at: this.context.clock(),
      set_by: auth.relatieId,
    };
    await this.status.set(row);
    return toStatus(row);
  }
}
