import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminNewsItem, AdminNewsListResponse, NewsListResponse } from '@fairway/contract';
import { readAs, type TestApp, withTestApp, writeHeaders } from '../../../test/harness';
import { newsAudiences, newsEditorCalls, selfId } from '../../../test/news-fixtures';
import { MULTIPART_TYPE, multipartBody } from '../../../test/multipart';
import { auditLog, matchRegistrations, memberRoles } from '../../db/schema';

// The news editor's calls end to end: role, validation, another club, the states a post goes
// through, and the audience rule on the member's feed and item call.
let t: TestApp;
let now = new Date();
let editor: string;
let demo: string;
let marker: string;
let zuidAdmin: string;
let entrant: string;
let category: number;
let match: number;
/** The relatie ids of demo and marker. */
const ids: number[] = [];

withTestApp(
  async (app) => {
    t = app;
    editor = await t.login('beheer');
    demo = await t.login('demo');
    marker = await t.login('marker');
    zuidAdmin = await t.login('zuid');
    const self = (cookie: string) => selfId(t, cookie);
    await t.database.db.insert(memberRoles).values({
      club_id: t.clubId('zuid'),
      relatie_id: await self(zuidAdmin),
      role: 'news_editor',
    });
    ids.push(await self(demo), await self(marker));
    // demo is a senior; marker holds no category.
    ({ category, match, entrant } = await newsAudiences(t, demo));
  },
  { clock: () => now },
);

const headers = (cookie: string) => ({ ...writeHeaders(cookie), 'idempotency-key': randomUUID() });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: headers(cookie), ...(payload ? { payload } : {}) });
const get = (url: string, cookie?: string) => readAs(t, url, cookie);
const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field);

const { create, publish } = newsEditorCalls(
  () => t,
  () => editor,
);
const feedIds = async (cookie: string) =>
  NewsListResponse.parse((await get('/api/news?limit=50', cookie)).json()).items.map((n) => n.id);

describe('the news editor calls', () => {
  it('answers 401 without a session and 403 to a member without the role', async () => {
    expect((await get('/api/admin/news')).statusCode).toBe(401);
    expect((await get('/api/admin/news', demo)).statusCode).toBe(403);
    const res = await send('POST', '/api/admin/news', demo, {});
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the fields', async () => {
    const empty = await send('POST', '/api/admin/news', editor, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty.body)).toEqual(expect.arrayContaining(['titel', 'inhoud', 'audience']));
    const noCategory = await send('POST', '/api/admin/news', editor, {
      titel: 'x',
      inhoud: '',
      audience: 'category',
    });
    expect(fieldsOf(noCategory.body)).toEqual(['audience_id']);
    const foreign = await send('POST', '/api/admin/news', editor, {
      titel: 'x',
      inhoud: '',
      audience: 'category',
      audience_id: 987654,
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign.body)).toEqual(['audience_id']);
    const post = await create();
    const past = await send('POST', `/api/admin/news/${post.id}/publish`, editor, {
      at: '2001-01-01T10:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past.body)).toEqual(['at']);
    const notIso = await send('POST', `/api/admin/news/${post.id}/publish`, editor, { at: 'soon' });
    expect(fieldsOf(notIso.body)).toEqual(['at']);
  });

  it("answers 404 for another club's post, read or written", async () => {
    const post = await create();
    expect((await get(`/api/admin/news/${post.id}`, zuidAdmin)).statusCode).toBe(404);
    const put = await send('PUT', `/api/admin/news/${post.id}`, zuidAdmin, {
      titel: 'x',
      inhoud: '',
      audience: 'everyone',
    });
    expect(put.statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/news/${post.id}`, zuidAdmin)).statusCode).toBe(404);
    expect((await get(`/api/admin/news/${post.id}`, editor)).statusCode).toBe(200);
  });

  it('writes a draft, sanitized; publishes, unpublishes, edits and deletes it, with audit rows', async () => {
    const draft = await create({
      inhoud:
        '<p onclick="x()">Hoi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    expect(draft).toMatchObject({ state: 'draft', publish_at: null, audience: 'everyone' });
    expect(draft.inhoud).toBe('<p>Hoi <a target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(await feedIds(demo)).not.toContain(draft.id);
    expect((await get(`/api/news/${draft.id}`, demo)).statusCode).toBe(404);

    const live = await publish(draft.id);
    expect(live.state).toBe('published');
    expect(await feedIds(demo)).toContain(draft.id);
    expect((await get(`/api/news/${draft.id}`, demo)).statusCode).toBe(200);

    const list = AdminNewsListResponse.parse((await get('/api/admin/news', editor)).json());
    expect(list.items.find((i) => i.id === draft.id)?.state).toBe('published');

    const back = await send('POST', `/api/admin/news/${draft.id}/unpublish`, editor);
    expect(AdminNewsItem.parse(back.json()).state).toBe('unpublished');
    expect(await feedIds(demo)).not.toContain(draft.id);

    const edited = await send('PUT', `/api/admin/news/${draft.id}`, editor, {
      titel: 'Gewijzigd',
      inhoud: '<h2>Kop</h2><ul><li><strong>een</strong></li></ul>',
      audience: 'everyone',
    });
    expect(edited.json()).toMatchObject({
      titel: 'Gewijzigd',
      inhoud: '<h2>Kop</h2><ul><li><strong>een</strong></li></ul>',
      state: 'unpublished',
    });

    expect((await send('DELETE', `/api/admin/news/${draft.id}`, editor)).statusCode).toBe(200);
    expect((await get(`/api/admin/news/${draft.id}`, editor)).statusCode).toBe(404);

    const rows = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'news_post'), eq(auditLog.record_id, String(draft.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
  });

  it('shows a scheduled post from its moment on, not before', async () => {
    const post = await create();
    const at = new Date(now.getTime() + 2 * 3_600_000).toISOString();
    const scheduled = await publish(post.id, at);
    expect(scheduled).toMatchObject({ state: 'scheduled', publish_at: at });
    expect(await feedIds(demo)).not.toContain(post.id);
    expect((await get(`/api/news/${post.id}`, demo)).statusCode).toBe(404);
    const before = now;
    now = new Date(now.getTime() + 3 * 3_600_000);
    try {
      expect(await feedIds(demo)).toContain(post.id);
      expect((await get(`/api/admin/news/${post.id}`, editor)).json().state).toBe('published');
    } finally {
      now = before;
    }
  });

  it("shows a category's post to its members only, also by id", async () => {
    const post = await create({ audience: 'category', audience_id: category });
    expect(post.audience_name).toBe('Senior');
    await publish(post.id);
    expect(await feedIds(demo)).toContain(post.id);
    expect((await get(`/api/news/${post.id}`, demo)).statusCode).toBe(200);
    expect(await feedIds(marker)).not.toContain(post.id);
    const byId = await get(`/api/news/${post.id}`, marker);
    expect(byId.statusCode).toBe(404);
    expect(byId.json().code).toBe('NOT_FOUND');
  });

  it("shows a match's post to its participants only", async () => {
    const post = await create({ audience: 'match', audience_id: match });
    await publish(post.id);
    expect(await feedIds(entrant)).toContain(post.id);
    expect((await get(`/api/news/${post.id}`, entrant)).statusCode).toBe(200);
    const entered = new Set(
      (
        await t.database.db
          .select({ id: matchRegistrations.relatie_id })
          .from(matchRegistrations)
          .where(eq(matchRegistrations.match_id, match))
      ).map((r) => r.id),
    );
    const outsider = [demo, marker].find((_, i) => !entered.has(ids[i]!));
    expect(outsider).toBeDefined();
    expect(await feedIds(outsider!)).not.toContain(post.id);
    expect((await get(`/api/news/${post.id}`, outsider!)).statusCode).toBe(404);
  });

  it('lists the audiences the editor may choose', async () => {
    const res = await get('/api/admin/news/audiences', editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().categories).toContainEqual({ id: category, naam: 'Senior' });
  });

  /** Uploads a `width` x `height` PNG as the post's picture; answers its URL. */
  async function upload(postId: number, width: number, height: number) {
    const png = await sharp({ create: { width, height, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${postId}/picture`,
      headers: {
        ...headers(editor),
        'content-type': MULTIPART_TYPE,
      },
      payload: multipartBody({ data: png, name: 'a.png', type: 'image/png' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return AdminNewsItem.parse(res.json()).afbeelding_url!;
  }
  const sizeOf = async (url: string) => {
    const { width, height } = await sharp((await get(url, demo)).rawPayload).metadata();
    return [width, height];
  };

  it('takes a picture as a profile picture is taken, and removes it', async () => {
    const post = await create();
    const url = await upload(post.id, 40, 30);
    expect(url).toMatch(/^\/api\/news\/pictures\/[A-Za-z0-9_-]{22}-xl\.jpg$/);
    const picture = await get(url, demo);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    // In its own proportions: not cut to a square.
    expect(await sizeOf(url)).toEqual([40, 30]);
    expect((await get(url, zuidAdmin)).statusCode).toBe(404);
    const removed = await send('DELETE', `/api/admin/news/${post.id}/picture`, editor);
    expect(removed.json().afbeelding_url).toBeNull();

    const text = await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${post.id}/picture`,
      headers: {
        ...headers(editor),
        'content-type': MULTIPART_TYPE,
      },
      payload: multipartBody({ data: Buffer.from('not a picture'), name: 'a.png' }),
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('keeps a large picture whole, its longer side at most 1600 pixels', async () => {
    const post = await create();
    expect(await sizeOf(await upload(post.id, 3000, 1000))).toEqual([1600, 533]);
    expect(await sizeOf(await upload(post.id, 900, 2700))).toEqual([533, 1600]);
  });
});
