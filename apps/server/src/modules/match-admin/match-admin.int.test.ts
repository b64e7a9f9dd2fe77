import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch } from '@fairway/contract';
import { CARD_TYPE, PROCESSING_RESULT } from '@fairway/golf';
import { callAs, createTestApp, type TestApp } from '../../../test/harness';
import {
  adminMatchInput,
  firstCourseAndTee,
  insertOpenMatch,
  teePars,
  signUpPlayer,
} from '../../../test/match-fixtures';
import {
  handicapHistory,
  holes,
  matches,
  matchTeams,
  memberships,
  players,
  scorecards,
  scorecardScores,
  teeBlocks,
  tees,
} from '../../db/schema';

/**
 * The committee's match calls through HTTP: 401 without a session, 403 for a member who is not
 * on the committee, 404 for another club's match, 400 naming the field, and the whole life of a
 * match — create, edit, close sign-up, draw, publish, process (results and qualifying cards into
 * the handicap record, once), publish the results.
 */
let t: TestApp;
let admin: string;
let member: string;
let club: number;
let course: number;
let tee: number;
let zuidMatch: number;
let members: { id: number; player: number }[];
/** One over par on every hole of the test tee. */
let bogeys: number[];

// 2026-11-25 13:00 at the club (Amsterdam).
const NOW = new Date('2026-11-25T12:00:00Z');
/** The day of the test matches (1 December), 11:00 at the club: they may be processed then. */
const MATCH_DAY = new Date('2026-12-01T10:00:00Z');
let now = NOW;

/** Runs `fn` with the club's clock on the match day (processing is refused before it). */
async function onMatchDay<T>(fn: () => Promise<T>): Promise<T> {
  now = MATCH_DAY;
  try {
    return await fn();
  } finally {
    now = NOW;
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.login('commissie');
  member = await t.login('demo');
  club = t.clubId('demo');
  const db = t.database.db;
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
  members = (
    await db
      .select({ id: memberships.id, player: memberships.player_id })
      .from(memberships)
      .where(and(eq(memberships.club_id, club), sql`${memberships.username} like 'lid%'`))
      .orderBy(memberships.id)
      .limit(6)
  ).map((m) => m);
  bogeys = (await teePars(t, club, tee)).map((par) => par + 1);
  zuidMatch = await insertOpenMatch(t, 'zuid', {
    naam: 'Zuid beker',
    aanvang: '2026-12-01 09:00',
    inschrijvingsstart: '2026-11-01 00:00',
    inschrijvingsstop: '2026-11-20 18:00',
    max_deelnemers: 20,
  });
});
afterAll(() => t.close());

const input = (over: Record<string, unknown> = {}) =>
  adminMatchInput(course, tee, {
    naam: 'Najaarswedstrijd',
    qualifying: true,
    inschrijfgeld_cents: 1250,
    categories: [
      { naam: 'Laag', handicap_min: null, handicap_max: 18 },
      { naam: 'Hoog', handicap_min: 18.1, handicap_max: null },
    ],
    products: [{ naam: 'Lunch', prijs_cents: 1750 }],
    ...over,
  });

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: unknown,
  key?: string,
) => callAs(t, method, url, cookie, payload, key ? { 'idempotency-key': key } : {});

async function create(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/wedstrijd', admin, input(over));
  expect(res.statusCode).toBe(201);
  return AdminMatch.parse(res.json());
}

async function signUp(
  match: number,
  relatie: number,
  vroeglaat = 'geen',
  category: number | null = null,
) {
  await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, null, ${relatie}, now(), '2026-11-22 12:00'::timestamp,
      ${JSON.stringify([signUpPlayer(relatie, vroeglaat, category)])}::jsonb, '[]'::jsonb)`,
  );
}

/** A submitted match card of 18 holes, `strokes` on each (the member's own card of the match). */
async function matchCard(
  match: number,
  m: { id: number; player: number },
  strokes: number[],
  datum = '2026-12-01',
) {
  const [c] = await t.database.db
    .insert(scorecards)
    .values({
      club_id: club,
      relatie_id: m.id,
      player_id: m.player,
      typekaart: CARD_TYPE.WEDSTRIJD,
      course_club_id: club,
      baan_id: course,
      tee_id: tee,
      aantal_holes: 18,
      datum,
      tijd: '09:00',
      cr_tenths: 720,
      sr: 113,
      par: 72,
      index_before_tenths: 180,
      playing_handicap: 17,
      is_ingevuld: true,
      uitslag: PROCESSING_RESULT.QUALIFYING_WEDSTRIJD,
      gross: strokes.reduce((a, b) => a + b, 0),
      wedstrijd_id: match,
    })
    .returning();
  await t.database.db
    .insert(scorecardScores)
    .values(strokes.map((s, i) => ({ club_id: club, card_id: c!.id, hole_nr: i + 1, strokes: s })));
  return c!.id;
}

describe('access', () => {
  it('tells the app who is on the committee', async () => {
    expect((await call('GET', '/api/admin/rechten')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/rechten', admin)).json()).toEqual({
      wedstrijden: true,
      roles: ['handicap_committee', 'match_committee', 'tee_sheet_manager'],
    });
    expect((await call('GET', '/api/admin/rechten', member)).json()).toEqual({
      wedstrijden: false,
      roles: [],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/api/admin/wedstrijd')).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/wedstrijd', undefined, input())).statusCode).toBe(401);
  });

  it('answers 403 to a member who is not on the committee, and creates nothing', async () => {
    const before = (await t.database.db.select().from(matches)).length;
    expect((await call('GET', '/api/admin/wedstrijd', member)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/wedstrijd', member, input())).statusCode).toBe(403);
    const m = await create();
    for (const [method, url] of [
      ['GET', `/api/admin/wedstrijd/${m.id}`],
      ['PUT', `/api/admin/wedstrijd/${m.id}`],
      ['POST', `/api/admin/wedstrijd/${m.id}/sluiten`],
      ['POST', `/api/admin/wedstrijd/${m.id}/verwerken`],
    ] as const) {
      const res = await call(method, url, member, method === 'PUT' ? input() : undefined);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await t.database.db.select().from(matches)).length).toBe(before + 1);
  });

  it("answers 404 for another club's match, as if it did not exist", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/admin/wedstrijd/${zuidMatch}`, undefined],
      ['PUT', `/api/admin/wedstrijd/${zuidMatch}`, input()],
      ['POST', `/api/admin/wedstrijd/${zuidMatch}/sluiten`, undefined],
      [
        'POST',
        `/api/admin/wedstrijd/${zuidMatch}/draw`,
        { order: 'handicap', start: 'one_tee', first_time: '09:00', interval_minutes: 10 },
      ],
      ['POST', `/api/admin/wedstrijd/${zuidMatch}/startlijst`, undefined],
      ['POST', `/api/admin/wedstrijd/${zuidMatch}/verwerken`, undefined],
      ['POST', `/api/admin/wedstrijd/${zuidMatch}/uitslag`, undefined],
    ] as const) {
      const res = await call(method, url, admin, body);
      expect(res.statusCode, url).toBe(404);
    }
    const [z] = await t.database.db.select().from(matches).where(eq(matches.id, zuidMatch));
    expect([z!.naam, z!.verwerkt]).toEqual(['Zuid beker', false]);
    const list = (await call('GET', '/api/admin/wedstrijd', admin)).json() as { id: number }[];
    expect(list.map((m) => m.id)).not.toContain(zuidMatch);
  });
});

describe('POST/PUT /api/admin/wedstrijd', () => {
  it.each([
    [{ naam: '' }, 'naam'],
    [{ aanvang: '2026-12-01' }, 'aanvang'],
    [{ inschrijvingsstop: '2026-12-02 10:00' }, 'inschrijvingsstop'],
    [{ inschrijvingsstart: '2026-11-30 19:00' }, 'inschrijvingsstop'],
    [{ wedstrijdvorm: 'foursomes', spelers: 2, qualifying: true }, 'qualifying'],
    [{ spelers: 2 }, 'spelers'],
    [{ tees: [] }, 'tees'],
    [{ inschrijfgeld_cents: 12.5 }, 'inschrijfgeld_cents'],
    [
      { categories: [{ naam: 'x', handicap_min: 20, handicap_max: 10 }] },
      'categories.0.handicap_max',
    ],
    [{ course_id: 999999 }, 'course_id'],
  ])('refuses %j with 400 naming %s', async (over, field) => {
    const res = await call('POST', '/api/admin/wedstrijd', admin, input(over));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(
      field,
    );
  });

  it('moves those waiting into a field it enlarges, ahead of anyone signing up after', async () => {
    const plain = { categories: [], products: [], inschrijfgeld_cents: 0 };
    const m = await create({ ...plain, max_deelnemers: 1 });
    const [first, waiting, later] = members;
    await signUp(m.id, first!.id);
    await signUp(m.id, waiting!.id);
    const reserves = async () =>
      (await t.database.db.select().from(matchTeams).where(eq(matchTeams.match_id, m.id)))
        .filter((team) => team.reservelijst)
        .map((team) => team.signed_up_by);
    expect(await reserves()).toEqual([waiting!.id]);
    const enlarged = await call(
      'PUT',
      `/api/admin/wedstrijd/${m.id}`,
      admin,
      input({ ...plain, max_deelnemers: 3 }),
    );
    expect(enlarged.statusCode, enlarged.body).toBe(200);
    expect(AdminMatch.parse(enlarged.json())).toMatchObject({ deelnemers: 2 });
    expect(await reserves()).toEqual([]);
    await signUp(m.id, later!.id);
    expect(await reserves()).toEqual([]);
  });

  it("refuses another club's tee", async () => {
    const zuidTee = (
      await t.database.db
        .select({ id: tees.id })
        .from(tees)
        .where(eq(tees.club_id, t.clubId('zuid')))
    )[0]!.id;
    const res = await call(
      'POST',
      '/api/admin/wedstrijd',
      admin,
      input({ tees: [{ geslacht: 'm', tee_id: zuidTee }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('tees.0.tee_id');
  });

  it('creates a match with its tees, categories and products, and lists it', async () => {
    const m = await create();
    expect(m).toMatchObject({
      naam: 'Najaarswedstrijd',
      aanvang: '2026-12-01 09:00',
      qualifying: true,
      inschrijfgeld_cents: 1250,
      open: true,
      deelnemers: 0,
      verwerkt: false,
    });
    expect(m.categories.map((c) => [c.naam, c.handicap_min, c.handicap_max])).toEqual([
      ['Laag', null, 18],
      ['Hoog', 18.1, null],
    ]);
    expect(m.products).toEqual([{ id: expect.any(Number), naam: 'Lunch', prijs_cents: 1750 }]);
    expect(m.tees).toHaveLength(2);
    const list = (await call('GET', '/api/admin/wedstrijd', admin)).json() as { id: number }[];
    expect(list.map((x) => x.id)).toContain(m.id);
  });

  it('creates once for one Idempotency-Key', async () => {
    const before = (await t.database.db.select().from(matches)).length;
    const a = await call('POST', '/api/admin/wedstrijd', admin, input(), 'create-key-1');
    const b = await call('POST', '/api/admin/wedstrijd', admin, input(), 'create-key-1');
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json().id).toBe(a.json().id);
    expect((await t.database.db.select().from(matches)).length).toBe(before + 1);
  });

  it('edits a match, keeping the categories by id and dropping the others', async () => {
    const m = await create();
    const res = await call(
      'PUT',
      `/api/admin/wedstrijd/${m.id}`,
      admin,
      input({
        naam: 'Najaarsbeker',
        inschrijfgeld_cents: 1500,
        categories: [
          { id: m.categories[0]!.id, naam: 'Iedereen', handicap_min: null, handicap_max: null },
        ],
        products: [],
      }),
    );
    expect(res.statusCode).toBe(200);
    const edited = AdminMatch.parse(res.json());
    expect(edited).toMatchObject({ naam: 'Najaarsbeker', inschrijfgeld_cents: 1500, products: [] });
    expect(edited.categories).toEqual([
      {
        id: m.categories[0]!.id,
        naam: 'Iedereen',
        handicap_min: null,
        handicap_max: null,
        geslacht: null,
      },
    ]);
  });

  it('refuses to remove a category a player chose (409), changing nothing', async () => {
    const m = await create();
    await signUp(m.id, members[0]!.id, 'geen', m.categories[1]!.id);
    const res = await call(
      'PUT',
      `/api/admin/wedstrijd/${m.id}`,
      admin,
      input({ naam: 'Anders', categories: [] }),
    );
    expect(res.statusCode).toBe(409);
    const after = AdminMatch.parse(
      (await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json(),
    );
    expect(after.naam).toBe('Najaarswedstrijd');
    expect(after.categories).toHaveLength(2);
  });
});

describe('a match from sign-up to results', () => {
  it('closes sign-up, draws and publishes the start list, processes and publishes the results', async () => {
    const m = await create({ categories: [] });
    // Six members sign up; the fifth wants to start early.
    for (const [i, x] of members.entries()) await signUp(m.id, x.id, i === 4 ? 'vroeg' : 'geen');
    const draw = {
      order: 'signup',
      start: 'one_tee',
      first_time: '09:00',
      interval_minutes: 10,
      players_per_flight: 3,
    };

    // Not before sign-up has closed.
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw)).statusCode).toBe(
      409,
    );
    const closed = AdminMatch.parse(
      (await call('POST', `/api/admin/wedstrijd/${m.id}/sluiten`, admin)).json(),
    );
    expect(closed.inschrijvingsstop).toBe('2026-11-25 12:59');
    expect(closed.open).toBe(false);

    const bad = await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, {
      ...draw,
      first_time: '9:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('first_time');

    const res = await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw);
    expect(res.statusCode).toBe(200);
    const drawn = AdminMatch.parse(res.json());
    expect(drawn.flights.map((f) => [f.nummer, f.starttijd, f.starttee])).toEqual([
      [1, '09:00', 1],
      [2, '09:10', 1],
    ]);
    const flightOf = (d: AdminMatch, relatie: number) =>
      d.teams.find((x) => x.players[0]!.relatie_id === relatie)!.flight_id;
    // Sign-up order, the early wish first: member 5 in the first flight with members 1 and 2.
    const first = drawn.flights[0]!.id;
    expect([0, 1, 4].map((i) => flightOf(drawn, members[i]!.id))).toEqual([first, first, first]);
    expect(flightOf(drawn, members[2]!.id)).toBe(drawn.flights[1]!.id);
    expect(drawn.preference_not_met).toEqual([]);
    // The tee sheet is held for the match.
    const blocks = await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, m.id));
    expect(blocks.map((b) => [b.date, b.from_time, b.until_time, b.reason])).toEqual([
      ['2026-12-01', '09:00', '09:20', 'match'],
    ]);

    // The same draw again gives the same list and one block.
    const again = AdminMatch.parse(
      (await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw)).json(),
    );
    expect(again.flights.map((f) => [f.nummer, f.starttijd])).toEqual(
      drawn.flights.map((f) => [f.nummer, f.starttijd]),
    );
    expect(
      members.map((x) => again.flights.findIndex((f) => f.id === flightOf(again, x.id))),
    ).toEqual(members.map((x) => drawn.flights.findIndex((f) => f.id === flightOf(drawn, x.id))));
    expect(
      await t.database.db.select().from(teeBlocks).where(eq(teeBlocks.match_id, m.id)),
    ).toHaveLength(1);

    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/uitslag`, admin)).statusCode).toBe(
      409,
    );
    const published = AdminMatch.parse(
      (await call('POST', `/api/admin/wedstrijd/${m.id}/startlijst`, admin)).json(),
    );
    expect(published.startlijst_vrijgegeven).toBe(true);

    // Off 17, a bogey is 2 points on 17 holes and 1 on stroke index 18: 35. Card b is one better
    // on hole 1 and one worse on 18 (35, but less on the last 9); card c one better on hole 10.
    const fives = bogeys;
    const a = await matchCard(m.id, members[0]!, fives);
    const b = await matchCard(
      m.id,
      members[1]!,
      fives.map((s, i) => (i === 0 ? s - 1 : i === 17 ? s + 1 : s)),
    );
    const c = await matchCard(
      m.id,
      members[2]!,
      fives.map((s, i) => (i === 9 ? s - 1 : s)),
    );

    // Not before the match is played: nothing enters a handicap record, the day is named.
    const early = await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'MATCH_NOT_PLAYED_YET',
      fields: [{ field: 'aanvang', message: 'can be processed from 2026-12-01' }],
    });
    expect(
      AdminMatch.parse((await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json()),
    ).toMatchObject({ verwerkt: false, verwerkbaar: false, results: [] });
    expect(
      await t.database.db.select().from(handicapHistory).where(eq(handicapHistory.card_id, a)),
    ).toHaveLength(0);

    const processed = await onMatchDay(() =>
      call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin),
    );
    expect(processed.statusCode).toBe(200);
    const done = AdminMatch.parse(processed.json());
    expect(done.verwerkt).toBe(true);
    const teamOf = (i: number) =>
      done.teams.find((x) => x.players[0]!.relatie_id === members[i]!.id)!.id;
    const line = (i: number) => done.results.find((r) => r.team_id === teamOf(i))!;
    // c: one 4 → 36 points; a and b: 35 each, a ahead on the last 9 (b's 6 on 18).
    expect([2, 0, 1].map((i) => [line(i).positie, line(i).stableford, line(i).status])).toEqual([
      [1, 36, 'ok'],
      [2, 35, 'ok'],
      [3, 35, 'ok'],
    ]);
    // Members without a card have no return.
    expect([3, 4, 5].map((i) => line(i).status)).toEqual(['nr', 'nr', 'nr']);

    // Qualifying: the cards are now in the players' handicap records, once.
    const history = async (card: number) =>
      t.database.db.select().from(handicapHistory).where(eq(handicapHistory.card_id, card));
    for (const card of [a, b, c]) expect(await history(card)).toHaveLength(1);
    const [cardA] = await t.database.db.select().from(scorecards).where(eq(scorecards.id, a));
    expect(cardA!.verwerkt).toBe(true);
    expect(cardA!.ehcp_nieuw_tenths).not.toBeNull();
    const [p] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, members[0]!.player));
    expect(p!.handicap_tenths).toBe(cardA!.ehcp_nieuw_tenths);

    // Processing twice does not count the cards twice.
    const twice = await onMatchDay(() =>
      call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin),
    );
    expect(twice.statusCode).toBe(409);
    for (const card of [a, b, c]) expect(await history(card)).toHaveLength(1);
    // …and a processed match is no longer edited or drawn.
    expect((await call('PUT', `/api/admin/wedstrijd/${m.id}`, admin, input())).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw)).statusCode).toBe(
      409,
    );

    const final = AdminMatch.parse(
      (await call('POST', `/api/admin/wedstrijd/${m.id}/uitslag`, admin)).json(),
    );
    expect(final.publiceer_uitslag).toBe(true);
  });

  it('leaves the handicap record alone for a match that is not qualifying', async () => {
    const m = await create({
      categories: [],
      qualifying: false,
      uitslag: 'bruto',
      wedstrijdvorm: 'strokeplay',
    });
    await signUp(m.id, members[3]!.id);
    await call('POST', `/api/admin/wedstrijd/${m.id}/sluiten`, admin);
    const card = await matchCard(m.id, members[3]!, bogeys);
    const done = AdminMatch.parse(
      (
        await onMatchDay(() => call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin))
      ).json(),
    );
    expect(done.results.map((r) => [r.positie, r.bruto, r.stableford])).toEqual([
      [1, bogeys.reduce((x, y) => x + y, 0), null],
    ]);
    expect(
      await t.database.db.select().from(handicapHistory).where(eq(handicapHistory.card_id, card)),
    ).toHaveLength(0);
  });

  it('needs a drawn start list before publishing it', async () => {
    const m = await create();
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/startlijst`, admin)).statusCode).toBe(
      409,
    );
  });
});

describe('PUT /api/admin/wedstrijd/{id}/kaart/{relatie}: the committee enters a card', () => {
  const url = (m: number, relatie: number) => `/api/admin/wedstrijd/${m}/kaart/${relatie}`;

  it('answers 401 without a session and 403 to a member not on the committee', async () => {
    const m = await create({ categories: [] });
    await signUp(m.id, members[4]!.id);
    expect(
      (await call('PUT', url(m.id, members[4]!.id), undefined, { scores: bogeys })).statusCode,
    ).toBe(401);
    const res = await call('PUT', url(m.id, members[4]!.id), member, { scores: bogeys });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', url(m.id, members[4]!.id), member)).statusCode).toBe(403);
    const after = AdminMatch.parse(
      (await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json(),
    );
    expect(after.teams[0]!.players[0]!.card).toBeNull();
  });

  it("answers 404 for another club's match and for a member who did not sign up", async () => {
    expect(
      (await call('PUT', url(zuidMatch, members[4]!.id), admin, { scores: bogeys })).statusCode,
    ).toBe(404);
    const m = await create({ categories: [] });
    const res = await call('PUT', url(m.id, members[5]!.id), admin, { scores: bogeys });
    expect(res.statusCode).toBe(404);
  });

  it('answers 409 for a player on the reserve list (their card would count nowhere)', async () => {
    const m = await create({ categories: [], max_deelnemers: 1 });
    await signUp(m.id, members[3]!.id);
    await signUp(m.id, members[4]!.id);
    const res = await call('PUT', url(m.id, members[4]!.id), admin, { scores: bogeys });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/reserve/);
  });

  it('answers 400 naming the scores for a wrong number of holes or an empty hole', async () => {
    const m = await create({ categories: [] });
    await signUp(m.id, members[4]!.id);
    const short = await call('PUT', url(m.id, members[4]!.id), admin, {
      scores: bogeys.slice(0, 9),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].field).toBe('scores');
    const empty = await call('PUT', url(m.id, members[4]!.id), admin, {
      scores: bogeys.map((s, i) => (i === 3 ? 0 : s)),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('scores.3');
    const high = await call('PUT', url(m.id, members[4]!.id), admin, {
      scores: bogeys.map((s, i) => (i === 3 ? 20 : s)),
    });
    expect(high.statusCode).toBe(400);
    const after = AdminMatch.parse(
      (await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json(),
    );
    expect(after.teams[0]!.players[0]!.card).toBeNull();
  });

  it('enters the card, corrects it, and processing takes it into the results and the handicap record', async () => {
    const m = await create({ categories: [] });
    const player = members[4]!;
    await signUp(m.id, player.id);
    await call('POST', `/api/admin/wedstrijd/${m.id}/sluiten`, admin);

    const before = await call('GET', url(m.id, player.id), admin);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ relatie_id: player.id, card_id: null, scores: [] });
    expect(before.json().holes).toHaveLength(18);

    const first = await call('PUT', url(m.id, player.id), admin, {
      scores: bogeys.map((s) => s + 1),
    });
    expect(first.statusCode).toBe(200);
    const card = AdminMatch.parse(first.json()).teams[0]!.players[0]!.card!;
    expect(card).toMatchObject({ ingevuld: true, verwerkt: false });
    expect(card.bruto).toBe(bogeys.reduce((a, b) => a + b + 1, 0));

    // A correction replaces the strokes on the same card.
    const fixed = AdminMatch.parse(
      (await call('PUT', url(m.id, player.id), admin, { scores: bogeys })).json(),
    );
    expect(fixed.teams[0]!.players[0]!.card).toMatchObject({
      id: card.id,
      bruto: bogeys.reduce((a, b) => a + b, 0),
    });
    expect((await call('GET', url(m.id, player.id), admin)).json().scores).toEqual(bogeys);

    const done = AdminMatch.parse(
      (
        await onMatchDay(() => call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin))
      ).json(),
    );
    expect(done.results.map((r) => [r.positie, r.status, r.bruto])).toEqual([
      [1, 'ok', bogeys.reduce((a, b) => a + b, 0)],
    ]);
    expect(
      await t.database.db
        .select()
        .from(handicapHistory)
        .where(eq(handicapHistory.card_id, card.id)),
    ).toHaveLength(1);
    // Processed: the card no longer changes.
    expect((await call('PUT', url(m.id, player.id), admin, { scores: bogeys })).statusCode).toBe(
      409,
    );
  });
});

describe("POST /api/wedstrijd/{id}/kaart: the member's own match card", () => {
  const url = (m: number) => `/api/wedstrijd/${m}/kaart`;
  // Played today (the test clock's day), sign-up closed an hour before.
  const today = {
    categories: [],
    aanvang: '2026-11-25 15:00',
    inschrijvingsstart: '2026-11-20 08:00',
    inschrijvingsstop: '2026-11-25 14:00',
  };
  const session = (m: { id: number }) => t.sessionFor(m.id);
  const adminView = async (m: number) =>
    AdminMatch.parse((await call('GET', `/api/admin/wedstrijd/${m}`, admin)).json());

  it('answers 401 without a session and 400 naming the marker', async () => {
    const m = await create(today);
    await signUp(m.id, members[0]!.id);
    expect(
      (await call('POST', url(m.id), undefined, { marker_id: members[1]!.id })).statusCode,
    ).toBe(401);
    const me = await session(members[0]!);
    const bad = await call('POST', url(m.id), me, { marker_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('marker_id');
    const none = await call('POST', url(m.id), me, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0].field).toBe('marker_id');
    const own = await call('POST', url(m.id), me, { marker_id: members[0]!.id });
    expect(own.statusCode).toBe(400);
    expect((await adminView(m.id)).teams[0]!.players[0]!.card).toBeNull();
  });

  it("answers 404 for another club's match", async () => {
    const res = await call('POST', url(zuidMatch), await session(members[0]!), {
      marker_id: members[1]!.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 403 to a member not signed up and to a reserve, creating no card', async () => {
    const m = await create({ ...today, max_deelnemers: 1 });
    await signUp(m.id, members[0]!.id);
    await signUp(m.id, members[1]!.id);
    const outsider = await call('POST', url(m.id), await session(members[2]!), {
      marker_id: members[0]!.id,
    });
    expect(outsider.statusCode).toBe(403);
    const reserve = await call('POST', url(m.id), await session(members[1]!), {
      marker_id: members[0]!.id,
    });
    expect(reserve.statusCode).toBe(403);
    expect(reserve.json().message).toMatch(/reserve/);
    const cards = await t.database.db
      .select()
      .from(scorecards)
      .where(eq(scorecards.wedstrijd_id, m.id));
    expect(cards).toHaveLength(0);
  });

  it('answers 409 for a match not played today and for a processed match', async () => {
    const later = await create({ categories: [] });
    await signUp(later.id, members[0]!.id);
    const notToday = await call('POST', url(later.id), await session(members[0]!), {
      marker_id: members[1]!.id,
    });
    expect(notToday.statusCode).toBe(409);
    expect(notToday.json().message).toMatch(/today/);

    const m = await create(today);
    await signUp(m.id, members[0]!.id);
    await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin);
    const processed = await call('POST', url(m.id), await session(members[0]!), {
      marker_id: members[1]!.id,
    });
    expect(processed.statusCode).toBe(409);
    expect(processed.json().message).toMatch(/processed/);
  });

  it('creates one match card, waits with it for the match, and processing takes it into the handicap record', async () => {
    const m = await create(today);
    const player = members[5]!;
    await signUp(m.id, player.id);
    const me = await session(player);

    const res = await call('POST', url(m.id), me, { marker_id: members[0]!.id });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number; existing: boolean };
    const again = await call('POST', url(m.id), me, { marker_id: members[1]!.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, existing: true });

    // The member sees it among their cards: a match card for today, their marker, not submitted.
    const card = await call('GET', `/api/scorecards/${id}`, me);
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      typekaart: CARD_TYPE.WEDSTRIJD,
      wedstrijd_id: m.id,
      marker_id: members[0]!.id,
      is_ingevuld: false,
    });
    // The committee's card list shows it, still open.
    expect((await adminView(m.id)).teams[0]!.players[0]!.card).toMatchObject({
      id,
      ingevuld: false,
      verwerkt: false,
    });

    // The member enters the holes and submits: saved, processed only with the match.
    const submitted = await call('POST', `/api/scorecards/${id}/edit`, me, {
      scores: bogeys,
      allScoresSaved: 1,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({
      status: PROCESSING_RESULT.QUALIFYING_WEDSTRIJD,
      ehcp_nieuw: null,
    });
    const history = () =>
      t.database.db.select().from(handicapHistory).where(eq(handicapHistory.card_id, id));
    expect(await history()).toHaveLength(0);
    expect((await adminView(m.id)).teams[0]!.players[0]!.card).toMatchObject({
      id,
      ingevuld: true,
      verwerkt: false,
      bruto: bogeys.reduce((a, b) => a + b, 0),
    });

    const done = AdminMatch.parse(
      (await call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin)).json(),
    );
    expect(done.results.map((r) => [r.positie, r.status])).toEqual([[1, 'ok']]);
    expect(await history()).toHaveLength(1);
    const [row] = await t.database.db.select().from(scorecards).where(eq(scorecards.id, id));
    expect(row!.verwerkt).toBe(true);
    // Processed: no new card for the match.
    expect((await call('POST', url(m.id), me, { marker_id: members[0]!.id })).statusCode).toBe(409);
  });
});

describe('an against-par match ("tegen par")', () => {
  const today = {
    categories: [],
    wedstrijdvorm: 'tegen_par',
    uitslag: 'tegen_par',
    aanvang: '2026-11-25 15:00',
    inschrijvingsstart: '2026-11-20 08:00',
    inschrijvingsstop: '2026-11-25 14:00',
  };

  it('is a form of its own: it counts against par, and only it does (400 naming uitslag)', async () => {
    for (const over of [
      { wedstrijdvorm: 'tegen_par', uitslag: 'stableford' },
      { wedstrijdvorm: 'stableford', uitslag: 'tegen_par' },
      { wedstrijdvorm: 'tegen_par', uitslag: 'tegen_par', spelers: 2 },
    ]) {
      const res = await call('POST', '/api/admin/wedstrijd', admin, input(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(
        over.spelers ? 'spelers' : 'uitslag',
      );
    }
    const m = await create({ wedstrijdvorm: 'tegen_par', uitslag: 'tegen_par' });
    expect(m).toMatchObject({ wedstrijdvorm: 'tegen_par', uitslag: 'tegen_par', qualifying: true });
  });

  it("gives its cards score_berekening 'tegen_par', ranks holes won minus lost, and takes the gross cards into the handicap record", async () => {
    const m = await create(today);
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    for (const p of [a, b, c]) await signUp(m.id, p.id);
    const me = await t.sessionFor(a.id);
    const own = await call('POST', `/api/wedstrijd/${m.id}/kaart`, me, {
      marker_id: b.id,
    });
    expect(own.statusCode).toBe(201);
    const cardId = (own.json() as { id: number }).id;
    const card = await call('GET', `/api/scorecards/${cardId}`, me);
    expect(card.json()).toMatchObject({
      score_berekening: 'tegen_par',
      wedstrijdvorm: { uitslag: 'tegen_par' },
    });
    // A stableford match's card still counts stableford.
    const other = await create({ ...today, wedstrijdvorm: 'stableford', uitslag: 'stableford' });
    await signUp(other.id, a.id);
    const sf = await call('POST', `/api/wedstrijd/${other.id}/kaart`, me, { marker_id: b.id });
    expect((await call('GET', `/api/scorecards/${sf.json().id}`, me)).json().score_berekening).toBe(
      'stableford',
    );

    // a: par on every hole; with a playing handicap of ph (0–18) that is one '+' per hole with a
    // stroke received, so +ph. b (PH 17): a 12 on hole 1, bogeys elsewhere: net par on the other
    // 16 holes with a stroke, a '-' on hole 1 and on the hole without one: −2. c (PH 17): double
    // bogeys: '-' everywhere: −18.
    const pars = bogeys.map((s) => s - 1);
    const submitted = await call('POST', `/api/scorecards/${cardId}/edit`, me, {
      scores: pars,
      allScoresSaved: 1,
    });
    expect(submitted.json().status).toBe(PROCESSING_RESULT.QUALIFYING_WEDSTRIJD);
    const [row] = await t.database.db.select().from(scorecards).where(eq(scorecards.id, cardId));
    const ph = row!.playing_handicap!;
    expect(ph).toBeGreaterThanOrEqual(0);
    const bStrokes = bogeys.map((s, i) => (i === 0 ? 12 : s));
    const bCard = await matchCard(m.id, b, bStrokes, '2026-11-25');
    await matchCard(
      m.id,
      c,
      bogeys.map((s) => s + 1),
      '2026-11-25',
    );
    const hole1Si = (
      await t.database.db
        .select({ si: holes.si })
        .from(holes)
        .where(and(eq(holes.club_id, club), eq(holes.tee_id, tee), eq(holes.hole_nr, 1)))
    )[0]!.si;
    // Hole 1 is b's hole without a stroke when its stroke index is 18: then only one '-'.
    const bTotal = hole1Si === 18 ? -1 : -2;

    // The players' records hold the earlier tests' cards of 1 December: processed from then on.
    await onMatchDay(() => call('POST', `/api/admin/wedstrijd/${m.id}/verwerken`, admin));
    const done = AdminMatch.parse(
      (await call('POST', `/api/admin/wedstrijd/${m.id}/uitslag`, admin)).json(),
    );
    const teamOf = (p: { id: number }) =>
      done.teams.find((x) => x.players[0]!.relatie_id === p.id)!.id;
    expect(
      done.results.map((r) => [r.team_id, r.positie, r.tegen_par, r.stableford, r.status]),
    ).toEqual([
      [teamOf(a), 1, Math.min(ph, 18), null, 'ok'],
      [teamOf(b), 2, bTotal, null, 'ok'],
      [teamOf(c), 3, -18, null, 'ok'],
    ]);
    // Members see the results with the form's counting rule.
    const results = await call('GET', `/api/wedstrijd/${m.id}/uitslag`, me);
    expect(results.statusCode).toBe(200);
    expect(results.json().uitslag).toBe('tegen_par');
    expect(
      results.json().categories[0].lines.map((l: { tegen_par: number }) => l.tegen_par),
    ).toEqual([Math.min(ph, 18), bTotal, -18]);

    // Qualifying: each card is the round's gross card for WHS, every hole at most net double
    // bogey (b's 12 counts as the hole's maximum).
    const history = await t.database.db
      .select()
      .from(handicapHistory)
      .where(sql`${handicapHistory.card_id} in (${cardId}, ${bCard})`);
    expect(history).toHaveLength(2);
    const bView = (
      await call('GET', `/api/scorecards/${bCard}?include_holes=true`, await t.sessionFor(b.id))
    ).json() as { ags: number; holes: { score: number; ms_max: number }[] };
    const gross = bStrokes.reduce((x, y) => x + y, 0);
    expect(bView.ags).toBe(bView.holes.reduce((n, h) => n + Math.min(h.score, h.ms_max), 0));
    expect(bView.ags).toBeLessThan(gross);
  });
});

// The holes of the test tee are the demo course's: they must be 18 for the cards above.
it('plays the cards on an 18-hole tee', async () => {
  const rows = await t.database.db
    .select()
    .from(holes)
    .where(and(eq(holes.club_id, club), eq(holes.tee_id, tee)));
  expect(rows.length).toBe(18);
});
