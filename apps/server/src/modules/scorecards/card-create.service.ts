import {
  addDays,
  CARD_TYPE,
  DOMESTIC_COUNTRY,
  LIMITS,
  minutesBetween,
  PROCESSING_RESULT,
  teeRatingsProblem,
  toTenths,
} from '@fairway/golf';
import {
  cardRefusal,
  type CardRefusal,
  type CreateCardRequest,
  type CreateForeignCardRequest,
  type CreateUnknownCardRequest,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { HoleRow } from '../courses/courses.repository';
import { playingHandicap, ratingsOfHoles, type Ratings } from '../courses/tee-ratings';
import { invalid, refuse, type CardAccess, type CardContext } from './card-access';
import { cardHoles, stablefordOf } from './card-layout';
import { matchCardStatus, submitCard } from './card-submission';
import type { CardRow, NewCard, ScorecardsRepository } from './scorecards.repository';

type Refusals = { code: CardRefusal; message: string }[];

interface MarkerInput {
  marker_id?: number | null | undefined;
  marker_name?: string | null | undefined;
  marker_email?: string | null | undefined;
}

/** The unknown-course ratings' problems as the server words them, per rating. */
const RATING_MESSAGE = {
  slopeRating: ['sr', 'slope rating does not fit the course'],
  par: ['par', 'par does not fit the number of holes'],
  courseRating: ['cr', 'course rating does not fit the par'],
} as const;

/**
 * A player's card of a match (typekaart WEDSTRIJD) as match-admin reads it for them: the match,
 * their team, the tee they play off with its ratings, their start and their playing handicap.
 */
export interface MatchCard {
  clubId: number;
  relatieId: number;
  /** The member's player row. */
  player: { id: number };
  matchId: number;
  teamId: number;
  courseId: number;
  teeId: number;
  holes: 9 | 18;
  date: string;
  time: string;
  ratings: Ratings;
  /** The index in effect at the player's start, which the card is played off. */
  indexBefore: number | null;
  playingHandicap: number;
  /** How the card counts its holes as they are typed (against par for that form). */
  scoreBerekening: 'stableford' | 'tegen_par';
}

type Marker = Awaited<ReturnType<CardCreateService['marker']>>;

/**
 * Creating cards (spec §5): the allowed checks, an own-club qualifying card for today, and foreign
 * cards (a known course off the platform, or a course not in the database), which arrive with
 * their scores and are submitted at once, and match cards (the member's own, the committee's entry).
 */
export class CardCreateService {
  constructor(readonly access: CardAccess) {}

  /** spec §5 "Qualifying card": whether the member may register one now, with the reasons. */
  async allowed(
    auth: Auth,
    baanId: number | undefined,
    handicapId?: number,
  ): Promise<{ allowed: boolean; errors: Refusals }> {
    const ctx = await this.access.ownCardContext(auth);
    const { courses, cards } = this.access;
    const errors: Refusals = [];
    if (!ctx.qualifyingMenu) errors.push(cardRefusal('CARD_QUALIFYING_OFF'));
    if (ctx.member.is_gast) errors.push(cardRefusal('CARD_GUEST'));
    if (baanId !== undefined) {
      const course = await courses.course(auth.clubId, baanId);
      if (!course) errors.push(cardRefusal('CARD_SELECT_COURSE'));
      else if (course.handicap_id === null) errors.push(cardRefusal('CARD_NO_RATING'));
      else if (handicapId !== undefined && handicapId !== course.handicap_id)
        errors.push(cardRefusal('CARD_RATING_CHANGED'));
    }
    const open = await cards.openQualifying(ctx.member.id, ctx.today, addDays(ctx.today, 1));
    if (open > 0) errors.push(cardRefusal('CARD_OPEN_CARD'));
    return { allowed: errors.length === 0, errors };
  }

  async requestQualifying(auth: Auth) {
    const ctx = await this.access.context(auth);
    const open = await this.access.cards.openQualifying(
      ctx.member.id,
      ctx.today,
      addDays(ctx.today, 1),
    );
    const { allowed } = await this.allowed(auth, undefined);
    return { allowed, open_cards: open };
  }

  /**
   * The marker of a card: a member of the club who is not the player, or a named guest (also the
   * member's own match card, match-admin).
   */
  async marker(auth: Auth, ctx: CardContext, input: MarkerInput, opts: { required: boolean }) {
    if (input.marker_id) {
      if (input.marker_id === auth.relatieId) throw refuse('CARD_OWN_MARKER', 'marker_id');
      const m = await this.access.members.findActive(auth.clubId, input.marker_id);
      if (!m) throw refuse('CARD_SELECT_MARKER', 'marker_id');
      return { marker_id: m.relatie_id, marker_naam: null, marker_email: m.email };
    }
    const name = input.marker_name?.trim();
    if (name) {
      // spec §5: a guest marker needs first name and surname, and email with digital marking.
      if (name.split(/\s+/).length < 2) throw refuse('CARD_MARKER_INCOMPLETE', 'marker_name');
      if (ctx.digimarker && !input.marker_email)
        throw refuse('CARD_MARKER_INCOMPLETE', 'marker_email');
      return { marker_id: null, marker_naam: name, marker_email: input.marker_email || null };
    }
    if (opts.required) throw refuse('CARD_SELECT_MARKER', 'marker_id');
    return { marker_id: null, marker_naam: null, marker_email: null };
  }

  /** What every new card has: the member's player, the marker, the ratings and the handicap. */
  private static newCard(
    auth: Auth,
    ctx: CardContext,
    card: Omit<
      NewCard,
      | 'club_id'
      | 'relatie_id'
      | 'player_id'
      | 'cr_tenths'
      | 'sr'
      | 'par'
      | 'index_before_tenths'
      | 'playing_handicap'
    > & { aantal_holes: 9 | 18; ratings: Ratings },
  ): NewCard {
    const { ratings: r, ...rest } = card;
    return {
      ...rest,
      club_id: auth.clubId,
      relatie_id: auth.relatieId,
      player_id: ctx.member.id,
      cr_tenths: r.crTenths,
      sr: r.sr,
      par: r.par,
      index_before_tenths: ctx.member.handicap_tenths,
      playing_handicap: playingHandicap(ctx.member.handicap_tenths, r, card.aantal_holes),
    };
  }

  /** When and with whom a foreign card was played, as the create call says. */
  private static played<M>(
    input: { date: string; time: string; opmerking: string; cba: number },
    holes: 9 | 18,
    marker: M,
  ) {
    return {
      aantal_holes: holes,
      datum: input.date,
      tijd: input.time,
      ...marker,
      opmerking: input.opmerking,
      pcc: input.cba,
    };
  }

  /** POST /api/scorecards: a qualifying card at the own club, for today. */
  async create(auth: Auth, input: CreateCardRequest): Promise<{ id: number }> {
    const ctx = await this.access.ownCardContext(auth);
    const { courses, cards } = this.access;
    const course = await courses.course(auth.clubId, input.baan_id);
    if (!course) throw refuse('CARD_SELECT_COURSE', 'baan_id');
    const tee = await courses.tee(auth.clubId, course.id, input.tee_id);
    if (!tee) throw refuse('CARD_SELECT_TEE', 'tee_id');
    const marker = await this.marker(auth, ctx, input, { required: true });
    const allowed = await this.allowed(auth, course.id);
    if (!allowed.allowed) throw refuse(allowed.errors[0]!.code);
    const holes = (input.holes ?? (course.holes === 9 ? 9 : 18)) as 9 | 18;
    if (!course.hole_options.includes(holes)) throw invalid('holes', 'holes not selected');
    const holeRows = await courses.holes(auth.clubId, tee.id);
    const card = CardCreateService.newCard(auth, ctx, {
      typekaart: CARD_TYPE.QUALIFYING,
      course_club_id: auth.clubId,
      baan_id: course.id,
      tee_id: tee.id,
      aantal_holes: holes,
      datum: ctx.today,
      tijd: ctx.time,
      ...marker,
      opmerking: input.opmerking,
      ratings: ratingsOfHoles(tee, ctx.member.geslacht, holes, course.holes, holeRows),
    });
    // Cards are written under their player's lock (ScorecardsRepository.lockPlayer).
    const id = await cards.transaction(ctx.member.id, (tx) =>
      tx.insert(card, this.access.club.clock()),
    );
    return { id };
  }

  /** spec §5 "Foreign card": the date check and the rules that decide if it may be created. */
  async foreignAllowed(
    auth: Auth,
    input: {
      baan_id?: number | undefined;
      tee_id?: number | undefined;
      datum: string;
      tijd: string;
      type: number;
    },
  ): Promise<{ status: 'allowed' } | { errors: Refusals }> {
    const ctx = await this.access.ownCardContext(auth);
    const { courses } = this.access;
    const errors: Refusals = [];
    if (
      minutesBetween({ date: ctx.today, time: ctx.time }, { date: input.datum, time: input.tijd }) >
      LIMITS.FOREIGN_CARD_FUTURE_MINUTES
    ) {
      errors.push(cardRefusal('CARD_DATE_IN_FUTURE'));
    }
    if (input.datum < addDays(ctx.today, -365 * LIMITS.CARD_HISTORY_YEARS)) {
      errors.push(cardRefusal('CARD_DATE_TOO_OLD'));
    }
    if (input.baan_id !== undefined) {
      const course = await courses.foreignCourse(input.baan_id);
      if (!course) errors.push(cardRefusal('CARD_SELECT_COURSE'));
      else if (
        input.tee_id !== undefined &&
        !(await courses.tee(course.club_id, course.id, input.tee_id))
      ) {
        errors.push(cardRefusal('CARD_SELECT_TEE'));
      }
    }
    return errors.length ? { errors } : { status: 'allowed' };
  }

  private async assertForeignAllowed(
    auth: Auth,
    input: { datum: string; tijd: string; type: number; baan_id?: number; tee_id?: number },
  ) {
    const res = await this.foreignAllowed(auth, input);
    if ('errors' in res) throw refuse(res.errors[0]!.code);
  }

  /** POST /api/scorecards/foreign: a card at a known course of a club not on the platform. */
  async createForeign(auth: Auth, input: CreateForeignCardRequest) {
    const ctx = await this.access.ownCardContext(auth);
    const { courses } = this.access;
    const course = await courses.foreignCourse(input.baan_id);
    if (!course || course.club_id !== input.club) throw refuse('CARD_SELECT_COURSE', 'baan_id');
    const tee = await courses.tee(course.club_id, course.id, input.tee_id);
    if (!tee) throw refuse('CARD_SELECT_TEE', 'tee_id');
    await this.assertForeignAllowed(auth, {
      datum: input.date,
      tijd: input.time,
      type: input.card_type,
      baan_id: course.id,
      tee_id: tee.id,
    });
    const marker = await this.marker(auth, ctx, input, { required: ctx.digimarker });
    const holeRows = await courses.holes(course.club_id, tee.id);
    const holes = (input.scores.length <= 9 || course.holes === 9 ? 9 : 18) as 9 | 18;
    if (input.scores.length !== holes) throw refuse('CARD_INCOMPLETE', 'scores');
    const card = CardCreateService.newCard(auth, ctx, {
      typekaart: input.card_type,
      course_club_id: course.club_id,
      baan_id: course.id,
      tee_id: tee.id,
      ...CardCreateService.played(input, holes, marker),
      ratings: ratingsOfHoles(tee, ctx.member.geslacht, holes, course.holes, holeRows),
    });
    return this.createAndSubmit(ctx, card, input.scores);
  }

  /** POST /api/scorecards/foreign_unknown: a course not in the list, abroad; always match-type. */
  async createUnknown(auth: Auth, input: CreateUnknownCardRequest) {
    const ctx = await this.access.ownCardContext(auth);
    const country = await this.access.courses.country(input.country_id);
    if (!country) throw refuse('CARD_SELECT_COUNTRY', 'country_id');
    if (country.name === DOMESTIC_COUNTRY) throw refuse('CARD_DUTCH_FROM_LIST', 'country_id');
    await this.assertForeignAllowed(auth, {
      datum: input.date,
      tijd: input.time,
      type: CARD_TYPE.VREEMDEWKAART,
    });
    const marker = await this.marker(auth, ctx, input, { required: ctx.digimarker });
    const holes = input.hole_count as 9 | 18;
    const scores = input.scores ?? [];
    if (scores.length > holes) throw invalid('scores', 'too many holes');
    const problem = teeRatingsProblem({
      holes,
      courseRating: input.cr,
      slopeRating: input.sr,
      par: input.par,
    });
    if (problem?.code === 'NOT_ONE_DECIMAL')
      throw invalid('cr', 'course rating has at most one decimal');
    if (problem) {
      const [field, message] = RATING_MESSAGE[problem.field];
      throw invalid(field, message);
    }
    if (input.total_sf_points === undefined && scores.filter((s) => s > 0).length === 0) {
      throw refuse('CARD_NOT_COMPLETELY_FILLED', 'total_sf_points');
    }
    const card = CardCreateService.newCard(auth, ctx, {
      typekaart: CARD_TYPE.VREEMDEWKAART,
      course_club_id: null,
      baan_id: null,
      tee_id: null,
      ...CardCreateService.played(input, holes, marker),
      unknown_course_name: input.unknown_course_name,
      country_id: country.id,
      sf_score: input.total_sf_points ?? null,
      ratings: { crTenths: toTenths(input.cr, 'cr'), sr: input.sr, par: input.par },
    });
    return this.createAndSubmit(ctx, card, scores);
  }

  /** A foreign card arrives with its scores: created and submitted in one transaction. */
  private async createAndSubmit(ctx: CardContext, card: NewCard, scores: number[]) {
    const holeRows = await this.access.holeRows({
      tee_id: card.tee_id ?? null,
      course_club_id: card.course_club_id ?? null,
    });
    return this.access.cards.transaction(card.player_id, async (tx) => {
      const id = await tx.insert(card, this.access.club.clock());
      const row = {
        ...card,
        id,
        is_ingevuld: false,
        signed_at: null,
        rejected_at: null,
        verwerkt: false,
      } as CardRow;
      const { status } = await submitCard(tx, ctx, {
        card: row,
        scores,
        holeRows,
        foreign: true,
        now: this.access.club.clock(),
        events: this.access.events,
      });
      const ok = status === PROCESSING_RESULT.SUCCES || status === PROCESSING_RESULT.ISVERWERKT;
      return {
        status: ok ? ('success' as const) : ('saved_not_processed' as const),
        id,
        uitslag: status,
      };
    });
  }

  /** A match card's row: the match's course at the player's own club, their team and start. */
  private static matchCardRow(c: MatchCard): NewCard {
    return {
      club_id: c.clubId,
      relatie_id: c.relatieId,
      player_id: c.player.id,
      typekaart: CARD_TYPE.WEDSTRIJD,
      course_club_id: c.clubId,
      baan_id: c.courseId,
      tee_id: c.teeId,
      aantal_holes: c.holes,
      datum: c.date,
      tijd: c.time,
      cr_tenths: c.ratings.crTenths,
      sr: c.ratings.sr,
      par: c.ratings.par,
      index_before_tenths: c.indexBefore,
      playing_handicap: c.playingHandicap,
      wedstrijd_id: c.matchId,
      team_id: c.teamId,
      score_berekening: c.scoreBerekening,
    };
  }

  /**
   * A member's own match card with its marker, filled in hole by hole like any own card. `cards`
   * is the scorecards repository of the match's transaction: the match row stays locked until
   * the card is in, so two creates of one member wait for each other.
   */
  createMatchCard(cards: ScorecardsRepository, card: MatchCard, marker: Marker): Promise<number> {
    return cards.transaction(card.player.id, (tx) =>
      tx.insert({ ...CardCreateService.matchCardRow(card), ...marker }, this.access.club.clock()),
    );
  }

  /**
   * The committee's entry of a player's match card, in the match's transaction (`cards`, as
   * above): created, or (`existing`) corrected, with a score for each of its holes, and submitted
   * at once, as the member's own would be (`matchCardStatus`), so processing takes it like theirs.
   */
  async enterMatchCard(
    cards: ScorecardsRepository,
    card: MatchCard,
    existing: number | undefined,
    holeRows: HoleRow[],
    scores: number[],
  ): Promise<void> {
    const holes = cardHoles(
      { aantal_holes: card.holes, playing_handicap: card.playingHandicap },
      holeRows,
      new Map(scores.map((s, i) => [holeRows[i]!.hole_nr, s])),
    );
    const row = CardCreateService.matchCardRow(card);
    await cards.transaction(card.player.id, async (tx) => {
      const filled = {
        is_ingevuld: true,
        gross: scores.reduce((a, b) => a + b, 0),
        sf_score: stablefordOf(holes),
        uitslag: await matchCardStatus(tx, row),
      };
      let cardId = existing;
      if (cardId === undefined)
        cardId = await tx.insert({ ...row, ...filled }, this.access.club.clock());
      else await tx.update(card.clubId, cardId, filled);
      await tx.replaceScores(card.clubId, cardId, scores, this.access.club.clock());
    });
  }
}
