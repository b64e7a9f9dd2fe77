/**
 * What the committee may set when it creates or edits a match, beyond the shape of the input
 * (packages/contract checks that): a match is not made for a day already gone, sign-up is not
 * set to close at a moment already past, and categories do not share a player. Times are the
 * club's wall clock ('YYYY-MM-DD HH:mm'), which sorts as it reads.
 */

export interface MatchSchedule {
  aanvang: string;
  inschrijvingsstop: string;
}

export type ScheduleProblem =
  | { field: 'aanvang'; problem: 'DATE_PASSED' }
  | { field: 'inschrijvingsstop'; problem: 'SIGN_UP_CLOSED' };

/**
 * The problems of a schedule at `now`. Editing (`before` given), only what changes is held to
 * it: a match whose sign-up the committee closed keeps its past close when its text is edited.
 */
export function scheduleProblems(
  schedule: MatchSchedule,
  now: string,
  before?: MatchSchedule,
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const today = now.slice(0, 10);
  if (
    schedule.aanvang.slice(0, 10) < today &&
    (!before || before.aanvang.slice(0, 10) !== schedule.aanvang.slice(0, 10))
  )
    problems.push({ field: 'aanvang', problem: 'DATE_PASSED' });
  if (
    schedule.inschrijvingsstop < now &&
    (!before || before.inschrijvingsstop !== schedule.inschrijvingsstop)
  )
    problems.push({ field: 'inschrijvingsstop', problem: 'SIGN_UP_CLOSED' });
  return problems;
}

export interface CategoryBounds {
  /** Lowest handicap index, tenths or plain: only compared. Null: no lower bound. */
  handicap_min: number | null;
  handicap_max: number | null;
  /** 'm', 'v', or null for both. */
  geslacht: string | null;
}

/**
 * The first category (by position) that overlaps one before it: a player whose handicap and
 * gender fit both would belong to two categories. Bounds are inclusive: 0–18.0 and 18.0–36.0
 * overlap at 18.0. Null when none does.
 */
export function overlappingCategory(
  categories: readonly CategoryBounds[],
): { index: number; with: number } | null {
  for (let i = 1; i < categories.length; i++) {
    const a = categories[i]!;
    for (let j = 0; j < i; j++) {
      const b = categories[j]!;
      const genders = a.geslacht === null || b.geslacht === null || a.geslacht === b.geslacht;
      const below = (x: CategoryBounds, y: CategoryBounds) =>
        x.handicap_max !== null && y.handicap_min !== null && x.handicap_max < y.handicap_min;
      if (genders && !below(a, b) && !below(b, a)) return { index: i, with: j };
    }
  }
  return null;
}
