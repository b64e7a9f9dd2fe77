import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClubRole, CourseInfoResponse } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import { createTestApp, writeHeaders, type TestApp } from '../../test/harness';
import { memberRoles } from '../db/schema';

// Each role does its own part: the match committee manages matches, the tee-sheet manager sets
// the course status, an administrator may act as both. Members of the demo club are given one
// role at a time.
const NOW = new Date('2026-11-22T10:00:00Z');
let t: TestApp;
let courseId: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  const demo = await t.login('demo');
  const info = await t.app.inject({ url: '/api/courses/info', headers: { cookie: demo } });
  courseId = CourseInfoResponse.parse(info.json()).courses[0]!.id;
});
afterAll(() => t.close());

/** A plain member of the demo club (from the seed's numbered members) with exactly `roles`. */
async function memberWith(relatieOffset: number, roles: ClubRole[]): Promise<string> {
  const club = t.clubId('demo');
  const self = await t.app.inject({
    url: '/api/relatie/self',
    headers: { cookie: await t.login('demo') },
  });
  const relatieId = (self.json() as { id: number }).id + relatieOffset;
  const db = t.database.db;
  await db
    .delete(memberRoles)
    .where(and(eq(memberRoles.club_id, club), eq(memberRoles.relatie_id, relatieId)));
  if (roles.length > 0) {
    await db
      .insert(memberRoles)
      .values(roles.map((role) => ({ club_id: club, relatie_id: relatieId, role })));
  }
  return t.sessionFor(relatieId);
}

const setStatus = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/status`,
    headers: writeHeaders(cookie),
    payload: { open: true, winter_greens: false, buggies: true, trolleys: true },
  });
const matchList = (cookie: string) =>
  t.app.inject({ url: '/api/admin/wedstrijd', headers: { cookie } });
const rights = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/rechten', headers: { cookie } })).json() as {
    wedstrijden: boolean;
  };

describe('club roles', () => {
  it('lets the tee-sheet manager set the course status, not manage matches', async () => {
    const cookie = await memberWith(3, ['tee_sheet_manager']);
    expect((await setStatus(cookie)).statusCode).toBe(200);
    expect((await matchList(cookie)).statusCode).toBe(403);
    expect((await rights(cookie)).wedstrijden).toBe(false);
  });

  it('lets the match committee manage matches, not set the course status', async () => {
    const cookie = await memberWith(4, ['match_committee']);
    expect((await matchList(cookie)).statusCode).toBe(200);
    expect((await rights(cookie)).wedstrijden).toBe(true);
    expect((await setStatus(cookie)).statusCode).toBe(403);
  });

  it('lets an administrator act as every role', async () => {
    const cookie = await memberWith(5, ['administrator']);
    expect((await setStatus(cookie)).statusCode).toBe(200);
    expect((await matchList(cookie)).statusCode).toBe(200);
  });

  it('gives a member without roles neither', async () => {
    const cookie = await memberWith(6, []);
    expect((await setStatus(cookie)).statusCode).toBe(403);
    expect((await matchList(cookie)).statusCode).toBe(403);
  });

  it('refuses a role that is not one of the club roles in the database itself', async () => {
    await expect(
      t.database.db.insert(memberRoles).values({
        club_id: t.clubId('demo'),
        relatie_id: 1,
        role: 'owner' as ClubRole,
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'member_roles_role_check' } });
  });
});
