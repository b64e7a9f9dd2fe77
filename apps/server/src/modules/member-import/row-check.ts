import {
  AdminMemberFields,
  AdminMemberInput,
  BLANK_MEMBER,
  importReason,
  type ImportCell,
  type ImportReason,
  type ImportMapping,
  type ImportMemberField,
  type ImportRow,
  type ImportRowStatus,
} from '@fairway/contract';
import { GSN_PATTERN } from '@fairway/golf';
import { fullName } from '../members';
import {
  CellRefused,
  cellRefused,
  readDate,
  readHandicap,
  readLanguage,
  readSex,
  readYesNo,
} from './cell-values';
import type { ImportTable } from './import-file';
import {
  CLUB_FIELDS,
  MEMBER_KEY,
  SHARED_FIELDS,
  type ExistingMember,
  type OtherPlayer,
} from './member-values';

/** What the rows are checked against: the club's members, other players, categories, today. */
export interface CheckContext {
  members: ExistingMember[];
  /** Players of other clubs by GSN (only those the file names). */
  otherPlayers: Map<string, OtherPlayer>;
  /** Category id by its name in lower case, and the names by id. */
  categories: Map<string, number>;
  categoryNames: Map<number, string>;
  /** The club's date today: an index without a date column is dated today. */
  today: string;
}

/** Values a file row has for the fields it maps, after the fixes made on screen. */
export type RowTexts = Partial<Record<ImportMemberField, string>>;
export type Fixes = Record<string, RowTexts>;

/** What applying a row does (rows refused or unchanged do nothing). */
export type RowWrite =
  | { kind: 'new'; after: AdminMemberInput }
  | { kind: 'link'; player_id: number; after: AdminMemberInput }
  | {
      kind: 'update';
      relatie_id: number;
      player_id: number;
      before: AdminMemberInput;
      after: AdminMemberInput;
    };

export interface CheckedRow {
  row: ImportRow;
  write: RowWrite | null;
}

/** The texts of each row for the mapped fields, with the fixes over them. */
export function rowTexts(table: ImportTable, mapping: ImportMapping, fixes: Fixes) {
  const mapped = table.columns
    .map((column, i) => ({ i, field: mapping[column] ?? null }))
    .filter((c): c is { i: number; field: ImportMemberField } => c.field !== null);
  return table.rows.map((r) => {
    const texts: RowTexts = {};
    for (const c of mapped) texts[c.field] = r.values[c.i] ?? '';
    return { row: r.row, texts: { ...texts, ...fixes[r.row] } };
  });
}

type Reader = (text: string, ctx: CheckContext) => unknown;
const nullable =
  (read: (text: string) => unknown): Reader =>
  (text) =>
    text === '' ? null : read(text);
const text = nullable((t) => t);

/** How each field's text becomes the value the member rules check. */
const READERS: Record<ImportMemberField, Reader> = {
  gsn: text,
  voorletters: text,
  roepnaam: text,
  tussenvoegsel: text,
  achternaam: (t) => t,
  geboortedatum: nullable(readDate),
  geslacht: (t) => {
    if (t === '') throw cellRefused('required', 'required');
    return readSex(t);
  },
  email: text,
  telefoon: text,
  mobiel: text,
  voorkeurstaal: readLanguage,
  category: (t, ctx) => {
    if (t === '') return null;
    const id = ctx.categories.get(t.toLowerCase());
    if (id === undefined)
      throw cellRefused('unknownCategory', `no member category named "${t}"`, { name: t });
    return id;
  },
  username: text,
  is_gast: readYesNo,
  extra_veld_1: text,
  start_index: nullable(readHandicap),
  start_index_date: nullable(readDate),
};

const FIELD_OF = Object.fromEntries(
  Object.entries(MEMBER_KEY).map(([field, key]) => [key, field as ImportMemberField]),
) as Record<keyof AdminMemberInput, ImportMemberField>;

/** A value as the preview shows it. */
function shown(key: keyof AdminMemberInput, value: unknown, ctx: CheckContext): string | null {
  if (value === null || value === undefined) return null;
  if (key === 'category_id') return ctx.categoryNames.get(value as number) ?? String(value);
  if (key === 'start_index') {
    const v = value as number;
    return v < 0 ? `+${-v}` : String(v);
  }
  return String(value);
}

/** Whether a value read from the file would change the member's `key` (as the form writes it). */
function changes(key: keyof AdminMemberInput, value: unknown, current: AdminMemberInput): boolean {
  const parsed = AdminMemberFields[key].safeParse(value);
  return !parsed.success || JSON.stringify(parsed.data) !== JSON.stringify(current[key] ?? null);
}

const normalGsn = (t: string | undefined) => {
  const g = (t ?? '').trim().toUpperCase();
  return GSN_PATTERN.test(g) ? g : null;
};

/** The rows' matches: a club member by GSN, else by username; a player elsewhere by GSN. */
function match(
  texts: RowTexts,
  ctx: CheckContext,
  byGsn: Map<string, ExistingMember>,
  byUser: Map<string, ExistingMember>,
) {
  const gsn = normalGsn(texts.gsn);
  const username = (texts.username ?? '').trim().toLowerCase();
  const member = (gsn && byGsn.get(gsn)) || (username ? byUser.get(username) : undefined);
  const other = gsn && !member ? ctx.otherPlayers.get(gsn) : undefined;
  return { gsn, username, member, other };
}

/**
 * Checks every row of the file: which member it is (documented in the module's README: GSN
 * first, then username; a GSN of another club's player links that player), the values the member
 * gets (each through the member rules of the form), and its status with the reason per cell.
 * Rows naming one GSN, one username or one member twice are all refused.
 */
export function checkRows(
  rows: { row: number; texts: RowTexts }[],
  ctx: CheckContext,
): CheckedRow[] {
  const byGsn = new Map<string, ExistingMember>();
  const byUser = new Map<string, ExistingMember>();
  for (const m of ctx.members) {
    if (m.values.gsn) byGsn.set(m.values.gsn.toUpperCase(), m);
    if (m.values.username) byUser.set(m.values.username.toLowerCase(), m);
  }
  const matches = rows.map((r) => match(r.texts, ctx, byGsn, byUser));
  const rowsOf = (key: (m: (typeof matches)[number]) => string | number | null | undefined) => {
    const seen = new Map<string | number, number[]>();
    matches.forEach((m, i) => {
      const k = key(m);
      if (k === null || k === undefined || k === '') return;
      seen.set(k, [...(seen.get(k) ?? []), rows[i]!.row]);
    });
    return seen;
  };
  const gsnRows = rowsOf((m) => m.gsn);
  const userRows = rowsOf((m) => m.username);
  const memberRows = rowsOf((m) => m.member?.relatie_id);
  const others = (list: number[] | undefined, row: number) =>
    (list ?? []).filter((r) => r !== row).join(', ');

  return rows.map(({ row, texts }, i): CheckedRow => {
    const { gsn, username, member, other } = matches[i]!;
    const errors = new Map<ImportMemberField, ImportReason>();
    const notes: ImportReason[] = [];
    const base = member?.values ?? other?.values ?? BLANK_MEMBER; // a new member's values before the file fills them
    const after: Record<string, unknown> = { ...base };
    const fields = Object.keys(texts) as ImportMemberField[];
    // Another club's member too: their personal record is that club's as well, so the file's
    // values for it are not written (the member form refuses them: member-admin.service.ts).
    const shared = member?.shared ?? false;
    let kept = false;
    for (const field of fields) {
      const key = MEMBER_KEY[field];
      if (other && !CLUB_FIELDS.has(key)) continue;
      const keep = shared && SHARED_FIELDS.has(key);
      try {
        const value = READERS[field](texts[field]!, ctx);
        if (keep) kept ||= changes(key, value, base);
        else after[key] = value;
      } catch (err) {
        if (!(err instanceof CellRefused)) throw err;
        if (keep) kept = true;
        else errors.set(field, err.reason);
      }
    }
    for (const field of ['geslacht', 'achternaam'] as const)
      if (!member && !other && !(field in texts))
        errors.set(field, importReason('noColumn', 'no column for it'));
    // An index from a file without a date column is as of today (kept when it did not change).
    if ('start_index' in texts && !('start_index_date' in texts) && !other) {
      after.start_index_date =
        after.start_index === null
          ? null
          : after.start_index === base.start_index
            ? base.start_index_date
            : ctx.today;
    }
    const parsed = AdminMemberInput.safeParse(after);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path[0] as keyof AdminMemberInput];
        if (field && !errors.has(field))
          errors.set(field, importReason('invalid', issue.message, { path: issue.path.join('.') }));
      }

    const alsoIn = (list: number[] | undefined, what: string) => {
      const rows = others(list, row);
      return importReason('alsoInRow', `the ${what} is also in row ${rows}`, { rows });
    };
    if (gsn && gsnRows.get(gsn)!.length > 1) errors.set('gsn', alsoIn(gsnRows.get(gsn), 'GSN'));
    if (username && userRows.get(username)!.length > 1)
      errors.set('username', alsoIn(userRows.get(username), 'username'));
    const sameMember = member && memberRows.get(member.relatie_id)!.length > 1;
    if (sameMember) {
      const rows = others(memberRows.get(member.relatie_id), row);
      notes.push(importReason('sameMemberAs', `the same member as row ${rows}`, { rows }));
    }
    if (member && gsn && member.values.gsn && member.values.gsn.toUpperCase() !== gsn)
      errors.set(
        'username',
        importReason(
          'usernameOfOtherGsn',
          `the username belongs to the member with GSN ${member.values.gsn}`,
          { gsn: member.values.gsn },
        ),
      );
    if (member && gsn && !member.values.gsn && ctx.otherPlayers.has(gsn))
      errors.set('gsn', importReason('gsnOfOtherPlayer', 'the GSN belongs to another player'));
    if (username) {
      const holder = byUser.get(username);
      if (holder && holder !== member) {
        const name = fullName(holder.values);
        errors.set(
          'username',
          importReason('usernameTaken', `the username is taken by ${name}`, { name }),
        );
      }
    }
    if (other)
      notes.push(
        importReason(
          'otherClubPlayer',
          'a player of another club: their membership is added, their personal details kept',
        ),
      );
    if (kept)
      notes.push(
        importReason(
          'sharedPlayer',
          'also a member of another club: their personal details are kept, the rest is applied',
        ),
      );
    if (member?.deactivated)
      notes.push(importReason('staysDeactivated', 'a deactivated member: stays deactivated'));

    const value = parsed.success ? parsed.data : (after as AdminMemberInput);
    const before = member?.values ?? other?.values ?? null;
    const changed = (Object.keys(value) as (keyof AdminMemberInput)[]).filter(
      (k) => JSON.stringify(value[k] ?? null) !== JSON.stringify(base[k] ?? null),
    );
    const shownFields = new Set<ImportMemberField>([...fields, ...errors.keys()]);
    for (const k of changed) shownFields.add(FIELD_OF[k]);
    const cells: ImportCell[] = [...shownFields].map((field) => {
      const key = MEMBER_KEY[field];
      return {
        field,
        value: texts[field] ?? '',
        before: before ? shown(key, before[key], ctx) : null,
        after: errors.has(field) ? null : shown(key, value[key], ctx),
        error: errors.get(field) ?? null,
      };
    });
    const refused = errors.size > 0 || sameMember;
    const status: ImportRowStatus = refused
      ? 'refused'
      : !member
        ? 'new'
        : changed.length
          ? 'changed'
          : 'unchanged';
    const write: RowWrite | null =
      status === 'new'
        ? other
          ? { kind: 'link', player_id: other.player_id, after: value }
          : { kind: 'new', after: value }
        : status === 'changed'
          ? {
              kind: 'update',
              relatie_id: member!.relatie_id,
              player_id: member!.player_id,
              before: member!.values,
              after: value,
            }
          : null;
    return {
      row: {
        row,
        status,
        relatie_id: member?.relatie_id ?? null,
        naam: fullName(value.achternaam ? value : (before ?? value)) || '',
        notes,
        cells,
      },
      write,
    };
  });
}

/** The counts per status. */
export function countRows(rows: { status: ImportRowStatus }[]) {
  const counts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const r of rows) counts[r.status]++;
  return counts;
}
