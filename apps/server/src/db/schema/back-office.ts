import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { clubRef, clubTable, createdAt } from './columns';
import { IMPORT_KINDS } from '@fairway/contract';

/**
 * Every write of the back office, written in the same transaction as the write itself: who
 * (`actor_id`, the member; null for the platform's command line), when, which record and what it
 * was and became. Rows are only ever added; a club reads, filters and exports its own.
 */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    club_id: clubRef(),
    id: pg.bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: pg.timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: pg.integer('actor_id'),
    /** The kind of record: 'member', 'member_roles', 'club_settings', 'course', 'tee', 'import'… */
    entity: pg.text('entity').notNull(),
    /** The record's own key as text (a member's id, a course's id, 'club' for the settings). */
    record_id: pg.text('record_id').notNull(),
    action: pg.text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    before: pg.jsonb('before'),
    after: pg.jsonb('after'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.id] }),
    pg.index('audit_log_club_at_idx').on(t.club_id, t.at),
    pg.index('audit_log_record_idx').on(t.club_id, t.entity, t.record_id),
    pg.check('audit_log_action_check', sql`${t.action} IN ('create', 'update', 'delete')`),
  ],
);

/**
 * An import of the club's members or courses: the preview the administrator looked at (its rows,
 * kept until applied), and once applied, what undoing it needs (the rows it created and each
 * changed record's values before).
 */
export const dataImports = clubTable(
  'data_imports',
  {
    kind: pg.text('kind', { enum: IMPORT_KINDS }).notNull(),
    file_name: pg.text('file_name').notNull(),
    created_by: pg.integer('created_by'),
    created_at: createdAt(),
    /** The mapped, checked rows of the preview (new / changed / unchanged / refused per row). */
    rows: pg.jsonb('rows').notNull(),
    applied_at: pg.timestamp('applied_at', { withTimezone: true }),
    undone_at: pg.timestamp('undone_at', { withTimezone: true }),
    /** What applying did, for undoing it: created ids and changed records' values before. */
    undo: pg.jsonb('undo'),
  },
  (t) => [
    pg.index('data_imports_club_created_idx').on(t.club_id, t.created_at),
    pg.check(
      'data_imports_kind_check',
      sql.raw(`"kind" IN (${IMPORT_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

/** The column mapping a club used last for an import of each kind, offered again the next time. */
export const importMappings = pg.pgTable(
  'import_mappings',
  {
    club_id: clubRef(),
    kind: pg.text('kind', { enum: IMPORT_KINDS }).notNull(),
    /** File column heading → field name. */
    mapping: pg.jsonb('mapping').notNull(),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.club_id, t.kind] })],
);
