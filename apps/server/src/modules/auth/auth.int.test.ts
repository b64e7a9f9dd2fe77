import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@fairway/contract';
import { createTestApp, sessionCookie, writeHeaders, type TestApp } from '../../../test/harness';
import { MAX_FAILURES_PER_ACCOUNT } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = { [CSRF_HEADER]: '1' }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: payload as object });

describe('POST /api/auth/login', () => {
  it('logs a demo member in with a new HttpOnly session cookie', async () => {
    const res = await login({ club: t.clubId('demo'), username: 'demo', password: 'demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/fw_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('accepts the username case-insensitively', async () => {
    const res = await login({ club: t.clubId('demo'), username: 'DEMO', password: 'demo' });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same whether club, username or password was wrong', async () => {
    const wrong = [
      { club: t.clubId('zuid'), username: 'marker', password: 'marker' },
      { club: t.clubId('demo'), username: 'nobody', password: 'marker' },
      { club: t.clubId('demo'), username: 'marker', password: 'wrong' },
      { club: 999_999, username: 'marker', password: 'marker' },
    ];
    const bodies = [];
    for (const payload of wrong) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      bodies.push(res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'invalid username, password and club combination',
    });
  });

  it.each([
    [{ club: 0, username: 'demo', password: 'demo' }, 'club'],
    [{ club: '', username: 'demo', password: 'demo' }, 'club'],
    [{ username: 'demo', password: 'demo' }, 'club'],
    [{ club: 2, username: '', password: 'demo' }, 'username'],
    [{ club: 2, username: 'demo' }, 'password'],
    [{ club: 2, username: 'x'.repeat(101), password: 'demo' }, 'username'],
    [{ club: 2, username: 'demo', password: 'p'.repeat(201) }, 'password'],
    [{ club: 2, username: ['demo'], password: 'demo' }, 'username'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it("says 'club may not be empty' for club 0", async () => {
    const res = await login({ club: 0, username: 'demo', password: 'demo' });
    expect(res.json().fields[0].message).toBe('club may not be empty');
  });

  it('refuses a login without the CSRF header, and from another origin', async () => {
    const payload = { club: t.clubId('demo'), username: 'demo', password: 'demo' };
    expect((await login(payload, {})).statusCode).toBe(403);
    const cross = await login(payload, {
      [CSRF_HEADER]: '1',
      origin: 'https://evil.example',
      host: 'localhost',
    });
    expect(cross.statusCode).toBe(403);
  });

  it('limits failed logins per account with 429, also for the right password', async () => {
    const club = t.clubId('veldzicht');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login({ club, username: 'veld', password: 'bad' })).statusCode).toBe(401);
    }
    const blocked = await login({ club, username: 'veld', password: 'veld' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('GET /api/auth/login (session check)', () => {
  it('answers logged_out without a session', async () => {
    const res = await t.app.inject({ url: '/api/auth/login' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'logged_out', club: null });
  });

  it('answers logged_in with the session club', async () => {
    const cookie = await t.login('zuid');
    const res = await t.app.inject({ url: '/api/auth/login', headers: { cookie } });
    expect(res.json()).toMatchObject({
      status: 'logged_in',
      club: { naam: 'Golfbaan Zuid', snelnaam: 'zuid', club_id: 202 },
    });
  });

  it('treats a forged cookie as no session', async () => {
    const res = await t.app.inject({
      url: '/api/auth/login',
      headers: { cookie: 'fw_session=' + 'A'.repeat(43) },
    });
    expect(res.json().status).toBe('logged_out');
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { [CSRF_HEADER]: '1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('revokes the session: the cookie no longer works', async () => {
    const cookie = await t.login('marker');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: writeHeaders(cookie),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success' });
    const after = await t.app.inject({ url: '/api/relatie/self', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('a new login replaces the session the browser had', async () => {
    const first = await t.login('demo');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: writeHeaders(first),
      payload: { club: t.clubId('demo'), username: 'demo', password: 'demo' },
    });
    const second = sessionCookie(res);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ url: '/api/config', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/config', headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });
});
