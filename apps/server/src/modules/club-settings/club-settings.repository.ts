import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { clubConfig, clubs, courses, features } from '../../db/schema';

export type ClubSettingsRow = typeof clubs.$inferSelect;
export type ClubConfigRow = typeof clubConfig.$inferSelect;
export type ClubUpdate = Partial<Pick<ClubSettingsRow, 'naam' | 'plaats' | 'language'>>;
export type ConfigUpdate = Partial<Omit<typeof clubConfig.$inferInsert, 'club_id'>>;

/** The club's own row, its configuration and its feature flags, as its settings screen edits them. */
export class ClubSettingsRepository {
  constructor(readonly db: Db) {}

  /**
   * The club with its configuration; `lock` holds the configuration row until the transaction
   * ends, so two administrators saving at once write one after the other and each audit row
   * holds what really changed.
   */
  async read(db: Db, clubId: number, lock = false) {
    const query = db
      .select({ club: clubs, config: clubConfig })
      .from(clubs)
      .innerJoin(clubConfig, eq(clubConfig.club_id, clubs.id))
      .where(eq(clubs.id, clubId));
    const [row] = await (lock ? query.for('update', { of: clubConfig }) : query);
    return row;
  }

  async features(db: Db, clubId: number): Promise<Map<string, boolean>> {
    const rows = await db
      .select({ name: features.name, enabled: features.enabled })
      .from(features)
      .where(eq(features.club_id, clubId));
    return new Map(rows.map((r) => [r.name, r.enabled]));
  }

  courses(db: Db, clubId: number) {
    return db
      .select({ id: courses.id, naam: courses.name })
      .from(courses)
      .where(eq(courses.club_id, clubId))
      .orderBy(asc(courses.name), asc(courses.id));
  }

  async updateClub(tx: Db, clubId: number, set: ClubUpdate): Promise<void> {
    if (Object.keys(set).length) await tx.update(clubs).set(set).where(eq(clubs.id, clubId));
  }

  async updateConfig(tx: Db, clubId: number, set: ConfigUpdate): Promise<void> {
    if (Object.keys(set).length)
      await tx.update(clubConfig).set(set).where(eq(clubConfig.club_id, clubId));
  }

  async setFeature(tx: Db, clubId: number, name: string, enabled: boolean): Promise<void> {
    await tx
      .insert(features)
      .values({ club_id: clubId, name, enabled })
      .onConflictDoUpdate({ target: [features.club_id, features.name], set: { enabled } });
  }

  /** Whether `courseId` is one of the club's own courses. */
  async ownCourse(db: Db, clubId: number, courseId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.club_id, clubId), eq(courses.id, courseId)));
    return row !== undefined;
  }
}
