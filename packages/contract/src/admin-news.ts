import { z } from 'zod';
import { Id } from './common';

/**
 * The news editor's calls (role news_editor): posts with their state, written as HTML that the
 * server sanitizes, published now or from a set moment, for everyone, one member category or one
 * match's participants.
 */

/** What is stored: a draft, a published post (maybe scheduled) or one taken back. */
export const NEWS_STATUSES = ['draft', 'published', 'unpublished'] as const;
/** What the editor shows: a published post whose moment has not come is scheduled. */
export const NEWS_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type NewsState = (typeof NEWS_STATES)[number];
export const NEWS_AUDIENCES = ['everyone', 'category', 'match'] as const;
export type NewsAudienceKind = (typeof NEWS_AUDIENCES)[number];

/** Longest title and body the editor accepts (the body as HTML, before sanitizing). */
export const NEWS_TITLE_MAX = 200;
export const NEWS_BODY_MAX = 100_000;

export const NewsParams = z.object({ news_id: Id });

export const AdminNewsInput = z
  .object({
    titel: z
      .string({ error: 'a title is required' })
      .trim()
      .min(1, { error: 'a title is required' })
      .max(NEWS_TITLE_MAX, { error: `a title has at most ${NEWS_TITLE_MAX} characters` }),
    inhoud: z
      .string({ error: 'the text is required' })
      .max(NEWS_BODY_MAX, { error: `the text has at most ${NEWS_BODY_MAX} characters` }),
    audience: z.enum(NEWS_AUDIENCES, { error: 'the audience is everyone, category or match' }),
    /** The category's or the match's id; null for everyone. */
    audience_id: Id.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.audience !== 'everyone' && v.audience_id === null)
      ctx.addIssue({
        code: 'custom',
        path: ['audience_id'],
        message: `choose the ${v.audience}`,
      });
    if (v.audience === 'everyone' && v.audience_id !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['audience_id'],
        message: 'a post for everyone has no audience id',
      });
  });
export type AdminNewsInput = z.infer<typeof AdminNewsInput>;

/** POST …/publish: `at` absent or null publishes now; a later moment schedules the post. */
export const AdminNewsPublish = z.object({
  at: z.iso
    .datetime({ offset: true, error: 'a moment is written as an ISO date-time' })
    .nullable()
    .default(null),
});
export type AdminNewsPublish = z.infer<typeof AdminNewsPublish>;

export const AdminNewsItem = z.object({
  id: z.number(),
  titel: z.string(),
  inhoud: z.string(),
  afbeelding_url: z.string().nullable(),
  state: z.enum(NEWS_STATES),
  /** The publish moment (ISO); null for a draft. */
  publish_at: z.string().nullable(),
  audience: z.enum(NEWS_AUDIENCES),
  audience_id: z.number().nullable(),
  /** The category's or match's name, for the list; null for everyone or a removed one. */
  audience_name: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminNewsItem = z.infer<typeof AdminNewsItem>;

export const AdminNewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const AdminNewsListResponse = z.object({
  items: z.array(AdminNewsItem),
  total: z.number(),
});
export type AdminNewsListResponse = z.infer<typeof AdminNewsListResponse>;

/** The audiences the editor can choose from: the club's categories and its recent matches. */
export const AdminNewsAudiences = z.object({
  categories: z.array(z.object({ id: z.number(), naam: z.string() })),
  matches: z.array(z.object({ id: z.number(), naam: z.string(), aanvang: z.string() })),
});
export type AdminNewsAudiences = z.infer<typeof AdminNewsAudiences>;
