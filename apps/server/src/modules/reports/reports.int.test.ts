import { describe, expect, it } from 'vitest';
import { and, eq, gte, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { REPORT_FORMATS, REPORT_KINDS, type ReportKind } from '@fairway/contract';
import {
  bons,
  bookings,
  matchRegistrations,
  matches,
  memberships,
  payments,
  refunds,
} from '../../db/schema';
import { readAs, withTestApp, type TestApp } from '../../../test/harness';
import { reportCsv as csv } from '../../../test/report-csv';

// The back office's reports as files, and who may download each: parsed back, checked for their headers, a known row, the
// club's clock around a DST change, escaped formulae, and never another club's rows.
let t: TestApp;
let admin: string;
const ids = { demo: [] as number[], zuid: 0 };

/** A bon of `club` for `relatie`, paid by one payment made at `at`. */
async function paid(club: number, relatie: number, at: string, omschrijving: string, n: number) {
  const db = t.database.db;
  const [bon] = await db
    .insert(bons)
    .values({
      club_id: club,
      relatie_id: relatie,
      subject_kind: 'match_registration',
      subject_id: 900_000 + n,
      omschrijving,
      regels: [{ omschrijving, bedrag_cents: 2550 }],
      totaal_cents: 2550,
      status: 'paid',
      return_path: '/app',
      created_at: new Date(at),
      updated_at: new Date(at),
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      club_id: club,
      bon_id: bon!.id,
      provider: 'demo',
      provider_payment_id: `tr_report_${n}`,
      amount_cents: 2550,
      bon_versie: 1,
      status: 'paid',
      applied: true,
      idempotency_key: `report-test-${n}`,
      created_at: new Date(at),
      updated_at: new Date(at),
    })
    .returning();
  return payment!.id;
}

const memberOf = async (club: number) =>
  (
    await t.database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.club_id, club))
      .limit(1)
  )[0]!.id;

withTestApp(async (app) => {
  t = app;
  admin = await t.login('beheer');
  const demo = t.clubId('demo');
  const relatie = await memberOf(demo);
  // Europe/Amsterdam goes from 02:00 to 03:00 at 01:00 UTC on 2026-03-29.
  ids.demo.push(await paid(demo, relatie, '2026-03-28T22:30:00Z', 'the day before', 1));
  ids.demo.push(await paid(demo, relatie, '2026-03-28T23:30:00Z', 'just after midnight', 2));
  ids.demo.push(await paid(demo, relatie, '2026-03-29T00:30:00Z', '=HYPERLINK("x")', 3));
  ids.demo.push(await paid(demo, relatie, '2026-03-29T01:30:00Z', 'after the change', 4));
  // The 29th has 23 hours there: 22:30 UTC is 00:30 on the club's 30th.
  ids.demo.push(await paid(demo, relatie, '2026-03-29T22:30:00Z', 'the day after', 6));
  await t.database.db.insert(refunds).values({
    club_id: demo,
    payment_id: ids.demo[2]!,
    provider_refund_id: 're_report_1',
    amount_cents: 550,
    status: 'refunded',
    reason: 'committee',
    idempotency_key: 'report-refund-1',
    created_at: new Date('2026-03-29T10:00:00Z'),
    updated_at: new Date('2026-03-29T10:00:00Z'),
  });
  const zuid = t.clubId('zuid');
  ids.zuid = await paid(zuid, await memberOf(zuid), '2026-03-29T09:00:00Z', 'zuid', 5);
});

const get = (url: string, cookie = admin) => readAs(t, url, cookie);

const DST_DAY = 'from=2026-03-29&until=2026-03-29';

describe('reports', () => {
  it('answers 401 without a session and 400 naming the field of a bad filter', async () => {
    expect((await get(`/api/admin/reports/payments.csv?${DST_DAY}`, '')).statusCode).toBe(401);
    const field = async (query: string, kind = 'bookings') => {
      const res = await get(`/api/admin/reports/${kind}.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      return (res.json() as { fields: { field: string }[] }).fields.map((f) => f.field);
    };
    expect(await field('from=2026-02-30&until=2026-03-01')).toEqual(['from']);
    expect(await field('from=2026-03-01')).toEqual(['until']);
    expect(await field('from=2026-03-02&until=2026-03-01', 'payments')).toEqual(['until']);
    expect(await field('from=2026-03-01&until=2026-03-02&course_id=x')).toEqual(['course_id']);
    expect((await get('/api/admin/reports/members.pdf')).statusCode).toBe(404);
  });

  it("gives the tee-sheet manager the tee sheet's reports only, a member none", async () => {
    // marker is the demo's tee-sheet manager (and on its match committee), demo a plain member.
    const may = {
      members: ['beheer'],
      bookings: ['beheer', 'marker'],
      cancellations: ['beheer', 'marker'],
      matches: ['beheer'],
      payments: ['beheer'],
      audit: ['beheer'],
    } satisfies Record<ReportKind, string[]>;
    const cookies = new Map<string, string>();
    for (const who of ['beheer', 'marker', 'demo']) cookies.set(who, await t.login(who));
    for (const kind of REPORT_KINDS)
      for (const format of REPORT_FORMATS) {
        const url = `/api/admin/reports/${kind}.${format}${kind === 'members' ? '' : `?${DST_DAY}`}`;
        expect((await get(url, '')).statusCode, `${url} without a session`).toBe(401);
        for (const [who, cookie] of cookies) {
          const res = await get(url, cookie);
          const allowed = (may[kind] as string[]).includes(who);
          expect(res.statusCode, `${url} as ${who}`).toBe(allowed ? 200 : 403);
          if (!allowed) expect(res.json().code, `${url} as ${who}`).toBe('FORBIDDEN');
        }
      }
    // The manager's file is the administrator's, row for row.
    const [known] = await t.database.db
      .select({ date: bookings.date })
      .from(bookings)
      .where(eq(bookings.club_id, t.clubId('demo')))
      .limit(1);
    const day = `/api/admin/reports/bookings.csv?from=${known!.date}&until=${known!.date}`;
    const managers = await get(day, cookies.get('marker'));
    expect(csv(managers.body).rows.length).toBeGreaterThan(0);
    expect(managers.body).toBe((await get(day, cookies.get('beheer'))).body);
  });

  it("exports payments and refunds on the club's clock across the DST change, formulae escaped", async () => {
    const res = await get(`/api/admin/reports/payments.csv?${DST_DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-03-29-2026-03-29.csv"',
    );
    const { fields, rows } = csv(res.body);
    expect(fields.slice(0, 8)).toEqual([
      'type',
      'id',
      'created_at',
      'updated_at',
      'provider',
      'provider_id',
      'amount',
      'status',
    ]);
    // 23:30 UTC on the 28th is 00:30 on the club's 29th; 22:30 UTC is still the 28th there.
    expect(rows.map((r) => [r.type, r.provider_id, r.created_at, r.amount])).toEqual([
      ['payment', 'tr_report_2', '2026-03-29 00:30', '25,50'],
      ['payment', 'tr_report_3', '2026-03-29 01:30', '25,50'],
      ['payment', 'tr_report_4', '2026-03-29 03:30', '25,50'],
      ['refund', 're_report_1', '2026-03-29 12:00', '-5,50'],
    ]);
    expect(rows[1]!.description).toBe(`'=HYPERLINK("x")`);
    expect(rows[3]).toMatchObject({
      payment_id: String(ids.demo[2]),
      provider_payment_id: 'tr_report_3',
      status: 'refunded',
      refund_reason: 'committee',
    });
    expect(res.body).not.toContain('tr_report_5');
  });

  it('writes XLSX with typed cells: euros as numbers, times as dates of the wall clock', async () => {
    const res = await get(`/api/admin/reports/payments.xlsx?${DST_DAY}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(5);
    const after = sheet.getRow(4);
    expect(after.getCell(col('provider_id')).value).toBe('tr_report_4');
    expect(after.getCell(col('amount')).value).toBe(25.5);
    expect((after.getCell(col('created_at')).value as Date).toISOString()).toBe(
      '2026-03-29T03:30:00.000Z',
    );
    // A string cell stays a string: never a formula.
    expect(sheet.getRow(3).getCell(col('description')).value).toBe('=HYPERLINK("x")');
    expect(sheet.getRow(5).getCell(col('amount')).value).toBe(-5.5);
  });

  it("exports the bookings of a range and a course, only the club's own", async () => {
    const db = t.database.db;
    const demo = t.clubId('demo');
    const [known] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.club_id, demo))
      .orderBy(bookings.date)
      .limit(1);
    const range = `from=${known!.date}&until=${known!.date}`;
    const { fields, rows } = csv((await get(`/api/admin/reports/bookings.csv?${range}`)).body);
    expect(fields).toContain('player');
    // The starter's marks (course-admin tee-sheet-day.int.test.ts): none written here.
    expect(fields.slice(-2)).toEqual(['attendance', 'booking_no_shows']);
    const expected = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.club_id, demo), eq(bookings.date, known!.date)));
    expect(rows.map((r) => Number(r.player_id)).sort()).toEqual(expected.map((b) => b.id).sort());
    const row = rows.find((r) => Number(r.player_id) === known!.id)!;
    expect(row).toMatchObject({
      date: known!.date,
      time: known!.time,
      attendance: '',
      booking_no_shows: '0',
    });
    expect(rows.every((r) => r.date === known!.date)).toBe(true);
    const other = await get(
      `/api/admin/reports/bookings.csv?${range}&course_id=${known!.course_id + 100_000}`,
    );
    expect(csv(other.body).rows).toEqual([]);
  });

  it('exports match entries with their match, and the members and audit reports', async () => {
    const db = t.database.db;
    const demo = t.clubId('demo');
    const [entry] = await db
      .select({ id: matchRegistrations.id, aanvang: matches.aanvang, naam: matches.naam })
      .from(matchRegistrations)
      .innerJoin(matches, eq(matches.id, matchRegistrations.match_id))
      .where(and(eq(matchRegistrations.club_id, demo)))
      .limit(1);
    const day = entry!.aanvang.slice(0, 10);
    const { rows } = csv(
      (await get(`/api/admin/reports/matches.csv?from=${day}&until=${day}`)).body,
    );
    const row = rows.find((r) => r.match === entry!.naam)!;
    expect(row.start).toBe(entry!.aanvang.slice(0, 16));
    const all = await db
      .select({ id: matchRegistrations.id })
      .from(matchRegistrations)
      .innerJoin(matches, eq(matches.id, matchRegistrations.match_id))
      .where(
        and(
          eq(matchRegistrations.club_id, demo),
          gte(matches.aanvang, `${day} 00:00:00`),
          lte(matches.aanvang, `${day} 23:59:59`),
        ),
      );
    expect(rows).toHaveLength(all.length);

    const members = csv((await get('/api/admin/reports/members.csv')).body);
    expect(members.fields).toContain('can_log_in');
    expect(members.fields.join()).not.toMatch(/password|hash|role/);
    expect(members.rows.find((r) => r.username === 'beheer')?.can_log_in).toBe('true');
    expect(members.rows.some((r) => r.username === 'zuid')).toBe(false);

    const today = new Date().toISOString().slice(0, 10);
    const audit = await get(`/api/admin/reports/audit.xlsx?from=2000-01-01&until=${today}`);
    expect(audit.statusCode).toBe(200);
    expect(audit.headers['content-type']).toContain('spreadsheetml');
  });
});
