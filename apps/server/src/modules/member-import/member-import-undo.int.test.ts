import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, ImportPreview } from '@fairway/contract';
import { withSessions, writeHeaders } from '../../../test/harness';
import { MULTIPART_TYPE, multipartBody } from '../../../test/multipart';
import { memberRoles, memberships, players } from '../../db/schema';

// An undo deactivates the members it created who have something of their own since (a login,
// say): like a deactivation on the member screen, that logs them out at once, and it never takes
// the club's last administrator away.
const s = withSessions(['beheer']);
let club: number;
beforeAll(() => {
  club = s.t.clubId('demo');
});

const BASE = '/api/admin/members/import';
const keyed = (cookie: string) => ({ ...writeHeaders(cookie), [IDEMPOTENCY_HEADER]: randomUUID() });

async function imported(csv: string, cookie = s.beheer): Promise<ImportPreview> {
  const res = await s.t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...keyed(cookie), 'content-type': MULTIPART_TYPE },
    payload: multipartBody({ data: Buffer.from(csv), name: 'leden.csv', type: 'text/csv' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const p = ImportPreview.parse(res.json());
  const applied = await post(`${BASE}/${p.import_id}/apply`, cookie);
  expect(applied.statusCode, applied.body).toBe(200);
  return p;
}

const post = (url: string, cookie: string, payload?: object) =>
  s.t.app.inject({ method: 'POST', url, headers: keyed(cookie), ...(payload ? { payload } : {}) });

const memberOf = async (gsn: string) =>
  (
    await s.t.database.db
      .select({ id: memberships.id, deactivated_at: memberships.deactivated_at })
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(and(eq(memberships.club_id, club), eq(players.gsn, gsn)))
  )[0];

const self = (cookie: string) =>
  s.t.app.inject({ url: '/api/relatie/self', headers: { cookie } }).then((r) => r.statusCode);

describe('undoing an import that deactivates a member', () => {
  it('logs them out at once: their next call is 401', async () => {
    const p = await imported('GSN;Achternaam;Geslacht\nNL20000401;Ingelogd;V\n');
    const member = (await memberOf('NL20000401'))!;
    const cookie = await s.t.sessionFor(member.id);
    expect(await self(cookie)).toBe(200);

    const undo = await post(`${BASE}/${p.import_id}/undo`, s.beheer);
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await memberOf('NL20000401'))!.deactivated_at).not.toBeNull();
    expect(await self(cookie)).toBe(401);
  });

  it("keeps the club's last administrator: they stay active, the rest is undone", async () => {
    const p = await imported(
      'GSN;Achternaam;Geslacht\nNL20000402;Nieuwe Beheerder;M\nNL20000403;Gewoon Lid;V\n',
    );
    const admin = (await memberOf('NL20000402'))!;
    const plain = (await memberOf('NL20000403'))!;
    const roles = (id: number, cookie: string, list: string[]) =>
      s.t.app.inject({
        method: 'PUT',
        url: `/api/admin/members/${id}/roles`,
        headers: keyed(cookie),
        payload: { roles: list },
      });
    expect((await roles(admin.id, s.beheer, ['administrator'])).statusCode).toBe(200);
    const adminCookie = await s.t.sessionFor(admin.id);
    const plainCookie = await s.t.sessionFor(plain.id);
    // The administrator the import created takes the role of the one before them.
    const [beheer] = await s.t.database.db
      .select({ id: memberRoles.relatie_id })
      .from(memberRoles)
      .where(and(eq(memberRoles.club_id, club), eq(memberRoles.role, 'administrator')))
      .then((rows) => rows.filter((r) => r.id !== admin.id));
    expect((await roles(beheer!.id, adminCookie, [])).statusCode).toBe(200);

    const undo = await post(`${BASE}/${p.import_id}/undo`, adminCookie);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(ImportPreview.parse(undo.json()).state).toBe('undone');
    expect((await memberOf('NL20000402'))!.deactivated_at).toBeNull();
    expect(await self(adminCookie)).toBe(200);
    expect(
      (await s.t.app.inject({ url: '/api/admin/roles', headers: { cookie: adminCookie } }))
        .statusCode,
    ).toBe(200);
    expect((await memberOf('NL20000403'))!.deactivated_at).not.toBeNull();
    expect(await self(plainCookie)).toBe(401);
  });
});
