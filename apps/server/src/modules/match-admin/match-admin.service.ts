import {
  clockMinutes,
  clubDateTime,
  drawStartList,
  formatClock,
  fromWallMinutes,
  wallMinutes,
  CARD_TYPE,
  GolfInputError,
  PROCESSING_RESULT,
  rankBetterBall,
  rankResults,
  roundMinutes,
  scheduleProblems,
  toTenths,
  type BetterBallCard,
  type DrawEntry,
  type RankedLine,
  type ResultCard,
  type ResultScoring,
} from '@fairway/golf';
import type {
  AdminCard,
  AdminCardRequest,
  AdminMatch,
  AdminMatchInput,
  DrawRequest,
  MatchCardRequest,
  MatchCardResponse,
} from '@fairway/contract';
import type { AdminMatchInput as InputSchema } from '@fairway/contract';
import { MATCH_REFUSAL } from '@fairway/contract';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../auth/auth.service';
import type { ClubRepository } from '../club/club.repository';
import type { CoursesRepository, HoleRow } from '../courses/courses.repository';
import { playingHandicap, ratingsOfHoles } from '../courses/tee-ratings';
import { processCard, unprocessCard } from '../handicap/handicap-processing';
import { cardHoles } from '../scorecards/card-layout';
import type { MembersRepository } from '../members/members.repository';
import type { CardCreateService } from '../scorecards/card-create.service';
import { ScorecardsRepository } from '../scorecards/scorecards.repository';
import type { MatchPriceService } from '../matches/match-price.service';
import type { PaymentsService } from '../payments/payments.service';
import type { MatchAdminRepository, MatchRow, ResultRow } from './match-admin.repository';

type Input = z.output<typeof InputSchema>;
export type { AdminMatchInput };

const tenths = (v: number | null) => (v === null ? null : toTenths(v));
const fromTenths = (v: number | null) => (v === null ? null : v / 10);
const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field ? [{ field, message }] : undefined);

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
 * The committee's side of matches (role admin): create and edit a match, close sign-up, draw and
 * publish the start list, process the cards into results (and qualifying cards into the handicap
 * record) and publish the results. The club comes from the session; another club's match is a
 * 404; a member who is not an admin gets 403 before anything is read.
 */
export class MatchAdminService {
  constructor(
    private readonly repo: MatchAdminRepository,
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly courses: CoursesRepository,
    private readonly clock: () => Date,
    /** The sign-ups' bons: who paid, and the desk's payments and refunds. */
    private readonly bons: {
      matches: Pick<MatchPriceService, 'openTeamBon'>;
      payments: Pick<PaymentsService, 'list' | 'markPaidAtDesk' | 'refund'>;
    } | null = null,
    /** The member's own match card: the club's clock and the marker as for any own-club card. */
    private readonly cardCreate: Pick<CardCreateService, 'access' | 'marker'> | null = null,
  ) {}

  /**
   * 403 unless the caller is on the committee; answers the club's clock now. Both are read before
   * any transaction opens (PGlite has one connection: a read outside the transaction would wait).
   */
  private async requireAdmin(auth: Auth): Promise<string> {
    const m = await this.members.findById(auth.clubId, auth.relatieId);
    if (m?.role !== 'admin') throw new AppError('FORBIDDEN', 'only the committee manages matches');
    return this.clubNow(auth.clubId);
  }

  /** The club's wall clock now, 'YYYY-MM-DD HH:mm'. */
  private async clubNow(clubId: number): Promise<string> {
    const cfg = await this.clubs.config(clubId);
    if (!cfg) throw notFound('club');
    const { date, time } = clubDateTime(this.clock(), cfg.club.timezone);
    return `${date} ${time}`;
  }

  private async match(repo: MatchAdminRepository, auth: Auth, id: number, lock = false) {
    const m = await repo.find(auth.clubId, id, lock);
    if (!m) throw notFound('match');
    return m;
  }

  /** Whether the caller is on the committee (the app shows the committee's menu entry by it). */
  async rights(auth: Auth) {
    const m = await this.members.findById(auth.clubId, auth.relatieId);
    return { wedstrijden: m?.role === 'admin' };
  }

  async list(auth: Auth) {
    const now = await this.requireAdmin(auth);
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
    const now = await this.requireAdmin(auth);
    return this.view(this.repo, auth.clubId, await this.match(this.repo, auth, id), now);
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
    const now = await this.requireAdmin(auth);
    refuseSchedule(input, now);
    return this.repo.transaction(async (repo) => {
      const id = await repo.insert(auth.clubId, await this.checked(repo, auth, input));
      await this.children(repo, auth.clubId, id, input);
      return this.view(repo, auth.clubId, (await repo.find(auth.clubId, id))!, now);
    });
  }

  async update(auth: Auth, id: number, input: Input): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
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
      try {
        await repo.transaction((inner) => this.children(inner, auth.clubId, id, input));
      } catch (e) {
        if (e instanceof AppError) throw e;
        throw conflict('a category or product that players chose cannot be removed', 'categories');
      }
      return this.view(repo, auth.clubId, (await repo.find(auth.clubId, id))!, now);
    });
  }

  /** Sign-up closes now (the window ends a minute ago; a window already closed stays). */
  async close(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      // The window's last minute becomes the one before now (a sign-up at its last minute still
      // counts, match_sign_up), so from now on sign-up is closed.
      const [date, time] = now.split(' ') as [string, string];
      const before = fromWallMinutes(wallMinutes({ date, time }) - 1);
      const stop = `${before.date} ${before.time}`;
      if (wall(m.inschrijvingsstop) > stop) {
        const start = wall(m.inschrijvingsstart) > stop ? stop : wall(m.inschrijvingsstart);
        await repo.update(auth.clubId, id, { inschrijvingsstop: stop, inschrijvingsstart: start });
      }
      return this.view(repo, auth.clubId, (await repo.find(auth.clubId, id))!, now);
    });
  }

  /**
   * The start-list draw (packages/golf drawStartList) over the sign-ups in the field: the flights
   * replace any earlier draw, and the tee sheet is held for the match from the first start until
   * the last start's interval has passed. The same registrations and options give the same list,
   * so repeating it changes nothing. Only once sign-up has closed, and never after processing.
   */
  async draw(auth: Auth, id: number, req: DrawRequest): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    const course = await this.courses.course(
      auth.clubId,
      (await this.match(this.repo, auth, id)).course_id,
    );
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is processed');
      if (wall(m.inschrijvingsstop) > now) throw conflict('close sign-up before the draw');
      // Members may have read their start times: the list is withdrawn first, on purpose.
      if (m.startlijst_vrijgegeven)
        throw conflict('withdraw the published start list before drawing again');
      const [teams, regs] = await Promise.all([
        repo.teams(auth.clubId, id),
        repo.registrations(auth.clubId, id),
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
          courseHoles: course?.holes ?? 18,
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
      await repo.replaceFlights(
        auth.clubId,
        id,
        drawn.flights.map((f) => {
          const teamIds = [...new Set(f.entries.map((e) => teamOf.get(e)!))];
          return {
            nummer: f.number,
            starttijd: f.time,
            starttee: f.tee,
            capacity: Math.max(m.spelers_per_flight, teamIds.length),
            teamIds,
          };
        }),
      );
      if (drawn.flights.length) {
        const last = clockMinutes(drawn.flights.at(-1)!.time)!;
        const until =
          req.start === 'shotgun'
            ? Math.min(last + roundMinutes(m.holes), 1439)
            : Math.min(last + req.interval_minutes, 1439);
        await repo.holdTeeSheet(
          auth.clubId,
          { id, course_id: m.course_id, date: wall(m.aanvang).slice(0, 10) },
          drawn.flights[0]!.time,
          formatClock(until),
        );
      }
      const view = await this.view(repo, auth.clubId, m, now);
      return { ...view, preference_not_met: drawn.preferenceNotMet };
    });
  }

  /** Publishes the start list (startlijst_vrijgegeven): members then see the starters tab. */
  async publishStartList(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if ((await repo.flights(auth.clubId, id)).length === 0)
        throw conflict('draw the start list before publishing it');
      await repo.update(auth.clubId, id, { startlijst_vrijgegeven: true });
      return this.view(repo, auth.clubId, { ...m, startlijst_vrijgegeven: true }, now);
    });
  }

  /**
   * Processing (once): the results per category from the match's submitted cards by the engine
   * (rankResults / rankBetterBall, countback), stored in match_results; for a qualifying match
   * every submitted card of it is then processed into its player's handicap record (spec §4: "a
   * qualifying match card is saved, processed only once the match is processed"). All in one
   * transaction with the match row locked, so a second call waits and then gets 409.
   */
  async process(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    await this.match(this.repo, auth, id);
    const holeMap = await this.holeRowsOf(await this.repo.cards(auth.clubId, id));
    const holesOf = (c: { course_club_id: number | null; tee_id: number | null }) =>
      holeMap.get(`${c.course_club_id}:${c.tee_id}`) ?? [];
    const processed = await this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is already processed');
      if (!playedBy(m, now)) {
        const day = wall(m.aanvang).slice(0, 10);
        throw new AppError('MATCH_NOT_PLAYED_YET', MATCH_REFUSAL.MATCH_NOT_PLAYED_YET, [
          { field: 'aanvang', message: `can be processed from ${day}` },
        ]);
      }
      const results = await this.results(repo, auth.clubId, m, holesOf);
      await repo.replaceResults(auth.clubId, id, results);
      if (m.qualifying) {
        const cards = new ScorecardsRepository(repo.db);
        for (const card of await repo.unprocessedCards(auth.clubId, id)) {
          const holeRows = holesOf(card);
          await cards.transaction(card.player_id, async (tx) => {
            const saved = await tx.scores(card.club_id, card.id);
            const strokes = Array.from(
              { length: card.aantal_holes },
              (_, i) => saved.find((s) => s.hole_nr === i + 1)?.strokes ?? 0,
            );
            await processCard(tx, card, holeRows, strokes, now.slice(0, 10));
          });
        }
      }
      await repo.update(auth.clubId, id, { verwerkt: true });
      return { ...m, verwerkt: true };
    });
    await this.refundReserves(auth.clubId, id);
    return this.view(this.repo, auth.clubId, processed, now);
  }

  /**
   * A sign-up left on the reserve list when the match is processed did not play: what it paid
   * (before reserves were refused a pay link) goes back. After the processing committed, so a
   * provider is never asked inside it.
   */
  private async refundReserves(clubId: number, id: number) {
    if (!this.bons) return;
    const reserves = (await this.repo.teams(clubId, id)).filter((t) => t.reservelijst);
    const bons = await this.bons.payments.list(
      clubId,
      'match_registration',
      reserves.map((t) => t.id),
    );
    for (const bon of bons)
      if (bon.status === 'paid') await this.bons.payments.refund(clubId, bon.id, 'reserve');
  }

  /** Publishes the results (publiceer_uitslag): members then see the results tab. */
  async publishResults(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if (!m.verwerkt) throw conflict('process the match before publishing its results');
      await repo.update(auth.clubId, id, { publiceer_uitslag: true });
      return this.view(repo, auth.clubId, { ...m, publiceer_uitslag: true }, now);
    });
  }

  // ---- undoing a step while it is still safe ------------------------------------------------

  /**
   * Sign-up opens again, until the match starts (the committee may edit the close): only before a
   * start list is drawn (a sign-up after it would have no start time) and before the match day's
   * start has passed.
   */
  async reopen(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is processed');
      if (wall(m.aanvang) <= now) throw conflict('the match has started');
      if ((await repo.flights(auth.clubId, id)).length > 0)
        throw conflict('a start list is drawn: sign-up cannot open again');
      if (wall(m.inschrijvingsstop) < wall(m.aanvang))
        await repo.update(auth.clubId, id, { inschrijvingsstop: wall(m.aanvang) });
      return this.view(repo, auth.clubId, (await repo.find(auth.clubId, id))!, now);
    });
  }

  /** Members no longer see the start list; it may be drawn again. Not once processed. */
  async withdrawStartList(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if (m.verwerkt) throw conflict('the match is processed: undo the processing first');
      await repo.update(auth.clubId, id, { startlijst_vrijgegeven: false });
      return this.view(repo, auth.clubId, { ...m, startlijst_vrijgegeven: false }, now);
    });
  }

  /** Members no longer see the results (the match stays processed). */
  async withdrawResults(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    return this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      await repo.update(auth.clubId, id, { publiceer_uitslag: false });
      return this.view(repo, auth.clubId, { ...m, publiceer_uitslag: false }, now);
    });
  }

  /**
   * Undoes the processing: the results go, and every card it took into a handicap record leaves
   * it again (the record replayed without it, `unprocessCard`), all in one transaction; the cards
   * wait for processing as before. Only while the results are not published. What was refunded to
   * reserves at the processing stays refunded (money is not taken back).
   */
  async unprocess(auth: Auth, id: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    await this.match(this.repo, auth, id);
    const undone = await this.repo.transaction(async (repo) => {
      const m = await this.match(repo, auth, id, true);
      if (!m.verwerkt) throw conflict('the match is not processed');
      if (m.publiceer_uitslag) throw conflict('withdraw the published results first');
      await repo.replaceResults(auth.clubId, id, []);
      const cards = new ScorecardsRepository(repo.db);
      for (const card of await repo.processedCards(auth.clubId, id))
        await cards.transaction(card.player_id, (tx) =>
          unprocessCard(tx, card, now.slice(0, 10), PROCESSING_RESULT.QUALIFYING_WEDSTRIJD),
        );
      await repo.update(auth.clubId, id, { verwerkt: false });
      return { ...m, verwerkt: false };
    });
    return this.view(this.repo, auth.clubId, undone, now);
  }

  /**
   * What a player's card of the match is played off: the member (a player of the match), the tee
   * (the one they chose at sign-up, else the match's tee for their gender, else its first) and
   * its holes. Read before any transaction (see requireAdmin).
   */
  private async cardSetup(auth: Auth, m: MatchRow, relatieId: number) {
    const [regs, matchTees] = await Promise.all([
      this.repo.registrations(auth.clubId, m.id),
      this.repo.tees(auth.clubId, m.id),
    ]);
    const reg = regs.find((r) => r.relatie_id === relatieId);
    const member = reg ? await this.members.findById(auth.clubId, relatieId) : undefined;
    if (!reg || !member) throw notFound('player of this match');
    const team = await this.repo.team(auth.clubId, reg.team_id);
    // Processing counts the field only: a reserve's card would count nowhere.
    if (team?.reservelijst) throw conflict('the player is on the reserve list');
    const gender = member.geslacht === 'v' ? 'v' : 'm';
    const teeId =
      reg.tee_id ??
      matchTees.find((t) => t.geslacht === gender)?.tee_id ??
      matchTees[0]?.tee_id ??
      null;
    const [course, tee] = await Promise.all([
      this.courses.course(auth.clubId, m.course_id),
      teeId === null ? undefined : this.courses.tee(auth.clubId, m.course_id, teeId),
    ]);
    const holes = m.holes === 9 ? 9 : 18;
    const holeRows = tee ? (await this.courses.holes(auth.clubId, tee.id)).slice(0, holes) : [];
    if (!course || !tee || holeRows.length !== holes)
      throw conflict('the match has no tee with all its holes for this player');
    const ratings = ratingsOfHoles(tee, gender, holes, course.holes, holeRows);
    const card = (await this.repo.cards(auth.clubId, m.id)).find(
      (c) => c.relatie_id === relatieId && c.rejected_at === null,
    );
    return {
      reg,
      member,
      tee,
      holes,
      holeRows,
      ratings,
      card,
      playingHandicap: playingHandicap(member.handicap_tenths, ratings, holes),
    };
  }

  /** A player's card of the match as the committee enters it (the holes, any saved strokes). */
  async card(auth: Auth, id: number, relatieId: number): Promise<AdminCard> {
    await this.requireAdmin(auth);
    const m = await this.match(this.repo, auth, id);
    const x = await this.cardSetup(auth, m, relatieId);
    const saved = x.card ? await this.repo.scores(auth.clubId, [x.card.id]) : [];
    return {
      relatie_id: relatieId,
      naam: [x.member.roepnaam, x.member.tussenvoegsel, x.member.achternaam]
        .filter(Boolean)
        .join(' '),
      tee_id: x.tee.id,
      tee_naam: x.tee.naam,
      playing_handicap: x.card?.playing_handicap ?? x.playingHandicap,
      holes: x.holeRows.map((h) => ({ nummer: h.hole_nr, par: h.par, si: h.si })),
      scores: x.card
        ? x.holeRows.map((h) => saved.find((s) => s.hole_nr === h.hole_nr)?.strokes ?? 0)
        : [],
      card_id: x.card?.id ?? null,
      ingevuld: x.card?.is_ingevuld ?? false,
      verwerkt: x.card?.verwerkt ?? false,
    };
  }

  /**
   * The committee enters a player's card of the match (spec: a card the player did not enter
   * themselves), or corrects one not yet processed: submitted at once, so processing takes it
   * like the member's own. One score per hole of the match, each 1–19.
   */
  async enterCard(
    auth: Auth,
    id: number,
    relatieId: number,
    body: AdminCardRequest,
  ): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    const m = await this.match(this.repo, auth, id);
    if (m.verwerkt) throw conflict('the match is processed; its cards can no longer change');
    const x = await this.cardSetup(auth, m, relatieId);
    if (body.scores.length !== x.holes)
      throw new AppError('VALIDATION', `the match has ${x.holes} holes`, [
        { field: 'scores', message: `one score for each of the ${x.holes} holes` },
      ]);
    if (x.card?.verwerkt) throw conflict('the card is processed already');
    const ph = x.card?.playing_handicap ?? x.playingHandicap;
    const holes = cardHoles(
      { aantal_holes: x.holes, playing_handicap: ph },
      x.holeRows,
      new Map(body.scores.map((s, i) => [x.holeRows[i]!.hole_nr, s])),
    );
    const filled = {
      is_ingevuld: true,
      gross: body.scores.reduce((a, b) => a + b, 0),
      sf_score: holes.reduce((n, h) => n + h.sf, 0),
      uitslag: PROCESSING_RESULT.QUALIFYING_WEDSTRIJD,
    };
    // The card is dated at the player's start (the match's start before the draw).
    const [teams, flights] = await Promise.all([
      this.repo.teams(auth.clubId, id),
      this.repo.flights(auth.clubId, id),
    ]);
    const flightId = teams.find((t) => t.id === x.reg.team_id)?.flight_id;
    const [date, matchTime] = wall(m.aanvang).split(' ') as [string, string];
    const time = flights.find((f) => f.id === flightId)?.starttijd ?? matchTime;
    return this.repo.transaction(async (repo) => {
      const locked = await this.match(repo, auth, id, true);
      if (locked.verwerkt) throw conflict('the match is processed; its cards can no longer change');
      const cards = new ScorecardsRepository(repo.db);
      await cards.transaction(x.member.id, async (tx) => {
        let cardId = x.card?.id;
        if (cardId === undefined) {
          cardId = await tx.insert({
            club_id: auth.clubId,
            relatie_id: relatieId,
            player_id: x.member.id,
            typekaart: CARD_TYPE.WEDSTRIJD,
            course_club_id: auth.clubId,
            baan_id: m.course_id,
            tee_id: x.tee.id,
            aantal_holes: x.holes,
            datum: date,
            tijd: time,
            cr_tenths: x.ratings.crTenths,
            sr: x.ratings.sr,
            par: x.ratings.par,
            index_before_tenths: x.member.handicap_tenths,
            playing_handicap: ph,
            wedstrijd_id: id,
            team_id: x.reg.team_id,
            score_berekening: scoreBerekeningOf(m),
            ...filled,
          });
        } else await tx.update(auth.clubId, cardId, filled);
        await tx.replaceScores(auth.clubId, cardId, body.scores, this.clock());
      });
      return this.view(repo, auth.clubId, locked, now);
    });
  }

  /**
   * A member's own card of a match they play today (spec §4: a qualifying match card is saved and
   * processed only once the match is processed). Only a player in the field (signed up, not on the
   * reserve list: 403 otherwise), on the match's day in the club's time zone and before processing
   * (409). One card per member per match: when there is one (their own, or the committee's) it is
   * answered instead of a second, so a retry or a second phone lands on the same card.
   */
  async ownCard(auth: Auth, id: number, input: MatchCardRequest): Promise<MatchCardResponse> {
    if (!this.cardCreate) throw new Error('the card services are not wired');
    const ctx = await this.cardCreate.access.ownCardContext(auth);
    const m = await this.match(this.repo, auth, id);
    if (m.verwerkt) throw conflict('the match is processed; its cards can no longer change');
    const [date, matchTime] = wall(m.aanvang).split(' ') as [string, string];
    if (date !== ctx.today) throw conflict('the match is not played today');
    const [regs, teams, flights] = await Promise.all([
      this.repo.registrations(auth.clubId, id),
      this.repo.teams(auth.clubId, id),
      this.repo.flights(auth.clubId, id),
    ]);
    const reg = regs.find((r) => r.relatie_id === auth.relatieId);
    const team = reg && teams.find((t) => t.id === reg.team_id);
    if (!reg || !team) throw new AppError('FORBIDDEN', 'you are not in the field of this match');
    if (team.reservelijst)
      throw new AppError('FORBIDDEN', 'you are on the reserve list of this match');
    const x = await this.cardSetup(auth, m, auth.relatieId);
    if (x.card) return { id: x.card.id, existing: true };
    const marker = await this.cardCreate.marker(auth, ctx, input, { required: true });
    const time = flights.find((f) => f.id === team.flight_id)?.starttijd ?? matchTime;
    return this.repo.transaction(async (repo) => {
      // The match row's lock makes two creates of one member wait for each other: the second
      // finds the first's card.
      const locked = await this.match(repo, auth, id, true);
      if (locked.verwerkt) throw conflict('the match is processed; its cards can no longer change');
      const there = (await repo.cards(auth.clubId, id)).find(
        (c) => c.relatie_id === auth.relatieId && c.rejected_at === null,
      );
      if (there) return { id: there.id, existing: true };
      const cards = new ScorecardsRepository(repo.db);
      const cardId = await cards.transaction(x.member.id, (tx) =>
        tx.insert({
          club_id: auth.clubId,
          relatie_id: auth.relatieId,
          player_id: x.member.id,
          typekaart: CARD_TYPE.WEDSTRIJD,
          course_club_id: auth.clubId,
          baan_id: m.course_id,
          tee_id: x.tee.id,
          aantal_holes: x.holes,
          datum: date,
          tijd: time,
          cr_tenths: x.ratings.crTenths,
          sr: x.ratings.sr,
          par: x.ratings.par,
          index_before_tenths: x.member.handicap_tenths,
          playing_handicap: x.playingHandicap,
          wedstrijd_id: id,
          team_id: reg.team_id,
          score_berekening: scoreBerekeningOf(m),
          ...marker,
        }),
      );
      return { id: cardId, existing: false };
    });
  }

  /** The holes of each tee the cards were played from, by 'club:tee'. */
  private async holeRowsOf(cards: { course_club_id: number | null; tee_id: number | null }[]) {
    const map = new Map<string, HoleRow[]>();
    for (const c of cards) {
      const key = `${c.course_club_id}:${c.tee_id}`;
      if (c.course_club_id === null || c.tee_id === null || map.has(key)) continue;
      map.set(key, await this.courses.holes(c.course_club_id, c.tee_id));
    }
    return map;
  }

  /** The result rows of a match from its submitted cards. */
  private async results(
    repo: MatchAdminRepository,
    clubId: number,
    m: MatchRow,
    holesOf: (c: { course_club_id: number | null; tee_id: number | null }) => HoleRow[],
  ): Promise<ResultRow[]> {
    const [teams, regs, cards] = await Promise.all([
      repo.teams(clubId, m.id),
      repo.registrations(clubId, m.id),
      repo.cards(clubId, m.id),
    ]);
    const submitted = cards.filter((c) => c.is_ingevuld && c.rejected_at === null);
    const scores = await repo.scores(
      clubId,
      submitted.map((c) => c.id),
    );
    const cardOf = new Map<number, (typeof submitted)[number]>();
    for (const c of submitted) if (!cardOf.has(c.relatie_id)) cardOf.set(c.relatie_id, c);
    const strokesOf = (cardId: number, holes: number) =>
      Array.from(
        { length: holes },
        (_, i) => scores.find((s) => s.card_id === cardId && s.hole_nr === i + 1)?.strokes ?? null,
      );
    const scoring: ResultScoring =
      m.uitslag === 'stableford'
        ? 'stableford'
        : m.uitslag === 'tegen_par'
          ? 'against-par'
          : m.uitslag === 'netto'
            ? 'net'
            : 'gross';
    const betterBall = m.wedstrijdvorm === 'four_ball';
    const groups = new Map<
      number | null,
      { cards: ResultCard[]; sides: BetterBallCard[]; ph: Map<number, number | null> }
    >();
    const missing: { team: number; category: number | null }[] = [];
    for (const team of teams.filter((t) => !t.reservelijst)) {
      const members = regs.filter((r) => r.team_id === team.id);
      const category = members[0]?.category_id ?? null;
      const own = members.flatMap((r) =>
        r.relatie_id !== null && cardOf.has(r.relatie_id) ? [cardOf.get(r.relatie_id)!] : [],
      );
      if (own.length === 0) {
        missing.push({ team: team.id, category });
        continue;
      }
      const first = own[0]!;
      const holeRows = holesOf(first).slice(0, first.aantal_holes);
      if (holeRows.length !== first.aantal_holes) {
        missing.push({ team: team.id, category });
        continue;
      }
      const group = groups.get(category) ?? {
        cards: [] as ResultCard[],
        sides: [] as BetterBallCard[],
        ph: new Map<number, number | null>(),
      };
      groups.set(category, group);
      const holePars = holeRows.map((h) => h.par);
      const strokeIndexes = holeRows.map((h) => h.si);
      if (betterBall && scoring !== 'gross') {
        group.sides.push({
          entryId: team.id,
          holePars,
          strokeIndexes,
          players: own.map((c) => ({
            strokes: strokesOf(c.id, c.aantal_holes),
            playingHandicap: c.playing_handicap ?? 0,
          })),
        });
        group.ph.set(team.id, null);
      } else {
        group.cards.push({
          entryId: team.id,
          holePars,
          strokeIndexes,
          strokes: strokesOf(first.id, first.aantal_holes),
          playingHandicap: first.playing_handicap ?? 0,
        });
        group.ph.set(team.id, first.playing_handicap);
      }
    }
    const rows: ResultRow[] = [];
    for (const [category, group] of groups) {
      const lines: RankedLine[] = group.sides.length
        ? rankBetterBall({
            scoring: scoring === 'stableford' ? 'stableford' : 'net',
            cards: group.sides,
          })
        : rankResults({ scoring, cards: group.cards });
      const placed = lines.filter((l) => l.position !== null).length;
      for (const l of lines) {
        rows.push({
          club_id: clubId,
          match_id: m.id,
          team_id: l.entryId,
          category_id: category,
          positie: l.position ?? placed + 1,
          status: l.status === 'ok' ? 'ok' : 'nr',
          playing_handicap: group.ph.get(l.entryId) ?? null,
          bruto: l.gross,
          netto:
            scoring === 'net'
              ? l.total
              : l.gross !== null && group.ph.get(l.entryId) != null
                ? l.gross - group.ph.get(l.entryId)!
                : null,
          stableford: scoring === 'stableford' ? l.total : null,
          tegen_par: scoring === 'against-par' ? l.total : null,
        });
      }
    }
    for (const x of missing) {
      const placed = rows.filter((r) => r.category_id === x.category && r.status === 'ok').length;
      rows.push({
        club_id: clubId,
        match_id: m.id,
        team_id: x.team,
        category_id: x.category,
        positie: placed + 1,
        status: 'nr',
        playing_handicap: null,
        bruto: null,
        netto: null,
        stableford: null,
        tegen_par: null,
      });
    }
    return rows;
  }

  /**
   * The committee took the sign-up's money at the desk (cash, pin): its bon is paid, once
   * (ALREADY_PAID when it is; NOTHING_TO_PAY when the sign-up costs nothing).
   */
  async markPaid(auth: Auth, id: number, teamId: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    const bons = this.requireBons();
    const m = await this.match(this.repo, auth, id);
    const bon = await bons.matches.openTeamBon(auth.clubId, id, teamId);
    await bons.payments.markPaidAtDesk(auth.clubId, bon.id, auth.relatieId);
    return this.view(this.repo, auth.clubId, m, now);
  }

  /**
   * The committee gives the sign-up's payment back in full: through the provider when it was
   * paid online, at the desk when it was paid there. NOT_REFUNDABLE when nothing was paid.
   */
  async refund(auth: Auth, id: number, teamId: number): Promise<AdminMatch> {
    const now = await this.requireAdmin(auth);
    const bons = this.requireBons();
    const m = await this.match(this.repo, auth, id);
    const teams = await this.repo.teams(auth.clubId, id);
    if (!teams.some((t) => t.id === teamId)) throw notFound('team');
    const [bon] = await bons.payments.list(auth.clubId, 'match_registration', [teamId]);
    if (!bon || bon.status !== 'paid')
      throw new AppError('NOT_REFUNDABLE', 'nothing was paid for this sign-up');
    await bons.payments.refund(auth.clubId, bon.id, 'committee');
    return this.view(this.repo, auth.clubId, m, now);
  }

  private requireBons() {
    if (!this.bons) throw new AppError('PAYMENTS_UNAVAILABLE', 'payments are not set up');
    return this.bons;
  }

  private async view(
    repo: MatchAdminRepository,
    clubId: number,
    m: MatchRow,
    now: string,
  ): Promise<AdminMatch> {
    const [courseNaam, teesRows, cats, prods, teams, regs, flights, results, cards] =
      await Promise.all([
        repo.courseName(clubId, m.course_id),
        repo.tees(clubId, m.id),
        repo.categories(clubId, m.id),
        repo.products(clubId, m.id),
        repo.teams(clubId, m.id),
        repo.registrations(clubId, m.id),
        repo.flights(clubId, m.id),
        repo.results(clubId, m.id),
        repo.cards(clubId, m.id),
      ]);
    const cardOf = new Map<number, (typeof cards)[number]>();
    for (const c of cards) if (!cardOf.has(c.relatie_id)) cardOf.set(c.relatie_id, c);
    const bons = this.bons
      ? await this.bons.payments.list(
          clubId,
          'match_registration',
          teams.map((t) => t.id),
          repo.payments,
        )
      : [];
    const bonOf = (teamId: number) => {
      const b = bons.find((x) => x.subject_id === teamId);
      return b
        ? {
            id: b.id,
            status: b.status,
            totaal_cents: b.totaal_cents,
            betaald_via: b.betaald_via,
            terugbetaling: b.terugbetaling,
          }
        : null;
    };
    return {
      id: m.id,
      naam: m.naam,
      omschrijving: m.omschrijving,
      course_id: m.course_id,
      course_naam: courseNaam ?? '',
      aanvang: wall(m.aanvang),
      holes: m.holes,
      wedstrijdvorm: m.wedstrijdvorm as AdminMatch['wedstrijdvorm'],
      spelers: m.spelers,
      uitslag: m.uitslag,
      inschrijvingsvorm: m.inschrijvingsvorm,
      inschrijvingsstart: wall(m.inschrijvingsstart),
      inschrijvingsstop: wall(m.inschrijvingsstop),
      max_deelnemers: m.max_deelnemers,
      spelers_per_flight: m.spelers_per_flight,
      aantal_gastspelers_inschrijven: m.aantal_gastspelers_inschrijven,
      direct_in_flight_inschrijven: m.direct_in_flight_inschrijven,
      qualifying: m.qualifying,
      inschrijfgeld_cents: m.inschrijfgeld_cents,
      ideal_betalingen: m.ideal_betalingen,
      uitschrijven_restitutie: m.uitschrijven_restitutie,
      deelnemers: m.deelnemers,
      reserves: m.reserves,
      startlijst_vrijgegeven: m.startlijst_vrijgegeven,
      verwerkt: m.verwerkt,
      publiceer_uitslag: m.publiceer_uitslag,
      open: isOpen(m, now),
      verwerkbaar: playedBy(m, now),
      tees: teesRows,
      categories: cats.map((c) => ({
        id: c.id,
        naam: c.naam,
        handicap_min: fromTenths(c.handicap_min_tenths),
        handicap_max: fromTenths(c.handicap_max_tenths),
        geslacht: c.geslacht,
      })),
      products: prods.map((p) => ({ id: p.id, naam: p.naam, prijs_cents: p.prijs_cents })),
      teams: teams.map((t) => ({
        id: t.id,
        volgnummer: t.volgnummer,
        reservelijst: t.reservelijst,
        flight_id: t.flight_id,
        bon: bonOf(t.id),
        players: regs
          .filter((r) => r.team_id === t.id)
          .map((r) => {
            const guest = r.guest as { achternaam?: string; voornaam?: string } | null;
            const card = r.relatie_id !== null ? cardOf.get(r.relatie_id) : undefined;
            return {
              registration_id: r.id,
              relatie_id: r.relatie_id,
              naam: guest
                ? [guest.voornaam, guest.achternaam].filter(Boolean).join(' ')
                : [r.roepnaam, r.tussenvoegsel, r.achternaam].filter(Boolean).join(' '),
              handicap: fromTenths(r.guest_handicap_tenths ?? r.handicap_tenths ?? null),
              vroeglaat: r.vroeglaat,
              category_id: r.category_id,
              card: card
                ? {
                    id: card.id,
                    ingevuld: card.is_ingevuld,
                    verwerkt: card.verwerkt,
                    bruto: card.gross,
                  }
                : null,
            };
          }),
      })),
      flights: flights.map((f) => ({
        id: f.id,
        nummer: f.nummer,
        starttijd: f.starttijd,
        starttee: f.starttee,
      })),
      results: results.map((r) => ({
        team_id: r.team_id,
        category_id: r.category_id,
        positie: r.positie,
        status: r.status,
        playing_handicap: r.playing_handicap,
        bruto: r.bruto,
        netto: r.netto,
        stableford: r.stableford,
        tegen_par: r.tegen_par,
      })),
    };
  }
}

/** A stored wall-clock timestamp ('2026-12-01 09:00:00' or with a T) as 'YYYY-MM-DD HH:mm'. */
/** How a match's cards count their holes as they are typed: against par for that form. */
function scoreBerekeningOf(m: MatchRow): 'stableford' | 'tegen_par' {
  return m.wedstrijdvorm === 'tegen_par' ? 'tegen_par' : 'stableford';
}

function wall(v: string): string {
  return v.replace('T', ' ').slice(0, 16);
}

/** The match's day has come (club clock): from then on it may be processed. */
function playedBy(m: MatchRow, now: string) {
  return wall(m.aanvang).slice(0, 10) <= now.slice(0, 10);
}

function isOpen(m: MatchRow, now: string) {
  return !m.verwerkt && wall(m.inschrijvingsstart) <= now && now <= wall(m.inschrijvingsstop);
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
