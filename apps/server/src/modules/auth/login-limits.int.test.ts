import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER } from '@fairway/contract';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../../test/harness';
import { LOGIN_LIMITS } from './auth.service';
import { DEVICE_COOKIE } from './login-devices';

// Correct logins never count as failures, guessing stays limited, and a member's own known device
// gets past the locks others' guesses put on the account or the address.
let now = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());
// Every lockout and its memory have ended by the next test.
afterEach(() => {
  now = new Date(now.getTime() + 3 * 24 * 3600_000);
});

interface Credentials {
  username: string;
  password: string;
  club?: string;
}

function loginAt(
  app: FastifyInstance,
  { username, password, club = 'demo' }: Credentials,
  address: string,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
    payload: { club: t.clubId(club), username, password },
    remoteAddress: address,
  });
}
const login = (c: Credentials, address: string, cookie?: string) =>
  loginAt(t.app, c, address, cookie);

/** The `fw_device=...` pair a successful login sets, ready for a Cookie header. */
function deviceCookie(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const cookie = (Array.isArray(set) ? set : [set ?? '']).find((c) =>
    c.startsWith(`${DEVICE_COOKIE}=`),
  );
  if (!cookie) throw new Error('no device cookie');
  return cookie;
}
const pair = (setCookie: string) => setCookie.split(';')[0]!;

/** A device the member logged in with before: its cookie. */
async function knownDevice(c: Credentials, address = '10.9.9.9'): Promise<string> {
  const res = await login(c, address);
  expect(res.statusCode).toBe(200);
  return pair(deviceCookie(res));
}

const marker = { username: 'marker', password: 'marker' };
const gast = { username: 'gast', password: 'gast' };
const demo = { username: 'demo', password: 'demo' };
const zuid = { username: 'zuid', password: 'zuid', club: 'zuid' };
const wrong = (c: Credentials, i = 0) => ({ ...c, password: `wrong-${i}` });

describe('correct logins are never counted as failures', () => {
  it('10 correct logins at once for one account from one address all succeed', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(marker, '10.1.0.1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
  });

  it('200 correct logins from one address, two at a time, all succeed; a wrong one then is 401', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const answers = await Promise.all([login(demo, '10.1.0.2'), login(marker, '10.1.0.2')]);
      statuses.push(...answers.map((a) => a.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await login(wrong(demo), '10.1.0.2')).statusCode).toBe(401);
  }, 120_000);
});

describe('guessing stays limited', () => {
  it('the 6th wrong password from one address for one account is 429', async () => {
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.limit; i++)
      expect((await login(wrong(gast, i), '10.2.0.1')).statusCode).toBe(401);
    const refused = await login(wrong(gast, 99), '10.2.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: 900 });
    // The right password too, until the lockout ends.
    expect((await login(gast, '10.2.0.1')).statusCode).toBe(429);
  });

  it('a parallel burst of 20 guesses checks at most the limit; the right one last is refused', async () => {
    const burst = [...Array.from({ length: 19 }, (_, i) => wrong(marker, i)), marker];
    const answers = await Promise.all(burst.map((g) => login(g, '10.2.0.2')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      LOGIN_LIMITS.accountAddress.limit,
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      burst.length - LOGIN_LIMITS.accountAddress.limit,
    );
    expect(statuses.at(-1)).toBe(429);
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a known device', () => {
  it('gets the member in after 30 wrong passwords over 6 addresses locked the account', async () => {
    const phone = await knownDevice(marker);
    const { limit } = LOGIN_LIMITS.accountAddress;
    for (let a = 0; a < LOGIN_LIMITS.account.limit / limit; a++)
      for (let i = 0; i < limit; i++)
        expect((await login(wrong(marker, i), `10.3.0.${a}`)).statusCode).toBe(401);

    // A new device is locked out of the account, from any address ...
    const fresh = await login(marker, '10.3.1.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().retry_after).toBe(900);
    // ... the member's own phone is not, from anywhere.
    const own = await login(marker, '10.3.1.2', phone);
    expect(own.statusCode).toBe(200);
    // The device gets a new cookie at each login; the new one works as well.
    const next = pair(deviceCookie(own));
    expect(next).not.toBe(phone);
    expect((await login(marker, '10.3.0.1', next)).statusCode).toBe(200);
  });

  it('of another member does not help: it counts as a new device for this account', async () => {
    const demoPhone = await knownDevice(demo);
    const { limit } = LOGIN_LIMITS.accountAddress;
    for (let a = 0; a < LOGIN_LIMITS.account.limit / limit; a++)
      for (let i = 0; i < limit; i++)
        expect((await login(wrong(gast, i), `10.4.0.${a}`)).statusCode).toBe(401);
    expect((await login(gast, '10.4.1.1', demoPhone)).statusCode).toBe(429);
    // A cookie that is no device's at all gives nothing either.
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(43)}`;
    expect((await login(gast, '10.4.1.1', forged)).statusCode).toBe(429);
  });

  it('gets past a lock on its address (a shared network), for its own account only', async () => {
    const phone = await knownDevice(zuid, '10.5.0.9');
    for (let i = 0; i < LOGIN_LIMITS.address.limit; i++) {
      const res = await login({ username: `nobody-${i}`, password: 'x' }, '10.5.0.1');
      expect(res.statusCode).toBe(401);
    }
    expect((await login(zuid, '10.5.0.1')).statusCode).toBe(429);
    expect((await login(demo, '10.5.0.1', phone)).statusCode).toBe(429);
    expect((await login(zuid, '10.5.0.1', phone)).statusCode).toBe(200);
  });

  it('has a limit of its own, so a stolen cookie is no master key', async () => {
    const phone = await knownDevice(demo);
    const { limit } = LOGIN_LIMITS.device;
    // From as many addresses as the thief likes.
    for (let i = 0; i < limit; i++)
      expect((await login(wrong(demo, i), `10.6.0.${i}`, phone)).statusCode).toBe(401);
    const refused = await login(demo, '10.6.1.1', phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retry_after).toBe(900);
    // The device's lock is not the account's: the member logs in on another device meanwhile.
    expect((await login(demo, '10.6.1.2')).statusCode).toBe(200);
  });

  it('repeat lockouts of one device last longer', async () => {
    const phone = await knownDevice(marker);
    const { limit } = LOGIN_LIMITS.device;
    const waits = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < limit; i++)
        expect((await login(wrong(marker, i), '10.7.0.1', phone)).statusCode).toBe(401);
      const refused = await login(wrong(marker), '10.7.0.1', phone);
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().retry_after / 60);
      now = new Date(now.getTime() + refused.json().retry_after * 1000);
    }
    expect(waits).toEqual([15, 30, 60]);
  });

  it('cookie is HttpOnly, SameSite=Lax, for /api/auth only, kept a year', async () => {
    const res = await login(demo, '10.8.0.1');
    const cookie = deviceCookie(res);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43};`));
    expect(cookie).toMatch(/; Path=\/api\/auth(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(cookie).toMatch(/; Max-Age=31536000(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('cookie is Secure behind HTTPS', async () => {
    const secure = await buildApp({ db: t.database.db, clock: () => now, cookieSecure: true });
    try {
      const res = await loginAt(secure, demo, '10.8.0.2');
      expect(deviceCookie(res)).toMatch(/; Secure(;|$)/);
    } finally {
      await secure.close();
    }
  });

  it('a malformed device cookie is ignored; bad input is still a 400', async () => {
    const odd = `${DEVICE_COOKIE}=${encodeURIComponent('x;y'.repeat(200))}`;
    expect((await login(demo, '10.8.0.3', odd)).statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { [CSRF_HEADER]: '1', cookie: odd },
      payload: { club: t.clubId('demo'), username: '', password: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('requests through a proxy without TRUST_PROXY', () => {
  it('are warned about once, in one log line', async () => {
    const app = await buildApp({ db: t.database.db, clock: () => now });
    try {
      const warn = vi.spyOn(app.log, 'warn');
      await app.inject({ url: '/api/health' });
      expect(warn).not.toHaveBeenCalled();
      for (let i = 0; i < 3; i++)
        await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]!.at(-1))).toMatch(/TRUST_PROXY/);
    } finally {
      await app.close();
    }
  });

  it('are not warned about with TRUST_PROXY', async () => {
    const app = await buildApp({ db: t.database.db, clock: () => now, trustProxy: true });
    try {
      const warn = vi.spyOn(app.log, 'warn');
      await app.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});
