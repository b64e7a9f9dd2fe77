import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { faqEntries, faqTranslations, feedback } from '../../db/schema';

/** Feedback members send and the FAQ their club publishes. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { club_id: number; relatie_id: number; subject: string; feedback: string }) {
    await this.db.insert(feedback).values(row);
  }

  /** The club's FAQ in `taal` where the club translated an entry, else as the club wrote it. */
  faq(clubId: number, taal: string) {
    return this.db
      .select({
        id: faqEntries.id,
        vraag: sql<string>`coalesce(${faqTranslations.vraag}, ${faqEntries.vraag})`,
        antwoord: sql<string>`coalesce(${faqTranslations.antwoord}, ${faqEntries.antwoord})`,
      })
      .from(faqEntries)
      .leftJoin(
        faqTranslations,
        and(
          eq(faqTranslations.club_id, faqEntries.club_id),
          eq(faqTranslations.faq_id, faqEntries.id),
          eq(faqTranslations.taal, taal),
        ),
      )
      .where(eq(faqEntries.club_id, clubId))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  }
}
