import { and, eq } from 'drizzle-orm';
import type { ImportKind } from '@fairway/contract';
import type { Db } from './db';
import { dataImports } from './schema';

/*
 * The previews of a club's imports (data_imports), one kind per importer: the member import and
 * the course import keep theirs here until they are applied.
 */

/** Keeps the preview of an import of `kind` from the file `fileName`; answers its id. */
export async function insertDataImport(
  tx: Db,
  clubId: number,
  kind: ImportKind,
  v: { fileName: string; createdBy: number; rows: unknown },
): Promise<number> {
  const [row] = await tx
    .insert(dataImports)
    .values({
      club_id: clubId,
      kind,
      file_name: v.fileName,
      created_by: v.createdBy,
      rows: v.rows,
    })
    .returning({ id: dataImports.id });
  return row!.id;
}

/** The club's import `id` of `kind`; `lock` holds it until `tx` ends. */
export async function findDataImport(
  tx: Db,
  clubId: number,
  kind: ImportKind,
  id: number,
  lock = false,
) {
  const q = tx
    .select()
    .from(dataImports)
    .where(
      and(eq(dataImports.club_id, clubId), eq(dataImports.id, id), eq(dataImports.kind, kind)),
    );
  const [row] = await (lock ? q.for('update') : q);
  return row;
}
