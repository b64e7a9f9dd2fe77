import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { FriendChangeResponse, MemberView, MemberViewList } from '@fairway/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { clubConfig, friendships, memberships, players } from '../../db/schema';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/** The member list, a member's page and friends (spec §7 Users) on the demo data. */

const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
let demoId: number;
let markerId: number;
let zuidMemberId: number;

const get = async (url: string, cookie?: string) =>
  t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
const list = async (url: string, cookie = demo) =>
  MemberViewList.parse((await get(url, cookie)).json());
const change = (method: 'POST' | 'DELETE', id: number | string, cookie = demo) =>
  t.app.inject({ method, url: `/api/relatie/friends/${id}`, headers: writeHeaders(cookie) });
/** The club's active members (its deactivated placeholder for unknown players is none). */
const members = async (club: string) =>
  (
    await t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.club_id, t.clubId(club)), isNull(memberships.deactivated_at)))
  ).length;
const idOf = async (cookie: string) => (await get('/api/relatie/self', cookie)).json().id as number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  demo = await t.login('demo');
  demoId = await idOf(demo);
  markerId = await idOf(await t.login('marker'));
  const [zuidMember] = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.club_id, t.clubId('zuid')), ne(memberships.username, 'zuid')))
    .limit(1);
  zuidMemberId = zuidMember!.id;
});
afterAll(() => t.close());

describe('GET /api/relatie (the member list)', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/relatie')).statusCode).toBe(401);
  });

  it.each([
    ['offset=-1', 'offset'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['egaSorted=maybe', 'egaSorted'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await get(`/api/relatie?${query}`, demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('pages by name: 20 first, then further pages that neither overlap nor skip', async () => {
    const first = await list('/api/relatie');
    expect(first).toHaveLength(20);
    const next = await list('/api/relatie?offset=20&limit=100');
    expect(next).toHaveLength(100);
    const all = await list('/api/relatie?limit=100&offset=0');
    expect([...first, ...next].slice(0, 100).map((m) => m.id)).toEqual(all.map((m) => m.id));
    const names = all.map((m) => m.achternaam);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    // The last page is short, past the end is empty.
    const total = await members('demo');
    expect(await list(`/api/relatie?offset=${total - 10}&limit=100`)).toHaveLength(10);
    expect(await list(`/api/relatie?offset=${total}`)).toEqual([]);
  });

  it('sorts by handicap with egaSorted, lowest first and members without one last', async () => {
    const all = [
      ...(await list('/api/relatie?egaSorted=1&limit=100')),
      ...(await list('/api/relatie?egaSorted=1&limit=100&offset=100')),
    ];
    expect(all).toHaveLength(await members('demo'));
    const handicaps = all.map((m) => m.handicap ?? Infinity);
    expect(handicaps).toEqual([...handicaps].sort((a, b) => a - b));
  });

  it("lists only the member's own club and marks their friends", async () => {
    const all = await list('/api/relatie?limit=100');
    expect(all.map((m) => m.id)).not.toContain(zuidMemberId);
    const marker = all.find((m) => m.id === markerId)!;
    expect(marker.is_friends).toBe(true);
    expect(all.filter((m) => m.is_friends).length).toBeGreaterThan(0);
  });

  it('refuses a guest and a club that hides its member list (403)', async () => {
    for (const cookie of [await t.login('gast'), await t.login('zuid')]) {
      const res = await get('/api/relatie', cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('the member list is not available');
    }
  });

  it('a picker list leaves oneself out and works where the member list is hidden', async () => {
    const picked = await list('/api/relatie?isMarkerSelection=1&limit=100');
    expect(picked.map((m) => m.id)).not.toContain(demoId);
    expect((await list('/api/relatie?limit=100')).map((m) => m.id)).toContain(demoId);
    const zuid = await get('/api/relatie?isWedstrijdSelection=1', await t.login('zuid'));
    expect(zuid.statusCode).toBe(200);
    for (const m of zuid.json() as MemberView[]) expect(m).not.toHaveProperty('email');
  });
});

describe('GET /api/relatie/search', () => {
  it('refuses a term of one character (spec §5: from 2)', async () => {
    const res = await get('/api/relatie/search?term=a', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('term');
  });

  it('sorts the results by handicap with egaSorted and marks friends', async () => {
    const found = await list('/api/relatie/search?term=an&limit=100&egaSorted=true');
    expect(found.length).toBeGreaterThan(5);
    const handicaps = found.map((m) => m.handicap ?? Infinity);
    expect(handicaps).toEqual([...handicaps].sort((a, b) => a - b));
    const marker = (await get('/api/relatie/self', await t.login('marker'))).json();
    const byName = await list(`/api/relatie/search?term=${marker.achternaam}`);
    expect(byName.find((m) => m.id === markerId)?.is_friends).toBe(true);
  });
});

describe('GET /api/relatie/{id} (a member page)', () => {
  it('answers 401 without a session and 400 for an id that is not one', async () => {
    expect((await get(`/api/relatie/${markerId}`)).statusCode).toBe(401);
    expect((await get('/api/relatie/abc', demo)).statusCode).toBe(400);
    expect((await get('/api/relatie/-3', demo)).statusCode).toBe(400);
  });

  it("shows a member of one's club as the policy allows, never a birth date", async () => {
    const res = await get(`/api/relatie/${markerId}`, demo);
    expect(res.statusCode).toBe(200);
    const m = MemberView.parse(res.json());
    expect(m).toMatchObject({ id: markerId, is_friends: true });
    expect(m).toHaveProperty('handicap');
    expect(res.json()).not.toHaveProperty('geboortedatum');
    expect(res.json()).not.toHaveProperty('voorkeurstaal');
  });

  it("answers 404 for another club's member and for no member at all", async () => {
    expect((await get(`/api/relatie/${zuidMemberId}`, demo)).statusCode).toBe(404);
    expect((await get('/api/relatie/99999999', demo)).statusCode).toBe(404);
  });

  it('refuses a guest, and a club that hides profile links (403)', async () => {
    expect((await get(`/api/relatie/${markerId}`, await t.login('gast'))).statusCode).toBe(403);
    expect((await get(`/api/relatie/${zuidMemberId}`, await t.login('zuid'))).statusCode).toBe(403);
  });
});

describe('friends: GET, POST and DELETE /api/relatie/friends', () => {
  it('answers 401 without a session on every call', async () => {
    expect((await get('/api/relatie/friends')).statusCode).toBe(401);
    expect((await get(`/api/relatie/friends/${markerId}`)).statusCode).toBe(401);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/relatie/friends/${markerId}`,
        headers: { 'x-fairway-request': '1' },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('lists the demo friends by name, and pages them', async () => {
    const friends = await list('/api/relatie/friends');
    expect(friends.length).toBe(4);
    expect(friends.every((f) => f.is_friends)).toBe(true);
    expect(friends.map((f) => f.id)).toContain(markerId);
    const page = await list('/api/relatie/friends?limit=2&offset=2');
    expect(page.map((f) => f.id)).toEqual(friends.slice(2).map((f) => f.id));
    expect((await get('/api/relatie/friends?offset=-1', demo)).statusCode).toBe(400);
    expect((await get('/api/relatie/friends?limit=500', demo)).statusCode).toBe(400);
  });

  it('adds their next tee time with teetime, and only then', async () => {
    const plain = await list('/api/relatie/friends');
    for (const f of plain) expect(f).not.toHaveProperty('next_teetime');
    const withTimes = await list('/api/relatie/friends?teetime=1');
    const marker = withTimes.find((f) => f.id === markerId)!;
    // The demo booking: demo and marker tomorrow at 10:00.
    expect(marker.next_teetime).toMatchObject({ date: '2026-11-23', time: '10:00' });
    expect(marker.teetime_id).toBe(marker.next_teetime!.id);
    for (const f of withTimes) expect(f.next_teetime).not.toBeUndefined();
  });

  it('adds a friend, twice without harm, and removes them; a second removal is refused', async () => {
    const cookie = await t.login('marker');
    const before = await list('/api/relatie/friends', cookie);
    expect(before.map((f) => f.id)).not.toContain(demoId);
    for (let i = 0; i < 2; i++) {
      const res = await change('POST', demoId, cookie);
      expect(res.statusCode).toBe(200);
      expect(FriendChangeResponse.parse(res.json())).toEqual({
        status: 'success',
        is_friends: true,
      });
    }
    const after = await list('/api/relatie/friends', cookie);
    expect(after.filter((f) => f.id === demoId)).toHaveLength(1);
    expect((await get(`/api/relatie/friends/${demoId}`, cookie)).json().id).toBe(demoId);
    expect((await get(`/api/relatie/${demoId}`, cookie)).json().is_friends).toBe(true);
    // Following is one member's choice: demo does not follow marker back by it.
    expect((await list('/api/relatie/friends')).length).toBe(4);

    const removed = await change('DELETE', demoId, cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'success', is_friends: false });
    const again = await change('DELETE', demoId, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('this member is not your friend');
    expect((await get(`/api/relatie/friends/${demoId}`, cookie)).statusCode).toBe(404);
  });

  it('refuses oneself (400), another club\u2019s member and no member (404): nothing stored', async () => {
    const count = async () => (await t.database.db.select().from(friendships)).length;
    const stored = await count();
    const self = await change('POST', demoId);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('you cannot add yourself as a friend');
    expect((await change('POST', zuidMemberId)).statusCode).toBe(404);
    expect((await change('POST', 99999999)).statusCode).toBe(404);
    expect((await change('POST', 'abc')).statusCode).toBe(400);
    expect((await change('DELETE', zuidMemberId)).statusCode).toBe(404);
    expect(await count()).toBe(stored);
  });

  it('lets a guest and a member of a club without a member list read their own friends, never add one', async () => {
    for (const cookie of [await t.login('gast'), await t.login('zuid')]) {
      const res = await get('/api/relatie/friends', cookie);
      expect(res.statusCode).toBe(200);
      expect(MemberViewList.parse(res.json())).toEqual([]);
      const refused = await change('POST', markerId, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('the member list is not available');
      // Removing someone who is not a friend: nothing to remove, whatever the list's flags.
      expect((await change('DELETE', markerId, cookie)).statusCode).toBe(404);
    }
  });

  it('shows a friend at a club that hides its member list with the list\u2019s fields, and removes them', async () => {
    const zuid = await t.login('zuid');
    const zuidId = await idOf(zuid);
    await t.database.db
      .insert(friendships)
      .values({ club_id: t.clubId('zuid'), relatie_id: zuidId, friend_id: zuidMemberId });
    const [friend] = await list('/api/relatie/friends', zuid);
    expect(friend).toMatchObject({ id: zuidMemberId, is_friends: true });
    expect(friend).toHaveProperty('handicap');
    // Contact fields still follow the club's flags (off at Golfbaan Zuid).
    expect(friend).not.toHaveProperty('email');
    expect((await get(`/api/relatie/friends/${zuidMemberId}`, zuid)).json().id).toBe(zuidMemberId);
    // The member list and the member's page stay closed.
    expect((await get('/api/relatie', zuid)).statusCode).toBe(403);
    expect((await get(`/api/relatie/${zuidMemberId}`, zuid)).statusCode).toBe(403);
    const removed = await change('DELETE', zuidMemberId, zuid);
    expect(removed.statusCode).toBe(200);
    expect(await list('/api/relatie/friends', zuid)).toEqual([]);
  });

  it('needs the CSRF header to change friends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/relatie/friends/${markerId}`,
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('phone numbers (ledenlijst_telefoon_tonen, ledenlijst_mobiel_tonen, relatie_tonen_contactgegevens)', () => {
  /** The demo club's contact flags set, and an app with fresh caches on the same database. */
  async function withFlags(
    flags: Partial<typeof clubConfig.$inferInsert>,
    run: (app: FastifyInstance) => Promise<void>,
  ) {
    const where = eq(clubConfig.club_id, t.clubId('demo'));
    const [before] = await t.database.db.select().from(clubConfig).where(where);
    await t.database.db.update(clubConfig).set(flags).where(where);
    const app = await buildApp({ db: t.database.db, clock: () => NOW });
    try {
      await app.ready();
      await run(app);
    } finally {
      await app.close();
      await t.database.db.update(clubConfig).set(before!).where(where);
    }
  }
  const read = async (app: FastifyInstance, url: string) =>
    (await app.inject({ url, headers: { cookie: demo } })).json();

  it('the demo data gives members phone numbers, hidden while the flags are off', async () => {
    const rows = await t.database.db
      .select({ telefoon: players.telefoon, mobiel: players.mobiel })
      .from(players);
    expect(rows.filter((r) => r.telefoon).length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.mobiel).length).toBeGreaterThan(10);
    // Everyone but oneself (one's own row carries everything).
    for (const m of (await list('/api/relatie?limit=100')).filter((x) => x.id !== demoId)) {
      expect(m).not.toHaveProperty('telefoon');
      expect(m).not.toHaveProperty('mobiel');
    }
    const page = MemberView.parse((await get(`/api/relatie/${markerId}`, demo)).json());
    expect(page).not.toHaveProperty('telefoon');
    expect(page).not.toHaveProperty('mobiel');
  });

  it('the member list shows each number by its own flag, the search and friends too', async () => {
    await withFlags(
      { ledenlijst_telefoon_tonen: true, ledenlijst_mobiel_tonen: false },
      async (app) => {
        for (const url of [
          '/api/relatie?limit=100',
          '/api/relatie/search?term=an&limit=100',
          '/api/relatie/friends',
        ]) {
          const members = MemberViewList.parse(await read(app, url)).filter((m) => m.id !== demoId);
          expect(members.length, url).toBeGreaterThan(0);
          for (const m of members) {
            expect(m, url).toHaveProperty('telefoon');
            expect(m, url).not.toHaveProperty('mobiel');
          }
        }
        const marker = MemberViewList.parse(await read(app, '/api/relatie?limit=100')).find(
          (m) => m.id === markerId,
        );
        expect(marker?.telefoon).toMatch(/^020-\d+$/);
      },
    );
    await withFlags(
      { ledenlijst_telefoon_tonen: false, ledenlijst_mobiel_tonen: true },
      async (app) => {
        const members = MemberViewList.parse(await read(app, '/api/relatie?limit=100')).filter(
          (m) => m.id !== demoId,
        );
        expect(members.every((m) => 'mobiel' in m && !('telefoon' in m))).toBe(true);
        expect(members.find((m) => m.id === markerId)?.mobiel).toMatch(/^06-\d+$/);
      },
    );
  });

  it("a member's page shows both with relatie_tonen_contactgegevens, never the pickers", async () => {
    await withFlags({ relatie_tonen_contactgegevens: true }, async (app) => {
      const page = MemberView.parse(await read(app, `/api/relatie/${markerId}`));
      expect(page.telefoon).toMatch(/^020-\d+$/);
      expect(page.mobiel).toMatch(/^06-\d+$/);
      for (const m of MemberViewList.parse(
        await read(app, '/api/relatie?limit=100&isMarkerSelection=1'),
      )) {
        expect(m).not.toHaveProperty('telefoon');
        expect(m).not.toHaveProperty('mobiel');
      }
    });
  });
});
