import { z } from 'zod';
import { ImportParams } from './admin-courses';
import { ImportReason } from './import-reasons';

/**
 * The member import of the back office (role member_admin): a CSV or XLSX file is
 * uploaded, its columns are mapped to member fields (the mapping is remembered for the next
 * import), every row is checked against the member rules (AdminMemberFields) and shown as new,
 * changed, unchanged or refused with the reason per cell; nothing is written until the preview is
 * applied (one transaction), and the last applied import can be undone.
 */

/** Who the player is, as the federation's player record names them (the member forms' order). */
export const PERSON_FIELDS = [
  'gsn',
  'voorletters',
  'roepnaam',
  'tussenvoegsel',
  'achternaam',
  'geboortedatum',
  'geslacht',
] as const;

/**
 * The member fields a file column can fill. `category` is the category's name (the club's own
 * member_categories; an unknown name is refused, not created); `start_index` is the handicap index
 * as written in the file ("12,4", "+1,2").
 */
export const IMPORT_MEMBER_FIELDS = [
  ...PERSON_FIELDS,
  'email',
  'telefoon',
  'mobiel',
  'voorkeurstaal',
  'category',
  'username',
  'is_gast',
  'extra_veld_1',
  'start_index',
  'start_index_date',
] as const;
export const ImportMemberField = z.enum(IMPORT_MEMBER_FIELDS);
export type ImportMemberField = z.infer<typeof ImportMemberField>;

/** The multipart part that carries the file. */
export const IMPORT_FILE_FIELD = 'file';
/** The largest file taken (a club's 10,000 members with every column is about 2 MB). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** The most data rows a file may have. */
export const IMPORT_MAX_ROWS = 20_000;

export const IMPORT_ROW_STATUSES = ['new', 'changed', 'unchanged', 'refused'] as const;
export const ImportRowStatus = z.enum(IMPORT_ROW_STATUSES);
export type ImportRowStatus = z.infer<typeof ImportRowStatus>;

/** File column heading → the field it fills (null: the column is not imported). */
export const ImportMapping = z.record(z.string().max(200), ImportMemberField.nullable());
export type ImportMapping = z.infer<typeof ImportMapping>;

/**
 * One mapped field of a row: the file's text, the member's value before and after applying (as
 * text; equal when the cell changes nothing), and why the cell is refused.
 */
export const ImportCell = z.object({
  field: ImportMemberField,
  value: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  error: ImportReason.nullable(),
});
export type ImportCell = z.infer<typeof ImportCell>;

export const ImportRow = z.object({
  /** The row's place in the file (the heading is row 1; empty lines count). */
  row: z.number().int(),
  status: ImportRowStatus,
  /** The member the row changes; null for a new one. */
  relatie_id: z.number().int().nullable(),
  naam: z.string(),
  /** Reasons for the whole row (the same member twice), or what applying does beyond the cells. */
  notes: z.array(ImportReason),
  cells: z.array(ImportCell),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/** Rows per page of the preview on screen. */
export const IMPORT_PAGE_SIZE = 100;

/** GET /api/admin/members/import/:import_id — which rows of the preview to show. */
export const ImportPreviewQuery = z.object({
  status: ImportRowStatus.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(IMPORT_PAGE_SIZE),
});
export type ImportPreviewQuery = z.infer<typeof ImportPreviewQuery>;

export const ImportRowParams = ImportParams.extend({
  row: z.coerce.number().int().min(2).max(1_000_000),
});

/**
 * An import as the screens show it: its file's columns and their mapping, the counts per status
 * and a page of rows (filtered by status), and where it stands.
 */
export const ImportPreview = z.object({
  import_id: z.number().int(),
  file_name: z.string(),
  state: z.enum(['preview', 'applied', 'undone']),
  /** Whether this is the club's last applied member import, so it may be undone. */
  can_undo: z.boolean(),
  columns: z.array(z.string()),
  mapping: ImportMapping,
  counts: ImportCounts,
  /** Rows matching the filter (all pages). */
  total: z.number().int(),
  rows: z.array(ImportRow),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

/** PUT /api/admin/members/import/:import_id/mapping — the columns' fields (remembered). */
export const ImportMappingRequest = z.object({
  mapping: ImportMapping.refine(
    (m) => {
      const fields = Object.values(m).filter((f) => f !== null);
      return new Set(fields).size === fields.length;
    },
    { error: 'a field is filled by one column only' },
  ),
});
export type ImportMappingRequest = z.infer<typeof ImportMappingRequest>;

/** PUT /api/admin/members/import/:import_id/rows/:row — a refused row's cell fixed on screen. */
export const ImportRowFix = z.object({
  field: ImportMemberField,
  value: z.string().max(500),
});
export type ImportRowFix = z.infer<typeof ImportRowFix>;

/** The import's latest state: the club's last member import, if any, and whether it can be undone. */
export const ImportLatestResponse = z.object({
  last: z
    .object({
      import_id: z.number().int(),
      file_name: z.string(),
      state: z.enum(['preview', 'applied', 'undone']),
      created_at: z.string(),
      can_undo: z.boolean(),
    })
    .nullable(),
});
export type ImportLatestResponse = z.infer<typeof ImportLatestResponse>;
