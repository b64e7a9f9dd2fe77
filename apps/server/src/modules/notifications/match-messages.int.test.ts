import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AdminMatch, NotificationList } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminMatchInput, firstCourseAndTee } from '../../../test/match-fixtures';
import { matches, matchViews, memberships } from '../../db/schema';
import {
  MATCH_PROMOTED,
  MATCH_RESULTS,
  MATCH_SIGN_UP_CLOSES,
  MATCH_START_LIST,
} from './match-messages';

/**
 * The match messages end to end through HTTP: each job is made, moved or cancelled by the call
 * that changes the match, and its run lands in the inboxes of exactly the members it is for.
 */
// 2026-11-25 13:00 at the club (Amsterdam, UTC+1).
const NOW = new Date('2026-11-25T12:00:00Z');
let t: TestApp;
let admin: string;
let club: number;
let course: number;
let tee: number;
/** Six plain members of the demo club, each with a session. */
let lids: { id: number; cookie: string }[];
let zuid: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await t.login('commissie');
  zuid = await t.login('zuid');
  club = t.clubId('demo');
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
  const rows = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.club_id, club), sql`${memberships.username} like 'lid%'`))
    .orderBy(memberships.id)
    .limit(6);
  lids = await Promise.all(rows.map(async (r) => ({ id: r.id, cookie: await t.sessionFor(r.id) })));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: method === 'GET' ? { cookie } : writeHeaders(cookie),
    ...(payload ? { payload } : {}),
  });

async function create(over: Record<string, unknown> = {}) {
  const body = adminMatchInput(course, tee, { qualifying: false, inschrijfgeld_cents: 0, ...over });
  const res = await call('POST', '/api/admin/wedstrijd', admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return AdminMatch.parse(res.json());
}

/** A sign-up past the HTTP call (the setup; what is tested is what follows it). */
async function signUp(match: number, relatie: number) {
  const row = { relatie_id: relatie, position: 0, buggy: 'n', horeca: 'n', handicart: 'n' };
  await t.database.db.execute(
    sql`select match_sign_up(${club}, ${match}, null, ${relatie}, now(), '2026-11-25 12:00'::timestamp,
      ${JSON.stringify([{ ...row, vroeglaat: 'geen', opmerking: '', category_id: null }])}::jsonb, '[]'::jsonb)`,
  );
}

/** The jobs of `name` with this key, oldest first, with the seconds until each is due. */
async function jobs(name: string, key: string) {
  const { rows } = await t.database.queueDb.executeSql(
    `SELECT state, data, extract(epoch from start_after - now())::int AS due_in FROM pgboss.job
     WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
    [name, key],
  );
  return rows as { state: string; data: Record<string, unknown>; due_in: number }[];
}

/** Runs the waiting jobs of `name` as if their moment had come. */
async function runNow(name: string) {
  await t.database.queueDb.executeSql(
    `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'created'`,
    [name],
  );
  return t.app.jobs.runDue(name);
}

const inbox = async (cookie: string) =>
  NotificationList.parse((await call('GET', '/api/notifications', cookie)).json()).notifications;
/** The member's notifications of `kind` (about match `id` only, when given). */
const kinds = async (cookie: string, kind: string, id?: number) =>
  (await inbox(cookie)).filter(
    (n) => n.kind === kind && (id === undefined || n.link?.startsWith(`/app/match/${id}`)),
  );

describe('sign-up for a match you looked at closes tomorrow', () => {
  it('records who opened the page, once, only for the own club', async () => {
    const m = await create({ naam: 'Bijna dicht' });
    for (const cookie of [lids[0]!.cookie, lids[0]!.cookie, lids[1]!.cookie])
      expect((await call('GET', `/api/wedstrijd/${m.id}`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/wedstrijd/${m.id}`, zuid)).statusCode).toBe(404);
    const views = await t.database.db
      .select({ relatie: matchViews.relatie_id })
      .from(matchViews)
      .where(eq(matchViews.match_id, m.id))
      .orderBy(matchViews.relatie_id);
    expect(views.map((v) => v.relatie)).toEqual([lids[0]!.id, lids[1]!.id]);
  });

  it('is a job 24 hours before the close, moved with it, telling who looked and did not sign up', async () => {
    const m = await create({ naam: 'Sluitdag', inschrijvingsstop: '2026-11-30 18:00' });
    const key = `${club}:${m.id}`;
    // 30 Nov 18:00 at the club is 17:00 UTC; a day before is 4 days and 5 hours from now.
    const [planned] = await jobs(MATCH_SIGN_UP_CLOSES, key);
    expect(planned).toMatchObject({ state: 'created', data: { stop: '2026-11-30 18:00' } });
    expect(Math.abs(planned!.due_in - (4 * 86400 + 5 * 3600))).toBeLessThan(120);

    // lid 0 and 1 look; lid 1 signs up; lid 2 never looks.
    for (const l of lids.slice(0, 2)) await call('GET', `/api/wedstrijd/${m.id}`, l.cookie);
    await signUp(m.id, lids[1]!.id);

    const moved = await call(
      'PUT',
      `/api/admin/wedstrijd/${m.id}`,
      admin,
      adminMatchInput(course, tee, {
        naam: 'Sluitdag',
        qualifying: false,
        inschrijfgeld_cents: 0,
        inschrijvingsstop: '2026-11-29 18:00',
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await jobs(MATCH_SIGN_UP_CLOSES, key);
    expect(after.map((j) => j.state)).toEqual(['cancelled', 'created']);
    expect(Math.abs(after[1]!.due_in - (3 * 86400 + 5 * 3600))).toBeLessThan(120);

    // This match's job and the first test's match's.
    expect(await runNow(MATCH_SIGN_UP_CLOSES)).toBe(2);
    expect(await kinds(lids[0]!.cookie, 'match_sign_up_closes', m.id)).toMatchObject([
      {
        params: { match: 'Sluitdag', date: '2026-11-29', time: '18:00' },
        link: `/app/match/${m.id}`,
      },
    ]);
    for (const l of lids.slice(1))
      expect(await kinds(l.cookie, 'match_sign_up_closes', m.id)).toEqual([]);
  });

  it('is cancelled when sign-up is closed; a run for a close that moved tells nobody', async () => {
    const m = await create({ naam: 'Gesloten' });
    const key = `${club}:${m.id}`;
    await call('GET', `/api/wedstrijd/${m.id}`, lids[3]!.cookie);
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/sluiten`, admin)).statusCode).toBe(
      200,
    );
    expect((await jobs(MATCH_SIGN_UP_CLOSES, key)).map((j) => j.state)).toEqual(['cancelled']);
    expect(await runNow(MATCH_SIGN_UP_CLOSES)).toBe(0);
    // A job whose close was changed past the app (its data no longer the match's) does nothing.
    const other = await create({ naam: 'Verzet' });
    await call('GET', `/api/wedstrijd/${other.id}`, lids[3]!.cookie);
    await t.database.db
      .update(matches)
      .set({ inschrijvingsstop: '2026-11-28 18:00' })
      .where(and(eq(matches.club_id, club), eq(matches.id, other.id)));
    expect(await runNow(MATCH_SIGN_UP_CLOSES)).toBe(1);
    expect(await kinds(lids[3]!.cookie, 'match_sign_up_closes')).toEqual([]);
  });
});

describe('from the reserve list into the field', () => {
  it('a sign-out that moves a reserve up makes its job in the same call; the reserve alone hears it', async () => {
    const m = await create({ naam: 'Vol', max_deelnemers: 2 });
    for (const l of lids.slice(0, 3)) await signUp(m.id, l.id);
    const teams = AdminMatch.parse(
      (await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json(),
    ).teams;
    const reserve = teams.find((x) => x.players[0]!.relatie_id === lids[2]!.id)!;
    expect(reserve.reservelijst).toBe(true);
    const key = `${club}:${m.id}:${reserve.id}`;
    expect(await jobs(MATCH_PROMOTED, key)).toEqual([]);

    const out = await call('POST', `/api/wedstrijd/${m.id}/uitschrijven`, lids[0]!.cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().promoted).toBe(1);
    expect((await jobs(MATCH_PROMOTED, key)).map((j) => j.state)).toEqual(['created']);

    expect(await t.app.jobs.runDue(MATCH_PROMOTED)).toBe(1);
    expect(await kinds(lids[2]!.cookie, 'match_reserve_promoted')).toMatchObject([
      { params: { match: 'Vol', date: '2026-12-01' }, link: `/app/match/${m.id}` },
    ]);
    for (const l of lids.slice(0, 2))
      expect(await kinds(l.cookie, 'match_reserve_promoted')).toEqual([]);
    // Once: the same job again (a retry after a crash) tells nobody twice.
    await t.app.jobs.send(
      t.database.db,
      MATCH_PROMOTED,
      { clubId: club, matchId: m.id, teamId: reserve.id },
      { singletonKey: key },
    );
    expect(await t.app.jobs.runDue(MATCH_PROMOTED)).toBe(1);
    expect(await kinds(lids[2]!.cookie, 'match_reserve_promoted')).toHaveLength(1);
  });
});

describe('a smaller sign-up moves a reserve up', () => {
  it('the sign-up update that drops a guest makes the reserve job in its own call', async () => {
    const m = await create({
      naam: 'Met gast',
      max_deelnemers: 2,
      aantal_gastspelers_inschrijven: 1,
    });
    const prefs = { buggy: 'n', horeca: 'n', handicart: 'n', start_game: 'geen' };
    const guest = { firstname: 'Piet', lastname: 'Gastmans', handicap: 21.4, gender: 'm' };
    const signUp = (cookie: string, players: unknown[], method: 'POST' | 'PUT' = 'POST') =>
      t.app.inject({
        method,
        url: `/api/wedstrijd/${m.id}/inschrijven`,
        headers: writeHeaders(cookie),
        payload: { players, preferences: prefs, comment: '' },
      });
    expect((await signUp(lids[4]!.cookie, [{ guest }])).statusCode).toBe(200);
    expect((await signUp(lids[5]!.cookie, [])).statusCode).toBe(200);
    const reserve = AdminMatch.parse(
      (await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json(),
    ).teams.find((x) => x.players[0]!.relatie_id === lids[5]!.id)!;
    expect(reserve.reservelijst).toBe(true);
    const res = await signUp(lids[4]!.cookie, [], 'PUT');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await jobs(MATCH_PROMOTED, `${club}:${m.id}:${reserve.id}`)).map((j) => j.state),
    ).toEqual(['created']);
    expect(await t.app.jobs.runDue(MATCH_PROMOTED)).toBe(1);
    expect(await kinds(lids[5]!.cookie, 'match_reserve_promoted', m.id)).toHaveLength(1);
    expect(await kinds(lids[4]!.cookie, 'match_reserve_promoted', m.id)).toEqual([]);
  });
});

describe('the start list and the results are published', () => {
  let m: AdminMatch;
  it('publishing the start list makes a job; withdrawn before it ran, it goes', async () => {
    m = await create({ naam: 'Startdag', max_deelnemers: 3 });
    for (const l of lids.slice(0, 4)) await signUp(m.id, l.id);
    await call('POST', `/api/admin/wedstrijd/${m.id}/sluiten`, admin);
    const drawn = await call('POST', `/api/admin/wedstrijd/${m.id}/draw`, admin, {
      order: 'signup',
      start: 'one_tee',
      first_time: '09:00',
      interval_minutes: 10,
      players_per_flight: 2,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const key = `${club}:${m.id}`;
    await call('POST', `/api/admin/wedstrijd/${m.id}/startlijst`, admin);
    expect((await jobs(MATCH_START_LIST, key)).map((j) => j.state)).toEqual(['created']);
    await call('POST', `/api/admin/wedstrijd/${m.id}/startlijst-intrekken`, admin);
    expect((await jobs(MATCH_START_LIST, key)).map((j) => j.state)).toEqual(['cancelled']);
    expect(await t.app.jobs.runDue(MATCH_START_LIST)).toBe(0);
  });

  it('tells each player in the field their start time, and nobody else', async () => {
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/startlijst`, admin)).statusCode).toBe(
      200,
    );
    expect(await t.app.jobs.runDue(MATCH_START_LIST)).toBe(1);
    // Each player's time is their flight's on the committee's list.
    const list = AdminMatch.parse(
      (await call('GET', `/api/admin/wedstrijd/${m.id}`, admin)).json(),
    );
    const timeOf = (relatie: number) => {
      const team = list.teams.find((x) => x.players[0]!.relatie_id === relatie)!;
      return list.flights.find((f) => f.id === team.flight_id)!.starttijd;
    };
    expect(new Set(lids.slice(0, 3).map((l) => timeOf(l.id)))).toEqual(new Set(['09:00', '09:10']));
    for (const l of lids.slice(0, 3))
      expect((await kinds(l.cookie, 'match_start_list')).map((n) => n.params)).toEqual([
        { match: 'Startdag', date: '2026-12-01', time: timeOf(l.id) },
      ]);
    expect((await kinds(lids[0]!.cookie, 'match_start_list'))[0]!.link).toBe(
      `/app/match/${m.id}/starters`,
    );
    // The reserve (lid 3) and a member not entered (lid 4) hear nothing.
    for (const l of lids.slice(3, 5)) expect(await kinds(l.cookie, 'match_start_list')).toEqual([]);
  });

  it('publishing the results tells the field; withdrawing cancels a job not yet run', async () => {
    // Processing is the committee's own test's; here the match is marked processed.
    await t.database.db
      .update(matches)
      .set({ verwerkt: true })
      .where(and(eq(matches.club_id, club), eq(matches.id, m.id)));
    const key = `${club}:${m.id}`;
    await call('POST', `/api/admin/wedstrijd/${m.id}/uitslag`, admin);
    await call('POST', `/api/admin/wedstrijd/${m.id}/uitslag-intrekken`, admin);
    expect((await jobs(MATCH_RESULTS, key)).map((j) => j.state)).toEqual(['cancelled']);
    expect((await call('POST', `/api/admin/wedstrijd/${m.id}/uitslag`, admin)).statusCode).toBe(
      200,
    );
    expect(await t.app.jobs.runDue(MATCH_RESULTS)).toBe(1);
    for (const l of lids.slice(0, 3))
      expect(await kinds(l.cookie, 'match_results')).toMatchObject([
        { params: { match: 'Startdag', date: '2026-12-01' }, link: `/app/match/${m.id}/results` },
      ]);
    for (const l of lids.slice(3)) expect(await kinds(l.cookie, 'match_results')).toEqual([]);
  });
});
