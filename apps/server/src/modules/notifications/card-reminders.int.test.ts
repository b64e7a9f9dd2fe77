import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationList } from '@fairway/contract';
import { callAs, createTestApp, readAs, writeHeaders, type TestApp } from '../../../test/harness';
import { cardHandedTo } from '../../../test/marker-card';
import { scorecards, scorecardScores } from '../../db/schema';
import type { OutgoingNotification } from './dispatcher';
import { CARD_OUTCOME, MARKER_DEADLINE, MARKER_REMINDER } from './card-reminders';

/**
 * The card reminders end to end through HTTP: a card handed to its marker makes a reminder job in
 * the submission's transaction; a run notifies the marker once (inbox and the channels they
 * want) and plans the next reminder; signing or rejecting cancels it and tells the player, also
 * when the handicap committee signs or voids the card in the marker's place.
 */
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let demo: string;
let marker: string;
let demoId: number;
const pushed: OutgoingNotification[] = [];
beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    notificationChannels: [{ name: 'push', deliver: async (n) => void pushed.push(n) }],
  });
  [demo, marker] = await Promise.all([t.login('demo'), t.login('marker')]);
  demoId = (await get('/api/relatie/self', demo)).json().id;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => readAs(t, url, cookie);
const post = (url: string, cookie: string, payload: unknown) =>
  callAs(t, 'POST', url, cookie, payload);

const jobs = async (name: string, key: string) => {
  const { rows } = await t.database.queueDb.executeSql(
    `SELECT state, data, start_after > now() + interval '1 hour' AS later,
       extract(epoch from start_after - now())::int AS due_in FROM pgboss.job
     WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
    [name, key],
  );
  return rows as {
    state: string;
    data: { round?: number; hoursLeft?: number };
    later: boolean;
    due_in: number;
  }[];
};
/**
 * Makes the job due now. pg-boss takes jobs whose start is before (not at) the database's now, and
 * the embedded database's clock counts whole milliseconds: a start of exactly now() was missed by
 * a fetch in the same millisecond.
 */
const dueNow = (name: string, key: string) =>
  t.database.queueDb.executeSql(
    `UPDATE pgboss.job SET start_after = now() - interval '1 second'
      WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
    [name, key],
  );
const inbox = async (cookie: string) =>
  NotificationList.parse((await get('/api/notifications', cookie)).json());

/** 'marker' plays a card with demo as its marker and submits it. */
const handedToDemo = () => cardHandedTo(t, marker, demoId);

describe('the marker has a card to sign', () => {
  let cardId: number;
  let key: string;

  it('is a job made when the card is handed to its marker', async () => {
    cardId = await handedToDemo();
    key = `${t.clubId('demo')}:${cardId}`;
    expect(await jobs(MARKER_REMINDER, key)).toMatchObject([
      { state: 'created', data: { round: 1 } },
    ]);
  });

  it('a run notifies the marker once, by inbox and push, and plans the next in 2 hours', async () => {
    const before = (await inbox(demo)).unread;
    expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(1);
    expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(0);
    const after = await inbox(demo);
    expect(after.unread).toBe(before + 1);
    expect(after.notifications[0]).toMatchObject({
      kind: 'marker_card_to_sign',
      link: `/app/mark/${cardId}`,
      params: { date: '2026-11-22', player: expect.any(String) },
    });
    expect(await jobs(MARKER_REMINDER, key)).toMatchObject([
      { state: 'completed', data: { round: 1 } },
      { state: 'created', data: { round: 2 }, later: true },
    ]);
    expect(await t.app.jobs.runDue('notification-channel')).toBe(1);
    expect(pushed).toMatchObject([{ kind: 'marker_card_to_sign', relatieId: demoId }]);
    expect(await t.app.jobs.runDue('notification-channel')).toBe(0);
    expect(pushed).toHaveLength(1);
  });

  it('is cancelled when the marker signs, and the player hears it', async () => {
    expect((await post(`/api/scorecards/${cardId}/sign`, demo, {})).statusCode).toBe(200);
    expect((await jobs(MARKER_REMINDER, key)).map((j) => j.state)).toEqual([
      'completed',
      'cancelled',
    ]);
    expect(await t.app.jobs.runDue(CARD_OUTCOME)).toBe(1);
    const theirs = await inbox(marker);
    expect(theirs.notifications[0]).toMatchObject({
      kind: 'card_signed',
      link: `/app/scorecards/card/${cardId}`,
      params: { date: '2026-11-22' },
    });
    // Once: a second run has nothing to do.
    expect(await t.app.jobs.runDue(CARD_OUTCOME)).toBe(0);
    expect(
      (await inbox(marker)).notifications.filter((n) => n.kind === 'card_signed'),
    ).toHaveLength(1);
  });
});

describe('a rejected card', () => {
  it('cancels the reminder and tells the player with the reason', async () => {
    const cardId = await handedToDemo();
    const key = `${t.clubId('demo')}:${cardId}`;
    expect(
      (await post(`/api/scorecards/${cardId}/reject`, demo, { remark: 'INVALID_SCORE' }))
        .statusCode,
    ).toBe(200);
    expect((await jobs(MARKER_REMINDER, key)).map((j) => j.state)).toEqual(['cancelled']);
    expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(0);
    expect(await t.app.jobs.runDue(CARD_OUTCOME)).toBe(1);
    expect((await inbox(marker)).notifications[0]).toMatchObject({
      kind: 'card_rejected',
      params: { remark: 'INVALID_SCORE' },
    });
  });
});

describe("a member's quiet hours", () => {
  it('hold push until they end; the inbox does not wait', async () => {
    // 10:00 UTC is 11:00 at the club (Europe/Amsterdam). The pushes of the tests before go first.
    await t.app.jobs.runDue('notification-channel');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: writeHeaders(demo),
      payload: { kinds: [], quiet_hours: { from: '10:30', until: '12:00' } },
    });
    expect(res.statusCode).toBe(200);
    const cardId = await handedToDemo();
    const unread = (await inbox(demo)).unread;
    expect(await t.app.jobs.runDue(MARKER_REMINDER)).toBe(1);
    expect((await inbox(demo)).unread).toBe(unread + 1);
    expect((await inbox(demo)).notifications[0]!.link).toBe(`/app/mark/${cardId}`);
    const pushes = pushed.length;
    expect(await t.app.jobs.runDue('notification-channel')).toBe(0);
    expect(pushed).toHaveLength(pushes);
  });
});

describe("the marker's deadline (the club's marker_overdue_hours)", () => {
  it('a third job is planned with the first, 6 hours before the deadline, and goes on signing', async () => {
    const cardId = await handedToDemo();
    const key = `${t.clubId('demo')}:${cardId}`;
    // The demo club gives a marker 48 hours: the last reminder comes after 42.
    const [deadline] = await jobs(MARKER_DEADLINE, key);
    expect(deadline).toMatchObject({ state: 'created', data: { hoursLeft: 6 } });
    expect(Math.abs(deadline!.due_in - 42 * 3600)).toBeLessThan(120);
    expect((await post(`/api/scorecards/${cardId}/sign`, demo, {})).statusCode).toBe(200);
    expect((await jobs(MARKER_DEADLINE, key)).map((j) => j.state)).toEqual(['cancelled']);
  });

  it('near the deadline the marker is reminded and the player hears the card may not count', async () => {
    const cardId = await handedToDemo();
    const key = `${t.clubId('demo')}:${cardId}`;
    const others = await t.login('commissie');
    const before = (await inbox(others)).notifications.length;
    await dueNow(MARKER_DEADLINE, key);
    expect(await t.app.jobs.runDue(MARKER_DEADLINE)).toBe(1);
    const ofCard = async (cookie: string, kind: string) =>
      (await inbox(cookie)).notifications.filter(
        (n) => n.kind === kind && n.link?.endsWith(`/${cardId}`),
      );
    expect(await ofCard(demo, 'marker_deadline_soon')).toMatchObject([
      { link: `/app/mark/${cardId}`, params: { date: '2026-11-22', hours: 6 } },
    ]);
    expect(await ofCard(marker, 'card_deadline_soon')).toMatchObject([
      { link: `/app/scorecards/card/${cardId}`, params: { date: '2026-11-22', hours: 6 } },
    ]);
    // Each to its own: the player is not told to mark, the marker not that their card fails.
    expect(await ofCard(marker, 'marker_deadline_soon')).toEqual([]);
    expect(await ofCard(demo, 'card_deadline_soon')).toEqual([]);
    expect((await inbox(others)).notifications).toHaveLength(before);
  });

  it('a run for a card signed meanwhile tells nobody (a job that was already running)', async () => {
    const cardId = await handedToDemo();
    const clubId = t.clubId('demo');
    expect((await post(`/api/scorecards/${cardId}/sign`, demo, {})).statusCode).toBe(200);
    await t.app.jobs.runDue(CARD_OUTCOME);
    const unread = [(await inbox(marker)).unread, (await inbox(demo)).unread];
    // Cancelling missed a job already running: its run reads the card again.
    await t.app.jobs.send(
      t.database.db,
      MARKER_DEADLINE,
      { clubId, cardId, hoursLeft: 6 },
      { singletonKey: `${clubId}:${cardId}` },
    );
    await dueNow(MARKER_DEADLINE, `${clubId}:${cardId}`);
    expect(await t.app.jobs.runDue(MARKER_DEADLINE)).toBe(1);
    expect([(await inbox(marker)).unread, (await inbox(demo)).unread]).toEqual(unread);
  });
});

describe('the handicap committee in the marker’s place', () => {
  /** A card handed to demo whose marker let the club's 48 hours pass. */
  async function overdue(): Promise<{ cardId: number; key: string }> {
    const cardId = await handedToDemo();
    const longAgo = new Date(NOW.getTime() - 72 * 3_600_000);
    await t.database.db
      .update(scorecards)
      .set({ created_at: longAgo })
      .where(eq(scorecards.id, cardId));
    await t.database.db
      .update(scorecardScores)
      .set({ saved_at: longAgo })
      .where(eq(scorecardScores.card_id, cardId));
    return { cardId, key: `${t.clubId('demo')}:${cardId}` };
  }
  const waiting = async (key: string) =>
    [...(await jobs(MARKER_REMINDER, key)), ...(await jobs(MARKER_DEADLINE, key))].filter(
      (j) => j.state === 'created',
    );

  it.each([
    ['sign', 'card_signed_by_committee', { marker: expect.any(String) }],
    ['void', 'card_voided', { remark: 'marker reageert niet' }],
  ] as const)(
    'to %s: the marker’s reminders stop and the player hears it',
    async (action, kind, params) => {
      const committee = await t.login('commissie');
      await t.app.jobs.runDue(CARD_OUTCOME);
      const { cardId, key } = await overdue();
      expect(await waiting(key)).toHaveLength(2);
      const res = await post(`/api/admin/handicap/cards/${cardId}/${action}`, committee, {
        reason: 'marker reageert niet',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await waiting(key)).toEqual([]);
      expect(await t.app.jobs.runDue(CARD_OUTCOME)).toBe(1);
      expect(
        (await inbox(marker)).notifications.filter((n) => n.link?.endsWith(`/${cardId}`)),
      ).toMatchObject([
        { kind, link: `/app/scorecards/card/${cardId}`, params: { date: '2026-11-22', ...params } },
      ]);
    },
  );
});
