import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { AdminNewsItem } from '@fairway/contract';
import { matchRegistrations, memberCategories, memberships } from '../src/db/schema';
import { callAs, type TestApp } from './harness';

/** The relatie id of a session's member. */
export const selfId = async (t: TestApp, cookie: string) =>
  ((await t.app.inject({ url: '/api/relatie/self', headers: { cookie } })).json() as { id: number })
    .id;

/**
 * The audiences a news post of demo's club can have besides everyone: a member category
 * ('Senior', which the member of `demo`'s session joins; marker holds none) and a match, with a
 * session of a member signed up for it (`entrant`).
 */
export async function newsAudiences(t: TestApp, demo: string) {
  const db = t.database.db;
  const club = t.clubId('demo');
  const [senior] = await db
    .insert(memberCategories)
    .values({ club_id: club, naam: 'Senior' })
    .returning();
  await db
    .update(memberships)
    .set({ category_id: senior!.id })
    .where(and(eq(memberships.club_id, club), eq(memberships.id, await selfId(t, demo))));
  const [entry] = await db
    .select()
    .from(matchRegistrations)
    .where(and(eq(matchRegistrations.club_id, club), isNotNull(matchRegistrations.relatie_id)))
    .limit(1);
  return {
    category: senior!.id,
    match: entry!.match_id,
    entrant: await t.sessionFor(entry!.relatie_id!),
  };
}

/**
 * The news editor's writes on the app `t()` gives, as the session `editor()` gives: `send` with an
 * Idempotency-Key of its own each time; `create` a draft post for everyone (`values` change it);
 * `publish` a post now, or at `at`. Both answer the post as the editor sees it.
 */
export function newsEditorCalls(t: () => TestApp, editor: () => string) {
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    callAs(t(), method, url, editor(), payload, { 'idempotency-key': randomUUID() });
  const answer = (res: Awaited<ReturnType<typeof send>>, status: number) => {
    expect(res.statusCode, res.body).toBe(status);
    return AdminNewsItem.parse(res.json());
  };
  return {
    send,
    create: async (values: object = {}) =>
      answer(
        await send('POST', '/api/admin/news', {
          titel: 'Nieuwe baan open',
          inhoud: '<p>Welkom</p>',
          audience: 'everyone',
          ...values,
        }),
        201,
      ),
    publish: async (id: number, at: string | null = null) =>
      answer(await send('POST', `/api/admin/news/${id}/publish`, { at }), 200),
  };
}
