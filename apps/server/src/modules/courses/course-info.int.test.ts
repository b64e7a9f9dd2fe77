import { describe, expect, it } from 'vitest';
import { CourseInfoResponse, CourseStatus } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { callAs, readAs, withSessions } from '../../../test/harness';
import { clubConfig } from '../../db/schema';

// The day the demo data was made for: its course status is today's.
const NOW = new Date('2026-11-22T10:00:00Z');
const s = withSessions(['demo', 'marker', 'zuid'], { clock: () => NOW });

const get = (url: string, cookie?: string) => readAs(s.t, url, cookie);
const setStatus = (cookie: string | undefined, courseId: number | string, payload: unknown) =>
  callAs(s.t, 'POST', `/api/courses/${courseId}/status`, cookie, payload);
const info = async (cookie: string) =>
  CourseInfoResponse.parse((await get('/api/courses/info', cookie)).json());
const closed = { open: false, winter_greens: true, buggies: false, trolleys: false };

describe('GET /api/courses/info', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/courses/info')).statusCode).toBe(401);
  });

  it("lists the club's courses with each tee's ratings per gender, holes with par, SI and length, and today's status", async () => {
    const body = await info(s.demo);
    expect(body.courses.map((c) => c.name)).toEqual(['De Lange Baan', 'De Korte Negen']);
    const lange = body.courses[0]!;
    expect(lange.tees.map((x) => x.naam)).toEqual(['Wit', 'Geel', 'Blauw', 'Rood', 'Oranje']);
    expect(lange.tees[0]!.ratings).toEqual([
      { geslacht: 'm', course_rating: 73.4, slope_rating: 137, par: 72 },
      { geslacht: 'v', course_rating: 79.2, slope_rating: 145, par: 72 },
    ]);
    expect(lange.tees[0]!.holes).toHaveLength(18);
    expect(lange.tees[0]!.holes[3]).toMatchObject({ hole_nr: 4, par: 5, si: 1 });
    // Back tees are longer than forward ones.
    expect(lange.tees[0]!.holes[3]!.lengte).toBeGreaterThan(lange.tees[4]!.holes[3]!.lengte!);
    expect(lange.status).toMatchObject({ open: true, winter_greens: false });
    expect(body.can_set_status).toBe(false);
  });

  it('the committee may set the status where the club has course status', async () => {
    expect((await info(s.marker)).can_set_status).toBe(true);
  });

  it('answers 404 NO_OWN_COURSE at a club without a course of its own (has_baan off)', async () => {
    const res = await get('/api/courses/info', s.zuid);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_OWN_COURSE' });
  });
});

describe('POST /api/courses/{id}/status', () => {
  it('answers 401 without a session', async () => {
    expect((await setStatus(undefined, 1, closed)).statusCode).toBe(401);
  });

  it('lets the committee set the day’s status, which members then read with its time', async () => {
    const course = (await info(s.demo)).courses[0]!;
    const res = await setStatus(s.marker, course.id, closed);
    expect(res.statusCode).toBe(200);
    expect(CourseStatus.parse(res.json())).toEqual({ ...closed, set_at: NOW.toISOString() });
    expect((await info(s.demo)).courses[0]!.status).toEqual({
      ...closed,
      set_at: NOW.toISOString(),
    });
    // The other course keeps its own.
    expect((await info(s.demo)).courses[1]!.status?.open).toBe(true);
  });

  it('refuses a member who is not on the committee with 403, changing nothing', async () => {
    const before = (await info(s.demo)).courses[1]!.status;
    const res = await setStatus(s.demo, (await info(s.demo)).courses[1]!.id, closed);
    expect(res.statusCode).toBe(403);
    expect((await info(s.demo)).courses[1]!.status).toEqual(before);
  });

  it("answers 404 for another club's course", async () => {
    const [other] = (await get('/api/courses', s.zuid)).json();
    const res = await setStatus(s.marker, other.id, closed);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 NO_OWN_COURSE at a club without a course of its own, setting nothing', async () => {
    const [own] = (await get('/api/courses', s.zuid)).json();
    const res = await setStatus(s.zuid, own.id, closed);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_OWN_COURSE' });
  });

  it('refuses with 403 where the club has no course status', async () => {
    await s.t.database.db
      .update(clubConfig)
      .set({ has_baanstatus: false })
      .where(eq(clubConfig.club_id, s.t.clubId('demo')));
    try {
      // Club settings are kept a few seconds per process; wait them out.
      await new Promise((r) => setTimeout(r, 5_100));
      const course = (await info(s.demo)).courses[0]!;
      expect(course.status).toBeNull();
      expect((await setStatus(s.marker, course.id, closed)).statusCode).toBe(403);
    } finally {
      await s.t.database.db
        .update(clubConfig)
        .set({ has_baanstatus: true })
        .where(eq(clubConfig.club_id, s.t.clubId('demo')));
    }
  });

  it.each([
    [{ ...closed, open: 'yes' }, 'open'],
    [{ open: true, winter_greens: false, buggies: true }, 'trolleys'],
    [{ ...closed, extra: 1 }, ''],
  ])('refuses %j with 400', async (payload, field) => {
    const res = await setStatus(s.marker, 1, payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().fields[0].field).toBe(field);
  });

  it('refuses a course id that is not a number with 400', async () => {
    expect((await setStatus(s.marker, 'abc', closed)).statusCode).toBe(400);
  });
});
