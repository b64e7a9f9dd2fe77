import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CoursesResponse,
  EntryListResponse,
  HolesResponse,
  MatchDetail,
  MatchFlightsResponse,
  MatchListResponse,
  RegistrationResponse,
  ResultsResponse,
  SignOutResponse,
  SignUpResponse,
  StartListResponse,
  TeamPhcpResponse,
  TeesResponse,
} from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';

/**
 * spec §7 Matches through HTTP on the demo matches (dated from the seed's day, 2026-11-22, the
 * tests' clock): the list, a match and its lists, sign-up, update, sign-out, their refusals, other
 * clubs, idempotent replays and the reserve list.
 */
let t: TestApp;
let demo: string;
let zuid: string;
const fx = matchFixtures(() => t);
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
  demo = await t.login('demo');
  zuid = await t.login('zuid');
  for (const naam of [
    'Najaarsstableford',
    'Greensome Koppelwedstrijd',
    'Clubkampioenschap Strokeplay',
    'Dinsdagmiddag 9 holes',
    'Zomerstableford',
    'Kerstwedstrijd met diner',
  ])
    ids[naam] = await fx.matchId(demo, naam);
});
afterAll(() => t.close());

const detail = async (cookie: string, id: number) =>
  MatchDetail.parse((await fx.get(cookie, `/api/wedstrijd/${id}`)).json());
const registration = async (cookie: string, id: number) =>
  RegistrationResponse.parse((await fx.get(cookie, `/api/wedstrijd/${id}/inschrijving`)).json());

describe('every match call needs a session', () => {
  it.each([
    ['GET', '/api/wedstrijd'],
    ['GET', '/api/wedstrijd/1'],
    ['GET', '/api/wedstrijd/1/startlijst'],
    ['GET', '/api/wedstrijd/1/uitslag'],
    ['GET', '/api/wedstrijd/1/inschrijflijst'],
    ['GET', '/api/wedstrijd/1/inschrijving'],
    ['GET', '/api/wedstrijd/1/flights'],
    ['GET', '/api/wedstrijd/1/categories'],
    ['GET', '/api/wedstrijd/1/paylink'],
    ['POST', '/api/wedstrijd/1/paylink'],
    ['GET', '/api/wedstrijd/1/pay'],
    ['POST', '/api/wedstrijd/1/inschrijven'],
    ['PUT', '/api/wedstrijd/1/inschrijven'],
    ['POST', '/api/wedstrijd/1/uitschrijven'],
    ['GET', '/api/team/1/phcp'],
  ] as const)('%s %s answers 401 without one', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: writeHeaders('') });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/wedstrijd', () => {
  it('answers 20 a page, newest first, with the next offset and the years on init', async () => {
    const res = await fx.get(demo, '/api/wedstrijd?init=1&date_from=2026-01-01&date_to=2026-12-31');
    const page = MatchListResponse.parse(res.json());
    expect(page.matches).toHaveLength(20);
    expect(page.next_offset).toBe(20);
    expect(page.years).toEqual({ first: 2025, last: 2027 });
    const dates = page.matches.map((m) => m.aanvang);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rest = MatchListResponse.parse(
      (
        await fx.get(demo, '/api/wedstrijd?offset=20&date_from=2026-01-01&date_to=2026-12-31')
      ).json(),
    );
    expect(rest.next_offset).toBeNull();
    expect(rest.matches.length).toBeGreaterThan(0);
    expect(rest.matches.map((m) => m.id)).not.toContain(page.matches[0]!.id);
  });

  it('searches by year, by term and by open for sign-up, and marks the own sign-ups', async () => {
    const lastYear = MatchListResponse.parse(
      (await fx.get(demo, '/api/wedstrijd?date_from=2025-01-01&date_to=2025-12-31')).json(),
    );
    expect(lastYear.matches.map((m) => m.naam).sort()).toEqual([
      'Clubkampioenschap',
      'Voorjaarswedstrijd',
    ]);
    const term = MatchListResponse.parse(
      (await fx.get(demo, '/api/wedstrijd?term=greensome')).json(),
    );
    expect(term.matches.map((m) => m.naam)).toEqual(['Greensome Koppelwedstrijd']);
    const open = MatchListResponse.parse((await fx.get(demo, '/api/wedstrijd?open_only=1')).json());
    expect(open.matches.map((m) => m.naam).sort()).toEqual([
      'Clubkampioenschap Strokeplay',
      'Greensome Koppelwedstrijd',
      'Kerstwedstrijd met diner',
      'Najaarsstableford',
    ]);
    expect(open.matches.every((m) => m.open)).toBe(true);
    const all = MatchListResponse.parse(
      (await fx.get(demo, '/api/wedstrijd?date_from=2026-11-01&date_to=2026-11-30')).json(),
    );
    expect(all.matches.find((m) => m.naam === 'Dinsdagmiddag 9 holes')!.user_signed_up).toBe(true);
    expect(all.matches.find((m) => m.naam === 'Najaarsstableford')!.user_signed_up).toBe(false);
  });

  it('refuses a bad date and shows another club nothing of this one', async () => {
    expect((await fx.get(demo, '/api/wedstrijd?date_from=2026-13-01')).statusCode).toBe(400);
    expect((await fx.get(demo, '/api/wedstrijd?offset=-1')).statusCode).toBe(400);
    const other = MatchListResponse.parse((await fx.get(zuid, '/api/wedstrijd?init=1')).json());
    expect(other.matches).toEqual([]);
    expect(other.years).toBeNull();
  });
});

describe('one match and its lists', () => {
  it('answers the match with its tees by gender, categories and flags', async () => {
    const m = await detail(demo, ids['Najaarsstableford']!);
    expect(m.categories.map((c) => c.naam)).toEqual(['A', 'B', 'C']);
    expect(m.categories[0]).toMatchObject({ handicap_min: -9, handicap_max: 18.4 });
    expect(m.beschikbare_tees.m.length).toBeGreaterThan(0);
    expect(m.beschikbare_tees.v.length).toBeGreaterThan(0);
    expect(m).toMatchObject({
      open: true,
      user_signed_up: false,
      aantal_gastspelers_inschrijven: 2,
      bon: null,
    });
    expect(m.wedstrijdvorm).toEqual({ naam: 'stableford', spelers: 1, uitslag: 'stableford' });
  });

  it("another club's match and a bad id are 404 and 400", async () => {
    const id = ids['Najaarsstableford']!;
    for (const path of [
      '',
      '/startlijst',
      '/uitslag',
      '/inschrijflijst',
      '/inschrijving',
      '/flights',
      '/categories',
    ])
      expect((await fx.get(zuid, `/api/wedstrijd/${id}${path}`)).statusCode).toBe(404);
    expect((await fx.payLink(zuid, id)).statusCode).toBe(404);
    expect((await fx.signUp(zuid, id, {})).statusCode).toBe(404);
    expect((await fx.signOut(zuid, id)).statusCode).toBe(404);
    expect((await fx.get(demo, '/api/wedstrijd/abc')).statusCode).toBe(400);
    expect((await fx.get(demo, '/api/wedstrijd/999999')).statusCode).toBe(404);
  });

  it('the start list only once released, with demo on it', async () => {
    const closed = await fx.get(demo, `/api/wedstrijd/${ids['Najaarsstableford']}/startlijst`);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().code).toBe('MATCH_START_LIST_NOT_PUBLISHED');
    const list = StartListResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${ids['Dinsdagmiddag 9 holes']}/startlijst`)).json(),
    );
    expect(list.flights.map((f) => f.starttijd)).toEqual(['13:00', '13:10', '13:20', '13:30']);
    // Drawn by the committee: demo's one line is wherever the draw seated them.
    const own = list.flights.flatMap((f) => f.teams.flatMap((t) => t.players));
    expect(own.filter((p) => p.is_self)).toHaveLength(1);
    expect(list.flight_tonen).toBe(true);
  });

  it('the results only once published, per category, demo in them', async () => {
    const open = await fx.get(demo, `/api/wedstrijd/${ids['Najaarsstableford']}/uitslag`);
    expect(open.json().code).toBe('MATCH_RESULTS_NOT_PUBLISHED');
    const r = ResultsResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${ids['Zomerstableford']}/uitslag`)).json(),
    );
    expect(r.uitslag).toBe('stableford');
    expect(r.categories.length).toBeGreaterThan(0);
    for (const c of r.categories) {
      expect(c.lines.map((l) => l.positie)).toEqual(c.lines.map((_, i) => i + 1));
      const points = c.lines.map((l) => l.stableford!);
      expect([...points].sort((a, b) => b - a)).toEqual(points);
    }
    expect(r.categories.flatMap((c) => c.lines).filter((l) => l.is_self)).toHaveLength(1);
  });

  it('the entry list puts the field first and numbers the reserve list', async () => {
    const list = EntryListResponse.parse(
      (
        await fx.get(demo, `/api/wedstrijd/${ids['Clubkampioenschap Strokeplay']}/inschrijflijst`)
      ).json(),
    );
    expect(list.deelnemers).toBe(12);
    expect(list.max_deelnemers).toBe(12);
    expect(list.teams.map((x) => x.reserve_positie)).toEqual([...Array(12).fill(null), 1, 2, 3]);
  });

  it('the flights say which are full', async () => {
    const flights = MatchFlightsResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${ids['Greensome Koppelwedstrijd']}/flights`)).json(),
    );
    expect(flights).toHaveLength(8);
    expect(flights.map((f) => f.vol)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('pay link and pay: no online payment for this match, or nothing to pay when not signed up', async () => {
    const ask = (id: number, p: string) =>
      p === 'paylink' ? fx.payLink(demo, id) : fx.get(demo, `/api/wedstrijd/${id}/${p}`);
    for (const p of ['paylink', 'pay']) {
      const none = await ask(ids['Najaarsstableford']!, p);
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('MATCH_NO_PAYMENT');
      const res = await ask(ids['Kerstwedstrijd met diner']!, p);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('NOTHING_TO_PAY');
    }
  });
});

describe('an individual sign-up with a category and a guest', () => {
  const guest = { firstname: 'Piet', lastname: 'Gastmans', handicap: 21.4, gender: 'm' };
  const body = (over: Record<string, unknown> = {}) => ({
    players: [{ guest }],
    preferences: { buggy: 'j', horeca: 'n', handicart: 'n', start_game: 'vroeg' },
    comment: 'graag met Piet',
    category_id: null,
    ...over,
  });
  let categoryB: number;
  /** A category demo's index (20.0 after his record's replay; B is his) does not fit. */
  let notDemos: number;
  let menTee: number;
  let womenTee: number;

  beforeAll(async () => {
    const m = await detail(demo, ids['Najaarsstableford']!);
    categoryB = m.categories[1]!.id;
    notDemos = m.categories[0]!.id;
    menTee = m.beschikbare_tees.m[0]!.id;
    womenTee = m.beschikbare_tees.v.find(
      (x) => !m.beschikbare_tees.m.some((y) => y.id === x.id),
    )!.id;
  });

  const refusals: [string, () => Record<string, unknown>, string][] = [
    ['no category', () => ({ category_id: null }), 'MATCH_CATEGORY_REQUIRED'],
    ['a category of another match', () => ({ category_id: 999999 }), 'MATCH_CATEGORY_INVALID'],
    [
      "a category demo's index does not fit",
      () => ({ category_id: notDemos }),
      'MATCH_CATEGORY_INVALID',
    ],
    [
      'a guest without lastname and gender',
      () => ({ category_id: categoryB, players: [{ guest: { handicap: 10 } }] }),
      'MATCH_GUEST_INCOMPLETE',
    ],
    [
      'a guest handicap of 60',
      () => ({ category_id: categoryB, players: [{ guest: { ...guest, handicap: 60 } }] }),
      'MATCH_GUEST_HANDICAP',
    ],
    [
      'a guest handicap of -9.5',
      () => ({ category_id: categoryB, players: [{ guest: { ...guest, handicap: -9.5 } }] }),
      'MATCH_GUEST_HANDICAP',
    ],
    [
      'three guests where two are allowed',
      () => ({ category_id: categoryB, players: [{ guest }, { guest }, { guest }] }),
      'MATCH_TOO_MANY_PLAYERS',
    ],
    [
      'a flight where none is chosen',
      () => ({ category_id: categoryB, flight_id: 1 }),
      'MATCH_FLIGHT_INVALID',
    ],
    [
      'a tee of the other gender',
      () => ({ category_id: categoryB, tee_id: womenTee }),
      'MATCH_TEE_NOT_AVAILABLE',
    ],
  ];
  it.each(refusals)('refuses %s with a 400, changing nothing', async (_, over, code) => {
    const id = ids['Najaarsstableford']!;
    const before = await detail(demo, id);
    const res = await fx.signUp(demo, id, body(over()));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect((await registration(demo, id)).signed_up).toBe(false);
    expect((await detail(demo, id)).deelnemers).toBe(before.deelnemers);
  });

  it('refuses a malformed payload with a 400 naming the field', async () => {
    const res = await fx.signUp(demo, ids['Najaarsstableford']!, body({ tee_id: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('names the guest fields that are missing', async () => {
    const res = await fx.signUp(
      demo,
      ids['Najaarsstableford']!,
      body({ category_id: categoryB, players: [{ guest: { handicap: 10 } }] }),
    );
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'players.0.guest.lastname',
      'players.0.guest.gender',
    ]);
  });

  it('signs up, replays the same answer for the same key, then refuses a second sign-up', async () => {
    const id = ids['Najaarsstableford']!;
    const before = await detail(demo, id);
    const first = await fx.signUp(demo, id, body({ category_id: categoryB, tee_id: menTee }), {
      key: 'najaar-1',
    });
    expect(first.statusCode).toBe(200);
    const answer = SignUpResponse.parse(first.json());
    expect(answer.msg).toBe('SIGNED_UP');
    // Stored before it was sent: that store's commit is what puts a sign-up with a key on disk
    // (it commits without waiting for its own flush, migration match_sign_up_short_hold).
    const [stored] = await t.database.db
      .select({ status: idempotencyKeys.status_code, body: idempotencyKeys.response_body })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'najaar-1'));
    expect(stored?.status).toBe(200);
    expect(JSON.parse(stored!.body!)).toEqual(first.json());
    expect(answer.players.map((p) => [p.naam, p.is_gast, p.reservelijst])).toEqual([
      ['Jan Demo', false, false],
      ['Piet Gastmans', true, false],
    ]);
    const replay = await fx.signUp(demo, id, body({ category_id: categoryB, tee_id: menTee }), {
      key: 'najaar-1',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await fx.signUp(demo, id, body({ category_id: categoryB }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MATCH_ALREADY_SIGNED_UP');
    const after = await detail(demo, id);
    expect(after.deelnemers).toBe(before.deelnemers + 2);
    expect(after.user_signed_up).toBe(true);

    const reg = await registration(demo, id);
    expect(reg).toMatchObject({
      signed_up: true,
      inschrijfinfo: {
        buggy: 'j',
        horeca: 'n',
        vroeglaat: 'vroeg',
        category_id: categoryB,
        tee_id: menTee,
        opmerking: 'graag met Piet',
      },
      reservelijst: false,
    });
    expect(reg.team_members.map((p) => p.naam)).toEqual(['Jan Demo', 'Piet Gastmans']);
  });

  it('an update keeps the sign-up and changes the preferences', async () => {
    const id = ids['Najaarsstableford']!;
    const res = await fx.signUp(
      demo,
      id,
      body({
        category_id: categoryB,
        players: [],
        preferences: { buggy: 'n', horeca: 'j', handicart: 'j', start_game: 'laat' },
      }),
      { method: 'PUT', key: 'najaar-put' },
    );
    expect(res.statusCode).toBe(200);
    expect(SignUpResponse.parse(res.json()).msg).toBe('UPDATED');
    const reg = await registration(demo, id);
    expect(reg.inschrijfinfo).toMatchObject({
      buggy: 'n',
      horeca: 'j',
      handicart: 'j',
      vroeglaat: 'laat',
    });
    expect(reg.team_members).toHaveLength(1);
    expect((await detail(demo, id)).deelnemers).toBe(15);
  });

  it('signs out (once, with a replayed key) and is no longer signed up', async () => {
    const id = ids['Najaarsstableford']!;
    const out = await fx.signOut(demo, id, false, 'najaar-out');
    expect(out.statusCode).toBe(200);
    expect(SignOutResponse.parse(out.json())).toMatchObject({
      status: 'success',
      message: 'SIGNED_OUT',
    });
    const replay = await fx.signOut(demo, id, false, 'najaar-out');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await registration(demo, id)).signed_up).toBe(false);
    const again = await fx.signOut(demo, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MATCH_NOT_SIGNED_UP');
    const upd = await fx.signUp(demo, id, body({ category_id: categoryB }), { method: 'PUT' });
    expect(upd.json().code).toBe('MATCH_NOT_SIGNED_UP');
  });
});

describe('a team sign-up into a flight', () => {
  it('refuses a team mate of another club, an incomplete team, no flight and a full flight', async () => {
    const id = ids['Greensome Koppelwedstrijd']!;
    const [mate] = await fx.members('demo', 1, 40);
    const [stranger] = await fx.members('zuid', 1);
    const flights = MatchFlightsResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/flights`)).json(),
    );
    const cases: [unknown, string][] = [
      [
        { players: [{ member_id: stranger!.id }], flight_id: flights[1]!.id },
        'MATCH_PLAYER_UNKNOWN',
      ],
      [{ players: [], flight_id: flights[1]!.id }, 'MATCH_TEAM_SIZE'],
      [{ players: [{ member_id: mate!.id }] }, 'MATCH_FLIGHT_REQUIRED'],
      [{ players: [{ member_id: mate!.id }], flight_id: flights[0]!.id }, 'MATCH_FLIGHT_FULL'],
      [{ players: [{ member_id: mate!.id }], flight_id: 999999 }, 'MATCH_FLIGHT_INVALID'],
    ];
    for (const [b, code] of cases) {
      const res = await fx.signUp(demo, id, b);
      expect(res.json().code, code).toBe(code);
    }
    expect((await registration(demo, id)).signed_up).toBe(false);
  });

  it('signs the team into the flight; a mate may leave alone but not take the team out', async () => {
    const id = ids['Greensome Koppelwedstrijd']!;
    const [mate] = await fx.members('demo', 1, 40);
    const flights = MatchFlightsResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/flights`)).json(),
    );
    const res = await fx.signUp(demo, id, {
      players: [{ member_id: mate!.id }],
      flight_id: flights[1]!.id,
    });
    expect(res.statusCode).toBe(200);
    const answer = SignUpResponse.parse(res.json());
    expect(answer.flight_id).toBe(flights[1]!.id);
    expect(answer.players).toHaveLength(2);
    const after = MatchFlightsResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/flights`)).json(),
    );
    expect(after[1]!.vol).toBe(true);

    const phcp = TeamPhcpResponse.parse(
      (await fx.get(demo, `/api/team/${answer.team_id}/phcp`)).json(),
    );
    expect(phcp.wedstrijdvorm).toBe('greensomes');
    expect(phcp.allowances).toEqual([60, 40]);
    expect(phcp.team_playing_handicap).not.toBeNull();
    expect((await fx.get(zuid, `/api/team/${answer.team_id}/phcp`)).statusCode).toBe(404);

    // The holes with team_id: strokes received from the side's playing handicap, not the
    // member's own; another club's team and no team are 404.
    const detail = MatchDetail.parse((await fx.get(demo, `/api/wedstrijd/${id}`)).json());
    const tee = (detail.beschikbare_tees.m[0] ?? detail.beschikbare_tees.v[0])!.id;
    const holesUrl = `/api/courses/${detail.course.id}/tees/${tee}/holes?holes=18`;
    const received = async (query: string, cookie = demo) => {
      const res = await fx.get(cookie, `${holesUrl}${query}`);
      expect(res.statusCode).toBe(200);
      return HolesResponse.parse(res.json()).reduce((n, h) => n + h.ES, 0);
    };
    const side = phcp.team_playing_handicap!;
    expect(await received(`&team_id=${answer.team_id}`)).toBe(side);
    const own = await received('');
    expect(own).not.toBe(side);
    expect((await fx.get(demo, `${holesUrl}&team_id=999999`)).statusCode).toBe(404);
    const bad = await fx.get(demo, `${holesUrl}&team_id=x`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('team_id');
    // The side's handicap holds for the tees its players play from: a tee of another course is
    // refused, naming team_id, not given the side's strokes.
    const courses = CoursesResponse.parse((await fx.get(demo, '/api/courses')).json());
    const other = courses.find((c) => c.id !== detail.course.id)!;
    const [otherTee] = TeesResponse.parse(
      (await fx.get(demo, `/api/courses/${other.id}/tees`)).json(),
    );
    const elsewhere = await fx.get(
      demo,
      `/api/courses/${other.id}/tees/${otherTee!.id}/holes?holes=18&team_id=${answer.team_id}`,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields[0].field).toBe('team_id');

    const mateTeamOut = await fx.signOut(mate!.cookie, id, true);
    expect(mateTeamOut.statusCode).toBe(403);
    expect(mateTeamOut.json().code).toBe('MATCH_NOT_TEAM_LEADER');
    const mateOut = await fx.signOut(mate!.cookie, id);
    expect(mateOut.statusCode).toBe(200);
    expect((await registration(demo, id)).team_members).toHaveLength(1);
    const teamOut = await fx.signOut(demo, id, true);
    expect(teamOut.statusCode).toBe(200);
    const freed = MatchFlightsResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/flights`)).json(),
    );
    expect(freed[1]!.vol).toBe(false);
  });
});

describe('GET .../holes?team_id: the holes of a player of an individual form', () => {
  it("takes the member's own playing handicap in their team (the form's allowance); another's team is 404", async () => {
    const id = ids['Dinsdagmiddag 9 holes']!;
    const reg = await registration(demo, id);
    const phcp = TeamPhcpResponse.parse(
      (await fx.get(demo, `/api/team/${reg.team_id}/phcp`)).json(),
    );
    const me = phcp.players.find((p) => p.playing_handicap !== null)!;
    expect(phcp.team_playing_handicap).toBeNull();
    const detail = MatchDetail.parse((await fx.get(demo, `/api/wedstrijd/${id}`)).json());
    const url = `/api/courses/${detail.course.id}/tees/${me.tee_id}/holes?holes=18&team_id=${reg.team_id}`;
    const holes = HolesResponse.parse((await fx.get(demo, url)).json());
    expect(holes.reduce((n, h) => n + h.ES, 0)).toBe(me.playing_handicap);
    // Someone else's team of an individual form has no handicap of the member's.
    const [other] = await fx.members('demo', 1, 45);
    const theirs = await fx.get(other!.cookie, url);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the reserve list', () => {
  it('a sign-up to a full field goes on the reserve list; a sign-out moves the first one up', async () => {
    const id = ids['Clubkampioenschap Strokeplay']!;
    const res = await fx.signUp(demo, id, {});
    const answer = SignUpResponse.parse(res.json());
    expect(answer.msg).toBe('RESERVE_LIST');
    expect(answer.players[0]).toMatchObject({ reservelijst: true, reserve_positie: 4 });
    expect((await registration(demo, id)).reserve_positie).toBe(4);

    const before = EntryListResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/inschrijflijst`)).json(),
    );
    const firstReserve = before.teams.find((x) => x.reserve_positie === 1)!;
    const leaving = before.teams[0]!.players[0]!.id!;
    const out = await fx.signOut(await t.sessionFor(leaving), id);
    expect(SignOutResponse.parse(out.json()).promoted).toBe(1);
    const after = EntryListResponse.parse(
      (await fx.get(demo, `/api/wedstrijd/${id}/inschrijflijst`)).json(),
    );
    expect(after.deelnemers).toBe(12);
    expect(after.teams.find((x) => x.id === firstReserve.id)!.reservelijst).toBe(false);
    expect((await registration(demo, id)).reserve_positie).toBe(3);
  });
});

describe('the window and the deadline, on the club clock', () => {
  it('refuses a sign-up after the window and a sign-out after the deadline', async () => {
    const id = ids['Dinsdagmiddag 9 holes']!;
    const [member] = await fx.members('demo', 1, 60);
    const up = await fx.signUp(member!.cookie, id, {});
    expect(up.statusCode).toBe(409);
    expect(up.json().code).toBe('MATCH_SIGN_UP_CLOSED');
    const out = await fx.signOut(demo, id);
    expect(out.statusCode).toBe(409);
    expect(out.json().code).toBe('MATCH_SIGN_OUT_CLOSED');
    expect((await registration(demo, id)).signed_up).toBe(true);
    const played = await fx.signUp(member!.cookie, ids['Zomerstableford']!, {});
    expect(played.json().code).toBe('MATCH_SIGN_UP_CLOSED');
  });
});
