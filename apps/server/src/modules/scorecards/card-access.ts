import { CARD_REFUSAL, type CardRefusal, type Hole } from '@fairway/contract';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { ClubRepository } from '../club';
import type { CoursesRepository, HoleRow } from '../courses/courses.repository';
import type { MemberRow, MembersRepository } from '../members';
import { cardHoles } from './card-layout';
import type { CardRow, ScorecardsRepository } from './scorecards.repository';

/** A 400 naming the field, with a message that is not one of the card refusals. */
export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, [{ field, message }]);

/** A card refusal (refusals.ts): its code and text, and the field it names where there is one. */
export const refuse = (code: CardRefusal, field?: string) =>
  new AppError(
    code,
    CARD_REFUSAL[code],
    field === undefined ? undefined : [{ field, message: CARD_REFUSAL[code] }],
  );

/**
 * What a card's changes start elsewhere (the reminders of modules/notifications), called in the
 * transaction that makes the change, with the repository of that transaction.
 */
export interface CardEvents {
  /** A complete card now waits for its member marker's signature. */
  handedToMarker(tx: ScorecardsRepository, card: CardRow): Promise<void>;
  /** The marker (or the committee in their place) signed it, or the marker rejected it. */
  markerDone(
    tx: ScorecardsRepository,
    card: CardRow,
    outcome: 'signed' | 'rejected',
  ): Promise<void>;
}

const NO_EVENTS: CardEvents = {
  handedToMarker: async () => {},
  markerDone: async () => {},
};

/** The club's side of a card call: its clock and flags. */
export interface CardClubContext {
  timezone: string;
  /** spec §3 `kaarten`: the club has cards in the app. */
  kaarten: boolean;
  digimarker: boolean;
  qualifyingMenu: boolean;
  today: string;
  time: string;
}

/** A card call's member and club. */
export interface CardContext extends CardClubContext {
  member: MemberRow;
}

/**
 * What every card service reads first: the member and club of the call, a card the member may
 * see, and a card's holes. Shared so that "may this member see this card" is decided once.
 */
export class CardAccess {
  /** Set at app build (useEvents); nothing happens without. */
  events: CardEvents = NO_EVENTS;

  constructor(
    readonly cards: ScorecardsRepository,
    readonly courses: CoursesRepository,
    readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    readonly club: ClubContext,
  ) {}

  useEvents(events: CardEvents): void {
    this.events = events;
  }

  /** The club's side of the context: its clock and flags (cached), no member read. */
  async clubContext(auth: Auth): Promise<CardClubContext> {
    const [cfg, features] = await Promise.all([
      this.clubs.config(auth.clubId),
      this.clubs.features(auth.clubId),
    ]);
    if (!cfg) throw notFound('member');
    const { date, time } = this.club.nowIn(cfg.club.timezone);
    return {
      timezone: cfg.club.timezone,
      kaarten: cfg.config.kaarten,
      digimarker: cfg.config.digimarker_verplicht,
      qualifyingMenu:
        features.find((f) => f.name === 'showQualfyingScorecardMenu')?.enabled ?? false,
      today: date,
      time,
    };
  }

  async context(auth: Auth): Promise<CardContext> {
    const [member, club] = await Promise.all([
      this.members.findById(auth.clubId, auth.relatieId),
      this.clubContext(auth),
    ]);
    if (!member) throw notFound('member');
    return { member, ...club };
  }

  /**
   * The context of a call that writes the member's own card (create, the allowed checks, scores,
   * submit; a match card): refused with 403 CARD_CARDS_OFF where the club has cards off
   * (`kaarten`). Reading cards and marking someone else's card are not such calls.
   */
  async ownCardContext(auth: Auth): Promise<CardContext> {
    const ctx = await this.context(auth);
    if (!ctx.kaarten) throw refuse('CARD_CARDS_OFF');
    return ctx;
  }

  /** The kaarten check alone (cached club config), for a hole save's one-read path. */
  async requireCards(auth: Auth): Promise<void> {
    const cfg = await this.clubs.config(auth.clubId);
    if (!cfg) throw notFound('member');
    if (!cfg.config.kaarten) throw refuse('CARD_CARDS_OFF');
  }

  /** A card the member may see: their own, or one they were asked to mark. */
  async visibleCard(auth: Auth, ctx: CardContext, id: number) {
    const view = await this.cards.findView(id);
    if (!view) throw notFound('scorecard');
    const c = view.card;
    const own = c.player_id === ctx.member.id;
    const marker = c.club_id === auth.clubId && c.marker_id === auth.relatieId;
    if (!own && !marker) throw notFound('scorecard');
    return { view, own, marker };
  }

  /** The holes of the card's tee; none for a course not in the database. */
  async holeRows(card: Pick<CardRow, 'tee_id' | 'course_club_id'>): Promise<HoleRow[]> {
    if (card.tee_id === null || card.course_club_id === null) return [];
    return this.courses.holes(card.course_club_id, card.tee_id);
  }

  /** The card's holes as the keypad shows them, with the saved scores. */
  async holesOf(card: CardRow): Promise<Hole[]> {
    const [rows, saved] = await Promise.all([
      this.holeRows(card),
      this.cards.scores(card.club_id, card.id),
    ]);
    return cardHoles(card, rows, new Map(saved.map((s) => [s.hole_nr, s.strokes])));
  }
}
