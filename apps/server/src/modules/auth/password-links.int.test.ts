import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/harness';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import { PasswordLinkRepository } from './password-links.repository';
import { PasswordLinks, PASSWORD_LINK_TTL_MS } from './password-links';

// The demo member 'demo' (relatie of the demo club) gets links made as `npm run club -- link` does.
let t: TestApp;
let now = new Date();
let links: PasswordLinks;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  links = new PasswordLinks(
    new PasswordLinkRepository(t.database.db),
    new RateLimiter(new RateLimitRepository(t.database.db), () => now),
    () => now,
  );
  const self = await t.app.inject({
    url: '/api/relatie/self',
    headers: { cookie: await t.login('demo') },
  });
  demoId = (self.json() as { id: number }).id;
});
afterAll(() => t.close());

const setPassword = (
  payload: Record<string, unknown>,
  ip = '192.0.2.1',
  headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE },
) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', headers, payload, remoteAddress: ip });

const login = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { club: t.clubId('demo'), username: 'demo', password },
  });

describe('POST /api/auth/password', () => {
  it('refuses a body that is not a token and a long enough password, naming the field', async () => {
    const token = await links.create(t.clubId('demo'), demoId);
    const short = await setPassword({ token, password: 'kort' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual([
      { field: 'password', message: 'password must be at least 10 characters' },
    ]);
    const badToken = await setPassword({ token: 'abc', password: 'Long-enough-1' });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json().fields[0].field).toBe('token');
    // Neither used the link.
    expect((await setPassword({ token, password: 'Long-enough-1' })).statusCode).toBe(200);
  });

  it('needs the CSRF header like every state-changing call', async () => {
    const token = await links.create(t.clubId('demo'), demoId);
    const res = await setPassword({ token, password: 'Long-enough-1' }, '192.0.2.1', {} as never);
    expect(res.statusCode).toBe(403);
  });

  it('answers 410 for an unknown or expired link, and leaves the password', async () => {
    const unknown = await setPassword({ token: 'x'.repeat(43), password: 'Long-enough-2' });
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().code).toBe('PASSWORD_LINK_INVALID');

    const token = await links.create(t.clubId('demo'), demoId);
    now = new Date(now.getTime() + PASSWORD_LINK_TTL_MS + 1000);
    try {
      expect((await setPassword({ token, password: 'Long-enough-2' })).statusCode).toBe(410);
    } finally {
      now = new Date();
    }
    expect((await login('Long-enough-2')).statusCode).toBe(401);
  });

  it('sets the password once when two uses of one link race, and ends the old sessions', async () => {
    const start = await links.create(t.clubId('demo'), demoId);
    expect((await setPassword({ token: start, password: 'Known-password-0' })).statusCode).toBe(
      200,
    );
    const before = await login('Known-password-0');
    expect(before.statusCode).toBe(200);
    const cookie = sessionCookie(before);
    const token = await links.create(t.clubId('demo'), demoId);
    const [a, b] = await Promise.all([
      setPassword({ token, password: 'Racing-password-A' }),
      setPassword({ token, password: 'Racing-password-B' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 410]);
    const [winner, loser] =
      a.statusCode === 200
        ? ['Racing-password-A', 'Racing-password-B']
        : ['Racing-password-B', 'Racing-password-A'];
    expect((await login(winner)).statusCode).toBe(200);
    expect((await login(loser)).statusCode).toBe(401);
    // A server trusts a looked-up session for ten seconds (auth.service.ts SESSION_CACHE_MS).
    now = new Date(now.getTime() + 11_000);
    const me = await t.app.inject({ url: '/api/relatie/self', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('limits the tries per address (each costs a password hash)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await setPassword({ token: 'y'.repeat(43), password: 'Long-enough-3' }, '198.51.100.7'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 410)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not held up by it.
    expect(
      (await setPassword({ token: 'y'.repeat(43), password: 'Long-enough-3' }, '198.51.100.8'))
        .statusCode,
    ).toBe(410);
  });
});
