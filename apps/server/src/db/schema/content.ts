import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  clubColumn,
  clubRef,
  clubRowKey,
  createdAt,
  memberColumn,
  rowId,
  sameClubRef,
} from './columns';

/** A club news post; `inhoud` is sanitized HTML (sanitized on write and on read). */
export const newsPosts = pgTable(
  'news_posts',
  {
    club_id: clubRef(),
    id: rowId(),
    titel: text('titel').notNull(),
    inhoud: text('inhoud').notNull(),
    afbeelding_url: text('afbeelding_url'),
    datum: timestamp('datum', { withTimezone: true }).notNull(),
  },
  (t) => [clubRowKey(t), index('news_posts_feed_idx').on(t.club_id, t.datum.desc(), t.id.desc())],
);

/** FAQ entries of a club, in display order. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    club_id: clubRef(),
    id: rowId(),
    vraag: text('vraag').notNull(),
    antwoord: text('antwoord').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [clubRowKey(t)],
);

/**
 * A FAQ entry in another language the club wrote it in (`taal`: en_US, et_EE). Members whose
 * language has one read it; everyone else reads the entry as the club wrote it.
 */
export const faqTranslations = pgTable(
  'faq_translations',
  {
    club_id: clubColumn(),
    faq_id: integer('faq_id').notNull(),
    taal: text('taal').notNull(),
    vraag: text('vraag').notNull(),
    antwoord: text('antwoord').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.club_id, t.faq_id, t.taal] }),
    sameClubRef(t, t.faq_id, faqEntries).onDelete('cascade'),
  ],
);

/** Feedback a member sent to their club (spec §3 Feedback). */
export const feedback = pgTable(
  'feedback',
  {
    club_id: clubRef(),
    id: rowId(),
    relatie_id: memberColumn(),
    subject: text('subject').notNull(),
    feedback: text('feedback').notNull(),
    created_at: createdAt(),
  },
  (t) => [clubRowKey(t)],
);
