import { z } from 'zod';

/** A course (spec §3 Course); 27-hole loops are stored as 18. */
export const Course = z.object({
  id: z.number(),
  name: z.string(),
  holes: z.number(),
  hole_options: z.array(z.number()),
  handicap_id: z.number().nullable(),
});
export type Course = z.infer<typeof Course>;
export const CoursesResponse = z.array(Course);

/** A tee as the app draws it (spec §3 Tee display): its name on its colours. */
export const TeeFace = z.object({
  id: z.number(),
  naam: z.string(),
  kleur: z.string(),
  inverse_kleur: z.string(),
});

/**
 * A tee with the ratings for the logged-in member's gender: course rating with one decimal, slope
 * rating and par.
 */
export const Tee = TeeFace.extend({
  course_rating: z.number(),
  slope_rating: z.number(),
  par: z.number(),
});
export type Tee = z.infer<typeof Tee>;
export const TeesResponse = z.array(Tee);

/**
 * A hole as the keypad shows it (spec §3 Hole): PAR, ES (extra strokes the player receives), SI,
 * POS (playing position 1..n), HoleNr, ms_max (the maximum score that counts), ms_current (the
 * saved score, 0 when empty) and sf (stableford points so far).
 */
export const Hole = z.object({
  PAR: z.number(),
  ES: z.number(),
  SI: z.number(),
  POS: z.number(),
  HoleNr: z.number(),
  ms_max: z.number(),
  ms_current: z.number(),
  sf: z.number(),
});
export type Hole = z.infer<typeof Hole>;
export const HolesResponse = z.array(Hole);

export const CourseTeeParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  tee: z.coerce.number().int().positive().max(2_147_483_647),
});
/**
 * GET /api/courses/{id}/tees/{tee}/holes (and /api/foreign/...): `holes` 9 or 18; `team_id` a match
 * team of the club: the strokes received (ES) then come from the team's playing handicap (the
 * side's for a team form, else the member's own in it with the form's allowance; 404 for another
 * club's team or one the member has no handicap in).
 */
export const HolesQuery = z.object({
  holes: z.coerce
    .number()
    .pipe(z.union([z.literal(9), z.literal(18)]))
    .optional(),
  team_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** spec §3 Country; 'nederland' counts as domestic. */
export const Country = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO 3166 code ('NL', 'GB-SCT'): the app shows the name in the member's language from it. */
  code: z.string().nullable(),
  ngf_approved: z.enum(['0', '1']),
});
export type Country = z.infer<typeof Country>;
export const CountriesResponse = z.array(Country);
