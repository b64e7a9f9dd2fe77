import { MATCH_REFUSAL, type MatchPlayer, type MatchRefusal } from '@fairway/contract';
import { DEFAULT_CLUB_TIME_ZONE, wallTime } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { ClubRepository } from '../club';
import type { PersonVisibility } from '../members';
import { AppError, notFound } from '../../errors';
import type { MatchTeamRow } from '../../db/schema';
import type { PaymentsService } from '../payments';
import {
  type MatchesRepository,
  type MatchWithCourse,
  type RegistrationWithPerson,
} from './matches.repository';
import { toPlayer } from './matches.mapper';
import { NO_MATCH_EVENTS, type MatchEvents } from './match-events';

export const refuse = (
  code: MatchRefusal,
  field?: string,
  fields?: { field: string; message: string }[],
) =>
  new AppError(
    code,
    MATCH_REFUSAL[code],
    fields ?? (field ? [{ field, message: MATCH_REFUSAL[code] }] : undefined),
  );

export const NO_FIELDS: ReadonlySet<never> = new Set();
export const OWN_GUEST: ReadonlySet<'name' | 'handicap'> = new Set(['name', 'handicap']);

/** Reserve-list places (1 first) of a match's teams, in arrival order. */
export function reservePlaces(teams: MatchTeamRow[]): Map<number, number> {
  const places = new Map<number, number>();
  for (const t of teams) if (t.reservelijst) places.set(t.id, places.size + 1);
  return places;
}

/** What matches ask of the payments module: the sign-ups' bons (subject 'match_registration'). */
export type MatchPayments = Pick<
  PaymentsService,
  | 'bonForSubject'
  | 'list'
  | 'openBon'
  | 'refunds'
  | 'withdraw'
  | 'changePayer'
  | 'memberBonsIn'
  | 'underWay'
>;

/** The name of a player's share of a team's bon (what is given back when they leave it). */
export const playerShare = (relatieId: number) => `player:${relatieId}`;

/**
 * What every part of the member's side of matches reads first: the match, the club's clock, the
 * caller's own sign-up and how the players are shown to them.
 */
export class MatchReads {
  /** Set at app build (useEvents); nothing happens without. */
  events: MatchEvents = NO_MATCH_EVENTS;

  constructor(
    private readonly repo: MatchesRepository,
    private readonly clubs: ClubRepository,
    private readonly context: ClubContext,
    private readonly visibility: PersonVisibility,
  ) {}

  useEvents(events: MatchEvents): void {
    this.events = events;
  }

  /** The teams of a match on its reserve list now (before a change that may move them up). */
  async reserveTeams(clubId: number, m: { id: number; reserves: number }): Promise<number[]> {
    if (m.reserves === 0) return [];
    return (await this.repo.teams(clubId, m.id)).filter((t) => t.reservelijst).map((t) => t.id);
  }

  /**
   * The players of this match as the caller may see them (member-privacy.ts): their own sign-up
   * as the players of their booking, everyone else as the match's lists show people.
   */
  async seer(
    auth: Auth,
    matchId: number,
    known?: { mine: { team_id: number } | undefined },
    viewer?: { is_gast: boolean },
  ): Promise<(r: RegistrationWithPerson) => MatchPlayer> {
    const [policy, mine] = await Promise.all([
      this.visibility.policy(auth, viewer),
      known ? known.mine : this.repo.registrationOf(auth.clubId, matchId, auth.relatieId),
    ]);
    return (r) => {
      const own = mine !== undefined && r.team_id === mine.team_id;
      // The guests the caller brought are what they typed in themselves (the sign-up form edits them).
      if (own && r.relatie_id === null) return toPlayer(r, auth.relatieId, OWN_GUEST);
      const fields = policy(own ? 'booking' : 'match', r.relatie_id);
      return toPlayer(r, auth.relatieId, fields ?? NO_FIELDS);
    };
  }

  /** The club's wall clock now, 'YYYY-MM-DD HH:mm'. */
  async now(clubId: number): Promise<string> {
    const club = await this.clubs.findOnPlatform(clubId);
    return wallTime(this.context.nowIn(club?.timezone ?? DEFAULT_CLUB_TIME_ZONE));
  }

  async match(auth: Auth, id: number): Promise<MatchWithCourse> {
    const m = await this.repo.find(auth.clubId, id);
    if (!m) throw notFound('match');
    return m;
  }

  /** The caller's team, which only its first player (who signed it up) may change as a whole. */
  async ownTeam(auth: Auth, matchId: number) {
    const mine = await this.repo.registrationOf(auth.clubId, matchId, auth.relatieId);
    if (!mine) throw refuse('MATCH_NOT_SIGNED_UP');
    const team = (await this.repo.team(auth.clubId, mine.team_id))!;
    return { team, leader: team.signed_up_by === auth.relatieId };
  }
}
