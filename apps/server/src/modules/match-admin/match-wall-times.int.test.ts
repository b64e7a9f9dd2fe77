import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMatch } from '@fairway/contract';
import { createTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { adminMatchInput, firstCourseAndTee } from '../../../test/match-fixtures';
import { matches } from '../../db/schema';

/**
 * A match's wall times (`aanvang` and the sign-up window) are read by PostgreSQL as timestamps:
 * a year it cannot store (0000) or a day that does not exist was a 500, a year past 2099 was
 * stored. Each is a 400 naming the field, on create and on edit, and nothing is written.
 */
let t: TestApp;
let admin: string;
let course: number;
let tee: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-25T12:00:00Z') });
  admin = await t.login('commissie');
  ({ course, tee } = await firstCourseAndTee(t, 'demo'));
});
afterAll(() => t.close());

/** The fixture's match (a free, non-qualifying stableford), as `over` changes it. */
const input = (over: Record<string, unknown>) =>
  adminMatchInput(course, tee, {
    naam: 'Najaar',
    qualifying: false,
    inschrijfgeld_cents: 0,
    ...over,
  });

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: writeHeaders(admin), payload });
/** POST /api/admin/wedstrijd: a new match from `payload`. */
const create = (payload: object) => send('POST', '/api/admin/wedstrijd', payload);

/** The wall-time fields in the order a match needs them: sign-up opens, closes, the match starts. */
const ORDER = ['inschrijvingsstart', 'inschrijvingsstop', 'aanvang'] as const;
type WallField = (typeof ORDER)[number];

/**
 * `field` set to `value`; the fields that must come before it (a value below the others) or
 * after it (a value above) are set to the same value, so the window stays in order and only the
 * range can refuse it.
 */
function bodyWith(field: WallField, value: string, low: boolean) {
  const at = ORDER.indexOf(field);
  const same = ORDER.filter((_, i) => (low ? i <= at : i >= at));
  return input({ naam: 'Tijdreis', ...Object.fromEntries(same.map((f) => [f, value])) });
}

const CASES: [WallField, string, boolean][] = ORDER.flatMap((field) => [
  [field, '0000-01-01 00:00', true] as [WallField, string, boolean],
  [field, '1899-12-31 23:59', true] as [WallField, string, boolean],
  [field, '2026-02-30 10:00', true] as [WallField, string, boolean],
  [field, '2100-01-01 00:00', false] as [WallField, string, boolean],
  [field, '2026-13-01 10:00', false] as [WallField, string, boolean],
]);

const fieldsOf = (body: { fields?: { field: string }[] }) =>
  (body.fields ?? []).map((f) => f.field);
const allMatches = () => t.database.db.select().from(matches);

describe('wall times on POST and PUT /api/admin/wedstrijd', () => {
  it.each(CASES)('POST refuses %s %s with 400 naming it', async (field, value, low) => {
    const before = (await allMatches()).length;
    const res = await create(bodyWith(field, value, low));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(fieldsOf(res.json())).toContain(field);
    expect((await allMatches()).length).toBe(before);
  });

  it.each(CASES)('PUT refuses %s %s with 400 naming it', async (field, value, low) => {
    const created = await create(input({}));
    expect(created.statusCode, created.body).toBe(201);
    const match = AdminMatch.parse(created.json());
    const res = await send('PUT', `/api/admin/wedstrijd/${match.id}`, bodyWith(field, value, low));
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, match.id));
    expect(row!.naam).toBe('Najaar');
    expect(row![field].slice(0, 16)).toBe(match[field]);
  });

  it('takes the first and last minute of the range', async () => {
    const first = await create(input({ naam: 'Eerste', inschrijvingsstart: '1900-01-01 00:00' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().inschrijvingsstart).toBe('1900-01-01 00:00');
    const last = await create(input({ naam: 'Laatste', aanvang: '2099-12-31 23:59' }));
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().aanvang).toBe('2099-12-31 23:59');
  });
});
