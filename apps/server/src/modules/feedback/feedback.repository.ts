import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sameClubRow } from '../../db/same-club';
import { faqEntries, faqTranslations, feedback } from '../../db/schema';

/** The join of a translation to its entry. */
const entryOf = sameClubRow(faqEntries, faqTranslations, faqTranslations.faq_id);

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
      .leftJoin(faqTranslations, and(entryOf, eq(faqTranslations.taal, taal)))
      .where(eq(faqEntries.club_id, clubId))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  }
}
