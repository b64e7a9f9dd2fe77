import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER } from '@fairway/contract';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/connect';
import {
  DB_KIND,
  createTestApp,
  sessionCookie,
  writeHeaders,
  type TestApp,
} from '../../../test/harness';
import { memberships } from '../../db/schema';
import { LOGIN_LIMITS } from './auth.service';

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

  it('locks an account out after its failed logins with 429 and Retry-After, also for the right password', async () => {
    const club = t.clubId('veldzicht');
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.limit; i++) {
      expect((await login({ club, username: 'veld', password: 'bad' })).statusCode).toBe(401);
    }
    const blocked = await login({ club, username: 'veld', password: 'veld' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'too many failed logins, try again later',
      retry_after: 900,
    });
  });
});

const CLUB_HEADERS = { [CSRF_HEADER]: '1' };
const loginOn = (app: FastifyInstance, payload: object, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: CLUB_HEADERS,
    payload,
    remoteAddress: address,
  });

/** `count` guesses for marker, the right password at a random position among them. */
function guesses(count: number) {
  const right = Math.floor(Math.random() * count);
  return Array.from({ length: count }, (_, i) => ({
    club: t.clubId('demo'),
    username: 'marker',
    password: i === right ? 'marker' : `guess-${i}`,
  }));
}

/**
 * The answers to a burst of parallel guesses: at most the limit of wrong passwords checked (401),
 * the rest refused (429). The right one passes (200) only if it was checked before the wrong
 * ones locked the account; a success is never counted as a failure.
 */
function expectLimited(statuses: number[]): void {
  expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true);
  expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
    LOGIN_LIMITS.accountAddress.limit,
  );
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
}

describe('POST /api/auth/login brute force', () => {
  it('checks at most the limit of wrong ones among 60 parallel guesses for one account', async () => {
    const answers = await Promise.all(guesses(60).map((g) => loginOn(t.app, g, '10.0.0.1')));
    expectLimited(answers.map((a) => a.statusCode));
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most the limit when the guesses are spread over two server processes', async () => {
    // A second app with its own connections to the same database, as a second API process has.
    const second = await openSecondDatabase(t);
    const other = await buildApp({ db: second.db });
    try {
      const apps = [t.app, other];
      const answers = await Promise.all(
        guesses(60).map((g, i) => loginOn(apps[i % 2]!, g, '10.0.0.2')),
      );
      expectLimited(answers.map((a) => a.statusCode));
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('locks out the guessing address, not the member logging in from elsewhere', async () => {
    const club = t.clubId('zuid');
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (await loginOn(t.app, { club, username: 'zuid', password: 'bad' }, '10.0.1.1')).statusCode,
      );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.accountAddress.limit);
    expect(statuses.slice(LOGIN_LIMITS.accountAddress.limit).every((s) => s === 429)).toBe(true);
    const member = await loginOn(t.app, { club, username: 'zuid', password: 'zuid' }, '10.0.1.2');
    expect(member.statusCode).toBe(200);
  });

  it('limits an account across addresses at a higher ceiling', async () => {
    const club = t.clubId('demo');
    const { limit } = LOGIN_LIMITS.accountAddress;
    const addresses = LOGIN_LIMITS.account.limit / limit;
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < limit; i++) {
        const res = await loginOn(t.app, { club, username: 'gast', password: 'x' }, `10.0.2.${a}`);
        expect(res.statusCode).toBe(401);
      }
    const res = await loginOn(t.app, { club, username: 'gast', password: 'gast' }, '10.0.2.250');
    expect(res.statusCode).toBe(429);
    expect(res.json().retry_after).toBe(900);
  });

  it('still limits one address across accounts', async () => {
    const club = t.clubId('demo');
    for (let i = 0; i < LOGIN_LIMITS.address.limit; i++) {
      const payload = { club, username: `nobody-${i}`, password: 'x' };
      expect((await loginOn(t.app, payload, '10.0.3.1')).statusCode).toBe(401);
    }
    const res = await loginOn(t.app, { club, username: 'demo', password: 'demo' }, '10.0.3.1');
    expect(res.statusCode).toBe(429);
  });

  it('does not count logins that succeed', async () => {
    const club = t.clubId('demo');
    for (let i = 0; i <= LOGIN_LIMITS.address.limit; i++) {
      const res = await loginOn(t.app, { club, username: 'demo', password: 'demo' }, '10.0.4.1');
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('POST /api/auth/login repeat lockouts', () => {
  let now = new Date('2026-11-22T10:00:00Z');
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ clock: () => now });
  });
  afterAll(() => c.close());

  it('lock a key out longer each time, up to a cap', async () => {
    const club = c.clubId('demo');
    const waits = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < LOGIN_LIMITS.accountAddress.limit; i++) {
        const res = await loginOn(c.app, { club, username: 'demo', password: 'x' }, '10.0.5.1');
        expect(res.statusCode).toBe(401);
      }
      const res = await loginOn(c.app, { club, username: 'demo', password: 'x' }, '10.0.5.1');
      expect(res.statusCode).toBe(429);
      const wait = Number(res.headers['retry-after']);
      expect(res.json().retry_after).toBe(wait);
      waits.push(wait / 60);
      now = new Date(now.getTime() + wait * 1000);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 240]);
    // The right password from the member's own address is not held up by the guesses.
    const member = await loginOn(c.app, { club, username: 'demo', password: 'demo' }, '10.0.5.2');
    expect(member.statusCode).toBe(200);
  });
});

/** The test database again, through a pool (PostgreSQL) or an app (PGlite) of its own. */
async function openSecondDatabase(app: TestApp) {
  if (DB_KIND === 'pglite') return { db: app.database.db, close: async () => {} };
  const { rows } = (await app.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: null });
}

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

describe('a session of a deactivated member', () => {
  // A deactivation ends the member's sessions; these hold should a session outlive it anyway.
  const setDeactivated = (username: string, at: Date | null) =>
    t.database.db
      .update(memberships)
      .set({ deactivated_at: at })
      .where(and(eq(memberships.club_id, t.clubId('demo')), eq(memberships.username, username)));

  it('logs nobody in once it is looked up again', async () => {
    const cookie = await t.login('nieuw');
    await setDeactivated('nieuw', new Date());
    try {
      const res = await t.app.inject({ url: '/api/relatie/self', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    } finally {
      await setDeactivated('nieuw', null);
    }
  });

  it('holds no role while this node still trusts it', async () => {
    const cookie = await t.login('beheer');
    const roles = () => t.app.inject({ url: '/api/admin/roles', headers: { cookie } });
    expect((await roles()).statusCode).toBe(200);
    await setDeactivated('beheer', new Date());
    try {
      expect((await roles()).statusCode).toBe(403);
    } finally {
      await setDeactivated('beheer', null);
    }
  });
});
