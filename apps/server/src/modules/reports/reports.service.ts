import {
  REPORT_ROLES,
  type ReportCourseQuery,
  type ReportFormat,
  type ReportKind,
  type ReportRangeQuery,
} from '@fairway/contract';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import {
  exportFile,
  firstBatchRead,
  keysetBatches,
  type ExportColumn,
  type ExportFile,
} from '../../lib/export-file';
import type { AuditService } from '../audit';
import type { MemberExportService } from '../member-admin';
import {
  BOOKING_COLUMNS,
  CANCELLATION_COLUMNS,
  MATCH_COLUMNS,
  PAYMENT_COLUMNS,
  type MoneyRow,
} from './reports.columns';
import type { DayRange, PaymentRow, RefundRow, ReportsRepository } from './reports.repository';

/** Rows per batch read from the database and written to the file. */
const BATCH = 1000;

/**
 * The back office's reports, each for its role (REPORT_ROLES): each a file written while its rows
 * are read (lib/export-file.ts), on the club's clock and in its language. Members and the audit
 * trail are the files their own areas write (the member administration's export with its privacy
 * rule, the audit trail's), so each report has one definition.
 */
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly context: ClubContext,
    private readonly memberExport: MemberExportService,
    private readonly auditTrail: AuditService,
  ) {}

  members(auth: Auth, format: ReportFormat) {
    return this.memberExport.export(auth, format);
  }

  audit(auth: Auth, q: ReportRangeQuery, format: ReportFormat) {
    return this.auditTrail.exportFile(auth, q, format);
  }

  bookings(auth: Auth, q: ReportCourseQuery, format: ReportFormat) {
    return this.file(auth, 'bookings', q, format, BOOKING_COLUMNS, (r) =>
      keysetBatches((last) => this.repo.bookings(auth.clubId, r, q.course_id, last, BATCH), BATCH),
    );
  }

  /** Places cancelled of tee times on the range's days, by a member or by the club's block. */
  cancellations(auth: Auth, q: ReportCourseQuery, format: ReportFormat) {
    return this.file(auth, 'cancellations', q, format, CANCELLATION_COLUMNS, (r) =>
      keysetBatches(
        (last) => this.repo.cancellations(auth.clubId, r, q.course_id, last, BATCH),
        BATCH,
      ),
    );
  }

  matches(auth: Auth, q: ReportCourseQuery, format: ReportFormat) {
    return this.file(auth, 'matches', q, format, MATCH_COLUMNS, (r) =>
      keysetBatches(
        (last) => this.repo.matchEntries(auth.clubId, r, q.course_id, last, BATCH),
        BATCH,
      ),
    );
  }

  /** Payments, then refunds, of the range's days. */
  payments(auth: Auth, q: ReportRangeQuery, format: ReportFormat) {
    const repo = this.repo;
    return this.file(auth, 'payments', q, format, PAYMENT_COLUMNS, async function* (r) {
      for await (const batch of keysetBatches<PaymentRow>(
        (last) => repo.payments(auth.clubId, r, last, BATCH),
        BATCH,
      ))
        yield batch.map((p): MoneyRow => ({ kind: 'payment', ...p }));
      for await (const batch of keysetBatches<RefundRow>(
        (last) => repo.refunds(auth.clubId, r, last, BATCH),
        BATCH,
      ))
        yield batch.map((p): MoneyRow => ({ kind: 'refund', ...p }));
    });
  }

  private async file<R>(
    auth: Auth,
    kind: Exclude<ReportKind, 'members' | 'audit'>,
    q: ReportRangeQuery,
    format: ReportFormat,
    columns: ExportColumn<R>[],
    rows: (range: DayRange) => AsyncGenerator<R[]>,
  ): Promise<ExportFile> {
    await this.context.requireRole(auth, REPORT_ROLES[kind]);
    const { club } = await this.context.club(auth.clubId);
    return exportFile({
      format,
      name: `${kind}-${q.from}-${q.until}`,
      columns,
      rows: await firstBatchRead(rows({ from: q.from, until: q.until, timeZone: club.timezone })),
      timeZone: club.timezone,
      language: club.language,
    });
  }
}
