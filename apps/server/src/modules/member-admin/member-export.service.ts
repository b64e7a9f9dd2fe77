import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { fromTenths } from '@fairway/golf';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
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
type Cell = string | number | boolean | null;

export function exportRow(m: MemberRead): Record<(typeof EXPORT_COLUMNS)[number], Cell> {
  const { category_id: _, ...fields } = memberValues(m);
  return {
    relatie_id: m.relatie_id,
    ...fields,
    category: m.category_naam,
    handicap: m.player.handicap_tenths === null ? null : fromTenths(m.player.handicap_tenths),
    can_log_in: m.has_password && m.username !== null && m.deactivated_at === null,
    deactivated_at: m.deactivated_at?.toISOString() ?? null,
  };
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

/** The club's members (deactivated ones too, marked) as CSV or XLSX, role member_admin. */
export class MemberExportService {
  constructor(
    private readonly repo: MemberAdminRepository,
    private readonly context: ClubContext,
  ) {}

  async export(auth: Auth, format: 'csv' | 'xlsx'): Promise<ExportFile> {
    await this.context.requireRole(auth, 'member_admin');
    const rows = (await this.repo.all(auth.clubId)).map(exportRow);
    const day = this.context.clock().toISOString().slice(0, 10);
    const fileName = `members-${day}.${format}`;
    if (format === 'csv')
      return {
        fileName,
        contentType: 'text/csv; charset=utf-8',
        // A BOM: Excel then reads the file as UTF-8 (names with accents).
        body: `\uFEFF${Papa.unparse(rows, {
          columns: [...EXPORT_COLUMNS],
          // A name such as =HYPERLINK(…) would run as a formula when the file is opened in Excel.
          escapeFormulae: true,
        })}`,
      };
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('members');
    sheet.columns = EXPORT_COLUMNS.map((key) => ({ header: key, key, width: 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    // Cells are written as values (strings stay strings): a sheet never turns them into formulas.
    sheet.addRows(rows);
    return {
      fileName,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: Buffer.from(await book.xlsx.writeBuffer()),
    };
  }
}
