import type { Country, Course, Hole, Tee } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { MembersRepository } from '../members';
import { cardHoles } from '../scorecards/card-layout';
import type { CourseRow, CoursesRepository, TeeRow } from './courses.repository';
import { playingHandicap, ratingsFor, ratingsOfHoles } from './tee-ratings';

const toCourse = (c: CourseRow): Course => ({
  id: c.id,
  name: c.name,
  holes: c.holes,
  hole_options: c.hole_options,
  handicap_id: c.handicap_id,
});

/** Which club's course a call names: the own club's, or (`foreign`) one off the platform. */
export interface Where {
  foreign: boolean;
}

/**
 * A match team's playing handicaps (matches' GET /api/team/{id}/phcp): the side's for a team form,
 * else each player's own with the form's allowance. 404 for a team of another club.
 */
export type TeamHandicaps = (
  auth: Auth,
  teamId: number,
) => Promise<{
  team_playing_handicap: number | null;
  players: { id: number | null; tee_id: number | null; playing_handicap: number | null }[];
}>;

/** Courses, tees and holes of the own club and of clubs not on the platform (foreign cards). */
export class CoursesService {
  private teams: TeamHandicaps | undefined;

  constructor(
    private readonly courses: CoursesRepository,
    private readonly members: MembersRepository,
  ) {}

  /** Wires the match teams (made after the courses; app.ts). */
  useTeams(teams: TeamHandicaps): void {
    this.teams = teams;
  }

  private async member(auth: Auth) {
    const m = await this.members.findById(auth.clubId, auth.relatieId);
    if (!m) throw notFound('member');
    return m;
  }

  private toTee(t: TeeRow, geslacht: 'm' | 'v'): Tee {
    const r = ratingsFor(t, geslacht);
    return {
      id: t.id,
      naam: t.naam,
      kleur: t.kleur,
      inverse_kleur: t.inverse_kleur,
      course_rating: r.crTenths / 10,
      slope_rating: r.sr,
      par: r.par,
    };
  }

  async list(auth: Auth): Promise<Course[]> {
    return (await this.courses.courses(auth.clubId)).map(toCourse);
  }

  async course(auth: Auth, id: number): Promise<Course> {
    const c = await this.courses.course(auth.clubId, id);
    if (!c) throw notFound('course');
    return toCourse(c);
  }

  /** Courses of a club that is not on the platform (GET /api/clubs/foreign/{id}/courses). */
  async foreignClubCourses(clubId: number): Promise<Course[]> {
    const rows = await this.courses.courses(clubId);
    const first = rows[0] && (await this.courses.foreignCourse(rows[0].id));
    if (!first) return [];
    return rows.map(toCourse);
  }

  /** A course of the own club, or with `foreign` of a club not on the platform. */
  private async courseOf(auth: Auth, id: number, where: Where) {
    const c = where.foreign
      ? await this.courses.foreignCourse(id)
      : await this.courses.course(auth.clubId, id);
    if (!c) throw notFound('course');
    return c;
  }

  async tees(auth: Auth, courseId: number, where: Where): Promise<Tee[]> {
    const [course, m] = await Promise.all([
      this.courseOf(auth, courseId, where),
      this.member(auth),
    ]);
    return (await this.courses.tees(course.club_id, course.id)).map((t) =>
      this.toTee(t, m.geslacht),
    );
  }

  /**
   * The holes of a tee with the strokes the member receives there from their current index
   * (course handicap, Rule 6.1): what the keypad and the course info show.
   */
  /**
   * The holes of a tee with the strokes received (ES) from the member's playing handicap; with
   * `team_id` (a match team of the club, 404 otherwise) from the team's: the side's playing
   * handicap for a team form (foursomes, greensomes, scramble), else the member's own in that
   * team with the form's allowance. A team the member is not in, under a form where each plays
   * their own ball, has no one handicap for the holes: 404, as the team would be to them. Those
   * handicaps hold for the tees the team's players play from (of the match's course): another
   * tee is a 400 naming `team_id`, not strokes computed for a course the team does not play.
   */
  async holes(
    auth: Auth,
    ids: { course: number; tee: number },
    opts: Where & { holes?: 9 | 18 | undefined; teamId?: number | undefined },
  ): Promise<Hole[]> {
    const [course, m, team] = await Promise.all([
      this.courseOf(auth, ids.course, opts),
      this.member(auth),
      opts.teamId === undefined ? undefined : this.teamHandicap(auth, opts.teamId),
    ]);
    const tee = await this.courses.tee(course.club_id, course.id, ids.tee);
    if (!tee) throw notFound('tee');
    if (team && !team.tees.has(tee.id))
      throw new AppError('VALIDATION', 'the team does not play from this tee', [
        { field: 'team_id', message: 'the team does not play from this tee' },
      ]);
    const rows = await this.courses.holes(course.club_id, tee.id);
    const n = (opts.holes ?? (course.holes === 9 ? 9 : 18)) as 9 | 18;
    const r = ratingsOfHoles(tee, m.geslacht, n, course.holes, rows);
    const ch = team?.handicap ?? playingHandicap(m.handicap_tenths, r, n);
    return cardHoles({ aantal_holes: n, playing_handicap: ch }, rows, new Map());
  }

  /** The handicap the member's strokes come from in a team, and the tees its players play from. */
  private async teamHandicap(
    auth: Auth,
    teamId: number,
  ): Promise<{ handicap: number; tees: Set<number> }> {
    if (!this.teams) throw new Error('the match teams are not wired');
    const t = await this.teams(auth, teamId);
    const own = t.players.find((p) => p.id === auth.relatieId)?.playing_handicap ?? null;
    const ph = t.team_playing_handicap ?? own;
    if (ph === null) throw notFound('team');
    const tees = new Set(t.players.flatMap((p) => (p.tee_id === null ? [] : [p.tee_id])));
    return { handicap: ph, tees };
  }

  async countries(): Promise<Country[]> {
    return (await this.courses.countries()).map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      ngf_approved: c.ngf_approved ? '1' : '0',
    }));
  }
}
