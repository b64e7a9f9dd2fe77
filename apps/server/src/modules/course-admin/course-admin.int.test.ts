import { readFileSync } from 'node:fs';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminCourse,
  AdminCourseListResponse,
  BookingSummary,
  CourseImportPreview,
  CourseImportResult,
  TeeTimeCoursesResponse,
  type AdminTeeInput,
} from '@fairway/contract';
import { auditLog, courses, scorecards, tees } from '../../db/schema';
import { bookingFixtures, NOW, FRIDAY } from '../../../test/booking-fixtures';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminCalls, refusedFields } from '../../../test/admin-calls';

/** The back office's courses and tees (role tee_sheet_manager) and their CSV import. */
let t: TestApp;
let beheer: string;
let commissie: string;
let demo: string;
withTestApp(
  async (app) => {
    t = app;
    [beheer, commissie, demo] = await Promise.all([
      t.login('beheer'),
      t.login('commissie'),
      t.login('demo'),
    ]);
  },
  { clock: () => NOW },
);
const fx = bookingFixtures(
  () => t,
  () => NOW,
);

const { call, get } = adminCalls(() => t, 'course-admin');

const rating = (course_rating: number, slope_rating: number, par: number) => ({
  course_rating,
  slope_rating,
  par,
});
/** A write without a session (CSRF header only): 401 whatever it names. */
const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(''), payload });
const PARS = [4, 4, 3, 5, 3, 4, 4, 3, 4];
const SIS = [5, 1, 9, 3, 7, 2, 6, 8, 4];
const tee = (over: Partial<AdminTeeInput> = {}): AdminTeeInput => ({
  naam: 'Geel',
  kleur: '#ffd700',
  inverse_kleur: '#000000',
  men: { course_rating: 33.4, slope_rating: 121, par: 34 },
  women: { course_rating: 35.9, slope_rating: 127, par: 34 },
  holes: PARS.map((par, i) => ({ hole_nr: i + 1, par, si: SIS[i]!, lengte: 300 + i })),
  ...over,
});
const newCourse = (name: string, tees = [tee()]) => ({
  name,
  holes: 9,
  hole_options: [9, 18],
  tees,
});

async function lastAudit(entity: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.club_id, t.clubId('demo')), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}

describe('GET /api/admin/courses', () => {
  it('answers 401 without a session and 403 for a member without the role', async () => {
    expect((await get('/api/admin/courses')).statusCode).toBe(401);
    expect((await get('/api/admin/courses', demo)).statusCode).toBe(403);
  });

  it("lists the club's courses to the tee-sheet manager", async () => {
    const res = await get('/api/admin/courses', commissie);
    expect(res.statusCode).toBe(200);
    const list = AdminCourseListResponse.parse(res.json()).courses;
    expect(list.map((c) => c.name)).toEqual(['De Korte Negen', 'De Lange Baan']);
    expect(list.find((c) => c.holes === 18)!.tee_count).toBe(5);
  });
});

describe('GET /api/admin/courses/:id', () => {
  it("answers the course with its tees, and 404 for another club's course", async () => {
    const [own] = AdminCourseListResponse.parse(
      (await get('/api/admin/courses', beheer)).json(),
    ).courses;
    const res = await get(`/api/admin/courses/${own!.id}`, beheer);
    const course = AdminCourse.parse(res.json());
    expect(course.tees[0]!.holes).toHaveLength(course.holes);
    expect((await get(`/api/admin/courses/${own!.id}`, demo)).statusCode).toBe(403);
    const [other] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.club_id, t.clubId('zuid')));
    expect((await get(`/api/admin/courses/${other!.id}`, beheer)).statusCode).toBe(404);
    expect((await get('/api/admin/courses/abc', beheer)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/courses', () => {
  it('answers 401 and 403 before it reads the course', async () => {
    expect((await anonymous('/api/admin/courses', newCourse('X'))).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/courses', demo, newCourse('X'))).statusCode).toBe(403);
  });

  it.each([
    ['a slope outside 55–155', { men: rating(33.4, 160, 34) }, 'tees.0.men.slope_rating'],
    [
      'a course rating too far from par',
      { women: rating(44.0, 127, 34) },
      'tees.0.women.course_rating',
    ],
    [
      'a course rating with two decimals',
      { men: rating(33.45, 121, 34) },
      'tees.0.men.course_rating',
    ],
    ["a par that is not the holes' total", { men: rating(33.4, 121, 35) }, 'tees.0.men.par'],
    [
      'stroke indexes that are no permutation',
      { holes: tee().holes.map((h, i) => ({ ...h, si: i === 8 ? 1 : h.si })) },
      'tees.0.holes.8.si',
    ],
    [
      'a hole of par 7',
      { holes: tee().holes.map((h, i) => ({ ...h, par: i === 0 ? 7 : h.par })) },
      'tees.0.holes.0.par',
    ],
    ['a colour that is no #rrggbb', { kleur: 'yellow' }, 'tees.0.kleur'],
  ])('refuses %s with 400 naming the field', async (_what, over, field) => {
    const res = await call('POST', '/api/admin/courses', beheer, newCourse('Fout', [tee(over)]));
    expect(res.statusCode).toBe(400);
    expect(refusedFields(res)).toContain(field);
  });

  it('refuses a tee with another hole count than the course, and loops without its own length', async () => {
    const eighteen = { ...newCourse('Fout'), holes: 18, hole_options: [18] };
    expect(refusedFields(await call('POST', '/api/admin/courses', beheer, eighteen))).toContain(
      'tees.0.holes',
    );
    const loops = { ...newCourse('Fout'), hole_options: [18] };
    expect(refusedFields(await call('POST', '/api/admin/courses', beheer, loops))).toContain(
      'hole_options',
    );
  });

  it('creates a 9-hole course with a tee, bookable by a member at once, with its audit row', async () => {
    const res = await call('POST', '/api/admin/courses', commissie, newCourse('De Nieuwe Negen'));
    expect(res.statusCode).toBe(201);
    const course = AdminCourse.parse(res.json());
    expect(course).toMatchObject({
      name: 'De Nieuwe Negen',
      holes: 9,
      hole_options: [9, 18],
      bookable: true,
    });
    expect(course.handicap_id).not.toBeNull();
    expect(course.tees[0]!.men.course_rating).toBe(33.4);
    const audit = await lastAudit('course');
    expect(audit).toMatchObject({ action: 'create', record_id: String(course.id) });
    expect((audit.after as AdminCourse).tees).toHaveLength(1);

    const sheetCourses = TeeTimeCoursesResponse.parse(
      (await get('/api/courses/teetime', demo)).json(),
    );
    expect(sheetCourses.map((c) => c.id)).toContain(course.id);
    const [member] = await fx.members(1, [FRIDAY]);
    const time = await fx.freeTime({ id: course.id, holes: 9 }, FRIDAY, member!.cookie);
    const booked = await call('POST', '/api/booking', member!.cookie, {
      date: FRIDAY,
      time,
      course_id: course.id,
      holes: 9,
      players: [],
    });
    expect(booked.statusCode).toBe(201);
    expect(BookingSummary.parse(booked.json()).course.id).toBe(course.id);
  });
});

describe('a write sent twice', () => {
  it('makes one course: the second answer is the first, replayed by its Idempotency-Key', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/courses',
        headers: { ...writeHeaders(beheer), 'idempotency-key': 'course-admin-twice' },
        payload: newCourse('Twee keer'),
      });
    const [first, second] = [await send(), await send()];
    expect(second.statusCode).toBe(first.statusCode);
    expect(AdminCourse.parse(second.json()).id).toBe(AdminCourse.parse(first.json()).id);
    const list = AdminCourseListResponse.parse((await get('/api/admin/courses', beheer)).json());
    expect(list.courses.filter((c) => c.name === 'Twee keer')).toHaveLength(1);
  });
});

describe('PUT /api/admin/courses/:id', () => {
  it('renames, refuses a new hole count while it has tees, 404 for an unknown course', async () => {
    const made = AdminCourse.parse(
      (await call('POST', '/api/admin/courses', beheer, newCourse('Oud'))).json(),
    );
    const edit = { name: 'Nieuw', holes: 9, hole_options: [9] };
    const res = await call('PUT', `/api/admin/courses/${made.id}`, beheer, edit);
    expect(AdminCourse.parse(res.json())).toMatchObject({ name: 'Nieuw', hole_options: [9] });
    expect(await lastAudit('course')).toMatchObject({
      action: 'update',
      record_id: String(made.id),
    });
    const holes = await call('PUT', `/api/admin/courses/${made.id}`, beheer, {
      ...edit,
      holes: 18,
      hole_options: [18],
    });
    expect(holes.statusCode).toBe(400);
    expect(refusedFields(holes)).toEqual(['holes']);
    expect((await call('PUT', `/api/admin/courses/${made.id}`, demo, edit)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/courses/999999', beheer, edit)).statusCode).toBe(404);
  });
});

describe('tees', () => {
  it('adds, edits and deletes a tee (each with its audit row); a new rating set each time', async () => {
    const made = AdminCourse.parse(
      (await call('POST', '/api/admin/courses', beheer, newCourse('Tees'))).json(),
    );
    const added = await call(
      'POST',
      `/api/admin/courses/${made.id}/tees`,
      beheer,
      tee({ naam: 'Rood' }),
    );
    expect(added.statusCode).toBe(201);
    const withRood = AdminCourse.parse(added.json());
    const rood = withRood.tees.find((x) => x.naam === 'Rood')!;
    expect(withRood.handicap_id).toBe(made.handicap_id! + 1);
    expect(await lastAudit('tee')).toMatchObject({ action: 'create', record_id: String(rood.id) });

    const url = `/api/admin/courses/${made.id}/tees/${rood.id}`;
    const renamed = AdminCourse.parse(
      (await call('PUT', url, beheer, tee({ naam: 'Rood kort', kleur: '#C8102E' }))).json(),
    );
    // A name or colour is no re-rating: apps holding the rating set keep it.
    expect(renamed.handicap_id).toBe(withRood.handicap_id);
    expect(renamed.tees.find((x) => x.id === rood.id)!.kleur).toBe('#c8102e');
    const audit = await lastAudit('tee');
    expect(audit).toMatchObject({ action: 'update', record_id: String(rood.id) });
    expect((audit.before as { naam: string }).naam).toBe('Rood');
    expect((audit.after as { naam: string }).naam).toBe('Rood kort');

    const wrong = await call('PUT', url, beheer, tee({ men: rating(33.4, 50, 34) }));
    expect(refusedFields(wrong)).toEqual(['men.slope_rating']);
    expect((await call('PUT', url, demo, tee())).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/courses/${made.id}/tees/999999`, beheer, tee())).statusCode,
    ).toBe(404);

    const gone = await call('DELETE', url, beheer);
    expect(AdminCourse.parse(gone.json()).tees.map((x) => x.naam)).toEqual(['Geel']);
    expect(await lastAudit('tee')).toMatchObject({
      action: 'delete',
      record_id: String(rood.id),
      after: null,
    });
  });

  it("keeps a played card's ratings when its tee is re-rated, and refuses to delete that tee", async () => {
    const db = t.database.db;
    const [card] = await db
      .select()
      .from(scorecards)
      .innerJoin(tees, eq(tees.id, scorecards.tee_id))
      .where(
        and(
          eq(scorecards.club_id, t.clubId('demo')),
          isNotNull(scorecards.tee_id),
          eq(tees.club_id, t.clubId('demo')),
        ),
      )
      .limit(1);
    const played = card!.scorecards;
    const course = AdminCourse.parse(
      (await get(`/api/admin/courses/${played.baan_id}`, beheer)).json(),
    );
    const old = course.tees.find((x) => x.id === played.tee_id)!;
    expect(old.in_use).toBe(true);
    const url = `/api/admin/courses/${course.id}/tees/${old.id}`;
    const { id: _id, in_use: _inUse, ...input } = old;
    const reRated = {
      ...input,
      men: {
        ...old.men,
        course_rating: old.men.course_rating + 0.5,
        slope_rating: old.men.slope_rating - 2,
      },
      women: { ...old.women, slope_rating: old.women.slope_rating + 1 },
    };
    const res = await call('PUT', url, beheer, reRated);
    expect(res.statusCode).toBe(200);
    const after = AdminCourse.parse(res.json());
    expect(after.handicap_id).not.toBe(course.handicap_id);
    const [again] = await db.select().from(scorecards).where(eq(scorecards.id, played.id));
    expect({ cr: again!.cr_tenths, sr: again!.sr, par: again!.par }).toEqual({
      cr: played.cr_tenths,
      sr: played.sr,
      par: played.par,
    });
    const refused = await call('DELETE', url, beheer);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { code: string }).code).toBe('TEE_IN_USE');
  });
});

describe('course import', () => {
  const csv = readFileSync(
    new URL('../../../test/fixtures/imports/courses.csv', import.meta.url),
    'utf8',
  );
  const preview = (cookie: string, content = csv) =>
    call('POST', '/api/admin/courses/import/preview', cookie, {
      file_name: 'courses.csv',
      content,
    });

  it('answers 401, 403, and 400 for a file without the columns', async () => {
    const payload = { file_name: 'x.csv', content: csv };
    expect((await anonymous('/api/admin/courses/import/preview', payload)).statusCode).toBe(401);
    expect((await preview(demo)).statusCode).toBe(403);
    const bad = await preview(beheer, 'name;par\nX;72\n');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { code: string }).code).toBe('IMPORT_FILE_INVALID');
  });

  it('previews each row, then applies the new and changed ones once', async () => {
    const res = await preview(beheer);
    expect(res.statusCode).toBe(200);
    const { import_id, rows } = CourseImportPreview.parse(res.json());
    expect(rows.map((r) => [r.course, r.tee, r.status, r.new_course])).toEqual([
      ['De Korte Negen', 'Geel', 'unchanged', false],
      ['De Korte Negen', 'Rood', 'changed', false],
      ['De Polder', 'Geel', 'new', true],
      ['De Polder', 'Rood', 'new', false],
      ['De Polder', 'Blauw', 'refused', false],
    ]);
    expect(rows[1]!.changes).toEqual(['men']);
    expect(rows[4]!.problems.map((p) => p.column).sort()).toEqual(['si_9', 'sr_men']);

    const url = `/api/admin/courses/import/${import_id}/apply`;
    expect((await call('POST', url, demo)).statusCode).toBe(403);
    const applied = await call('POST', url, beheer);
    expect(applied.statusCode).toBe(200);
    expect(CourseImportResult.parse(applied.json())).toEqual({
      courses_created: 1,
      tees_created: 2,
      tees_changed: 1,
    });
    const list = AdminCourseListResponse.parse((await get('/api/admin/courses', beheer)).json());
    expect(list.courses.find((c) => c.name === 'De Polder')).toMatchObject({
      tee_count: 2,
      bookable: true,
      hole_options: [9, 18],
    });
    expect(await lastAudit('tee')).toMatchObject({ action: 'create' });
    expect((await call('POST', url, beheer)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/courses/import/999999/apply', beheer)).statusCode).toBe(
      404,
    );
  });
});
