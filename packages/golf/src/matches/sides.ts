import { playingHandicap, teamPlayingHandicap, type CourseHandicapInput } from '../course-handicap';
import { GolfInputError } from '../errors';
import { formAllowances, isMatchForm, type MatchForm } from './forms';

/**
 * The Playing Handicaps a side plays off in a form, with the form's allowances (formAllowances,
 * Appendix C): one per player where each plays their own ball (stroke play, stableford, match
 * play, four-ball; in the players' order), or one for the side (foursomes, greensomes, scramble:
 * teamPlayingHandicap, the players from the lowest Course Handicap, rounded once). Each player
 * brings their index and the ratings of the tee they play.
 */
export function matchPlayingHandicaps(
  form: MatchForm,
  players: readonly CourseHandicapInput[],
): { perPlayer: number[] | null; side: number | null } {
  if (!isMatchForm(form)) throw new GolfInputError('OPTION_INVALID', 'form');
  if (!Array.isArray(players) || players.length < 1 || players.length > 4) {
    throw new GolfInputError('LENGTH_MISMATCH', 'players', 'a side has 1–4 players');
  }
  const rule = formAllowances(form, players.length);
  if (rule.perPlayer) {
    return {
      perPlayer: players.map((p, i) => playingHandicap({ ...p, allowance: rule.allowances[i]! })),
      side: null,
    };
  }
  if (rule.allowances.length !== players.length) {
    throw new GolfInputError(
      'LENGTH_MISMATCH',
      'players',
      `${form} is played by ${rule.allowances.length} per side`,
    );
  }
  return { perPlayer: null, side: teamPlayingHandicap({ players, allowances: rule.allowances }) };
}

/** A category of a match: by handicap range (index in tenths, both ends included) and/or gender. */
export interface CategoryRange {
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
  categories: readonly CategoryRange[],
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
