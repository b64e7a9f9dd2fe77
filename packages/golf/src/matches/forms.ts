import {
  HANDICAP_ALLOWANCE,
  playingHandicap,
  TEAM_HANDICAP_ALLOWANCE,
  teamPlayingHandicap,
  type CourseHandicapInput,
} from '../course-handicap';
import { GolfInputError } from '../errors';

/**
 * The forms a club runs a match in: individual stableford or stroke play, and the team forms
 * foursome (alternate shot), greensome (both drive, one ball from there) and better ball
 * (four-ball: each plays their own ball, the side's best score counts).
 */
export const MATCH_FORMS = [
  'stableford',
  'strokeplay',
  'foursome',
  'greensome',
  'better_ball',
] as const;
export type MatchForm = (typeof MATCH_FORMS)[number];

export function isMatchForm(value: unknown): value is MatchForm {
  return MATCH_FORMS.includes(value as MatchForm);
}

/** Players per side in each form (wedstrijdvorm.spelers). */
export const MATCH_FORM_PLAYERS: Readonly<Record<MatchForm, 1 | 2>> = Object.freeze({
  stableford: 1,
  strokeplay: 1,
  foursome: 2,
  greensome: 2,
  better_ball: 2,
});

/**
 * Appendix C allowances per form, from the engine's tables (not repeated here). One entry per ball
 * for forms where each player has a Playing Handicap (individual, better ball: 95 %, 85 %); the
 * side's list, lowest Course Handicap first, for forms with one ball per side (foursome 50 % of
 * the combined, greensome 60 % of the lower and 40 % of the higher).
 */
export const MATCH_FORM_ALLOWANCE: Readonly<
  Record<
    MatchForm,
    { kind: 'player'; allowance: number } | { kind: 'side'; allowances: readonly number[] }
  >
> = Object.freeze({
  stableford: { kind: 'player', allowance: HANDICAP_ALLOWANCE.INDIVIDUAL_STABLEFORD },
  strokeplay: { kind: 'player', allowance: HANDICAP_ALLOWANCE.INDIVIDUAL_STROKE_PLAY },
  foursome: { kind: 'side', allowances: TEAM_HANDICAP_ALLOWANCE.FOURSOMES },
  greensome: { kind: 'side', allowances: TEAM_HANDICAP_ALLOWANCE.GREENSOMES },
  better_ball: { kind: 'player', allowance: HANDICAP_ALLOWANCE.FOUR_BALL_STROKE_PLAY },
});

/**
 * The Playing Handicaps a side plays off in a form: one per player (individual, better ball; in
 * the players' order) or one for the side (foursome, greensome: `teamPlayingHandicap`, a single
 * rounding). Each player brings their index and the ratings of the tee they play.
 */
export function matchPlayingHandicaps(
  form: MatchForm,
  players: readonly CourseHandicapInput[],
): { perPlayer: number[] | null; side: number | null } {
  if (!isMatchForm(form)) throw new GolfInputError('OPTION_INVALID', 'form');
  if (!Array.isArray(players) || players.length !== MATCH_FORM_PLAYERS[form]) {
    throw new GolfInputError(
      'LENGTH_MISMATCH',
      'players',
      `${form} is played by ${MATCH_FORM_PLAYERS[form]} per side`,
    );
  }
  const rule = MATCH_FORM_ALLOWANCE[form];
  if (rule.kind === 'player') {
    return {
      perPlayer: players.map((p) => playingHandicap({ ...p, allowance: rule.allowance })),
      side: null,
    };
  }
  return { perPlayer: null, side: teamPlayingHandicap({ players, allowances: rule.allowances }) };
}

/** A category of a match: by handicap range (index in tenths, both ends included) and/or gender. */
export interface MatchCategory {
  id: number;
  /** Lowest and highest index in tenths; null for open-ended. */
  minHandicapTenths: number | null;
  maxHandicapTenths: number | null;
  /** 'm', 'v' (vrouw), or null for both. */
  gender: 'm' | 'v' | null;
}

/**
 * The category a player (or a side, by its average index) falls in: the first in the list whose
 * range and gender match, or null when none does (the committee then places the player).
 */
export function categoryFor(
  categories: readonly MatchCategory[],
  player: { handicapTenths: number; gender: 'm' | 'v' | null },
): number | null {
  for (const c of categories) {
    if (c.minHandicapTenths !== null && player.handicapTenths < c.minHandicapTenths) continue;
    if (c.maxHandicapTenths !== null && player.handicapTenths > c.maxHandicapTenths) continue;
    if (c.gender !== null && c.gender !== player.gender) continue;
    return c.id;
  }
  return null;
}
