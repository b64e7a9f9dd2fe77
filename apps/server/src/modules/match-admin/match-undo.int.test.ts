import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch } from '@fairway/contract';
import { PROCESSING_RESULT } from '@fairway/golf';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { refusedFields } from '../../../test/admin-calls';
import {
  adminMatchInput,
  firstCourseAndTee,
  teePars,
  signUpPlayer,
} from '../../../test/match-fixtures';
import { handicapHistory, matches, memberships, players, scorecards } from '../../db/schema';

/**
 * The committee's guard rails: a match is processed only from its day (nothing not yet played
 * enters a handicap record), a schedule in the past and overlapping categories are refused, and
 * each step can be undone while it is still safe — reopening sign-up, withdrawing the start list
 * or the results, and undoing the processing, which leaves every handicap record exactly as it
 * was.
 */
let t: TestApp;
let admin: string;
let club: number;
let course: number;
let tee: number;
let lid: { id: number; player: number }[];
let demo: { id: number; player: number };
let pars: number[];

// 2026-11-25 13:00 at the club; the test matches are on 1 December.
const BEFORE = new Date('2026-11-25T12:00:00Z');
const MATCH_DAY = new Date('2026-12-01T10:00:00Z');
let now = BEFORE;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.login('commissie');
  club = t.clubId('demo');
  const db = t.database.db;
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
  const member = (username: string) =>
    db
      .select({ id: memberships.id, player: memberships.player_id })
      .from(memberships)
      .where(and(eq(memberships.club_id, club), sql`${memberships.username} like ${username}`))
      .orderBy(memberships.id);
  lid = (await member('lid%')).slice(20, 24);
  demo = (await member('demo'))[0]!;
  pars = await teePars(t, club, tee);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = admin, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: writeHeaders(cookie),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const step = async (id: number, path: string) => call('POST', `/api/admin/wedstrijd/${id}/${path}`);
const ok = async (id: number, path: string) => {
  const res = await step(id, path);
  expect(res.statusCode, res.body).toBe(200);
  return AdminMatch.parse(res.json());
};
const input = (over: Record<string, unknown> = {}) =>
  adminMatchInput(course, tee, {
    naam: 'Guard rails',
    qualifying: true,
    inschrijfgeld_cents: 0,
    ...over,
  });

async function create(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/wedstrijd', admin, input(over));
  expect(res.statusCode, res.body).toBe(201);
  return AdminMatch.parse(res.json());
}

async function signUp(match: number, relatie: number) {
  await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, null, ${relatie}, now(), '2026-11-22 12:00'::timestamp,
      ${JSON.stringify([signUpPlayer(relatie)])}::jsonb, '[]'::jsonb)`,
  );
}

/** What a handicap record is: the player's index and every history row. */
async function record(player: number) {
  const [p] = await t.database.db
    .select({ index: players.handicap_tenths })
    .from(players)
    .where(eq(players.id, player));
  const rows = await t.database.db
    .select()
    .from(handicapHistory)
    .where(eq(handicapHistory.player_id, player))
    .orderBy(asc(handicapHistory.seq));
  return { index: p!.index, rows };
}

const enterCard = (match: number, relatie: number, scores: number[]) =>
  call('PUT', `/api/admin/wedstrijd/${match}/kaart/${relatie}`, admin, { scores });

describe('the new calls', () => {
  const paths = [
    'heropenen',
    'startlijst-intrekken',
    'verwerking-terugdraaien',
    'uitslag-intrekken',
  ];

  it('answer 401 without a session, 403 to a member not on the committee, 404 for another club', async () => {
    const m = await create();
    const member = await t.login('demo');
    const zuid = await t.login('zuid');
    for (const path of paths) {
      const url = `/api/admin/wedstrijd/${m.id}/${path}`;
      expect((await call('POST', url, '')).statusCode).toBe(401);
      expect((await call('POST', url, member)).statusCode).toBe(403);
      expect((await call('POST', url, zuid)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/wedstrijd/999999/${path}`)).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/wedstrijd/abc/${path}`)).statusCode).toBe(400);
    }
    const [zuidMatch] = await t.database.db
      .select({ id: matches.id })
      .from(matches)
      .where(eq(matches.club_id, t.clubId('zuid')))
      .limit(1);
    if (zuidMatch)
      for (const path of paths) expect((await step(zuidMatch.id, path)).statusCode).toBe(404);
  });
});

describe('creating and editing a match: the schedule and the categories', () => {
  it('refuses a match day that has passed and a sign-up that would close in the past, on their fields', async () => {
    const res = await call(
      'POST',
      '/api/admin/wedstrijd',
      admin,
      input({
        aanvang: '2026-11-24 09:00',
        inschrijvingsstart: '2026-11-01 08:00',
        inschrijvingsstop: '2026-11-23 18:00',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'aanvang',
      'inschrijvingsstop',
    ]);
    const closed = await call(
      'POST',
      '/api/admin/wedstrijd',
      admin,
      input({ inschrijvingsstop: '2026-11-25 12:00' }),
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json().fields).toEqual([
      { field: 'inschrijvingsstop', message: 'sign-up would close in the past' },
    ]);
  });

  it('refuses overlapping categories, naming the second', async () => {
    const res = await call(
      'POST',
      '/api/admin/wedstrijd',
      admin,
      input({
        categories: [
          { naam: 'Laag', handicap_min: null, handicap_max: 18 },
          { naam: 'Hoog', handicap_min: 18, handicap_max: null },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('categories.1.handicap_min');
  });

  it('lets the committee edit a match whose sign-up it closed, without reopening it', async () => {
    const m = await create();
    const closed = await ok(m.id, 'sluiten');
    const edited = await call(
      'PUT',
      `/api/admin/wedstrijd/${m.id}`,
      admin,
      input({ naam: 'Andere naam', inschrijvingsstop: closed.inschrijvingsstop }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(AdminMatch.parse(edited.json())).toMatchObject({ naam: 'Andere naam', open: false });
  });
});

describe('undoing each step while it is safe', () => {
  it('reopens sign-up until a start list is drawn', async () => {
    const m = await create();
    expect((await ok(m.id, 'sluiten')).open).toBe(false);
    const again = await ok(m.id, 'heropenen');
    expect(again).toMatchObject({ open: true, inschrijvingsstop: '2026-12-01 09:00' });

    await ok(m.id, 'sluiten');
    await signUp(m.id, lid[0]!.id).catch(() => undefined);
    const drawn = await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, {
      order: 'signup',
      start: 'one_tee',
      first_time: '09:00',
      interval_minutes: 10,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const refused = await step(m.id, 'heropenen');
    expect(refused.statusCode).toBe(409);
    // Nor through the edit form: a later close would open sign-up over the drawn list.
    const edited = await call('PUT', `/api/admin/wedstrijd/${m.id}`, admin, input());
    expect(edited.statusCode, edited.body).toBe(409);
    expect(refusedFields(edited)).toEqual(['inschrijvingsstop']);
    expect(AdminMatch.parse((await call('GET', `/api/admin/wedstrijd/${m.id}`)).json()).open).toBe(
      false,
    );
  });

  it('withdraws a published start list; only then can it be drawn again', async () => {
    const m = await create();
    await signUp(m.id, lid[1]!.id);
    await ok(m.id, 'sluiten');
    const draw = { order: 'signup', start: 'one_tee', first_time: '09:00', interval_minutes: 10 };
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw)).statusCode).toBe(
      200,
    );
    expect((await ok(m.id, 'startlijst')).startlijst_vrijgegeven).toBe(true);
    const redraw = await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw);
    expect(redraw.statusCode).toBe(409);
    expect((await ok(m.id, 'startlijst-intrekken')).startlijst_vrijgegeven).toBe(false);
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, draw)).statusCode).toBe(
      200,
    );
  });

  it('a match is processed only from its day; undone, every handicap record is exactly as before', async () => {
    const m = await create();
    const players = [demo, lid[2]!, lid[3]!];
    for (const p of players) await signUp(m.id, p.id);
    await ok(m.id, 'sluiten');
    // The committee enters the cards ahead of the day: saved, and nothing enters a record.
    const before = await Promise.all(players.map((p) => record(p.player)));
    for (const [i, p] of players.entries()) {
      const res = await enterCard(
        m.id,
        p.id,
        pars.map((s) => s + (i === 0 ? 0 : 1)),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const early = await step(m.id, 'verwerken');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'MATCH_NOT_PLAYED_YET',
      fields: [{ field: 'aanvang', message: 'can be processed from 2026-12-01' }],
    });
    expect(await Promise.all(players.map((p) => record(p.player)))).toEqual(before);
    const viewed = AdminMatch.parse((await call('GET', `/api/admin/wedstrijd/${m.id}`)).json());
    expect(viewed).toMatchObject({ verwerkt: false, verwerkbaar: false });

    now = MATCH_DAY;
    try {
      const processed = await ok(m.id, 'verwerken');
      expect(processed).toMatchObject({ verwerkt: true, verwerkbaar: true });
      expect(processed.results).toHaveLength(3);
      const after = await Promise.all(players.map((p) => record(p.player)));
      expect(after.map((r) => r.rows.length)).toEqual(before.map((r) => r.rows.length + 1));
      expect(after[0]!.index).not.toBe(before[0]!.index);

      // Published results are withdrawn first; then the processing is undone.
      await ok(m.id, 'uitslag');
      expect((await step(m.id, 'verwerking-terugdraaien')).statusCode).toBe(409);
      expect((await ok(m.id, 'uitslag-intrekken')).publiceer_uitslag).toBe(false);
      const undone = await ok(m.id, 'verwerking-terugdraaien');
      expect(undone).toMatchObject({ verwerkt: false, results: [] });
      expect(await Promise.all(players.map((p) => record(p.player)))).toEqual(before);
      const cards = await t.database.db
        .select()
        .from(scorecards)
        .where(eq(scorecards.wedstrijd_id, m.id));
      expect(cards.map((c) => [c.verwerkt, c.uitslag, c.ehcp_nieuw_tenths])).toEqual(
        cards.map(() => [false, PROCESSING_RESULT.QUALIFYING_WEDSTRIJD, null]),
      );
      expect((await step(m.id, 'verwerking-terugdraaien')).statusCode).toBe(409);

      // Processed again, it gives what it gave the first time.
      await ok(m.id, 'verwerken');
      expect(await Promise.all(players.map((p) => record(p.player)))).toEqual(after);
    } finally {
      now = BEFORE;
    }
  });
});
