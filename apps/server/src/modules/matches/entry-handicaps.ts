import {
  BEGINNER_INDEX_TENTHS,
  formAllowances,
  isMatchForm,
  matchPlayingHandicaps,
  type CourseHandicapInput,
  type MatchForm,
} from '@fairway/golf';
import type { MatchRow, MatchTeamRow } from '../../db/schema';
import { ratingsOfHoles, type CoursesRepository } from '../courses';
import { indexInEffect } from '../handicap';
import type { ScorecardsRepository } from '../scorecards';
import type { StoredGuest } from './matches.mapper';
import type { MatchesRepository, RegistrationWithPerson } from './matches.repository';
import { playerStart, playerTeeId } from './player-start';

type Card = Awaited<ReturnType<MatchesRepository['cards']>>[number];
type Match = Pick<MatchRow, 'id' | 'course_id' | 'aanvang' | 'holes' | 'wedstrijdvorm'>;

/** A player of an entry: their sign-up, and their card of the match when they have one. */
export interface EntryPlayer {
  reg: RegistrationWithPerson;
  card: Card | undefined;
}

/** What each player of a match plays off, by registration: their index and tee ratings. */
export type PlayedOff = ReadonlyMap<number, CourseHandicapInput>;

/** The form as stored; an unknown code reads as stableford, as everywhere else (formOf). */
const formCode = (m: Pick<MatchRow, 'wedstrijdvorm'>): MatchForm =>
  isMatchForm(m.wedstrijdvorm) ? m.wedstrijdvorm : 'stableford';

/** A form where a side plays one ball off one handicap made of all its partners' (Appendix C). */
function playsOneBallSide(m: Pick<MatchRow, 'wedstrijdvorm'>): boolean {
  return !formAllowances(formCode(m), 2).perPlayer;
}

/**
 * The figures a card was created with: the index in effect at its start and its tee's ratings for
 * its holes. Kept on the card, so a round played or a tee re-rated since moves nothing.
 */
function cardPlayedOff(card: Card): CourseHandicapInput {
  return {
    handicapIndex: (card.index_before_tenths ?? BEGINNER_INDEX_TENTHS) / 10,
    courseRating: card.cr_tenths / 10,
    slopeRating: card.sr,
    par: card.par,
    holes: card.aantal_holes === 9 ? 9 : 18,
  };
}

/**
 * The Playing Handicap each of an entry's counted cards is ranked on, in their order. The one home
 * of this rule for the results (match-admin) and the live leaderboard, so a finished board is
 * ordered as the published results:
 *
 * - a one-ball side (foursomes, greensomes, scramble): the side's, from every partner's Course
 *   Handicap by the form's allowances (golf `matchPlayingHandicaps`), a partner with a card off
 *   what it was created with, one without off `playedOff`;
 * - four-ball: each ball at the form's allowance (85 %) of its player's Course Handicap;
 * - the individual forms: the card's own, the Course Handicap (the spec's handicapverrekening
 *   100), which is also what the player's card gave its strokes and points from.
 */
export function rankedHandicaps(
  m: Pick<MatchRow, 'wedstrijdvorm'>,
  players: readonly EntryPlayer[],
  counted: readonly Card[],
  playedOff: PlayedOff,
): number[] {
  const form = formCode(m);
  const own = counted.map((c) => c.playing_handicap ?? 0);
  if (form === 'four_ball')
    return counted.map((c) => matchPlayingHandicaps(form, [cardPlayedOff(c)]).perPlayer![0]!);
  const rule = formAllowances(form, players.length);
  if (rule.perPlayer) return own;
  const partners = players.map((p) => (p.card ? cardPlayedOff(p.card) : playedOff.get(p.reg.id)));
  // A side short of a partner (one signed out alone) has no Appendix C figure: its card's own.
  if (rule.allowances.length !== partners.length || partners.some((p) => p === undefined))
    return own;
  const { side } = matchPlayingHandicaps(form, partners as CourseHandicapInput[]);
  return counted.map(() => side!);
}

/**
 * What the partners of one-ball sides play off where their card does not say it (a side's one
 * ball is often on one partner's card only): as their card would be created (match-admin
 * `cardSetup`, by the same rules of player-start.ts), the index in effect at the side's start and the ratings of their tee for the
 * match's holes. It reads through the repositories it was built with, so a caller asks before
 * opening a transaction of its own (PGlite has one connection: a read outside it would wait).
 */
export class EntryHandicaps {
  constructor(
    private readonly repo: MatchesRepository,
    private readonly courses: Pick<CoursesRepository, 'course' | 'holes'>,
    private readonly cards: ScorecardsRepository,
  ) {}

  /**
   * By registration, for `regs` of a one-ball side form (nothing for another form): a member's
   * index in effect before the start of their side (its flight's, else the match's), a guest's
   * handicap given at sign-up; the ratings of their tee (playerTeeId) for the match's holes.
   */
  async playedOff(
    clubId: number,
    m: Match,
    teams: readonly Pick<MatchTeamRow, 'id' | 'flight_id'>[],
    regs: readonly RegistrationWithPerson[],
  ): Promise<PlayedOff> {
    const figures = new Map<number, CourseHandicapInput>();
    if (regs.length === 0 || !playsOneBallSide(m)) return figures;
    const memberIds = regs.flatMap((r) => (r.relatie_id === null ? [] : [r.relatie_id]));
    const [matchTees, flights, course, people] = await Promise.all([
      this.repo.tees(clubId, m.id),
      this.repo.flights(clubId, m.id),
      this.courses.course(clubId, m.course_id),
      this.repo.startIndexes(clubId, memberIds),
    ]);
    if (!course) return figures;
    const holes: 9 | 18 = m.holes === 9 ? 9 : 18;
    // A tee's row and holes, read once for every partner who plays from it.
    const teeReads = new Map<number, ReturnType<EntryHandicaps['teeOf']>>();
    for (const reg of regs) {
      const gender =
        (reg.relatie_id === null ? (reg.guest as StoredGuest | null)?.gender : reg.geslacht) === 'v'
          ? 'v'
          : 'm';
      const teeId = playerTeeId(reg.tee_id, gender, matchTees);
      if (teeId === null) continue;
      if (!teeReads.has(teeId)) teeReads.set(teeId, this.teeOf(clubId, teeId, holes));
      const { tee, holeRows } = await teeReads.get(teeId)!;
      if (!tee || holeRows.length !== holes) continue;
      const ratings = ratingsOfHoles(tee, gender, holes, course.holes, holeRows);
      let tenths = reg.guest_handicap_tenths;
      if (reg.relatie_id !== null) {
        const person = people.find((p) => p.relatie_id === reg.relatie_id);
        if (!person) continue;
        const flightId = teams.find((t) => t.id === reg.team_id)?.flight_id;
        const start = playerStart(m.aanvang, flights, flightId);
        tenths = await indexInEffect(this.cards, person.id, person, {
          datum: start.date,
          tijd: start.time,
        });
      }
      figures.set(reg.id, {
        handicapIndex: (tenths ?? BEGINNER_INDEX_TENTHS) / 10,
        courseRating: ratings.crTenths / 10,
        slopeRating: ratings.sr,
        par: ratings.par,
        holes,
      });
    }
    return figures;
  }

  /** A tee's row and its first `holes` holes. */
  private async teeOf(clubId: number, teeId: number, holes: 9 | 18) {
    const [tee, holeRows] = await Promise.all([
      this.repo.tee(clubId, teeId),
      this.courses.holes(clubId, teeId),
    ]);
    return { tee, holeRows: holeRows.slice(0, holes) };
  }
}
