import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, ImportPreview } from '@fairway/contract';
import { withSessions, writeHeaders } from '../../../test/harness';
import { MULTIPART_TYPE, multipartBody } from '../../../test/multipart';
import { auditLog, dataImports, memberCategories, memberships, players } from '../../db/schema';

const s = withSessions(['beheer', 'demo', 'commissie']);
let club: number;
beforeAll(async () => {
  club = s.t.clubId('demo');
  await s.t.database.db.insert(memberCategories).values({ club_id: club, naam: 'Senior' });
});

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '../../../test/fixtures/imports', name));

/** A write as the app sends it: in the Idempotency-Key's transaction. */
const keyed = (cookie: string) => ({ ...writeHeaders(cookie), [IDEMPOTENCY_HEADER]: randomUUID() });
const BASE = '/api/admin/members/import';

function upload(cookie: string | null, file: Buffer | null, name = 'leden.csv') {
  return s.t.app.inject({
    method: 'POST',
    url: BASE,
    headers: {
      ...(cookie ? keyed(cookie) : { 'x-fairway-request': '1' }),
      'content-type': MULTIPART_TYPE,
    },
    payload: multipartBody(file && { data: file, name, type: 'text/csv' }),
  });
}

async function uploaded(name: string, cookie = s.beheer): Promise<ImportPreview> {
  const res = await upload(cookie, fixture(name), name);
  expect(res.statusCode, res.body).toBe(200);
  return ImportPreview.parse(res.json());
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  s.t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: method === 'GET' ? { cookie } : keyed(cookie),
    ...(payload ? { payload } : {}),
  });

const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return ImportPreview.parse(res.json());
};

const playerByGsn = async (gsn: string) =>
  (await s.t.database.db.select().from(players).where(eq(players.gsn, gsn)))[0];

const membershipOf = async (playerId: number) =>
  (
    await s.t.database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.club_id, club), eq(memberships.player_id, playerId)))
  )[0];

const auditRows = (entity: string, recordIds: string[]) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.club_id, club),
        eq(auditLog.entity, entity),
        inArray(auditLog.record_id, recordIds),
      ),
    )
    .orderBy(asc(auditLog.id));

describe('member import: who may', () => {
  it('answers 401 without a session and 403 to a member without the role, before reading', async () => {
    expect((await upload(null, fixture('semicolon-1252.csv'))).statusCode).toBe(401);
    expect((await upload(s.demo, fixture('semicolon-1252.csv'))).statusCode).toBe(403);
    expect((await upload(s.commissie, fixture('empty.csv'))).statusCode).toBe(403);
    const p = await uploaded('duplicate-gsn.csv');
    for (const cookie of [s.demo, s.commissie]) {
      expect((await call('GET', `/${p.import_id}`, cookie)).statusCode).toBe(403);
      expect((await call('GET', '/latest', cookie)).statusCode).toBe(403);
      expect((await call('POST', `/${p.import_id}/apply`, cookie)).statusCode).toBe(403);
      expect((await call('POST', `/${p.import_id}/undo`, cookie)).statusCode).toBe(403);
      expect(
        (await call('PUT', `/${p.import_id}/mapping`, cookie, { mapping: {} })).statusCode,
      ).toBe(403);
    }
    const anonymous = await s.t.app.inject({ url: `${BASE}/${p.import_id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another club's import", async () => {
    const [other] = await s.t.database.db
      .insert(dataImports)
      .values({ club_id: s.t.clubId('zuid'), kind: 'members', file_name: 'x.csv', rows: {} })
      .returning({ id: dataImports.id });
    expect((await call('GET', `/${other!.id}`, s.beheer)).statusCode).toBe(404);
    expect((await call('POST', `/${other!.id}/apply`, s.beheer)).statusCode).toBe(404);
    expect((await call('POST', `/${other!.id}/undo`, s.beheer)).statusCode).toBe(404);
  });
});

describe('member import: bad input', () => {
  it('refuses bad files with 400 IMPORT_FILE_INVALID and a clear message, never a 500', async () => {
    for (const [name, message] of [
      ['empty.csv', /empty/],
      ['headings-only.csv', /no rows/],
      ['broken-quote.csv', /quoted value/],
      ['not-a-workbook.xlsx', /damaged/],
    ] as const) {
      const res = await upload(s.beheer, fixture(name), name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'IMPORT_FILE_INVALID' });
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses a body without a file, naming the part', async () => {
    const res = await upload(s.beheer, null);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('file');
  });

  it('refuses a mapping naming a column the file does not have, or a field twice', async () => {
    const p = await uploaded('duplicate-gsn.csv');
    const unknown = await call('PUT', `/${p.import_id}/mapping`, s.beheer, {
      mapping: { Telefoon: 'telefoon' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Telefoon');
    const twice = await call('PUT', `/${p.import_id}/mapping`, s.beheer, {
      mapping: { GSN: 'gsn', Achternaam: 'gsn' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('mapping');
    const field = await call('PUT', `/${p.import_id}/mapping`, s.beheer, {
      mapping: { GSN: 'shoe_size' },
    });
    expect(field.statusCode).toBe(400);
  });
});

describe('member import: preview', () => {
  it('reads the semicolon Windows-1252 export: guessed mapping, new and changed rows', async () => {
    const p = await uploaded('semicolon-1252.csv');
    expect(p.mapping).toMatchObject({
      GSN: 'gsn',
      Achternaam: 'achternaam',
      'E-mail': 'email',
      Handicap: 'start_index',
      Categorie: 'category',
    });
    expect(p.counts).toEqual({ new: 3, changed: 1, unchanged: 0, refused: 0 });
    const jose = p.rows.find((r) => r.row === 2)!;
    expect(jose.naam).toBe('José Müller');
    expect(jose.cells.find((c) => c.field === 'start_index')).toMatchObject({
      value: '12,4',
      after: '12.4',
    });
    expect(jose.cells.find((c) => c.field === 'geboortedatum')!.after).toBe('1975-04-03');
    expect(
      p.rows.find((r) => r.row === 3)!.cells.find((c) => c.field === 'start_index')!.after,
    ).toBe('+1.2');
    const changed = p.rows.find((r) => r.status === 'changed')!;
    expect(changed.relatie_id).not.toBeNull();
    expect(changed.cells.find((c) => c.field === 'email')).toMatchObject({
      after: 'nieuw.adres@example.nl',
    });
    // The same file as UTF-8 with a BOM reads the same.
    expect((await uploaded('semicolon-utf8-bom.csv')).counts).toEqual(p.counts);
  });

  it('reads a comma CSV and an XLSX with date cells', async () => {
    const comma = await uploaded('comma-utf8.csv');
    expect(comma.counts).toEqual({ new: 2, changed: 0, unchanged: 0, refused: 0 });
    const xlsx = await uploaded('members.xlsx');
    expect(xlsx.counts.new).toBe(2);
    expect(xlsx.rows[0]!.cells.find((c) => c.field === 'geboortedatum')!.after).toBe('1984-02-29');
  });

  it('refuses both rows of a duplicate GSN, and filters and pages by status', async () => {
    const p = await uploaded('duplicate-gsn.csv');
    expect(p.counts).toEqual({ new: 1, changed: 0, unchanged: 0, refused: 2 });
    const refused = await ok(await call('GET', `/${p.import_id}?status=refused&limit=1`, s.beheer));
    expect(refused.total).toBe(2);
    expect(refused.rows).toHaveLength(1);
    expect(refused.rows[0]!.cells.find((c) => c.field === 'gsn')!.error).toMatchObject({
      code: 'alsoInRow',
      values: { rows: '4' },
    });
  });

  it('refuses bad dates and handicaps per cell; a fix on screen is checked again', async () => {
    const p = await uploaded('bad-dates.csv');
    expect(p.counts.refused).toBe(5);
    const errors = p.rows.map((r) => r.cells.find((c) => c.error)!);
    expect(errors.map((c) => c.field)).toEqual([
      'geboortedatum',
      'geboortedatum',
      'geboortedatum',
      'start_index',
      'start_index',
    ]);
    // Each with the reason the app translates: 99,9 is read, and refused by the member rule.
    expect(errors.map((c) => c.error!.code)).toEqual([
      'notCalendarDay',
      'notCalendarDay',
      'notDate',
      'invalid',
      'notHandicap',
    ]);
    // No date column for the index: it is dated today.
    const fixed = await ok(
      await call('PUT', `/${p.import_id}/rows/2`, s.beheer, {
        field: 'geboortedatum',
        value: '28-02-1970',
      }),
    );
    expect(fixed.rows.find((r) => r.row === 2)!.status).toBe('new');
    expect(fixed.counts.refused).toBe(4);
    expect(
      (await call('PUT', `/${p.import_id}/rows/99`, s.beheer, { field: 'gsn', value: 'x' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/${p.import_id}/rows/2`, s.beheer, { field: 'nope', value: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('remembers the mapping for the next import', async () => {
    const p = await uploaded('duplicate-gsn.csv');
    await ok(
      await call('PUT', `/${p.import_id}/mapping`, s.beheer, {
        mapping: { GSN: 'gsn', Achternaam: 'achternaam', Geslacht: null },
      }),
    );
    const next = await uploaded('duplicate-gsn.csv');
    expect(next.mapping).toEqual({ GSN: 'gsn', Achternaam: 'achternaam', Geslacht: null });
    expect(next.counts.refused).toBe(3);
    await ok(
      await call('PUT', `/${next.import_id}/mapping`, s.beheer, {
        mapping: { GSN: 'gsn', Achternaam: 'achternaam', Geslacht: 'geslacht' },
      }),
    );
  });
});

describe('member import: apply and undo', () => {
  it('applies in one transaction, writes the audit trail, and undoes the last import', async () => {
    const p = await uploaded('semicolon-1252.csv');
    const changedId = p.rows.find((r) => r.status === 'changed')!.relatie_id!;
    const [beforeChange] = await s.t.database.db
      .select({ email: players.email })
      .from(players)
      .innerJoin(memberships, eq(memberships.player_id, players.id))
      .where(and(eq(memberships.club_id, club), eq(memberships.id, changedId)));

    // The demo member's own history (the seed made them through the member service) stays apart.
    const earlier = new Set((await auditRows('member', [String(changedId)])).map((a) => a.id));
    const applied = await ok(await call('POST', `/${p.import_id}/apply`, s.beheer));
    expect(applied.state).toBe('applied');
    expect(applied.can_undo).toBe(true);
    const jose = (await playerByGsn('NL20000001'))!;
    expect(jose).toMatchObject({
      achternaam: 'Müller',
      start_index_tenths: 124,
      handicap_tenths: 124,
    });
    expect((await playerByGsn('NL20000002'))!.start_index_tenths).toBe(-12);
    const joseMember = (await membershipOf(jose.id))!;
    const [senior] = await s.t.database.db
      .select()
      .from(memberCategories)
      .where(eq(memberCategories.club_id, club));
    expect(joseMember.category_id).toBe(senior!.id);

    expect(await auditRows('import', [String(p.import_id)])).toHaveLength(1);
    const memberAudit = (
      await auditRows('member', [String(joseMember.id), String(changedId)])
    ).filter((a) => !earlier.has(a.id));
    expect(memberAudit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    const update = memberAudit.find((a) => a.action === 'update')!;
    expect(update.before).toMatchObject({ email: beforeChange!.email });
    expect(update.after).toMatchObject({ email: 'nieuw.adres@example.nl' });

    // Applied once: again is 409, as is a new mapping.
    expect((await call('POST', `/${p.import_id}/apply`, s.beheer)).statusCode).toBe(409);
    expect(
      (await call('PUT', `/${p.import_id}/mapping`, s.beheer, { mapping: {} })).statusCode,
    ).toBe(409);
    // The same file again: nothing left to change.
    const again = await uploaded('semicolon-1252.csv');
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 4, refused: 0 });

    const undone = await ok(await call('POST', `/${p.import_id}/undo`, s.beheer));
    expect(undone.state).toBe('undone');
    expect(await playerByGsn('NL20000001')).toBeUndefined();
    const [afterUndo] = await s.t.database.db
      .select({ email: players.email })
      .from(players)
      .innerJoin(memberships, eq(memberships.player_id, players.id))
      .where(and(eq(memberships.club_id, club), eq(memberships.id, changedId)));
    expect(afterUndo!.email).toBe(beforeChange!.email);
    expect(
      (await auditRows('member', [String(joseMember.id)])).map((a) => a.action).sort(),
    ).toEqual(['create', 'delete']);
    const undo = await call('POST', `/${p.import_id}/undo`, s.beheer);
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ code: 'IMPORT_NOT_APPLICABLE' });
  });

  it('undoes only the last applied import; a member used since is deactivated, not removed', async () => {
    const first = await uploaded('comma-utf8.csv');
    await ok(await call('POST', `/${first.import_id}/apply`, s.beheer));
    const second = await uploaded('members.xlsx');
    await ok(await call('POST', `/${second.import_id}/apply`, s.beheer));
    expect((await call('POST', `/${first.import_id}/undo`, s.beheer)).statusCode).toBe(409);
    const latest = (await call('GET', '/latest', s.beheer)).json();
    expect(latest.last).toMatchObject({ import_id: second.import_id, can_undo: true });

    const sanne = (await playerByGsn('NL20000051'))!;
    const member = (await membershipOf(sanne.id))!;
    await s.t.sessionFor(member.id);
    await ok(await call('POST', `/${second.import_id}/undo`, s.beheer));
    expect((await membershipOf(sanne.id))!.deactivated_at).not.toBeNull();
    expect(await playerByGsn('NL20000052')).toBeUndefined();
    // Undone, the one before it is still not the last applied.
    expect((await call('POST', `/${first.import_id}/undo`, s.beheer)).statusCode).toBe(409);
  });

  it('links a player of another club by GSN, keeping their personal details', async () => {
    const [zuidPlayer] = await s.t.database.db
      .select({ id: players.id, gsn: players.gsn, achternaam: players.achternaam })
      .from(players)
      .innerJoin(memberships, eq(memberships.player_id, players.id))
      .where(and(eq(memberships.club_id, s.t.clubId('zuid')), isNotNull(players.gsn)))
      .orderBy(asc(memberships.id))
      .limit(1);
    const file = Buffer.from(
      `GSN;Achternaam;Geslacht;Gebruikersnaam\n${zuidPlayer!.gsn};Anders;V;overstapper\n`,
    );
    const res = await upload(s.beheer, file);
    const p = ImportPreview.parse(res.json());
    expect(p.rows[0]).toMatchObject({ status: 'new' });
    expect(p.rows[0]!.notes.map((n) => n.code)).toEqual(['otherClubPlayer']);
    await ok(await call('POST', `/${p.import_id}/apply`, s.beheer));
    const member = (await membershipOf(zuidPlayer!.id))!;
    expect(member.username).toBe('overstapper');
    expect((await playerByGsn(zuidPlayer!.gsn!))!.achternaam).toBe(zuidPlayer!.achternaam);
    await ok(await call('POST', `/${p.import_id}/undo`, s.beheer));
    expect(await membershipOf(zuidPlayer!.id)).toBeUndefined();
    expect(await playerByGsn(zuidPlayer!.gsn!)).toBeDefined();
  });

  it('leaves nothing written when the apply fails in the middle', async () => {
    const p = ImportPreview.parse(
      (
        await upload(s.beheer, Buffer.from('GSN;Achternaam;Geslacht\nNL20000099;Halverwege;M\n'))
      ).json(),
    );
    const db = s.t.database.db;
    // The audit row of the import is written after every member: refusing it fails the apply late.
    await db.execute(sql`create function fail_import_audit() returns trigger language plpgsql as $$
      begin if new.entity = 'import' then raise exception 'test failure'; end if; return new; end $$`);
    await db.execute(sql`create trigger fail_import_audit before insert on audit_log
      for each row execute function fail_import_audit()`);
    try {
      const res = await call('POST', `/${p.import_id}/apply`, s.beheer);
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_import_audit on audit_log`);
      await db.execute(sql`drop function fail_import_audit()`);
    }
    expect(await playerByGsn('NL20000099')).toBeUndefined();
    const [record] = await db.select().from(dataImports).where(eq(dataImports.id, p.import_id));
    expect(record!.applied_at).toBeNull();
    expect(await auditRows('import', [String(p.import_id)])).toHaveLength(0);
  });

  it('previews and applies 10,000 rows', { timeout: 120_000 }, async () => {
    const lines = ['GSN;Achternaam;Geslacht;Geboortedatum;Handicap'];
    for (let i = 0; i < 10_000; i++)
      lines.push(
        `NL${40_000_000 + i};Lid ${i};${i % 2 ? 'M' : 'V'};${(i % 28) + 1}-${(i % 12) + 1}-1970;${i % 54},${i % 10}`,
      );
    lines.splice(500, 0, '', ';;;;');
    const res = await upload(s.beheer, Buffer.from(lines.join('\r\n'), 'latin1'));
    expect(res.statusCode, res.body).toBe(200);
    const p = ImportPreview.parse(res.json());
    expect(p.counts.new).toBe(10_000);
    expect(p.rows).toHaveLength(100);
    const applied = await ok(await call('POST', `/${p.import_id}/apply`, s.beheer));
    expect(applied.counts.new).toBe(10_000);
    const [n] = await s.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(players)
      .where(sql`${players.gsn} like 'NL4%'`);
    expect(n!.n).toBe(10_000);
  });
});
