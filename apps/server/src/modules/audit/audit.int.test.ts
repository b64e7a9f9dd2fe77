import { describe, expect, it } from 'vitest';
import { AuditListResponse, AUDIT_PAGE_SIZE } from '@fairway/contract';
import Papa from 'papaparse';
import { auditLog } from '../../db/schema';
import { AuditRepository } from './audit.repository';
import { withTestApp, type TestApp } from '../../../test/harness';

// The audit trail as the administrator reads it: filtered, paged, exported; nobody else reads
// it, and a club reads only its own.
let t: TestApp;
let admin: string;
withTestApp(async (app) => {
  t = app;
  admin = await t.login('beheer');
  // The trail starts with these rows: the demo seed's own (the clubs set up through the back
  // office's services) would change the counts below.
  await t.database.db.delete(auditLog);
  const audit = new AuditRepository(t.database.db);
  const rows = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
    clubId: t.clubId('demo'),
    actorId: null,
    entity: i % 2 ? ('member' as const) : ('course' as const),
    recordId: i,
    action: 'update' as const,
    before: { naam: `voor ${i}` },
    after: { naam: i === 3 ? '=HYPERLINK("x")' : `na ${i}` },
  }));
  await audit.record(t.database.db, ...rows);
  await audit.record(t.database.db, {
    clubId: t.clubId('zuid'),
    actorId: null,
    entity: 'member',
    recordId: 1,
    action: 'create',
    after: { naam: 'zuid' },
  });
});

const read = async (query: string, cookie = admin) => {
  const res = await t.app.inject({ url: `/api/admin/audit${query}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('the audit trail', () => {
  it('is read by the administrator only', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await read('', await t.login('demo'))).status).toBe(403);
    expect((await read('', await t.login('commissie'))).status).toBe(403);
  });

  it('pages newest first and filters by record kind and record', async () => {
    const first = AuditListResponse.parse((await read('')).body);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.more).toBe(true);
    expect(first.entries.every((e) => e.at >= first.entries.at(-1)!.at)).toBe(true);
    const next = AuditListResponse.parse((await read(`?before=${first.entries.at(-1)!.id}`)).body);
    expect(next.entries).toHaveLength(5);
    expect(next.more).toBe(false);
    const members = AuditListResponse.parse((await read('?entity=member&record_id=3')).body);
    expect(members.entries).toHaveLength(1);
    expect(members.entries[0]).toMatchObject({
      entity: 'member',
      record_id: '3',
      actor_naam: null,
    });
    expect(members.entries[0]!.before).toEqual({ naam: 'voor 3' });
  });

  it("shows only the club's own rows", async () => {
    const all = AuditListResponse.parse((await read('?entity=member&record_id=1')).body);
    expect(all.entries.map((e) => e.after)).toEqual([{ naam: 'na 1' }]);
  });

  it('filters by day and names a bad date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(
      AuditListResponse.parse((await read(`?from=2000-01-01&until=2000-01-02`)).body).entries,
    ).toEqual([]);
    expect(
      AuditListResponse.parse((await read(`?from=${today}&until=2099-01-01`)).body).entries.length,
    ).toBe(AUDIT_PAGE_SIZE);
    const bad = await read('?from=2026-02-30');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('from');
  });

  it('exports what the filter matches as CSV', async () => {
    const res = await t.app.inject({
      url: '/api/admin/audit/export?entity=member',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('audit.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<Record<string, string>>(res.body.slice(1), { header: true }).data;
    expect(rows).toHaveLength(Math.floor((AUDIT_PAGE_SIZE + 5) / 2));
    const changed = rows.find((r) => r.record_id === '3')!;
    // The values before and after as JSON, quotes and all.
    expect(JSON.parse(changed.after!)).toEqual({ naam: '=HYPERLINK("x")' });
    expect(JSON.parse(changed.before!)).toEqual({ naam: 'voor 3' });
    expect(
      (
        await t.app.inject({
          url: '/api/admin/audit/export',
          headers: { cookie: await t.login('demo') },
        })
      ).statusCode,
    ).toBe(403);
  });
});
