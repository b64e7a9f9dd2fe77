import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, ImportPreview } from '@fairway/contract';
import { withSessions, writeHeaders } from '../../../test/harness';
import { MULTIPART_TYPE, multipartBody } from '../../../test/multipart';
import { memberships, players } from '../../db/schema';

// A player who is a member of another club too is that club's member as well: the import leaves
// their personal record (name, sex, birth date, start index) as it is, as the member form refuses
// to change it, and the preview says so for the row. The club's own fields are still written.
const s = withSessions(['beheer']);
let zuidPlayer: typeof players.$inferSelect;

const BASE = '/api/admin/members/import';
const keyed = (cookie: string) => ({ ...writeHeaders(cookie), [IDEMPOTENCY_HEADER]: randomUUID() });
const post = (url: string) => s.t.app.inject({ method: 'POST', url, headers: keyed(s.beheer) });

async function upload(csv: string): Promise<ImportPreview> {
  const res = await s.t.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...keyed(s.beheer), 'content-type': MULTIPART_TYPE },
    payload: multipartBody({ data: Buffer.from(csv), name: 'leden.csv', type: 'text/csv' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ImportPreview.parse(res.json());
}

async function apply(p: ImportPreview): Promise<ImportPreview> {
  const res = await post(`${BASE}/${p.import_id}/apply`);
  expect(res.statusCode, res.body).toBe(200);
  return ImportPreview.parse(res.json());
}

const player = async () =>
  (await s.t.database.db.select().from(players).where(eq(players.id, zuidPlayer.id)))[0]!;

beforeAll(async () => {
  // A member of Zuid with a GSN, who becomes a member of the demo club too (a first import).
  const [first] = await s.t.database.db
    .select(getTableColumns(players))
    .from(players)
    .innerJoin(memberships, eq(memberships.player_id, players.id))
    .where(and(eq(memberships.club_id, s.t.clubId('zuid')), isNotNull(players.gsn)))
    .orderBy(asc(memberships.id))
    .limit(1);
  zuidPlayer = first!;
  await apply(
    await upload(`GSN;Achternaam;Geslacht;Gebruikersnaam\n${zuidPlayer.gsn};Anders;V;tweeclubs\n`),
  );
});

describe("the import of a member who is another club's member too", () => {
  it('changes nothing of their personal record, and says so in the preview', async () => {
    const before = await player();
    const sex = before.geslacht === 'm' ? 'V' : 'M';
    const p = await upload(
      'GSN;Achternaam;Geslacht;Geboortedatum;Handicap;Gebruikersnaam\n' +
        `${zuidPlayer.gsn};Overschreven;${sex};01-02-1961;33,3;nieuwe-naam\n`,
    );
    await apply(p);
    const now = await player();
    expect(now).toMatchObject({
      achternaam: before.achternaam,
      geslacht: before.geslacht,
      geboortedatum: before.geboortedatum,
      start_index_tenths: before.start_index_tenths,
      start_index_date: before.start_index_date,
      handicap_tenths: before.handicap_tenths,
    });
    const row = p.rows[0]!;
    expect(row.notes.map((n) => n.code)).toEqual(['sharedPlayer']);
    expect(row.status).toBe('changed');
    const after = Object.fromEntries(row.cells.map((c) => [c.field, c.after]));
    expect(after).toMatchObject({ achternaam: before.achternaam, username: 'nieuwe-naam' });
    const [membership] = await s.t.database.db
      .select({ username: memberships.username })
      .from(memberships)
      .where(
        and(eq(memberships.club_id, s.t.clubId('demo')), eq(memberships.player_id, zuidPlayer.id)),
      );
    expect(membership!.username).toBe('nieuwe-naam');
  });

  it('is unchanged when only their personal record differs, and the undo leaves it as well', async () => {
    const p = await upload(`GSN;Achternaam;Geslacht\n${zuidPlayer.gsn};Nogmaals Anders;V\n`);
    const before = await player();
    await apply(p);
    expect((await player()).achternaam).toBe(before.achternaam);
    expect((await post(`${BASE}/${p.import_id}/undo`)).statusCode).toBe(200);
    expect((await player()).achternaam).toBe(before.achternaam);
    expect(p.rows[0]).toMatchObject({ status: 'unchanged' });
    expect(p.rows[0]!.notes.map((n) => n.code)).toEqual(['sharedPlayer']);
  });
});
