import Papa from 'papaparse';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import { fullName } from '../members';
import type { AuditRepository } from './audit.repository';

/** The most rows one export holds; a narrower filter gets the rest. */
export const AUDIT_EXPORT_LIMIT = 100_000;

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

/** The administrator's reading of the audit trail: a filtered page on screen, or all as CSV. */
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

  /** Every row `q` matches (up to AUDIT_EXPORT_LIMIT) as CSV, values before and after as JSON. */
  async exportCsv(auth: Auth, q: AuditQuery): Promise<string> {
    const rows = await this.repo.list(
      auth.clubId,
      q,
      await this.timeZone(auth),
      AUDIT_EXPORT_LIMIT,
    );
    return Papa.unparse(
      rows.map(entry).map((e) => ({
        ...e,
        before: e.before === null ? '' : JSON.stringify(e.before),
        after: e.after === null ? '' : JSON.stringify(e.after),
      })),
      {
        columns: [
          'id',
          'at',
          'actor_id',
          'actor_naam',
          'entity',
          'record_id',
          'action',
          'before',
          'after',
        ],
        // A value such as =HYPERLINK(…) would run as a formula when the file is opened in Excel.
        escapeFormulae: true,
      },
    );
  }
}
