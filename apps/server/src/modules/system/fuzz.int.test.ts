import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

/**
 * QUALITY.md "Bad input never gets a 500": every endpoint gets arbitrary bodies, queries and ids
 * (wrong types, huge strings, unicode, negative and absurd numbers). Each answer is below 500 and,
 * when refused, carries the error body with a code and a message.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('marker');
});
afterAll(() => t.close());

const weird = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    '../../etc/passwd',
    '%00',
    'a\u0000b',
    'null',
    '9'.repeat(40),
  ),
);
const body = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom(
      'club',
      'username',
      'password',
      'subject',
      'feedback',
      'path',
      'title',
      'email',
      'geboortedatum',
      'voorkeurstaal',
      'geslacht',
      'roepnaam',
    ),
    weird,
  ),
);

function expectClean(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.json()).toEqual(
      expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    );
  }
}

describe('fuzzing every endpoint from its contract', () => {
  it.each(['/api/auth/login', '/api/feedback', '/api/relatie/self', '/api/pageviews'])(
    'POST %s never answers 5xx',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...writeHeaders(cookie), 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expectClean(res);
        }),
        { numRuns: 60 },
      );
    },
  );

  it.each([
    '/api/news?limit=',
    '/api/news?offset=',
    '/api/clubs/foreign?term=',
    '/api/clubs/foreign?limit=',
    '/api/news/',
    '/i18n/',
  ])('GET %s<arbitrary> never answers 5xx', async (prefix) => {
    await fc.assert(
      fc.asyncProperty(weird, async (value) => {
        const res = await t.app.inject({
          url: prefix + encodeURIComponent(String(value)),
          headers: { cookie },
        });
        expectClean(res);
      }),
      { numRuns: 60 },
    );
  });
});
