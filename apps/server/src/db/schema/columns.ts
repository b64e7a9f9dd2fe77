import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { clubs } from './clubs';

// The columns most tables share, written once so that a club-scoped table reads as what it adds.

/** The club a row belongs to; every club-scoped key starts with it. */
export const clubRef = () =>
  integer('club_id')
    .notNull()
    .references(() => clubs.id);

/** The club column of a table whose foreign key names the club with another column. */
export const clubColumn = () => integer('club_id').notNull();

/** A row number the database hands out, unique within the club together with `club_id`. */
export const rowId = () => integer('id').generatedAlwaysAsIdentity();

/** The member a row is about (`relatie_id`, the club's member number). */
export const memberColumn = () => integer('relatie_id').notNull();

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The key of a club's rows: (club_id, id). */
export const clubRowKey = (t: { club_id: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [t.club_id, t.id] });

/** A reference from a club's row to another row of the same club: (club_id, column) → (club_id, id). */
export const sameClubRef = (
  t: { club_id: AnyPgColumn },
  column: AnyPgColumn,
  target: { club_id: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ columns: [t.club_id, column], foreignColumns: [target.club_id, target.id] });

/**
 * A table of a club's numbered rows: `club_id` and `id` come first, with their key, ahead of the
 * table's own columns. `club_id` references the club itself, or (`ofClub: false`) nothing: the
 * table's reference to another row of the same club keeps it in the club.
 */
function numberedRows(ofClub: boolean) {
  return <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
    name: TName,
    columns: TColumns,
    extra: (
      t: BuildExtraConfigColumns<TName, NumberedColumns & TColumns, 'pg'>,
    ) => PgTableExtraConfigValue[] = () => [],
  ) =>
    pgTable(name, { club_id: ofClub ? clubRef() : clubColumn(), id: rowId(), ...columns }, (t) => [
      clubRowKey(t),
      ...extra(t),
    ]);
}
type NumberedColumns = { club_id: ReturnType<typeof clubColumn>; id: ReturnType<typeof rowId> };

/** A club's numbered rows whose `club_id` references the club. */
export const clubTable = numberedRows(true);

/** A club's numbered rows that belong to another row of the club (the table's reference says which). */
export const clubChildTable = numberedRows(false);
