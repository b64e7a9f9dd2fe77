import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HolesResponse, NotificationList } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import type { OutgoingNotification } from './dispatcher';
import { CARD_OUTCOME, MARKER_REMINDER } from './card-reminders';

/**
 * The card reminders end to end through HTTP: a card handed to its marker makes a reminder job in
 * the submission's transaction; a run notifies the marker once (inbox and the channels they
 * want) and plans the next reminder; signing or rejecting cancels it and tells the player.
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

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), payload: payload as object });

const jobs = async (name: string, key: string) => {
  const { rows } = await t.database.queueDb.executeSql(
    `SELECT state, data, start_after > now() + interval '1 hour' AS later FROM pgboss.job
     WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
    [name, key],
  );
  return rows as { state: string; data: { round?: number }; later: boolean }[];
};
const inbox = async (cookie: string) =>
  NotificationList.parse((await get('/api/notifications', cookie)).json());

/** 'marker' plays a card with demo as its marker and submits it. */
async function handedToDemo(): Promise<number> {
  const tees = (await get('/api/courses/1/tees', marker)).json();
  const res = await post('/api/scorecards', marker, {
    baan_id: 1,
    tee_id: tees[1].id,
    marker_id: demoId,
  });
  const id = res.json().id as number;
  const holes = HolesResponse.parse((await get(`/api/scorecards/${id}/cardHoles`, marker)).json());
  const scores = holes.map((h) => h.PAR + h.ES);
  expect(
    (await post(`/api/scorecards/${id}/edit`, marker, { scores, allScoresSaved: 1 })).statusCode,
  ).toBe(200);
  return id;
}

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
