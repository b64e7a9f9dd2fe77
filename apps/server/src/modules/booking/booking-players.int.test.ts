import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookablePlayersResponse,
  BookingSummary,
  GsnLookupResponse,
  Relatie,
  TeeTimeCoursesResponse,
  TeeTimesResponse,
} from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * The player lookups a booking needs: GET /api/teetime/relatie (playing partners),
 * /api/teetime/relatie/search (members, from 2 characters) and /api/relatie/gsn/{gsn} (a guest
 * filled in from the federation's GSN).
 */
// The seed's day: Sunday 2026-11-22, 11:00 in Amsterdam.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
let marker: string;
let gast: string;
let veld: string;
let demoMe: Relatie;
let markerMe: Relatie;
let veldMe: Relatie;

const get = (url: string, cookie = demo) => t.app.inject({ url, headers: { cookie } });
const players = async (url: string, cookie = demo) => {
  const res = await get(url, cookie);
  expect(res.statusCode).toBe(200);
  return BookablePlayersResponse.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  [demo, marker, gast, veld] = await Promise.all([
    t.login('demo'),
    t.login('marker'),
    t.login('gast'),
    t.login('veld'),
  ]);
  const self = async (cookie: string) =>
    Relatie.parse((await get('/api/relatie/self', cookie)).json());
  [demoMe, markerMe, veldMe] = await Promise.all([self(demo), self(marker), self(veld)]);
});
afterAll(() => t.close());

describe('GET /api/teetime/relatie: playing partners', () => {
  it('lists the members the member has played with, never guests, unknown players or themselves', async () => {
    // The seeded flights: demo with marker and a guest tomorrow, demo alone last week.
    const partners = await players('/api/teetime/relatie');
    expect(partners).toEqual([
      { id: markerMe.id, name: expect.any(String), handicap: markerMe.handicap },
    ]);
    expect((await players('/api/teetime/relatie', marker)).map((p) => p.id)).toEqual([demoMe.id]);
    expect(await players('/api/teetime/relatie', gast)).toEqual([]);
  });

  it('puts the most frequent partner first and pages with limit and offset', async () => {
    const search = await players('/api/teetime/relatie/search?term=van');
    const friend = search.find((p) => p.id !== markerMe.id && p.id > markerMe.id)!;
    const course = TeeTimeCoursesResponse.parse((await get('/api/courses/teetime')).json()).find(
      (c) => c.holes === 18,
    )!;
    // Two rounds with `friend`, on days neither has a tee time yet.
    for (const date of ['2026-11-25', '2026-11-26']) {
      const sheet = TeeTimesResponse.parse(
        (await get(`/api/teetimes?course_id=${course.id}&holes=18&date=${date}`)).json(),
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking',
        headers: writeHeaders(demo),
        payload: {
          date,
          time: sheet.find((s) => s.available && s.free_slots === 4)!.time,
          course_id: course.id,
          holes: 9,
          players: [{ member_id: friend.id }, { unknown: true }],
        },
      });
      if (res.statusCode !== 201) throw new Error(`booking with ${friend.id}: ${res.body}`);
      BookingSummary.parse(res.json());
    }
    const partners = await players('/api/teetime/relatie');
    expect(partners.map((p) => p.id)).toEqual([friend.id, markerMe.id]);
    expect((await players('/api/teetime/relatie?limit=1')).map((p) => p.id)).toEqual([friend.id]);
    expect((await players('/api/teetime/relatie?limit=1&offset=1')).map((p) => p.id)).toEqual([
      markerMe.id,
    ]);
    expect(await players('/api/teetime/relatie?offset=2')).toEqual([]);
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1'])('refuses %s with 400', async (q) => {
    const res = await get(`/api/teetime/relatie?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('GET /api/teetime/relatie/search', () => {
  it('finds club members by name, without the member searching', async () => {
    const found = await players('/api/teetime/relatie/search?term=Demo', marker);
    expect(found).toContainEqual({ id: demoMe.id, name: 'Jan Demo', handicap: demoMe.handicap });
    expect(
      (await players('/api/teetime/relatie/search?term=Demo')).some((p) => p.id === demoMe.id),
    ).toBe(false);
  });

  it('finds a member by GSN, only in the own club', async () => {
    expect(
      (await players(`/api/teetime/relatie/search?term=${demoMe.gsn}`, marker)).map((p) => p.id),
    ).toEqual([demoMe.id]);
    expect(await players(`/api/teetime/relatie/search?term=${demoMe.gsn}`, veld)).toEqual([]);
    expect(await players(`/api/teetime/relatie/search?term=${veldMe.gsn}`)).toEqual([]);
  });

  it('answers at most 20 and takes wildcards literally', async () => {
    expect((await players('/api/teetime/relatie/search?term=an')).length).toBeLessThanOrEqual(20);
    expect(await players('/api/teetime/relatie/search?term=%25%25')).toEqual([]);
    expect(await players('/api/teetime/relatie/search?term=__')).toEqual([]);
  });

  it.each([
    ['one character', 'term=a'],
    ['one character among spaces', 'term=%20a%20'],
    ['no term', ''],
    ['q instead of term', 'q=demo'],
    ['101 characters', `term=${'x'.repeat(101)}`],
  ])('refuses %s with 400 naming term', async (_name, q) => {
    const res = await get(`/api/teetime/relatie/search?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('term');
  });
});

describe('GET /api/relatie/gsn/{gsn}', () => {
  it('gives what a guest form needs of a federation player: name, handicap, gender, home club', async () => {
    const res = await get(`/api/relatie/gsn/${demoMe.gsn}`, marker);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(GsnLookupResponse.parse(body)).toEqual({
      gsn: demoMe.gsn,
      initials: 'J.',
      firstname: 'Jan',
      middlename: null,
      lastname: 'Demo',
      handicap: demoMe.handicap,
      gender: 'm',
      homecourse: 'Golfclub De Demo',
    });
    // Nothing private.
    for (const key of ['birthdate', 'email', 'mobile', 'address'])
      expect(body).not.toHaveProperty(key);
    expect(JSON.stringify(body)).not.toContain(demoMe.email ?? '@');
  });

  it('finds a player of another club, with that club as home course (to book them as a guest)', async () => {
    const res = await get(`/api/relatie/gsn/${veldMe.gsn}`);
    expect(res.statusCode).toBe(200);
    expect(GsnLookupResponse.parse(res.json())).toMatchObject({
      gsn: veldMe.gsn,
      lastname: veldMe.achternaam,
    });
    expect(res.json().homecourse).toEqual(expect.stringContaining('Veldzicht'));
  });

  it('answers 404 for a GSN nobody has', async () => {
    const res = await get('/api/relatie/gsn/NL99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it.each(['XX12', 'nl10000000', 'NL', 'NL12a', '12345678'])(
    'refuses the GSN %s with 400 naming gsn',
    async (gsn) => {
      const res = await get(`/api/relatie/gsn/${gsn}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fields: [{ field: 'gsn', message: 'gsn must be NL followed by digits' }],
      });
    },
  );
});
