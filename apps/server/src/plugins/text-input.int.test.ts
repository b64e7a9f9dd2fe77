import { describe, expect, it } from 'vitest';
import { callAs, readAs, type TestApp, withTestApp } from '../../test/harness';
import { feedback } from '../db/schema';

// Strings with U+0000 passed every contract and then failed in PostgreSQL as a 500 (found by
// sending every call's fields odd values); they are refused before validation, naming the field.
let t: TestApp;
let demo: string;
withTestApp(async (app) => {
  t = app;
  demo = await app.login('demo');
});

const NUL_MESSAGE = 'may not contain a NUL character (U+0000)';
const sendFeedback = (payload: object) => callAs(t, 'POST', '/api/feedback', demo, payload);

describe('a NUL character in any input is a 400 naming the field', () => {
  it('in a login field: refused, and no session is opened', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-fairway-request': '1' },
      payload: { club: t.clubId('demo'), username: 'de\u0000mo', password: 'demo' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: [{ field: 'username', message: NUL_MESSAGE }],
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('in a search term of the query string', async () => {
    const res = await readAs(t, '/api/clubs/foreign?term=a%00b', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`term: ${NUL_MESSAGE}`);
  });

  it('in feedback text: refused and nothing stored', async () => {
    const before = (await t.database.db.select().from(feedback)).length;
    const res = await sendFeedback({ subject: 'Baan', feedback: 'mooi\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'feedback', message: NUL_MESSAGE }]);
    expect((await t.database.db.select().from(feedback)).length).toBe(before);
  });

  it('deep in a body, named by its path', async () => {
    const res = await sendFeedback({
      subject: 'Baan',
      feedback: 'ok',
      extra: { list: ['a', 'b\u0000'] },
    });
    expect(res.json().fields).toEqual([{ field: 'extra.list.1', message: NUL_MESSAGE }]);
  });

  it('a body nested thousands deep: a 400, not a stack overflow', async () => {
    const login = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-fairway-request': '1', 'content-type': 'application/json' },
        payload,
      });
    const deep = (inner: string) => '['.repeat(20_000) + inner + ']'.repeat(20_000);
    expect((await login(deep(''))).statusCode).toBe(400);
    const withNul = await login(deep('"\\u0000"'));
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().message).toMatch(/^0\.0\.0\..*: may not contain a NUL/);
  });

  it('answers the same text without the character as usual', async () => {
    const res = await readAs(t, '/api/clubs/foreign?term=ab', demo);
    expect(res.statusCode).toBe(200);
  });
});
