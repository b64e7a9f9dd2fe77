import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { pageViews } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok without a session', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /i18n/{lang}.json', () => {
  it.each(['nl_NL', 'en_US', 'et_EE'])('serves %s without a session', async (lang) => {
    const res = await t.app.inject({ url: `/i18n/${lang}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(Object.keys(res.json()).length).toBeGreaterThan(0);
  });
  it('carries the notification texts of the contract beside the web app own', async () => {
    const file = (await t.app.inject({ url: '/i18n/en_US.json' })).json();
    expect(file.notifications.kindName.card_signed).toBe('Card marked');
    expect(file.notifications.kind.card_signed).toContain('{{marker}}');
    expect(file.notifications.title).toBe('Notifications');
  });
  it.each(['de_DE', 'xx', '..%2Fpackage'])('answers 404 for %s', async (lang) => {
    expect((await t.app.inject({ url: `/i18n/${lang}.json` })).statusCode).toBe(404);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/news/{id}', '/api/feedback']),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('POST /api/pageviews', () => {
  const pageview = (cookie: string | undefined, payload: object) =>
    callAs(t, 'POST', '/api/pageviews', cookie, payload);
  it('answers 401 without a session', async () => {
    const res = await pageview(undefined, { path: '/app/news', title: 'Nieuws' });
    expect(res.statusCode).toBe(401);
  });
  it('refuses a path that is not a path', async () => {
    const res = await pageview(await t.login('demo'), { path: 'http://x', title: 'Nieuws' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('path');
  });
  it('stores a page view with its Dutch title for the session club', async () => {
    const res = await pageview(await t.login('zuid'), { path: '/app/news', title: 'Nieuws' });
    expect(res.statusCode).toBe(204);
    const rows = await t.database.db.select().from(pageViews);
    expect(rows).toEqual([
      expect.objectContaining({ club_id: t.clubId('zuid'), path: '/app/news', title: 'Nieuws' }),
    ]);
  });
});

describe('unknown /api routes and bad bodies', () => {
  it('answers 401 for an unknown /api path without a session, 404 with one', async () => {
    expect((await t.app.inject({ url: '/api/nope' })).statusCode).toBe(401);
    const cookie = await t.login('demo');
    expect((await t.app.inject({ url: '/api/nope', headers: { cookie } })).statusCode).toBe(404);
  });
  it('answers 400 on malformed JSON, not 500', async () => {
    const cookie = await t.login('demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...writeHeaders(cookie), 'content-type': 'application/json' },
      payload: '{"subject": ',
    });
    expect(res.statusCode).toBe(400);
  });
});
