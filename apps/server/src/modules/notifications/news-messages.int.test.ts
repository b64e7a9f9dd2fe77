import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationList } from '@fairway/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newsAudiences, newsEditorCalls } from '../../../test/news-fixtures';
import { NEWS_PUBLISHED } from './news-messages';

/**
 * A news post for you was published: the editor's publish call makes the job in its own
 * transaction (due at the post's moment), taking it back or deleting it cancels it, and its run
 * lands in the inboxes of the post's audience only (as the feed shows it to them).
 */
const NOW = new Date('2026-11-25T12:00:00Z');
let t: TestApp;
let club: number;
let editor: string;
let demo: string;
let marker: string;
let zuid: string;
let entrant: string;
let match: number;
let category: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  club = t.clubId('demo');
  editor = await t.login('beheer');
  demo = await t.login('demo');
  marker = await t.login('marker');
  zuid = await t.login('zuid');
  // demo is a senior; marker holds no category.
  ({ category, match, entrant } = await newsAudiences(t, demo));
});
afterAll(() => t.close());

const {
  send,
  create: post,
  publish,
} = newsEditorCalls(
  () => t,
  () => editor,
);

async function jobs(id: number) {
  const { rows } = await t.database.queueDb.executeSql(
    `SELECT state, extract(epoch from start_after - now())::int AS due_in FROM pgboss.job
     WHERE name = $1 AND singleton_key = $2 ORDER BY created_on`,
    [NEWS_PUBLISHED, `${club}:${id}`],
  );
  return rows as { state: string; due_in: number }[];
}

/** The member's notifications of the post `id`. */
const told = async (cookie: string, id: number) =>
  NotificationList.parse(
    (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json(),
  ).notifications.filter((n) => n.kind === 'news_published' && n.link === `/app/news/${id}`);

describe('a news item for you was published', () => {
  it("a category's post reaches that category's members only, once", async () => {
    const p = await post({ titel: 'Seniorendag', audience: 'category', audience_id: category });
    expect(await jobs(p.id)).toEqual([]);
    await publish(p.id);
    expect((await jobs(p.id)).map((j) => j.state)).toEqual(['created']);
    expect(await t.app.jobs.runDue(NEWS_PUBLISHED)).toBe(1);
    expect(await told(demo, p.id)).toMatchObject([{ params: { title: 'Seniorendag' } }]);
    for (const cookie of [marker, editor, zuid]) expect(await told(cookie, p.id)).toEqual([]);
    // Taken back and published again: no second notification.
    expect((await send('POST', `/api/admin/news/${p.id}/unpublish`)).statusCode).toBe(200);
    await publish(p.id);
    expect(await t.app.jobs.runDue(NEWS_PUBLISHED)).toBe(1);
    expect(await told(demo, p.id)).toHaveLength(1);
  });

  it("a match's post reaches its players; a post for everyone reaches every member", async () => {
    const forMatch = await post({ titel: 'Startlijst', audience: 'match', audience_id: match });
    const forAll = await post({ titel: 'Clubhuis dicht' });
    await publish(forMatch.id);
    await publish(forAll.id);
    expect(await t.app.jobs.runDue(NEWS_PUBLISHED)).toBe(2);
    expect(await told(entrant, forMatch.id)).toHaveLength(1);
    expect(await told(marker, forMatch.id)).toEqual([]);
    for (const cookie of [demo, marker, editor, entrant])
      expect(await told(cookie, forAll.id)).toHaveLength(1);
    // Another club's members hear nothing of this club's news.
    expect(await told(zuid, forAll.id)).toEqual([]);
  });

  it('a scheduled post waits for its moment; taking it back or deleting it cancels the job', async () => {
    const p = await post({ titel: 'Later' });
    // Tomorrow 12:00 UTC: a day from the clock.
    await publish(p.id, '2026-11-26T12:00:00.000Z');
    const [planned] = await jobs(p.id);
    expect(planned!.state).toBe('created');
    expect(Math.abs(planned!.due_in - 86400)).toBeLessThan(120);
    expect(await t.app.jobs.runDue(NEWS_PUBLISHED)).toBe(0);
    expect((await send('POST', `/api/admin/news/${p.id}/unpublish`)).statusCode).toBe(200);
    expect((await jobs(p.id)).map((j) => j.state)).toEqual(['cancelled']);

    await publish(p.id, '2026-11-26T12:00:00.000Z');
    expect((await send('DELETE', `/api/admin/news/${p.id}`)).statusCode).toBe(200);
    expect((await jobs(p.id)).map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
  });
});
