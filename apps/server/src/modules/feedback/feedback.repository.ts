import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { faqEntries, feedback } from '../../db/schema';

/** Feedback members send and the FAQ their club publishes. */
export class FeedbackRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { club_id: number; relatie_id: number; subject: string; feedback: string }) {
    await this.db.insert(feedback).values(row);
  }

  faq(clubId: number) {
    return this.db
      .select({ id: faqEntries.id, vraag: faqEntries.vraag, antwoord: faqEntries.antwoord })
      .from(faqEntries)
      .where(eq(faqEntries.club_id, clubId))
      .orderBy(asc(faqEntries.sort), asc(faqEntries.id));
  }
}
