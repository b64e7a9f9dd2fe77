import {
  clockMinutes,
  crossesOver,
  drawStartList,
  formatClock,
  GolfInputError,
  roundMinutes,
  type DrawEntry,
  type WallClock,
} from '@fairway/golf';
import type { AdminMatch, DrawPreview, DrawRequest } from '@fairway/contract';
import { AppError } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { CoursesRepository } from '../courses';
import type { MatchHold, MatchHolds } from '../tee-blocks';
import type { MatchAdminRepository } from './match-admin.repository';
import { conflict, wall, type MatchAdminReads } from './match-admin-reads';

/**
 * The committee's start list: the draw over the sign-ups in the field, publishing it to the
 * members and withdrawing it again.
 */
/** A wall-clock time ('YYYY-MM-DD HH:mm') as the tee sheet's date and time. */
const clockOf = (wallTime: string): WallClock => ({
  date: wallTime.slice(0, 10),
  time: wallTime.slice(11, 16),
});

type Match = Awaited<ReturnType<MatchAdminReads['match']>>;

/** The draw as planned, nothing written: the flights and the times they hold on the tee sheet. */
interface DrawPlan {
  flights: Parameters<MatchAdminRepository['replaceFlights']>[2];
  hold: MatchHold | null;
  preferenceNotMet: number[];
}

export class MatchStartListService {
  constructor(
    private readonly repo: MatchAdminRepository,
    private readonly courses: CoursesRepository,
    private readonly reads: MatchAdminReads,
    /** The tee sheet held for the drawn flights (modules/tee-blocks). */
    private readonly holds: MatchHolds,
  ) {}

  /**
   * The start-list draw (packages/golf drawStartList) over the sign-ups in the field: the flights
   * replace any earlier draw, and the tee sheet is held for the match from the first start until
   * the last start's interval has passed, over the members' bookings in those times as
   * `req.bookings` says (kept unless 'cancel'). The same registrations and options give the same
   * list, so repeating it changes nothing. Only once sign-up has closed, and never after
   * processing.
   */
  async draw(auth: Auth, id: number, req: DrawRequest): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    const holes = await this.courseHoles(
      auth,
      (await this.reads.match(this.repo, auth, id)).course_id,
    );
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      const plan = await this.plan(repo, auth, m, req, holes, now);
      await repo.replaceFlights(auth.clubId, id, plan.flights);
      if (plan.hold)
        await this.holds.hold(repo.db, auth, plan.hold, req.bookings ?? 'keep', clockOf(now));
      const view = await this.reads.view(repo, auth.clubId, m, now);
      return { ...view, preference_not_met: plan.preferenceNotMet };
    });
  }

  /**
   * The members' bookings in the times the draw (as `req`) would hold, still to be played; the same
   * refusals as the draw, and nothing drawn or written.
   */
  async preview(auth: Auth, id: number, req: DrawRequest): Promise<DrawPreview> {
    const now = await this.reads.requireAdmin(auth);
    const m = await this.reads.match(this.repo, auth, id);
    const holes = await this.courseHoles(auth, m.course_id);
    const plan = await this.plan(this.repo, auth, m, req, holes, now);
    return {
      bookings: plan.hold
        ? await this.holds.preview(this.repo.db, auth, plan.hold, clockOf(now))
        : [],
    };
  }

  /** The holes of the match's course (18 when it has none): a shotgun's flights per hole. */
  private async courseHoles(auth: Auth, courseId: number): Promise<number> {
    return (await this.courses.course(auth.clubId, courseId))?.holes ?? 18;
  }

  /** The draw over the match's field as `req` asks, refused as the draw is; nothing written. */
  private async plan(
    repo: MatchAdminRepository,
    auth: Auth,
    m: Match,
    req: DrawRequest,
    courseHoles: number,
    now: string,
  ): Promise<DrawPlan> {
    if (m.verwerkt) throw conflict('the match is processed');
    if (wall(m.inschrijvingsstop) > now) throw conflict('close sign-up before the draw');
    // Members may have read their start times: the list is withdrawn first, on purpose.
    if (m.startlijst_vrijgegeven)
      throw conflict('withdraw the published start list before drawing again');
    const [teams, regs] = await Promise.all([
      repo.teams(auth.clubId, m.id),
      repo.registrations(auth.clubId, m.id),
    ]);
    const inField = new Set(teams.filter((t) => !t.reservelijst).map((t) => t.id));
    const order = new Map(teams.map((t) => [t.id, t.volgnummer]));
    const entries: DrawEntry[] = regs
      .filter((r) => inField.has(r.team_id))
      .map((r) => ({
        id: r.id,
        handicapTenths: r.guest_handicap_tenths ?? r.handicap_tenths ?? 540,
        signupOrder: order.get(r.team_id) ?? 0,
        preference: r.vroeglaat === 'vroeg' ? 'early' : r.vroeglaat === 'laat' ? 'late' : null,
        teamId: r.team_id,
      }));
    const perFlight = req.players_per_flight ?? Math.min(4, m.spelers_per_flight * m.spelers);
    let drawn;
    try {
      drawn = drawStartList(entries, {
        order: req.order,
        start: req.start,
        firstTime: req.first_time,
        intervalMinutes: req.interval_minutes,
        playersPerFlight: perFlight,
        courseHoles,
        ...(req.second_tee ? { secondTee: req.second_tee } : {}),
      });
    } catch (e) {
      if (e instanceof GolfInputError) {
        const field = fieldOfDraw(e.field);
        throw new AppError('VALIDATION', e.message, [{ field, message: e.message }]);
      }
      throw e;
    }
    const teamOf = new Map(regs.map((r) => [r.id, r.team_id]));
    const flights = drawn.flights.map((f) => {
      const teamIds = [...new Set(f.entries.map((e) => teamOf.get(e)!))];
      return {
        nummer: f.number,
        starttijd: f.time,
        starttee: f.tee,
        capacity: Math.max(m.spelers_per_flight, teamIds.length),
        teamIds,
      };
    });
    let hold: MatchHold | null = null;
    if (drawn.flights.length) {
      const last = clockMinutes(drawn.flights.at(-1)!.time)!;
      const until =
        req.start === 'shotgun'
          ? Math.min(last + roundMinutes(m.holes), 1439)
          : Math.min(last + req.interval_minutes, 1439);
      hold = {
        matchId: m.id,
        courseId: m.course_id,
        date: clockOf(wall(m.aanvang)).date,
        from: drawn.flights[0]!.time,
        until: formatClock(until),
        // A shotgun's hold lasts the whole round; two tees' flights from tee 10 come round to
        // tee 1 after nine holes, where members must not be booked either.
        crossing:
          req.start === 'two_tees'
            ? drawn.flights.filter((f) => crossesOver(f.tee, m.holes)).map((f) => f.time)
            : [],
        intervalMinutes: req.interval_minutes,
      };
    }
    return { flights, hold, preferenceNotMet: drawn.preferenceNotMet };
  }

  /** Publishes the start list (startlijst_vrijgegeven): members then see the starters tab. */
  async publishStartList(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if ((await repo.flights(auth.clubId, id)).length === 0)
        throw conflict('draw the start list before publishing it');
      await repo.update(auth.clubId, id, { startlijst_vrijgegeven: true });
      await this.reads.events?.startList(repo.db, auth.clubId, id, true);
      return this.reads.view(repo, auth.clubId, { ...m, startlijst_vrijgegeven: true }, now);
    });
  }

  /** Members no longer see the start list; it may be drawn again. Not once processed. */
  async withdrawStartList(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is processed: undo the processing first');
      await repo.update(auth.clubId, id, { startlijst_vrijgegeven: false });
      await this.reads.events?.startList(repo.db, auth.clubId, id, false);
      return this.reads.view(repo, auth.clubId, { ...m, startlijst_vrijgegeven: false }, now);
    });
  }
}

/** The draw's option names on the wire. */
function fieldOfDraw(field: string): string {
  const map: Record<string, string> = {
    order: 'order',
    start: 'start',
    firstTime: 'first_time',
    intervalMinutes: 'interval_minutes',
    playersPerFlight: 'players_per_flight',
    secondTee: 'second_tee',
  };
  return map[field] ?? field;
}
