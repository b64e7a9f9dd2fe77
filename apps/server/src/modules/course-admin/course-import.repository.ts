import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { findDataImport, insertDataImport } from '../../db/data-imports';
import { dataImports } from '../../db/schema';
import type { PlannedRow } from './course-csv';

/** The course imports' previews (data_imports, kind 'courses') until they are applied. */
export class CourseImportRepository {
  constructor(readonly db: Db) {}

  async insert(
    tx: Db,
    clubId: number,
    v: { fileName: string; createdBy: number; rows: PlannedRow[] },
  ): Promise<number> {
    return insertDataImport(tx, clubId, 'courses', v);
  }

  /** The club's course import, held until `tx` ends (it is applied once). */
  async forApply(tx: Db, clubId: number, id: number) {
    const row = await findDataImport(tx, clubId, 'courses', id, true);
    return row && { ...row, rows: row.rows as PlannedRow[] };
  }

  async applied(tx: Db, clubId: number, id: number, at: Date, undo: unknown) {
    await tx
      .update(dataImports)
      .set({ applied_at: at, undo })
      .where(and(eq(dataImports.club_id, clubId), eq(dataImports.id, id)));
  }
}
