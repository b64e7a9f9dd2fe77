import { z } from 'zod';

/** A news post. `inhoud` is HTML sanitized by the server before it is stored. */
export const NewsPost = z.object({
  id: z.number(),
  titel: z.string(),
  inhoud: z.string(),
  afbeelding_url: z.string().nullable(),
  datum: z.string(),
});
export type NewsPost = z.infer<typeof NewsPost>;

/** GET /api/news: a page of 10 (spec §9); `total` lets the feed stop its infinite scroll. */
export const NewsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const NewsListResponse = z.object({ items: z.array(NewsPost), total: z.number() });
export type NewsListResponse = z.infer<typeof NewsListResponse>;
