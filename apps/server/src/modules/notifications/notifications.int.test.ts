import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, NotificationList, NotificationPreferences } from '@fairway/contract';
import { notificationPreferences, notifications } from '../../db/schema';
import { callAs, createTestApp, readAs, type TestApp } from '../../../test/harness';

/** /api/notifications: the member's inbox (newest first, paged, unread count) and choices. */
let t: TestApp;
let demo: string;
let marker: string;
let zuid: string;
let demoId: number;
let markerId: number;
beforeAll(async () => {
  t = await createTestApp();
  [demo, marker, zuid] = await Promise.all([t.login('demo'), t.login('marker'), t.login('zuid')]);
  demoId = (await get('/api/relatie/self', demo)).json().id;
  markerId = (await get('/api/relatie/self', marker)).json().id;
  const club = t.clubId('demo');
  const row = (relatie: number, i: number) => ({
    club_id: club,
    relatie_id: relatie,
    kind: 'card_signed',
    params: { marker: 'Piet Jansen', date: `2026-11-${String(i).padStart(2, '0')}` },
    link: '/app/scorecards/card/1',
    dedupe_key: `test-${relatie}-${i}`,
  });
  await t.database.db
    .insert(notifications)
    .values([...Array.from({ length: 5 }, (_, i) => row(demoId, i + 1)), row(markerId, 1)]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => readAs(t, url, cookie);
const send = (method: 'POST' | 'PUT', url: string, cookie: string | undefined, payload = {}) =>
  callAs(t, method, url, cookie, payload);

describe('401 without a session', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/1/read'],
    ['POST', '/api/notifications/read-all'],
    ['GET', '/api/notifications/preferences'],
    ['PUT', '/api/notifications/preferences'],
  ] as const)('%s %s', async (method, url) => {
    const res =
      method === 'GET' ? await get(url) : await send(method, url, undefined, { kinds: [] });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/notifications', () => {
  it('answers the newest first with the unread count, a page at a time', async () => {
    const first = NotificationList.parse((await get('/api/notifications?limit=2', demo)).json());
    expect(first.unread).toBe(5);
    expect(first.notifications.map((n) => n.params.date)).toEqual(['2026-11-05', '2026-11-04']);
    expect(first.notifications[0]).toMatchObject({
      kind: 'card_signed',
      read: false,
      link: '/app/scorecards/card/1',
    });
    const next = NotificationList.parse(
      (await get(`/api/notifications?limit=2&before=${first.next_before}`, demo)).json(),
    );
    expect(next.notifications.map((n) => n.params.date)).toEqual(['2026-11-03', '2026-11-02']);
    const last = NotificationList.parse(
      (await get(`/api/notifications?limit=2&before=${next.next_before}`, demo)).json(),
    );
    expect(last.notifications).toHaveLength(1);
    expect(last.next_before).toBeNull();
  });

  it('refuses a bad page (400)', async () => {
    for (const q of ['limit=0', 'limit=51', 'before=abc', 'before=-1'])
      expect((await get(`/api/notifications?${q}`, demo)).statusCode).toBe(400);
  });

  it("shows another club's member none of them", async () => {
    const other = NotificationList.parse((await get('/api/notifications', zuid)).json());
    expect(other).toEqual({ notifications: [], unread: 0, next_before: null });
  });
});

describe('marking read', () => {
  it("refuses a bad id (400) and another member's notification (404)", async () => {
    expect((await send('POST', '/api/notifications/abc/read', demo)).statusCode).toBe(400);
    const [theirs] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.relatie_id, markerId));
    expect((await send('POST', `/api/notifications/${theirs!.id}/read`, demo)).statusCode).toBe(
      404,
    );
    expect((await send('POST', `/api/notifications/${theirs!.id}/read`, zuid)).statusCode).toBe(
      404,
    );
    expect((await send('POST', '/api/notifications/999999/read', demo)).statusCode).toBe(404);
  });

  it('marks one read, then all', async () => {
    const { notifications: list } = NotificationList.parse(
      (await get('/api/notifications', demo)).json(),
    );
    const res = await send('POST', `/api/notifications/${list[0]!.id}/read`, demo);
    expect(res.json()).toEqual({ success: true });
    const after = NotificationList.parse((await get('/api/notifications', demo)).json());
    expect(after.unread).toBe(4);
    expect(after.notifications[0]!.read).toBe(true);
    expect((await send('POST', '/api/notifications/read-all', demo)).json()).toEqual({ read: 4 });
    expect(NotificationList.parse((await get('/api/notifications', demo)).json()).unread).toBe(0);
    // The marker's own stays unread.
    const [mine] = await t.database.db
      .select({ read_at: notifications.read_at })
      .from(notifications)
      .where(and(eq(notifications.relatie_id, markerId)));
    expect(mine!.read_at).toBeNull();
  });
});

describe('/api/notifications/preferences', () => {
  it('answers the defaults: push for every kind, email for the card to sign and refunds', async () => {
    const prefs = NotificationPreferences.parse(
      (await get('/api/notifications/preferences', demo)).json(),
    );
    // Every kind of the contract, in its order; email only for these four.
    const emailed = [
      'marker_card_to_sign',
      'payment_refunded',
      'payment_partly_refunded',
      'marker_deadline_soon',
    ];
    expect(prefs).toEqual({
      kinds: NOTIFICATION_KINDS.map((kind) => ({
        kind,
        push: true,
        email: emailed.includes(kind),
      })),
      quiet_hours: null,
      club_off: [],
    });
  });

  it('refuses a bad choice (400) naming the problem', async () => {
    const bad = [
      { kinds: [{ kind: 'nope', push: true, email: true }], quiet_hours: null },
      { kinds: [], quiet_hours: { from: '25:00', until: '07:00' } },
      { kinds: [], quiet_hours: { from: '07:00', until: '07:00' } },
      {
        kinds: [
          { kind: 'card_signed', push: true, email: true },
          { kind: 'card_signed', push: false, email: true },
        ],
        quiet_hours: null,
      },
      { kinds: [] },
    ];
    for (const body of bad) {
      const res = await send('PUT', '/api/notifications/preferences', demo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("saves the member's choice, for them alone", async () => {
    const res = await send('PUT', '/api/notifications/preferences', demo, {
      kinds: [
        { kind: 'marker_card_to_sign', push: false, email: true },
        { kind: 'card_rejected', push: true, email: true },
      ],
      quiet_hours: { from: '22:00', until: '07:00' },
    });
    expect(res.statusCode).toBe(200);
    const saved = NotificationPreferences.parse(
      (await get('/api/notifications/preferences', demo)).json(),
    );
    expect(saved.kinds.slice(0, 3)).toEqual([
      { kind: 'marker_card_to_sign', push: false, email: true },
      { kind: 'card_signed', push: true, email: false },
      { kind: 'card_rejected', push: true, email: true },
    ]);
    expect(saved.quiet_hours).toEqual({ from: '22:00', until: '07:00' });
    const theirs = NotificationPreferences.parse(
      (await get('/api/notifications/preferences', marker)).json(),
    );
    expect(theirs.quiet_hours).toBeNull();
    expect(theirs.kinds[0]).toEqual({ kind: 'marker_card_to_sign', push: true, email: true });
  });
});

describe('/api/notifications/preferences and kinds the member was not shown', () => {
  it('stores only the pairs a choice names: a kind it left out keeps its defaults', async () => {
    // An app of an earlier release, which knew every kind but these two, saves "all off".
    const later = new Set(['payment_refunded', 'news_published']);
    const res = await send('PUT', '/api/notifications/preferences', marker, {
      kinds: NOTIFICATION_KINDS.filter((k) => !later.has(k)).map((kind) => ({
        kind,
        push: false,
        email: false,
      })),
      quiet_hours: null,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.relatie_id, markerId));
    const named = (p: string) => later.has(p.split(':')[0]!);
    expect([...row!.off, ...row!.turned_on].filter(named)).toEqual([]);
    const kinds = NotificationPreferences.parse(
      (await get('/api/notifications/preferences', marker)).json(),
    ).kinds.filter((k) => later.has(k.kind));
    expect(kinds).toEqual([
      { kind: 'payment_refunded', push: true, email: true },
      { kind: 'news_published', push: true, email: false },
    ]);
  });
});
