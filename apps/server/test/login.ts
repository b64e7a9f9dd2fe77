import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@fairway/contract';

/*
 * Logging in through the app, for the test harness and for the tests and benchmarks that build
 * an app of their own. No vitest here: the benchmarks run without it.
 */

/** The clubs.id of a club by snelnaam, as GET /api/clubs lists them; throws for an unknown one. */
export async function clubIdsOf(app: FastifyInstance): Promise<(snelnaam: string) => number> {
  const clubs = (await app.inject({ url: '/api/clubs' })).json() as {
    id: number;
    snelnaam: string;
  }[];
  const ids = new Map(clubs.map((c) => [c.snelnaam, c.id]));
  return (snelnaam) => {
    const id = ids.get(snelnaam);
    if (!id) throw new Error(`no demo club ${snelnaam}`);
    return id;
  };
}

/** POST /api/auth/login as the app's login screen sends it; the answer as it comes. */
export const loginCall = (app: FastifyInstance, club: number, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { club, username, password },
  });

/** The `fw_session=...` pair of a login answer, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const first = (Array.isArray(set) ? set : [set ?? '']).find((c) => c.startsWith('fw_session='));
  if (!first) throw new Error('no session cookie');
  return first.split(';')[0]!;
}

/**
 * Logs a demo account in (its password is its user name) and returns its session cookie; throws
 * when the login is refused.
 */
export async function loginCookie(
  app: FastifyInstance,
  club: number,
  username: string,
): Promise<string> {
  const res = await loginCall(app, club, username, username);
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}
