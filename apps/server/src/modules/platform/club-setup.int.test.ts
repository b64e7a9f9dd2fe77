import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';
import { count, eq } from 'drizzle-orm';
import { clubs, countries } from '../../db/schema';
import { PlatformRepository } from './platform.repository';
import { CREATE_HOGE_DIJK } from '../../../test/club-fixtures';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/harness';
import { loginCall } from '../../../test/login';
import { ClubSetupService } from './club-setup.service';
import { runClubCommand } from './club-command';

const PUBLIC_URL = 'https://golf.example.nl';
const PASSWORD = 'Hoge-Dijk-2026';

let now = new Date();
let t: TestApp;
let service: ClubSetupService;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  const clock = () => now;
  service = new ClubSetupService(t.database.db, clock);
});
afterAll(() => t.close());

/** Runs `npm run club -- …args` in-process; answers the exit code and what it printed. */
async function club(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runClubCommand(args, service, PUBLIC_URL, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const tokenOf = (output: string) => {
  const line = output.split('\n').find((l) => l.startsWith(`${PUBLIC_URL}/login#password=`));
  if (!line) throw new Error(`no link in: ${output}`);
  return line.slice(line.indexOf('=') + 1);
};

const setPassword = (token: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { token, password },
  });

const login = (clubId: number, username: string, password = PASSWORD) =>
  loginCall(t.app, clubId, username, password);

const platformClubs = async () =>
  (await t.app.inject({ url: '/api/clubs' })).json() as { id: number; snelnaam: string }[];

const clubCount = async () => (await t.database.db.select({ n: count() }).from(clubs))[0]!.n;

describe('npm run club', () => {
  let token: string;
  let clubId: number;

  it('refuses a create without its required options, and writes nothing', async () => {
    const r = await club('create', '--name', 'X');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--short-name is required');
    expect(r.err).toContain('--timezone is required');
    expect(r.err).toContain('--admin is required');
    expect(r.err).toContain('name must be at least 2 characters');
    expect(await clubCount()).toBe(0);
  });

  it('refuses a time zone that is not one, an unknown option and an unknown command', async () => {
    const zone = await club(...CREATE_HOGE_DIJK.slice(0, 6), 'Mars/Base', '--admin', 'beheer');
    expect(zone.code).toBe(2);
    expect(zone.err).toContain('timezone must be an IANA zone');
    expect((await club('create', '--colour', 'green')).code).toBe(2);
    expect((await club('reopen')).err).toContain('Unknown command: reopen');
    expect(await clubCount()).toBe(0);
  });

  it('prints its commands with --help', async () => {
    const r = await club('--help');
    expect(r.code).toBe(0);
    for (const command of ['create', 'list', 'disable', 'enable', 'link', 'admin']) {
      expect(r.out).toContain(`  ${command}`);
    }
  });

  it('creates the club on an empty database, with the countries, and prints the link', async () => {
    const r = await club(...CREATE_HOGE_DIJK);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Club created: Golfclub De Hoge Dijk (hogedijk, number 1000');
    token = tokenOf(r.out);
    expect(token).toMatch(/^[\w-]{43}$/);
    const listed = (await platformClubs()).find((c) => c.snelnaam === 'hogedijk');
    expect(listed).toBeDefined();
    clubId = listed!.id;
    const [c] = await t.database.db.select({ n: count() }).from(countries);
    expect(c!.n).toBeGreaterThan(200);
  });

  it('refuses a second club with the same short name', async () => {
    const r = await club(...CREATE_HOGE_DIJK);
    expect(r.code).toBe(1);
    expect(r.err).toContain('a club with short name hogedijk exists');
    expect(await clubCount()).toBe(1);
  });

  it('lets the administrator in only once the link set the password', async () => {
    expect((await login(clubId, 'beheer')).statusCode).toBe(401);
    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ club: clubId, username: 'beheer' });
    const res = await login(clubId, 'beheer');
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      url: '/api/auth/login',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json()).toMatchObject({ status: 'logged_in' });
  });

  it('gives the club a placeholder for unknown players, which no member list or login finds', async () => {
    const cookie = sessionCookie(await login(clubId, 'beheer'));
    const get = (url: string) => t.app.inject({ url, headers: { cookie } });
    const { onbekend_relatie_id: placeholder } = (await get('/api/config')).json() as {
      onbekend_relatie_id: number | null;
    };
    expect(placeholder).toEqual(expect.any(Number));
    const listed = (await get('/api/admin/members?include_deactivated=true')).json() as {
      members: { relatie_id: number }[];
    };
    expect(listed.members.map((m) => m.relatie_id)).not.toContain(placeholder);
    expect((await get(`/api/admin/members/${placeholder}`)).statusCode).toBe(404);
    expect((await get('/api/relatie/search?term=onbekend')).json()).toEqual([]);
  });

  it('uses a link once', async () => {
    const again = await setPassword(token, 'Another-password-1');
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('PASSWORD_LINK_INVALID');
    expect((await login(clubId, 'beheer')).statusCode).toBe(200);
  });

  it('lists the club with its administrator', async () => {
    const r = await club('list');
    expect(r.out).toMatch(
      /^hogedijk\t1000\tGolfclub De Hoge Dijk\t1 members\tadmins: beheer\tactive$/m,
    );
  });

  it('disables a club: no login, sessions end, not offered; enable undoes it', async () => {
    const session = sessionCookie(await login(clubId, 'beheer'));
    const self = () => t.app.inject({ url: '/api/relatie/self', headers: { cookie: session } });
    expect((await self()).statusCode).toBe(200);
    expect((await club('disable', '--short-name', 'hogedijk')).code).toBe(0);
    // A server trusts a looked-up session for ten seconds (auth.service.ts SESSION_CACHE_MS).
    now = new Date(now.getTime() + 11_000);
    expect((await self()).statusCode).toBe(401);
    expect((await platformClubs()).map((c) => c.snelnaam)).not.toContain('hogedijk');
    expect((await login(clubId, 'beheer')).statusCode).toBe(401);
    expect((await club('list')).out).toMatch(/hogedijk.*disabled since/);

    expect((await club('enable', '--short-name', 'hogedijk')).code).toBe(0);
    expect((await login(clubId, 'beheer')).statusCode).toBe(200);
  });

  it('gives a member a new link', async () => {
    const r = await club('link', '--short-name', 'hogedijk', '--username', 'BEHEER');
    expect(r.code).toBe(0);
    expect((await setPassword(tokenOf(r.out), 'A-new-password-2')).statusCode).toBe(200);
    expect((await login(clubId, 'beheer', 'A-new-password-2')).statusCode).toBe(200);
    expect((await club('link', '--short-name', 'hogedijk', '--username', 'nobody')).err).toContain(
      'no member nobody at hogedijk',
    );
    expect((await club('disable', '--short-name', 'nowhere')).code).toBe(1);
  });

  it('adds a club off the platform with its town: no administrator, not offered to log in', async () => {
    const zoute = ['create', '--name', 'Royal Zoute Golf Club', '--short-name', 'zoute'];
    const rest = ['--timezone', 'Europe/Brussels', '--country', 'BE', '--place', 'Knokke'];
    const withAdmin = await club(...zoute, ...rest, '--off-platform', '--admin', 'beheer');
    expect(withAdmin.code).toBe(2);
    expect(withAdmin.err).toContain('a club off the platform has no administrator');
    expect((await club(...zoute, ...rest)).err).toContain('--admin is required');

    const r = await club(...zoute, ...rest, '--off-platform');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Club created: Royal Zoute Golf Club (zoute');
    expect(r.out).not.toContain('/login#password=');
    const [row] = await t.database.db.select().from(clubs).where(eq(clubs.snelnaam, 'zoute'));
    expect(row).toMatchObject({ on_platform: false, plaats: 'Knokke', environment: 'club' });
    expect((await platformClubs()).map((c) => c.snelnaam)).not.toContain('zoute');
  });

  it('makes a federation (type f) the federation environment', async () => {
    const { club: ngf, token } = await service.create({
      name: 'NGF Federatie',
      shortName: 'ngf',
      timezone: 'Europe/Amsterdam',
      language: 'nl_NL',
      type: 'f',
      country: 'NL',
    });
    expect(token).toBeNull();
    expect(ngf).toMatchObject({ environment: 'federation', on_platform: true, plaats: null });
  });

  it('appoints a member of the club its administrator', async () => {
    await new PlatformRepository(t.database.db).insertMember({
      clubId,
      username: 'secretaris',
      lastName: 'Secretaris',
      email: null,
      language: 'nl_NL',
      roles: [],
    });
    const appoint = (shortName: string, username: string) =>
      club('admin', '--short-name', shortName, '--username', username);
    const r = await appoint('hogedijk', 'Secretaris');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Secretaris is now an administrator of hogedijk');
    expect((await appoint('hogedijk', 'secretaris')).out).toContain('was already');
    expect((await club('list')).out).toMatch(/^hogedijk\t.*admins: beheer, secretaris\t/m);
    expect((await appoint('hogedijk', 'nobody')).err).toContain('no member nobody at hogedijk');
    expect((await appoint('zoute', 'beheer')).err).toContain('zoute is not on the platform');
  });
});
