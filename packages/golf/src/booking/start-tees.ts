import { clockMinutes } from '../club-time';

/**
 * Two-tee starts: a course with start tees 1 and 10 sends flights off both, tee 10 only in the
 * first part of the day. From tee 1 a 9-hole round is the front nine and an 18-hole round the
 * whole course; from tee 10 a 9-hole round is the back nine, and an 18-hole round the back nine
 * and then the front nine from tee 1: the flight crosses over at the turn, where it needs a place
 * at tee 1 (`turnTime`). The day's first flights from tee 1 that play 18 holes reach tee 10 a
 * nine's playing time after the first start, and from then on tee 10 is theirs: it starts nobody
 * after that (`startsFromTeeAt`).
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

/** Why a flight cannot start from `tee` on a course with `tees`, or null when it can. */
export function startTeeRefusal(tee: number, tees: readonly number[]): 'not_a_start_tee' | null {
  return tees.includes(tee) ? null : 'not_a_start_tee';
}

/** Whether a round of `holes` from `tee` crosses over to tee 1 at the turn. */
export const crossesOver = (tee: number, holes: number): boolean =>
  tee === BACK_NINE_TEE && holes > 9;

/**
 * How long tee 10 starts flights, in minutes from the day's first start: about a nine's playing
 * time, when the first flights from tee 1 make the turn. The tee-sheet manager sets it per course.
 */
export const TEE_TEN_MINUTES = { default: 120, min: 60, max: 180 } as const;

/**
 * Whether a flight starts from `tee` at `time` on a day whose sheet starts at `firstTime`: tee 1
 * all day, tee 10 only before the day's first flights from tee 1 reach it (`teeTenMinutes` after
 * the first start), as tee 10 is theirs from then on.
 */
export function startsFromTeeAt(
  tee: number,
  time: string,
  firstTime: string,
  teeTenMinutes: number,
): boolean {
  if (tee !== BACK_NINE_TEE) return true;
  const at = clockMinutes(time);
  const first = clockMinutes(firstTime);
  return at !== null && first !== null && at < first + teeTenMinutes;
}

/**
 * The tee-1 time where a flight that starts from tee 10 at `time` and plays 18 holes takes its
 * place at the turn: the day's first tee time (of `times`, in order) at least a nine's playing
 * time (`teeTenMinutes`, the same minutes that close tee 10) after its start. Null when the day
 * has no tee time that late: from that time tee 10 offers the back nine only.
 */
export function turnTime(
  times: readonly string[],
  time: string,
  teeTenMinutes: number,
): string | null {
  const start = clockMinutes(time);
  if (start === null) return null;
  return (
    times.find((t) => {
      const at = clockMinutes(t);
      return at !== null && at >= start + teeTenMinutes;
    }) ?? null
  );
}
