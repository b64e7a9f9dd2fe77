/**
 * Two-tee starts: a course with start tees 1 and 10 sends flights off both at the sheet's times.
 * From tee 1 a 9-hole round is the front nine and an 18-hole round the whole course; from tee 10
 * a 9-hole round is the back nine. An 18-hole round from tee 10 would need a place at tee 1 when
 * the flight makes the turn (a crossover), which is not built: tee 10 offers 9 holes only.
 */

/** The start tees a course may have: tee 1 alone, or tees 1 and 10 (an 18-hole course only). */
export const START_TEE_CHOICES = [[1], [1, 10]] as const;

/** The tee every course starts from, and the one clients that name none book. */
export const FIRST_TEE = 1;
/** The back nine's first tee. */
export const BACK_NINE_TEE = 10;

/** What is wrong with a course's start tees, or null: {1}, or {1, 10} on an 18-hole course. */
export function startTeesProblem(tees: readonly number[], courseHoles: number): string | null {
  const sorted = [...tees].sort((a, b) => a - b).join(',');
  if (sorted === '1') return null;
  if (sorted !== '1,10') return 'start tees are tee 1, or tees 1 and 10';
  if (courseHoles !== 18) return 'only an 18-hole course starts from tee 10 too';
  return null;
}

/**
 * The start tees the sheet offers: the course's own, while they still fit it (a course changed
 * to 9 holes since keeps tee 1 only).
 */
export function courseStartTees(tees: readonly number[], courseHoles: number): number[] {
  return startTeesProblem(tees, courseHoles) === null
    ? [...tees].sort((a, b) => a - b)
    : [FIRST_TEE];
}

/** Why a round of `holes` cannot start from `tee` on a course with `tees`, or null when it can. */
export function startTeeRefusal(
  tee: number,
  tees: readonly number[],
  holes: number,
): 'not_a_start_tee' | 'nine_holes_only' | null {
  if (!tees.includes(tee)) return 'not_a_start_tee';
  if (tee === BACK_NINE_TEE && holes !== 9) return 'nine_holes_only';
  return null;
}

/** The round lengths the sheet offers from `tee`: tee 10 the back nine only. */
export const holesFromTee = (tee: number, holeOptions: readonly number[]): number[] =>
  tee === BACK_NINE_TEE ? holeOptions.filter((h) => h === 9) : [...holeOptions];
