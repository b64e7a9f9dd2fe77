/**
 * Who may sign up for a match and with whom (spec §4–§5 Match sign-up), on the club's wall clock
 * ('YYYY-MM-DD HH:mm', club-local; the caller reads it with clubDateTime). Pure: server and app
 * decide with the same rules.
 */
import type { CategoryBounds } from './schedule';

/** The match fields these rules read ('j'/'n' flags as the wire spells them). */
export interface MatchWindow {
  inschrijvingsstart: string;
  inschrijvingsstop: string;
  /** Sign-out deadline; the end of the sign-up window when the match has none. */
  uitschrijven_tot?: string | null;
  verwerkt: 'j' | 'n';
}

/** A wall-clock moment as the rules compare it: 'YYYY-MM-DD HH:mm'. */
export const wallTime = (at: { date: string; time: string }): string => `${at.date} ${at.time}`;

/** spec §4: sign-up is open between inschrijvingsstart and inschrijvingsstop, unless processed. */
export function signUpOpen(match: MatchWindow, now: string): boolean {
  return (
    match.verwerkt !== 'j' && now >= match.inschrijvingsstart && now <= match.inschrijvingsstop
  );
}

/** A member signed up may sign out until the sign-out deadline, unless the match is processed. */
export function signOutOpen(match: MatchWindow, now: string): boolean {
  return match.verwerkt !== 'j' && now <= (match.uitschrijven_tot ?? match.inschrijvingsstop);
}

/** The form's team and guest limits. */
export interface MatchPlayers {
  /** Players per team (wedstrijdvorm.spelers). */
  spelers: number;
  aantal_gastspelers_inschrijven: number;
  inschrijvingsvorm: 'individueel' | 'team';
}

/**
 * spec §5: the extra players one may bring besides oneself: the guests allowed in an individual
 * form, otherwise the team size minus 1.
 */
export function maxExtraPlayers(match: MatchPlayers): number {
  return match.spelers <= 1 ? match.aantal_gastspelers_inschrijven : match.spelers - 1;
}

/**
 * spec §5: who the extra places are for. In an individual form they are for guests: a member
 * named there would be signed up without their consent and could then no longer sign up
 * themselves. A team form names members as team mates.
 */
export function membersMayBeNamed(match: Pick<MatchPlayers, 'spelers'>): boolean {
  return match.spelers > 1;
}

/** A team form signed up as a team names the whole team at once. */
export function teamMustBeComplete(match: MatchPlayers): boolean {
  return match.spelers > 1 && match.inschrijvingsvorm === 'team';
}

export type PlayersProblem = 'MATCH_TOO_MANY_PLAYERS' | 'MATCH_TEAM_SIZE';

/** Whether `extra` players besides the caller fit the form (null: they do). */
export function playersProblem(match: MatchPlayers, extra: number): PlayersProblem | null {
  if (extra > maxExtraPlayers(match)) return 'MATCH_TOO_MANY_PLAYERS';
  if (teamMustBeComplete(match) && extra !== match.spelers - 1) return 'MATCH_TEAM_SIZE';
  return null;
}

/** spec §9: a guest's handicap lies between −9 and 54. */
export const GUEST_HANDICAP_MIN = -9;
export const GUEST_HANDICAP_MAX = 54;

/** The fields a guest must have (spec §5), in the order the message names them. */
export const GUEST_REQUIRED_FIELDS = ['lastname', 'handicap', 'gender'] as const;
export type GuestRequiredField = (typeof GUEST_REQUIRED_FIELDS)[number];

export interface GuestInput {
  lastname?: string | null;
  handicap?: number | null;
  gender?: string | null;
}

/** The required fields a guest lacks (spec §5: achternaam, handicap and geslacht). */
export function guestMissingFields(guest: GuestInput): GuestRequiredField[] {
  return GUEST_REQUIRED_FIELDS.filter((f) => {
    const v = guest[f];
    return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
  });
}

/** A guest's handicap within −9..54 (spec §9). */
export function guestHandicapInRange(handicap: number): boolean {
  return (
    Number.isFinite(handicap) && handicap >= GUEST_HANDICAP_MIN && handicap <= GUEST_HANDICAP_MAX
  );
}

/**
 * spec §5: a full flight cannot be chosen. Full is holding its teams (spelers_per_flight, or the
 * flight's own capacity when smaller), or its players: spelers_per_flight teams of the form's
 * `playersPerTeam`, a member's guests each taking a place. The server's SQL seats a sign-up by the
 * same two counts (apps/server/src/db/functions/flight_has_room.sql and flight_takes_players.sql),
 * so what is shown full is refused as full; one with a single place left is refused a member with
 * a guest.
 */
export function flightSelectable(
  flight: { teams: number; capacity: number; players: number },
  spelersPerFlight: number,
  playersPerTeam: number,
): boolean {
  return (
    flight.teams < Math.min(flight.capacity, spelersPerFlight) &&
    flight.players < spelersPerFlight * playersPerTeam
  );
}

/**
 * The tees a player of `gender` may play from (spec `beschikbare_tees` by gender), and the one
 * they play from: the tee asked for when it is theirs, else the first of theirs; null when the
 * match names no tees for that gender (the player's tee is then left to the committee).
 */
export function teeFor(
  available: { m: readonly number[]; v: readonly number[] },
  gender: 'm' | 'v',
  asked: number | null | undefined,
): { teeId: number | null; refused: boolean } {
  const mine = available[gender];
  if (asked !== null && asked !== undefined) {
    return mine.includes(asked) ? { teeId: asked, refused: false } : { teeId: null, refused: true };
  }
  return { teeId: mine[0] ?? null, refused: false };
}

/**
 * Whether a member fits a category (spec §3 Match categories): their index within its range and
 * their gender where it names one. A member without an index yet fits any range: there is nothing
 * to place them by, the committee does.
 */
export function fitsCategory(
  category: CategoryBounds,
  member: { handicap: number | null; geslacht: string },
): boolean {
  if (category.geslacht !== null && category.geslacht !== member.geslacht) return false;
  if (member.handicap === null) return true;
  if (category.handicap_min !== null && member.handicap < category.handicap_min) return false;
  return category.handicap_max === null || member.handicap <= category.handicap_max;
}

/**
 * The categories a member may sign up in: in an individual form, those they fit (`fitsCategory`);
 * a team's category is the side's, placed by the committee, so a team form may choose any.
 */
export function categoryOpenTo(
  match: Pick<MatchPlayers, 'spelers'>,
  category: CategoryBounds,
  member: { handicap: number | null; geslacht: string },
): boolean {
  return match.spelers > 1 || fitsCategory(category, member);
}
