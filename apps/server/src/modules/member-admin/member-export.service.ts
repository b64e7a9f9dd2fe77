import { clubDateTime, fromTenths } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import {
  exportFile,
  firstBatchRead,
  keysetBatches,
  type CellType,
  type ExportColumn,
  type ExportFile,
  type ExportFormat,
} from '../../lib/export-file';
import type { MemberAdminRepository } from './member-admin.repository';
import { MEMBER_FIELDS, memberValues, type MemberRead } from './member-values';

/**
 * What the member export holds, column by column: the privacy rule of the administration's file.
 *
 * member-privacy.ts decides what one MEMBER sees of another (contact fields, GSN and birth date
 * only as the club's flags allow). The export is not that: it is the club's own register for the
 * role member_admin, who keeps and edits these fields on the member form anyway. So the file
 * holds exactly the fields the administration keeps (the form's fields, AdminMemberInput, under
 * the same names, so a file can go back through the import), the category's name, the current
 * index, whether the member can log in and whether they are deactivated — and nothing else:
 * - never a secret: no password hash, password link, session or known device;
 * - nothing of the member's own use of the app: no pictures, cards, bookings, payments, friends;
 * - the roles stay on the administrator's screen (who administers the club is not a member list);
 * - only this club's memberships: a shared player's other clubs never appear.
 */
export const EXPORT_COLUMNS = [
  'relatie_id',
  ...MEMBER_FIELDS.filter((f) => f !== 'category_id'),
  'category',
  'handicap',
  'can_log_in',
  'deactivated_at',
] as const;
type Cell = string | number | boolean | Date | null;

export function exportRow(m: MemberRead): Record<(typeof EXPORT_COLUMNS)[number], Cell> {
  const { category_id: _, ...fields } = memberValues(m);
  return {
    relatie_id: m.relatie_id,
    ...fields,
    category: m.category_naam,
    handicap: m.player.handicap_tenths === null ? null : fromTenths(m.player.handicap_tenths),
    can_log_in: m.has_password && m.username !== null && m.deactivated_at === null,
    deactivated_at: m.deactivated_at,
  };
}

/** How each column is written: numbers and dates typed (export-file.ts), the rest text. */
const COLUMN_TYPES: Partial<Record<(typeof EXPORT_COLUMNS)[number], CellType>> = {
  start_index: 'number',
  handicap: 'number',
  is_gast: 'boolean',
  can_log_in: 'boolean',
  deactivated_at: 'datetime',
};
const COLUMNS: ExportColumn<MemberRead>[] = EXPORT_COLUMNS.map((header) => ({
  header,
  type: COLUMN_TYPES[header] ?? 'text',
  value: (m) => exportRow(m)[header],
}));

/** Members per batch read and written (export-file.ts keysetBatches). */
const BATCH = 500;

/**
 * The club's members (deactivated ones too, marked) as CSV or XLSX, role member_admin (and so the
 * administrator's members report): written while read, on the club's clock and in its language.
 */
export class MemberExportService {
  constructor(
    private readonly repo: MemberAdminRepository,
    private readonly context: ClubContext,
  ) {}

  async export(auth: Auth, format: ExportFormat): Promise<ExportFile> {
    await this.context.requireRole(auth, 'member_admin');
    const { club } = await this.context.club(auth.clubId);
    const rows = keysetBatches<MemberRead>(
      (after) =>
        this.repo.page(
          auth.clubId,
          after && {
            achternaam: after.player.achternaam,
            roepnaam: after.player.roepnaam,
            id: after.relatie_id,
          },
          BATCH,
        ),
      BATCH,
    );
    const day = clubDateTime(this.context.clock(), club.timezone).date;
    return exportFile({
      format,
      name: `members-${day}`,
      columns: COLUMNS,
      rows: await firstBatchRead(rows),
      timeZone: club.timezone,
      language: club.language,
    });
  }
}
