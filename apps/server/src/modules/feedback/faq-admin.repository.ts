import { and, asc, eq, sql } from 'drizzle-orm';
import type { FaqText, FaqTranslation } from '@fairway/contract';
import type { Db } from '../../db/db';
import { faqEntries, faqTranslations } from '../../db/schema';

/** An entry as the back office edits it: the Dutch text and the translations it has. */
export interface FaqRow {
  id: number;
  sort: number;
  nl_NL: FaqText;
  translations: Partial<Record<FaqTranslation, FaqText>>;
}

/** The translations of the club's entry `id`. */
const translationsOf = (clubId: number, id: number) =>
  and(eq(faqTranslations.club_id, clubId), eq(faqTranslations.faq_id, id));

/** The club's FAQ entries and their translations, as the news editor writes them. */
export class FaqAdminRepository {
  constructor(readonly db: Db) {}

  /** Every entry of the club in the members' order (as FeedbackRepository.faq reads it). */
  async list(db: Db, clubId: number): Promise<FaqRow[]> {
    const entries = await db
      .select()
      .from(faqEntries)
      .where(eq(faqEntries.club_id, clubId))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
    const texts = await db
      .select()
      .from(faqTranslations)
      .where(eq(faqTranslations.club_id, clubId));
    const rows = new Map<number, FaqRow>(
      entries.map((e) => [
        e.id,
        {
          id: e.id,
          sort: e.sort,
          nl_NL: { vraag: e.vraag, antwoord: e.antwoord },
          translations: {},
        },
      ]),
    );
    for (const t of texts) {
      const row = rows.get(t.faq_id);
      if (row)
        row.translations[t.taal as FaqTranslation] = { vraag: t.vraag, antwoord: t.antwoord };
    }
    return [...rows.values()];
  }

  /**
   * Locks the club's entries for a write: writes on them run one after the other, each on what
   * the one before left (a move renumbers them all). Entries that share a number, as two added
   * at once may, are ordered by id, as the members read them.
   */
  async lockAll(db: Db, clubId: number): Promise<void> {
    await db
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(eq(faqEntries.club_id, clubId))
      .for('update');
  }

  /** Adds the entry after the club's last one; answers its id. */
  async insert(db: Db, clubId: number, text: FaqText): Promise<number> {
    const [row] = await db
      .insert(faqEntries)
      .values({
        club_id: clubId,
        ...text,
        sort: sql`(select coalesce(max(${faqEntries.sort}) + 1, 0) from ${faqEntries} where ${faqEntries.club_id} = ${clubId})`,
      })
      .returning({ id: faqEntries.id });
    return row!.id;
  }

  async update(db: Db, clubId: number, id: number, text: FaqText): Promise<void> {
    await db
      .update(faqEntries)
      .set(text)
      .where(and(eq(faqEntries.club_id, clubId), eq(faqEntries.id, id)));
  }

  /** Sets the entry's translation in `taal`, or removes it (null). */
  async setTranslation(
    db: Db,
    clubId: number,
    id: number,
    taal: FaqTranslation,
    text: FaqText | null,
  ): Promise<void> {
    if (text === null) {
      await db
        .delete(faqTranslations)
        .where(and(translationsOf(clubId, id), eq(faqTranslations.taal, taal)));
      return;
    }
    await db
      .insert(faqTranslations)
      .values({ club_id: clubId, faq_id: id, taal, ...text })
      .onConflictDoUpdate({
        target: [faqTranslations.club_id, faqTranslations.faq_id, faqTranslations.taal],
        set: text,
      });
  }

  /** Deletes the entry; its translations go with it (the foreign key cascades). */
  async delete(db: Db, clubId: number, id: number): Promise<void> {
    await db.delete(faqEntries).where(and(eq(faqEntries.club_id, clubId), eq(faqEntries.id, id)));
  }

  /** Numbers the club's entries 0, 1, 2… in the order of `ids`. */
  async renumber(db: Db, clubId: number, ids: readonly number[]): Promise<void> {
    for (const [sort, id] of ids.entries())
      await db
        .update(faqEntries)
        .set({ sort })
        .where(and(eq(faqEntries.club_id, clubId), eq(faqEntries.id, id)));
  }
}
