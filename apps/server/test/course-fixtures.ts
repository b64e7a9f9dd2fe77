/** Eighteen par-4 holes: the scores of a level-par round, or a course's pars. */
export const FOURS: number[] = Array.from({ length: 18 }, () => 4);

/**
 * The body of POST /api/admin/courses for a course named `name` of 18 par-4 holes with one tee,
 * Wit, rated 72.0 / 113 for both genders: a course on which a level-par round plays to scratch.
 */
export function flatCourse(name: string) {
  const ratings = { course_rating: 72, slope_rating: 113, par: 72 };
  return {
    name,
    holes: 18,
    hole_options: [18],
    tees: [
      {
        naam: 'Wit',
        kleur: '#ffffff',
        inverse_kleur: '#000000',
        men: ratings,
        women: ratings,
        holes: FOURS.map((par, i) => ({ hole_nr: i + 1, par, si: i + 1, lengte: 350 })),
      },
    ],
  };
}
