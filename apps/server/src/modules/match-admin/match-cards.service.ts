import type {
  AdminCard,
  AdminCardRequest,
  AdminMatch,
  MatchCardRequest,
  MatchCardResponse,
} from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import { type CoursesRepository, playingHandicap, ratingsOfHoles } from '../courses';
import { indexInEffect } from '../handicap';
import type { MembersRepository } from '../members';
import type { CardCreateService, MatchCard } from '../scorecards';
import type { MatchAdminRepository, MatchRow } from './match-admin.repository';
import { playerStart, playerTeeId } from '../matches';
import { conflict, wall, type MatchAdminReads } from './match-admin-reads';

/**
 * The cards of a match: a player's card as the committee enters or corrects it, and the member's
 * own match card. What a card is played off is read here; the cards themselves are created by the
 * scorecards module (CardCreateService), in the match's transaction.
 */
export class MatchCardsService {
  constructor(
    private readonly repo: MatchAdminRepository,
    private readonly members: MembersRepository,
    private readonly courses: CoursesRepository,
    private readonly reads: MatchAdminReads,
    private readonly cardCreate: Pick<
      CardCreateService,
      'access' | 'marker' | 'createMatchCard' | 'enterMatchCard'
    >,
  ) {}

  /**
   * What a player's card of the match is played off: the member (a player of the match), their
   * tee and start (matches' player-start.ts), the tee's holes and the index in effect then. Read before any transaction (see
   * requireAdmin).
   */
  async cardSetup(auth: Auth, m: MatchRow, relatieId: number) {
    const [regs, matchTees, flights] = await Promise.all([
      this.repo.registrations(auth.clubId, m.id),
      this.repo.tees(auth.clubId, m.id),
      this.repo.flights(auth.clubId, m.id),
    ]);
    const reg = regs.find((r) => r.relatie_id === relatieId);
    const member = reg ? await this.members.findById(auth.clubId, relatieId) : undefined;
    if (!reg || !member) throw notFound('player of this match');
    const team = await this.repo.team(auth.clubId, reg.team_id);
    // Processing counts the field only: a reserve's card would count nowhere.
    if (team?.reservelijst) throw conflict('the player is on the reserve list');
    const gender = member.geslacht === 'v' ? 'v' : 'm';
    const teeId = playerTeeId(
      reg.tee_id,
      gender,
      matchTees.map((t) => ({ id: t.tee_id, geslacht: t.geslacht })),
    );
    const [course, tee] = await Promise.all([
      this.courses.course(auth.clubId, m.course_id),
      teeId === null ? undefined : this.courses.tee(auth.clubId, m.course_id, teeId),
    ]);
    const holes: 9 | 18 = m.holes === 9 ? 9 : 18;
    const holeRows = tee ? (await this.courses.holes(auth.clubId, tee.id)).slice(0, holes) : [];
    if (!course || !tee || holeRows.length !== holes)
      throw conflict('the match has no tee with all its holes for this player');
    const ratings = ratingsOfHoles(tee, gender, holes, course.holes, holeRows);
    const card = (await this.repo.cards(auth.clubId, m.id)).find(
      (c) => c.relatie_id === relatieId && c.rejected_at === null,
    );
    // The card is dated at the player's start (the match's start before the draw).
    const start = playerStart(m.aanvang, flights, team?.flight_id);
    // Not the index now: the committee enters a card days after the match, when a round played
    // since may have moved it, and the replay plays the card off the one in effect at its start.
    const indexBefore = await indexInEffect(this.repo.scorecards(), member.id, member, {
      datum: start.date,
      tijd: start.time,
      id: card?.id,
    });
    return {
      reg,
      member,
      tee,
      holes,
      holeRows,
      ratings,
      card,
      start,
      indexBefore,
      playingHandicap: playingHandicap(indexBefore, ratings, holes),
    };
  }

  /** A player's card of the match as the committee enters it (the holes, any saved strokes). */
  async card(auth: Auth, id: number, relatieId: number): Promise<AdminCard> {
    await this.reads.requireAdmin(auth);
    const m = await this.reads.match(this.repo, auth, id);
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
    const now = await this.reads.requireAdmin(auth);
    const m = await this.reads.match(this.repo, auth, id);
    if (m.verwerkt) throw conflict('the match is processed; its cards can no longer change');
    const x = await this.cardSetup(auth, m, relatieId);
    if (body.scores.length !== x.holes)
      throw new AppError('VALIDATION', `the match has ${x.holes} holes`, [
        { field: 'scores', message: `one score for each of the ${x.holes} holes` },
      ]);
    if (x.card?.verwerkt) throw conflict('the card is processed already');
    return this.repo.transaction(async (repo) => {
      const locked = await this.reads.match(repo, auth, id, true);
      if (locked.verwerkt) throw conflict('the match is processed; its cards can no longer change');
      await this.cardCreate.enterMatchCard(
        repo.scorecards(),
        matchCard(auth, m, x, relatieId, x.card?.playing_handicap ?? x.playingHandicap),
        x.card?.id,
        x.holeRows,
        body.scores,
      );
      return this.reads.view(repo, auth.clubId, locked, now);
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
    const ctx = await this.cardCreate.access.ownCardContext(auth);
    const m = await this.reads.match(this.repo, auth, id);
    if (m.verwerkt) throw conflict('the match is processed; its cards can no longer change');
    if (wall(m.aanvang).slice(0, 10) !== ctx.today) throw conflict('the match is not played today');
    const [regs, teams] = await Promise.all([
      this.repo.registrations(auth.clubId, id),
      this.repo.teams(auth.clubId, id),
    ]);
    const reg = regs.find((r) => r.relatie_id === auth.relatieId);
    const team = reg && teams.find((t) => t.id === reg.team_id);
    if (!reg || !team) throw new AppError('FORBIDDEN', 'you are not in the field of this match');
    if (team.reservelijst)
      throw new AppError('FORBIDDEN', 'you are on the reserve list of this match');
    const x = await this.cardSetup(auth, m, auth.relatieId);
    if (x.card) return { id: x.card.id, existing: true };
    const marker = await this.cardCreate.marker(auth, ctx, input, { required: true });
    return this.repo.transaction(async (repo) => {
      // The match row's lock makes two creates of one member wait for each other: the second
      // finds the first's card.
      const locked = await this.reads.match(repo, auth, id, true);
      if (locked.verwerkt) throw conflict('the match is processed; its cards can no longer change');
      const there = (await repo.cards(auth.clubId, id)).find(
        (c) => c.relatie_id === auth.relatieId && c.rejected_at === null,
      );
      if (there) return { id: there.id, existing: true };
      const cardId = await this.cardCreate.createMatchCard(
        repo.scorecards(),
        matchCard(auth, m, x, auth.relatieId, x.playingHandicap),
        marker,
      );
      return { id: cardId, existing: false };
    });
  }
}

/** How a match's cards count their holes as they are typed: against par for that form. */
function scoreBerekeningOf(m: MatchRow): 'stableford' | 'tegen_par' {
  return m.wedstrijdvorm === 'tegen_par' ? 'tegen_par' : 'stableford';
}

/** A player's card of the match as the scorecards module creates it, dated at their start. */
function matchCard(
  auth: Auth,
  m: MatchRow,
  x: Awaited<ReturnType<MatchCardsService['cardSetup']>>,
  relatieId: number,
  playingHandicap: number,
): MatchCard {
  return {
    clubId: auth.clubId,
    relatieId,
    player: x.member,
    matchId: m.id,
    teamId: x.reg.team_id,
    courseId: m.course_id,
    teeId: x.tee.id,
    holes: x.holes,
    date: x.start.date,
    time: x.start.time,
    ratings: x.ratings,
    indexBefore: x.indexBefore,
    playingHandicap,
    scoreBerekening: scoreBerekeningOf(m),
  };
}
