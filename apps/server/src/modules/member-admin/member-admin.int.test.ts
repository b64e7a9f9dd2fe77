import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  AdminMember,
  AdminMemberFields,
  AdminMemberListResponse,
  BLANK_MEMBER,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type AdminMemberInput,
} from '@fairway/contract';
import { readAs, withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { loginCall } from '../../../test/login';
import { auditLog, memberRoles, memberships, players } from '../../db/schema';

// The member administration through HTTP on the demo clubs: `beheer` (administrator, acts as
// member_admin), `commissie` and `demo` (no member administration), and `zuid` made the
// administrator of Golfbaan Zuid for the other club's view.
let t: TestApp;
let admin: string;
let committee: string;
let member: string;
let otherClubAdmin: string;
let demoClub: number;
withTestApp(async (app) => {
  t = app;
  demoClub = t.clubId('demo');
  admin = await t.login('beheer');
  committee = await t.login('commissie');
  member = await t.login('demo');
  const zuid = t.clubId('zuid');
  const [zuidMember] = await t.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.club_id, zuid), eq(memberships.username, 'zuid')));
  await t.database.db
    .insert(memberRoles)
    .values({ club_id: zuid, relatie_id: zuidMember!.id, role: 'administrator' });
  otherClubAdmin = await t.login('zuid');
});

const headers = (cookie: string) => ({ ...writeHeaders(cookie), 'idempotency-key': randomUUID() });
const get = (url: string, cookie?: string) => readAs(t, url, cookie);
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? headers(cookie) : { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    ...(payload ? { payload } : {}),
  });

let n = 0;
/** A new member's form: a unique username and surname per call. */
const newMember = (over: Partial<AdminMemberInput> = {}): AdminMemberInput => {
  n++;
  return {
    ...BLANK_MEMBER,
    voorletters: 'A.',
    roepnaam: 'Anna',
    achternaam: `Testlid${n}`,
    geboortedatum: '1980-05-01',
    geslacht: 'v',
    email: `anna${n}@example.org`,
    username: `anna${n}`,
    ...over,
  };
};
const create = async (over: Partial<AdminMemberInput> = {}) => {
  const res = await send('POST', '/api/admin/members', admin, newMember(over));
  expect(res.statusCode, res.body).toBe(200);
  return AdminMember.parse(res.json());
};
/** The form's fields of a member as the server answered them (what a PUT sends back). */
const formOf = (m: AdminMember): AdminMemberInput =>
  Object.fromEntries(Object.entries(m).filter(([k]) => k in AdminMemberFields)) as AdminMemberInput;
const lastAudit = async (entity: string, recordId: number) => {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.club_id, demoClub),
        eq(auditLog.entity, entity),
        eq(auditLog.record_id, String(recordId)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};
const fieldsOf = (body: string) =>
  (JSON.parse(body) as { fields?: { field: string }[] }).fields?.map((f) => f.field);
const setPassword = async (url: string, password: string) => {
  const token = url.split('#password=')[1]!;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    payload: { token, password },
  });
};
const login = (username: string, password: string) =>
  loginCall(t.app, demoClub, username, password);

describe('who may call the member administration', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
    ['list', 'GET', '/api/admin/members'],
    ['one', 'GET', '/api/admin/members/1'],
    ['export', 'GET', '/api/admin/members/export?format=csv'],
    ['create', 'POST', '/api/admin/members', newMember()],
    ['edit', 'PUT', '/api/admin/members/1', newMember()],
    ['deactivate', 'POST', '/api/admin/members/1/deactivate'],
    ['reactivate', 'POST', '/api/admin/members/1/reactivate'],
    ['password link', 'POST', '/api/admin/members/1/password-link'],
    ['categories', 'GET', '/api/admin/member-categories'],
    ['new category', 'POST', '/api/admin/member-categories', { naam: 'X' }],
    ['edit category', 'PUT', '/api/admin/member-categories/1', { naam: 'X' }],
    ['delete category', 'DELETE', '/api/admin/member-categories/1'],
  ];
  it.each(calls)(
    '%s: 401 without a session, 403 for a member and the committee',
    async (_, method, url, body) => {
      const call = (cookie?: string) =>
        method === 'GET' ? get(url, cookie) : send(method, url, cookie, body);
      expect((await call()).statusCode).toBe(401);
      const plain = await call(member);
      expect(plain.statusCode).toBe(403);
      expect(plain.json().code).toBe('FORBIDDEN');
      expect((await call(committee)).statusCode).toBe(403);
    },
  );
});

describe('members', () => {
  it('creates a member with a category and start index, and audits it', async () => {
    const cat = await send('POST', '/api/admin/member-categories', admin, {
      naam: 'Weekdag',
      position: 2,
    });
    expect(cat.statusCode, cat.body).toBe(200);
    const created = await create({
      category_id: cat.json().id,
      start_index: 12.3,
      start_index_date: '2026-10-01',
      gsn: 'NL90000001',
    });
    expect(created).toMatchObject({
      category_naam: 'Weekdag',
      start_index: 12.3,
      handicap: 12.3,
      has_password: false,
      shared: false,
    });
    const [p] = await t.database.db.select().from(players).where(eq(players.gsn, 'NL90000001'));
    expect(p).toMatchObject({ start_index_tenths: 123, handicap_tenths: 123 });
    const audit = await lastAudit('member', created.relatie_id);
    expect(audit).toMatchObject({ action: 'create', before: null });
    expect(audit!.after).toMatchObject({ achternaam: created.achternaam, start_index: 12.3 });
    expect(JSON.stringify(audit)).not.toMatch(/password_hash|argon/);
    const one = await get(`/api/admin/members/${created.relatie_id}`, admin);
    expect(AdminMember.parse(one.json())).toEqual(created);
  });

  it('refuses bad input naming the field', async () => {
    const bad = await send('POST', '/api/admin/members', admin, newMember({ gsn: 'X12' }));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toContain('gsn');
    const noDate = await send('POST', '/api/admin/members', admin, newMember({ start_index: 3 }));
    expect(fieldsOf(noDate.body)).toContain('start_index_date');
    const tooPrecise = await send(
      'POST',
      '/api/admin/members',
      admin,
      newMember({ start_index: 3.25, start_index_date: '2026-01-01' }),
    );
    expect(fieldsOf(tooPrecise.body)).toContain('start_index');
    const noCategory = await send(
      'POST',
      '/api/admin/members',
      admin,
      newMember({ category_id: 999999 }),
    );
    expect(noCategory.statusCode).toBe(400);
    expect(fieldsOf(noCategory.body)).toEqual(['category_id']);
    const badPut = await send('PUT', '/api/admin/members/1', admin, { achternaam: '' });
    expect(badPut.statusCode).toBe(400);
    expect((await get('/api/admin/members?limit=0', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/members/export?format=pdf', admin)).statusCode).toBe(400);
  });

  it('refuses a username the club has already, in any case', async () => {
    const clash = await send('POST', '/api/admin/members', admin, newMember({ username: 'DEMO' }));
    expect(clash.statusCode).toBe(409);
    expect(fieldsOf(clash.body)).toEqual(['username']);
    const other = await create();
    const edit = await send('PUT', `/api/admin/members/${other.relatie_id}`, admin, {
      ...newMember(),
      username: 'Beheer',
    });
    expect(edit.statusCode).toBe(409);
    expect(fieldsOf(edit.body)).toEqual(['username']);
  });

  it('lists and searches by name, GSN and username, pages, and hides deactivated members', async () => {
    const m = await create({ achternaam: 'Zoekbaar', gsn: 'NL90000002', username: 'zoekmij' });
    for (const q of ['zoekbaar', 'NL90000002', 'ZOEKMIJ']) {
      const res = AdminMemberListResponse.parse(
        (await get(`/api/admin/members?q=${q}`, admin)).json(),
      );
      expect(res.members.map((r) => r.relatie_id)).toEqual([m.relatie_id]);
    }
    const page = AdminMemberListResponse.parse(
      (await get('/api/admin/members?limit=10&offset=10', admin)).json(),
    );
    expect(page.members).toHaveLength(10);
    expect(page.total).toBeGreaterThan(150);
    await send('POST', `/api/admin/members/${m.relatie_id}/deactivate`, admin);
    expect(
      AdminMemberListResponse.parse((await get('/api/admin/members?q=zoekbaar', admin)).json())
        .total,
    ).toBe(0);
    const all = AdminMemberListResponse.parse(
      (await get('/api/admin/members?q=zoekbaar&include_deactivated=true', admin)).json(),
    );
    expect(all.members[0]!.deactivated_at).not.toBeNull();
  });

  it("answers 404 for another club's member, to every call", async () => {
    const m = await create();
    const url = `/api/admin/members/${m.relatie_id}`;
    expect((await get(url, otherClubAdmin)).statusCode).toBe(404);
    expect((await send('PUT', url, otherClubAdmin, newMember())).statusCode).toBe(404);
    for (const action of ['deactivate', 'reactivate', 'password-link'])
      expect((await send('POST', `${url}/${action}`, otherClubAdmin)).statusCode).toBe(404);
    const list = AdminMemberListResponse.parse(
      (await get(`/api/admin/members?q=${m.achternaam}`, otherClubAdmin)).json(),
    );
    expect(list.total).toBe(0);
  });

  it('edits only what changed, audited field by field', async () => {
    const m = await create({ start_index: 20, start_index_date: '2026-01-01' });
    const { relatie_id } = m;
    const form = formOf(m);
    const res = await send('PUT', `/api/admin/members/${relatie_id}`, admin, {
      ...form,
      roepnaam: 'Annie',
      mobiel: '+31612345678',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roepnaam: 'Annie', mobiel: '+31612345678' });
    const audit = await lastAudit('member', relatie_id);
    expect(audit).toMatchObject({
      action: 'update',
      before: { roepnaam: 'Anna', mobiel: null },
      after: { roepnaam: 'Annie', mobiel: '+31612345678' },
    });
    const changed = await send('PUT', `/api/admin/members/${relatie_id}`, admin, {
      ...form,
      start_index: 18,
    });
    expect(changed.statusCode).toBe(409);
    expect(fieldsOf(changed.body)).toEqual(['start_index']);
  });

  it("links a new member to the federation player of their GSN without changing another club's data", async () => {
    const zuid = AdminMemberListResponse.parse(
      (await get('/api/admin/members?limit=1', otherClubAdmin)).json(),
    ).members[0]!;
    const gsn = 'NL90000003';
    const [zuidRow] = await t.database.db
      .select({ player_id: memberships.player_id })
      .from(memberships)
      .where(eq(memberships.id, zuid.relatie_id));
    await t.database.db
      .update(players)
      .set({ gsn, email: null })
      .where(eq(players.id, zuidRow!.player_id));
    const [before] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, zuidRow!.player_id));
    const joined = await create({
      gsn,
      achternaam: 'Anders',
      roepnaam: 'Iemand',
      start_index: 5,
      start_index_date: '2026-01-01',
    });
    expect(joined.shared).toBe(true);
    const [after] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, zuidRow!.player_id));
    // The name stays the federation's; the email the player lacked is filled in.
    expect(after).toMatchObject({
      achternaam: before!.achternaam,
      roepnaam: before!.roepnaam,
      email: joined.email,
    });
    expect(after!.handicap_tenths).toBe(before!.handicap_tenths);
    const twice = await send('POST', '/api/admin/members', admin, newMember({ gsn }));
    expect(twice.statusCode).toBe(409);
    expect(fieldsOf(twice.body)).toEqual(['gsn']);
    const { relatie_id } = joined;
    const form = formOf(joined);
    const rename = await send('PUT', `/api/admin/members/${relatie_id}`, admin, {
      ...form,
      achternaam: 'Ander',
    });
    expect(rename.statusCode).toBe(409);
    expect(fieldsOf(rename.body)).toEqual(['achternaam']);
    const contact = await send('PUT', `/api/admin/members/${relatie_id}`, admin, {
      ...form,
      telefoon: '0201234567',
    });
    expect(contact.statusCode, contact.body).toBe(200);
  });
});

describe('access', () => {
  it('gives a password link that sets the password; then the member logs in', async () => {
    const m = await create({ username: 'linkje' });
    const res = await send('POST', `/api/admin/members/${m.relatie_id}/password-link`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/\/login#password=[\w-]{43}$/);
    expect((await setPassword(url, 'een-goed-wachtwoord')).statusCode).toBe(200);
    expect((await login('linkje', 'een-goed-wachtwoord')).statusCode).toBe(200);
    expect((await setPassword(url, 'nog-een-wachtwoord')).statusCode).toBe(410);
    const audit = await lastAudit('member', m.relatie_id);
    expect(JSON.stringify(audit!.after)).not.toContain(url.split('#password=')[1]);
    const noName = await create({ username: null });
    const refused = await send(
      'POST',
      `/api/admin/members/${noName.relatie_id}/password-link`,
      admin,
    );
    expect(refused.statusCode).toBe(409);
    expect(fieldsOf(refused.body)).toEqual(['username']);
  });

  it('deactivates: no login, sessions ended, out of the member list and pickers; reactivates', async () => {
    const m = await create({ username: 'vertrekker', achternaam: 'Vertrekker' });
    const link = (
      await send('POST', `/api/admin/members/${m.relatie_id}/password-link`, admin)
    ).json() as { url: string };
    await setPassword(link.url, 'een-goed-wachtwoord');
    const session = (await login('vertrekker', 'een-goed-wachtwoord')).headers['set-cookie'];
    const cookie = String(Array.isArray(session) ? session[0] : session).split(';')[0]!;
    expect((await get('/api/relatie/self', cookie)).statusCode).toBe(200);
    const search = async () =>
      ((await get('/api/relatie/search?term=Vertrekker', member)).json() as unknown[]).length;
    const picker = async () =>
      ((await get('/api/teetime/relatie/search?term=Vertrekker', member)).json() as unknown[])
        .length;
    expect(await picker()).toBe(1);
    expect(await search()).toBe(1);

    const off = await send('POST', `/api/admin/members/${m.relatie_id}/deactivate`, admin);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().deactivated_at).not.toBeNull();
    expect((await get('/api/relatie/self', cookie)).statusCode).toBe(401);
    expect((await login('vertrekker', 'een-goed-wachtwoord')).statusCode).toBe(401);
    expect(await picker()).toBe(0);
    expect(await search()).toBe(0);
    expect(await lastAudit('member', m.relatie_id)).toMatchObject({
      action: 'update',
      before: { deactivated_at: null },
    });
    expect(
      (await send('POST', `/api/admin/members/${m.relatie_id}/password-link`, admin)).statusCode,
    ).toBe(409);

    const on = await send('POST', `/api/admin/members/${m.relatie_id}/reactivate`, admin);
    expect(on.json().deactivated_at).toBeNull();
    expect((await login('vertrekker', 'een-goed-wachtwoord')).statusCode).toBe(200);
    expect(await lastAudit('member', m.relatie_id)).toMatchObject({
      after: { deactivated_at: null },
    });
  });

  it('keeps the last administrator', async () => {
    const [beheer] = await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.club_id, demoClub), eq(memberships.username, 'beheer')));
    const res = await send('POST', `/api/admin/members/${beheer!.id}/deactivate`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMINISTRATOR');
  });
});

describe('categories', () => {
  it('creates, renames and deletes a category; refuses a name twice and one in use', async () => {
    const made = await send('POST', '/api/admin/member-categories', admin, { naam: 'Junior' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().id as number;
    expect(await lastAudit('member_category', id)).toMatchObject({
      action: 'create',
      after: { naam: 'Junior' },
    });
    const twice = await send('POST', '/api/admin/member-categories', admin, { naam: 'junior' });
    expect(twice.statusCode).toBe(409);
    expect(fieldsOf(twice.body)).toEqual(['naam']);
    const empty = await send('POST', '/api/admin/member-categories', admin, { naam: ' ' });
    expect(fieldsOf(empty.body)).toEqual(['naam']);
    const renamed = await send('PUT', `/api/admin/member-categories/${id}`, admin, {
      naam: 'Jeugd',
      position: 1,
    });
    expect(renamed.json()).toMatchObject({ naam: 'Jeugd', position: 1, members: 0 });
    expect(await lastAudit('member_category', id)).toMatchObject({
      before: { naam: 'Junior' },
      after: { naam: 'Jeugd' },
    });
    const holder = await create({ category_id: id });
    const inUse = await send('DELETE', `/api/admin/member-categories/${id}`, admin);
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(inUse.json().code).toBe('CATEGORY_IN_USE');
    const { relatie_id } = holder;
    const form = formOf(holder);
    await send('PUT', `/api/admin/members/${relatie_id}`, admin, { ...form, category_id: null });
    const gone = await send('DELETE', `/api/admin/member-categories/${id}`, admin);
    expect(gone.statusCode).toBe(200);
    expect(await lastAudit('member_category', id)).toMatchObject({ action: 'delete', after: null });
    const list = (await get('/api/admin/member-categories', admin)).json() as {
      categories: { id: number }[];
    };
    expect(list.categories.map((c) => c.id)).not.toContain(id);
    expect(
      (await send('PUT', `/api/admin/member-categories/${id}`, admin, { naam: 'X' })).statusCode,
    ).toBe(404);
    const other = await send('POST', '/api/admin/member-categories', otherClubAdmin, {
      naam: 'Zuidelijk',
    });
    const otherId = other.json().id as number;
    expect(
      (await send('DELETE', `/api/admin/member-categories/${otherId}`, admin)).statusCode,
    ).toBe(404);
    const foreign = await send(
      'POST',
      '/api/admin/members',
      admin,
      newMember({ category_id: otherId }),
    );
    expect(fieldsOf(foreign.body)).toEqual(['category_id']);
  });
});

describe('export', () => {
  it("exports CSV with a BOM and escaped formulae, and XLSX, with the administration's fields only", async () => {
    await create({ achternaam: '=HYPERLINK("http://x")', username: 'formule' });
    const csv = await get('/api/admin/members/export?format=csv', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv.body.slice(1), { header: true });
    const heading = parsed.meta.fields!;
    expect(heading).toContain('gsn');
    expect(heading).toContain('can_log_in');
    expect(heading.join()).not.toMatch(/password|hash|foto|role|token/);
    const row = parsed.data.find((r) => r.username === 'formule')!;
    expect(row.achternaam).toBe(`'=HYPERLINK("http://x")`);
    expect(csv.body).not.toMatch(/\$argon2/);
    const beheer = parsed.data.find((r) => r.username === 'beheer')!;
    expect(beheer.can_log_in).toBe('true');

    const xlsx = await get('/api/admin/members/export?format=xlsx', admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('achternaam');
    expect(sheet.rowCount).toBe(parsed.data.length + 1);
  });
});
