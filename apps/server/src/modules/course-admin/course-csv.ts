import Papa from 'papaparse';
import {
  importReason,
  AdminCourseEdit,
  AdminTeeInput,
  RatingSetId,
  type AdminCourse,
  type AdminHole,
  type CourseImportRow,
  type GenderRatings,
} from '@fairway/contract';
import { AppError } from '../../errors';
import { ratingKey } from './course-view';

/**
 * The course import's file: CSV (comma or semicolon; a decimal comma is read as a point), UTF-8,
 * headings on the first line, one row per tee, as a federation's rating list gives them:
 *
 *   course; holes; loops; tee; colour; text_colour;
 *   cr_men; sr_men; par_men; cr_women; sr_women; par_women;
 *   par_1 … par_n; si_1 … si_n; length_1 … length_n (lengths in metres, may be left empty);
 *   rating_id (may be left out)
 *
 * `loops` lists the round lengths the course offers, e.g. `9+18` (empty: only `holes`).
 * `rating_id` is the federation's id of the course's rating set: a course the import makes
 * starts on it (no other course of the club may have it) instead of rating set 1. A course is
 * found by name (any case); a tee by name within its course. The import adds courses and adds or
 * changes tees; an existing course keeps its own holes, loops and rating sets (its form changes
 * the first two; a change of its ratings numbers its rating set on). Example:
 * apps/server/test/fixtures/imports/courses.csv.
 */
export const COURSE_CSV_COLUMNS = [
  'course',
  'holes',
  'loops',
  'tee',
  'colour',
  'text_colour',
  'cr_men',
  'sr_men',
  'par_men',
  'cr_women',
  'sr_women',
  'par_women',
  'rating_id',
] as const;

/** The columns a file may leave out. */
const OPTIONAL_COLUMNS: readonly string[] = ['loops', 'rating_id'];

/** A course as a row of the file gives it: the form's fields and maybe the federation's id. */
export type ImportedCourse = AdminCourseEdit & { handicap_id?: number };

/** A row as the preview keeps it: the checked inputs it would write, when it has no problems. */
export interface PlannedRow extends CourseImportRow {
  input: { course: ImportedCourse; tee: AdminTeeInput } | null;
}

type Cells = Record<string, string>;

/** A number as a club's spreadsheet writes it ("72,1" or "72.1"); NaN for anything else. */
const num = (cell: string | undefined) => {
  const text = (cell ?? '').trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
};
const optionalNum = (cell: string | undefined) => ((cell ?? '').trim() === '' ? null : num(cell));

/** A refused cell of the file's `column`, with its reason. */
const problem = (column: string, ...reason: Parameters<typeof importReason>) => ({
  column,
  ...importReason(...reason),
});

/** The file's column a form field comes from (for a refused cell). */
function columnOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  const gender = first === 'men' ? 'men' : 'women';
  if (first === 'men' || first === 'women') {
    if (second === 'course_rating') return `cr_${gender}`;
    if (second === 'slope_rating') return `sr_${gender}`;
    return `par_${gender}`;
  }
  if (first === 'holes' && typeof second === 'number') {
    const n = second + 1;
    return third === 'si' ? `si_${n}` : third === 'lengte' ? `length_${n}` : `par_${n}`;
  }
  const named: Record<string, string> = {
    naam: 'tee',
    kleur: 'colour',
    inverse_kleur: 'text_colour',
    name: 'course',
    hole_options: 'loops',
    handicap_id: 'rating_id',
  };
  return named[String(first)] ?? String(first ?? 'holes');
}

/** The rows of the file's text; IMPORT_FILE_INVALID when it has no heading row we know. */
export function readCourseCsv(content: string): Cells[] {
  const parsed = Papa.parse<Cells>(content.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headings = parsed.meta.fields ?? [];
  const missing = COURSE_CSV_COLUMNS.filter(
    (c) => !OPTIONAL_COLUMNS.includes(c) && !headings.includes(c),
  );
  if (missing.length)
    throw new AppError('IMPORT_FILE_INVALID', `the file lacks the columns ${missing.join(', ')}`, [
      { field: 'content', message: `missing columns: ${missing.join(', ')}` },
    ]);
  return parsed.data;
}

/** One row's course and tee, checked with the form's own rules, or the refused cells. */
function checkRow(cells: Cells) {
  const holes = num(cells.holes);
  const loops = (cells.loops ?? '').trim();
  const course = AdminCourseEdit.safeParse({
    name: cells.course ?? '',
    holes,
    hole_options: loops === '' ? [holes] : loops.split(/[+/ ]+/).map(num),
  });
  const ratingCell = optionalNum(cells.rating_id);
  const ratingId = ratingCell === null ? undefined : RatingSetId.safeParse(ratingCell);
  const n = holes === 9 || holes === 18 ? holes : 0;
  const tee = AdminTeeInput.safeParse({
    naam: cells.tee ?? '',
    kleur: cells.colour ?? '',
    inverse_kleur: cells.text_colour ?? '',
    men: {
      course_rating: num(cells.cr_men),
      slope_rating: num(cells.sr_men),
      par: num(cells.par_men),
    },
    women: {
      course_rating: num(cells.cr_women),
      slope_rating: num(cells.sr_women),
      par: num(cells.par_women),
    },
    holes: Array.from({ length: n }, (_, i) => ({
      hole_nr: i + 1,
      par: num(cells[`par_${i + 1}`]),
      si: num(cells[`si_${i + 1}`]),
      lengte: optionalNum(cells[`length_${i + 1}`]),
    })),
  });
  const problems = [
    ...(course.success ? [] : course.error.issues),
    ...(ratingId === undefined || ratingId.success
      ? []
      : ratingId.error.issues.map((i) => ({ ...i, path: ['handicap_id'] }))),
    ...(tee.success || !n ? [] : tee.error.issues),
  ].map((i) =>
    // The number of holes, when known, for the limits the app's message names.
    problem(columnOf(i.path), 'invalid', i.message, { path: i.path.join('.'), holes: n || 18 }),
  );
  // Keep the first problem of each cell: a missing number fails more than one rule.
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.column === p.column) === i);
  if (!course.success || !tee.success || ratingId?.success === false) return { problems: unique };
  const imported: ImportedCourse =
    ratingId === undefined ? course.data : { ...course.data, handicap_id: ratingId.data };
  return { course: imported, tee: tee.data, problems };
}

const sameRatings = (a: GenderRatings, b: GenderRatings) =>
  a.course_rating === b.course_rating && a.slope_rating === b.slope_rating && a.par === b.par;
const sameHoles = (a: readonly AdminHole[], b: readonly AdminHole[]) =>
  a.length === b.length &&
  a.every((h, i) => h.par === b[i]!.par && h.si === b[i]!.si && h.lengte === b[i]!.lengte);

/** What a changed tee changes, by the file's words (field by field: stored rows are jsonb). */
export function changesOf(old: AdminCourse['tees'][number], t: AdminTeeInput): string[] {
  const changes: string[] = [];
  if (old.kleur !== t.kleur || old.inverse_kleur !== t.inverse_kleur) changes.push('colour');
  if (!sameRatings(old.men, t.men)) changes.push('men');
  if (!sameRatings(old.women, t.women)) changes.push('women');
  if (!sameHoles(old.holes, t.holes)) changes.push('holes');
  return changes;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Each row of the file against the club's courses now: a new tee (maybe of a new course), a
 * changed or unchanged one, or refused with the cells' reasons. Rows of one course must agree on
 * its holes, loops and rating id; a tee named twice for one course is refused the second time; a
 * new course's rating id must be no other course's.
 */
export function planCourseImport(rows: Cells[], existing: AdminCourse[]): PlannedRow[] {
  const courses = new Map(existing.map((c) => [key(c.name), c]));
  const firstOfCourse = new Map<string, ImportedCourse>();
  const ratingIds = new Set(
    existing.flatMap((c) => (c.handicap_id === null ? [] : [c.handicap_id])),
  );
  const teesSeen = new Set<string>();
  return rows.map((cells, i) => {
    const line = i + 2;
    const base = { line, course: (cells.course ?? '').trim(), tee: (cells.tee ?? '').trim() };
    const checked = checkRow(cells);
    const refused = (problems: CourseImportRow['problems']): PlannedRow => ({
      ...base,
      status: 'refused',
      new_course: false,
      problems,
      changes: [],
      input: null,
    });
    if (!('tee' in checked) || !checked.course || !checked.tee) return refused(checked.problems);
    const { course, tee } = checked;
    const courseKey = key(course.name);
    const first = firstOfCourse.get(courseKey);
    if (
      first &&
      (first.holes !== course.holes ||
        first.hole_options.join() !== course.hole_options.join() ||
        first.handicap_id !== course.handicap_id)
    )
      return refused([
        problem(
          'holes',
          'loopsDiffer',
          "holes, loops or rating id differ from the course's first row",
        ),
      ]);
    const teeKey = `${courseKey}\u0000${key(tee.naam)}`;
    if (teesSeen.has(teeKey))
      return refused([problem('tee', 'teeTwice', 'the file names this tee twice')]);
    const known = courses.get(courseKey);
    if (known && known.holes !== course.holes)
      return refused([
        problem('holes', 'holesDiffer', `the course has ${known.holes} holes`, {
          holes: known.holes,
        }),
      ]);
    const ratingId = !known && !first ? course.handicap_id : undefined;
    if (ratingId !== undefined && ratingIds.has(ratingId))
      return refused([
        problem('rating_id', 'ratingIdTaken', 'another course of the club has this rating id', {
          value: ratingId,
        }),
      ]);
    if (ratingId !== undefined) ratingIds.add(ratingId);
    teesSeen.add(teeKey);
    firstOfCourse.set(courseKey, first ?? course);
    const input = { course, tee };
    const old = known?.tees.find((t) => key(t.naam) === key(tee.naam));
    if (!old)
      return {
        ...base,
        status: 'new',
        new_course: !known && !first,
        problems: [],
        changes: [],
        input,
      };
    const changes = changesOf(old, tee);
    const status = changes.length ? 'changed' : 'unchanged';
    return { ...base, status, new_course: false, problems: [], changes, input };
  });
}

/** Whether a change alters what cards are played off (ratings, par or stroke index). */
export const reRates = (old: AdminCourse['tees'][number], t: AdminTeeInput) =>
  ratingKey(old) !== ratingKey(t);
