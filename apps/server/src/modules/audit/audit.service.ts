import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import {
  exportFile,
  firstBatchRead,
  keysetBatches,
  type ExportColumn,
  type ExportFile,
  type ExportFormat,
} from '../../lib/export-file';
import { fullName } from '../members';
import type { AuditRepository } from './audit.repository';

/** Rows per batch of an export (read and written, then the next). */
const EXPORT_BATCH = 500;

type Row = Awaited<ReturnType<AuditRepository['list']>>[number];

const entry = (r: Row): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor_id: r.actor_id,
  actor_naam: r.achternaam ? fullName({ ...r, achternaam: r.achternaam }) : null,
  entity: r.entity,
  record_id: r.record_id,
  action: r.action,
  before: r.before ?? null,
  after: r.after ?? null,
});

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

/** The export's columns: the entry's fields, `at` on the club's clock. */
const AUDIT_COLUMNS: ExportColumn<Row>[] = [
  { header: 'id', type: 'number', value: (r) => r.id },
  { header: 'at', type: 'datetime', value: (r) => r.at },
  { header: 'actor_id', type: 'number', value: (r) => r.actor_id },
  { header: 'actor_naam', type: 'text', value: (r) => entry(r).actor_naam },
  { header: 'entity', type: 'text', value: (r) => r.entity },
  { header: 'record_id', type: 'text', value: (r) => r.record_id },
  { header: 'action', type: 'text', value: (r) => r.action },
  { header: 'before', type: 'text', value: (r) => json(r.before) },
  { header: 'after', type: 'text', value: (r) => json(r.after) },
];

/** The administrator's reading of the audit trail: a filtered page on screen, or all as a file. */
export class AuditService {
  constructor(
    private readonly repo: AuditRepository,
    private readonly context: ClubContext,
  ) {}

  private async timeZone(auth: Auth) {
    await this.context.requireRole(auth, 'administrator');
    return (await this.context.club(auth.clubId)).club.timezone;
  }

  async list(auth: Auth, q: AuditQuery) {
    const rows = await this.repo.list(
      auth.clubId,
      q,
      await this.timeZone(auth),
      AUDIT_PAGE_SIZE + 1,
    );
    return {
      entries: rows.slice(0, AUDIT_PAGE_SIZE).map(entry),
      more: rows.length > AUDIT_PAGE_SIZE,
    };
  }

  /**
   * Every row `q` matches as a CSV or XLSX file, newest first, written while read (export-file.ts);
   * times on the club's clock, the values before and after as JSON.
   */
  async exportFile(auth: Auth, q: AuditQuery, format: ExportFormat): Promise<ExportFile> {
    await this.context.requireRole(auth, 'administrator');
    const { club } = await this.context.club(auth.clubId);
    const rows = keysetBatches<Row>(
      (after) =>
        this.repo.list(
          auth.clubId,
          { ...q, before: after?.id ?? q.before },
          club.timezone,
          EXPORT_BATCH,
        ),
      EXPORT_BATCH,
    );
    const range = [q.from, q.until].filter(Boolean).join('-');
    return exportFile({
      format,
      name: range ? `audit-${range}` : 'audit',
      columns: AUDIT_COLUMNS,
      rows: await firstBatchRead(rows),
      timeZone: club.timezone,
      language: club.language,
    });
  }
}
