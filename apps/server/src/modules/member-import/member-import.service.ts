import type {
  AdminMemberInput,
  ImportLatestResponse,
  ImportMapping,
  ImportPreview,
  ImportPreviewQuery,
  ImportRow,
  ImportRowFix,
} from '@fairway/contract';
import { IMPORT_PAGE_SIZE } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/db';
import { afterCommit, transaction } from '../../db/transaction';
import { AppError, notFound } from '../../errors';
import type { AuditRepository, AuditWrite } from '../audit';
import type { RolesRepository } from '../roles';
import type { ImportTable } from './import-file';
import type { ImportRecord, MemberImportRepository } from './import.repository';
import { offeredMapping } from './mapping-guess';
import { SHARED_FIELDS } from './member-values';
import { checkRows, countRows, rowTexts, type CheckedRow, type Fixes } from './row-check';

/** What data_imports.rows holds: the file's table, its mapping, the fixes and the preview. */
interface Stored {
  table: ImportTable;
  mapping: ImportMapping;
  fixes: Fixes;
  preview: ImportRow[];
}

/** What data_imports.undo holds: the members the import created and each changed one's values. */
interface Undo {
  created: { relatie_id: number; player_id: number; new_player: boolean }[];
  changed: {
    relatie_id: number;
    player_id: number;
    before: AdminMemberInput;
    after: AdminMemberInput;
  }[];
}

/** Audit rows per insert statement (each row is 9 parameters; PostgreSQL takes 65,535). */
const AUDIT_CHUNK = 1000;

const notApplicable = (message: string) => new AppError('IMPORT_NOT_APPLICABLE', message);

/** Only the fields that differ, before and after. */
function difference(before: AdminMemberInput, after: AdminMemberInput) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of Object.keys(after) as (keyof AdminMemberInput)[])
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k] = before[k];
      a[k] = after[k];
    }
  return { before: b, after: a };
}

/**
 * The member import (role member_admin): a file becomes a preview that is checked again on each
 * change of mapping or cell, and is written only when applied, in one transaction that checks it
 * once more against the members as they are then. The last applied import can be undone.
 */
export class MemberImportService {
  constructor(
    private readonly repo: MemberImportRepository,
    private readonly audit: AuditRepository,
    private readonly context: ClubContext,
    /** The club's administrators: the undo keeps the last one, as the member screen does. */
    private readonly roles: Pick<RolesRepository, 'administrators'>,
    /** Told when a member's sessions were deleted, so none is still trusted from a cache. */
    private readonly site: { sessionsEnded: (clubId: number, relatieId: number) => void },
  ) {}

  /** 403 unless the caller may administer members: every call asks this first. */
  requireRole(auth: Auth) {
    return this.context.requireRole(auth, 'member_admin');
  }

  /** The club's date, asked before a transaction opens (the embedded database has one connection). */
  private async today(clubId: number) {
    return (await this.context.now(clubId)).date;
  }

  private async check(
    tx: Db,
    clubId: number,
    s: Omit<Stored, 'preview'>,
    today: string,
  ): Promise<CheckedRow[]> {
    const rows = rowTexts(s.table, s.mapping, s.fixes);
    const gsns = [
      ...new Set(rows.map((r) => (r.texts.gsn ?? '').trim().toUpperCase()).filter(Boolean)),
    ];
    // One after another: a transaction's connection takes one query at a time.
    const members = await this.repo.members(tx, clubId);
    const categories = await this.repo.categories(tx, clubId);
    const otherPlayers = await this.repo.otherPlayers(tx, clubId, gsns);
    return checkRows(rows, {
      members,
      otherPlayers,
      categories: new Map(categories.map((c) => [c.naam.toLowerCase(), c.id])),
      categoryNames: new Map(categories.map((c) => [c.id, c.naam])),
      today,
    });
  }

  private async view(
    tx: Db,
    record: ImportRecord,
    query: ImportPreviewQuery = { offset: 0, limit: IMPORT_PAGE_SIZE },
  ): Promise<ImportPreview> {
    const s = record.rows as Stored;
    const shown = query.status ? s.preview.filter((r) => r.status === query.status) : s.preview;
    const last = await this.repo.lastApplied(tx, record.club_id);
    return {
      import_id: record.id,
      file_name: record.file_name,
      state: record.undone_at ? 'undone' : record.applied_at ? 'applied' : 'preview',
      can_undo: !!record.applied_at && !record.undone_at && last === record.id,
      columns: s.table.columns,
      mapping: s.mapping,
      counts: countRows(s.preview),
      total: shown.length,
      rows: shown.slice(query.offset, query.offset + query.limit),
    };
  }

  private async found(tx: Db, auth: Auth, id: number, lock = false) {
    const record = await this.repo.find(tx, auth.clubId, id, lock);
    if (!record) throw notFound('import');
    return record;
  }

  /** A file read into a new preview, with the mapping the club used last (or guessed). */
  async upload(auth: Auth, fileName: string, table: ImportTable): Promise<ImportPreview> {
    await this.requireRole(auth);
    const mapping = offeredMapping(table.columns, await this.repo.mapping(auth.clubId));
    const today = await this.today(auth.clubId);
    return transaction(this.repo.db, async (tx) => {
      const stored = { table, mapping, fixes: {} };
      const checked = await this.check(tx, auth.clubId, stored, today);
      const id = await this.repo.create(tx, auth.clubId, auth.relatieId, fileName, {
        ...stored,
        preview: checked.map((c) => c.row),
      });
      return this.view(tx, (await this.repo.find(tx, auth.clubId, id))!);
    });
  }

  async preview(auth: Auth, id: number, query: ImportPreviewQuery): Promise<ImportPreview> {
    await this.requireRole(auth);
    return this.view(this.repo.db, await this.found(this.repo.db, auth, id), query);
  }

  async latest(auth: Auth): Promise<ImportLatestResponse> {
    await this.requireRole(auth);
    const record = await this.repo.latest(auth.clubId);
    if (!record) return { last: null };
    const view = await this.view(this.repo.db, record, { offset: 0, limit: 0 });
    return {
      last: {
        import_id: record.id,
        file_name: record.file_name,
        state: view.state,
        created_at: record.created_at.toISOString(),
        can_undo: view.can_undo,
      },
    };
  }

  /** Changes the preview not yet applied: the mapping or a cell; checks every row again. */
  private async change(
    auth: Auth,
    id: number,
    edit: (s: Stored) => Omit<Stored, 'preview'>,
    after?: (tx: Db, s: Omit<Stored, 'preview'>) => Promise<void>,
  ): Promise<ImportPreview> {
    await this.requireRole(auth);
    const today = await this.today(auth.clubId);
    return transaction(this.repo.db, async (tx) => {
      const record = await this.found(tx, auth, id, true);
      if (record.applied_at) throw notApplicable('the import has been applied already');
      const next = edit(record.rows as Stored);
      const checked = await this.check(tx, auth.clubId, next, today);
      const rows = { ...next, preview: checked.map((c) => c.row) };
      await this.repo.update(tx, auth.clubId, id, { rows });
      await after?.(tx, next);
      return this.view(tx, { ...record, rows });
    });
  }

  /** The columns' fields for this import, remembered for the club's next one. */
  setMapping(auth: Auth, id: number, mapping: ImportMapping) {
    return this.change(
      auth,
      id,
      (s) => {
        const unknown = Object.keys(mapping).find((c) => !s.table.columns.includes(c));
        if (unknown !== undefined)
          throw new AppError('VALIDATION', `the file has no column "${unknown}"`, [
            { field: 'mapping', message: `the file has no column "${unknown}"` },
          ]);
        const full = Object.fromEntries(s.table.columns.map((c) => [c, mapping[c] ?? null]));
        return { table: s.table, mapping: full, fixes: s.fixes };
      },
      (tx, s) => this.repo.rememberMapping(tx, auth.clubId, s.mapping),
    );
  }

  /** A cell of a row fixed on screen (the file's text replaced for this import). */
  fixRow(auth: Auth, id: number, row: number, fix: ImportRowFix) {
    return this.change(auth, id, (s) => {
      if (!s.table.rows.some((r) => r.row === row)) throw notFound('row');
      const fixes = { ...s.fixes, [row]: { ...s.fixes[row], [fix.field]: fix.value.trim() } };
      return { table: s.table, mapping: s.mapping, fixes };
    });
  }

  /**
   * Writes the preview, checked once more against the members as they are now (under the club's
   * lock): new members and players, linked players, changed members; refused rows are left out.
   * One transaction with the audit trail: the import's row and one per member written.
   */
  async apply(auth: Auth, id: number): Promise<ImportPreview> {
    await this.requireRole(auth);
    const today = await this.today(auth.clubId);
    return transaction(this.repo.db, async (tx) => {
      await this.repo.lockClub(tx, auth.clubId);
      const record = await this.found(tx, auth, id, true);
      if (record.applied_at) throw notApplicable('the import has been applied already');
      const stored = record.rows as Stored;
      const checked = await this.check(tx, auth.clubId, stored, today);
      const writes = checked.map((c) => c.write).filter((w) => w !== null);

      const fresh = writes.filter((w) => w.kind === 'new');
      const newPlayers = await this.repo.insertPlayers(
        tx,
        fresh.map((w) => w.after),
      );
      const linked = writes.filter((w) => w.kind === 'link');
      const joining = [
        ...fresh.map((w, i) => ({ player_id: newPlayers[i]!, values: w.after, new_player: true })),
        ...linked.map((w) => ({ player_id: w.player_id, values: w.after, new_player: false })),
      ];
      const relatieOf = await this.repo.insertMemberships(tx, auth.clubId, joining);
      const updates = writes.filter((w) => w.kind === 'update');
      await this.repo.updateMembers(
        tx,
        auth.clubId,
        updates.map((w) => ({ relatie_id: w.relatie_id, player_id: w.player_id, values: w.after })),
      );

      const undo: Undo = {
        created: joining.map((j) => ({
          relatie_id: relatieOf.get(j.player_id)!,
          player_id: j.player_id,
          new_player: j.new_player,
        })),
        changed: updates.map((w) => ({
          relatie_id: w.relatie_id,
          player_id: w.player_id,
          before: w.before,
          after: w.after,
        })),
      };
      const counts = countRows(checked.map((c) => c.row));
      const base = { clubId: auth.clubId, actorId: auth.relatieId, entity: 'member' } as const;
      await this.record(tx, [
        {
          ...base,
          entity: 'import',
          recordId: id,
          action: 'create',
          after: { kind: 'members', file_name: record.file_name, applied: counts },
        },
        ...joining.map((j): AuditWrite => ({
          ...base,
          recordId: relatieOf.get(j.player_id)!,
          action: 'create',
          after: { ...j.values, import_id: id },
        })),
        ...updates.map((w): AuditWrite => ({
          ...base,
          recordId: w.relatie_id,
          action: 'update',
          ...difference(w.before, w.after),
        })),
      ]);
      const rows = { ...stored, preview: checked.map((c) => c.row) };
      const appliedAt = this.context.clock();
      await this.repo.update(tx, auth.clubId, id, { rows, applied_at: appliedAt, undo });
      return this.view(tx, { ...record, rows, applied_at: appliedAt, undo });
    });
  }

  /**
   * Undoes the club's last applied import: changed members get back each field the import
   * changed, unless it was changed again since (then the later value stays); members it created
   * are removed, or deactivated when something of theirs (a booking, a card, a login) came since,
   * which ends their sessions. A member it created who is the club's last administrator (the
   * role given since) stays as they are, as deactivating them on the member screen is refused:
   * the rest of the import is still undone, and the import's audit row names them.
   */
  async undo(auth: Auth, id: number): Promise<ImportPreview> {
    await this.requireRole(auth);
    let deactivated: number[] = [];
    const done = await transaction(this.repo.db, async (tx) => {
      await this.repo.lockClub(tx, auth.clubId);
      const record = await this.found(tx, auth, id, true);
      if (!record.applied_at) throw notApplicable('the import has not been applied');
      if (record.undone_at) throw notApplicable('the import has been undone already');
      if ((await this.repo.lastApplied(tx, auth.clubId)) !== id)
        throw notApplicable('only the last applied import can be undone');
      const undo = record.undo as Undo;
      const now = this.context.clock();

      const current = new Map(
        (await this.repo.members(tx, auth.clubId)).map((m) => [m.relatie_id, m]),
      );
      const restore = undo.changed
        .flatMap((c) => {
          const member = current.get(c.relatie_id);
          if (!member) return [];
          const values = { ...member.values };
          for (const k of Object.keys(c.after) as (keyof AdminMemberInput)[]) {
            // A player who is another club's member too (since) keeps their personal record.
            if (member.shared && SHARED_FIELDS.has(k)) continue;
            if (JSON.stringify(member.values[k]) === JSON.stringify(c.after[k]))
              (values as Record<string, unknown>)[k] = c.before[k];
          }
          return [
            { relatie_id: c.relatie_id, player_id: c.player_id, from: member.values, values },
          ];
        })
        .filter((r) => JSON.stringify(r.from) !== JSON.stringify(r.values));
      await this.repo.updateMembers(tx, auth.clubId, restore);
      const spared = await this.lastAdministrator(
        tx,
        auth.clubId,
        undo.created.map((c) => c.relatie_id),
      );
      const created = undo.created.filter((c) => c.relatie_id !== spared);
      const kept = await this.repo.removeCreated(
        tx,
        auth.clubId,
        created.map((c) => c.relatie_id),
        created.filter((c) => c.new_player).map((c) => c.player_id),
        now,
      );
      deactivated = kept;
      const keptSet = new Set(kept);
      const base = { clubId: auth.clubId, actorId: auth.relatieId, entity: 'member' } as const;
      await this.record(tx, [
        {
          ...base,
          entity: 'import',
          recordId: id,
          action: 'update',
          before: { applied_at: record.applied_at },
          after: {
            undone_at: now,
            removed: created.length - kept.length,
            deactivated: kept,
            ...(spared === undefined ? {} : { kept_administrator: spared }),
          },
        },
        ...restore.map((r): AuditWrite => ({
          ...base,
          recordId: r.relatie_id,
          action: 'update',
          ...difference(r.from, r.values),
        })),
        ...created.map((c): AuditWrite =>
          keptSet.has(c.relatie_id)
            ? { ...base, recordId: c.relatie_id, action: 'update', after: { deactivated_at: now } }
            : { ...base, recordId: c.relatie_id, action: 'delete', before: { import_id: id } },
        ),
      ]);
      await this.repo.update(tx, auth.clubId, id, { undone_at: now });
      return this.view(tx, { ...record, undone_at: now });
    });
    // Once committed (the request's transaction, when the call runs in one).
    for (const relatieId of deactivated)
      afterCommit(() => this.site.sessionsEnded(auth.clubId, relatieId));
    return done;
  }

  /**
   * The member among `created` that the undo leaves in place because every active administrator
   * of the club is among them: the one with the lowest id, as deactivating them one by one on the
   * member screen would refuse the last. Undefined while an administrator from outside remains.
   */
  private async lastAdministrator(tx: Db, clubId: number, created: number[]) {
    const ids = new Set(created);
    const administrators = await this.roles.administrators(tx, clubId);
    if (!administrators.length || administrators.some((a) => !ids.has(a))) return undefined;
    return Math.min(...administrators);
  }

  private async record(tx: Db, writes: AuditWrite[]) {
    for (let i = 0; i < writes.length; i += AUDIT_CHUNK)
      await this.audit.record(tx, ...writes.slice(i, i + AUDIT_CHUNK));
  }
}
