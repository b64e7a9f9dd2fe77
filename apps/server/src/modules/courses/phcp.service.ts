import type { HandicapInfo, PhcpResponse, PhcpTee, TeeHandicapLine } from '@fairway/contract';
import {
  BEGINNER_INDEX_TENTHS,
  indexTenthsFromParts,
  PLAY_FORMAT_ALLOWANCE,
  teeHandicaps,
  type PlayFormat,
} from '@fairway/golf';
import { notFound } from '../../errors';
import type { Auth } from '../auth/auth.service';
import type { ClubRepository } from '../club/club.repository';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import type { CourseRow, CoursesRepository, TeeRow } from './courses.repository';
import { noOwnCourse } from './course-info.service';
import { ratingsOfHoles } from './tee-ratings';

const GENDERS = ['m', 'v'] as const;

/** The index the numbers are computed from, and where it came from. */
interface IndexUsed {
  tenths: number;
  source: HandicapInfo['source'];
}

/**
 * The playing-handicap calculator (spec §1, §7 /api/courses/phcp): Course and Playing Handicap on
 * every tee of the club's courses, per gender and for 18 and (where played) 9 holes, from the
 * member's index or one typed in, with the allowance of the chosen format.
 */
export class PhcpService {
  constructor(
    private readonly courses: CoursesRepository,
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
  ) {}

  private async member(auth: Auth): Promise<MemberRow> {
    const m = await this.members.findById(auth.clubId, auth.relatieId);
    if (!m) throw notFound('member');
    return m;
  }

  /** The member's own index; a player without one plays off 54.0 (NGF beginners). */
  private static ownIndex(m: MemberRow): IndexUsed {
    return m.handicap_tenths === null
      ? { tenths: BEGINNER_INDEX_TENTHS, source: 'beginner' }
      : { tenths: m.handicap_tenths, source: 'own' };
  }

  /** GET /api/courses/phcp: from the member's own index. */
  async own(auth: Auth, q: { format: PlayFormat; course_id?: number | undefined }) {
    const m = await this.member(auth);
    return this.clubTees(auth, m, PhcpService.ownIndex(m), q);
  }

  /** POST /api/courses/phcp/calculate: from an index typed as whole number and tenth. */
  async calculate(
    auth: Auth,
    body: { integer: string; fraction: string; format: PlayFormat; course_id?: number | undefined },
  ) {
    const tenths = indexTenthsFromParts(body.integer, body.fraction);
    const m = await this.member(auth);
    return this.clubTees(auth, m, { tenths, source: 'typed' }, body);
  }

  /** GET /api/foreign/courses/{id}/tees/{tee}/phcp: one tee of a club off the platform. */
  async foreignTee(
    auth: Auth,
    ids: { course: number; tee: number },
    format: PlayFormat,
  ): Promise<PhcpResponse> {
    const [course, m] = await Promise.all([
      this.courses.foreignCourse(ids.course),
      this.member(auth),
    ]);
    if (!course) throw notFound('course');
    const tee = await this.courses.tee(course.club_id, course.id, ids.tee);
    if (!tee) throw notFound('tee');
    const index = PhcpService.ownIndex(m);
    return {
      tees: [await this.teeOf(course, tee, index.tenths, format)],
      handicap_info: this.info(m, index, format),
    };
  }

  private async clubTees(
    auth: Auth,
    m: MemberRow,
    index: IndexUsed,
    q: { format: PlayFormat; course_id?: number | undefined },
  ): Promise<PhcpResponse> {
    // The club's tees only where the club has a course of its own (spec §3 has_baan); a member of
    // a club without one still gets a foreign tee's figures (foreignTee).
    const club = await this.clubs.config(auth.clubId);
    if (!club) throw notFound('club');
    if (!club.config.has_baan) throw noOwnCourse();
    let courses = await this.courses.courses(auth.clubId);
    if (q.course_id !== undefined) {
      courses = courses.filter((c) => c.id === q.course_id);
      if (courses.length === 0) throw notFound('course');
    }
    const tees: PhcpTee[] = [];
    for (const course of courses) {
      for (const tee of await this.courses.tees(course.club_id, course.id)) {
        tees.push(await this.teeOf(course, tee, index.tenths, q.format));
      }
    }
    return { tees, handicap_info: this.info(m, index, q.format) };
  }

  private info(m: MemberRow, index: IndexUsed, format: PlayFormat): HandicapInfo {
    return {
      index: index.tenths / 10,
      source: index.source,
      format,
      allowance: PLAY_FORMAT_ALLOWANCE[format],
      geslacht: m.geslacht,
    };
  }

  /** One tee's lines: both genders, 18 holes and, where the course offers them, 9. */
  private async teeOf(
    course: CourseRow,
    tee: TeeRow,
    indexTenths: number,
    format: PlayFormat,
  ): Promise<PhcpTee> {
    const holeRows = await this.courses.holes(course.club_id, tee.id);
    const counts: (9 | 18)[] =
      course.holes === 9 ? [9] : course.hole_options.includes(9) ? [18, 9] : [18];
    const lines: TeeHandicapLine[] = [];
    for (const geslacht of GENDERS) {
      for (const holes of counts) {
        const r = ratingsOfHoles(tee, geslacht, holes, course.holes, holeRows);
        const ratings = { holes, courseRating: r.crTenths / 10, slopeRating: r.sr, par: r.par };
        const hc = teeHandicaps(indexTenths, ratings, format);
        lines.push({
          geslacht,
          holes,
          course_rating: ratings.courseRating,
          slope_rating: r.sr,
          par: r.par,
          course_handicap: hc.courseHandicap,
          playing_handicap: hc.playingHandicap,
        });
      }
    }
    return {
      course_id: course.id,
      course_name: course.name,
      id: tee.id,
      naam: tee.naam,
      kleur: tee.kleur,
      inverse_kleur: tee.inverse_kleur,
      lines,
    };
  }
}
