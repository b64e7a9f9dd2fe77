import {
  fromWallMinutes,
  openFlights,
  scheduleProblems,
  toTenths,
  wallMinutes,
} from '@fairway/golf';
import type { AdminMatch, AdminMatchInput } from '@fairway/contract';
import type { AdminMatchInput as InputSchema } from '@fairway/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { isCommittee, type Auth } from '../../club-context/caller';
import type { MembersRepository } from '../members';
import { pendingMatchResult } from '../scorecards';
import type { MatchHolds } from '../tee-blocks';
import type { MatchAdminRepository } from './match-admin.repository';
import { conflict, isOpen, wall, type MatchAdminReads } from './match-admin-reads';

type Input = z.output<typeof InputSchema>;
export type { AdminMatchInput };

const tenths = (v: number | null) => (v === null ? null : toTenths(v));

const SCHEDULE_MESSAGES = {
  DATE_PASSED: 'the match day has passed',
  SIGN_UP_CLOSED: 'sign-up would close in the past',
} as const;

/** A new or changed schedule that lies in the past is refused, on its field (schedule.ts). */
function refuseSchedule(
  input: { aanvang: string; inschrijvingsstop: string },
  now: string,
  before?: { aanvang: string; inschrijvingsstop: string },
) {
  const problems = scheduleProblems(input, now, before);
  if (problems.length)
    throw new AppError(
      'VALIDATION',
      problems.map((p) => SCHEDULE_MESSAGES[p.problem]).join('; '),
      problems.map((p) => ({ field: p.field, message: SCHEDULE_MESSAGES[p.problem] })),
    );
}

/**
 * The committee's matches themselves (role match_committee): the list, a match, its form (create
 * and edit, with its tees, categories and products) and its sign-up window (close, open again).
 * The start list, the processing and results, the cards and the desk each have a service of their
 * own beside this one. The club comes from the session; another club's match is a 404; a member
 * who is not an admin gets 403 before anything is read.
 */
export class MatchAdminService {
  constructor(
    private readonly repo: MatchAdminRepository,
    private readonly members: MembersRepository,
    private readonly reads: MatchAdminReads,
    private readonly holds: Pick<MatchHolds, 'release'>,
  ) {}

  /** Whether the caller is on the committee (the app shows the committee's menu entry by it). */
  async rights(auth: Auth) {
    const m = await this.members.findById(auth.clubId, auth.relatieId);
    return { wedstrijden: isCommittee(m), roles: [...(m?.roles ?? [])] };
  }

  async list(auth: Auth) {
    const now = await this.reads.requireAdmin(auth);
    const rows = await this.repo.list(auth.clubId);
    return rows.map(({ match: m, course_naam }) => ({
      id: m.id,
      naam: m.naam,
      aanvang: wall(m.aanvang),
      course_naam,
      deelnemers: m.deelnemers,
      max_deelnemers: m.max_deelnemers,
      startlijst_vrijgegeven: m.startlijst_vrijgegeven,
      verwerkt: m.verwerkt,
      publiceer_uitslag: m.publiceer_uitslag,
      open: isOpen(m, now),
      inschrijvingsstart: wall(m.inschrijvingsstart),
    }));
  }

  async get(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.reads.view(
      this.repo,
      auth.clubId,
      await this.reads.match(this.repo, auth, id),
      now,
    );
  }

  /** The values of a match's own row from the input. */
  private async checked(repo: MatchAdminRepository, auth: Auth, input: Input) {
    if (!(await repo.courseName(auth.clubId, input.course_id)))
      throw new AppError('VALIDATION', 'not a course of this club', [
        { field: 'course_id', message: 'not a course of this club' },
      ]);
    const courseTees = new Set(await repo.courseTees(auth.clubId, input.course_id));
    input.tees.forEach((t, i) => {
      if (!courseTees.has(t.tee_id))
        throw new AppError('VALIDATION', 'not a tee of this course', [
          { field: `tees.${i}.tee_id`, message: 'not a tee of this course' },
        ]);
    });
    return {
      naam: input.naam,
      omschrijving: input.omschrijving,
      course_id: input.course_id,
      aanvang: input.aanvang,
      holes: input.holes,
      wedstrijdvorm: input.wedstrijdvorm,
      spelers: input.spelers,
      uitslag: input.uitslag,
      inschrijvingsvorm: input.inschrijvingsvorm,
      inschrijvingsstart: input.inschrijvingsstart,
      inschrijvingsstop: input.inschrijvingsstop,
      max_deelnemers: input.max_deelnemers,
      spelers_per_flight: input.spelers_per_flight,
      aantal_gastspelers_inschrijven: input.aantal_gastspelers_inschrijven,
      direct_in_flight_inschrijven: input.direct_in_flight_inschrijven,
      qualifying: input.qualifying,
      inschrijfgeld_cents: input.inschrijfgeld_cents,
      ideal_betalingen: input.ideal_betalingen,
      uitschrijven_restitutie: input.uitschrijven_restitutie,
    };
  }

  private async children(repo: MatchAdminRepository, clubId: number, id: number, input: Input) {
    await repo.replaceTees(clubId, id, input.tees);
    const categoriesOk = await repo.syncCategories(
      clubId,
      id,
      input.categories.map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        naam: c.naam,
        handicap_min_tenths: tenths(c.handicap_min),
        handicap_max_tenths: tenths(c.handicap_max),
        geslacht: c.geslacht,
      })),
    );
    if (!categoriesOk)
      throw new AppError('VALIDATION', 'not a category of this match', [
        { field: 'categories', message: 'not a category of this match' },
      ]);
    const productsOk = await repo.syncProducts(clubId, id, input.products);
    if (!productsOk)
      throw new AppError('VALIDATION', 'not a product of this match', [
        { field: 'products', message: 'not a product of this match' },
      ]);
  }

  async create(auth: Auth, input: Input): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    refuseSchedule(input, now);
    return this.repo.transaction(async (repo) => {
      const id = await repo.insert(auth.clubId, await this.checked(repo, auth, input));
      await this.children(repo, auth.clubId, id, input);
      await this.layOutFlights(repo, auth.clubId, id, input, false);
      return this.answer(repo, auth.clubId, id, now);
    });
  }

  async update(auth: Auth, id: number, input: Input): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is processed; it can no longer be changed');
      refuseSchedule(input, now, {
        aanvang: wall(m.aanvang),
        inschrijvingsstop: wall(m.inschrijvingsstop),
      });
      if (input.max_deelnemers < m.deelnemers)
        throw new AppError('VALIDATION', 'the field holds more players already', [
          {
            field: 'max_deelnemers',
            message: `at least ${m.deelnemers}: players already signed up`,
          },
        ]);
      await repo.update(auth.clubId, id, await this.checked(repo, auth, input));
      // Its members' submitted cards say whether they will be processed with it.
      if (input.qualifying !== m.qualifying)
        await repo.setUnprocessedCardsResult(
          auth.clubId,
          id,
          pendingMatchResult(m.qualifying),
          pendingMatchResult(input.qualifying),
        );
      try {
        await repo.transaction((inner) => this.children(inner, auth.clubId, id, input));
      } catch (e) {
        if (e instanceof AppError) throw e;
        throw conflict('a category or product that players chose cannot be removed', 'categories');
      }
      const moved =
        input.course_id !== m.course_id ||
        input.aanvang.slice(0, 10) !== wall(m.aanvang).slice(0, 10);
      // A drawn list starts where the match did (the draw's first time is its start unless the
      // committee chose another): at a new start time its flights and held times would stay
      // where the match no longer starts, so it is drawn again like a moved one.
      const redraw =
        moved || (!m.direct_in_flight_inschrijven && input.aanvang !== wall(m.aanvang));
      // A later close opens sign-up again: as with reopening, not over a drawn list that stays (a
      // sign-up then would be in the field without a start time).
      if (
        !redraw &&
        !m.direct_in_flight_inschrijven &&
        input.inschrijvingsstop > now &&
        (await repo.flights(auth.clubId, id)).length > 0
      )
        throw conflict('a start list is drawn: sign-up cannot open again', 'inschrijvingsstop');
      // The old day's sheet is open again either way (a draw holds the new day's); flights the
      // members chose themselves (direct flight sign-up) stay theirs, a drawn list goes.
      if (redraw) {
        if (!m.direct_in_flight_inschrijven) await this.undraw(repo, auth, id);
        await this.holds.release(repo.db, auth, id);
      }
      await this.layOutFlights(repo, auth.clubId, id, input, m.direct_in_flight_inschrijven);
      // A larger field takes in those waiting first: otherwise they stay reserves while the next
      // sign-up, which may join the field only when nobody waits, goes to the list behind them.
      if (input.max_deelnemers > m.max_deelnemers && m.reserves > 0) {
        const waiting = (await repo.teams(auth.clubId, id)).filter((t) => t.reservelijst);
        if ((await repo.promoteReserves(auth.clubId, id)) > 0)
          await this.reads.events?.reservesMoved(
            repo.db,
            auth.clubId,
            id,
            waiting.map((t) => t.id),
          );
      }
      return this.answer(repo, auth.clubId, id, now);
    });
  }

  /**
   * A match moved to another day, course or start time: its drawn start list was planned against
   * the old one, so it goes (members no longer see it); the committee draws again, where the
   * draw asks about the bookings it covers.
   */
  private async undraw(repo: MatchAdminRepository, auth: Auth, id: number) {
    if ((await repo.flights(auth.clubId, id)).length === 0) return;
    await repo.replaceFlights(auth.clubId, id, []);
    await repo.update(auth.clubId, id, { startlijst_vrijgegeven: false });
    await this.reads.events?.startList(repo.db, auth.clubId, id, false);
  }

  /**
   * A match with direct flight sign-up offers its members flights to choose from the start
   * (golf's openFlights: from its start at the course's intervals, enough for a full field), laid
   * out again at every save while no team sits in one, so a moved start or a larger field moves
   * them; once a team does, they stay (the committee's draw is what rearranges seated teams).
   * Turned off before anyone chose, the empty flights go.
   */
  private async layOutFlights(
    repo: MatchAdminRepository,
    clubId: number,
    id: number,
    input: Input,
    wasDirect: boolean,
  ) {
    if (!input.direct_in_flight_inschrijven && !wasDirect) return;
    const flights = await repo.flights(clubId, id);
    if (flights.some((f) => f.teams > 0)) return;
    const wanted = input.direct_in_flight_inschrijven
      ? openFlights(
          { ...input, start: input.aanvang.slice(11, 16) },
          await repo.courseIntervals(clubId, input.course_id),
        )
      : [];
    await repo.replaceFlights(
      clubId,
      id,
      wanted.map((f) => ({ ...f, starttee: 1, teamIds: [] })),
    );
  }

  /** Sign-up closes now (the window ends a minute ago; a window already closed stays). */
  async close(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      // The window's last minute becomes the one before now (a sign-up at its last minute still
      // counts, match_sign_up), so from now on sign-up is closed.
      const [date, time] = now.split(' ') as [string, string];
      const before = fromWallMinutes(wallMinutes({ date, time }) - 1);
      const stop = `${before.date} ${before.time}`;
      if (wall(m.inschrijvingsstop) > stop) {
        const start = wall(m.inschrijvingsstart) > stop ? stop : wall(m.inschrijvingsstart);
        await repo.update(auth.clubId, id, { inschrijvingsstop: stop, inschrijvingsstart: start });
      }
      return this.answer(repo, auth.clubId, id, now);
    });
  }

  /**
   * Sign-up opens again, until the match starts (the committee may edit the close): only before a
   * start list is drawn (a sign-up after it would have no start time) and before the match day's
   * start has passed.
   */
  async reopen(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.reads.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.reads.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is processed');
      if (wall(m.aanvang) <= now) throw conflict('the match has started');
      // The flights of direct flight sign-up are the members' to choose, not a drawn list.
      if (!m.direct_in_flight_inschrijven && (await repo.flights(auth.clubId, id)).length > 0)
        throw conflict('a start list is drawn: sign-up cannot open again');
      if (wall(m.inschrijvingsstop) < wall(m.aanvang))
        await repo.update(auth.clubId, id, { inschrijvingsstop: wall(m.aanvang) });
      return this.answer(repo, auth.clubId, id, now);
    });
  }

  /**
   * The match as the committee sees it after a change of its row, whose sign-up window may have
   * moved: the reminder before sign-up closes follows it in the same transaction.
   */
  private async answer(repo: MatchAdminRepository, clubId: number, id: number, now: string) {
    const m = (await repo.find(clubId, id))!;
    await this.reads.events?.scheduleChanged(repo.db, m);
    return this.reads.view(repo, clubId, m, now);
  }
}
