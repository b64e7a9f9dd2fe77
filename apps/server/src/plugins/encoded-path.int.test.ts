import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, PAYMENT_WEBHOOK_PATH } from '@fairway/contract';
import { type TestApp, withTestApp } from '../../test/harness';

// The router decodes a percent-encoded path before it matches a route, so `/%61pi/…` is answered
// by the `/api/…` route. The session, CSRF and no-store rules are decided by the same route, so
// such a path gets exactly what the plain one gets.
let t: TestApp;

withTestApp(async (app) => {
  t = app;
});

const ENCODED = '/%61pi/';
const encoded = (url: string) => ENCODED + url.slice('/api/'.length);

/** Every registered /api route and its methods, read from the router's printed tree. */
function apiRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents.push(url);
    if (!url.startsWith('/api/') || !match[3]) continue;
    for (const method of match[3].split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
  }
  return routes;
}

/** A concrete path of a route: each parameter 1, a wildcard `x`. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+(\([^)]*\))?/g, '1').replace(/\*$/, 'x');

describe('an /api path with a percent-encoded letter', () => {
  it('of a member call without a session is refused (401), as the plain path is', async () => {
    const plain = await t.app.inject({ url: '/api/clubs/foreign?term=a' });
    const res = await t.app.inject({ url: '/%61pi/clubs/foreign?term=a' });
    expect(plain.statusCode).toBe(401);
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('of the login without the CSRF header is refused (403) and opens no session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      payload: { club: t.clubId('demo'), username: 'demo', password: 'demo' },
    });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: string }).code).toBe('CSRF');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('of no route is not found, while the plain path of no route still needs a session', async () => {
    expect((await t.app.inject({ url: '/api/no-such-call' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/%61pi/no-such-call' })).statusCode).toBe(404);
  });

  it('of every registered /api route answers as the plain path does, without a session', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const differ: string[] = [];
    for (const { method, url } of routes) {
      const path = concrete(url);
      for (const headers of [{}, { [CSRF_HEADER]: CSRF_HEADER_VALUE }]) {
        const call = (u: string) =>
          t.app.inject({ method: method as 'GET', url: u, headers: { ...headers } });
        const plain = await call(path);
        const other = await call(encoded(path));
        // The provider's webhook is let past CSRF at its exact path only (security.ts): another
        // spelling of it is held to the rule, which is stricter, never looser.
        const webhook = method === 'POST' && path === PAYMENT_WEBHOOK_PATH;
        if (webhook && !(CSRF_HEADER in headers)) {
          expect(other.statusCode).toBe(403);
          continue;
        }
        if (plain.statusCode !== other.statusCode)
          differ.push(
            `${method} ${path} ${JSON.stringify(headers)}: ${plain.statusCode} vs ${other.statusCode}`,
          );
      }
    }
    expect(differ).toEqual([]);
  });
});
