import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { NEWS_STATUSES } from '@fairway/contract';
import { clubColumn, clubTable, createdAt, memberColumn, sameClubRef } from './columns';

/**
 * A club news post; `inhoud` is sanitized HTML (sanitized on write). Members see a post once its
 * `status` is published and its `datum` (the publish moment) has come: a post scheduled for later
 * is a published post with a future `datum`, so no job has to flip it. The audience is everyone,
 * or one member category, or one match's participants. The audience columns carry no foreign key
 * on purpose: a category or match that goes away leaves the post shown to no one rather than
 * blocking the category's or match's deletion.
 */
export const newsPosts = clubTable(
  'news_posts',
  {
    titel: pg.text('titel').notNull(),
    inhoud: pg.text('inhoud').notNull(),
    afbeelding_url: pg.text('afbeelding_url'),
    datum: pg.timestamp('datum', { withTimezone: true }).notNull(),
    status: pg.text('status', { enum: NEWS_STATUSES }).notNull().default('published'),
    audience_category_id: pg.integer('audience_category_id'),
    audience_match_id: pg.integer('audience_match_id'),
    created_at: createdAt(),
    updated_at: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index('news_posts_feed_idx').on(t.club_id, t.datum.desc(), t.id.desc()),
    pg.check('news_posts_status_check', sql`${t.status} IN ('draft', 'published', 'unpublished')`),
    pg.check(
      'news_posts_one_audience',
      sql`${t.audience_category_id} IS NULL OR ${t.audience_match_id} IS NULL`,
    ),
  ],
);

/** FAQ entries of a club, in display order. */
export const faqEntries = clubTable('faq_entries', {
  vraag: pg.text('vraag').notNull(),
  antwoord: pg.text('antwoord').notNull(),
  sort: pg.integer('sort').notNull().default(0),
});

/**
 * A FAQ entry in another language the club wrote it in (`taal`: en_US, et_EE). Members whose
 * language has one read it; everyone else reads the entry as the club wrote it.
 */
export const faqTranslations = pg.pgTable(
  'faq_translations',
  {
    club_id: clubColumn(),
    faq_id: pg.integer('faq_id').notNull(),
    taal: pg.text('taal').notNull(),
    vraag: pg.text('vraag').notNull(),
    antwoord: pg.text('antwoord').notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.faq_id, t.taal] }),
    sameClubRef(t, t.faq_id, faqEntries).onDelete('cascade'),
  ],
);

/** Feedback a member sent to their club (spec §3 Feedback). */
export const feedback = clubTable('feedback', {
  relatie_id: memberColumn(),
  subject: pg.text('subject').notNull(),
  feedback: pg.text('feedback').notNull(),
  created_at: createdAt(),
});
