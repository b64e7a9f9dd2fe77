import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MatchListResponse, StartListResponse } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import {
  courses,
  matches,
  matchRegistrations,
  matchTeams,
  memberships,
  players,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { MATCH_NOW, matchFixtures } from '../../../test/match-fixtures';

/**
 * The start list is kept per match while the match's version stands, and a page of the match
 * list while the club's matches' fingerprint does (migrations 0019 and 0026): every change of what they
 * show, made by anyone (here straight in the database, as another server process or the
 * committee's screens would), shows in the very next read.
 */
let t: TestApp;
let other: FastifyInstance;
let demo: string;
let nieuw: string;
let matchId: number;
const fx = matchFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp({ clock: () => MATCH_NOW });
  demo = await t.login('demo');
  nieuw = await t.login('nieuw');
  matchId = await fx.matchId(demo, 'Dinsdagmiddag 9 holes');
  // A second server on the same database: its kept lists must follow the first one's writes too.
  other = await buildApp({ db: t.database.db, clock: () => MATCH_NOW });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const read = async (cookie: string, app: FastifyInstance = t.app) => {
  const res = await app.inject({
    url: `/api/wedstrijd/${matchId}/startlijst`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() as unknown };
};
const list = async (cookie: string, app?: FastifyInstance) =>
  StartListResponse.parse((await read(cookie, app)).body);
const playersOf = (l: StartListResponse) =>
  l.flights.flatMap((f) => f.teams.flatMap((x) => x.players));
const db = () => t.database.db;

describe('GET /api/wedstrijd/{id}/startlijst kept per match version', () => {
  it('answers each viewer their own view of one kept list', async () => {
    const asDemo = await list(demo);
    const asNieuw = await list(nieuw);
    expect(playersOf(asDemo).filter((p) => p.is_self)).toHaveLength(1);
    expect(playersOf(asNieuw).some((p) => p.is_self)).toBe(false);
    expect(playersOf(asNieuw).map((p) => p.naam)).toEqual(playersOf(asDemo).map((p) => p.naam));
  });

  it("shows a player's new name and handicap at once", async () => {
    const before = await list(nieuw);
    await list(nieuw, other);
    const first = before.flights[0]!.teams[1]!.players[0]!;
    const [m] = await db()
      .select({ player: memberships.player_id })
      .from(memberships)
      .where(eq(memberships.id, first.id!));
    await db()
      .update(players)
      .set({ roepnaam: 'Hernoemd', handicap_tenths: 123 })
      .where(eq(players.id, m!.player));
    for (const app of [t.app, other]) {
      const after = (await list(nieuw, app)).flights[0]!.teams[1]!.players[0]!;
      expect(after.naam).toContain('Hernoemd');
      expect(after.handicap).toBe(12.3);
    }
  });

  it('shows a team moved to another flight, and a team whose bon is paid, at once', async () => {
    const before = await list(demo, other);
    const [from, to] = before.flights;
    const moved = from!.teams.at(-1)!;
    await db().update(matchTeams).set({ flight_id: to!.id }).where(eq(matchTeams.id, moved.id));
    const after = await list(demo, other);
    expect(after.flights[0]!.teams.map((x) => x.id)).not.toContain(moved.id);
    expect(after.flights[1]!.teams.map((x) => x.id)).toContain(moved.id);

    // A fee to pay online: demo's own team unpaid (the others' payment state is not his to
    // see), then his bon paid (as the payment webhook does).
    await db()
      .update(matches)
      .set({ ideal_betalingen: true, inschrijfgeld_cents: 1000 })
      .where(eq(matches.id, matchId));
    expect(playersOf(await list(demo)).length).toBe(14);
    const own = (await list(demo)).flights
      .flatMap((f) => f.teams)
      .find((x) => x.players.some((p) => p.is_self))!;
    expect(own.betaald).toBe(false);
    const clubId = t.clubId('demo');
    await db().execute(sql`insert into bons (club_id, relatie_id, subject_kind, subject_id,
        context_id, omschrijving, regels, totaal_cents, status, return_path, created_at, updated_at)
      values (${clubId}, ${own.players[0]!.id}, 'match_registration', ${own.id}, ${matchId},
        'fee', '[]'::jsonb, 1000, 'paid', '/app', now(), now())`);
    const paid = (await list(demo)).flights.flatMap((f) => f.teams);
    expect(paid.find((x) => x.id === own.id)!.betaald).toBe(true);
    expect(paid.filter((x) => x.id !== own.id).every((x) => x.betaald === null)).toBe(true);

    // A bon's change never writes the match's row (a payment and a sign-out would lock the two
    // crosswise); the kept list sees it all the same.
    await db().execute(sql`update bons set status = 'refunded'
      where club_id = ${clubId} and subject_kind = 'match_registration' and subject_id = ${own.id}`);
    for (const app of [t.app, other]) {
      const after = (await list(demo, app)).flights.flatMap((f) => f.teams);
      expect(after.find((x) => x.id === own.id)!.betaald).toBe(false);
    }
  });

  it('is gone at once when the start list is withdrawn, and back when released again', async () => {
    expect((await read(demo, other)).status).toBe(200);
    await db()
      .update(matches)
      .set({ startlijst_vrijgegeven: false })
      .where(and(eq(matches.club_id, t.clubId('demo')), eq(matches.id, matchId)));
    const hidden = await read(demo, other);
    expect(hidden.status).toBe(404);
    expect((hidden.body as { code: string }).code).toBe('MATCH_START_LIST_NOT_PUBLISHED');
    await db().update(matches).set({ startlijst_vrijgegeven: true }).where(eq(matches.id, matchId));
    expect((await read(demo)).status).toBe(200);
  });
});

describe('GET /api/wedstrijd kept per club while its matches stand', () => {
  const url = '/api/wedstrijd?init=1&date_from=2026-01-01&date_to=2026-12-31';
  const page = async (cookie: string, app: FastifyInstance = t.app) =>
    MatchListResponse.parse(
      (await app.inject({ url: `${url}&term=stableford`, headers: { cookie } })).json(),
    );
  const najaar = (p: MatchListResponse) => p.matches.find((m) => m.naam === 'Najaarsstableford');

  it("shows a match's change, its course's new name and the viewer's sign-up at once", async () => {
    const before = await page(nieuw);
    await page(nieuw, other);
    const id = najaar(before)!.id;
    expect(najaar(before)!.user_signed_up).toBe(false);

    await db().update(matches).set({ max_deelnemers: 71 }).where(eq(matches.id, id));
    expect(najaar(await page(nieuw, other))!.max_deelnemers).toBe(71);

    await db()
      .update(courses)
      .set({ name: 'Hernoemde baan' })
      .where(eq(courses.id, najaar(before)!.course.id));
    expect(najaar(await page(nieuw))!.course.name).toBe('Hernoemde baan');

    // One of the sign-ups handed to nieuw: their mark moves, demo's page does not show it as theirs.
    const [me] = await db()
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.club_id, t.clubId('demo')), eq(memberships.username, 'nieuw')));
    const [reg] = await db()
      .select({ id: matchRegistrations.id })
      .from(matchRegistrations)
      .where(eq(matchRegistrations.match_id, id))
      .limit(1);
    await db()
      .update(matchRegistrations)
      .set({ relatie_id: me!.id })
      .where(eq(matchRegistrations.id, reg!.id));
    expect(najaar(await page(nieuw, other))!.user_signed_up).toBe(true);
    expect(najaar(await page(demo, other))!.user_signed_up).toBe(false);
  });

  it('shows a new match at once, and drops a deleted one', async () => {
    const before = await page(demo);
    await page(demo, other);
    const like = (
      await db().select().from(matches).where(eq(matches.id, before.matches[0]!.id))
    )[0]!;
    const { id: _id, created_at: _c, version: _v, ...copy } = like;
    const [added] = await db()
      .insert(matches)
      .values({ ...copy, naam: 'Extra stableford' })
      .returning({ id: matches.id });
    for (const app of [t.app, other])
      expect((await page(demo, app)).matches.map((m) => m.id)).toContain(added!.id);
    await db().delete(matches).where(eq(matches.id, added!.id));
    for (const app of [t.app, other])
      expect((await page(demo, app)).matches.map((m) => m.id)).not.toContain(added!.id);
  });
});
