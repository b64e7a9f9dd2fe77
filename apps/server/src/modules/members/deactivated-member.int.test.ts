import { beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch, TeeTimeCoursesResponse, TeeTimesResponse } from '@fairway/contract';
import { withSessions, writeHeaders } from '../../../test/harness';
import {
  MATCH_NOW,
  adminMatchInput,
  firstCourseAndTee,
  matchFixtures,
} from '../../../test/match-fixtures';

/**
 * A member the club deactivated left it: the lists and searches no longer offer them, and an
 * app that still knows their id (a stale partner list, a crafted call) cannot pick them either —
 * not as a booking's player, a card's marker, a team mate, a friend, nor open their page.
 */
const s = withSessions(['demo', 'beheer'], { clock: () => MATCH_NOW });
let gone: { id: number; cookie: string };
let stays: { id: number; cookie: string };
const fx = matchFixtures(() => s.t);
const post = (url: string, cookie: string, payload: object) =>
  s.t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), payload });

beforeAll(async () => {
  const [a, b] = await fx.members('demo', 2, 60);
  gone = a!;
  stays = b!;
  const off = await post(`/api/admin/members/${gone.id}/deactivate`, s.beheer, {});
  expect(off.statusCode, off.body).toBe(200);
});

describe('a deactivated member picked by id', () => {
  it('is refused as a booking player, while an active member is booked', async () => {
    const course = TeeTimeCoursesResponse.parse(
      (await fx.get(s.demo, '/api/courses/teetime')).json(),
    ).find((c) => c.holes === 18)!;
    const date = '2026-11-25';
    const sheet = TeeTimesResponse.parse(
      (await fx.get(s.demo, `/api/teetimes?course_id=${course.id}&holes=18&date=${date}`)).json(),
    );
    const free = sheet.filter((s) => s.available && s.free_slots === 4);
    const book = (time: string, member: number) =>
      post('/api/booking', s.demo, {
        date,
        time,
        course_id: course.id,
        holes: 18,
        players: [{ member_id: member }],
      });
    const refused = await book(free[0]!.time, gone.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'players', message: expect.stringContaining(String(gone.id)) },
    ]);
    // Later in the day: the first booking, had it been made, would overlap this one.
    expect((await book(free.at(-1)!.time, stays.id)).statusCode).toBe(201);
  });

  it('is refused as a marker', async () => {
    const res = await post('/api/scorecards', stays.cookie, {
      baan_id: 1,
      tee_id: 1,
      marker_id: gone.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CARD_SELECT_MARKER' });
  });

  it('is refused as a team mate', async () => {
    const committee = await s.t.login('commissie');
    const { course, tee } = await firstCourseAndTee(s.t, 'demo');
    const created = await post(
      '/api/admin/wedstrijd',
      committee,
      adminMatchInput(course, tee, {
        naam: 'Greensome na vertrek',
        qualifying: false,
        inschrijfgeld_cents: 0,
        wedstrijdvorm: 'greensomes',
        spelers: 2,
        uitslag: 'netto',
        inschrijvingsvorm: 'team',
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const match = AdminMatch.parse(created.json()).id;
    const body = (mate: number) => ({
      players: [{ member_id: mate }],
      preferences: { buggy: 'n', horeca: 'n', handicart: 'n', start_game: 'geen' },
      comment: '',
    });
    const res = await fx.signUp(s.demo, match, body(gone.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('MATCH_PLAYER_UNKNOWN');
    expect((await fx.signUp(s.demo, match, body(stays.id))).statusCode).toBe(200);
  });

  it('is not found as a member page or a new friend', async () => {
    expect((await fx.get(s.demo, `/api/relatie/${gone.id}`)).statusCode).toBe(404);
    expect((await post(`/api/relatie/friends/${gone.id}`, s.demo, {})).statusCode).toBe(404);
    expect((await fx.get(s.demo, `/api/relatie/${stays.id}`)).statusCode).toBe(200);
  });
});

describe('a friend the club deactivates since', () => {
  it('is not found as a friend, nor by their cards, as their member page is not', async () => {
    const [friend] = await fx.members('demo', 1, 62);
    expect((await post(`/api/relatie/friends/${friend!.id}`, s.demo, {})).statusCode).toBe(200);
    const reads = [
      `/api/relatie/friends/${friend!.id}`,
      `/api/relatie/${friend!.id}/cards`,
      `/api/relatie/${friend!.id}`,
    ];
    const statuses = async () => {
      const answers = [];
      for (const url of reads) answers.push((await fx.get(s.demo, url)).statusCode);
      return answers;
    };
    expect(await statuses()).toEqual([200, 200, 200]);
    const off = await post(`/api/admin/members/${friend!.id}/deactivate`, s.beheer, {});
    expect(off.statusCode, off.body).toBe(200);
    expect(await statuses()).toEqual([404, 404, 404]);
  });
});
