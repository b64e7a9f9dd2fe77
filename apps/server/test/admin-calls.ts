import { and, desc, eq } from 'drizzle-orm';
import type { ClubRole } from '@fairway/contract';
import { auditLog, memberRoles } from '../src/db/schema';
import { readAs, writeHeaders, type TestApp } from './harness';

/**
 * The HTTP calls of an admin module's tests on the app `t()` gives: `call` writes with a session
 * and an Idempotency-Key of its own (`<prefix>-<n>`), `get` reads with or without a session.
 */
export function adminCalls(t: () => TestApp, prefix: string) {
  let key = 0;
  return {
    call: (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
      t().app.inject({
        method,
        url,
        headers: { ...writeHeaders(cookie), 'idempotency-key': `${prefix}-${++key}` },
        ...(payload ? { payload } : {}),
      }),
    get: (url: string, cookie?: string) => readAs(t(), url, cookie),
  };
}

/** The fields a 400 answer names, in its order. */
export const refusedFields = (res: { json: () => unknown }): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

/** The audit rows a club's writes of one kind of record (`entity`) left, the newest first. */
export const auditRowsOf = (t: TestApp, clubId: number, entity: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.club_id, clubId), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.id));

/**
 * A session of the member `username` (logged in at their own club, `snelnaam`) once the club has
 * given them `role` as well: another club's administrator, say.
 */
export async function sessionWithRole(
  t: TestApp,
  username: string,
  snelnaam: string,
  role: ClubRole,
) {
  const self = await t.app.inject({
    url: '/api/relatie/self',
    headers: { cookie: await t.login(username) },
  });
  const relatieId = (self.json() as { id: number }).id;
  await t.database.db
    .insert(memberRoles)
    .values({ club_id: t.clubId(snelnaam), relatie_id: relatieId, role });
  return t.sessionFor(relatieId, snelnaam);
}
