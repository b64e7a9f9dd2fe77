import { and, desc, eq, inArray, isNotNull, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { AdminMemberInput, ImportMapping } from '@fairway/contract';
import { toTenths } from '@fairway/golf';
import { findDataImport, insertDataImport } from '../../db/data-imports';
import type { Db } from '../../db/db';
import {
  clubs,
  dataImports,
  importMappings,
  memberCategories,
  memberships,
  players,
  sessions,
} from '../../db/schema';
import {
  valuesOf,
  type ExistingMember,
  type MemberColumns,
  type OtherPlayer,
} from './member-values';

const PLAYER_COLUMNS = sql`
  id integer, gsn text, voorletters text, roepnaam text, tussenvoegsel text, achternaam text,
  geboortedatum date, geslacht text, email text, telefoon text, mobiel text, voorkeurstaal text,
  start_index_tenths integer, start_index_date date`;

const MEMBER_SELECT = {
  relatie_id: memberships.id,
  player_id: players.id,
  deactivated_at: memberships.deactivated_at,
  gsn: players.gsn,
  voorletters: players.voorletters,
  roepnaam: players.roepnaam,
  tussenvoegsel: players.tussenvoegsel,
  achternaam: players.achternaam,
  geboortedatum: players.geboortedatum,
  geslacht: players.geslacht,
  email: players.email,
  telefoon: players.telefoon,
  mobiel: players.mobiel,
  voorkeurstaal: players.voorkeurstaal,
  start_index_tenths: players.start_index_tenths,
  start_index_date: players.start_index_date,
  category_id: memberships.category_id,
  username: memberships.username,
  is_gast: memberships.is_gast,
  extra_veld_1: memberships.extra_veld_1,
};

/** Whether the player (`playerId`, a column or an expression) is another club's member too. */
const sharedPlayer = (clubId: number, playerId: SQL | Column = players.id) =>
  sql<boolean>`exists (select 1 from ${memberships} o
    where o.player_id = ${playerId} and o.club_id <> ${clubId})`;

/** A player's fields as the bulk writes send them (with the player's id). */
const playerRow = (id: number, v: AdminMemberInput) => ({
  id,
  gsn: v.gsn,
  voorletters: v.voorletters,
  roepnaam: v.roepnaam,
  tussenvoegsel: v.tussenvoegsel,
  achternaam: v.achternaam,
  geboortedatum: v.geboortedatum,
  geslacht: v.geslacht,
  email: v.email,
  telefoon: v.telefoon,
  mobiel: v.mobiel,
  voorkeurstaal: v.voorkeurstaal,
  start_index_tenths: v.start_index === null ? null : toTenths(v.start_index, 'start_index'),
  start_index_date: v.start_index_date,
});

/** A membership's own fields as the bulk writes send them. */
const membershipRow = (v: AdminMemberInput) => ({
  username: v.username,
  is_gast: v.is_gast,
  extra_veld_1: v.extra_veld_1,
  category_id: v.category_id,
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Rows per bulk statement: each statement stays well inside the pool's statement timeout (5 s)
 * on a busy host, and a 10,000-row import is ten of them per kind of write.
 */
const CHUNK = 1000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The stored import: its file's table, the mapping, the fixes made on screen, the preview. */
export type ImportRecord = typeof dataImports.$inferSelect;

/**
 * The member import's reads and writes. The apply and undo writes are one statement per kind of
 * write for all rows at once (jsonb_to_recordset), so 5,000 members take a few statements.
 */
export class MemberImportRepository {
  constructor(readonly db: Db) {}

  async lockClub(tx: Db, clubId: number): Promise<void> {
    await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for('update');
  }

  async members(tx: Db, clubId: number): Promise<ExistingMember[]> {
    const rows = await tx
      .select({ ...MEMBER_SELECT, shared: sharedPlayer(clubId) })
      .from(memberships)
      .innerJoin(players, eq(players.id, memberships.player_id))
      .where(eq(memberships.club_id, clubId));
    return rows.map((r) => ({
      relatie_id: r.relatie_id,
      player_id: r.player_id,
      deactivated: r.deactivated_at !== null,
      shared: r.shared,
      values: valuesOf(r as MemberColumns),
    }));
  }

  /** Players with one of `gsns` who are no member of the club. */
  async otherPlayers(tx: Db, clubId: number, gsns: string[]): Promise<Map<string, OtherPlayer>> {
    if (!gsns.length) return new Map();
    const rows = await tx
      .select({ ...MEMBER_SELECT, relatie_id: sql<number>`0`, deactivated_at: sql<null>`null` })
      .from(players)
      .leftJoin(
        memberships,
        and(eq(memberships.player_id, players.id), eq(memberships.club_id, clubId)),
      )
      .where(and(inArray(players.gsn, gsns), isNull(memberships.id)));
    return new Map(
      rows.map((r) => [
        r.gsn!,
        {
          player_id: r.player_id,
          values: valuesOf({
            ...r,
            category_id: null,
            username: null,
            is_gast: false,
            extra_veld_1: null,
          } as MemberColumns),
        },
      ]),
    );
  }

  categories(tx: Db, clubId: number) {
    return tx
      .select({ id: memberCategories.id, naam: memberCategories.naam })
      .from(memberCategories)
      .where(eq(memberCategories.club_id, clubId));
  }

  async mapping(clubId: number): Promise<ImportMapping> {
    const [row] = await this.db
      .select({ mapping: importMappings.mapping })
      .from(importMappings)
      .where(and(eq(importMappings.club_id, clubId), eq(importMappings.kind, 'members')));
    return (row?.mapping as ImportMapping | undefined) ?? {};
  }

  async rememberMapping(tx: Db, clubId: number, mapping: ImportMapping): Promise<void> {
    await tx
      .insert(importMappings)
      .values({ club_id: clubId, kind: 'members', mapping })
      .onConflictDoUpdate({
        target: [importMappings.club_id, importMappings.kind],
        set: { mapping, updated_at: sql`now()` },
      });
  }

  create(tx: Db, clubId: number, createdBy: number, fileName: string, rows: unknown) {
    return insertDataImport(tx, clubId, 'members', { fileName, createdBy, rows });
  }

  /** The club's member import; `lock` holds it until the transaction ends. */
  find(tx: Db, clubId: number, id: number, lock = false): Promise<ImportRecord | undefined> {
    return findDataImport(tx, clubId, 'members', id, lock);
  }

  async latest(clubId: number): Promise<ImportRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(dataImports)
      .where(and(eq(dataImports.club_id, clubId), eq(dataImports.kind, 'members')))
      .orderBy(desc(dataImports.created_at), desc(dataImports.id))
      .limit(1);
    return row;
  }

  /** The id of the club's member import applied last (undone or not). */
  async lastApplied(tx: Db, clubId: number): Promise<number | undefined> {
    const [row] = await tx
      .select({ id: dataImports.id })
      .from(dataImports)
      .where(
        and(
          eq(dataImports.club_id, clubId),
          eq(dataImports.kind, 'members'),
          isNotNull(dataImports.applied_at),
        ),
      )
      .orderBy(desc(dataImports.applied_at), desc(dataImports.id))
      .limit(1);
    return row?.id;
  }

  async update(tx: Db, clubId: number, id: number, set: Partial<ImportRecord>): Promise<void> {
    await tx
      .update(dataImports)
      .set(set)
      .where(and(eq(dataImports.club_id, clubId), eq(dataImports.id, id)));
  }

  /** New players for `values`, in their order; answers their ids. */
  async insertPlayers(tx: Db, values: AdminMemberInput[]): Promise<number[]> {
    if (!values.length) return [];
    // Ids drawn first, so each value keeps its id whatever order the insert returns rows in.
    const ids = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select nextval(pg_get_serial_sequence('players', 'id'))::int as id
              from generate_series(1, ${values.length}::int)`,
      ),
    ).map((r) => r.id);
    await inChunks(
      values.map((v, i) => playerRow(ids[i]!, v)),
      async (rows) => {
        await tx.execute(sql`
      insert into ${players} (id, gsn, voorletters, roepnaam, tussenvoegsel, achternaam, geboortedatum,
        geslacht, email, telefoon, mobiel, voorkeurstaal, start_index_tenths, start_index_date,
        handicap_tenths)
      select id, gsn, voorletters, roepnaam, tussenvoegsel, achternaam, geboortedatum, geslacht,
             email, telefoon, mobiel, voorkeurstaal, start_index_tenths, start_index_date,
             start_index_tenths
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${PLAYER_COLUMNS})`);
      },
    );
    return ids;
  }

  /** New memberships of the club for players; answers the relatie id per player id. */
  async insertMemberships(
    tx: Db,
    clubId: number,
    rows: { player_id: number; values: AdminMemberInput }[],
  ): Promise<Map<number, number>> {
    if (!rows.length) return new Map();
    const relatieOf = new Map<number, number>();
    await inChunks(rows, async (chunk) => {
      const data = chunk.map((r) => ({ player_id: r.player_id, ...membershipRow(r.values) }));
      const result = rowsOf<{ id: number; player_id: number }>(
        await tx.execute(sql`
        insert into ${memberships} (club_id, player_id, username, is_gast, extra_veld_1, category_id)
        select ${clubId}::int, player_id, username, is_gast, extra_veld_1, category_id
          from jsonb_to_recordset(${JSON.stringify(data)}::jsonb)
            as v(player_id integer, username text, is_gast boolean, extra_veld_1 text, category_id integer)
        returning id, player_id`),
      );
      for (const r of result) relatieOf.set(r.player_id, r.id);
    });
    return relatieOf;
  }

  /**
   * Writes the players' fields and their memberships' fields. A changed start index is the
   * player's index too while no card has been processed (the record replays from it later).
   */
  async updateMembers(
    tx: Db,
    clubId: number,
    rows: { relatie_id: number; player_id: number; values: AdminMemberInput }[],
  ): Promise<void> {
    await inChunks(rows, (chunk) => this.updateChunk(tx, clubId, chunk));
  }

  private async updateChunk(
    tx: Db,
    clubId: number,
    rows: { relatie_id: number; player_id: number; values: AdminMemberInput }[],
  ): Promise<void> {
    const playerData = rows.map((r) => playerRow(r.player_id, r.values));
    // A player who is another club's member too keeps their personal record whatever the rows
    // say (the checked rows leave it as it is; this holds when another club changed it since).
    const keep = (column: string) =>
      sql.raw(`${column} = case when v.shared then p.${column} else v.${column} end`);
    await tx.execute(sql`
      update ${players} p set ${keep('gsn')}, ${keep('voorletters')}, ${keep('roepnaam')},
        ${keep('tussenvoegsel')}, ${keep('achternaam')}, ${keep('geboortedatum')},
        ${keep('geslacht')}, email = v.email, telefoon = v.telefoon, mobiel = v.mobiel,
        voorkeurstaal = v.voorkeurstaal, ${keep('start_index_tenths')},
        ${keep('start_index_date')},
        handicap_tenths = case
          when not v.shared
           and p.start_index_tenths is distinct from v.start_index_tenths
           and not exists (select 1 from handicap_history h where h.player_id = p.id)
          then v.start_index_tenths else p.handicap_tenths end
        from (select r.*, ${sharedPlayer(clubId, sql.raw('r.id'))} as shared
                from jsonb_to_recordset(${JSON.stringify(playerData)}::jsonb) as r(${PLAYER_COLUMNS})) v
       where p.id = v.id`);
    const memberData = rows.map((r) => ({ id: r.relatie_id, ...membershipRow(r.values) }));
    await tx.execute(sql`
      update ${memberships} m set username = v.username, is_gast = v.is_gast,
        extra_veld_1 = v.extra_veld_1, category_id = v.category_id
        from jsonb_to_recordset(${JSON.stringify(memberData)}::jsonb)
          as v(id integer, username text, is_gast boolean, extra_veld_1 text, category_id integer)
       where m.club_id = ${clubId} and m.id = v.id`);
  }

  /**
   * The members among `ids` that something of theirs points at since (nothing references a
   * membership by a foreign key that would refuse its removal, so it is asked): a booking, a card
   * (theirs or as marker), a match sign-up, a payment, a login, a feedback message.
   */
  async used(tx: Db, clubId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const list = sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        select relatie_id as id from bookings where club_id = ${clubId} and relatie_id in ${list}
        union select booked_by from bookings where club_id = ${clubId} and booked_by in ${list}
        union select relatie_id from scorecards where club_id = ${clubId} and relatie_id in ${list}
        union select marker_id from scorecards where club_id = ${clubId} and marker_id in ${list}
        union select relatie_id from match_registrations where club_id = ${clubId} and relatie_id in ${list}
        union select relatie_id from bons where club_id = ${clubId} and relatie_id in ${list}
        union select relatie_id from sessions where club_id = ${clubId} and relatie_id in ${list}
        union select relatie_id from feedback where club_id = ${clubId} and relatie_id in ${list}`),
    );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Removes the memberships the import created that nothing points at (their roles, friends and
   * devices go with them), and then the players it created who are left without a membership;
   * the others are deactivated and their sessions ended, as a deactivation on the member screen
   * does. Answers the ids of those deactivated.
   */
  async removeCreated(
    tx: Db,
    clubId: number,
    relatieIds: number[],
    playerIds: number[],
    at: Date,
  ): Promise<number[]> {
    const used = await this.used(tx, clubId, relatieIds);
    const kept = relatieIds.filter((id) => used.has(id));
    const gone = relatieIds.filter((id) => !used.has(id));
    const mine = (ids: number[]) =>
      and(eq(memberships.club_id, clubId), inArray(memberships.id, ids));
    for (let i = 0; i < gone.length; i += 5000)
      await tx.delete(memberships).where(mine(gone.slice(i, i + 5000)));
    for (let i = 0; i < kept.length; i += 5000) {
      const chunk = kept.slice(i, i + 5000);
      await tx
        .update(memberships)
        .set({ deactivated_at: at })
        .where(and(mine(chunk), isNull(memberships.deactivated_at)));
      await tx
        .delete(sessions)
        .where(and(eq(sessions.club_id, clubId), inArray(sessions.relatie_id, chunk)));
    }
    for (let i = 0; i < playerIds.length; i += 5000)
      await tx
        .delete(players)
        .where(
          and(
            inArray(players.id, playerIds.slice(i, i + 5000)),
            sql`not exists (select 1 from ${memberships} m where m.player_id = ${players.id})`,
          ),
        );
    return kept;
  }
}
