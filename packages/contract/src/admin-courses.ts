import { z } from 'zod';
import { ImportReason } from './import-reasons';
import { INPUT_LIMITS, teeRatingsProblem, type GolfInputErrorCode } from '@fairway/golf';
import { Id } from './common';

/**
 * Courses and tees as the tee-sheet manager writes them (on the course form and from each row of
 * a course import). The WHS ranges are the engine's (`teeRatingsProblem`, INPUT_LIMITS): the form,
 * the import and the server refuse what the handicap engine could not rate, with one rule.
 */

const HOLE_COUNTS = [9, 18] as const;
export const HoleCount = z.union([z.literal(9), z.literal(18)], {
  error: 'a course has 9 or 18 holes',
});

/** A colour as the app paints a tee: `#rrggbb`. */
export const TeeColour = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'a colour is written #rrggbb' });

/** A tee's ratings for one gender as typed: course rating with one decimal, slope, par. */
export const GenderRatings = z.object({
  course_rating: z.number({ error: 'course rating is required' }),
  slope_rating: z.number({ error: 'slope rating is required' }).int(),
  par: z.number({ error: 'par is required' }).int(),
});
export type GenderRatings = z.infer<typeof GenderRatings>;

export const AdminHole = z.object({
  hole_nr: z.number().int().min(1).max(18),
  par: z
    .number()
    .int()
    .min(INPUT_LIMITS.HOLE_PAR_MIN, { error: 'a hole has par 3 to 6' })
    .max(INPUT_LIMITS.HOLE_PAR_MAX, { error: 'a hole has par 3 to 6' }),
  si: z.number().int().min(1).max(18),
  /** Length from this tee in metres; null where not measured. */
  lengte: z.number().int().min(1).max(999).nullable(),
});
export type AdminHole = z.infer<typeof AdminHole>;

/** Why the engine refuses a rating, in words naming the limits (the same limits it checks). */
function ratingMessage(code: GolfInputErrorCode, holes: 9 | 18): string {
  const [parMin, parMax] = holes === 18 ? INPUT_LIMITS.PAR_18 : INPUT_LIMITS.PAR_9;
  const [crMin, crMax] = holes === 18 ? INPUT_LIMITS.CR_18_TENTHS : INPUT_LIMITS.CR_9_TENTHS;
  const gap = holes === 18 ? INPUT_LIMITS.CR_PAR_GAP_18_TENTHS : INPUT_LIMITS.CR_PAR_GAP_9_TENTHS;
  switch (code) {
    case 'SLOPE_OUT_OF_RANGE':
      return `slope rating must be ${INPUT_LIMITS.SLOPE_MIN}–${INPUT_LIMITS.SLOPE_MAX}`;
    case 'PAR_OUT_OF_RANGE':
      return `par of ${holes} holes must be ${parMin}–${parMax}`;
    case 'NOT_ONE_DECIMAL':
      return 'course rating has one decimal at most';
    case 'COURSE_RATING_OUT_OF_RANGE':
      return `course rating of ${holes} holes must be ${crMin / 10}–${crMax / 10} and within ${gap / 10} of par`;
    default:
      return 'must be a whole number';
  }
}

const RATING_FIELD = {
  courseRating: 'course_rating',
  slopeRating: 'slope_rating',
  par: 'par',
} as const;

/**
 * A tee with its ratings per gender and its holes: as many holes as the course has (numbered
 * 1..n in order), stroke indexes a permutation of 1..n, and each gender's par the holes' total
 * (the holes carry one par, and the engine reads a nine's par from them).
 */
export const AdminTeeInput = z
  .object({
    naam: z.string().trim().min(1, { error: 'a tee has a name' }).max(40),
    kleur: TeeColour,
    inverse_kleur: TeeColour,
    men: GenderRatings,
    women: GenderRatings,
    holes: z.array(AdminHole).min(1),
  })
  .strict()
  .superRefine((tee, ctx) => {
    const n = tee.holes.length;
    if (n !== 9 && n !== 18) {
      ctx.addIssue({ code: 'custom', path: ['holes'], message: 'a tee has 9 or 18 holes' });
      return;
    }
    const seen = new Set<number>();
    let total = 0;
    tee.holes.forEach((h, i) => {
      total += h.par;
      if (h.hole_nr !== i + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['holes', i, 'hole_nr'],
          message: `hole ${i + 1} is numbered ${h.hole_nr}`,
        });
      if (h.si > n || seen.has(h.si))
        ctx.addIssue({
          code: 'custom',
          path: ['holes', i, 'si'],
          message: `stroke indexes must be 1 to ${n}, each once`,
        });
      seen.add(h.si);
    });
    for (const gender of ['men', 'women'] as const) {
      const r = tee[gender];
      const problem = teeRatingsProblem({
        holes: n,
        courseRating: r.course_rating,
        slopeRating: r.slope_rating,
        par: r.par,
      });
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [gender, RATING_FIELD[problem.field]],
          message: ratingMessage(problem.code, n),
        });
      else if (r.par !== total)
        ctx.addIssue({
          code: 'custom',
          path: [gender, 'par'],
          message: `par must be the holes' total, ${total}`,
        });
    }
  });
export type AdminTeeInput = z.infer<typeof AdminTeeInput>;

/** A course's own fields: name, hole count and the round lengths it offers (loops). */
const courseFields = {
  name: z.string().trim().min(1, { error: 'a course has a name' }).max(80),
  holes: HoleCount,
  /** The hole counts a round may have, e.g. [9, 18] for an 18-hole course of two loops. */
  hole_options: z
    .array(HoleCount)
    .min(1, { error: 'a course offers at least one round length' })
    .max(HOLE_COUNTS.length),
};

const withOwnLength = <T extends { holes: 9 | 18; hole_options: (9 | 18)[] }>(
  c: T,
  ctx: z.RefinementCtx,
) => {
  if (!c.hole_options.includes(c.holes))
    ctx.addIssue({
      code: 'custom',
      path: ['hole_options'],
      message: `a course of ${c.holes} holes offers rounds of ${c.holes}`,
    });
  if (new Set(c.hole_options).size !== c.hole_options.length)
    ctx.addIssue({ code: 'custom', path: ['hole_options'], message: 'names a length twice' });
};

/** PUT /api/admin/courses/:course_id: the course's own fields (its tees have calls of their own). */
export const AdminCourseEdit = z.object(courseFields).strict().superRefine(withOwnLength);
export type AdminCourseEdit = z.infer<typeof AdminCourseEdit>;

/**
 * A course's rating set as its federation numbers it (the id the federation's rating list gives
 * the course's ratings): a club importing its courses keeps the federation's ids.
 */
export const RatingSetId = z
  .number({ error: 'a rating id is a whole number' })
  .int({ error: 'a rating id is a whole number' })
  .min(1, { error: 'a rating id is 1 or more' })
  .max(2_147_483_647, { error: 'a rating id is at most 2147483647' });

/**
 * POST /api/admin/courses: a new course, with its tees (it gets a tee sheet of its own).
 * `handicap_id`, the federation's id of the tees' rating set, is the course's first rating set
 * (unique within the club); without it the course's rating sets are numbered from 1.
 */
export const AdminCourseInput = z
  .object({
    ...courseFields,
    tees: z.array(AdminTeeInput).max(12),
    handicap_id: RatingSetId.optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    withOwnLength(c, ctx);
    if (c.handicap_id !== undefined && !c.tees.length)
      ctx.addIssue({
        code: 'custom',
        path: ['handicap_id'],
        message: 'a rating id rates tees: the course has none',
      });
    c.tees.forEach((t, i) => {
      if (t.holes.length !== c.holes)
        ctx.addIssue({
          code: 'custom',
          path: ['tees', i, 'holes'],
          message: `the course has ${c.holes} holes`,
        });
    });
  });
export type AdminCourseInput = z.infer<typeof AdminCourseInput>;

export const CourseParams = z.object({ course_id: Id });
export const TeeParams = CourseParams.extend({ tee_id: Id });
export type TeeParams = z.infer<typeof TeeParams>;

/** A tee as the course form shows it; `in_use` when a card or match names it (no delete then). */
export const AdminTee = z.object({
  id: z.number().int(),
  naam: z.string(),
  kleur: z.string(),
  inverse_kleur: z.string(),
  men: GenderRatings,
  women: GenderRatings,
  holes: z.array(AdminHole),
  in_use: z.boolean(),
});
export type AdminTee = z.infer<typeof AdminTee>;

export const AdminCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  holes: z.number().int(),
  hole_options: z.array(z.number().int()),
  /** Changes with each change of a tee's ratings or holes, so apps read the course again. */
  handicap_id: z.number().int().nullable(),
  /** Whether members book tee times on it (its tee sheet). */
  bookable: z.boolean(),
  tees: z.array(AdminTee),
});
export type AdminCourse = z.infer<typeof AdminCourse>;

export const AdminCourseListResponse = z.object({
  courses: z.array(AdminCourse.omit({ tees: true }).extend({ tee_count: z.number().int() })),
});
export type AdminCourseListResponse = z.infer<typeof AdminCourseListResponse>;

/**
 * The course import (a CSV file, one row per tee; see docs in the course-admin module): the
 * preview shows each row as it would be applied, and applying writes the rows as previewed.
 */
export const CourseImportRequest = z.object({
  file_name: z.string().trim().min(1).max(200),
  /** The file's text (UTF-8); comma or semicolon separated, the first line its headings. */
  content: z.string().min(1, { error: 'the file is empty' }).max(2_000_000),
});
export type CourseImportRequest = z.infer<typeof CourseImportRequest>;

export const CourseImportRow = z.object({
  /** The row's line in the file (the headings are line 1). */
  line: z.number().int(),
  course: z.string(),
  tee: z.string(),
  status: z.enum(['new', 'changed', 'unchanged', 'refused']),
  /** Whether applying the row makes its course (the first row of a course the club lacks). */
  new_course: z.boolean(),
  /** Per refused cell: the file's column and why. */
  problems: z.array(ImportReason.extend({ column: z.string() })),
  /** For a changed tee: which of its fields the file changes. */
  changes: z.array(z.string()),
});
export type CourseImportRow = z.infer<typeof CourseImportRow>;

export const CourseImportPreview = z.object({
  import_id: z.number().int(),
  rows: z.array(CourseImportRow),
});
export type CourseImportPreview = z.infer<typeof CourseImportPreview>;

export const ImportParams = z.object({ import_id: Id });

export const CourseImportResult = z.object({
  courses_created: z.number().int(),
  tees_created: z.number().int(),
  tees_changed: z.number().int(),
});
export type CourseImportResult = z.infer<typeof CourseImportResult>;
