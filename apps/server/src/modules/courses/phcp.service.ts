import type { HandicapInfo, PhcpResponse, PhcpTee, TeeHandicapLine } from '@fairway/contract';
import {
  BEGINNER_INDEX_TENTHS,
  GolfInputError,
  indexTenthsFromParts,
  isSideFormat,
  PLAY_FORMAT_ALLOWANCE,
  SIDE_FORMAT_ALLOWANCES,
  sideTeeHandicaps,
  teeHandicaps,
  type PlayFormat,
} from '@fairway/golf';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubRepository } from '../club';
import type { MemberRow, MembersRepository } from '../members';
import type { CourseRow, CoursesRepository, TeeRow } from './courses.repository';
import { noOwnCourse } from './course-info.service';
import { ratingsOfHoles } from './tee-ratings';

const GENDERS = ['m', 'v'] as const;

/** The index the numbers are computed from, and where it came from. */
interface IndexUsed {
  tenths: number;
  source: HandicapInfo['source'];
  /** A side format's partner, when the side's handicap is asked for. */
  partnerTenths?: number;
}

/** The partner's index from its two parts; a refusal names the partner's field. */
function partnerTenthsOf(partner: { integer: string; fraction: string }): number {
  try {
    return indexTenthsFromParts(partner.integer, partner.fraction);
  } catch (e) {
    if (e instanceof GolfInputError) {
      throw new GolfInputError(e.code, `partner.${e.field}`, e.message);
    }
    throw e;
  }
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

  /**
   * POST /api/courses/phcp/calculate: from an index typed as whole number and tenth; in foursomes
   * or greensome with the partner's index too, each line carries the side's Playing Handicap.
   */
  async calculate(
    auth: Auth,
    body: {
      integer: string;
      fraction: string;
      format: PlayFormat;
      course_id?: number | undefined;
      partner?: { integer: string; fraction: string } | undefined;
    },
  ) {
    const tenths = indexTenthsFromParts(body.integer, body.fraction);
    const index: IndexUsed = { tenths, source: 'typed' };
    if (body.partner) {
      if (!isSideFormat(body.format)) {
        throw new AppError('VALIDATION', 'a partner only in foursomes or greensome', [
          { field: 'partner', message: 'only for foursomes and greensome' },
        ]);
      }
      index.partnerTenths = partnerTenthsOf(body.partner);
    }
    const m = await this.member(auth);
    return this.clubTees(auth, m, index, body);
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
      tees: [await this.teeOf(course, tee, index, format)],
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
        tees.push(await this.teeOf(course, tee, index, q.format));
      }
    }
    return { tees, handicap_info: this.info(m, index, q.format) };
  }

  private info(m: MemberRow, index: IndexUsed, format: PlayFormat): HandicapInfo {
    const info: HandicapInfo = {
      index: index.tenths / 10,
      source: index.source,
      format,
      allowance: PLAY_FORMAT_ALLOWANCE[format],
      geslacht: m.geslacht,
    };
    if (index.partnerTenths !== undefined && isSideFormat(format)) {
      info.partner_index = index.partnerTenths / 10;
      info.side_allowances = [...SIDE_FORMAT_ALLOWANCES[format]];
    }
    return info;
  }

  /** One tee's lines: both genders, 18 holes and, where the course offers them, 9. */
  private async teeOf(
    course: CourseRow,
    tee: TeeRow,
    index: IndexUsed,
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
        const hc = teeHandicaps(index.tenths, ratings, format);
        const line: TeeHandicapLine = {
          geslacht,
          holes,
          course_rating: ratings.courseRating,
          slope_rating: r.sr,
          par: r.par,
          course_handicap: hc.courseHandicap,
          playing_handicap: hc.playingHandicap,
        };
        if (index.partnerTenths !== undefined && isSideFormat(format)) {
          // Nine holes: each index halved (Rule 6.1b), as for the player's own line.
          const side = sideTeeHandicaps(index.tenths, index.partnerTenths, ratings, format);
          line.side = {
            partner_course_handicap: side.partnerCourseHandicap,
            playing_handicap: side.playingHandicap,
          };
        }
        lines.push(line);
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
