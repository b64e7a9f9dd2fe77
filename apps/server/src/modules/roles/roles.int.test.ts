import { describe, expect, it } from 'vitest';
import { AuditListResponse, RoleHoldersResponse } from '@fairway/contract';
import { memberRoles } from '../../db/schema';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';

// The administrator grants and takes the club's roles; each change is in the audit trail, the
// club keeps an administrator, and nobody else (nor another club's administrator) may do it.
let t: TestApp;
let admin: string;
let member: string;
let memberId: number;
let otherClubAdmin: string;
let otherClubMemberId: number;

const selfId = async (cookie: string) =>
  ((await t.app.inject({ url: '/api/relatie/self', headers: { cookie } })).json() as { id: number })
    .id;

withTestApp(async (app) => {
  t = app;
  admin = await t.login('beheer');
  member = await t.login('demo');
  memberId = await selfId(member);
  const zuid = await t.login('zuid');
  otherClubMemberId = await selfId(zuid);
  await t.database.db
    .insert(memberRoles)
    .values({ club_id: t.clubId('zuid'), relatie_id: otherClubMemberId, role: 'administrator' });
  otherClubAdmin = zuid;
});

const setRoles = (cookie: string, relatieId: number | string, roles: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/members/${relatieId}/roles`,
    headers: writeHeaders(cookie),
    payload: { roles },
  });
const holders = async (cookie: string) =>
  RoleHoldersResponse.parse(
    (await t.app.inject({ url: '/api/admin/roles', headers: { cookie } })).json(),
  );

describe('the club roles', () => {
  it('asks for a session and refuses members without the administrator role', async () => {
    expect((await t.app.inject({ url: '/api/admin/roles' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/roles', headers: { cookie: member } })).statusCode,
    ).toBe(403);
    const committee = await t.login('commissie');
    expect((await setRoles(committee, memberId, ['match_committee'])).statusCode).toBe(403);
    expect((await setRoles(member, memberId, ['administrator'])).statusCode).toBe(403);
  });

  it('lists who holds which role', async () => {
    const list = await holders(admin);
    const byName = Object.fromEntries(list.members.map((m) => [m.relatie_id, m.roles]));
    expect(byName[await selfId(admin)]).toEqual(['administrator']);
    expect(Object.values(byName)).toContainEqual(['match_committee', 'tee_sheet_manager']);
  });

  it('gives a member a role, which their rights then show, and writes the change to the audit trail', async () => {
    const res = await setRoles(admin, memberId, ['match_committee']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ relatie_id: memberId, roles: ['match_committee'] });
    const rights = await t.app.inject({ url: '/api/admin/rechten', headers: { cookie: member } });
    expect(rights.json()).toEqual({ wedstrijden: true, roles: ['match_committee'] });
    const audit = AuditListResponse.parse(
      (
        await t.app.inject({
          url: `/api/admin/audit?entity=member_roles&record_id=${memberId}`,
          headers: { cookie: admin },
        })
      ).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      actor_id: await selfId(admin),
      action: 'update',
      before: { roles: [] },
      after: { roles: ['match_committee'] },
    });
    expect(audit.entries[0]!.actor_naam).toBeTruthy();
    // Taking it again.
    expect((await setRoles(admin, memberId, [])).json()).toEqual({
      relatie_id: memberId,
      roles: [],
    });
    const after = await t.app.inject({ url: '/api/admin/rechten', headers: { cookie: member } });
    expect(after.json()).toEqual({ wedstrijden: false, roles: [] });
  });

  it('names the problem with a role that does not exist or is named twice', async () => {
    const unknown = await setRoles(admin, memberId, ['captain']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('roles');
    expect((await setRoles(admin, memberId, ['news_editor', 'news_editor'])).statusCode).toBe(400);
    expect((await setRoles(admin, 'abc', ['news_editor'])).statusCode).toBe(400);
  });

  it("answers 404 for another club's member, and another club's administrator sees none of it", async () => {
    expect((await setRoles(admin, otherClubMemberId, ['news_editor'])).statusCode).toBe(404);
    expect((await setRoles(otherClubAdmin, memberId, ['news_editor'])).statusCode).toBe(404);
    const theirs = await holders(otherClubAdmin);
    expect(theirs.members.map((m) => m.relatie_id)).toEqual([otherClubMemberId]);
  });

  it('keeps the last administrator', async () => {
    const adminId = await selfId(admin);
    const res = await setRoles(admin, adminId, ['member_admin']);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMINISTRATOR');
    expect((await holders(admin)).members.find((m) => m.relatie_id === adminId)!.roles).toEqual([
      'administrator',
    ]);
    // With a second administrator, the first may step down.
    expect((await setRoles(admin, memberId, ['administrator'])).statusCode).toBe(200);
    expect((await setRoles(admin, adminId, ['member_admin'])).statusCode).toBe(200);
    expect((await setRoles(member, adminId, ['administrator'])).statusCode).toBe(200);
    expect((await setRoles(admin, memberId, [])).statusCode).toBe(200);
  });

  it('keeps an administrator when two take each other’s role at once', async () => {
    expect((await setRoles(admin, memberId, ['administrator'])).statusCode).toBe(200);
    const adminId = await selfId(admin);
    const both = await Promise.all([setRoles(admin, memberId, []), setRoles(member, adminId, [])]);
    // The second waits for the first; by then it is no longer an administrator (403), or the
    // one it would take is the last (409).
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const left = (await holders(admin)).members.filter((m) => m.roles.includes('administrator'));
    expect(left).toHaveLength(1);
    // Back to the start: beheer the only administrator.
    if (left[0]!.relatie_id === memberId) {
      await setRoles(member, adminId, ['administrator']);
      await setRoles(admin, memberId, []);
    }
  });

  it('finds members to give a role by name', async () => {
    const self = (
      await t.app.inject({ url: '/api/relatie/self', headers: { cookie: member } })
    ).json() as {
      achternaam: string;
    };
    const res = await t.app.inject({
      url: `/api/admin/roles/candidates?q=${encodeURIComponent(self.achternaam)}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(RoleHoldersResponse.parse(res.json()).members.map((m) => m.relatie_id)).toContain(
      memberId,
    );
    expect(
      (await t.app.inject({ url: '/api/admin/roles/candidates?q=', headers: { cookie: admin } }))
        .statusCode,
    ).toBe(400);
  });
});
