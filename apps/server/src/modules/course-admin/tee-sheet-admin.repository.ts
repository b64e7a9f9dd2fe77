import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { teeSheetSettings } from '../../db/schema';

export type TeeSheetRow = typeof teeSheetSettings.$inferSelect;
export type TeeSheetWrite = Omit<typeof teeSheetSettings.$inferInsert, 'club_id' | 'course_id'>;

/** A course's tee-sheet layout row (tee_sheet_settings), one per course. */
export class TeeSheetAdminRepository {
  constructor(readonly db: Db) {}

  async find(tx: Db, clubId: number, courseId: number): Promise<TeeSheetRow | undefined> {
    const [row] = await tx
      .select()
      .from(teeSheetSettings)
      .where(and(eq(teeSheetSettings.club_id, clubId), eq(teeSheetSettings.course_id, courseId)));
    return row;
  }

  /** The whole layout; a course without a row (made before rows came with courses) gets one. */
  async save(tx: Db, clubId: number, courseId: number, values: TeeSheetWrite): Promise<void> {
    await tx
      .insert(teeSheetSettings)
      .values({ club_id: clubId, course_id: courseId, ...values })
      .onConflictDoUpdate({
        target: [teeSheetSettings.club_id, teeSheetSettings.course_id],
        set: values,
      });
  }
}
