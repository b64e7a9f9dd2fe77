import { HANDICAP_ALLOWANCE, TEAM_HANDICAP_ALLOWANCE } from '../course-handicap';

/**
 * A match's form (spec §3 Match `wedstrijdvorm`): its code, how many players make a team
 * (`spelers`) and how its result is counted (`uitslag`). The code decides the WHS allowance
 * (Appendix C) the team playing handicap is computed with.
 */
export const MATCH_FORMS = [
  'strokeplay',
  'stableford',
  /** Against par ("tegen par", Rules of Golf 21.3): per hole net strokes against par, '+', '-' or 0. */
  'tegen_par',
  'matchplay',
  'four_ball',
  'foursomes',
  'greensomes',
  'scramble',
] as const;
export type MatchForm = (typeof MATCH_FORMS)[number];

/**
 * How a match's result is counted: stableford points, net strokes, gross strokes, or against par
 * (the number of holes won minus the holes lost: only for the form 'tegen_par', which counts so).
 */
export const MATCH_RESULT_KINDS = ['stableford', 'netto', 'bruto', 'tegen_par'] as const;
export type MatchResultKind = (typeof MATCH_RESULT_KINDS)[number];

const AGAINST_PAR_ONLY: readonly MatchResultKind[] = ['tegen_par'];
const NOT_AGAINST_PAR: readonly MatchResultKind[] = MATCH_RESULT_KINDS.filter(
  (k) => k !== 'tegen_par',
);

/**
 * The counting rules a form can have: against par is both a form and how its result counts, so
 * the form 'tegen_par' counts only against par, and only it does.
 */
export function resultKindsFor(form: MatchForm): readonly MatchResultKind[] {
  return form === 'tegen_par' ? AGAINST_PAR_ONLY : NOT_AGAINST_PAR;
}

/** How members sign up: each player alone, or a team at once (its members named by the first). */
export const SIGN_UP_FORMS = ['individueel', 'team'] as const;
export type SignUpForm = (typeof SIGN_UP_FORMS)[number];

/** spec §3 Sign-up payload `preferences.start_game` / inschrijfinfo `vroeglaat`. */
export const START_PREFERENCES = ['geen', 'vroeg', 'laat'] as const;
export type StartPreference = (typeof START_PREFERENCES)[number];

export function isMatchForm(value: unknown): value is MatchForm {
  return MATCH_FORMS.includes(value as MatchForm);
}

/**
 * The allowances (whole percent) of a form's team, one per player from the lowest Course Handicap
 * up (Appendix C), for a team of `size`. Forms where each player plays their own ball
 * (stroke play, stableford, match play, four-ball) give every player the same individual figure;
 * the side's figure is then each player's own playing handicap, not a sum.
 */
export function formAllowances(
  form: MatchForm,
  size: number,
): { perPlayer: boolean; allowances: number[] } {
  const each = (pct: number) => ({
    perPlayer: true,
    allowances: Array.from({ length: size }, () => pct),
  });
  switch (form) {
    case 'strokeplay':
      return each(HANDICAP_ALLOWANCE.INDIVIDUAL_STROKE_PLAY);
    case 'stableford':
      return each(HANDICAP_ALLOWANCE.INDIVIDUAL_STABLEFORD);
    case 'tegen_par':
      return each(HANDICAP_ALLOWANCE.INDIVIDUAL_PAR_BOGEY);
    case 'matchplay':
      return each(HANDICAP_ALLOWANCE.MATCH_PLAY_INDIVIDUAL);
    case 'four_ball':
      return each(HANDICAP_ALLOWANCE.FOUR_BALL_STROKE_PLAY);
    case 'foursomes':
      return { perPlayer: false, allowances: [...TEAM_HANDICAP_ALLOWANCE.FOURSOMES] };
    case 'greensomes':
      return { perPlayer: false, allowances: [...TEAM_HANDICAP_ALLOWANCE.GREENSOMES] };
    case 'scramble': {
      const bySize: Record<number, readonly number[]> = {
        2: TEAM_HANDICAP_ALLOWANCE.SCRAMBLE_2,
        3: TEAM_HANDICAP_ALLOWANCE.SCRAMBLE_3,
        4: TEAM_HANDICAP_ALLOWANCE.SCRAMBLE_4,
      };
      return {
        perPlayer: false,
        allowances: [...(bySize[size] ?? TEAM_HANDICAP_ALLOWANCE.SCRAMBLE_4)],
      };
    }
  }
}
