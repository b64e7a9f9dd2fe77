import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhcpResponse } from '@fairway/contract';
import { callAs, createTestApp, readAs, type TestApp } from '../../../test/harness';
import { withoutIndex } from '../../../test/member-index';

let t: TestApp;
let demo: string;
let gast: string;
let zuid: string;
beforeAll(async () => {
  t = await createTestApp();
  [demo, gast, zuid] = await Promise.all([t.login('demo'), t.login('gast'), t.login('zuid')]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => readAs(t, url, cookie);
const calculate = (cookie: string | undefined, payload: unknown) =>
  callAs(t, 'POST', '/api/courses/phcp/calculate', cookie, payload);

/** The line of a tee ("De Lange Baan", "Wit") for a gender and hole count. */
function line(body: unknown, course: string, tee: string, geslacht: 'm' | 'v', holes: 9 | 18) {
  const parsed = PhcpResponse.parse(body);
  const found = parsed.tees.find((x) => x.course_name === course && x.naam === tee);
  return found?.lines.find((l) => l.geslacht === geslacht && l.holes === holes);
}

describe('GET /api/courses/phcp', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/courses/phcp')).statusCode).toBe(401);
  });

  it("gives every tee of the club's courses per gender, 18 and 9 holes, from the member's index", async () => {
    const res = await get('/api/courses/phcp', demo);
    expect(res.statusCode).toBe(200);
    const body = PhcpResponse.parse(res.json());
    const self = (await get('/api/relatie/self', demo)).json();
    expect(body.handicap_info).toMatchObject({
      index: self.handicap,
      source: 'own',
      format: 'stroke_play',
      allowance: 95,
      geslacht: 'm',
    });
    // De Lange Baan has five tees, De Korte Negen two (nine holes only).
    expect(body.tees.map((x) => `${x.course_name}/${x.naam}`)).toEqual([
      'De Lange Baan/Wit',
      'De Lange Baan/Geel',
      'De Lange Baan/Blauw',
      'De Lange Baan/Rood',
      'De Lange Baan/Oranje',
      'De Korte Negen/Geel',
      'De Korte Negen/Rood',
    ]);
    const wit = body.tees[0]!;
    expect(wit.lines.map((l) => `${l.geslacht}${l.holes}`)).toEqual(['m18', 'm9', 'v18', 'v9']);
    expect(wit.lines[0]).toMatchObject({ course_rating: 73.4, slope_rating: 137, par: 72 });
    expect(body.tees[5]!.lines.map((l) => l.holes)).toEqual([9, 9]);
  });

  it('uses the allowance of the chosen format and can be limited to one course', async () => {
    const courses = (await get('/api/courses', demo)).json();
    const res = await get(`/api/courses/phcp?format=foursomes&course_id=${courses[1].id}`, demo);
    const body = PhcpResponse.parse(res.json());
    expect(body.handicap_info).toMatchObject({ format: 'foursomes', allowance: 50 });
    expect(new Set(body.tees.map((x) => x.course_name))).toEqual(new Set(['De Korte Negen']));
  });

  it('plays a member without an index off 54.0', async () => {
    await withoutIndex(t, gast, async () => {
      const body = PhcpResponse.parse((await get('/api/courses/phcp', gast)).json());
      expect(body.handicap_info).toMatchObject({ index: 54, source: 'beginner' });
    });
  });

  it.each([
    ['format=scramble', 'format'],
    ['course_id=abc', 'course_id'],
    ['course_id=0', 'course_id'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await get(`/api/courses/phcp?${query}`, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it("answers 404 for another club's course", async () => {
    const other = (await get('/api/courses', zuid)).json();
    expect((await get(`/api/courses/phcp?course_id=${other[0].id}`, demo)).statusCode).toBe(404);
  });
});

describe('POST /api/courses/phcp/calculate', () => {
  it('answers 401 without a session', async () => {
    expect((await calculate(undefined, { integer: '18', fraction: '4' })).statusCode).toBe(401);
  });

  it('computes from a typed index: 18.4 on Wit (73.4/137/72) is CH 24, PH 23; 9 holes CH 12, PH 11', async () => {
    const res = await calculate(demo, { integer: '18', fraction: '4' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.handicap_info).toMatchObject({ index: 18.4, source: 'typed', allowance: 95 });
    expect(line(body, 'De Lange Baan', 'Wit', 'm', 18)).toMatchObject({
      course_handicap: 24,
      playing_handicap: 23,
    });
    // Nine holes: half the index (9.2), half the course rating (36.7), par of the front nine (36).
    expect(line(body, 'De Lange Baan', 'Wit', 'm', 9)).toMatchObject({
      course_rating: 36.7,
      par: 36,
      course_handicap: 12,
      playing_handicap: 11,
    });
  });

  it.each([
    ['match_play', 24],
    ['foursomes', 12],
    ['four_ball', 20],
  ] as const)('in %s 18.4 on Wit plays off %i', async (format, expected) => {
    const body = (await calculate(demo, { integer: '18', fraction: '4', format })).json();
    expect(line(body, 'De Lange Baan', 'Wit', 'm', 18)?.playing_handicap).toBe(expected);
  });

  it.each([
    // Wit: 18.4 → 23.71, 10.2 → 13.77. Foursomes 50% of the sum: 18.74 → 19.
    ['foursomes', 19, [50, 50]],
    // Greensome: 60% of the lower, 40% of the higher: 8.26 + 9.48 = 17.74 → 18.
    ['greensome', 18, [60, 40]],
  ] as const)(
    "in %s with the partner's 10.2 the side on Wit plays off %i",
    async (format, side, shares) => {
      const res = await calculate(demo, {
        integer: '18',
        fraction: '4',
        format,
        partner: { integer: '10', fraction: '2' },
      });
      expect(res.statusCode).toBe(200);
      const body = PhcpResponse.parse(res.json());
      expect(body.handicap_info).toMatchObject({ partner_index: 10.2, side_allowances: shares });
      expect(line(body, 'De Lange Baan', 'Wit', 'm', 18)).toMatchObject({
        course_handicap: 24,
        side: { partner_course_handicap: 14, playing_handicap: side },
      });
    },
  );

  it('without a partner, a side format gives the player alone (no side figure)', async () => {
    const body = PhcpResponse.parse(
      (await calculate(demo, { integer: '18', fraction: '4', format: 'greensome' })).json(),
    );
    expect(body.handicap_info.partner_index).toBeUndefined();
    expect(line(body, 'De Lange Baan', 'Wit', 'm', 18)?.side).toBeUndefined();
  });

  it.each([
    [{ format: 'four_ball', partner: { integer: '10', fraction: '2' } }, 'partner'],
    [{ format: 'foursomes', partner: { integer: '123', fraction: '2' } }, 'partner.integer'],
    [{ format: 'foursomes', partner: { integer: '54', fraction: '9' } }, 'partner.integer'],
    [{ format: 'greensome', partner: { integer: '10' } }, 'partner.fraction'],
  ])('refuses a partner %j with 400 naming %s', async (extra, field) => {
    const res = await calculate(demo, { integer: '18', fraction: '4', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });

  it('takes a plus handicap with a +', async () => {
    const body = (await calculate(demo, { integer: '+2', fraction: '0' })).json();
    expect(body.handicap_info.index).toBe(-2);
    // −2.0 × 137/113 + 1.4 = −1.02 → −1
    expect(line(body, 'De Lange Baan', 'Wit', 'm', 18)?.course_handicap).toBe(-1);
  });

  it.each([
    [{ integer: '123', fraction: '0' }, 'integer'],
    [{ integer: 'ab', fraction: '0' }, 'integer'],
    [{ integer: '', fraction: '0' }, 'integer'],
    [{ fraction: '0' }, 'integer'],
    [{ integer: '12', fraction: '10' }, 'fraction'],
    [{ integer: '12', fraction: '' }, 'fraction'],
    [{ integer: '12', fraction: '-1' }, 'fraction'],
    [{ integer: '54', fraction: '1' }, 'integer'],
    [{ integer: '12', fraction: '3', format: 'scramble' }, 'format'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await calculate(demo, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().fields[0].field).toBe(field);
  });

  it("answers 404 for another club's course", async () => {
    const other = (await get('/api/courses', zuid)).json();
    const res = await calculate(demo, { integer: '12', fraction: '0', course_id: other[0].id });
    expect(res.statusCode).toBe(404);
  });
});

describe('a club without a course of its own (has_baan off)', () => {
  it("refuses the calculator on the club's tees with 404 NO_OWN_COURSE", async () => {
    const own = await get('/api/courses/phcp', zuid);
    expect(own.statusCode).toBe(404);
    expect(own.json()).toMatchObject({ code: 'NO_OWN_COURSE' });
    const typed = await calculate(zuid, { integer: '18', fraction: '4' });
    expect(typed.statusCode).toBe(404);
    expect(typed.json()).toMatchObject({ code: 'NO_OWN_COURSE' });
  });

  it('still names bad input first (400)', async () => {
    const res = await calculate(zuid, { integer: '123', fraction: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('integer');
  });

  it("still gives the member's playing handicap on a foreign tee", async () => {
    const clubs = (await get('/api/clubs/foreign?term=zoute', zuid)).json();
    const courses = (await get(`/api/clubs/foreign/${clubs[0].id}/courses`, zuid)).json();
    const tees = (await get(`/api/foreign/courses/${courses[0].id}/tees`, zuid)).json();
    const res = await get(`/api/foreign/courses/${courses[0].id}/tees/${tees[0].id}/phcp`, zuid);
    expect(res.statusCode).toBe(200);
    expect(PhcpResponse.parse(res.json()).tees).toHaveLength(1);
  });
});

describe('GET /api/foreign/courses/{id}/tees/{tee}/phcp', () => {
  const foreignTee = async () => {
    const clubs = (await get('/api/clubs/foreign?term=zoute', demo)).json();
    const courses = (await get(`/api/clubs/foreign/${clubs[0].id}/courses`, demo)).json();
    const tees = (await get(`/api/foreign/courses/${courses[0].id}/tees`, demo)).json();
    return { course: courses[0].id as number, tee: tees[0].id as number, naam: tees[0].naam };
  };

  it('answers 401 without a session', async () => {
    const { course, tee } = await foreignTee();
    expect((await get(`/api/foreign/courses/${course}/tees/${tee}/phcp`)).statusCode).toBe(401);
  });

  it("gives the member's course and playing handicap on a foreign tee", async () => {
    const { course, tee, naam } = await foreignTee();
    const res = await get(
      `/api/foreign/courses/${course}/tees/${tee}/phcp?format=stableford`,
      demo,
    );
    expect(res.statusCode).toBe(200);
    const body = PhcpResponse.parse(res.json());
    expect(body.tees).toHaveLength(1);
    expect(body.tees[0]).toMatchObject({ id: tee, naam });
    expect(body.handicap_info).toMatchObject({
      source: 'own',
      format: 'stableford',
      allowance: 95,
    });
    const own = body.tees[0]!.lines.find((l) => l.geslacht === 'm' && l.holes === 18)!;
    expect(own.playing_handicap).toBeLessThanOrEqual(own.course_handicap);
  });

  it("answers 404 for a tee of the member's own club (not a foreign course) or of another course", async () => {
    const own = (await get('/api/courses', demo)).json();
    const ownTees = (await get(`/api/courses/${own[0].id}/tees`, demo)).json();
    expect(
      (await get(`/api/foreign/courses/${own[0].id}/tees/${ownTees[0].id}/phcp`, demo)).statusCode,
    ).toBe(404);
    const { course } = await foreignTee();
    expect(
      (await get(`/api/foreign/courses/${course}/tees/${ownTees[0].id}/phcp`, demo)).statusCode,
    ).toBe(404);
  });

  it.each([
    ['abc/tees/1/phcp', 'id'],
    ['1/tees/0/phcp', 'tee'],
    ['1/tees/1/phcp?format=x', 'format'],
  ])('refuses %s with 400 naming %s', async (path, field) => {
    const res = await get(`/api/foreign/courses/${path}`, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe(field);
  });
});
