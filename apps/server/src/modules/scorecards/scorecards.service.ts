import {
  CARD_TYPE,
  DOMESTIC_COUNTRY,
  GolfInputError,
  LIMITS,
  PROCESSING_RESULT,
  courseHandicap,
  roundDiv,
  stablefordHolePoints,
  toTenths,
  addDays,
  clubDateTime,
  minutesBetween,
} from '@fairway/golf';
import {
  CARD_REFUSAL,
  CardsResponse,
  type CardsQuery,
  type CreateCardRequest,
  type CreateForeignCardRequest,
  type CreateUnknownCardRequest,
  type Hole,
  type Scorecard,
} from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { ClubRepository } from '../club/club.repository';
import type { CoursesRepository, HoleRow } from '../courses/courses.repository';
import { ratingsFor } from '../courses/tee-ratings';
import { historyRows, replayCards } from '../handicap/handicap-record';
import type { Auth } from '../auth/auth.service';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import { adjustedGrossOf, BEGINNER_INDEX_TENTHS, cardHoles } from './card-layout';
import { needsSignature, toScorecard } from './scorecards.mapper';
import type { CardRow, CardView, NewCard, ScorecardsRepository } from './scorecards.repository';

/**
 * A card's scores must be entered within this many days of play, else ISTEOUD: WHS Rule 4.1 wants
 * a score submitted on the day; the club gives a week's grace, after which the handicap committee
 * enters it (and the member sees "too old").
 */
export const SCORE_ENTRY_DAYS = 7;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);

interface Context {
  member: MemberRow;
  timezone: string;
  digimarker: boolean;
  qualifyingMenu: boolean;
  today: string;
  time: string;
}

/** The list answer: the cards, and with `grouped` consecutive cards off one index as a group. */
function cardsAnswer(views: readonly CardView[], digimarker: boolean, grouped: boolean) {
  const cards = views.map((v) => toScorecard(v, { digimarker }));
  const groups: CardsResponse['groups'] = [];
  if (grouped) {
    for (const c of cards) {
      const last = groups.at(-1);
      if (last && last.handicap === c.handicap) last.cards.push(c);
      else groups.push({ handicap: c.handicap, cards: [c] });
    }
  }
  return { cards, groups };
}

/** Scorecards: the list, creation, hole-by-hole scores, the marker, and processing. */
export class ScorecardsService {
  /** Serialised list answers per list the repository keeps, by digimarker flag and grouping. */
  private readonly listBodies = new WeakMap<readonly CardView[], Map<string, string>>();

  constructor(
    private readonly cards: ScorecardsRepository,
    private readonly courses: CoursesRepository,
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly clock: () => Date,
  ) {}

  /** The club's side of the context: its clock and flags (cached), no member read. */
  private async clubContext(auth: Auth): Promise<Omit<Context, 'member'>> {
    const [cfg, features] = await Promise.all([
      this.clubs.config(auth.clubId),
      this.clubs.features(auth.clubId),
    ]);
    if (!cfg) throw notFound('member');
    const { date, time } = clubDateTime(this.clock(), cfg.club.timezone);
    return {
      timezone: cfg.club.timezone,
      digimarker: cfg.config.digimarker_verplicht,
      qualifyingMenu:
        features.find((f) => f.name === 'showQualfyingScorecardMenu')?.enabled ?? false,
      today: date,
      time,
    };
  }

  private async context(auth: Auth): Promise<Context> {
    const [member, club] = await Promise.all([
      this.members.findById(auth.clubId, auth.relatieId),
      this.clubContext(auth),
    ]);
    if (!member) throw notFound('member');
    return { member, ...club };
  }

  // ---- reading -------------------------------------------------------------------------------

  /**
   * The member's cards: two years back up to tomorrow by default (spec §9), optionally grouped,
   * as the JSON answer. The home screen's busiest read: a list the repository keeps (same
   * version, same array) is serialised once — and checked against the contract then.
   */
  async listBody(auth: Auth, q: CardsQuery): Promise<string> {
    const ctx = await this.clubContext(auth);
    const typesIn = q['type[]'] ?? q.type;
    const types = typesIn === undefined ? undefined : Array.isArray(typesIn) ? typesIn : [typesIn];
    const views = await this.cards.list({
      clubId: auth.clubId,
      relatieId: auth.relatieId,
      dateFrom: q.date_from ?? addDays(ctx.today, -365 * LIMITS.CARD_HISTORY_YEARS),
      dateTo: q.date_to ?? addDays(ctx.today, 1),
      types,
      processed: q.processed,
      order: q.order,
      limit: q.limit,
    });
    const key = `${ctx.digimarker}:${q.result_by_handicap ?? false}`;
    let bodies = this.listBodies.get(views);
    if (!bodies) this.listBodies.set(views, (bodies = new Map()));
    let body = bodies.get(key);
    if (body === undefined) {
      const answer = cardsAnswer(views, ctx.digimarker, q.result_by_handicap ?? false);
      body = JSON.stringify(CardsResponse.encode(answer));
      bodies.set(key, body);
    }
    return body;
  }

  /** A card the member may see: their own, or one they were asked to mark. */
  private async visibleCard(auth: Auth, ctx: Context, id: number) {
    const view = await this.cards.findView(id);
    if (!view) throw notFound('scorecard');
    const c = view.card;
    const own = c.player_id === ctx.member.id;
    const marker = c.club_id === auth.clubId && c.marker_id === auth.relatieId;
    if (!own && !marker) throw notFound('scorecard');
    return { view, own, marker };
  }

  private async holeRows(card: CardRow): Promise<HoleRow[]> {
    if (card.tee_id === null || card.course_club_id === null) return [];
    return this.courses.holes(card.course_club_id, card.tee_id);
  }

  private async holesOf(card: CardRow): Promise<Hole[]> {
    const [rows, saved] = await Promise.all([
      this.holeRows(card),
      this.cards.scores(card.club_id, card.id),
    ]);
    return cardHoles(card, rows, new Map(saved.map((s) => [s.hole_nr, s.strokes])));
  }

  async get(auth: Auth, id: number, includeHoles: boolean): Promise<Scorecard> {
    const ctx = await this.context(auth);
    const { view } = await this.visibleCard(auth, ctx, id);
    return toScorecard(view, {
      digimarker: ctx.digimarker,
      ...(includeHoles ? { holes: await this.holesOf(view.card) } : {}),
    });
  }

  async holes(auth: Auth, id: number): Promise<Hole[]> {
    const ctx = await this.context(auth);
    const { view } = await this.visibleCard(auth, ctx, id);
    return this.holesOf(view.card);
  }

  async markerCards(auth: Auth): Promise<Scorecard[]> {
    const ctx = await this.context(auth);
    const views = await this.cards.markerCards(auth.clubId, auth.relatieId);
    return views.map((v) => toScorecard(v, { digimarker: ctx.digimarker }));
  }

  // ---- creating ------------------------------------------------------------------------------

  /** spec §5 "Qualifying card": whether the member may register one now, with the reasons. */
  async allowed(
    auth: Auth,
    baanId: number | undefined,
  ): Promise<{ allowed: boolean; errors: { message: string }[] }> {
    const ctx = await this.context(auth);
    const errors: { message: string }[] = [];
    if (!ctx.qualifyingMenu) errors.push({ message: CARD_REFUSAL.qualifyingOff });
    if (ctx.member.is_gast) errors.push({ message: CARD_REFUSAL.guest });
    if (baanId !== undefined) {
      const course = await this.courses.course(auth.clubId, baanId);
      if (!course) errors.push({ message: CARD_REFUSAL.selectCourse });
      else if (course.handicap_id === null) errors.push({ message: CARD_REFUSAL.noRating });
    }
    const open = await this.cards.openQualifying(ctx.member.id, ctx.today, addDays(ctx.today, 1));
    if (open > 0) errors.push({ message: CARD_REFUSAL.openCard });
    return { allowed: errors.length === 0, errors };
  }

  async requestQualifying(auth: Auth) {
    const ctx = await this.context(auth);
    const open = await this.cards.openQualifying(ctx.member.id, ctx.today, addDays(ctx.today, 1));
    const { allowed } = await this.allowed(auth, undefined);
    return { allowed, open_cards: open };
  }

  /** The marker of a card: a member of the club who is not the player, or a named guest. */
  private async marker(
    auth: Auth,
    ctx: Context,
    input: {
      marker_id?: number | null | undefined;
      marker_name?: string | null | undefined;
      marker_email?: string | null | undefined;
    },
    required: boolean,
  ) {
    if (input.marker_id) {
      if (input.marker_id === auth.relatieId) throw invalid('marker_id', CARD_REFUSAL.ownMarker);
      const m = await this.members.findById(auth.clubId, input.marker_id);
      if (!m) throw invalid('marker_id', CARD_REFUSAL.selectMarker);
      return { marker_id: m.relatie_id, marker_naam: null, marker_email: m.email };
    }
    const name = input.marker_name?.trim();
    if (name) {
      // spec §5: a guest marker needs first name and surname, and email with digital marking.
      if (name.split(/\s+/).length < 2) throw invalid('marker_name', CARD_REFUSAL.markerIncomplete);
      if (ctx.digimarker && !input.marker_email)
        throw invalid('marker_email', CARD_REFUSAL.markerIncomplete);
      return { marker_id: null, marker_naam: name, marker_email: input.marker_email || null };
    }
    if (required) throw invalid('marker_id', CARD_REFUSAL.selectMarker);
    return { marker_id: null, marker_naam: null, marker_email: null };
  }

  private ratingsOfHoles(
    tee: Parameters<typeof ratingsFor>[0],
    geslacht: 'm' | 'v',
    holes: 9 | 18,
    courseHoles: number,
    holeRows: HoleRow[],
  ) {
    const r = ratingsFor(tee, geslacht);
    if (holes === 18 || courseHoles === 9) return r;
    // Nine holes on an 18-hole course: the front nine, half the 18-hole course rating.
    return {
      crTenths: roundDiv(r.crTenths, 2),
      sr: r.sr,
      par: holeRows.slice(0, 9).reduce((n, h) => n + h.par, 0),
    };
  }

  private playingHandicap(
    indexTenths: number | null,
    r: { crTenths: number; sr: number; par: number },
    holes: 9 | 18,
  ) {
    return courseHandicap({
      handicapIndex: (indexTenths ?? BEGINNER_INDEX_TENTHS) / 10,
      courseRating: r.crTenths / 10,
      slopeRating: r.sr,
      par: r.par,
      holes,
    });
  }

  /** POST /api/scorecards: a qualifying card at the own club, for today. */
  async create(auth: Auth, input: CreateCardRequest): Promise<{ id: number }> {
    const ctx = await this.context(auth);
    const course = await this.courses.course(auth.clubId, input.baan_id);
    if (!course) throw invalid('baan_id', CARD_REFUSAL.selectCourse);
    const tee = await this.courses.tee(auth.clubId, course.id, input.tee_id);
    if (!tee) throw invalid('tee_id', CARD_REFUSAL.selectTee);
    const marker = await this.marker(auth, ctx, input, true);
    const allowed = await this.allowed(auth, course.id);
    if (!allowed.allowed) throw new AppError('CONFLICT', allowed.errors[0]!.message);
    const holes = (input.holes ?? (course.holes === 9 ? 9 : 18)) as 9 | 18;
    if (!course.hole_options.includes(holes)) throw invalid('holes', 'holes not selected');
    const holeRows = await this.courses.holes(auth.clubId, tee.id);
    const r = this.ratingsOfHoles(tee, ctx.member.geslacht, holes, course.holes, holeRows);
    // Cards are written under their player's lock (ScorecardsRepository.lockPlayer).
    const id = await this.cards.transaction(ctx.member.id, (repo) =>
      repo.insert({
        club_id: auth.clubId,
        relatie_id: auth.relatieId,
        player_id: ctx.member.id,
        typekaart: CARD_TYPE.QUALIFYING,
        course_club_id: auth.clubId,
        baan_id: course.id,
        tee_id: tee.id,
        aantal_holes: holes,
        datum: ctx.today,
        tijd: ctx.time,
        ...marker,
        opmerking: input.opmerking,
        cr_tenths: r.crTenths,
        sr: r.sr,
        par: r.par,
        index_before_tenths: ctx.member.handicap_tenths,
        playing_handicap: this.playingHandicap(ctx.member.handicap_tenths, r, holes),
      }),
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
  ): Promise<{ status: 'allowed' } | { errors: { message: string }[] }> {
    const ctx = await this.context(auth);
    const errors: { message: string }[] = [];
    if (
      minutesBetween({ date: ctx.today, time: ctx.time }, { date: input.datum, time: input.tijd }) >
      LIMITS.FOREIGN_CARD_FUTURE_MINUTES
    ) {
      errors.push({ message: CARD_REFUSAL.dateInFuture });
    }
    if (input.datum < addDays(ctx.today, -365 * LIMITS.CARD_HISTORY_YEARS)) {
      errors.push({ message: CARD_REFUSAL.dateTooOld });
    }
    if (input.baan_id !== undefined) {
      const course = await this.courses.foreignCourse(input.baan_id);
      if (!course) errors.push({ message: CARD_REFUSAL.selectCourse });
      else if (
        input.tee_id !== undefined &&
        !(await this.courses.tee(course.club_id, course.id, input.tee_id))
      ) {
        errors.push({ message: CARD_REFUSAL.selectTee });
      }
    }
    return errors.length ? { errors } : { status: 'allowed' };
  }

  private async assertForeignAllowed(
    auth: Auth,
    datum: string,
    tijd: string,
    type: number,
    baan?: number,
    tee?: number,
  ) {
    const res = await this.foreignAllowed(auth, { datum, tijd, type, baan_id: baan, tee_id: tee });
    if ('errors' in res) throw new AppError('CONFLICT', res.errors[0]!.message);
  }

  /** POST /api/scorecards/foreign: a card at a known course of a club not on the platform. */
  async createForeign(auth: Auth, input: CreateForeignCardRequest) {
    const ctx = await this.context(auth);
    const course = await this.courses.foreignCourse(input.baan_id);
    if (!course || course.club_id !== input.club)
      throw invalid('baan_id', CARD_REFUSAL.selectCourse);
    const tee = await this.courses.tee(course.club_id, course.id, input.tee_id);
    if (!tee) throw invalid('tee_id', CARD_REFUSAL.selectTee);
    await this.assertForeignAllowed(
      auth,
      input.date,
      input.time,
      input.card_type,
      course.id,
      tee.id,
    );
    const marker = await this.marker(auth, ctx, input, ctx.digimarker);
    const holeRows = await this.courses.holes(course.club_id, tee.id);
    const holes = (input.scores.length <= 9 || course.holes === 9 ? 9 : 18) as 9 | 18;
    if (input.scores.length !== holes) throw invalid('scores', CARD_REFUSAL.cardIncomplete);
    const r = this.ratingsOfHoles(tee, ctx.member.geslacht, holes, course.holes, holeRows);
    const card: NewCard = {
      club_id: auth.clubId,
      relatie_id: auth.relatieId,
      player_id: ctx.member.id,
      typekaart: input.card_type,
      course_club_id: course.club_id,
      baan_id: course.id,
      tee_id: tee.id,
      aantal_holes: holes,
      datum: input.date,
      tijd: input.time,
      ...marker,
      opmerking: input.opmerking,
      cr_tenths: r.crTenths,
      sr: r.sr,
      par: r.par,
      pcc: input.cba,
      index_before_tenths: ctx.member.handicap_tenths,
      playing_handicap: this.playingHandicap(ctx.member.handicap_tenths, r, holes),
    };
    return this.createAndSubmit(auth, ctx, card, input.scores);
  }

  /** POST /api/scorecards/foreign_unknown: a course not in the list, abroad; always match-type. */
  async createUnknown(auth: Auth, input: CreateUnknownCardRequest) {
    const ctx = await this.context(auth);
    const country = await this.courses.country(input.country_id);
    if (!country) throw invalid('country_id', CARD_REFUSAL.selectCountry);
    if (country.name === DOMESTIC_COUNTRY) throw invalid('country_id', CARD_REFUSAL.dutchFromList);
    await this.assertForeignAllowed(auth, input.date, input.time, CARD_TYPE.VREEMDEWKAART);
    const marker = await this.marker(auth, ctx, input, ctx.digimarker);
    const holes = input.hole_count as 9 | 18;
    const scores = input.scores ?? [];
    if (scores.length > holes) throw invalid('scores', 'too many holes');
    let crTenths: number;
    try {
      crTenths = toTenths(input.cr, 'cr');
    } catch {
      throw invalid('cr', 'course rating has at most one decimal');
    }
    if (crTenths < input.par * 10 - 150 || crTenths > input.par * 10 + 150)
      throw invalid('cr', 'course rating does not fit the par');
    if (input.par < 3 * holes || input.par > 6 * holes)
      throw invalid('par', 'par does not fit the number of holes');
    if (input.total_sf_points === undefined && scores.filter((s) => s > 0).length === 0) {
      throw invalid('total_sf_points', CARD_REFUSAL.notCompletelyFilled);
    }
    const r = { crTenths, sr: input.sr, par: input.par };
    const card: NewCard = {
      club_id: auth.clubId,
      relatie_id: auth.relatieId,
      player_id: ctx.member.id,
      typekaart: CARD_TYPE.VREEMDEWKAART,
      course_club_id: null,
      baan_id: null,
      tee_id: null,
      aantal_holes: holes,
      datum: input.date,
      tijd: input.time,
      ...marker,
      opmerking: input.opmerking,
      cr_tenths: r.crTenths,
      sr: r.sr,
      par: r.par,
      pcc: input.cba,
      unknown_course_name: input.unknown_course_name,
      country_id: country.id,
      index_before_tenths: ctx.member.handicap_tenths,
      playing_handicap: this.playingHandicap(ctx.member.handicap_tenths, r, holes),
      sf_score: input.total_sf_points ?? null,
    };
    return this.createAndSubmit(auth, ctx, card, scores);
  }

  /** A foreign card arrives with its scores: created and submitted in one transaction. */
  private async createAndSubmit(auth: Auth, ctx: Context, card: NewCard, scores: number[]) {
    const holeRows =
      card.tee_id && card.course_club_id
        ? await this.courses.holes(card.course_club_id, card.tee_id)
        : [];
    return this.cards.transaction(card.player_id, async (repo) => {
      const id = await repo.insert(card);
      const row = {
        ...card,
        id,
        is_ingevuld: false,
        signed_at: null,
        rejected_at: null,
        verwerkt: false,
      } as CardRow;
      const { status } = await this.submit(repo, ctx, row, scores, true, holeRows);
      const ok = status === PROCESSING_RESULT.SUCCES || status === PROCESSING_RESULT.ISVERWERKT;
      return {
        status: ok ? ('success' as const) : ('saved_not_processed' as const),
        id,
        uitslag: status,
      };
    });
  }

  // ---- scores --------------------------------------------------------------------------------

  private async ownOpenCard(auth: Auth, ctx: Context, id: number): Promise<CardRow> {
    const { view, own } = await this.visibleCard(auth, ctx, id);
    if (!own) throw new AppError('FORBIDDEN', 'only the player enters scores on a card');
    return view.card;
  }

  private static locked(card: CardRow) {
    return (
      card.is_ingevuld || card.signed_at !== null || card.rejected_at !== null || card.verwerkt
    );
  }

  /** One hole's score, saved on its own (spec §4); the same save twice changes nothing. */
  async saveHole(auth: Auth, id: number, holeNr: number, score: number) {
    // The usual case in one read: the member's own card. Anything else goes the long way, which
    // says why not (not found, or the marker's card).
    const card =
      (await this.cards.findOwn(auth.clubId, auth.relatieId, id)) ??
      (await this.ownOpenCard(auth, await this.context(auth), id));
    if (ScorecardsService.locked(card))
      throw new AppError('CONFLICT', 'the card already has a score');
    // Par, strokes received and ms_max only: the saved scores are not needed for one hole.
    const holes = cardHoles(card, await this.holeRows(card), new Map());
    const hole = holes.find((h) => h.POS === holeNr);
    if (!hole) throw invalid('hole', `hole must be 1–${holes.length}`);
    if (score > hole.ms_max) throw invalid('score', `score must be at most ${hole.ms_max}`);
    const open =
      score === 0
        ? await this.cards.deleteScore(card.club_id, card.id, holeNr)
        : (await this.cards.saveScore(card.club_id, card.id, holeNr, score)) !== 'closed';
    // Submitted or signed between the read above and the save: nothing was saved.
    if (!open) throw new AppError('CONFLICT', 'the card already has a score');
    const sf =
      score > 0
        ? stablefordHolePoints({ par: hole.PAR, strokesReceived: hole.ES, strokes: score })
        : 0;
    return { status: 'success' as const, HoleNr: holeNr, score, sf };
  }

  /** POST /api/scorecards/{id}/edit: all scores; with allScoresSaved 1 the card is submitted. */
  async edit(auth: Auth, id: number, scores: number[], allScoresSaved: 0 | 1) {
    const ctx = await this.context(auth);
    const card = await this.ownOpenCard(auth, ctx, id);
    // spec §4: already filled — not saved, the card already has a score.
    if (ScorecardsService.locked(card))
      return { status: PROCESSING_RESULT.ISINGEVULD, ehcp_nieuw: null };
    if (scores.length !== card.aantal_holes)
      throw invalid('scores', `scores must have ${card.aantal_holes} holes`);
    const holeRows = await this.holeRows(card);
    if (allScoresSaved === 0) ScorecardsService.checkScores(card, holeRows, scores, true);
    // PGlite has one connection: everything inside the transaction goes through `repo`.
    return this.cards.transaction(card.player_id, async (repo) => {
      // After the player, the card row (FOR UPDATE), as a hole save takes it first (FOR SHARE):
      // one lock order, so the two never deadlock; and a card submitted or signed since the read
      // above is not changed — two submits at once process it once.
      const current = await repo.lockOpenCard(card.club_id, card.id);
      if (!current) return { status: PROCESSING_RESULT.ISINGEVULD, ehcp_nieuw: null };
      if (allScoresSaved === 0) {
        await repo.replaceScores(card.club_id, card.id, scores, this.clock());
        return { status: PROCESSING_RESULT.ISNIETVERWERKT, ehcp_nieuw: null };
      }
      return this.submit(repo, ctx, current, scores, false, holeRows);
    });
  }

  /** Every score within 0..ms_max (0 = empty, only where allowed). Pure: no queries. */
  private static checkScores(
    card: CardRow,
    holeRows: HoleRow[],
    scores: number[],
    allowEmpty: boolean,
  ) {
    const holes = cardHoles(card, holeRows, new Map());
    scores.forEach((s, i) => {
      const max = holes[i]?.ms_max ?? 20;
      if (s > max) throw invalid(`scores.${i}`, `score must be at most ${max}`);
      if (s === 0 && !allowEmpty) throw invalid(`scores.${i}`, CARD_REFUSAL.cardIncomplete);
    });
  }

  /**
   * Stores the final scores and decides the card's fate (spec §4 "Score entry outcomes"): too old,
   * a match card, a younger processed card, waiting for the marker, or processed now.
   */
  private async submit(
    repo: ScorecardsRepository,
    ctx: Context,
    card: CardRow,
    scores: number[],
    foreign: boolean,
    holeRows: HoleRow[],
  ) {
    if (card.tee_id !== null) ScorecardsService.checkScores(card, holeRows, scores, foreign);
    const now = this.clock();
    const stored = scores;
    if (stored.length) await repo.replaceScores(card.club_id, card.id, stored, now);
    const holes = cardHoles(card, holeRows, new Map(stored.map((s, i) => [i + 1, s])));
    const gross = stored.reduce((a, b) => a + b, 0) || null;
    const sf = holes.length ? holes.reduce((n, h) => n + h.sf, 0) : card.sf_score;
    const filled: CardRow = { ...card, is_ingevuld: true, gross, sf_score: sf };

    let status: number;
    if (card.datum < addDays(ctx.today, -SCORE_ENTRY_DAYS) && !foreign)
      status = PROCESSING_RESULT.ISTEOUD;
    else if (card.typekaart === CARD_TYPE.WEDSTRIJD)
      status = PROCESSING_RESULT.QUALIFYING_WEDSTRIJD;
    else if (await repo.hasLaterProcessed(card.player_id, card.datum, card.tijd))
      status = PROCESSING_RESULT.ISLAATSTVERWERKT;
    else if (needsSignature(card, ctx.digimarker)) status = PROCESSING_RESULT.SUCCES;
    else status = PROCESSING_RESULT.ISVERWERKT;

    await repo.update(card.club_id, card.id, {
      is_ingevuld: true,
      gross,
      sf_score: sf,
      uitslag: status,
    });
    if (status !== PROCESSING_RESULT.ISVERWERKT) return { status, ehcp_nieuw: null };
    const ehcp = await this.process(repo, filled, holeRows, stored);
    return {
      status: ehcp === undefined ? PROCESSING_RESULT.ISNIETVERWERKT : status,
      ehcp_nieuw: ehcp ?? null,
    };
  }

  /**
   * Processes a complete card into the player's handicap: the adjusted gross score, then a replay
   * of the whole record (caps, ESR) by the engine; the card gets ehcp_nieuw, the player the new
   * index, the history the replay. Returns undefined when the round cannot count (too few holes).
   */
  private async process(
    repo: ScorecardsRepository,
    card: CardRow,
    holeRows: HoleRow[],
    strokes: number[],
  ) {
    const player = await repo.lockPlayer(card.player_id);
    let ags: number;
    try {
      ags = adjustedGrossOf(card, holeRows, strokes);
    } catch (e) {
      if (e instanceof GolfInputError) {
        await repo.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISNIETVERWERKT });
        return undefined;
      }
      throw e;
    }
    await repo.update(card.club_id, card.id, { ags, verwerkt: true });
    const record = await repo.processedCards(card.player_id);
    const history = replayCards(record, player);
    const rows = historyRows(record, history);
    await repo.replaceHistory(card.player_id, rows);
    const pos = record.findIndex((c) => c.id === card.id);
    const entry = history[pos]!;
    const newTenths = entry.index === null ? null : toTenths(entry.index);
    await repo.update(card.club_id, card.id, {
      ehcp_nieuw_tenths: newTenths,
      differential_tenths: entry.differential === null ? null : toTenths(entry.differential),
      uitslag: PROCESSING_RESULT.ISVERWERKT,
    });
    const latest = history.at(-1)!;
    await repo.setPlayerIndex(
      card.player_id,
      latest.index === null ? null : toTenths(latest.index),
    );
    return newTenths === null ? null : newTenths / 10;
  }

  // ---- marker --------------------------------------------------------------------------------

  /** The marker signs: the card is then processed (unless a younger card was processed first). */
  async sign(auth: Auth, id: number) {
    const ctx = await this.context(auth);
    const { view, marker } = await this.visibleCard(auth, ctx, id);
    if (!marker) throw new AppError('FORBIDDEN', 'only the marker signs a card');
    const holeRows = await this.holeRows(view.card);
    return this.cards.transaction(view.card.player_id, async (repo) => {
      const signed = await repo.markSigned(auth.clubId, id, auth.relatieId, this.clock());
      if (!signed)
        throw new AppError(
          'CONFLICT',
          'the card cannot be signed (not complete, or already signed or rejected)',
        );
      const card = view.card;
      if (await repo.hasLaterProcessed(card.player_id, card.datum, card.tijd)) {
        await repo.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISLAATSTVERWERKT });
      } else {
        const saved = await repo.scores(card.club_id, card.id);
        const strokes = Array.from(
          { length: card.aantal_holes },
          (_, i) => saved.find((s) => s.hole_nr === i + 1)?.strokes ?? 0,
        );
        await this.process(repo, card, holeRows, strokes);
      }
      return { status: 'success' as const };
    });
  }

  async reject(auth: Auth, id: number, code: number, remark: string) {
    const ctx = await this.context(auth);
    const { view, marker } = await this.visibleCard(auth, ctx, id);
    if (!marker) throw new AppError('FORBIDDEN', 'only the marker rejects a card');
    const ok = await this.cards.transaction(view.card.player_id, (repo) =>
      repo.markRejected(auth.clubId, id, auth.relatieId, this.clock(), code, remark),
    );
    if (!ok) throw new AppError('CONFLICT', 'the card can no longer be rejected');
    return { status: 'success' as const };
  }
}
