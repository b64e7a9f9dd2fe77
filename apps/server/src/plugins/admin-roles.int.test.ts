import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { CLUB_ROLES, CSRF_HEADER, CSRF_HEADER_VALUE, type ClubRole } from '@fairway/contract';
import {
  courses,
  matchRegistrations,
  memberCategories,
  memberRoles,
  memberships,
  newsPosts,
  scorecards,
  teeBlocks,
  tees,
} from '../db/schema';
import { withTestApp, writeHeaders, type TestApp } from '../../test/harness';
import type { AdminRoute } from './admin-roles';

// Every admin route called as every role, as a plain member, as a guest, without a session and
// as another club's administrator. The routes come from the server itself, so a new admin call
// is in this test the moment it exists.
let t: TestApp;
const sessions = new Map<string, string>();
/** The demo club's own records, for the paths another club's administrator tries. */
const demoIds: Record<string, number> = {};

withTestApp(async (app) => {
  t = app;
  const club = t.clubId('demo');
  const plain = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.club_id, club),
        eq(memberships.is_gast, false),
        sql`${memberships.username} not in ('demo', 'marker', 'nieuw')`,
        notExists(
          t.database.db
            .select({ one: sql`1` })
            .from(memberRoles)
            .where(and(eq(memberRoles.club_id, club), eq(memberRoles.relatie_id, memberships.id))),
        ),
      ),
    )
    .orderBy(memberships.id)
    .limit(CLUB_ROLES.length + 1);
  for (const [i, role] of CLUB_ROLES.entries()) {
    const relatieId = plain[i]!.id;
    await t.database.db.insert(memberRoles).values({ club_id: club, relatie_id: relatieId, role });
    sessions.set(role, await t.sessionFor(relatieId));
  }
  sessions.set('member', await t.login('demo'));
  sessions.set('guest', await t.login('gast'));
  const zuid = await t.login('zuid');
  const zuidSelf = (
    await t.app.inject({ url: '/api/relatie/self', headers: { cookie: zuid } })
  ).json() as {
    id: number;
  };
  await t.database.db
    .insert(memberRoles)
    .values({ club_id: t.clubId('zuid'), relatie_id: zuidSelf.id, role: 'administrator' });
  sessions.set('other club administrator', zuid);
  // A member none of the callers is: the calls on it (deactivate among them) leave them be.
  demoIds.relatie_id = plain[CLUB_ROLES.length]!.id;
  const db = t.database.db;
  const [course] = await db.select().from(courses).where(eq(courses.club_id, club)).limit(1);
  const [tee] = await db.select().from(tees).where(eq(tees.course_id, course!.id)).limit(1);
  // A member's registration: its team, its match and the player (the committee's card of them).
  const [entry] = await db
    .select()
    .from(matchRegistrations)
    .where(and(eq(matchRegistrations.club_id, club), isNotNull(matchRegistrations.relatie_id)))
    .limit(1);
  const [category] = await db
    .insert(memberCategories)
    .values({ club_id: club, naam: 'Senior' })
    .returning();
  // Two posts: the delete call's own, so the reads after it still find theirs.
  const news = await db.select().from(newsPosts).where(eq(newsPosts.club_id, club)).limit(2);
  // A card of the demo club (the handicap committee's calls on a card).
  const [card] = await db.select().from(scorecards).where(eq(scorecards.club_id, club)).limit(1);
  // A block of the course the paths name (a match's block would answer 409 to every write).
  const [block] = await db
    .insert(teeBlocks)
    .values({
      club_id: club,
      course_id: course!.id,
      date: '2026-12-31',
      from_time: '08:00',
      until_time: '09:00',
      reason: 'maintenance',
    })
    .returning();
  Object.assign(demoIds, {
    news_id: news[0]!.id,
    deleted_news_id: news[1]!.id,
    card_id: card!.id,
    block_id: block!.id,
    course_id: course!.id,
    tee_id: tee!.id,
    team: entry!.team_id,
    match: entry!.match_id,
    relatie: entry!.relatie_id,
    category: category!.id,
  });
});

/**
 * The route's path with each parameter filled with one of the demo club's records (a match's or
 * a category's `:id` by the path it is in); 1 where the demo has none (an import).
 */
const pathOf = (route: AdminRoute) =>
  route.url.replace(/:([a-z_]+)/g, (_, name: string) => {
    if (name === 'id')
      return String(route.url.includes('/wedstrijd/') ? demoIds.match : demoIds.category);
    if (name === 'news_id' && route.method === 'DELETE' && route.url.endsWith(':news_id'))
      return String(demoIds.deleted_news_id);
    return String(demoIds[name] ?? 1);
  });

const call = (route: AdminRoute, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: pathOf(route),
    headers: cookie ? writeHeaders(cookie) : { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

/** Whether a caller holding `held` may call a route for `role`. */
const allowed = (held: ClubRole, role: AdminRoute['role']) =>
  role === 'member' || held === role || held === 'administrator';

describe('every admin route checks its role', () => {
  it('knows the admin routes, each with its role', () => {
    expect(t.app.adminRoutes.length).toBeGreaterThan(10);
    expect(t.app.adminRoutes.every((r) => r.url.startsWith('/api/admin'))).toBe(true);
  });

  it('answers 401 to a caller without a session', async () => {
    for (const route of t.app.adminRoutes) {
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it.each(CLUB_ROLES)(
    'lets the role %s in where it may, and refuses it elsewhere',
    async (held) => {
      for (const route of t.app.adminRoutes) {
        const res = await call(route, sessions.get(held));
        const name = `${held}: ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode, name).toBeLessThan(500);
        if (allowed(held, route.role)) expect(res.statusCode, name).not.toBe(403);
        else {
          expect(res.statusCode, name).toBe(403);
          expect(res.json().code, name).toBe('FORBIDDEN');
        }
      }
    },
  );

  it.each(['member', 'guest'])('refuses a %s every admin call but the rights', async (who) => {
    for (const route of t.app.adminRoutes) {
      const res = await call(route, sessions.get(who));
      const name = `${who}: ${route.method} ${route.url}`;
      expect(res.statusCode, name).toBe(route.role === 'member' ? 200 : 403);
    }
  });

  it("never gives another club's administrator a record of this club", async () => {
    const foreign = t.app.adminRoutes.filter((r) => /:([a-z_]+)/.test(r.url));
    for (const route of foreign) {
      const res = await call(route, sessions.get('other club administrator'));
      const name = `${route.method} ${pathOf(route)} → ${res.statusCode}`;
      // A read is not found; a write is refused, for its record or already for its input.
      if (route.method === 'GET') expect(res.statusCode, name).toBe(404);
      else {
        expect(res.statusCode, name).toBeLessThan(500);
        expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      }
    }
  });

  it("lets this club's administrator read the same records", async () => {
    const reads = t.app.adminRoutes.filter(
      (r) => r.method === 'GET' && /:([a-z_]+)/.test(r.url) && !r.url.includes(':import_id'),
    );
    for (const route of reads) {
      const res = await call(route, sessions.get('administrator'));
      expect(res.statusCode, `${route.method} ${pathOf(route)}`).toBe(200);
    }
  });
});
