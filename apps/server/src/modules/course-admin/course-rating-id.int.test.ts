import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminCourse,
  CourseImportPreview,
  CourseImportResult,
  type AdminTeeInput,
} from '@fairway/contract';
import { courses } from '../../db/schema';
import { withTestApp, type TestApp } from '../../../test/harness';
import { adminCalls, auditRowsOf, refusedFields, sessionWithRole } from '../../../test/admin-calls';

/**
 * A course on its federation's rating id (`handicap_id`), on the course form and from the import's
 * `rating_id` column: its first rating set is that id, unique within the club. The demo club's
 * courses are on rating ids 1 and 2, Golfbaan Zuid's on 3.
 */
let t: TestApp;
let beheer: string;
withTestApp(async (app) => {
  t = app;
  beheer = await t.login('beheer');
});

const { call, get } = adminCalls(() => t, 'course-rating-id');

const PARS = [4, 4, 3, 5, 3, 4, 4, 3, 4];
const SIS = [5, 1, 9, 3, 7, 2, 6, 8, 4];
const tee = (naam = 'Geel'): AdminTeeInput => ({
  naam,
  kleur: '#ffd700',
  inverse_kleur: '#000000',
  men: { course_rating: 33.4, slope_rating: 121, par: 34 },
  women: { course_rating: 35.9, slope_rating: 127, par: 34 },
  holes: PARS.map((par, i) => ({ hole_nr: i + 1, par, si: SIS[i]!, lengte: 300 + i })),
});
const newCourse = (name: string, handicap_id?: unknown, tees = [tee()]) => ({
  name,
  holes: 9,
  hole_options: [9],
  tees,
  ...(handicap_id === undefined ? {} : { handicap_id }),
});

/** The club's courses as the database holds them: name and rating set. */
const coursesOf = (snelnaam: string) =>
  t.database.db
    .select({ name: courses.name, handicap_id: courses.handicap_id })
    .from(courses)
    .where(eq(courses.club_id, t.clubId(snelnaam)))
    .orderBy(asc(courses.id));

describe('POST /api/admin/courses with a federation rating id', () => {
  it.each([
    ['zero', 0],
    ['a fraction', 1.5],
    ['text', 'R12'],
    ['beyond an integer column', 2_147_483_648],
  ])('refuses %s with 400 naming handicap_id, and makes nothing', async (_what, id) => {
    const before = await coursesOf('demo');
    const res = await call('POST', '/api/admin/courses', beheer, newCourse('Fout', id));
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toEqual(['handicap_id']);
    expect(await coursesOf('demo')).toEqual(before);
  });

  it('refuses a rating id for a course without tees (nothing to rate)', async () => {
    const res = await call('POST', '/api/admin/courses', beheer, newCourse('Leeg', 900, []));
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toEqual(['handicap_id']);
  });

  it('refuses the rating id of another course of the club with 400, and makes nothing', async () => {
    const before = await coursesOf('demo');
    expect(before.map((c) => c.handicap_id)).toContain(2);
    const res = await call('POST', '/api/admin/courses', beheer, newCourse('Dubbel', 2));
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toEqual(['handicap_id']);
    expect(await coursesOf('demo')).toEqual(before);
  });

  it('starts the course on the rating id, numbers on from it, and audits it', async () => {
    const res = await call('POST', '/api/admin/courses', beheer, newCourse('Federatie', 4711));
    expect(res.statusCode).toBe(201);
    const made = AdminCourse.parse(res.json());
    expect(made.handicap_id).toBe(4711);
    const [audit] = await auditRowsOf(t, t.clubId('demo'), 'course');
    expect(audit).toMatchObject({ action: 'create', record_id: String(made.id) });
    expect((audit!.after as AdminCourse).handicap_id).toBe(4711);
    // The club's own change of its ratings is a new rating set, as on any course.
    const added = await call('POST', `/api/admin/courses/${made.id}/tees`, beheer, tee('Rood'));
    expect(AdminCourse.parse(added.json()).handicap_id).toBe(4712);
    // Without a rating id a course still starts on rating set 1.
    const own = await call('POST', '/api/admin/courses', beheer, newCourse('Eigen'));
    expect(AdminCourse.parse(own.json()).handicap_id).toBe(1);
  });

  it('gives one of two courses sent at once on the same rating id that id, refusing the other', async () => {
    const answers = await Promise.all([
      call('POST', '/api/admin/courses', beheer, newCourse('Tegelijk 1', 9100)),
      call('POST', '/api/admin/courses', beheer, newCourse('Tegelijk 2', 9100)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await coursesOf('demo')).filter((c) => c.handicap_id === 9100)).toHaveLength(1);
  });

  it("takes the rating id another club's course has: ids are the club's own", async () => {
    const zuid = await coursesOf('zuid');
    expect(zuid.map((c) => c.handicap_id)).toEqual([3]);
    const res = await call('POST', '/api/admin/courses', beheer, newCourse('Als Zuid', 3));
    expect(res.statusCode).toBe(201);
    expect(AdminCourse.parse(res.json()).handicap_id).toBe(3);
    const manager = await sessionWithRole(t, 'zuid', 'zuid', 'tee_sheet_manager');
    const inZuid = await call('POST', '/api/admin/courses', manager, newCourse('Als Demo', 1));
    expect(inZuid.statusCode).toBe(201);
    expect(await coursesOf('zuid')).toEqual([...zuid, { name: 'Als Demo', handicap_id: 1 }]);
    const other = AdminCourse.parse(inZuid.json()).id;
    expect((await get(`/api/admin/courses/${other}`, beheer)).statusCode).toBe(404);
  });
});

describe("the course import's rating_id column", () => {
  const fixture = readFileSync(
    new URL('../../../test/fixtures/imports/courses.csv', import.meta.url),
    'utf8',
  ).split('\n');
  const [heading] = fixture;
  const polder = fixture.filter((l) => l.startsWith('De Polder;'));
  /** The fixture's two good tees of De Polder as the course `name`, on `ids` (one per row). */
  const rows = (name: string, ...ids: string[]) =>
    ids.map((id, i) => `${polder[i]!.replace('De Polder', name)};${id}`);
  const file = (...lines: string[]) => [`${heading};rating_id`, ...lines].join('\n');
  const preview = async (content: string) => {
    const res = await call('POST', '/api/admin/courses/import/preview', beheer, {
      file_name: 'federatie.csv',
      content,
    });
    expect(res.statusCode).toBe(200);
    return CourseImportPreview.parse(res.json());
  };
  const apply = (id: number) => call('POST', `/api/admin/courses/import/${id}/apply`, beheer);

  it("refuses a bad id, another course's id and rows that disagree, naming the cell", async () => {
    const { rows: planned } = await preview(
      file(
        ...rows('Fout id', 'R12', 'R12'),
        ...rows('Bezet', '1', '1'),
        ...rows('Oneens', '800', '801'),
        ...rows('Twee keer', '800', '800'),
      ),
    );
    const reasons = planned.map((r) => [
      r.course,
      r.status,
      r.problems.map((p) => `${p.column}:${p.code}`).join(),
    ]);
    expect(reasons).toEqual([
      ['Fout id', 'refused', 'rating_id:invalid'],
      ['Fout id', 'refused', 'rating_id:invalid'],
      ['Bezet', 'refused', 'rating_id:ratingIdTaken'],
      ['Bezet', 'refused', 'rating_id:ratingIdTaken'],
      ['Oneens', 'new', ''],
      ['Oneens', 'refused', 'holes:loopsDiffer'],
      // Rating id 800 is the new course Oneens's, made by the file's earlier row.
      ['Twee keer', 'refused', 'rating_id:ratingIdTaken'],
      ['Twee keer', 'refused', 'rating_id:ratingIdTaken'],
    ]);
  });

  it('makes a new course on the rating id and keeps the ids of existing courses', async () => {
    const before = await coursesOf('demo');
    const { import_id, rows: planned } = await preview(
      file(
        ...rows('Polder Federatie', '5000', '5000'),
        rows('De Korte Negen', '6000')[0]!.replace(';Geel;', ';Wit;'),
      ),
    );
    expect(planned.map((r) => [r.course, r.status, r.new_course])).toEqual([
      ['Polder Federatie', 'new', true],
      ['Polder Federatie', 'new', false],
      ['De Korte Negen', 'new', false],
    ]);
    const res = await apply(import_id);
    expect(res.statusCode).toBe(200);
    expect(CourseImportResult.parse(res.json())).toEqual({
      courses_created: 1,
      tees_created: 3,
      tees_changed: 0,
    });
    const after = await coursesOf('demo');
    expect(after.find((c) => c.name === 'Polder Federatie')?.handicap_id).toBe(5000);
    // De Korte Negen got a tee: its own rating set numbered on (2 → 3), not the file's id.
    const negen = (list: typeof after) => list.find((c) => c.name === 'De Korte Negen')!;
    expect(negen(after).handicap_id).toBe(negen(before).handicap_id! + 1);
  });

  it('refuses to apply when the id was taken since the preview, and writes nothing', async () => {
    const first = await preview(file(...rows('Eerste', '7000')));
    const second = await preview(file(...rows('Tweede', '7000')));
    expect(second.rows.map((r) => r.status)).toEqual(['new']);
    expect((await apply(first.import_id)).statusCode).toBe(200);
    const before = await coursesOf('demo');
    const res = await apply(second.import_id);
    expect(res.statusCode).toBe(409);
    expect((res.json() as { code: string }).code).toBe('IMPORT_NOT_APPLICABLE');
    expect(await coursesOf('demo')).toEqual(before);
  });
});
