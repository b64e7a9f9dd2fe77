import {
  CARD_TYPE,
  GolfInputError,
  PROCESSING_RESULT,
  teeRatingsProblem,
  toTenths,
} from '@fairway/golf';
import type {
  AdjustmentInput,
  CardCorrectionInput,
  CommitteeCard,
  CommitteeCardInput,
  CommitteeMemberCards,
  CommitteeWriteResult,
  HandicapMemberList,
  OverdueMarkerList,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository, AuditWrite } from '../audit';
import {
  playingHandicap,
  ratingsOfHoles,
  type CoursesRepository,
  type HoleRow,
  type Ratings,
} from '../courses';
import { indexInEffect, processCard, replayPlayer } from '../handicap';
import { fullName } from '../members';
import {
  adjustedGrossOf,
  afterSignature,
  cardHoles,
  type CardEvents,
  type CardRow,
  type ScorecardsRepository,
  stablefordOf,
} from '../scorecards';
import type { HandicapAdminRepository } from './handicap-admin.repository';
import { cardView, memberView } from './committee-view';

export const HANDICAP_ROLE = 'handicap_committee' as const;

const tenths = (t: number | null) => (t === null ? null : t / 10);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);
const notProcessed = () =>
  new AppError('CARD_NOT_PROCESSED', 'the card is not in the handicap record', [
    { field: 'card_id', message: 'only a processed card can be corrected or marked' },
  ]);

/**
 * The handicap committee's tools (back office): a member's cards, a card entered for them, a
 * processed card's scores corrected, a card not counting (and counting again), a card whose
 * marker did not respond signed or voided, index adjustments (WHS Rule 7.1a). Every change is
 * one transaction that takes the player's lock first (ScorecardsRepository.lockPlayer), replays
 * the player's record by the engine (modules/handicap: processCard, replayPlayer — the one path
 * into a record) and adds its audit row.
 */
export class HandicapAdminService {
  constructor(
    private readonly repo: HandicapAdminRepository,
    private readonly cards: ScorecardsRepository,
    private readonly courses: CoursesRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    private readonly events?: CardEvents,
  ) {}

  async search(auth: Auth, q: string): Promise<HandicapMemberList> {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const rows = await this.repo.searchMembers(auth.clubId, q);
    return { members: rows.map(memberView) };
  }

  private async requireMember(db: Db, auth: Auth, relatieId: number) {
    const member = await this.repo.member(db, auth.clubId, relatieId);
    if (!member) throw notFound('member');
    return member;
  }

  async memberCards(auth: Auth, relatieId: number): Promise<CommitteeMemberCards> {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const member = await this.requireMember(this.repo.db, auth, relatieId);
    const [views, adjustments, club] = await Promise.all([
      this.repo.cards(auth.clubId, member.player_id),
      this.repo.adjustments(auth.clubId, member.player_id),
      this.context.club(auth.clubId),
    ]);
    const scores = await this.repo.scores(
      this.repo.db,
      auth.clubId,
      views.map((v) => v.card.id),
    );
    const digimarker = club.config.digimarker_verplicht;
    return {
      member: memberView(member),
      cards: views.map((v) => cardView(v, scores.get(v.card.id) ?? [], digimarker)),
      adjustments: adjustments.map((a) => ({
        id: a.id,
        datum: a.datum,
        amount: a.amount_tenths / 10,
        reason: a.reason,
        review_date: a.review_date,
      })),
    };
  }

  /** The answer of a write on a card: the card as it is now and the member's index. */
  private async result(db: Db, auth: Auth, cardId: number | null, playerId: number) {
    const club = await this.context.club(auth.clubId);
    let card: CommitteeCard | null = null;
    if (cardId !== null) {
      const view = await this.cards.within(db).findView(cardId);
      const scores = await this.repo.scores(db, auth.clubId, [cardId]);
      card = cardView(view!, scores.get(cardId) ?? [], club.config.digimarker_verplicht);
    }
    const player = await this.cards.within(db).lockPlayer(playerId);
    return { card, handicap: tenths(player.handicap_tenths) } satisfies CommitteeWriteResult;
  }

  /**
   * Records the committee's write in the audit trail, in the write's transaction `db`, and answers
   * the card (if any) and the player's index after it.
   */
  private async audited(
    db: Db,
    auth: Auth,
    cardId: number | null,
    playerId: number,
    write: Omit<AuditWrite, 'clubId' | 'actorId'>,
  ) {
    await this.audit.record(db, { clubId: auth.clubId, actorId: auth.relatieId, ...write });
    return this.result(db, auth, cardId, playerId);
  }

  /**
   * A write on a player's record: one transaction, the player's lock first, the card repository
   * of that transaction for the engine's path.
   */
  private write<T>(playerId: number, fn: (db: Db, tx: ScorecardsRepository) => Promise<T>) {
    return transaction(this.repo.db, async (db) => {
      const tx = this.cards.within(db);
      await tx.lockPlayer(playerId);
      return fn(db, tx);
    });
  }

  private async today(auth: Auth) {
    return (await this.context.now(auth.clubId)).date;
  }

  /** The holes of the card's tee (none for a course not in the database). */
  private holeRows(card: Pick<CardRow, 'tee_id' | 'course_club_id'>): Promise<HoleRow[]> {
    if (card.tee_id === null || card.course_club_id === null) return Promise.resolve([]);
    return this.courses.holes(card.course_club_id, card.tee_id);
  }

  /**
   * A card the committee enters for a member (a round the member did not enter, one played
   * elsewhere): processed into the record at its date, so a card dated before later cards
   * replays them.
   */
  async enter(auth: Auth, relatieId: number, input: CommitteeCardInput) {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const member = await this.requireMember(this.repo.db, auth, relatieId);
    const today = await this.today(auth);
    if (input.date > today)
      throw new AppError('CARD_DATE_IN_FUTURE', 'a card dated after today cannot be entered', [
        { field: 'date', message: `the card is dated after today (${today})` },
      ]);
    const own = input.baan_id !== undefined;
    let place: Pick<CardRow, 'course_club_id' | 'baan_id' | 'tee_id' | 'unknown_course_name'>;
    let ratings: Ratings;
    let holeRows: HoleRow[] = [];
    if (own) {
      const course = await this.courses.course(auth.clubId, input.baan_id!);
      if (!course) throw invalid('baan_id', 'not a course of the club');
      if (!course.hole_options.includes(input.holes))
        throw invalid(
          'holes',
          `the course is played over ${course.hole_options.join(' or ')} holes`,
        );
      const tee = await this.courses.tee(auth.clubId, course.id, input.tee_id!);
      if (!tee) throw invalid('tee_id', 'not a tee of the course');
      holeRows = await this.courses.holes(auth.clubId, tee.id);
      ratings = ratingsOfHoles(tee, member.geslacht, input.holes, course.holes, holeRows);
      place = {
        course_club_id: auth.clubId,
        baan_id: course.id,
        tee_id: tee.id,
        unknown_course_name: null,
      };
    } else {
      const problem = teeRatingsProblem({
        holes: input.holes,
        courseRating: input.course_rating!,
        slopeRating: input.slope_rating!,
        par: input.par!,
      });
      if (problem) {
        const field = { courseRating: 'course_rating', slopeRating: 'slope_rating', par: 'par' }[
          problem.field
        ];
        throw invalid(
          field,
          `${field.replace('_', ' ')} does not fit a ${input.holes}-hole course`,
        );
      }
      ratings = {
        crTenths: toTenths(input.course_rating!),
        sr: input.slope_rating!,
        par: input.par!,
      };
      place = {
        course_club_id: null,
        baan_id: null,
        tee_id: null,
        unknown_course_name: input.course_name!,
      };
    }
    const scores = own ? input.scores! : [];
    return this.write(member.player_id, async (db, tx) => {
      // Before its time as well as its date: a card of that day played later may be processed.
      const indexBefore = await indexInEffect(tx, member.player_id, member, {
        datum: input.date,
        tijd: input.time,
      });
      const holes = cardHoles(
        {
          aantal_holes: input.holes,
          playing_handicap: playingHandicap(indexBefore, ratings, input.holes),
        },
        holeRows,
        new Map(scores.map((s, i) => [i + 1, s])),
      );
      const row = {
        club_id: auth.clubId,
        relatie_id: member.relatie_id,
        player_id: member.player_id,
        typekaart: own ? CARD_TYPE.QUALIFYING : CARD_TYPE.VREEMDEQKAART,
        ...place,
        aantal_holes: input.holes,
        datum: input.date,
        tijd: input.time,
        cr_tenths: ratings.crTenths,
        sr: ratings.sr,
        par: ratings.par,
        pcc: input.pcc,
        index_before_tenths: indexBefore,
        playing_handicap: playingHandicap(indexBefore, ratings, input.holes),
        is_ingevuld: true,
        signed_at: this.context.clock(),
        gross: own ? scores.reduce((a, b) => a + b, 0) : input.adjusted_gross_score!,
        sf_score: holes.length ? stablefordOf(holes) : null,
        uitslag: PROCESSING_RESULT.SUCCES,
        committee_action: 'entered' as const,
        committee_reason: input.reason,
      };
      const id = await tx.insert(row, this.context.clock());
      if (scores.length) await tx.replaceScores(auth.clubId, id, scores, this.context.clock());
      const card = (await this.repo.card(db, auth.clubId, id))!;
      const index = await processCard(tx, card, holeRows, scores, today);
      if (index === undefined) throw invalid('scores', 'too few holes played for the handicap');
      return this.audited(db, auth, id, member.player_id, {
        entity: 'scorecard',
        recordId: id,
        action: 'create',
        after: { relatie_id: relatieId, datum: input.date, ...place, scores, reason: input.reason },
      });
    });
  }

  /** The card of this club, else 404; the player it belongs to. */
  private async requireCard(auth: Auth, cardId: number) {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const card = await this.repo.card(this.repo.db, auth.clubId, cardId);
    if (!card) throw notFound('scorecard');
    return card;
  }

  /** A processed card's hole scores corrected, with the reason the member is shown. */
  async correct(auth: Auth, cardId: number, input: CardCorrectionInput) {
    const found = await this.requireCard(auth, cardId);
    const holeRows = await this.holeRows(found);
    const today = await this.today(auth);
    return this.write(found.player_id, async (db, tx) => {
      const card = (await this.repo.card(db, auth.clubId, cardId, true))!;
      if (!card.verwerkt) throw notProcessed();
      if (holeRows.length < card.aantal_holes)
        throw invalid(
          'scores',
          'the card has no hole scores to correct (a course not in the database)',
        );
      if (input.scores.length !== card.aantal_holes)
        throw invalid('scores', `a score for each of the card's ${card.aantal_holes} holes`);
      const before = (await this.repo.scores(db, auth.clubId, [cardId])).get(cardId) ?? [];
      let ags: number;
      try {
        ags = adjustedGrossOf(card, holeRows, input.scores);
      } catch (e) {
        if (e instanceof GolfInputError)
          throw invalid('scores', 'too few holes played for the handicap');
        throw e;
      }
      const holes = cardHoles(card, holeRows, new Map(input.scores.map((s, i) => [i + 1, s])));
      const now = this.context.clock();
      await tx.replaceScores(auth.clubId, cardId, input.scores, now);
      await tx.update(auth.clubId, cardId, {
        ags,
        gross: input.scores.reduce((a, b) => a + b, 0),
        sf_score: stablefordOf(holes),
        correction_reason: input.reason,
        corrected_at: now,
      });
      await replayPlayer(tx, card.player_id, today);
      return this.audited(db, auth, cardId, card.player_id, {
        entity: 'scorecard',
        recordId: cardId,
        action: 'update',
        before: { scores: before, ags: card.ags, correction_reason: card.correction_reason },
        after: { scores: input.scores, ags, correction_reason: input.reason },
      });
    });
  }

  /** Marks a processed card as not counting (`reason`), or counting again (null). */
  async setNotCounting(auth: Auth, cardId: number, reason: string | null) {
    const found = await this.requireCard(auth, cardId);
    const today = await this.today(auth);
    return this.write(found.player_id, async (db, tx) => {
      const card = (await this.repo.card(db, auth.clubId, cardId, true))!;
      if (!card.verwerkt) throw notProcessed();
      if ((card.not_counting_reason === null) === (reason === null))
        throw new AppError(
          'CONFLICT',
          reason === null ? 'the card counts already' : 'the card is already not counting',
        );
      await tx.update(auth.clubId, cardId, { not_counting_reason: reason });
      await replayPlayer(tx, card.player_id, today);
      return this.audited(db, auth, cardId, card.player_id, {
        entity: 'scorecard',
        recordId: cardId,
        action: 'update',
        before: { not_counting_reason: card.not_counting_reason },
        after: { not_counting_reason: reason },
      });
    });
  }

  /** The hours a card may wait for its marker, and the instant before which it is overdue. */
  private async overdueSince(auth: Auth) {
    const club = await this.context.club(auth.clubId);
    const hours = club.config.marker_overdue_hours;
    return { hours, before: new Date(this.context.clock().getTime() - hours * 3_600_000) };
  }

  async overdue(auth: Auth): Promise<OverdueMarkerList> {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const { hours, before } = await this.overdueSince(auth);
    const now = this.context.clock().getTime();
    const rows = await this.repo.overdue(auth.clubId, before);
    return {
      hours,
      cards: rows.map((r) => ({
        id: r.card.id,
        relatie_id: r.card.relatie_id,
        speler_naam: fullName(r.speler),
        marker_naam: r.marker_naam,
        datum: r.card.datum,
        tijd: r.card.tijd,
        baan_naam: r.card.unknown_course_name ?? r.baan_naam ?? '',
        waiting_hours: Math.floor((now - new Date(r.submitted_at).getTime()) / 3_600_000),
      })),
    };
  }

  /**
   * Signs (then processes as the marker's signature would, `afterSignature`) or voids a card
   * whose marker has not responded within the club's hours.
   */
  async overrule(auth: Auth, cardId: number, action: 'signed' | 'voided', reason: string) {
    const found = await this.requireCard(auth, cardId);
    const { before } = await this.overdueSince(auth);
    const holeRows = await this.holeRows(found);
    const today = await this.today(auth);
    return this.write(found.player_id, async (db, tx) => {
      const now = this.context.clock();
      const card = await this.repo.overrule(db, auth.clubId, cardId, before, {
        ...(action === 'signed' ? { signed_at: now } : { rejected_at: now, reject_remark: reason }),
        committee_action: action,
        committee_reason: reason,
      });
      if (!card)
        throw new AppError(
          'CARD_NOT_OVERDUE',
          "the card is not waiting for its marker past the club's hours",
          [
            {
              field: 'card_id',
              message: 'signed, rejected or processed meanwhile, or not overdue',
            },
          ],
        );
      if (action === 'signed') await afterSignature(tx, card, holeRows, today);
      // As the marker's own answer: the player hears it, the marker's reminders stop.
      await this.events?.markerDone(tx, card, action === 'signed' ? 'signed' : 'rejected');
      return this.audited(db, auth, cardId, card.player_id, {
        entity: 'scorecard',
        recordId: cardId,
        action: 'update',
        before: { marker_id: card.marker_id, signed_at: null, rejected_at: null },
        after: { committee_action: action, committee_reason: reason },
      });
    });
  }

  /** An index adjustment (Rule 7.1a) from `date` (today at the latest), replayed at once. */
  async addAdjustment(auth: Auth, relatieId: number, input: AdjustmentInput) {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const member = await this.requireMember(this.repo.db, auth, relatieId);
    const today = await this.today(auth);
    if (input.date > today)
      throw new AppError('ADJUSTMENT_IN_FUTURE', 'an adjustment takes effect today at the latest', [
        { field: 'date', message: `today (${today}) at the latest` },
      ]);
    return this.write(member.player_id, async (db, tx) => {
      const row = await this.repo.insertAdjustment(db, {
        club_id: auth.clubId,
        player_id: member.player_id,
        datum: input.date,
        amount_tenths: toTenths(input.amount),
        reason: input.reason,
        review_date: input.review_date,
        created_by: auth.relatieId,
      });
      await tx.handicapRecord().touch(member.player_id);
      await replayPlayer(tx, member.player_id, today);
      return this.audited(db, auth, null, member.player_id, {
        entity: 'handicap_adjustment',
        recordId: row.id,
        action: 'create',
        after: { relatie_id: relatieId, ...input },
      });
    });
  }

  async removeAdjustment(auth: Auth, id: number) {
    await this.context.requireRole(auth, HANDICAP_ROLE);
    const found = await this.repo.adjustment(this.repo.db, auth.clubId, id);
    if (!found) throw notFound('adjustment');
    const today = await this.today(auth);
    return this.write(found.player_id, async (db, tx) => {
      const row = await this.repo.deleteAdjustment(db, auth.clubId, id);
      if (!row) throw notFound('adjustment');
      await tx.handicapRecord().touch(row.player_id);
      await replayPlayer(tx, row.player_id, today);
      return this.audited(db, auth, null, row.player_id, {
        entity: 'handicap_adjustment',
        recordId: id,
        action: 'delete',
        before: { datum: row.datum, amount: row.amount_tenths / 10, reason: row.reason },
      });
    });
  }
}
